import Foundation
import GridPerfCore
import GridPerfModel

/// How `gridperf compare` judges two reports.
package struct ComparisonOptions: Sendable {
    /// The smallest change of a median time that counts (0.05: 5%).
    package var minEffect: Double = 0.05
    /// The significance level of the Mann–Whitney test on time samples.
    package var alpha: Double = 0.01
    /// Per deterministic metric, the absolute difference still counted as equal (default 0).
    package var tolerances: [String: Double] = [:]
    /// Whether time changes decide the verdict (`false`: they are reported only, as in CI,
    /// where the baseline comes from another machine).
    package var gateTimes = true
    /// Why times are not gated, for the report's header (`times from separate runs …`).
    package var timesNotGatedReason: String?
    /// Compare even when the runs are not comparable (the verdict is still computed).
    package var allowIncomparable = false
    /// Metrics shown but never judged, with why (`gate`: simulated cache misses, which move
    /// with where two builds put their code and data, not only with what the layout does).
    package var reportedOnly: [String: String] = [:]
    /// Per case id, a time's minimum effect learned from the history (``CaseNoise/threshold``),
    /// used instead of ``minEffect`` for that case (the gate with a history).
    package var caseMinEffect: [String: Double] = [:]

    package init() {}
}

/// What changed for one case or metric, worst first.
package enum Verdict: String, Sendable, Codable, Comparable, CaseIterable {
    case outputChanged = "output changed"
    case regression
    case improvement
    case unchanged
    /// Not measured on one side (or not comparable), so not judged.
    case notJudged = "not judged"

    var rank: Int { Verdict.allCases.firstIndex(of: self)! }
    package static func < (a: Verdict, b: Verdict) -> Bool { a.rank < b.rank }
}

/// One metric of one case, base against head.
package struct MetricComparison: Sendable, Codable, Hashable {
    package var metric: String
    package var unit: String
    package var deterministic: Bool
    /// Medians.
    package var base: Double?
    package var head: Double?
    package var delta: Double?
    /// Δ ÷ base (`nil` when base is 0 or missing).
    package var relative: Double?
    /// The Mann–Whitney p-value (times only).
    package var pValue: Double?
    package var verdict: Verdict
    /// Why: `below the 5% threshold`, `not measured on head: …`, `times reported only`.
    package var note: String?
}

/// One case, base against head.
package struct CaseComparison: Sendable, Codable, Hashable {
    package var identity: String
    package var label: String
    package var baseHash: String
    package var headHash: String
    package var verdict: Verdict
    package var metrics: [MetricComparison]

    package func metric(_ name: String) -> MetricComparison? { metrics.first { $0.metric == name } }
    package func metric(_ kind: MetricKind) -> MetricComparison? { metric(kind.name) }
}

/// Whether two runs can be compared, and what differs between them.
package struct Comparability: Sendable, Codable, Hashable {
    /// Allocation metrics (and times) mean the same on both sides: same build configuration
    /// and allocator. Counters and frames are judged either way.
    package var comparable: Bool
    /// Times can be compared (also the same machine and CPU).
    package var timesComparable: Bool
    /// Every difference, as `build: debug vs release`.
    package var differences: [String]
    /// Why instruction counts cannot be compared (another valgrind or toolchain); `nil` when
    /// they can (or when one side has none, which its metrics say).
    package var instructionsDifference: String?

    package init(base: RunEnvironment, head: RunEnvironment) {
        var blocking: [String] = [], timing: [String] = []
        func check(_ name: String, _ a: String, _ b: String, blocks: Bool) {
            guard a != b else { return }
            (blocks ? { blocking.append($0) } : { timing.append($0) })("\(name): \(a) vs \(b)")
        }
        check("build", base.buildConfiguration, head.buildConfiguration, blocks: true)
        check("allocator", base.allocator, head.allocator, blocks: true)
        check(
            "allocation stats", base.allocationStats ? "on" : "off", head.allocationStats ? "on" : "off", blocks: true)
        check("machine", base.machine, head.machine, blocks: false)
        check("CPU", base.cpu, head.cpu, blocks: false)
        check("cores", String(base.cores), String(head.cores), blocks: false)
        check("Swift", base.swiftVersion, head.swiftVersion, blocks: false)
        comparable = blocking.isEmpty
        timesComparable = blocking.isEmpty && timing.isEmpty
        differences = blocking + timing
        if let a = base.instructionCounter, let b = head.instructionCounter {
            if a != b {
                instructionsDifference = "\(a) vs \(b)"
            } else if base.swiftVersion != head.swiftVersion || base.buildConfiguration != head.buildConfiguration {
                instructionsDifference =
                    "\(base.swiftVersion) \(base.buildConfiguration) vs \(head.swiftVersion) \(head.buildConfiguration)"
            }
        }
    }
}

/// Two reports compared case by case (matched by workload identity) and metric by metric.
package struct Comparison: Sendable, Codable {
    package var baseRun: String
    package var headRun: String
    package var baseCommit: String?
    package var headCommit: String?
    package var comparability: Comparability
    package var timesGated: Bool
    /// Why times are reported but not judged, when they are not.
    package var timesNote: String?
    package var minEffect: Double
    package var alpha: Double
    package var cases: [CaseComparison]
    /// Labels of cases only one side has.
    package var onlyInBase: [String]
    package var onlyInHead: [String]

    /// The times that decide a case's verdict: a full pass's total, a scroll case's step time
    /// at the median and at the p99.
    package static let gatingTimes: Set<String> = [
        MetricKind.timeTotal.name, MetricKind.stepTime.name, MetricKind.stepTime.name + ".p99",
    ]

    package init(base: RunReport, head: RunReport, options: ComparisonOptions = ComparisonOptions()) {
        baseRun = base.runID
        headRun = head.runID
        baseCommit = base.environment.commit
        headCommit = head.environment.commit
        comparability = Comparability(base: base.environment, head: head.environment)
        timesGated = options.gateTimes && comparability.timesComparable
        timesNote = options.gateTimes ? nil : options.timesNotGatedReason
        minEffect = options.minEffect
        alpha = options.alpha
        let headByID = Dictionary(head.cases.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        let baseIDs = Set(base.cases.map(\.identity))
        onlyInBase = base.cases.filter { headByID[$0.identity] == nil }.map(\.workload.label)
        onlyInHead = head.cases.filter { !baseIDs.contains($0.identity) }.map(\.workload.label)
        let comparability = self.comparability, timesGated = self.timesGated
        cases = base.cases.compactMap { b in
            headByID[b.identity].map {
                var caseOptions = options
                if let learned = options.caseMinEffect[b.caseID] { caseOptions.minEffect = learned }
                return Self.compare(b, $0, options: caseOptions, comparability: comparability, timesGated: timesGated)
            }
        }
    }

    static func compare(
        _ b: CaseResult, _ h: CaseResult, options: ComparisonOptions,
        comparability: Comparability, timesGated: Bool
    ) -> CaseComparison {
        var metrics: [MetricComparison] = []
        for bm in b.metrics {
            let hm = h.metric(bm.name)
            metrics.append(
                compare(
                    bm, hm, rounds: (b.rounds, h.rounds), options: options, comparability: comparability,
                    timesGated: timesGated))
            // A step time is judged at its tail too: the p99 is the dropped frame.
            if let tail = compareTail(
                bm, hm, rounds: (b.rounds, h.rounds), options: options, comparability: comparability,
                timesGated: timesGated)
            {
                metrics.append(tail)
            }
        }
        if let bf = b.functions, let hf = h.functions { nameMovers(&metrics, base: bf, head: hf) }
        if timesGated && b.frameHash == h.frameHash && b.size == h.size { sameWorkTimes(&metrics) }
        var verdict = Verdict.unchanged
        for m in metrics where m.deterministic || Self.gatingTimes.contains(m.metric) {
            if m.verdict == .regression || m.verdict == .improvement { verdict = min(verdict, m.verdict) }
        }
        if b.frameHash != h.frameHash || b.size != h.size { verdict = .outputChanged }
        return CaseComparison(
            identity: b.identity, label: b.workload.label, baseHash: b.frameHash, headHash: h.frameHash,
            verdict: verdict, metrics: metrics)
    }

    /// One metric of a case on both sides: its change, and a verdict by its kind, unless it
    /// could not be measured or compared (then a note says why).
    static func compare(
        _ bm: Metric, _ hm: Metric?, rounds: ([Int]?, [Int]?), options: ComparisonOptions,
        comparability: Comparability, timesGated: Bool
    ) -> MetricComparison {
        let kind = bm.kind
        var m = MetricComparison(
            metric: bm.name, unit: bm.unit, deterministic: bm.deterministic,
            base: bm.statistics?.median, head: hm?.statistics?.median, verdict: .notJudged)
        if let x = m.base, let y = m.head {
            m.delta = y - x
            m.relative = x != 0 ? (y - x) / Swift.abs(x) : (y == 0 ? 0 : nil)
        }
        if let reason = bm.unavailable ?? (bm.statistics == nil ? "no samples" : nil) {
            m.note = "not measured on base: \(reason)"
        } else if let reason = hm?.unavailable ?? (hm?.statistics == nil ? "no samples" : nil) {
            m.note = "not measured on head: \(reason)"
        } else if kind.dependsOnInstructionCounter, let why = comparability.instructionsDifference {
            m.note = "instructions not comparable (\(why))"
        } else if !comparability.comparable && (kind.dependsOnAllocator || kind.judgement == .time) {
            m.note = "runs not comparable (\(comparability.differences.first ?? "environment"))"
        } else if let why = options.reportedOnly[bm.name] {
            m.note = why
        } else if kind.judgement == .exact {
            judgeExactly(
                &m, polarity: kind.polarity,
                tolerance: options.tolerances[bm.name] ?? kind.defaultTolerance(base: m.base ?? 0))
        } else if kind.judgement == .time {
            judgeTime(&m, base: bm.samples ?? [], head: hm?.samples ?? [], options: options, rounds: rounds)
            if !timesGated { reportOnly(&m) }
        }
        return m
    }

    /// The p99 of a metric judged at its tail (a step time), or `nil` for other metrics and
    /// when either side lacks samples or the runs are not comparable.
    static func compareTail(
        _ bm: Metric, _ hm: Metric?, rounds: ([Int]?, [Int]?), options: ComparisonOptions,
        comparability: Comparability, timesGated: Bool
    ) -> MetricComparison? {
        guard bm.kind.judgesTail, let bs = bm.samples, let hs = hm?.samples, bm.unavailable == nil,
            hm?.unavailable == nil,
            comparability.comparable, let tail = TailTest.p99Change(base: bs, head: hs, rounds: rounds)
        else { return nil }
        var t = MetricComparison(
            metric: bm.name + ".p99", unit: bm.unit, deterministic: false,
            base: bm.statistics?.p99, head: hm?.statistics?.p99, verdict: .notJudged)
        t.delta = (t.head ?? 0) - (t.base ?? 0)
        t.relative = tail.change
        TailTest.judge(&t, tail, minEffect: options.minEffect)
        if !timesGated { reportOnly(&t) }
        return t
    }

    /// A time judged where times are not gated: a change is shown, not a verdict.
    static func reportOnly(_ m: inout MetricComparison) {
        guard m.verdict != .unchanged else { return }
        m.note = "times reported, not gated" + (m.note.map { "; \($0)" } ?? "")
        m.verdict = .notJudged
    }

    /// Why a time is not gated when the case did the same work on both sides.
    package static let sameWorkNote =
        "reported, not gated: the same frames and the same exact instruction count on both sides, "
        + "so the time moved with where the build put its code or with the machine (docs/PERFORMANCE.md#same-work-times)"

    /// Times of a case whose exact instruction count was counted and is unchanged (frames
    /// equal): a change of time is shown, not judged. Two builds of identical sources have
    /// run 20–33% apart for a whole interleaved run (docs/PERFORMANCE.md#same-work-times);
    /// a change that does more or less work moves the count and is judged by it.
    static func sameWorkTimes(_ metrics: inout [MetricComparison]) {
        let counts: Set<String> = [MetricKind.cpuInstructions.name, MetricKind.stepInstructions.name]
        guard
            let count = metrics.first(where: { counts.contains($0.metric) }), count.verdict == .unchanged
        else { return }
        for k in metrics.indices
        where gatingTimes.contains(metrics[k].metric)
            && (metrics[k].verdict == .regression || metrics[k].verdict == .improvement)
        {
            metrics[k].verdict = .notJudged
            metrics[k].note = sameWorkNote + (metrics[k].note.map { "; \($0)" } ?? "")
        }
    }

    /// An instruction count that moved: its note names the functions that moved most.
    static func nameMovers(_ metrics: inout [MetricComparison], base: [FunctionCost], head: [FunctionCost]) {
        let counts: Set<String> = [MetricKind.cpuInstructions.name, MetricKind.stepInstructions.name]
        for k in metrics.indices
        where counts.contains(metrics[k].metric)
            && (metrics[k].verdict == .regression || metrics[k].verdict == .improvement)
        {
            let movers = Self.movers(base: base, head: head).prefix(3)
            if !movers.isEmpty {
                let list = movers.map { "\($0.name) \($0.delta > 0 ? "+" : "")\(formatNumber($0.delta))" }.joined(
                    separator: ", ")
                metrics[k].note = "moved most: " + list
            }
        }
    }

    /// The functions whose own instructions moved between two cases, the largest moves first
    /// (matched by symbol; one missing on a side counts as 0 there, or as "below the 40
    /// costliest"). O(functions log functions).
    package static func movers(base: [FunctionCost], head: [FunctionCost]) -> [(name: String, delta: Double)] {
        var delta: [String: (name: String, delta: Double)] = [:]
        for f in base { delta[f.symbol] = (f.name, -f.instructions) }
        for f in head { delta[f.symbol, default: (f.name, 0)].delta += f.instructions }
        return delta.values.filter { $0.delta != 0 }.sorted {
            (Swift.abs($0.delta), $1.name) > (Swift.abs($1.delta), $0.name)
        }
    }

    /// Counters and allocations must match (within an optional absolute tolerance); the
    /// metric's polarity says which way is better (more hits; fewer calls, misses, bytes).
    static func judgeExactly(_ m: inout MetricComparison, polarity: MetricKind.Polarity, tolerance: Double) {
        guard let delta = m.delta else { return }
        if Swift.abs(delta) <= tolerance {
            m.verdict = .unchanged
            if delta != 0 { m.note = "within the tolerance of \(formatNumber(tolerance))" }
            return
        }
        let higherIsBetter = polarity == .higherIsBetter
        m.verdict = (delta > 0) == higherIsBetter ? .improvement : .regression
    }

    /// A time changed when the samples differ (Mann–Whitney p < alpha) and the medians differ
    /// by at least the minimum effect; anything less is noise. Passes of one run are not
    /// independent (a run has its own speed), so when both sides pool several interleaved runs
    /// (`rounds`), every round must also agree: each round's medians must differ in the same
    /// direction by at least half the minimum effect.
    static func judgeTime(
        _ m: inout MetricComparison, base: [Double], head: [Double], options: ComparisonOptions,
        rounds: ([Int]?, [Int]?) = (nil, nil)
    ) {
        guard let relative = m.relative else { return }
        let p = MannWhitney.pValue(base, head)
        m.pValue = p
        if p >= options.alpha {
            m.verdict = .unchanged
            m.note = "not significant"
        } else if Swift.abs(relative) < options.minEffect {
            m.verdict = .unchanged
            m.note = "below the \(formatNumber(options.minEffect * 100))% threshold"
        } else if let perRound = roundChanges(base: base, head: head, rounds: rounds),
            !perRound.allSatisfy({ ($0 > 0) == (relative > 0) && Swift.abs($0) >= options.minEffect / 2 })
        {
            m.verdict = .unchanged
            m.note =
                "not consistent across rounds ("
                + perRound.map { String(format: "%+.1f%%", $0 * 100) }.joined(separator: ", ") + ")"
        } else {
            m.verdict = relative > 0 ? .regression : .improvement
        }
    }

    /// Per round, head median ÷ base median − 1, when both sides have the same number (≥ 2) of
    /// rounds whose sizes match their samples.
    static func roundChanges(base: [Double], head: [Double], rounds: ([Int]?, [Int]?)) -> [Double]? {
        guard let pairs = roundPairs(base: base, head: head, rounds: rounds) else { return nil }
        var changes: [Double] = []
        for pair in pairs {
            guard let b = Statistics(pair.base)?.median, let h = Statistics(pair.head)?.median, b > 0 else {
                return nil
            }
            changes.append(h / b - 1)
        }
        return changes
    }

    /// The samples of each round, base and head side by side, when both sides have the same
    /// number (≥ 2) of rounds whose sizes add up to their samples; `nil` otherwise. O(n).
    static func roundPairs(base: [Double], head: [Double], rounds: ([Int]?, [Int]?)) -> [(
        base: [Double], head: [Double]
    )]? {
        guard let rb = rounds.0, let rh = rounds.1, rb.count == rh.count, rb.count >= 2,
            rb.reduce(0, +) == base.count, rh.reduce(0, +) == head.count
        else { return nil }
        var pairs: [(base: [Double], head: [Double])] = []
        var ib = 0, ih = 0
        for k in rb.indices {
            pairs.append((Array(base[ib..<ib + rb[k]]), Array(head[ih..<ih + rh[k]])))
            ib += rb[k]
            ih += rh[k]
        }
        return pairs
    }

    /// Cases with `verdict`.
    package func cases(_ verdict: Verdict) -> [CaseComparison] { cases.filter { $0.verdict == verdict } }

    /// The worst verdict over all cases (unchanged when there are none).
    package var overall: Verdict {
        cases.map(\.verdict).filter { $0 != .notJudged }.min() ?? .unchanged
    }
}

extension ExitStatus {
    /// How `compare` and the gate end on `comparison` (docs/CI.md): not comparable first, then
    /// output changed, regression, and improvement (only when `failOnImprovement`).
    package static func verdict(of comparison: Comparison, failOnImprovement: Bool, allowIncomparable: Bool)
        -> ExitStatus
    {
        if !comparison.comparability.comparable && !allowIncomparable { return .notComparable }
        if comparison.cases.isEmpty && !allowIncomparable { return .notComparable }
        switch comparison.overall {
        case .outputChanged: return .outputChanged
        case .regression: return .regression
        case .improvement: return failOnImprovement ? .improvement : .success
        case .unchanged, .notJudged: return .success
        }
    }
}
