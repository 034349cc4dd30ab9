import GridPerfCore
import GridPerfModel

/// Whether the slow tail of a sample moved: the p99 of scroll-step times is the dropped frame,
/// and a change there can hide under an unchanged median.
///
/// The test: a seeded bootstrap of the p99 ratio (head ÷ base − 1, each side resampled with
/// replacement, 2,000 times) gives a 99% interval; a change counts when the interval excludes
/// 0, the observed change is at least the minimum effect, and — with interleaved rounds — every
/// round's own p99 moved the same way by at least half the minimum effect (a slow episode of
/// the machine lands in one round, not all). Deterministic: the same samples give the same
/// verdict.
package enum TailTest {
    package struct Result: Sendable, Equatable {
        /// The observed change of the p99 (head ÷ base − 1).
        package var change: Double
        /// The bootstrap 99% interval of the change.
        package var interval: ClosedRange<Double>
        /// Per round, the change of that round's p99 (when both sides have matching rounds).
        package var perRound: [Double]?
    }

    /// The p99 change of `head` against `base` with its interval; `nil` when a side has fewer
    /// than 2 samples or a base p99 of 0. Each side is sorted once; a resample's p99 is read from
    /// the ranks it drew (``RankedSample``), not sorted again.
    ///
    /// - Complexity: O(n log n + resamples × n), n the larger side.
    package static func p99Change(
        base: [Double], head: [Double], rounds: ([Int]?, [Int]?) = (nil, nil),
        resamples: Int = 2000, seed: UInt64 = 0x9E37_79B9
    ) -> Result? {
        guard base.count >= 2, head.count >= 2 else { return nil }
        let b = p99(base), h = p99(head)
        guard b > 0 else { return nil }
        var rng = SplitMix64(seed: seed)
        var changes: [Double] = []
        changes.reserveCapacity(resamples)
        var rb = RankedSample(base), rh = RankedSample(head)
        for _ in 0..<resamples {
            let pb = rb.resampledPercentile(0.99, rng: &rng)
            let ph = rh.resampledPercentile(0.99, rng: &rng)
            if pb > 0 { changes.append(ph / pb - 1) }
        }
        changes.sort()
        let interval = Statistics.percentile(changes, 0.005)...Statistics.percentile(changes, 0.995)
        return Result(
            change: h / b - 1, interval: interval, perRound: perRoundChanges(base: base, head: head, rounds: rounds))
    }

    /// Judges a p99 row: regression or improvement only when the interval excludes 0, the
    /// change reaches `minEffect`, and every round agrees.
    static func judge(_ m: inout MetricComparison, _ result: Result, minEffect: Double) {
        let c = result.change
        if result.interval.contains(0) {
            m.verdict = .unchanged
            m.note =
                "not significant (99% interval \(percent(result.interval.lowerBound))…\(percent(result.interval.upperBound)))"
        } else if Swift.abs(c) < minEffect {
            m.verdict = .unchanged
            m.note = "below the \(formatNumber(minEffect * 100))% threshold"
        } else if let rounds = result.perRound,
            !rounds.allSatisfy({ ($0 > 0) == (c > 0) && Swift.abs($0) >= minEffect / 2 })
        {
            m.verdict = .unchanged
            m.note = "not consistent across rounds (" + rounds.map(percent).joined(separator: ", ") + ")"
        } else {
            m.verdict = c > 0 ? .regression : .improvement
            m.note = "p99; 99% interval \(percent(result.interval.lowerBound))…\(percent(result.interval.upperBound))"
        }
    }

    static func p99(_ values: [Double]) -> Double { Statistics.percentile(values.sorted(), 0.99) }

    static func percent(_ v: Double) -> String { String(format: "%+.1f%%", v * 100) }

    static func perRoundChanges(base: [Double], head: [Double], rounds: ([Int]?, [Int]?)) -> [Double]? {
        guard let pairs = Comparison.roundPairs(base: base, head: head, rounds: rounds) else { return nil }
        var out: [Double] = []
        for pair in pairs {
            let b = p99(pair.base)
            guard b > 0 else { return nil }
            out.append(p99(pair.head) / b - 1)
        }
        return out
    }
}
