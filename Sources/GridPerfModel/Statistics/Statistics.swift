/// Summary statistics of one metric's samples.
///
/// Percentiles interpolate linearly between closest ranks (Hyndman & Fan type 7, numpy's
/// default): p of n sorted samples sits at rank (n − 1)·p. The median of an even count is the
/// mean of the two middle samples. The standard deviation is the sample one (n − 1; 0 for a
/// single sample); MAD is the median of absolute deviations from the median, unscaled.
/// O(n log n) to build (one sort).
public struct Statistics: Hashable, Sendable, Codable {
    public var count: Int
    public var min: Double
    public var p25: Double
    public var median: Double
    public var p75: Double
    public var p90: Double
    public var p99: Double
    public var max: Double
    public var mean: Double
    public var standardDeviation: Double
    public var mad: Double

    /// Statistics of `samples`; `nil` when there are none.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let n = sorted.count
        count = n
        min = sorted[0]
        max = sorted[n - 1]
        p25 = Statistics.percentile(sorted, 0.25)
        median = Statistics.percentile(sorted, 0.5)
        p75 = Statistics.percentile(sorted, 0.75)
        p90 = Statistics.percentile(sorted, 0.90)
        p99 = Statistics.percentile(sorted, 0.99)
        let m = sorted.reduce(0, +) / Double(n)
        mean = m
        standardDeviation = n > 1 ? (sorted.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(n - 1)).squareRoot() : 0
        let center = median
        mad = Statistics.percentile(sorted.map { abs($0 - center) }.sorted(), 0.5)
    }

    /// The `p` quantile (0…1) of already sorted, non-empty samples, type 7.
    public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        precondition(!sorted.isEmpty && (0...1).contains(p))
        let rank = Double(sorted.count - 1) * p
        let lo = Int(rank.rounded(.down))
        let hi = Swift.min(lo + 1, sorted.count - 1)
        let frac = rank - Double(lo)
        return sorted[lo] + (sorted[hi] - sorted[lo]) * frac
    }
}
