import Foundation
import GridPerfModel

/// Where a noisy series of levels steps: penalised optimal partitioning with PELT's pruning
/// (Killick, Fearnhead & Eckley, "Optimal Detection of Changepoints With a Linear
/// Computational Cost", JASA 2012) under Tukey's biweight loss, which caps what one point can
/// cost (Fearnhead & Rigaill, "Changepoint Detection in the Presence of Outliers", JASA 2019).
///
/// The series is split into segments minimising
/// Σ over segments of Σ min(wᵢ (xᵢ − m)² / σ², c²) + β × (segments − 1),
/// where m is the segment's weighted median (the biweight's location, approximated by the
/// median: robust, and exact when no point is capped), σ the noise of one unit of weight, c
/// the cap in σ and β the penalty. A point further than c σ from its segment's level costs
/// c² however far it is, so a 2× spike cannot buy a segment of its own, while a step followed
/// by points that all sit beyond c σ gains about c² per point.
///
/// A segment holds at least ``minimumWeight`` of weight (two runs' worth: two commits of one
/// run, or one commit rerun twice or more), and the last segment at least ``minimumLength``
/// points, so a change at the last point of a series cannot be placed until a later point
/// confirms it (the last point is *pending*) however often it was rerun.
package enum RobustPELT {
    /// The biweight cap c, in σ.
    package static let cap = 3.0
    /// The fewest points in the last segment.
    package static let minimumLength = 2
    /// The least weight of a segment (a point's weight is its runs, at most 5).
    package static let minimumWeight = 2.0

    /// β for a series of `count` points: 4 ln n. Chosen by simulation (the test
    /// `ChangePointSimulationTests`): pure noise with 5% of 2× spikes, 50 points, gives a change
    /// in about 2% of histories before the minimum effect is applied (2 ln n, the Schwarz
    /// criterion's, gives 17%).
    package static func penalty(count: Int) -> Double { 4 * log(Double(Swift.max(count, 2))) }

    /// The indices where a new segment starts (ascending; never 0). `weights` default to 1;
    /// `sigma` must be > 0.
    /// - Complexity: O(n²) segment costs in the worst case, each O(n log n); PELT's pruning
    ///   keeps far fewer candidates on series with changes.
    package static func starts(
        _ x: [Double], weights: [Double]? = nil, sigma: Double, penalty: Double? = nil,
        minimumLength: Int = minimumLength, minimumWeight: Double = minimumWeight
    ) -> [Int] {
        let n = x.count
        guard n > minimumLength, sigma > 0 else { return [] }
        let w = weights ?? Array(repeating: 1, count: n)
        // Prefix sums of the weights: a segment's weight in O(1).
        var cumulative = [0.0]
        for v in w { cumulative.append(cumulative.last! + v) }
        let beta = penalty ?? Self.penalty(count: n)
        // best[t]: the least cost of x[0..<t]; last[t]: where its last segment starts.
        var best = [Double](repeating: .infinity, count: n + 1)
        var last = [Int](repeating: 0, count: n + 1)
        best[0] = -beta
        // Each candidate start with its segment so far, sorted by value (for the median).
        var candidates: [(start: Int, sorted: [(x: Double, w: Double)])] = [(0, [])]
        for t in 1...n {
            let point = (x: x[t - 1], w: w[t - 1])
            var winner: (start: Int, total: Double)?
            var totals: [Double] = []
            for k in candidates.indices {
                let at = candidates[k].sorted.firstIndex { $0.x > point.x } ?? candidates[k].sorted.count
                candidates[k].sorted.insert(point, at: at)
                let s = candidates[k].start
                let heavyEnough = cumulative[t] - cumulative[s] >= minimumWeight - 1e-9
                guard heavyEnough, t < n || t - s >= minimumLength, best[s].isFinite else {
                    totals.append(-.infinity)
                    continue
                }
                let total = best[s] + cost(candidates[k].sorted, sigma: sigma) + beta
                totals.append(total)
                if winner == nil || total < winner!.total { winner = (s, total) }
            }
            guard let winner else { continue }
            best[t] = winner.total
            last[t] = winner.start
            // PELT: a start whose cost already exceeds the best by more than β can never win
            // again (the loss is additive over a split).
            var kept: [(start: Int, sorted: [(x: Double, w: Double)])] = []
            for (k, c) in candidates.enumerated() where totals[k] - beta <= best[t] { kept.append(c) }
            candidates = kept
            // A segment starting at t leaves the last one room for its points.
            if t + minimumLength <= n { candidates.append((t, [])) }
        }
        var out: [Int] = []
        var t = n
        while t > 0 {
            let s = last[t]
            if s > 0 { out.append(s) }
            t = s
        }
        return out.reversed()
    }

    /// The biweight loss of a segment (sorted by value) around its weighted median. O(length).
    static func cost(_ sorted: [(x: Double, w: Double)], sigma: Double) -> Double {
        let half = sorted.reduce(0) { $0 + $1.w } / 2
        var seen = 0.0
        var m = sorted.last?.x ?? 0
        for p in sorted {
            seen += p.w
            if seen >= half {
                m = p.x
                break
            }
        }
        var total = 0.0
        for p in sorted {
            let z = (p.x - m) / sigma
            total += Swift.min(p.w * z * z, cap * cap)
        }
        return total
    }

    /// The value at which half the weight lies on either side (the lower one on a tie).
    static func weightedMedian(_ x: [Double], _ w: [Double], _ range: Range<Int>) -> Double {
        let order = range.sorted { x[$0] < x[$1] }
        let half = order.reduce(0) { $0 + w[$1] } / 2
        var seen = 0.0
        for i in order {
            seen += w[i]
            if seen >= half { return x[i] }
        }
        return x[order.last!]
    }

    /// The segments' levels (weighted medians) for the starts `starts`.
    package static func levels(_ x: [Double], weights: [Double]? = nil, starts: [Int]) -> [Double] {
        let w = weights ?? Array(repeating: 1, count: x.count)
        let bounds = [0] + starts + [x.count]
        return zip(bounds, bounds.dropFirst()).map { weightedMedian(x, w, $0..<$1) }
    }
}
