import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports
import Testing

@Suite struct RunnerTests {
    func run(_ workload: Workload, _ options: RunOptions, probe: AllocationProbe = .probe()) throws -> CaseResult {
        try BenchmarkRunner(registry: .builtIn, probe: probe).run(workload, options: options)
    }

    @Test func countersOfWaterfallPassesAreExact() throws {
        // Per pass over N fixed items: sizeThatFits measures each once, place measures each
        // again: 2N measure calls. With warm-up 0, the first pass misses N times and hits N
        // times (place repeats the proposal); every later pass hits 2N times. The layout cache
        // misses once (sizeThatFits after updateCache) and hits once (placeSubviews).
        let n = 1000
        let w = Workload(
            layout: "waterfall", parameters: .object(["columns": .number(4)]), count: n,
            itemsModel: .fixed(width: 50, height: 50))
        let r = try run(w, RunOptions(iterations: 3, warmup: 0, warmupTime: 0, maxTime: 60))
        #expect(r.samples == 3)
        #expect(r.metric(MetricKind.measureCalls.total)?.samples == [2000, 2000, 2000])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [1000, 0, 0])
        #expect(r.metric(MetricKind.measureHits.total)?.samples == [1000, 2000, 2000])
        #expect(r.metric(MetricKind.measureCalls.size)?.samples == [1000, 1000, 1000])
        #expect(r.metric(MetricKind.placeCalls.place)?.samples == [1000, 1000, 1000])
        #expect(r.metric(MetricKind.layoutCacheMisses.total)?.samples == [1, 1, 1])
        #expect(r.metric(MetricKind.layoutCacheHits.place)?.samples == [1, 1, 1])
        #expect(r.deterministic)
        // 4 columns of (390 − 24) / 4 = 91.5; 1000 items of 50 → 250 per column: 250·58 − 8.
        #expect(r.size == Size(width: 390, height: 250 * 58 - 8))
    }

    @Test func withoutTheMeasurementCacheThereAreNoHits() throws {
        let w = Workload(layout: "flow", count: 100, itemsModel: .text(1...10))
        let r = try run(w, RunOptions(iterations: 2, warmup: 1, maxTime: 60, measurementCache: false))
        #expect(r.metric(MetricKind.measureCalls.total)?.samples == [200, 200])
        #expect(r.metric(MetricKind.measureHits.total)?.samples == [0, 0])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [0, 0])
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

@Suite struct ReportTests {
    static func sampleReport() throws -> RunReport {
        let probe = AllocationProbe.probe()
        let runner = BenchmarkRunner(registry: .builtIn, probe: probe)
        let r1 = try runner.run(
            Workload(layout: "waterfall", count: 100), options: RunOptions(iterations: 3, warmup: 1))
        let r2 = try runner.run(
            Workload(
                layout: "flow", parameters: .object(["alignment": .string("center")]), count: 50,
                itemsModel: .mix), options: RunOptions(iterations: 2, warmup: 0))
        return RunReport(
            runID: "20260101T000000Z-test", createdAt: "2026-01-01T00:00:00Z",
            environment: RunEnvironment.current(probe: probe), harnessOverhead: runner.overhead(rounds: 10),
            cases: [r1, r2])
    }

    @Test func jsonRoundTrips() throws {
        let report = try Self.sampleReport()
        let decoded = try RunReport.decode(report.jsonData(), source: "test")
        #expect(decoded == report)
        #expect(decoded.formatVersion == RunReport.currentFormatVersion)
    }

    @Test func aWrongFormatVersionIsRefused() {
        #expect(
            throws: GridPerfError("r.json: report format 99 is not supported (this gridperf reads formats 1 and 2)")
        ) {
            try RunReport.decode(Data(#"{"formatVersion": 99}"#.utf8), source: "r.json")
        }
        #expect(throws: GridPerfError("r.json: not a gridperf report (no formatVersion)")) {
            try RunReport.decode(Data(#"{"cases": []}"#.utf8), source: "r.json")
        }
    }

    @Test func csvHeaderIsStable() throws {
        let csv = try Self.sampleReport().csv
        let lines = csv.split(separator: "\n")
        #expect(
            lines[0]
                == "run_id,commit,case_id,layout,parameters,width,count,items_model,seed,scenario,metric,unit,deterministic,samples,min,p25,median,p75,p90,p99,max,mean,stddev,mad,ns_per_item,frame_hash"
        )
        // One row per case and metric; the flow parameters are quoted JSON.
        let report = try Self.sampleReport()
        #expect(lines.count == 1 + report.cases.map(\.metrics.count).reduce(0, +))
        #expect(csv.contains(#""{""alignment"":""center""}""#))
    }

    @Test func unmeasuredMetricsReadNA() throws {
        var report = try Self.sampleReport()
        report.cases[0].metrics[3] = Metric(
            name: MetricKind.allocBytes.name, unit: "bytes", deterministic: true, unavailable: "not measured")
        #expect(report.csv.contains(",alloc.bytes,bytes,true,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,"))
        #expect(report.markdown.contains("| alloc.bytes | bytes | n/a (not measured) |"))
    }

    /// results.md: a metric the same in every sample is one value; the varying ones share one
    /// time unit per table (µs here: a median of 25,000 ns); no Summary heading without full passes.
    @Test func markdownShowsCountersOnceAndOneTimeUnit() throws {
        let metrics = [
            Metric(
                name: MetricKind.timeTotal.name, unit: "ns", deterministic: false, samples: [20_000, 25_000, 30_000]),
            Metric(name: MetricKind.timeSize.name, unit: "ns", deterministic: false, samples: [5_000, 5_500, 6_000]),
            Metric(
                name: MetricKind.measureCalls.total.name, unit: "calls", deterministic: true, samples: [300, 300, 300]),
        ]
        let tables = RunReport.metricTables(metrics).joined(separator: "\n")
        // time.total: min 20 µs, median 25 µs, max 30 µs; time.size 5…6 µs, in the same unit.
        #expect(tables.contains("| time.total | µs | 20.000 | "))
        #expect(tables.contains("| time.size | µs | 5.000 | "))
        #expect(tables.contains("| measure.calls | calls | 300 |"))
        #expect(!tables.contains("| measure.calls | calls | 300 | 300"))
    }

    @Test func reportsAreWrittenWholeOrNotAtAll() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-reports-\(UUID().uuidString)"
        ).path
        let report = try Self.sampleReport()
        let dir = try ReportWriter.write(report, formats: ReportFormat.allCases, root: root)
        for f in ["results.csv", "results.md", "results.json"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/" + f))
        }
        // A failure mid-way (the second file cannot be created: its name is a directory path)
        // leaves neither the report directory nor the temporary one behind.
        let before = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(throws: GridPerfError.self) {
            try ReportWriter.writeDirectory(
                [("a.csv", Data("x".utf8)), ("no/such/dir/b.md", Data("y".utf8))], root: root, name: "partial")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == before)
        // What a run leaves beside its report folders is not one (compare --base-ref read the
        // history as a report once): only folders count, hidden temporaries neither.
        try #require(
            FileManager.default.createFile(atPath: root + "/history.sqlite", contents: Data("SQLite format 3".utf8)))
        try FileManager.default.createDirectory(atPath: root + "/.x.gridperf-tmp-1", withIntermediateDirectories: true)
        #expect(try ReportWriter.reportFolders(in: root) == [(dir as NSString).lastPathComponent])
        // A second report of the same run id does not overwrite the first.
        let again = try ReportWriter.write(report, formats: [.json], root: root)
        #expect(again == dir + "-2")
    }

    @Test func atomicFileLeavesNoPartialFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-atomic-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try AtomicFile.write("first", to: dir + "/f.txt")
        // Renaming onto a non-empty directory fails: the old content must survive intact.
        try FileManager.default.createDirectory(atPath: dir + "/d/x", withIntermediateDirectories: true)
        #expect(throws: GridPerfError.self) { try AtomicFile.write("second", to: dir + "/d") }
        #expect(try String(contentsOfFile: dir + "/f.txt", encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["d", "f.txt"])
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
