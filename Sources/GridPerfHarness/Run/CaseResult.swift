import GridPerfCore

/// What one workload measured: a metric per quantity, the layout's output hash, and derived
/// figures (ns per item, passes per second).
public struct CaseResult: Hashable, Sendable, Codable {
    public var workload: Workload
    /// ``Workload/identity``, stored so readers need not recompute it.
    public var identity: String
    /// A short id: FNV-1a of the identity.
    public var caseID: String
    public var options: RunOptions
    /// Measured passes actually run (fewer than `iterations` when `maxTime` ran out).
    public var samples: Int
    public var size: Size
    /// FNV-1a of the size and frames of the last pass, 16 hex digits.
    public var frameHash: String
    /// False when two passes over the same input produced different frames.
    public var deterministic: Bool
    public var metrics: [Metric]
    /// Median total time ÷ items.
    public var nsPerItem: Double?
    /// 1 s ÷ median total time.
    public var passesPerSecond: Double?
    /// When the samples pool several runs (an interleaved A/B comparison), how many came from
    /// each run, in order; `nil` for a single run.
    public var rounds: [Int]?

    public func metric(_ name: String) -> Metric? { metrics.first { $0.name == name } }
    public func median(_ name: String) -> Double? { metric(name)?.statistics?.median }
}
