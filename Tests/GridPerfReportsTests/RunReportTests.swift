import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports
import Testing

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
