/// How many passes a case runs, and with what.
public struct RunOptions: Hashable, Sendable, Codable {
    /// Measured passes at most.
    public var iterations: Int
    /// Unmeasured passes first (caches and branch predictors warm, steady state reached).
    public var warmup: Int
    /// Stop measuring after this many seconds even if `iterations` is not reached.
    public var maxTime: Double
    /// Whether subviews answer repeated proposals from their measurement cache.
    public var measurementCache: Bool

    public init(iterations: Int = 100, warmup: Int = 5, maxTime: Double = 10, measurementCache: Bool = true) {
        self.iterations = iterations
        self.warmup = warmup
        self.maxTime = maxTime
        self.measurementCache = measurementCache
    }
}
