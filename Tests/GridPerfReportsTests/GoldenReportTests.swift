import Foundation
import GridPerfModel
import GridPerfReports
import GridPerfTestSupport
import Testing

/// The Markdown report and the pull-request comment, whole, against `Tests/Golden` (a substring
/// test let the rest of the page change unseen). The inputs are synthetic and seeded: the same
/// bytes on every machine.
@Suite struct GoldenReportTests {
    static func report(_ median: Double, seed: UInt64, calls: Double = 2000, id: String) -> RunReport {
        Synthetic.report(
            [
                Synthetic.result(count: 1000, times: Synthetic.times(median, seed: seed), calls: calls),
                Synthetic.result(count: 10000, times: Synthetic.times(median * 10, seed: seed + 1), calls: calls * 10),
            ], id: id)
    }

    @Test func theMarkdownReport() throws {
        let difference = try GoldenFile.difference(Self.report(1e6, seed: 1, id: "golden").markdown, "report.md")
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Base against a head whose first case is 30% slower and makes 10 more measure calls.
    @Test func thePullRequestComment() throws {
        var head = Self.report(1e6, seed: 3, id: "head")
        head.cases[0] = Synthetic.result(count: 1000, times: Synthetic.times(1.3e6, seed: 3), calls: 2010)
        let comparison = Comparison(base: Self.report(1e6, seed: 1, id: "base"), head: head)
        let difference = try GoldenFile.difference(
            comparison.comment(prefix: "<!-- gridperf-gate -->\n", context: ["base `abc` → head `abc`"]), "comment.md")
        #expect(difference == nil, "\(difference ?? "")")
    }
}
