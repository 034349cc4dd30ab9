import Synchronization

/// Whether this process has just kept the CPU busy with passes: a run's warm-up *time* (`--warmup-time`,
/// there so that a case is not timed before an idle CPU's clock has ramped up) is spent when the CPU
/// may have idled, not again before every case and round of a run whose passes follow each other.
/// Each case still warms its caches with its `--warmup` passes every round
/// (docs/PERFORMANCE.md#warm-once).
package final class CPUWarmth: Sendable {
    /// The process's: every runner's passes keep the same CPU busy.
    package static let process = CPUWarmth()

    /// A case whose warm-up starts within this of the last pass of the one before is warm: 0.1 s.
    package static let busyGapNs: UInt64 = 100_000_000

    /// When the last pass ended (``UptimeClock`` nanoseconds); 0 before the first.
    private let lastBusy = Atomic<UInt64>(0)

    package init() {}

    /// Notes that passes ran until `now`.
    package func markBusy(at now: UInt64 = UptimeClock.now()) {
        lastBusy.store(now, ordering: .relaxed)
    }

    /// The warm-up time still to spend at `now`, in nanoseconds: none when passes kept the CPU
    /// busy until less than ``busyGapNs`` before it, `warmupTime` seconds otherwise.
    package func warmupNs(_ warmupTime: Double?, at now: UInt64 = UptimeClock.now()) -> UInt64 {
        let last = lastBusy.load(ordering: .relaxed)
        if last != 0 && now >= last && now - last < Self.busyGapNs { return 0 }
        return UInt64(Swift.max(0, warmupTime ?? 0) * 1e9)
    }
}
