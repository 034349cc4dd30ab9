import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

/// The history kept on a branch (compact reports), sweeps' exponents as series, and the dashboard.
@Suite struct HistoryBranchTests {
    /// A time sweep's fitted exponents, one run per commit, as history points.
    static func exponentPoints(_ b: [Double]) -> [HistoryPoint] {
        b.enumerated().map { i, b in
            HistoryPoint(
                runID: "r\(i)", createdAt: "\(i)", commit: "c\(i)", commitDirty: false, machine: "m", caseID: "x",
                label: "x", layout: "x", scenario: "full",
                metric: HistoryStore.exponentMetric(MetricKind.timeTotal.name),
                unit: "exponent", exact: false, samples: 1, median: b, p25: b - 0.01, p75: b + 0.01, quantiles: [])
        }
    }

    @Test func anExponentThatStepsAndStaysIsAChange() {
        // b around 1.00 for four runs, then around 1.10 (n → n log n over 10³…10⁵: +1/ln n ≈ 0.1).
        // The noise, from consecutive commits: |Δb| = 0.01, 0.02, 0.01, 0.10, 0.01, 0.02, median
        // 0.015, σ = 1.4826 × 0.015 / √2 ≈ 0.016; a step of 0.10 (six σ, above e^0.1 − 1 = 10.5% ≥
        // 5%) between the segment medians 1.00 and 1.10, at the fifth commit (index 4).
        let changes = TimeHistory.exponentChanges(Self.exponentPoints([1.00, 1.01, 0.99, 1.00, 1.10, 1.11, 1.09]))
        #expect(Array(changes.keys) == [4])
        #expect(changes[4]?.description == "b 1.000 → 1.100")
    }

    @Test func oneHighExponentAmongSteadyOnesIsNoise() {
        // 1.08 at index 3 alone: a segment needs two commits and the biweight caps what one
        // point costs, so it is not a step.
        #expect(TimeHistory.exponentChanges(Self.exponentPoints([1.00, 1.01, 0.99, 1.08, 1.00, 1.01])).isEmpty)
        // A step of 0.03 is below the minimum effect (e^0.03 − 1 = 3% < 5%).
        #expect(TimeHistory.exponentChanges(Self.exponentPoints([1.00, 1.00, 1.03, 1.03, 1.03])).isEmpty)
    }

    static func sweep(instructions perItem: (Int) -> Double) -> RunReport {
        let cases = [1000, 10_000, 100_000].map { n -> CaseResult in
            var c = Synthetic.result(count: n, times: Synthetic.times(Double(n) * 100))
            c.metrics.append(Metric(MetricKind.cpuInstructions, samples: [Double(n) * perItem(n)]))
            return c
        }
        var report = Synthetic.report(cases)
        report.scaling = report.scalingFits(rounds: 50)
        return report
    }

    @Test func aSweepsExponentsAreRecordedAsASeriesOfTheirOwn() throws {
        let path = HistoryStoreTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try HistoryStore(path: path)
        // 10 instructions per item: b = 1 exactly. Then 10·log10(n)/3 per item (n log n, equal
        // to 10 at n = 1000): y = (10/3)·n·log10 n, so between 10³ and 10⁵ the log-log slope is
        // 1 + log(5/3)/log(100) = 1.1109.
        var linear = Self.sweep { _ in 10 }
        linear.runID = "a"
        var nlogn = Self.sweep { 10 * log10(Double($0)) / 3 }
        nlogn.runID = "b"
        try store.record(linear, source: "test")
        try store.record(nlogn, source: "test")
        let points = try store.points(metrics: [HistoryStore.exponentMetric(MetricKind.cpuInstructions.name)])
        #expect(points.count == 2)
        #expect(abs(points[0].median - 1) < 1e-9)
        // Least squares over three points (log 10³, log 10⁴, log 10⁵) of log((10/3)·n·log10 n):
        // the slope is 1 + slope of log(log10 n) = 1 + (log 5 − log 3)/(2 log 10) = 1.11092.
        #expect(abs(points[1].median - (1 + (log(5.0) - log(3.0)) / (2 * log(10.0)))) < 1e-9)
        #expect(points.allSatisfy { $0.exact && $0.unit == "exponent" && $0.caseID.hasPrefix("sweep-") })
        let series = HistorySeries.build(points)
        #expect(series.count == 1 && series[0].changes.keys.sorted() == [1])
    }

    @Test func aCompactReportRecordsWhatTheFullOneDoes() throws {
        var report = Self.sweep { _ in 10 }
        report.runID = "full"
        let compact = try RunReport.decode(try report.compactJSONData(), source: "compact")
        #expect(compact.compact == true)
        #expect(
            compact.cases.allSatisfy { c in
                c.metrics.allSatisfy { ($0.samples?.count ?? 0) <= HistoryStore.quantileCount }
            })
        // Each case on a line of its own (after the opening line and before the closing one).
        let lines = String(decoding: try report.compactJSONData(), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == report.cases.count + 2)
        let a = HistoryStoreTests.temporaryPath(), b = HistoryStoreTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        try HistoryStore(path: a).record(report, source: "test")
        try HistoryStore(path: b).record(compact, source: "test")
        let full = try HistoryStore(path: a).points(metrics: [
            MetricKind.timeTotal.name, MetricKind.cpuInstructions.name,
        ])
        let kept = try HistoryStore(path: b).points(metrics: [
            MetricKind.timeTotal.name, MetricKind.cpuInstructions.name,
        ])
        #expect(full.count == 6 && kept.count == 6)
        for (x, y) in zip(full, kept) {
            #expect(x.median == y.median && x.p25 == y.p25 && x.p75 == y.p75 && x.samples == y.samples)
            #expect(x.quantiles == y.quantiles)
        }
    }

    @Test func theDashboardMarksChangesAndLinksCommits() {
        func point(_ commit: String, _ value: Double) -> HistoryPoint {
            HistoryPoint(
                runID: "run-" + commit, createdAt: commit, commit: commit, commitDirty: false, machine: "m",
                caseID: "c1",
                label: "waterfall n=1000", layout: "waterfall", scenario: "full",
                metric: MetricKind.cpuInstructions.name,
                unit: "instructions", exact: true, samples: 1, median: value, p25: value, p75: value, quantiles: [value]
            )
        }
        let series = HistorySeries.build([point("aaa", 100), point("bbb", 100), point("ccc", 120), point("ddd", 120)])
        let files = HistoryDashboard.site(series, commitURL: "https://github.com/o/r/commit/", note: nil)
        #expect(files.map(\.0) == ["index.html", "cases/c1.html"])
        let index = files[0].1
        #expect(index.components(separatedBy: "class=\"change\"").count - 1 == 1)
        #expect(index.contains("class=\"change\" data-metric=\"cpu.instructions\" data-commit=\"ccc\""))
        #expect(index.contains("href=\"https://github.com/o/r/commit/aaa\""))
        #expect(index.contains("href=\"cases/c1.html\""))
        #expect(files[1].1.contains("100 → 120"))
    }

    @Test func commitLinksComeFromGitHubRemotes() {
        #expect(HistoryDashboard.commitURL(forRemote: "https://github.com/o/r.git") == "https://github.com/o/r/commit/")
        #expect(HistoryDashboard.commitURL(forRemote: "git@github.com:o/r.git\n") == "https://github.com/o/r/commit/")
        #expect(HistoryDashboard.commitURL(forRemote: "/tmp/origin.git") == nil)
        #expect(HistoryDashboard.commitURL(forRemote: "https://gitlab.com/o/r") == nil)
    }

    @Test func aDashboardFolderIsReplacedWholeButAnythingElseIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try HistoryDashboard.write([("index.html", "one"), ("cases/a.html", "a")], to: root + "/site")
        try HistoryDashboard.write([("index.html", "two")], to: root + "/site")
        #expect(try String(contentsOfFile: root + "/site/index.html", encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: root + "/site/cases/a.html"))
        try FileManager.default.createDirectory(atPath: root + "/notes", withIntermediateDirectories: true)
        try #require(FileManager.default.createFile(atPath: root + "/notes/keep.txt", contents: Data("mine".utf8)))
        #expect(throws: GridPerfError.self) { try HistoryDashboard.write([("index.html", "x")], to: root + "/notes") }
        #expect(try String(contentsOfFile: root + "/notes/keep.txt", encoding: .utf8) == "mine")
    }
}
