import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

@Suite struct ChartScaleTests {
    @Test func linearPositionsAndTicks() {
        // 0…100 onto pixels 50…250: 25 lands at 50 + 0.25·200 = 100. Ticks aimed at 5: raw step
        // 100 / 5 = 20, a nice step already: 0 20 40 60 80 100.
        let s = ChartScale(kind: .linear, domain: 0...100, pixels: (50, 250))
        #expect(s.position(25) == 100)
        #expect(s.ticks(target: 5) == [0, 20, 40, 60, 80, 100])
        // 0.3…1.7 aimed at 4: raw 0.35 → nice 0.5: 0.5, 1, 1.5.
        #expect(ChartScale(kind: .linear, domain: 0.3...1.7, pixels: (0, 1)).ticks(target: 4) == [0.5, 1, 1.5])
        // A y axis passes its bottom as `lower`: larger values draw higher (smaller pixel).
        let y = ChartScale(kind: .linear, domain: 0...10, pixels: (300, 100))
        #expect(y.position(10) == 100 && y.position(0) == 300)
    }

    @Test func logPositionsAndTicks() {
        // 1e3…1e5 onto 0…200: 1e4 is one decade of two, at 100.
        let s = ChartScale(kind: .log, domain: 1000...100_000, pixels: (0, 200))
        #expect(abs(s.position(10_000) - 100) < 1e-9)
        #expect(s.ticks() == [1000, 10_000, 100_000])
        // Less than two decades (30…400, only 100 inside): 1-2-5 steps: 50 100 200.
        #expect(ChartScale(kind: .log, domain: 30...400, pixels: (0, 1)).ticks() == [50, 100, 200])
        // A value ≤ 0 on a log scale lands at the lower end instead of -inf.
        #expect(s.position(0) == 0)
    }

    @Test func degenerateDomainsWiden() {
        // One value: a linear domain ±10% of it, a log one ×/÷ 2; nothing finite: a default.
        #expect(ChartScale(kind: .linear, domain: 50...50, pixels: (0, 1)).domain == 45...55)
        #expect(ChartScale(kind: .log, domain: 8...8, pixels: (0, 1)).domain == 4...16)
        #expect(ChartScale.covering([.nan, .infinity], kind: .linear, pixels: (0, 1)).domain == 0...1)
        // Counts from zero: 0…40 plus 5% at the top (42).
        #expect(ChartScale.covering([10, 40], kind: .linear, fromZero: true, pixels: (0, 1)).domain == 0...42)
        #expect(ChartScale.niceStep(for: 0.35) == 0.5)
        #expect(ChartScale.niceStep(for: 7) == 10)
    }
}

@Suite struct ChartTests {
    @Test func textIsEscaped() {
        #expect(HTML.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        #expect(HTML.escape("x\u{1}y\tz") == "x\u{FFFD}y\tz")
        let chart = Chart(
            title: "<script>alert(1)</script>", x: ChartAxis("n"), y: ChartAxis("t"),
            marks: [.points([ChartPoint(1, 1), ChartPoint(2, 2)], color: "#000", tooltips: ["a&b", "<c>"])])
        let svg = chart.svg()
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("<title>a&amp;b</title>") && svg.contains("<title>&lt;c&gt;</title>"))
    }

    @Test func marksLandWhereTheScalesPutThem() throws {
        // x 0…10 and y 0…100 (from zero; 5% margin on top: 0…105 for y, 0…10.5 with x from zero).
        let chart = Chart(
            title: "t", x: ChartAxis("x", fromZero: true), y: ChartAxis("y", fromZero: true),
            marks: [.points([ChartPoint(0, 0), ChartPoint(10, 100)], color: "#f00")], width: 400, height: 300)
        let (sx, sy) = chart.scales
        #expect(sx.domain == 0...10.5 && sy.domain == 0...105)
        // The plot spans x 66…382 (width − 18) and y 30…258 (height − 42): (10, 100) sits at
        // 66 + 316·10/10.5 and 258 − 228·100/105.
        let px = 66 + 316 * 10 / 10.5, py = 258 - 228 * 100 / 105.0
        #expect(chart.svg().contains("cx=\"\(svgNumber(px))\" cy=\"\(svgNumber(py))\""))
        #expect(chart.svg().components(separatedBy: "<circle").count - 1 == 2)
    }

    @Test func legendEntriesWrapAtTheRightEdge() {
        // Each entry is 30 + 6 per character wide: two of 40 characters (270 each) do not fit
        // in 66…282 of a 300-wide chart together, so the second goes on a row of its own.
        let long = String(repeating: "x", count: 40)
        let chart = Chart(
            title: "t", x: ChartAxis("x"), y: ChartAxis("y"),
            marks: [
                .line([ChartPoint(0, 0), ChartPoint(1, 1)], color: "#000", legend: long),
                .line([ChartPoint(0, 1), ChartPoint(1, 0)], color: "#111", legend: long),
            ], width: 300)
        #expect(chart.legendLayout.map(\.row) == [0, 1])
        #expect(chart.plot.top == 30 + 2 * 15)
    }
}

@Suite struct ReportHTMLTests {
    /// A sweep of three counts whose times are exactly 10 ns per item (30 samples each).
    static func sweep() -> RunReport {
        let cases = [1000, 10_000, 100_000].map { n in
            Synthetic.result(count: n, times: Synthetic.times(10 * Double(n), noise: 0.02))
        }
        var report = Synthetic.report(cases)
        report.scaling = report.scalingFits(rounds: 50)
        return report
    }

    @Test func aSweepGetsItsScalingChartAndEveryCaseItsRounds() throws {
        let html = Self.sweep().html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: no script, nothing fetched.
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("href=\"http"))
        // One time chart for the sweep (alloc.bytes is 0: said, not drawn), one by-round chart
        // per case (time.total; the synthetic cases have no size and place times).
        let charts = html.components(separatedBy: "class=\"chart\"").count - 1
        #expect(charts == 1 + 3)
        #expect(html.contains("bytes allocated per pass: no chart (alloc.bytes is 0 at n=1000)"))
        // The fit is a·N^1 (10 ns per item): the legend says so.
        #expect(html.contains("fit a·N^1.000"))
        // Exact counters are single values: measure.calls 2000.
        #expect(html.contains("<td>measure.calls</td><td>calls</td><td>2000</td>"))
    }

    @Test func scrollOffsetsGoDownThenBackUp() throws {
        // Step 100, turning at 250: down 0 100 200 250, up 150 50 0.
        var c = Synthetic.result(times: [1, 2, 3, 4, 5, 6, 7])
        c.workload.scenario = .scroll
        c.workload.step = 100
        c.metrics.append(Metric(.scrollMaxOffset, samples: [250]))
        let report = Synthetic.report([c])
        #expect(report.scrollOffsets(c, steps: 7) == [0, 100, 200, 250, 150, 50, 0])
        // Fewer steps recorded (time ran out): the sequence is cut, not stretched.
        #expect(report.scrollOffsets(c, steps: 2) == [0, 100])
        // Another scenario has no offsets: its chart is by step number.
        c.workload.scenario = .jump
        #expect(report.scrollOffsets(c, steps: 7) == nil)
    }

    @Test func aScrollCaseIsDrawnAgainstTheFrameBudgets() throws {
        var c = Synthetic.result(times: Synthetic.times(500_000, noise: 0.5, count: 41))
        c.workload.scenario = .scroll
        c.workload.step = 100
        c.metrics = [
            Metric(.stepTime, samples: Synthetic.times(500_000, noise: 0.5, count: 41)),
            Metric(.stepRealized, samples: Array(repeating: 12, count: 41)),
            Metric(.scrollMaxOffset, samples: [2000]),
        ]
        let html = Synthetic.report([c]).html()
        #expect(html.contains("120 Hz budget 8.3 ms") && html.contains("60 Hz budget 16.7 ms"))
        #expect(html.contains("scroll offset (pt; down, then back up)"))
        #expect(html.contains("items realised per step"))
        // Down 21 steps (0…2000), up 20: both lines are drawn.
        #expect(html.contains("scrolling down") && html.contains("scrolling up"))
    }

    /// An animated change's frames drawn as a strip (issue 71): a box a frame over the rounds
    /// (3 frames × 2 rounds here), each box's tooltip its frame's exact work in round 1, against
    /// the frame budgets; and the work per frame drawn under it.
    @Test func anAnimatedChangeIsDrawnFrameByFrame() throws {
        var c = Synthetic.result(times: Synthetic.times(500_000, noise: 0.5, count: 6))
        c.workload.fps = 60
        c.metrics = [
            Metric(.animationFrames, samples: [3, 3]),
            Metric(.animationFrameTime, samples: [40_000, 20_000, 20_000, 44_000, 22_000, 18_000]),
            Metric(.animationMeasureCalls, samples: [8, 8, 16, 8, 8, 16]),
            Metric(.animationMeasureMisses, samples: [0, 0, 8, 0, 0, 8]),
            Metric(.animationPlaceCalls, samples: [8, 8, 8, 8, 8, 8]),
            Metric(.animationAllocBytes, samples: [0, 0, 256, 0, 0, 256]),
        ]
        let html = Synthetic.report([c]).html()
        #expect(html.contains("the animated change, frame by frame: time per frame (2 rounds)"))
        #expect(
            html.contains("each frame&#39;s work, round 1 (exact)")
                || html.contains("each frame's work, round 1 (exact)"))
        #expect(html.contains("120 Hz budget 8.3 ms"))
        // Frame 3 at 2/60 s = 33 ms: its rounds' median (20 and 18 µs: 19 µs) and round 1's work.
        #expect(
            html.contains(
                "frame 3 of 3 (at 33 ms): median 19.000 µs over 2 rounds; 16 measure calls; 8 misses; 8 placements; 256 bytes allocated"
            ), "\(html)")
        #expect(html.contains("frame 1 of 3 (at 0 ms): median 42.000 µs"))
        // A case without frames keeps its rounds charts.
        #expect(
            Synthetic.report([Synthetic.result(times: Synthetic.times(500_000, noise: 0.5, count: 6))]).frameStrip(
                Synthetic.result(times: Synthetic.times(500_000, noise: 0.5, count: 6))
            ).isEmpty)
    }

    @Test func aThumbnailShowsTheScenesTop() throws {
        // 300 items of 100 × 100 in a 2-column waterfall 390 wide: each column stacks 150
        // items; the picture keeps the frames starting above 390 × 1.6 = 624.
        let w = Workload(
            layout: "waterfall", parameters: .object(["columns": .number(2), "spacing": .number(0)]), width: 390,
            count: 10_000, itemsModel: try ItemDistribution(parsing: "fixed:100x100"))
        let t = try #require(try LayoutResult.thumbnail(of: w, registry: .builtIn))
        #expect(t.frames.allSatisfy { $0.minY < 624 })
        // Rows at y = 0, 100, …, 600 are kept: 7 rows of 2.
        #expect(t.frames.count == 14)
        #expect(t.layout.contains("first 300 items"))
    }
}
