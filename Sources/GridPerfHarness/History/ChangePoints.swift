import Foundation
import GridPerfCore

/// Where a series of recorded values moved for good.
package struct ChangePoint: Sendable, Equatable {
    /// After ÷ before − 1 (medians).
    package var relative: Double
    /// The Mann–Whitney p-value of the windows (times only).
    package var pValue: Double?
    /// For people: `+10.2% (p < 0.0001)`, `2000 → 2400`.
    package var description: String
}

/// Change detection over a history, in commit order.
///
/// - An exact metric (counters, allocations, instructions) changes at the first point whose
///   value differs from the one before by more than its tolerance.
/// - A time changes at point i when the points since the last change (at most `window` of
///   them) and the points from i on (at most `window`) differ as `compare` judges two runs:
///   a Mann–Whitney U test on their samples at `alpha`, a median change of at least
///   `minEffect`, and every point after on the same side by at least half of it (the change
///   persists, so one slow run among fast ones is not a change). The history keeps 21
///   quantiles per run instead of samples: each run stands in with as many values (at most
///   100) spread over its quantiles.
package enum ChangePoints {
    /// Indices of `values` that differ from the value before by more than `tolerance(before)`.
    /// O(n).
    package static func exact(_ values: [Double], tolerance: (Double) -> Double = { _ in 0 }) -> [Int: ChangePoint] {
        var out: [Int: ChangePoint] = [:]
        for i in values.indices.dropFirst() where Swift.abs(values[i] - values[i - 1]) > tolerance(values[i - 1]) {
            let before = values[i - 1], after = values[i]
            out[i] = ChangePoint(
                relative: before != 0 ? after / before - 1 : .infinity, pValue: nil,
                description: "\(formatNumber(before)) → \(formatNumber(after))")
        }
        return out
    }

    /// Step changes in times, each point given by its quantiles and sample count. O(n × window × 100 log).
    package static func times(
        _ points: [(quantiles: [Double], samples: Int)], window: Int = 5, minEffect: Double = 0.05,
        alpha: Double = 0.01
    ) -> [Int: ChangePoint] {
        let stand = points.map { standIn(quantiles: $0.quantiles, count: $0.samples) }
        var out: [Int: ChangePoint] = [:]
        var segmentStart = 0
        for i in points.indices.dropFirst() {
            let before = Array(stand[Swift.max(segmentStart, i - window)..<i]),
                after = Array(stand[i..<Swift.min(points.count, i + window)])
            let b = before.flatMap { $0 }, a = after.flatMap { $0 }
            guard let bm = Statistics(b)?.median, let am = Statistics(a)?.median, bm > 0 else { continue }
            let relative = am / bm - 1
            guard Swift.abs(relative) >= minEffect else { continue }
            let persists = after.allSatisfy { run in
                guard let m = Statistics(run)?.median else { return false }
                let change = m / bm - 1
                return (change > 0) == (relative > 0) && Swift.abs(change) >= minEffect / 2
            }
            guard persists else { continue }
            let p = MannWhitney.pValue(b, a)
            guard p < alpha else { continue }
            out[i] = ChangePoint(
                relative: relative, pValue: p,
                description: String(format: "%+.1f%% ", relative * 100)
                    + (p < 0.0001 ? "(p < 0.0001)" : String(format: "(p %.4f)", p)))
            segmentStart = i
        }
        return out
    }

    /// The smallest move of a fitted exponent b that counts: n → n log n over 10³…10⁵ items
    /// moves b by about 1/ln(n) ≈ 0.1, twice this.
    package static let exponentStep = 0.05

    /// Changes of a sweep's fitted exponent b measured with noise (a time's): at point i when
    /// the median of the points from i on (at most `window`) and of the points since the last
    /// change (at most `window`) differ by at least `minStep`, and every point after is on the
    /// same side of the earlier median by at least half of it. O(n × window).
    package static func exponents(_ values: [Double], window: Int = 5, minStep: Double = exponentStep) -> [Int:
        ChangePoint]
    {
        var out: [Int: ChangePoint] = [:]
        var segmentStart = 0
        for i in values.indices.dropFirst() {
            let before = Array(values[Swift.max(segmentStart, i - window)..<i]),
                after = Array(values[i..<Swift.min(values.count, i + window)])
            guard let bm = Statistics(before)?.median, let am = Statistics(after)?.median else { continue }
            let step = am - bm
            guard Swift.abs(step) >= minStep,
                after.allSatisfy({ ($0 - bm > 0) == (step > 0) && Swift.abs($0 - bm) >= minStep / 2 })
            else { continue }
            out[i] = ChangePoint(
                relative: bm != 0 ? am / bm - 1 : .infinity, pValue: nil,
                description: String(format: "b %.3f → %.3f", bm, am))
            segmentStart = i
        }
        return out
    }

    /// `count` (at most 100) values at evenly spaced ranks of the distribution the quantiles
    /// describe (linear between them). O(count).
    static func standIn(quantiles: [Double], count: Int) -> [Double] {
        guard quantiles.count >= 2 else { return quantiles }
        let n = Swift.max(1, Swift.min(count, 100))
        let last = Double(quantiles.count - 1)
        return (0..<n).map { k in
            let rank = (Double(k) + 0.5) / Double(n) * last
            let lo = Int(rank.rounded(.down)), hi = Swift.min(lo + 1, quantiles.count - 1)
            return quantiles[lo] + (quantiles[hi] - quantiles[lo]) * (rank - Double(lo))
        }
    }
}
