import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports
import Testing

/// What makes CI trustworthy: exact instruction counts read right from callgrind's output, a
/// test for the slow tail, shards that cover a suite once, and honest time verdicts.
@Suite struct GateVerdictTests {
    @Test func callgrindInclusiveCostsAreSelfPlusCalls() throws {
        // main calls f twice (inclusive 300 Ir, 7 D1mr in all); f costs 120 Ir itself and calls
        // g once (180 Ir). So f: self 120, inclusive 300; g: self = inclusive 180, 2 calls of f.
        let text = """
            version: 1
            creator: callgrind-3.19.0
            events: Ir D1mr
            fl=(1) a.swift
            fn=(1) main
            1 10 0
            cfl=(1)
            cfn=(2) f
            calls=2 5
            2 300 7
            fn=(2)
            5 120 3
            cfn=(3) g
            calls=1 9
            6 180 4
            fn=(3)
            9 180 4
            totals: 490 7
            """
        let p = try CallgrindProfile.parse(text)
        #expect(p.events == ["Ir", "D1mr"])
        #expect(p.functions["f"]?.selfCost == [120, 3])
        #expect(p.functions["f"]?.inclusive == [300, 7])
        #expect(p.functions["f"]?.calls == 2)
        #expect(p.functions["g"]?.inclusive == [180, 4])
        #expect(p.inclusive("main", "Ir") == 310)
        #expect(p.totals == [490, 7])
        #expect(throws: GridPerfError("x: not a callgrind output file (no events: line)")) {
            try CallgrindProfile.parse("fn=a", source: "x")
        }
    }

    /// Step times: a long body around 1 µs and a tail (every 20th step, 5%) around 5 µs.
    static func steps(tail: Double, count: Int = 600, seed: UInt64) -> [Double] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { k in
            let jitter = Double(rng.next() % 1000) / 1000  // 0…1
            return k % 20 == 0 ? tail * (1 + 0.05 * jitter) : 1000 * (1 + 0.1 * jitter)
        }
    }

    @Test func theTailTestSeesAMovedP99AndNotNoise() throws {
        let base = Self.steps(tail: 5000, seed: 1)
        // The same distribution, other draws: the interval holds 0.
        let same = try #require(TailTest.p99Change(base: base, head: Self.steps(tail: 5000, seed: 2)))
        #expect(same.interval.contains(0))
        // The tail 40% slower, the body unchanged: the median does not move, the p99 does.
        let slower = try #require(TailTest.p99Change(base: base, head: Self.steps(tail: 7000, seed: 2)))
        #expect(slower.change > 0.3 && slower.change < 0.5)
        #expect(slower.interval.lowerBound > 0)
        #expect(
            abs((Statistics(Self.steps(tail: 7000, seed: 2))?.median ?? 0) / (Statistics(base)?.median ?? 1) - 1) < 0.05
        )
        // Deterministic: the same samples, the same interval.
        #expect(TailTest.p99Change(base: base, head: Self.steps(tail: 7000, seed: 2)) == slower)
    }

    @Test func aResamplesPercentileIsTheSortedResamples() {
        // The bootstrap's resample read from the ranks it drew equals the resample drawn the same
        // way (index `rng.next() % n`, in order), sorted, and read by Statistics.percentile: bit
        // for bit, with ties, one repeated value, two values, and 1,001 values in a scrambled order.
        let samples: [[Double]] = [
            [3, 1, 2, 2, 5, 8, 1, 9, 4, 2], [7, 7, 7], [2, 1], (0..<1001).map { Double(($0 * 7919) % 1000) / 8 },
        ]
        for values in samples {
            var ranked = RankedSample(values)
            for p in [0.99, 0.5, 0.0, 1.0] {
                var fast = SplitMix64(seed: 42), direct = SplitMix64(seed: 42)
                for _ in 0..<20 {
                    let drawn = values.indices.map { _ in values[Int(direct.next() % UInt64(values.count))] }
                    #expect(ranked.resampledPercentile(p, rng: &fast) == Statistics.percentile(drawn.sorted(), p))
                }
                #expect(fast.next() == direct.next())
            }
        }
    }

    @Test func aScrollCaseIsJudgedAtTheTailInAnABSession() throws {
        func report(_ steps: [Double], run: String) -> RunReport {
            var r = Synthetic.report([Synthetic.result(times: [1000, 1000, 1000])], id: run)
            r.cases[0].workload.scenario = .scroll
            r.cases[0].metrics = [Metric(.stepTime, samples: steps)]
            r.cases[0].rounds = [steps.count / 3, steps.count / 3, steps.count / 3]
            return r
        }
        let base = report(Self.steps(tail: 5000, seed: 1), run: "b")
        let head = report(Self.steps(tail: 7000, seed: 2), run: "h")
        let gated = Comparison(base: base, head: head)
        #expect(gated.cases[0].metric("step.time")?.verdict == .unchanged)
        #expect(gated.cases[0].metric("step.time.p99")?.verdict == .regression)
        #expect(gated.cases[0].verdict == .regression)
        var options = ComparisonOptions()
        options.gateTimes = false
        options.timesNotGatedReason = "times from separate runs are not judged"
        let reported = Comparison(base: base, head: head, options: options)
        #expect(reported.cases[0].verdict == .unchanged)
        #expect(reported.markdown.contains("times from separate runs are not judged"))
        // Every compared case is in the Markdown, a scroll case too.
        let same = Comparison(base: base, head: base)
        #expect(same.markdown.contains("1 unchanged"))
        #expect(same.markdown.contains("| step.time |"))
    }

    @Test func instructionsAreGatedExactlyAndOnlyWithTheSameCounter() throws {
        func report(_ instructions: Double, counter: String?) -> RunReport {
            var r = Synthetic.report([Synthetic.result(times: [1000, 1000, 1000])], id: "r")
            r.environment.instructionCounter = counter
            r.cases[0].metrics.append(Metric(.cpuInstructions, samples: [instructions]))
            return r
        }
        let base = report(1_000_000, counter: "callgrind (valgrind-3.19.0)")
        #expect(
            Comparison(base: base, head: report(1_000_000, counter: "callgrind (valgrind-3.19.0)")).cases[0].verdict
                == .unchanged)
        let raised = Comparison(base: base, head: report(1_010_000, counter: "callgrind (valgrind-3.19.0)"))
        #expect(raised.cases[0].metric("cpu.instructions")?.verdict == .regression)
        let other = Comparison(base: base, head: report(1_010_000, counter: "callgrind (valgrind-3.22.0)"))
        #expect(other.cases[0].metric("cpu.instructions")?.verdict == .notJudged)
        #expect(other.cases[0].metric("cpu.instructions")?.note?.hasPrefix("instructions not comparable") == true)
    }

    /// Two builds of the same sources ran 20–33% apart for whole interleaved runs: where the
    /// exact count says the work is the same, a time change is shown, not judged; where the
    /// count moved by one instruction, the time decides as before.
    @Test func aTimeChangeWithTheSameInstructionsIsReportedNotGated() throws {
        func report(_ instructions: Double?, time: Double, seed: UInt64) -> RunReport {
            var r = Synthetic.report([Synthetic.result(times: Synthetic.times(time, seed: seed))], id: "r")
            r.environment.instructionCounter = "callgrind (valgrind-3.19.0)"
            if let instructions { r.cases[0].metrics.append(Metric(.cpuInstructions, samples: [instructions])) }
            return r
        }
        let base = report(1_000_000, time: 1e6, seed: 1)
        let same = Comparison(base: base, head: report(1_000_000, time: 1.3e6, seed: 2))
        let time = try #require(same.cases[0].metric(MetricKind.timeTotal))
        #expect(same.cases[0].verdict == .unchanged)
        #expect(time.verdict == .notJudged)
        #expect(time.note?.hasPrefix(Comparison.sameWorkNote) == true)
        #expect((time.relative ?? 0) > 0.25)
        let moved = Comparison(base: base, head: report(1_000_001, time: 1.3e6, seed: 2))
        #expect(moved.cases[0].metric(MetricKind.timeTotal)?.verdict == .regression)
        // Without a count on one side the time decides.
        let uncounted = Comparison(base: report(nil, time: 1e6, seed: 1), head: report(nil, time: 1.3e6, seed: 2))
        #expect(uncounted.cases[0].verdict == .regression)
    }

    @Test func anInstructionRegressionNamesTheFunctionsThatMovedMost() throws {
        func report(_ instructions: Double, _ functions: [FunctionCost]) -> RunReport {
            var r = Synthetic.report([Synthetic.result(times: [1000, 1000, 1000])], id: "r")
            r.environment.instructionCounter = "callgrind (valgrind-3.19.0)"
            r.cases[0].metrics.append(Metric(.cpuInstructions, samples: [instructions]))
            r.cases[0].functions = functions
            return r
        }
        let base = report(
            150,
            [
                FunctionCost(symbol: "f", name: "F.place()", instructions: 100),
                FunctionCost(symbol: "g", name: "G.measure()", instructions: 50),
            ])
        // f gains 20, a new h costs 7, g loses 1: 176 in all.
        let head = report(
            176,
            [
                FunctionCost(symbol: "f", name: "F.place()", instructions: 120),
                FunctionCost(symbol: "g", name: "G.measure()", instructions: 49),
                FunctionCost(symbol: "h", name: "H.check()", instructions: 7),
            ])
        let m = try #require(Comparison(base: base, head: head).cases[0].metric("cpu.instructions"))
        #expect(m.verdict == .regression)
        #expect(m.note == "moved most: F.place() +20, H.check() +7, G.measure() -1")
    }

    /// A report of one case whose only counted metric is `kind` at `misses`.
    static func missesReport(_ kind: MetricKind, _ misses: Double) -> RunReport {
        var r = Synthetic.report([Synthetic.result(times: [1000, 1000, 1000])], id: "r")
        r.environment.instructionCounter = "callgrind (valgrind-3.19.0)"
        r.cases[0].metrics.append(Metric(kind, samples: [misses]))
        return r
    }

    @Test func simulatedCacheMissesMayMoveByATenthOfAPercent() throws {
        func report(_ misses: Double) -> RunReport { Self.missesReport(.cpuLLMisses, misses) }
        // 241,929 LL misses: 0.1% is 241.9. +5 is listed within the tolerance, +1,000 is a regression.
        let shifted = Comparison(base: report(241_929), head: report(241_934)).cases[0]
        #expect(shifted.verdict == .unchanged)
        #expect(shifted.metric("cpu.ll.misses")?.note?.hasPrefix("within the tolerance of 241.9") == true)
        #expect(Comparison(base: report(241_929), head: report(241_934)).markdown.contains("| cpu.ll.misses |"))
        #expect(Comparison(base: report(241_929), head: report(242_929)).cases[0].verdict == .regression)
        // Instructions have no such tolerance: one more is a regression.
        #expect(MetricKind.cpuInstructions.defaultRelativeTolerance == 0)
        #expect(MetricKind.cpuInstructions.defaultTolerance(base: 1_000_000) == 0)
    }

    @Test func fewCacheMissesMayMoveByThirtyTwo() throws {
        func report(_ misses: Double) -> RunReport { Self.missesReport(.cpuD1Misses, misses) }
        // 2,229 D1 misses: 0.1% is 2.2, so the floor of 32 applies. +15 (seen between a baseline
        // and a clean clone of the same layout code) is unchanged; +33 is a regression.
        #expect(MetricKind.cpuD1Misses.defaultTolerance(base: 2_229) == 32)
        #expect(MetricKind.cpuD1Misses.defaultTolerance(base: 241_929) == 241.929)
        #expect(Comparison(base: report(2_229), head: report(2_244)).cases[0].verdict == .unchanged)
        #expect(Comparison(base: report(2_229), head: report(2_262)).cases[0].verdict == .regression)
        #expect(Comparison(base: report(2_229), head: report(2_196)).cases[0].verdict == .improvement)
    }

    @Test func shardsHoldEveryCaseOnceWhateverTheOrder() throws {
        let suite = try ShippedSuite.load(GateVerdictTests.repository + "/Benchmarks/ci.json")
        for n in [1, 2, 3, 7] {
            let shards = (1...n).map { suite.shard($0, of: n).workloads.map(\.identity) }
            #expect(shards.flatMap { $0 }.sorted() == suite.workloads.map(\.identity).sorted())
            #expect(Set(shards.flatMap { $0 }).count == suite.workloads.count)
        }
        // Reordering the suite moves no case to another shard.
        var reversed = suite
        reversed.workloads.reverse()
        #expect(
            Set(reversed.shard(1, of: 2).workloads.map(\.identity))
                == Set(suite.shard(1, of: 2).workloads.map(\.identity)))
    }

    @Test func shardReportsJoinOnlyWhenTheyAreOneBuild() throws {
        var a = Synthetic.report([Synthetic.result(times: [1000, 1000, 1000])], id: "a")
        var b = Synthetic.report([Synthetic.result(count: 2000, times: [1000, 1000, 1000])], id: "b")
        a.suite = "ci"
        b.suite = "ci"
        let merged = try RunReport.union([a, b], runID: "m")
        #expect(merged.cases.map(\.workload.count) == [1000, 2000])
        #expect(throws: GridPerfError.self) { try RunReport.union([a, a], runID: "m") }
        b.environment.swiftVersion = "Swift 9"
        #expect(throws: GridPerfError.self) { try RunReport.union([a, b], runID: "m") }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
