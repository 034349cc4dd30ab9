import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

@Suite struct ChangePointTests {
    @Test func anExactMetricChangesWhereItFirstMoved() {
        // 2000 2000 2400 2400: one change, at index 2; a tolerance of 1% of 2000 (20) hides 2010.
        let changes = ChangePoints.exact([2000, 2000, 2400, 2400])
        #expect(Array(changes.keys) == [2])
        #expect(changes[2]?.description == "2000 → 2400")
        #expect(abs(changes[2]!.relative - 0.2) < 1e-12)
        #expect(ChangePoints.exact([2000, 2010], tolerance: { 0.01 * $0 }).isEmpty)
    }

    @Test func historyQuantiles() {
        // 5 samples 10…50: quantile k of 21 at rank 4k/20, so 0 → 10, 10 → 30 (the median), 20 → 50.
        let q = HistoryStore.quantiles(of: [50, 10, 40, 20, 30])
        #expect(q.count == 21 && q[0] == 10 && q[10] == 30 && q[20] == 50 && q[5] == 20)
    }
}

@Suite struct HistoryStoreTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-history-\(UUID().uuidString)/history.sqlite"
        ).path
    }

    @Test func aReportIsRecordedOnceAndReadBack() throws {
        let path = Self.temporaryPath()
        let store = try HistoryStore(path: path)  // creates the folder too
        let report = Synthetic.report([Synthetic.result(times: [10, 20, 30, 40, 50], calls: 2000)], id: "run-a")
        #expect(try store.record(report, source: "run"))
        #expect(try !store.record(report, source: "import"))  // the same run id: nothing written
        #expect(try store.runCount() == 1)
        // A new run of the same id (another folder, the same second) is kept, as run-a-2.
        #expect(try store.record(report, source: "run", newRun: true))
        #expect(try store.runCount() == 2)
        #expect(try store.points().map(\.runID) == ["run-a", "run-a-2"])
        // Imported from a folder named after the run with a suffix, it is recorded under that name.
        #expect(HistoryStore.runID(of: report, folder: "/r/run-a-3/results.json") == "run-a-3")
        #expect(HistoryStore.runID(of: report, folder: "/r/elsewhere") == "run-a")
        // The gating time by default: time.total, with its statistics (10…50: median 30, p25 20, p75 40).
        let points = try store.points()
        let p = try #require(points.first)
        #expect(p.metric == MetricKind.timeTotal.name && p.runID == "run-a" && p.commit == "abc" && p.samples == 5)
        #expect(p.median == 30 && p.p25 == 20 && p.p75 == 40 && p.quantiles.count == 21)
        // Another metric by name; another layout has none.
        #expect(try store.points(metric: MetricKind.measureCalls.total.name).map(\.median) == [2000, 2000])
        #expect(try store.points(layout: "flow").isEmpty)
        // Reopened, the same data (the schema is not created twice).
        #expect(try HistoryStore(path: path).runCount() == 2)
    }

    @Test func whatIsNotAHistoryIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-history-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        #expect(throws: GridPerfError.self) { try HistoryStore(path: dir) }
        let text = dir + "/notes.txt"
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: GridPerfError.self) { try HistoryStore(path: text) }
        // …and left as it was.
        #expect(try String(contentsOfFile: text, encoding: .utf8).hasPrefix("not a database"))
    }

    @Test func twoWritersAtOnceLoseNothing() async throws {
        // Two connections (as two processes would have), each recording 25 runs as fast as it
        // can: every transaction waits for the other's, none fails, all 50 are there.
        let path = Self.temporaryPath()
        _ = try HistoryStore(path: path)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = try HistoryStore(path: path)
                    for k in 0..<25 {
                        let report = Synthetic.report(
                            [Synthetic.result(times: Synthetic.times(1000, count: 50, seed: UInt64(k)))],
                            id: "writer\(writer)-\(k)")
                        #expect(try store.record(report, source: "run"))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try HistoryStore(path: path).runCount() == 50)
        #expect(try HistoryStore(path: path).points().count == 50)
    }

    @Test func pointsGoInCommitOrder() {
        func point(_ run: String, _ commit: String?) -> HistoryPoint {
            HistoryPoint(
                runID: run, createdAt: run, commit: commit, commitDirty: false, machine: "m", caseID: "x", label: "l",
                layout: "waterfall", scenario: "full", metric: MetricKind.timeTotal.name, unit: "ns", exact: false,
                samples: 1,
                median: 1, p25: 1, p75: 1, quantiles: [])
        }
        // Commit a before b; recorded: r1 at b, r2 at a, r3 at a. Commit order: r2, r3 (a, as
        // recorded), then r1 (b).
        let order = CommitOrder(positions: ["a": 0, "b": 1])
        let (sorted, note) = order.sort([point("r1", "b"), point("r2", "a"), point("r3", "a")])
        #expect(sorted.map(\.runID) == ["r2", "r3", "r1"])
        #expect(note == nil)
        // A commit this checkout does not have: recording order kept, and said.
        let (kept, why) = order.sort([point("r1", "b"), point("r2", "zzz")])
        #expect(kept.map(\.runID) == ["r1", "r2"])
        #expect(why == "in recording order: 1 commit not in this checkout (zzz)")
    }

    @Test func seriesAreInTheOrderGivenWithTheirChanges() throws {
        func point(_ run: String, _ commit: String, _ median: Double) -> HistoryPoint {
            HistoryPoint(
                runID: run, createdAt: run, commit: commit, commitDirty: false, machine: "m", caseID: "x",
                label: "waterfall n=1000",
                layout: "waterfall", scenario: "full", metric: MetricKind.timeTotal.name, unit: "ns", exact: false,
                samples: 50,
                median: median, p25: median - 50, p75: median + 50,
                quantiles: (0..<21).map { median - 100 + Double($0) * 10 })
        }
        // Four runs of one commit, the last 15% slower: one commit is one point, so no change.
        let reruns = HistorySeries.build([
            point("1", "c", 10_000), point("2", "c", 10_000), point("3", "c", 10_000), point("4", "c", 11_500),
        ])
        #expect(reruns.count == 1 && reruns[0].points.map(\.runID) == ["1", "2", "3", "4"])
        #expect(reruns[0].changes.isEmpty)
        #expect(reruns[0].pending == [0, 1, 2, 3])
        // Six commits, 10 µs three times then 11.5 µs three times. The noise: 5 consecutive
        // pairs (0, 0, ln 1.15, 0, 0), median 0, floored at σ = 0.001 (±0.1%). A step of 3 points each beyond 3σ gains 3 × 9 = 27 > β = 4 ln 6 ≈ 7.2: one
        // change, at the fourth commit, +15.0%. The last commit is pending.
        let commits = [10_000.0, 10_000, 10_000, 11_500, 11_500, 11_500]
        let series = HistorySeries.build(commits.enumerated().map { point("\($0)", "c\($0)", $1) })
        #expect(Array(series[0].changes.keys) == [3])
        #expect(abs(series[0].changes[3]!.relative - 0.15) < 1e-9)
        #expect(series[0].pending == [5])
        let csv = HistorySeries.csv(series)
        #expect(csv.split(separator: "\n").count == 1 + 6)
        #expect(csv.contains("change point: +15.0% (noise ±0.1% run-to-run)"))
        let html = HistorySeries.html(series, note: nil, title: "t")
        #expect(html.components(separatedBy: "class=\"chart\"").count - 1 == 1)
    }
}
