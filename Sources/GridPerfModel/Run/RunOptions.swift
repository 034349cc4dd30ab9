/// How many passes a case runs, and with what.
public struct RunOptions: Hashable, Sendable, Codable {
    /// Measured passes at most.
    public var iterations: Int
    /// Unmeasured passes first (caches and branch predictors warm, steady state reached).
    public var warmup: Int
    /// …and keep warming up until this many seconds have passed (`nil`: 0), so that a fast
    /// case does not start measuring before the CPU's clock has ramped up. Reports from
    /// before this field read it as `nil`.
    public var warmupTime: Double?
    /// Cases are measured in this many rounds, every case once per round (`nil`: 1), so a
    /// passing disturbance of the machine lands in one round of a case, not in all of it;
    /// `iterations` and `maxTime` are shared among the rounds. Comparisons use the rounds.
    public var rounds: Int?
    /// Stop measuring after this many seconds even if `iterations` is not reached.
    public var maxTime: Double
    /// Whether subviews answer repeated proposals from their measurement cache.
    public var measurementCache: Bool
    /// Count each case's instructions under callgrind too (`nil`: no). Times still come from
    /// the normal, uninstrumented passes.
    public var instructions: Bool?

    public init(
        iterations: Int = 100, warmup: Int = 5, warmupTime: Double = 0.25, rounds: Int = 3, maxTime: Double = 10,
        measurementCache: Bool = true, instructions: Bool = false
    ) {
        self.instructions = instructions ? true : nil
        self.rounds = rounds
        self.warmupTime = warmupTime
        self.iterations = iterations
        self.warmup = warmup
        self.maxTime = maxTime
        self.measurementCache = measurementCache
    }
}
