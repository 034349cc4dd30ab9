import Foundation
import GridPerfModel

/// One case's time metric over its history, with the run as the unit of noise.
///
/// - A run contributes its level (``HistoryPoint/level``: a 10–90% trimmed mean, robust to
///   spikes and continuous when the rounds' times are bimodal).
/// - Runs of one commit are one point: their median (of the runs not flagged busy), weighted by
///   how many runs it pools (at most 5). A change point is never placed between runs of one
///   commit; their spread is the case's A/A noise.
/// - The noise (``CaseNoise``) is learned from pairs of runs of unchanged code; it sets the
///   detector's σ. Steps smaller than `minEffect` (5%) are not changes.
/// - Change points come from ``RobustPELT`` over ln(level) per commit; adjacent segments
///   whose levels differ by less than the minimum effect are merged, smallest step first.
/// - The last commit is *pending*: the last segment needs ``RobustPELT/minimumLength`` commits,
///   so a step there is confirmed (or not) by the next commit. Any other segment needs two runs'
///   weight (``RobustPELT/minimumWeight``): two commits, or one commit rerun.
package struct TimeHistory: Sendable {
    /// By index of the first run of the commit where the new level starts.
    package var changes: [Int: ChangePoint] = [:]
    package var noise: CaseNoise
    /// Indices of the runs that are not yet confirmed by later commits.
    package var pending: Set<Int> = []
    /// Indices of the runs flagged as run on a busy machine (``HistorySeries/busyRuns(_:)``).
    package var busy: Set<Int> = []
    /// The segments (run indices) and their levels (the metric's unit), for the chart's band.
    package var segments: [(runs: Range<Int>, level: Double)] = []

    /// A commit's runs, as the unit. Runs of a dirty tree at one commit are pooled apart from
    /// the clean ones (`abc1234+`): the history cannot tell uncommitted edits apart, and
    /// reruns of one working tree are the common case. A run without a commit stands alone.
    static func commitKey(_ p: HistoryPoint) -> String {
        guard let commit = p.commit else { return "run " + p.runID }
        return p.commitDirty ? commit + "+" : commit
    }

    /// Consecutive runs of one commit, as index ranges of `points`.
    static func groups(_ points: [HistoryPoint]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        for i in points.indices.dropFirst() where commitKey(points[i]) != commitKey(points[i - 1]) {
            out.append(start..<i)
            start = i
        }
        if !points.isEmpty { out.append(start..<points.count) }
        return out
    }

    /// ln of each run's level (``HistoryPoint/level``), NaN where it is not a positive finite
    /// number. O(points).
    static func logLevels(_ points: [HistoryPoint]) -> [Double] {
        points.map { p in
            let level = p.level
            return level > 0 && level.isFinite ? log(level) : .nan
        }
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Analyses `points` (one case's time metric, in commit order). `exactMoves`: the commits at
    /// which one of the case's exact metrics moved; `busyRuns`: run ids flagged busy;
    /// `minEffect`: the floor of the minimum effect.
    /// - Complexity: that of ``RobustPELT/starts(_:weights:sigma:penalty:minimumLength:minimumWeight:)`` over the commits.
    package init(
        _ points: [HistoryPoint], exactMoves: Set<String> = [], busyRuns: Set<String> = [], minEffect: Double = 0.05
    ) {
        let x = Self.logLevels(points)
        let groups = Self.groups(points)
        let busy = Set(points.indices.filter { busyRuns.contains(points[$0].runID) })
        // The noise: pairs of runs within a commit, and of consecutive single-run commits at
        // which no exact metric moved.
        var differences: [Double] = []
        for g in groups {
            let calm = g.filter { !busy.contains($0) && x[$0].isFinite }.prefix(10)
            for (k, i) in calm.enumerated() { for j in calm.dropFirst(k + 1) { differences.append(x[i] - x[j]) } }
        }
        for (a, b) in zip(groups, groups.dropFirst())
        where a.count == 1 && b.count == 1 && !exactMoves.contains(Self.commitKey(points[b.lowerBound]))
            && !busy.contains(a.lowerBound) && !busy.contains(b.lowerBound)
        {
            differences.append(x[b.lowerBound] - x[a.lowerBound])
        }
        noise = CaseNoise.learn(differences)
        self.busy = busy
        // A step between segments is a difference of levels pooled over many runs, so its
        // significance is the detector's (σ sets the cost); the minimum effect is the floor.
        // ``CaseNoise/threshold`` is for comparing two single runs (the gate).
        let threshold = minEffect

        // One point per commit.
        var levels: [Double] = []
        var weights: [Double] = []
        var kept: [Range<Int>] = []
        for g in groups {
            let finite = g.filter { x[$0].isFinite }
            let calm = finite.filter { !busy.contains($0) }
            guard let level = Self.median((calm.isEmpty ? finite : calm).map { x[$0] }) else { continue }
            levels.append(level)
            weights.append(calm.isEmpty ? 0.25 : Double(Swift.min(calm.count, 5)))
            kept.append(g)
        }
        if let last = kept.last { pending = Set(last) }
        var starts = RobustPELT.starts(levels, weights: weights, sigma: noise.effectiveSigma)
        // The minimum effect: merge the smallest step until every step reaches it.
        while true {
            let l = RobustPELT.levels(levels, weights: weights, starts: starts)
            let steps = zip(l, l.dropFirst()).map { Swift.abs(exp($1 - $0) - 1) }
            guard let k = steps.indices.min(by: { steps[$0] < steps[$1] }), steps[k] < threshold else { break }
            starts.remove(at: k)
        }
        let l = RobustPELT.levels(levels, weights: weights, starts: starts)
        let bounds = [0] + starts + [kept.count]
        for (k, (a, b)) in zip(bounds, bounds.dropFirst()).enumerated() where a < b {
            segments.append((kept[a].lowerBound..<kept[b - 1].upperBound, exp(l[k])))
        }
        for (k, s) in starts.enumerated() {
            let relative = exp(l[k + 1] - l[k]) - 1
            changes[kept[s].lowerBound] = ChangePoint(
                relative: relative, pValue: nil,
                description: String(format: "%+.1f%% ", relative * 100) + "(noise \(noise.summary))")
        }
    }

    /// Changes of a time sweep's fitted exponent b, found as a time's are (the run as the unit,
    /// the noise learned from reruns, ``RobustPELT``, the last commit pending): on e^b, so that a
    /// step of ln(1 + 5%) ≈ 0.049 in b is the minimum effect, about ``ChangePoints/exponentStep``.
    /// Indexed by the first run of the commit.
    package static func exponentChanges(_ points: [HistoryPoint]) -> [Int: ChangePoint] {
        let asLevels = points.map { p -> HistoryPoint in
            var p = p
            (p.median, p.p25, p.p75, p.quantiles) = (exp(p.median), exp(p.p25), exp(p.p75), [])
            return p
        }
        var out: [Int: ChangePoint] = [:]
        let segments = TimeHistory(asLevels).segments
        for (a, b) in zip(segments, segments.dropFirst()) {
            let before = log(a.level), after = log(b.level)
            out[b.runs.lowerBound] = ChangePoint(
                relative: before != 0 ? after / before - 1 : .infinity, pValue: nil,
                description: String(format: "b %.3f → %.3f", before, after))
        }
        return out
    }

    /// The change points of one case's times, one run per commit (a simulation's history).
    package static func changes(ofCommits times: [Double]) -> [Int] {
        let points = times.enumerated().map { i, t in
            HistoryPoint(
                runID: "\(i)", createdAt: "\(i)", commit: "c\(i)", commitDirty: false, machine: "simulated",
                caseID: "simulated", label: "simulated", layout: "simulated", scenario: "full",
                metric: MetricKind.timeTotal.name, unit: "ns", exact: false, samples: 1, median: t, p25: t, p75: t,
                quantiles: [])
        }
        return TimeHistory(points).changes.keys.sorted()
    }
}
