/// One measured quantity of a case: its samples (one per measured pass) and their statistics,
/// or the reason it could not be measured. An unmeasured metric is never reported as 0.
public struct Metric: Hashable, Sendable, Codable {
    public var name: String
    public var unit: String
    /// True for counts that must not vary between runs of the same code (measure calls,
    /// cache hits, allocation counts and bytes), compared exactly across commits.
    public var deterministic: Bool
    public var statistics: Statistics?
    public var samples: [Double]?
    /// Why the metric is missing (`allocator: system malloc …`); `nil` when measured.
    public var unavailable: String?

    public init(name: String, unit: String, deterministic: Bool, samples: [Double]) {
        self.name = name
        self.unit = unit
        self.deterministic = deterministic
        self.samples = samples
        self.statistics = Statistics(samples)
        self.unavailable = samples.isEmpty ? "no samples" : nil
    }

    public init(name: String, unit: String, deterministic: Bool, unavailable reason: String) {
        self.name = name
        self.unit = unit
        self.deterministic = deterministic
        self.unavailable = reason
    }

    /// A measured metric of `kind`.
    public init(_ kind: MetricKind, samples: [Double]) {
        self.init(name: kind.name, unit: kind.unit, deterministic: kind.isExact, samples: samples)
    }

    /// A metric of `kind` that could not be measured, and why.
    public init(_ kind: MetricKind, unavailable reason: String) {
        self.init(name: kind.name, unit: kind.unit, deterministic: kind.isExact, unavailable: reason)
    }

    /// What the metric is (how it is judged, which way is better). O(1).
    public var kind: MetricKind { MetricKind.named(name, unit: unit, deterministic: deterministic) }
}
