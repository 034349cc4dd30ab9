import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

@Suite struct RunnerTests {
    func run(_ workload: Workload, _ options: RunOptions, probe: AllocationProbe = .probe()) throws -> CaseResult {
        try BenchmarkRunner(registry: .builtIn, probe: probe).run(workload, options: options)
    }

    @Test func countersOfWaterfallPassesAreExact() throws {
        // Per pass over N fixed items: sizeThatFits measures each once, place measures each
        // again: 2N measure calls. A fresh scene's first pass misses N times and hits N times
        // (place repeats the proposal): three fresh scenes, three `first` samples. Each width of
        // the cycle gives the items a new column width: N misses again. Back at 390 before the
        // steady passes, every steady pass hits 2N times. The layout cache misses once
        // (sizeThatFits after updateCache) and hits once (placeSubviews).
        let n = 1000
        let w = Workload(
            layout: "waterfall", parameters: .object(["columns": .number(4)]), count: n,
            itemsModel: .fixed(width: 50, height: 50))
        let r = try run(w, RunOptions(iterations: 3, warmup: 0, warmupTime: 0, maxTime: 60))
        #expect(r.samples == 3)
        #expect(r.metric(MetricKind.first.measureCalls)?.samples == [2000, 2000, 2000])
        #expect(r.metric(MetricKind.first.measureMisses)?.samples == [1000, 1000, 1000])
        #expect(r.metric(MetricKind.first.time)?.samples?.count == 3)
        // One whole cycle of 12 widths (3 passes ÷ 2, rounded up to a cycle).
        #expect(r.metric(MetricKind.width.measureCalls)?.samples == Array(repeating: 2000, count: 12))
        #expect(r.metric(MetricKind.width.measureMisses)?.samples == Array(repeating: 1000, count: 12))
        #expect(r.metric(MetricKind.measureCalls.total)?.samples == [2000, 2000, 2000])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [0, 0, 0])
        #expect(r.metric(MetricKind.measureHits.total)?.samples == [2000, 2000, 2000])
        #expect(r.metric(MetricKind.measureCalls.size)?.samples == [1000, 1000, 1000])
        #expect(r.metric(MetricKind.placeCalls.place)?.samples == [1000, 1000, 1000])
        #expect(r.metric(MetricKind.layoutCacheMisses.total)?.samples == [1, 1, 1])
        #expect(r.metric(MetricKind.layoutCacheHits.place)?.samples == [1, 1, 1])
        #expect(r.deterministic)
        // 4 columns of (390 − 24) / 4 = 91.5; 1000 items of 50 → 250 per column: 250·58 − 8.
        #expect(r.size == Size(width: 390, height: 250 * 58 - 8))
    }

    /// The width cycle's widths at 390 points, by hand: 390 × 75 / 100 = 292.5 → 293, × 80 → 312,
    /// × 85 = 331.5 → 332, × 90 → 351, × 95 = 370.5 → 371, 390, × 105 = 409.5 → 410, × 110 → 429,
    /// × 115 = 448.5 → 449, × 120 → 468, × 125 = 487.5 → 488, × 130 → 507.
    @Test func theWidthCycleProposesTwelveWidthsItDidNotJustPropose() {
        let widths = WidthCycle.widths(around: 390)
        #expect(widths == [293, 312, 332, 351, 371, 390, 410, 429, 449, 468, 488, 507])
        #expect(Set(widths).count == 12)
        #expect(WidthCycle.widths(around: 0.5) == Array(repeating: 1, count: 12))
        #expect(WidthCycle.cycles(forPasses: 0) == 1)
        #expect(WidthCycle.cycles(forPasses: 12) == 1)
        #expect(WidthCycle.cycles(forPasses: 13) == 2)
    }

    /// A root proposed no width has no width to change: the width metrics say so, not 0.
    @Test func aRootProposedNoWidthHasNoWidthChange() throws {
        var w = Workload(layout: "flow", count: 20, itemsModel: .text(1...10))
        w.unspecifiedWidth = true
        let r = try run(w, RunOptions(iterations: 2, warmup: 0, warmupTime: 0, maxTime: 60))
        let width = try #require(r.metric(MetricKind.width.time))
        #expect(width.statistics == nil)
        #expect(width.unavailable == "not measured: the root is proposed no width")
        #expect(r.metric(MetricKind.first.time)?.samples?.count == 3)
        #expect(r.deterministic)
    }

    @Test func withoutTheMeasurementCacheThereAreNoHits() throws {
        let w = Workload(layout: "flow", count: 100, itemsModel: .text(1...10))
        let r = try run(w, RunOptions(iterations: 2, warmup: 1, maxTime: 60, measurementCache: false))
        #expect(r.metric(MetricKind.measureCalls.total)?.samples == [200, 200])
        #expect(r.metric(MetricKind.measureHits.total)?.samples == [0, 0])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [0, 0])
        // A first layout and a new width answer every call afresh: 200 calls, 200 misses.
        #expect(r.metric(MetricKind.first.measureMisses)?.samples == [200, 200, 200])
        #expect(r.metric(MetricKind.width.measureMisses)?.samples == Array(repeating: 200, count: 12))
    }

    @Test func allocationMetricsAreNAWithoutJemalloc() throws {
        let r = try run(
            Workload(layout: "waterfall", count: 10), RunOptions(iterations: 2, warmup: 0, maxTime: 60),
            probe: .unavailable("system malloc (test)"))
        let bytes = try #require(r.metric(MetricKind.allocBytes))
        #expect(bytes.statistics == nil)
        #expect(bytes.unavailable == "not measured: system malloc (test)")
        #expect(r.metric(MetricKind.timeTotal)?.statistics != nil)
    }

    @Test func theFrameHashTellsOutputsApart() throws {
        let a = try run(Workload(layout: "waterfall", count: 200), RunOptions(iterations: 1, warmup: 0))
        let b = try run(Workload(layout: "waterfall", count: 200), RunOptions(iterations: 1, warmup: 0))
        let c = try run(
            Workload(layout: "waterfall", parameters: .object(["spacing": .number(4)]), count: 200),
            RunOptions(iterations: 1, warmup: 0))
        #expect(a.frameHash == b.frameHash)
        #expect(a.frameHash != c.frameHash)
        #expect(a.caseID != c.caseID)
    }

    /// The warm-up time is spent when the CPU may have idled: before the process's first pass, or
    /// when its last pass ended 0.1 s or more before; not when a case follows another's passes.
    @Test func warmUpTimeIsSpentOnlyAfterAnIdleGap() {
        let warmth = CPUWarmth()
        let t: UInt64 = 5_000_000_000  // 5 s of uptime
        #expect(warmth.warmupNs(0.25, at: t) == 250_000_000)  // no pass yet: 0.25 s
        warmth.markBusy(at: t)
        #expect(warmth.warmupNs(0.25, at: t) == 0)
        #expect(warmth.warmupNs(0.25, at: t + 99_999_999) == 0)  // 0.099999999 s after: warm
        #expect(warmth.warmupNs(0.25, at: t + 100_000_000) == 250_000_000)  // 0.1 s after: idle
        #expect(warmth.warmupNs(0.5, at: t - 1) == 500_000_000)  // a time before the mark: not trusted
        #expect(warmth.warmupNs(nil, at: t + 1_000_000_000) == 0)
        #expect(warmth.warmupNs(-1, at: t + 1_000_000_000) == 0)
    }
}

@Suite struct ScenarioTests {
    func run(_ workload: Workload, _ options: RunOptions) throws -> CaseResult {
        try BenchmarkRunner(registry: .builtIn, probe: .probe()).run(workload, options: options)
    }

    /// Every scroll scenario runs on a lazy and an eager layout and reports its steps.
    @Test(arguments: [Scenario.scroll, .jump, .resize, .update])
    func scenariosRunOnLazyAndEagerLayouts(scenario: Scenario) throws {
        for (layout, columns) in [("waterfall", 3), ("lazy-vgrid", 2), ("grid", 3)] {
            let parameters = try PluginRegistry.builtIn.plugin(named: layout).parameterObject(
                options: [], columns: columns)
            let w = Workload(
                layout: layout, parameters: parameters, count: 600, scenario: scenario,
                viewport: Size(width: 390, height: 844), step: 105.5)
            let r = try run(w, RunOptions(iterations: 20, warmup: 0, warmupTime: 0, maxTime: 60))
            #expect(r.samples > 0, "\(layout) \(scenario)")
            #expect(r.metric("step.time")?.statistics != nil)
            let realized = try #require(r.metric("step.realized")?.statistics)
            if layout == "grid" {
                #expect(realized.max >= 600, "an eager layout has everything laid out")
            } else {
                #expect(realized.median < 600, "\(layout) realises what is near the viewport")
            }
            if scenario == .scroll { #expect(r.metric("scrollup.measure.misses")?.samples == [0]) }
            if scenario == .update { #expect(r.metric("update.fullpass.time")?.statistics != nil) }
        }
    }

    /// Sections of 25 items with pinned headers: while scrolling, the topmost header sticks to
    /// the viewport's top (distance 0) most of the time, and is never further above it than
    /// its own height (40) while being pushed off.
    @Test func pinnedHeadersWhileScrolling() throws {
        let w = Workload(
            layout: "lazy-vgrid",
            parameters: try JSONValue.parse(
                #"{"columns": [{"size": {"flexible": {}}}, {"size": {"flexible": {}}}], "pinnedViews": ["sectionHeaders"]}"#,
                what: "t"),
            count: 2000, scenario: .scroll, viewport: Size(width: 390, height: 844), step: 105.5, sectionSize: 25)
        let r = try run(w, RunOptions(iterations: 1, warmup: 0, warmupTime: 0, maxTime: 60))
        let top = try #require(r.metric("step.pinned.top")?.statistics)
        #expect(top.median == 0)
        #expect(top.min >= -Workload.sectionHeaderHeight)
        #expect(r.metric("scrollup.measure.misses")?.samples == [0])
        // Sections are for lazy grids only.
        var waterfall = w
        waterfall.layout = "waterfall"
        waterfall.parameters = .object([:])
        #expect(throws: GridPerfError("waterfall: sections: this layout takes items, not sections")) {
            try run(waterfall, RunOptions(iterations: 1, warmup: 0, warmupTime: 0, maxTime: 60))
        }
    }

    /// A prefetch margin realises more than the viewport: 422 points on each side of an
    /// 844-point viewport double what a step realises.
    @Test func prefetchRealisesBeyondTheViewport() throws {
        var w = Workload(
            layout: "waterfall", parameters: .object(["columns": .number(3)]), count: 3000,
            itemsModel: .fixed(width: 50, height: 92), scenario: .scroll, viewport: Size(width: 390, height: 844),
            step: 105.5)
        let plain = try run(w, RunOptions(iterations: 1, warmup: 0, warmupTime: 0, maxTime: 60))
        w.prefetch = 422
        let prefetched = try run(w, RunOptions(iterations: 1, warmup: 0, warmupTime: 0, maxTime: 60))
        // Rows of 3 items, 100 apart: 844 points show 9 or 10 rows (27–30 items); 1688 show 17–18.
        #expect((27...30).contains(plain.median("step.realized") ?? 0))
        #expect((51...54).contains(prefetched.median("step.realized") ?? 0))
        #expect(prefetched.identity.hasSuffix("prefetch=422"))
    }

    /// results.json format 2: a long sample list is a value table and indexes, read back
    /// exactly and in order; a short one stays a plain list.
    @Test(arguments: [10, 300, 5000])
    func longSampleListsAreStoredCompactly(distinct: Int) throws {
        // max(1,000, distinct) samples cycling through `distinct` values (10: one character
        // each; 300: two; 5,000 > 4,096: three), then a 1.5.
        let samples = (0..<max(1000, distinct)).map { Double(($0 * 7) % distinct) * 0.25 } + [1.5]
        let metric = Metric(name: "step.time", unit: "ns", deterministic: false, samples: samples)
        let data = try JSONEncoder().encode(metric)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"sampleIndexes\"") && !text.contains("\"samples\""))
        let back = try JSONDecoder().decode(Metric.self, from: data)
        #expect(back.samples == samples)
        #expect(back == metric)
        let short = Metric(name: "time.total", unit: "ns", deterministic: false, samples: [3, 1, 2])
        let shortText = String(decoding: try JSONEncoder().encode(short), as: UTF8.self)
        #expect(shortText.contains("\"samples\":[3,1,2]"))
    }
}
