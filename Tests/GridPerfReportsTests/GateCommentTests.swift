import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

/// The pull-request gate's comment: the line a reviewer reads first, and GitHub's size limit.
@Suite struct GateCommentTests {
    /// A case of `count` items with `instructions` per pass (one exact sample).
    static func counted(_ count: Int, instructions: Double, hash: String = "00000000000000aa") -> CaseResult {
        var c = Synthetic.result(count: count, times: Synthetic.times(1e6), hash: hash)
        c.metrics.append(Metric(MetricKind.cpuInstructions, samples: [instructions]))
        return c
    }

    @Test func reviewLineHasTheGeometricMeanOfInstructionRatios() {
        // Ratios 1.21 and 1.0 (and 0.81 ÷ … no: three cases): 121/100, 100/100, 81/100.
        // Geometric mean = (1.21 × 1 × 0.81)^(1/3) = (0.9801)^(1/3) = 0.99332…, so −0.7%.
        let base = [
            Self.counted(1, instructions: 100), Self.counted(2, instructions: 100), Self.counted(3, instructions: 100),
        ]
        let head = [
            Self.counted(1, instructions: 121), Self.counted(2, instructions: 100), Self.counted(3, instructions: 81),
        ]
        let comparison = ComparisonTests.compare(base, head)
        let mean = try! #require(comparison.instructionsGeometricMean)
        #expect(mean.cases == 3)
        #expect(abs(mean.change - (pow(0.9801, 1.0 / 3) - 1)) < 1e-12)
        // One regression (+21%), one improvement (−19%), no output change.
        #expect(
            comparison.reviewLine
                == "instructions: geometric mean −0.7% over 3 cases; 1 regression; 0 output changes; 1 improvement")
    }

    @Test func reviewLineSaysWhenNothingWasCounted() {
        let c = Synthetic.result(times: Synthetic.times(1e6))
        #expect(
            ComparisonTests.compare([c], [c]).reviewLine == "instructions: not counted; 0 regressions; 0 output changes"
        )
    }

    @Test func commentStaysUnderTheLimitCuttingUnchangedCasesFirst() {
        // 3,000 unchanged cases and one regression (+10%: ln 1.1 ÷ 3001 rounds to ±0.0%): the whole
        // diff is far over 65,536 bytes.
        var base = (1...3000).map { Self.counted($0, instructions: 1000) }
        var head = base
        base.append(Self.counted(5000, instructions: 1000))
        head.append(Self.counted(5000, instructions: 1100))
        let comparison = ComparisonTests.compare(base, head)
        #expect(comparison.markdown.utf8.count > Comparison.commentLimit)
        let comment = comparison.comment(prefix: "<!-- m -->\n")
        #expect(comment.utf8.count <= Comparison.commentLimit)
        #expect(
            comment.hasPrefix(
                "<!-- m -->\n**gridperf gate** — instructions: geometric mean ±0.0% over 3001 cases; 1 regression"))
        // the regression is kept
        #expect(comment.contains("waterfall columns=4 n=5000 | cpu.instructions | 1000 | 1100"))
        #expect(comment.contains("rows of unchanged cases not shown"))
        #expect(comment.contains("Cut to stay under GitHub's 65,536-character limit"))
    }

    @Test func commentCutsChangedRowsOnlyWhenItMust() {
        // 3,000 regressions: no room for all of them; the comment still fits and says so.
        let base = (1...3000).map { Self.counted($0, instructions: 1000) }
        let head = (1...3000).map { Self.counted($0, instructions: 2000) }
        let comment = ComparisonTests.compare(base, head).comment(limit: 20_000)
        #expect(comment.utf8.count <= 20_000)
        #expect(comment.contains("more changed metrics not shown"))
        #expect(comment.contains("3000 regressions"))
    }

    @Test func aSmallCommentIsTheWholeDiff() {
        let base = [Self.counted(1, instructions: 100)],
            head = [Self.counted(1, instructions: 100, hash: "00000000000000bb")]
        let comparison = ComparisonTests.compare(base, head)
        let comment = comparison.comment()
        #expect(comment.hasSuffix(comparison.markdown))
        #expect(comment.contains("1 output change"))
        #expect(!comment.contains("Cut to stay"))
    }
}
