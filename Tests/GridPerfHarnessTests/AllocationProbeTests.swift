import Foundation
import GridPerfHarness
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// `make sanitize` builds without the package trait `Jemalloc`: there, what needs it skips.
#if Jemalloc
    let builtWithJemalloc = true
#else
    let builtWithJemalloc = false
#endif
let withJemalloc = ConditionTrait.enabled(if: builtWithJemalloc, "built without jemalloc, for a sanitizer")

@Suite(.serialized) struct AllocationProbeTests {
    @Test(withJemalloc) func jemallocIsTheProcessAllocator() {
        let probe = AllocationProbe.probe()
        #expect(probe.isActive, "allocator: \(probe.allocator)")
        #expect(probe.allocator.hasPrefix("jemalloc"))
    }

    @Test(withJemalloc) func oneMebibyteMovesTheThreadCounter() throws {
        let probe = AllocationProbe.probe()
        try #require(probe.isActive)
        let before = try #require(probe.threadBytes())
        let countBefore = try #require(probe.allocationCount())
        let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
        block.storeBytes(of: 1, as: UInt8.self)
        let after = try #require(probe.threadBytes())
        block.deallocate()
        let freed = try #require(probe.threadBytes())
        let countAfter = try #require(probe.allocationCount())
        #expect(after.allocated - before.allocated >= 1 << 20)
        #expect(freed.freed - before.freed >= 1 << 20)
        #expect(countAfter > countBefore)
    }

    @Test func anUnavailableProbeReportsNothingRatherThanZero() {
        let probe = AllocationProbe.unavailable("system malloc (test)")
        #expect(!probe.isActive)
        #expect(probe.threadBytes() == nil)
        #expect(probe.allocationCount() == nil)
    }
}
