import Foundation
import GridPerfCore
import GridPerfModel

extension RunReport {
    /// The 120 Hz and 60 Hz frame budgets a scroll step is drawn against, in ns.
    package static let frameBudgets: [(label: String, ns: Double)] = [
        ("120 Hz budget 8.3 ms", 1e9 / 120), ("60 Hz budget 16.7 ms", 1e9 / 60),
    ]

    /// `results.html`: one self-contained page (inline CSS and SVG, no script, nothing
    /// fetched). The environment and summary tables; per sweep, time and allocations per pass
    /// against the item count on log–log axes with the fitted a·N^b line and its 95% band; per
    /// case, a thumbnail of the scene (`thumbnails`, by case id: SVG markup), the samples of
    /// each round as a box and strip plot, and its metrics (exact ones as single values); per
    /// scroll case, step time along the scroll offset against the frame budgets, with the p99
    /// marked, and the items realised per step.
    package func html(thumbnails: [String: String] = [:]) -> String {
        var page = HTMLPage(title: "gridperf \(suite.map { "suite \($0)" } ?? "run") \(runID)")
        page.heading(page.title, level: 1)
        for line in headerLines { page.paragraph(line, className: "meta") }

        var contents: [(id: String, text: String)] = []
        let fits = scaling ?? []
        let sweeps = fits.reduce(into: [String]()) { if !$0.contains($1.group) { $0.append($1.group) } }
        if !sweeps.isEmpty { contents.append(("scaling", "Scaling with the item count")) }
        contents += cases.map { ("case-\($0.caseID)", $0.workload.label) }
        page.contents(contents)

        if let rows = waitedRows {
            page.heading(Self.waitedTitle)
            page.table(rows)
        }
        if summaryRows.count > 1 {
            page.heading(Self.steadyTitle)
            page.table(summaryRows)
        }
        if let rows = scenarioRows {
            page.heading("Scroll scenarios (per step)")
            page.table(rows)
        }
        if let rows = animationRows {
            page.heading(Self.animationTitle)
            page.table(rows)
        }
        if !sweeps.isEmpty {
            page.heading("Scaling with the item count", id: "scaling")
            for group in sweeps {
                let members = fits.filter { $0.group == group }
                page.heading(members[0].label, level: 3)
                page.figures(members.map { scalingFigure($0) })
            }
            if let rows = scalingRows { page.table(rows) }
        }
        for c in cases {
            page.heading(c.workload.label, level: 2, id: "case-\(c.caseID)")
            page.paragraph(
                "case \(c.caseID) · \(c.samples) samples in \(c.rounds?.count ?? 1) round\((c.rounds?.count ?? 1) == 1 ? "" : "s") · size \(c.size) · frame hash \(c.frameHash)\(c.deterministic ? "" : " — frames varied between passes")",
                className: "meta")
            var pieces: [String] = []
            if let thumb = thumbnails[c.caseID] { pieces.append("<div class=\"thumb\">\(thumb)</div>") }
            if let graph = c.updateGraph {
                // A state change: why bodies ran (the graph), then each change's time.
                pieces.append(Self.updateGraphFigure(graph))
                if let chart = roundsChart(c, metric: .updateTime) { pieces.append(chart) }
            } else if case let strip = frameStrip(c), !strip.isEmpty {
                // An animated change: its frames, each with its time and work.
                pieces.append(contentsOf: strip)
            } else if c.workload.scenario == .full {
                pieces.append(
                    contentsOf: [MetricKind.timeTotal, .timeSize, .timePlace].compactMap { roundsChart(c, metric: $0) })
            } else {
                pieces.append(contentsOf: stepCharts(c))
                if let chart = roundsChart(c, metric: .stepTime) { pieces.append(chart) }
            }
            page.figures(pieces)
            // What nesting cost (a tree): the leaves measured per pass with the hottest leaf's
            // path, as the terminal and the playground's Nesting panel say it.
            if let findings = c.treeFindings, !findings.isEmpty {
                page.heading("Nesting", level: 3)
                for line in findings { page.paragraph(line) }
            }
            if let causes = c.updateCauses, !causes.isEmpty {
                page.heading("Cause and effect", level: 3)
                for line in causes { page.paragraph(line.trimmingCharacters(in: .whitespaces)) }
            }
            if let findings = c.animationFindings, !findings.isEmpty {
                page.heading("Frames", level: 3)
                for line in findings { page.paragraph(line.trimmingCharacters(in: .whitespaces)) }
            }
            let (varying, exact) = Self.metricRows(c.metrics)
            if varying.count > 1 { page.table(varying) }
            if exact.count > 1 { page.table(exact) }
        }
        return page.html
    }

    /// One sweep's metric on log–log axes: every sample (small dots), each count's median
    /// (large), the fit and its band; or why there is no fit. SVG markup.
    func scalingFigure(_ fit: ScalingFit) -> String {
        let members = cases.filter { $0.workload.sweepIdentity == fit.group }
        let isTime = fit.metric.hasPrefix("time")
        var samples: [ChartPoint] = [], medians: [ChartPoint] = [], tips: [String] = []
        for c in members {
            guard let m = c.metric(fit.metric), m.unavailable == nil, let s = m.statistics else { continue }
            let n = Double(c.workload.count)
            samples += (m.samples ?? []).filter { $0 > 0 }.map { ChartPoint(n, $0) }
            if s.median > 0 {
                medians.append(ChartPoint(n, s.median))
                tips.append(
                    "n=\(c.workload.count): median \(isTime ? Self.readableTime(s.median) : formatNumber(s.median) + " B") of \(s.count) passes"
                )
            }
        }
        let name = isTime ? "time per pass" : "bytes allocated per pass"
        guard medians.count >= 2 else {
            let reason = fit.unavailable ?? "fewer than two positive values"
            return "<p class=\"note\">\(HTML.escape("\(name): no chart (\(reason))"))</p>"
        }
        let scale = isTime ? TimeScale(forMedian: medians.map(\.y).sorted()[medians.count / 2]) : nil
        func y(_ v: Double) -> Double { v / (scale?.divisor ?? 1) }
        var marks: [ChartMark] = []
        if let a = fit.coefficient, let b = fit.exponent, let lo = fit.counts.first, let hi = fit.counts.last, lo > 0,
            hi > lo
        {
            let xs = (0...40).map { Double(lo) * Foundation.pow(Double(hi) / Double(lo), Double($0) / 40) }
            if let bl = fit.exponentLow, let bh = fit.exponentHigh {
                // The band pivots at the data's centre (geometric means): the fitted line with
                // the exponent at either end of its interval.
                let cx = Foundation.exp(medians.map { Foundation.log($0.x) }.reduce(0, +) / Double(medians.count))
                let cy = a * Foundation.pow(cx, b)
                let one = xs.map { cy * Foundation.pow($0 / cx, bl) },
                    other = xs.map { cy * Foundation.pow($0 / cx, bh) }
                marks.append(
                    .band(
                        lower: zip(xs, zip(one, other)).map { ChartPoint($0, y(Swift.min($1.0, $1.1))) },
                        upper: zip(xs, zip(one, other)).map { ChartPoint($0, y(Swift.max($1.0, $1.1))) },
                        color: "#2563eb", legend: String(format: "95%% band (b %.3f–%.3f)", bl, bh)))
            }
            marks.append(
                .line(
                    xs.map { ChartPoint($0, y(a * Foundation.pow($0, b))) }, color: "#2563eb", width: 2,
                    legend: String(format: "fit a·N^%.3f (R² %.4f)", b, fit.rSquared ?? .nan)))
        }
        marks.append(
            .points(samples.map { ChartPoint($0.x, y($0.y)) }, color: "#94a3b8", radius: 1.8, legend: "passes"))
        marks.append(
            .points(
                medians.map { ChartPoint($0.x, y($0.y)) }, color: "#dc2626", radius: 4, legend: "median", tooltips: tips
            ))
        let chart = Chart(
            title: "\(fit.metric): \(name)",
            x: ChartAxis("items (N)", kind: .log, format: Self.compactCount),
            y: ChartAxis(
                isTime ? "\(name) (\(scale!.unit))" : "\(name) (B)", kind: .log,
                format: isTime ? formatNumber : Self.compactCount),
            marks: marks)
        return chart.svg()
    }

    /// A case's samples of `metric`, round by round (``samplesChart(title:metric:unit:groups:)``).
    /// `nil` when not measured or constant.
    func roundsChart(_ c: CaseResult, metric kind: MetricKind) -> String? {
        let metric = kind.name
        guard let m = c.metric(kind), m.unavailable == nil, let all = m.samples, let s = m.statistics, s.max > s.min
        else { return nil }
        let counts = c.rounds ?? [all.count]
        guard counts.reduce(0, +) == all.count else { return nil }
        var groups: [(label: String, samples: [Double])] = []
        var start = 0
        for (r, n) in counts.enumerated() {
            groups.append(("round \(r + 1)", Array(all[start..<(start + n)])))
            start += n
        }
        return Self.samplesChart(title: "\(metric) by round", metric: metric, unit: m.unit, groups: groups)
    }

    /// Groups of samples side by side: a box per group with its samples as dots beside it
    /// (dots only up to 400 a group), times in the unit that suits their median, on a log
    /// scale when they spread over more than 20×. `nil` without samples. SVG markup.
    static func samplesChart(
        title: String, metric: String, unit: String, groups: [(label: String, samples: [Double])],
        color: (Int) -> String = { _ in "#2563eb" }
    ) -> String? {
        guard let s = Statistics(groups.flatMap(\.samples)) else { return nil }
        let isTime = unit == "ns"
        let scale = isTime ? TimeScale(forMedian: s.median) : TimeScale(unit: unit)
        var marks: [ChartMark] = []
        for (g, group) in groups.enumerated() {
            let values = group.samples.map { $0 / scale.divisor }
            guard let gs = Statistics(values) else { continue }
            let x = Double(g + 1)
            marks.append(
                .box(
                    x: x - 0.15, halfWidth: 0.12, statistics: gs, color: color(g),
                    tooltip:
                        "\(group.label): median \(scale.format(gs.median * scale.divisor)) \(scale.unit), p25 \(scale.format(gs.p25 * scale.divisor)), p75 \(scale.format(gs.p75 * scale.divisor)), \(gs.count) samples"
                ))
            if values.count <= 400 {
                // A fixed spread (the golden ratio's fractions), so the picture is reproducible.
                let dots = values.enumerated().map {
                    ChartPoint(
                        x + 0.08 + 0.2 * (Double($0.offset) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1),
                        $0.element)
                }
                marks.append(.points(dots, color: "#64748b", radius: 1.8))
            }
        }
        let categories = groups.indices.map { (value: Double($0 + 1), label: groups[$0].label) }
        // Samples spread over more than 20× (a scroll's steps) read better on a log scale.
        let log = s.min > 0 && s.max / s.min > 20
        let chart = Chart(
            title: title, x: ChartAxis("", categories: categories),
            y: ChartAxis("\(metric) (\(scale.unit))", kind: log ? .log : .linear, format: formatNumber),
            marks: marks, width: Swift.max(300, 120 * Double(groups.count) + 80), height: 280)
        return chart.svg()
    }

    /// A scroll case's first round: step time along the scroll offset (log scale, with the
    /// frame budgets and the p99), and the items realised per step. Other scenarios draw
    /// against the step number. Long scrolls are drawn as the median and maximum of each of
    /// at most 500 bins, so the file stays small and a slow step still shows.
    func stepCharts(_ c: CaseResult) -> [String] {
        guard let time = c.metric(MetricKind.stepTime), time.unavailable == nil, let samples = time.samples,
            let stats = time.statistics
        else { return [] }
        let firstRound = Array(samples.prefix(c.rounds?.first ?? samples.count))
        let offsets = scrollOffsets(c, steps: firstRound.count)
        let xs = offsets ?? firstRound.indices.map { Double($0 + 1) }
        let xLabel = offsets == nil ? "step" : "scroll offset (pt; down, then back up)"
        // The way back up is drawn as its own line, so that each x has one value per line.
        let turn = offsets.flatMap { o in o.indices.dropFirst().first { o[$0] < o[$0 - 1] } } ?? xs.count
        func binned(_ values: [Double], _ range: Range<Int>) -> (median: [ChartPoint], max: [ChartPoint]) {
            let bins = Swift.min(500, range.count)
            guard bins > 0 else { return ([], []) }
            var med: [ChartPoint] = [], top: [ChartPoint] = []
            for b in 0..<bins {
                let lo = range.lowerBound + b * range.count / bins, hi = range.lowerBound + (b + 1) * range.count / bins
                guard hi > lo, let s = Statistics(Array(values[lo..<hi])) else { continue }
                let x = xs[lo..<hi].reduce(0, +) / Double(hi - lo)
                med.append(ChartPoint(x, s.median)); top.append(ChartPoint(x, s.max))
            }
            return (med, top)
        }
        let ms = firstRound.map { $0 / 1e6 }
        let down = binned(ms, 0..<turn), up = binned(ms, turn..<ms.count)
        let binnedNote = ms.count > 500 ? " (median and max per bin)" : ""
        var marks: [ChartMark] = [
            .line(down.max, color: "#f59e0b", width: 1, legend: "max" + binnedNote),
            .line(down.median, color: "#2563eb", width: 1.5, legend: offsets == nil ? "step time" : "scrolling down"),
        ]
        if !up.median.isEmpty {
            marks.append(.line(up.max, color: "#f59e0b", width: 1))
            marks.append(.line(up.median, color: "#16a34a", width: 1.5, legend: "scrolling up"))
        }
        // The faster budget's label goes under its line: the two lines are close on a log scale.
        marks += Self.frameBudgets.enumerated().map {
            .rule(y: $1.ns / 1e6, color: "#b91c1c", label: $1.label, labelBelow: $0 == 0)
        }
        marks.append(
            .rule(y: stats.p99 / 1e6, color: "#7c3aed", label: "p99 \(Self.readableTime(stats.p99)) (all rounds)"))
        let timeChart = Chart(
            title: "step time, round 1", x: ChartAxis(xLabel, fromZero: true, format: Self.compactCount),
            y: ChartAxis("step time (ms)", kind: .log, format: formatNumber), marks: marks, width: 640)
        var charts = [timeChart.svg()]
        if let realized = c.metric(MetricKind.stepRealized)?.samples {
            let r = Array(realized.prefix(firstRound.count))
            let a = binned(r, 0..<Swift.min(turn, r.count)), b = binned(r, Swift.min(turn, r.count)..<r.count)
            var realizedMarks: [ChartMark] = [
                .line(a.median, color: "#2563eb", legend: offsets == nil ? "items realised" : "scrolling down")
            ]
            if !b.median.isEmpty { realizedMarks.append(.line(b.median, color: "#16a34a", legend: "scrolling up")) }
            charts.append(
                Chart(
                    title: "items realised per step, round 1",
                    x: ChartAxis(xLabel, fromZero: true, format: Self.compactCount),
                    y: ChartAxis("items", fromZero: true), marks: realizedMarks, width: 640, height: 240
                ).svg())
        }
        return charts
    }

    /// Every step's offset in a scroll scenario's first round: down by the step length from 0
    /// to the turning point (``MetricKind/scrollMaxOffset``), then back up to 0; `nil` for
    /// other scenarios. O(steps).
    package func scrollOffsets(_ c: CaseResult, steps: Int) -> [Double]? {
        guard c.workload.scenario == .scroll, let step = c.workload.step, step > 0,
            let turn = c.metric(MetricKind.scrollMaxOffset)?.samples?.first, turn.isFinite, turn >= 0
        else { return nil }
        var offsets: [Double] = []
        offsets.reserveCapacity(steps)
        var offset = 0.0
        while offsets.count < steps {
            offsets.append(offset)
            if offset >= turn { break }
            offset = Swift.min(offset + step, turn)
        }
        while offsets.count < steps {
            offset = Swift.max(0, offset - step)
            offsets.append(offset)
        }
        return offsets
    }

    /// `1500` → `1.5k`, `2000000` → `2M`, `0.25` → `0.25`: short tick labels.
    @Sendable static func compactCount(_ v: Double) -> String {
        let a = Swift.abs(v)
        func trim(_ x: Double) -> String { formatNumber((x * 100).rounded() / 100) }
        switch a {
        case 1e9...: return trim(v / 1e9) + "G"
        case 1e6...: return trim(v / 1e6) + "M"
        case 1e3...: return trim(v / 1e3) + "k"
        case 0.01...: return trim(v)
        case 0: return "0"
        default: return String(format: "%.0e", v)
        }
    }

    /// A time in ns for people, in the unit that suits it (`1.234 ms`).
    static func readableTime(_ ns: Double) -> String {
        let scale = TimeScale(forMedian: ns)
        return "\(scale.format(ns)) \(scale.unit)"
    }
}
