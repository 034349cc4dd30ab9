#if Jemalloc
    import CJemalloc
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Allocation statistics from jemalloc, the process allocator when gridperf is linked with
/// `CJemalloc`.
///
/// - Bytes: `thread.allocatedp` / `thread.deallocatedp` point at this thread's running totals;
///   the pointers are read once, after which a reading is two loads (nearly free, so it may
///   sit at the edge of a timed phase).
/// - Counts: `stats.arenas.<all>.small.nrequests + large.nrequests` after
///   `thread.tcache.flush` and an `epoch` refresh: several `mallctl` calls, so taken only
///   outside timed windows.
///
/// ``probe()`` proves jemalloc is really serving `malloc` (a 1 MiB allocation must move this
/// thread's counter by at least 1 MiB). Where it is not, ``isActive`` is false and every
/// reading is `nil`: reports then say "n/a", never 0.
public final class AllocationProbe: @unchecked Sendable {
    /// The allocator that served this process, for reports (`jemalloc 5.3.0-…`, or why not).
    public let allocator: String
    /// True when jemalloc's counters track this process's allocations.
    public let isActive: Bool
    private let allocatedp: UnsafeMutablePointer<UInt64>?
    private let deallocatedp: UnsafeMutablePointer<UInt64>?

    private init(
        allocator: String, allocatedp: UnsafeMutablePointer<UInt64>?, deallocatedp: UnsafeMutablePointer<UInt64>?
    ) {
        self.allocator = allocator
        self.allocatedp = allocatedp
        self.deallocatedp = deallocatedp
        self.isActive = allocatedp != nil && deallocatedp != nil
    }

    /// A probe that measures nothing (for a run where allocation statistics are unwanted or
    /// unavailable); `reason` says why in reports.
    public static func unavailable(_ reason: String) -> AllocationProbe {
        AllocationProbe(allocator: reason, allocatedp: nil, deallocatedp: nil)
    }

    /// Looks jemalloc up and proves it is active on the calling thread. Use the probe on the
    /// thread that created it (the byte counters are per thread).
    public static func probe() -> AllocationProbe {
        #if !Jemalloc
            return .unavailable("system malloc (built without jemalloc, for a sanitizer)")
        #else
            var version: UnsafePointer<CChar>? = nil
            var len = MemoryLayout<UnsafePointer<CChar>?>.size
            guard mallctl("version", &version, &len, nil, 0) == 0, let version else {
                return .unavailable("system malloc (jemalloc not linked)")
            }
            let name = "jemalloc " + String(cString: version).split(separator: "-").prefix(1).joined()
            var allocated: UnsafeMutablePointer<UInt64>? = nil
            var deallocated: UnsafeMutablePointer<UInt64>? = nil
            var plen = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
            guard mallctl("thread.allocatedp", &allocated, &plen, nil, 0) == 0,
                mallctl("thread.deallocatedp", &deallocated, &plen, nil, 0) == 0,
                let allocated, let deallocated
            else {
                return .unavailable("\(name) without statistics (thread.allocatedp unavailable)")
            }
            // Prove that malloc is jemalloc's: 1 MiB must show up in this thread's counter.
            let size = 1 << 20
            guard let moved = bytesAllocated(by: size, counter: allocated) else {
                return .unavailable("\(name): probe allocation failed")
            }
            guard moved >= UInt64(size) else {
                return .unavailable("system malloc (jemalloc linked but not serving malloc)")
            }
            return AllocationProbe(allocator: name, allocatedp: allocated, deallocatedp: deallocated)
        #endif
    }

    /// Allocates and frees `size` bytes with `malloc`, returning how far `counter` moved.
    /// Not optimised: the compiler would otherwise remove the unused allocation.
    @_optimize(none) @inline(never)
    static func bytesAllocated(by size: Int, counter: UnsafeMutablePointer<UInt64>) -> UInt64? {
        let before = counter.pointee
        guard let block = malloc(size) else { return nil }
        memset(block, 1, size)
        let moved = counter.pointee &- before
        free(block)
        return moved
    }

    /// This thread's running totals of bytes allocated and freed; `nil` when inactive.
    @inline(__always)
    public func threadBytes() -> (allocated: UInt64, freed: UInt64)? {
        guard let allocatedp, let deallocatedp else { return nil }
        return (allocatedp.pointee, deallocatedp.pointee)
    }

    /// The process's running total of allocation requests (all arenas, small and large),
    /// after flushing this thread's cache; `nil` when inactive. Not for timed windows.
    public func allocationCount() -> UInt64? {
        #if !Jemalloc
            return nil
        #else
            guard isActive else { return nil }
            _ = mallctl("thread.tcache.flush", nil, nil, nil, 0)
            var epochIn: UInt64 = 1, epochOut: UInt64 = 0
            var elen = MemoryLayout<UInt64>.size
            _ = mallctl("epoch", &epochOut, &elen, &epochIn, elen)
            var small: UInt64 = 0, large: UInt64 = 0
            var len = MemoryLayout<UInt64>.size
            guard mallctl("stats.arenas.4096.small.nrequests", &small, &len, nil, 0) == 0,
                mallctl("stats.arenas.4096.large.nrequests", &large, &len, nil, 0) == 0
            else { return nil }
            return small &+ large
        #endif
    }

    /// Gives the memory freed so far back to the system (every arena's dirty and muzzy pages),
    /// so that a case's peak resident memory is its own, not what earlier cases freed and the
    /// allocator kept (``MemoryProbe``). Outside timing; nothing when inactive.
    public func returnFreedMemory() {
        #if Jemalloc
            guard isActive else { return }
            _ = mallctl("thread.tcache.flush", nil, nil, nil, 0)
            _ = mallctl("arena.4096.purge", nil, nil, nil, 0)
        #endif
    }
}
