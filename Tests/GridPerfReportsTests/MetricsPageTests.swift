import GridPerfModel
import GridPerfReports
import GridPerfTestSupport
import Testing

/// docs/METRICS.md is made from the metric catalogue: the committed page is the generated one,
/// every metric has a meaning, and the rows say what the kinds declare.
@Suite struct MetricsPageTests {
    @Test func theCommittedPageIsTheGeneratedOne() throws {
        let difference = try GoldenFile.difference(MetricsPage.markdown, "docs/METRICS.md")
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func everyMetricIsListedOnceWithAMeaning() {
        #expect(MetricKind.all.count == MetricKind.catalogue.count, "a metric listed twice in MetricKind.all")
        #expect(MetricKind.all.filter(\.meaning.isEmpty).map(\.name) == [])
        let page = MetricsPage.markdown
        for kind in MetricKind.all { #expect(page.contains("| `\(kind.name)` |"), "\(kind.name) is not on the page") }
    }

    /// What the kinds declare, as a reader of the page sees it: simulated misses are exact within
    /// 0.1% or 32 misses; hits are better when higher; a scroll step's time is judged at the p99 too;
    /// the peak memory is shown only.
    @Test func theRowsSayHowEachIsJudged() {
        let page = MetricsPage.markdown
        #expect(page.contains("| `cpu.d1.misses` | misses | lower | exact, ± 0.1% or 32 |"))
        #expect(page.contains("| `measure.hits` | calls | higher | exact |"))
        #expect(page.contains("| `step.time` | ns | lower | time, median and p99 |"))
        #expect(page.contains("| `memory.peak` | bytes | — | shown |"))
        #expect(page.contains("| `update.instructions` | instructions | lower | exact, ± 2% |"))
    }
}
