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
    /// With instruction counts: the functions that cost the most instructions (self, per pass
    /// or step), so that a comparison can name what moved; `nil` without them.
    public var functions: [FunctionCost]?
    /// For a tree scene: what nesting cost in one pass, in lines a person reads (the hottest
    /// leaf's path, containers that multiply measure calls); `nil` for a flat scene.
    public var treeFindings: [String]?
    /// For a state change (`--update`): the cause-and-effect table, in lines a person reads (each
    /// cause, the bodies it ran by view type, over the changes of its first round); `nil` otherwise.
    public var updateCauses: [String]?
    /// For a state change: the same as a graph's edges, most bodies first (the HTML report draws it).
    public var updateGraph: [UpdateCause]?
    /// For an animated layout's change (`--animate-to`): what its frames do that a SwiftUI engineer
    /// acts on, in lines a person reads; `nil` otherwise.
    public var animationFindings: [String]?

    package init(
        workload: Workload, identity: String, caseID: String, options: RunOptions, samples: Int, size: Size,
        frameHash: String, deterministic: Bool, metrics: [Metric], nsPerItem: Double?, passesPerSecond: Double?,
        rounds: [Int]? = nil, functions: [FunctionCost]? = nil, treeFindings: [String]? = nil,
        updateCauses: [String]? = nil, updateGraph: [UpdateCause]? = nil
    ) {
        self.updateCauses = updateCauses
        self.updateGraph = updateGraph
        self.workload = workload
        self.identity = identity
        self.caseID = caseID
        self.options = options
        self.samples = samples
        self.size = size
        self.frameHash = frameHash
        self.deterministic = deterministic
        self.metrics = metrics
        self.nsPerItem = nsPerItem
        self.passesPerSecond = passesPerSecond
        self.rounds = rounds
        self.functions = functions
        self.treeFindings = treeFindings
    }

    /// The metric called `name` (one a newer gridperf reports, too). O(metrics).
    public func metric(_ name: String) -> Metric? { metrics.first { $0.name == name } }
    /// The metric of this kind. O(metrics).
    public func metric(_ kind: MetricKind) -> Metric? { metric(kind.name) }
    /// The median of the metric called `name`; `nil` when it is missing or was not measured.
    public func median(_ name: String) -> Double? { metric(name)?.statistics?.median }
    /// The median of the metric of this kind; `nil` when it is missing or was not measured.
    public func median(_ kind: MetricKind) -> Double? { median(kind.name) }
}

/// One function's own instructions per pass (or step) in a case, as callgrind counted them.
public struct FunctionCost: Hashable, Sendable, Codable {
    /// The symbol (what two reports are matched by) and its readable name.
    public var symbol: String
    public var name: String
    public var instructions: Double

    public init(symbol: String, name: String, instructions: Double) {
        self.symbol = symbol
        self.name = name
        self.instructions = instructions
    }
}
