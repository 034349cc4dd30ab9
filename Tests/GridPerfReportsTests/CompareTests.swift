import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

@Suite struct MannWhitneyTests {
    @Test func separatedSamplesByHand() {
        // 1…5 against 6…10: U = 0; mean m·n/2 = 12.5; variance 5·5·11/12 = 22.917 (no ties);
        // z = (12.5 − 0.5)/√22.917 = 2.5067; two-sided p = erfc(2.5067/√2) = 0.0122.
        let p = MannWhitney.pValue([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        #expect(abs(p - 0.0122) < 0.0005)
    }

    @Test func identicalSamplesAreNoEvidence() {
        let a = Synthetic.times(1e6)
        #expect(MannWhitney.pValue(a, a) == 1)
        #expect(MannWhitney.pValue([3, 3, 3], [3, 3, 3]) == 1)  // every value tied
        #expect(MannWhitney.pValue([], [1]) == 1)
    }
}

@Suite struct ComparisonTests {
    static func compare(
        _ base: [CaseResult], _ head: [CaseResult], environment: RunEnvironment = Synthetic.environment,
        options: ComparisonOptions = ComparisonOptions()
    ) -> Comparison {
        Comparison(
            base: Synthetic.report(base), head: Synthetic.report(head, environment: environment), options: options)
    }

    @Test func casesAreMatchedByIdentityAndUnmatchedOnesListed() {
        let a = Synthetic.result(count: 100, times: Synthetic.times(1e5))
        let b = Synthetic.result(count: 200, times: Synthetic.times(2e5))
        let c = Synthetic.result(count: 300, times: Synthetic.times(3e5))
        let comparison = Self.compare([a, b], [c, b])  // head order differs: matching is by identity
        #expect(comparison.cases.map(\.identity) == [b.identity])
        #expect(comparison.onlyInBase == ["waterfall columns=4 n=100"])
        #expect(comparison.onlyInHead == ["waterfall columns=4 n=300"])
        #expect(comparison.markdown.contains("only in base (1):"))
    }

    @Test func aCaseLearnedThresholdReplacesTheFloor() {
        // 8% slower, every sample apart: a regression at the 5% floor; not a change for a case
        // whose history taught it a 10% threshold; other cases keep 5%.
        let base = Synthetic.result(times: Synthetic.times(1e6))
        let head = Synthetic.result(times: Synthetic.times(1.08e6))
        #expect(Self.compare([base], [head]).cases[0].verdict == .regression)
        var options = ComparisonOptions()
        options.caseMinEffect[base.caseID] = 0.10
        let learned = Self.compare([base], [head], options: options)
        #expect(learned.cases[0].verdict == .unchanged)
        #expect(learned.cases[0].metric(MetricKind.timeTotal)?.note == "below the 10% threshold")
        options.caseMinEffect = ["another case": 0.10]
        #expect(Self.compare([base], [head], options: options).cases[0].verdict == .regression)
    }

    @Test func countersAreComparedExactly() {
        let t = Synthetic.times(1e6)
        let base = Synthetic.result(times: t, calls: 2000, hits: 2000)
        // One more measure call is a regression; one fewer an improvement.
        #expect(Self.compare([base], [Synthetic.result(times: t, calls: 2001)]).cases[0].verdict == .regression)
        #expect(Self.compare([base], [Synthetic.result(times: t, calls: 1999)]).cases[0].verdict == .improvement)
        // More cache hits is better, fewer worse.
        #expect(Self.compare([base], [Synthetic.result(times: t, hits: 2001)]).cases[0].verdict == .improvement)
        #expect(Self.compare([base], [Synthetic.result(times: t, hits: 1999)]).cases[0].verdict == .regression)
        // 64 more bytes allocated per pass: a regression, unless a tolerance allows it.
        let more = Synthetic.result(times: t, allocBytes: 64)
        #expect(Self.compare([base], [more]).cases[0].verdict == .regression)
        var options = ComparisonOptions()
        options.tolerances[MetricKind.allocBytes.name] = 64
        let tolerated = Self.compare([base], [more], options: options)
        #expect(tolerated.cases[0].verdict == .unchanged)
        #expect(tolerated.cases[0].metric(MetricKind.allocBytes)?.note == "within the tolerance of 64")
    }

    @Test func timesAreJudgedByATestAndAMinimumEffect() {
        let base = Synthetic.result(times: Synthetic.times(1e6, seed: 1))
        // The same distribution, other draws: no change.
        let same = Self.compare([base], [Synthetic.result(times: Synthetic.times(1e6, seed: 2))])
        #expect(same.cases[0].verdict == .unchanged)
        // 20% slower with 1% noise: a regression (and the p-value says why).
        let slower = Self.compare([base], [Synthetic.result(times: Synthetic.times(1.2e6, seed: 2))])
        #expect(slower.cases[0].verdict == .regression)
        #expect((slower.cases[0].metric(MetricKind.timeTotal)?.pValue ?? 1) < 0.0001)
        // 3% slower: significant with so little noise, but under the 5% threshold: no change.
        let slight = Self.compare([base], [Synthetic.result(times: Synthetic.times(1.03e6, seed: 2))])
        #expect(slight.cases[0].verdict == .unchanged)
        #expect(slight.cases[0].metric(MetricKind.timeTotal)?.note == "below the 5% threshold")
        // 20% faster: an improvement.
        let faster = Self.compare([base], [Synthetic.result(times: Synthetic.times(0.8e6, seed: 2))])
        #expect(faster.cases[0].verdict == .improvement)
        // Times reported only (CI): the 20% shows, the verdict stays.
        var report = ComparisonOptions()
        report.gateTimes = false
        let ungated = Self.compare([base], [Synthetic.result(times: Synthetic.times(1.2e6, seed: 2))], options: report)
        #expect(ungated.cases[0].verdict == .unchanged)
        #expect(
            ungated.cases[0].metric(MetricKind.timeTotal)?.note?.hasPrefix("times reported, not gated") == true)
    }

    /// Interleaved A/B runs pool rounds; a change must show in every round.
    @Test func aChangeSeenInOneRoundOnlyIsNotConsistent() {
        func pooled(_ medians: [Double], seed: UInt64) -> CaseResult {
            var r = Synthetic.result(
                times: medians.enumerated().flatMap { k, m in Synthetic.times(m, count: 15, seed: seed + UInt64(k)) })
            r.rounds = medians.map { _ in 15 }
            return r
        }
        let base = pooled([1e6, 1e6], seed: 1)
        // +40% in round 1, +1% in round 2: pooled it looks like +20%, but round 2 disagrees.
        let flaky = Self.compare([base], [pooled([1.4e6, 1.01e6], seed: 5)])
        #expect(flaky.cases[0].verdict == .unchanged)
        #expect(
            flaky.cases[0].metric(MetricKind.timeTotal)?.note?.hasPrefix("not consistent across rounds (+") == true
        )
        // +20% in both rounds: a regression.
        #expect(Self.compare([base], [pooled([1.2e6, 1.2e6], seed: 5)]).cases[0].verdict == .regression)
    }

    @Test func aChangedFrameHashIsOutputChangedEvenWhenFaster() {
        let base = Synthetic.result(times: Synthetic.times(1e6, seed: 1))
        let head = Synthetic.result(times: Synthetic.times(0.5e6, seed: 2), hash: "00000000000000bb")
        let comparison = Self.compare([base], [head])
        #expect(comparison.cases[0].verdict == .outputChanged)
        #expect(comparison.overall == .outputChanged)
        #expect(comparison.markdown.contains("#### Output changed (1)"))
        #expect(comparison.text.contains("OUTPUT CHANGED (1):"))
    }

    @Test func differentMachinesWarnAndDoNotGateTimes() {
        var other = Synthetic.environment
        other.machine = "ci-runner"
        let base = Synthetic.result(times: Synthetic.times(1e6, seed: 1))
        let comparison = Self.compare(
            [base], [Synthetic.result(times: Synthetic.times(1.5e6, seed: 2))], environment: other)
        #expect(comparison.comparability.comparable && !comparison.comparability.timesComparable)
        #expect(comparison.cases[0].verdict == .unchanged)
        #expect(comparison.text.contains("warning: different machines (machine: m vs ci-runner)"))
    }

    @Test func everyExitCode() {
        let t = Synthetic.times(1e6, seed: 1)
        let base = Synthetic.result(times: t)
        func code(
            _ head: CaseResult, environment: RunEnvironment = Synthetic.environment, failOnImprovement: Bool = false
        ) -> Int32 {
            ExitStatus.verdict(
                of: Self.compare([base], [head], environment: environment),
                failOnImprovement: failOnImprovement, allowIncomparable: false
            ).code
        }
        #expect(code(Synthetic.result(times: Synthetic.times(1e6, seed: 2))) == 0)
        #expect(code(Synthetic.result(times: t, calls: 2001)) == 2)
        #expect(code(Synthetic.result(times: t, hash: "00000000000000bb")) == 3)
        #expect(code(Synthetic.result(times: t, calls: 1999)) == 0)
        #expect(code(Synthetic.result(times: t, calls: 1999), failOnImprovement: true) == 4)
        var debug = Synthetic.environment
        debug.buildConfiguration = "debug"
        #expect(code(Synthetic.result(times: t), environment: debug) == 5)
        // No case in common is not comparable either.
        let none = ExitStatus.verdict(
            of: Self.compare([base], [Synthetic.result(count: 5, times: t)]),
            failOnImprovement: false, allowIncomparable: false)
        #expect(none == .notComparable)
    }
}

@Suite struct ScalingFitTests {
    static let counts = [1000, 10000, 100000, 1_000_000]

    static func fit(_ f: (Double) -> Double) -> ScalingFit {
        var rng = SplitMix64(seed: 3)
        let samples = counts.map { n in
            (count: n, values: (0..<20).map { _ in f(Double(n)) * (1 + 0.02 * (2 * rng.nextUnit() - 1)) })
        }
        return ScalingFit.fit(group: "g", label: "g", metric: MetricKind.timeTotal.name, samples: samples, rounds: 300)
    }

    @Test func linearAndQuadraticExponentsAreRecovered() throws {
        let linear = Self.fit { 3 * $0 }
        #expect(abs(try #require(linear.exponent) - 1) < 0.02)
        #expect(abs(try #require(linear.coefficient) - 3) / 3 < 0.1)
        #expect(try #require(linear.rSquared) > 0.999)
        #expect(try #require(linear.exponentLow) <= 1.0 + 0.02 && 1.0 - 0.02 <= (try #require(linear.exponentHigh)))
        let quadratic = Self.fit { $0 * $0 }
        #expect(abs(try #require(quadratic.exponent) - 2) < 0.02)
    }

    @Test func whatCannotBeFittedSaysWhy() {
        let two = ScalingFit.fit(group: "g", label: "g", metric: "m", samples: [(1000, [1]), (2000, [2])])
        #expect(two.exponent == nil && two.unavailable == "needs at least 3 item counts")
        let zero = ScalingFit.fit(
            group: "g", label: "g", metric: MetricKind.allocBytes.name,
            samples: [(1000, [0]), (2000, [5]), (4000, [9])])
        #expect(zero.exponent == nil && zero.unavailable == "alloc.bytes is 0 at n=1000")
    }

    @Test func aReportFitsEachSweep() {
        let cases = Self.counts.map { n in Synthetic.result(count: n, times: Synthetic.times(5 * Double(n))) }
        let fits = Synthetic.report(cases).scalingFits(rounds: 100)
        #expect(fits.map(\.metric) == [MetricKind.timeTotal.name, MetricKind.allocBytes.name])
        #expect(fits[0].label == "waterfall columns=4" && fits[0].counts == Self.counts)
        #expect(abs((fits[0].exponent ?? 0) - 1) < 0.02)
        #expect(fits[1].unavailable == "alloc.bytes is 0 at n=1000")
    }
}

@Suite struct SuiteTests {
    static func parse(_ json: String) throws -> Suite {
        try Suite.parse(JSONValue.parse(Data(json.utf8), what: "suite"), registry: .builtIn)
    }

    @Test func aMatrixExpandsWithCountsInnermost() throws {
        let suite = try Self.parse(
            """
            {"name": "t", "options": {"iterations": 7},
             "matrix": [{"layouts": ["waterfall", "lazy-vgrid"], "columns": [2, 3], "widths": [390, 1024], "items": [10, 20]}]}
            """)
        #expect(suite.name == "t" && suite.options.iterations == 7)
        #expect(suite.workloads.count == 2 * 2 * 2 * 2)
        #expect(
            suite.workloads.prefix(3).map(\.label) == [
                "waterfall columns=2 n=10", "waterfall columns=2 n=20",
                "waterfall columns=2 width=1024 n=10",
            ])
        #expect(try suite.filtered("lazy-vgrid.*width=1024").workloads.count == 4)
    }

    @Test func badSuitesAreClearErrors() {
        #expect(throws: GridPerfError("matrix: required, a non-empty array of workload entries")) {
            try Self.parse("{}")
        }
        #expect(
            throws: GridPerfError(
                "unknown layout 'masonry' (known layouts: lazy-vgrid, lazy-hgrid, grid, waterfall, flow, hstack, vstack, zstack)",
                kind: .unknownLayout("masonry"))
        ) {
            try Self.parse("{\"matrix\": [{\"layout\": \"masonry\", \"items\": [1]}]}")
        }
        #expect(throws: GridPerfError("matrix[0].columns: layout 'flow' has no notion of columns")) {
            try Self.parse("{\"matrix\": [{\"layout\": \"flow\", \"columns\": 3, \"items\": [1]}]}")
        }
        #expect(
            throws: GridPerfError(
                "matrix[1]: the workload waterfall n=5 is already listed (matrix[0]); a case may appear once")
        ) {
            try Self.parse(
                "{\"matrix\": [{\"layout\": \"waterfall\", \"items\": 5}, {\"layout\": \"waterfall\", \"items\": [5]}]}"
            )
        }
        #expect(
            throws: GridPerfError(
                "matrix[0].scenarios[0]: scenario 'fling' is not supported by this gridperf (known: full, scroll, jump, resize, update)"
            )
        ) {
            try Self.parse("{\"matrix\": [{\"layout\": \"waterfall\", \"scenario\": \"fling\", \"items\": 5}]}")
        }
    }

    @Test func theShippedSuitesLoad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let ci = try ShippedSuite.load(root.appendingPathComponent("Benchmarks/ci.json").path)
        // Every built-in plugin is in the CI suite, beside its --source layouts.
        let sourced = try ShippedSuite.sourcedLayouts(root.appendingPathComponent("Benchmarks/ci.json").path)
        #expect(sourced == ["Radial"])
        #expect(Set(ci.workloads.map(\.layout)).subtracting(sourced) == Set(PluginRegistry.builtIn.names))
        let full = try Suite.load(path: root.appendingPathComponent("Benchmarks/full.json").path, registry: .builtIn)
        #expect(full.workloads.map(\.count).max() == 1_000_000)
    }
}
