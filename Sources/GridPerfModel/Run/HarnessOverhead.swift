import GridPerfCore

/// What the harness itself costs per sample, in ns (see ``BenchmarkRunner/overhead(rounds:)``).
public struct HarnessOverhead: Hashable, Sendable, Codable {
    /// Time a timed window reports when it holds no work: the floor under every phase time.
    public var timedWindowNs: Double
    /// Clock, counter and byte reads around one pass.
    public var bookkeepingNs: Double
    /// One allocation-count reading (cache flush, epoch, two stats reads), outside timing.
    public var allocationCountReadNs: Double?
    /// Keeps the measured loops from being optimised away; not written.
    package var sink: Int = 0

    package init(timedWindowNs: Double, bookkeepingNs: Double, allocationCountReadNs: Double?, sink: Int = 0) {
        self.timedWindowNs = timedWindowNs
        self.bookkeepingNs = bookkeepingNs
        self.allocationCountReadNs = allocationCountReadNs
        self.sink = sink
    }

    enum CodingKeys: String, CodingKey { case timedWindowNs, bookkeepingNs, allocationCountReadNs }
}
