import Foundation
import GridPerfCore
import GridPerfModel

extension HistorySeries {
    static let header = [
        "case", "metric", "unit", "commit", "run", "date", "samples", "median", "p25", "p75", "level",
        "change",
    ]

    /// A row per point of this series, as ``header`` names the columns.
    var rows: [[String]] {
        points.enumerated().map { i, p in
            [
                label, metric, unit, (p.commit ?? "none") + (p.commitDirty ? "+" : ""), p.runID, p.createdAt,
                String(p.samples),
                formatNumber(p.median), formatNumber(p.p25), formatNumber(p.p75), formatNumber(p.level),
                changes[i].map { "change point: \($0.description)" }
                    ?? (busy.contains(i) ? "busy machine (down-weighted)" : pending.contains(i) ? "pending" : ""),
            ]
        }
    }

    /// The rows of every series: a row per point (header first).
    package static func rows(_ series: [HistorySeries]) -> [[String]] {
        [header] + series.flatMap(\.rows)
    }

    package static func csv(_ series: [HistorySeries]) -> String {
        rows(series).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// Per series a heading and its table, then the change points listed together.
    package static func text(_ series: [HistorySeries], markdown: Bool, note: String?) -> String {
        var out: [String] = []
        if let note { out.append(markdown ? "_\(note)_" : note) }
        for s in series {
            // Case, metric and unit are in the heading: the table starts at the commit.
            let table = ([header] + s.rows).map { Array($0.dropFirst(3)) }
            out.append("")
            out.append(
                markdown
                    ? "### \(s.label): \(s.metric) (\(s.unit))"
                    : "\(s.label): \(s.metric) (\(s.unit)), \(s.points.count) point\(s.points.count == 1 ? "" : "s")")
            out += markdown ? [""] + markdownTable(table) : TextTable.render(table, rightAligned: [3, 4, 5, 6, 7])
            if let noise = s.noise { out.append((markdown ? "\n" : "") + "noise: \(noise.description)") }
        }
        let changes = series.flatMap { s in s.changes.keys.sorted().map { (s, $0) } }
        out.append("")
        if changes.isEmpty {
            out.append("no change points")
        } else {
            out.append("\(changes.count) change point\(changes.count == 1 ? "" : "s"):")
            for (s, i) in changes {
                let p = s.points[i]
                let latest = s.pending.contains(i) ? " (pending: not yet confirmed by a later commit)" : ""
                out.append(
                    (markdown ? "- " : "  ")
                        + "\(s.label) \(s.metric) at \(p.commit ?? "no commit") (\(p.runID)): \(s.changes[i]!.description)\(latest)"
                )
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A page with a trend chart per series: the level per run (``HistoryPoint/level``, what
    /// change points are found on) with its p25–p75 band, in commit order, change points marked.
    package static func html(_ series: [HistorySeries], note: String?, title: String) -> String {
        var page = HTMLPage(title: title)
        page.heading(title, level: 1)
        if let note { page.paragraph(note, className: "note") }
        if series.isEmpty { page.paragraph("no recorded points match") }
        for s in series {
            page.heading("\(s.label): \(s.metric)", level: 2)
            let chart = chart(s)
            let changed = s.changes.keys.sorted()
            page.figures([chart.svg()])
            let changes = changed.map { "\(s.points[$0].commit ?? "no commit"): \(s.changes[$0]!.description)" }
            page.paragraph(
                changes.isEmpty ? "no change points" : "change points: " + changes.joined(separator: "; "),
                className: "note")
        }
        return page.html
    }

    /// A series' trend chart: the level per run (``HistoryPoint/level``; an exact metric's
    /// value) with its p25–p75 band (times), in commit order, change points marked.
    static func chart(_ s: HistorySeries) -> Chart {
        let isTime = s.unit == "ns"
        let scale =
            isTime ? TimeScale(forMedian: s.points.map(\.median).sorted()[s.points.count / 2]) : TimeScale(unit: s.unit)
        func v(_ x: Double) -> Double { x / scale.divisor }
        let xs = s.points.indices.map { Double($0 + 1) }
        var marks: [ChartMark] = []
        if !s.exact {
            marks.append(
                .band(
                    lower: zip(xs, s.points).map { ChartPoint($0, v($1.p25)) },
                    upper: zip(xs, s.points).map { ChartPoint($0, v($1.p75)) }, color: "#2563eb", legend: "p25–p75"))
        }
        if let noise = s.noise, !s.segments.isEmpty {
            // The level of each segment between change points, ± one run's noise.
            let spread = noise.relative
            var lower: [ChartPoint] = [], upper: [ChartPoint] = []
            for seg in s.segments {
                for i in seg.runs {
                    lower.append(ChartPoint(xs[i], v(seg.level / (1 + spread))))
                    upper.append(ChartPoint(xs[i], v(seg.level * (1 + spread))))
                }
            }
            marks.append(.band(lower: lower, upper: upper, color: "#16a34a", legend: "level ± noise"))
        }
        marks.append(
            .line(
                zip(xs, s.points).map { ChartPoint($0, v($1.level)) }, color: "#2563eb",
                legend: s.exact ? "value" : "level (10–90% trimmed mean)"))
        let pending = s.pending.sorted(), busy = s.busy.sorted()
        if !pending.isEmpty {
            marks.append(
                .points(
                    pending.map { ChartPoint(xs[$0], v(s.points[$0].level)) }, color: "#9ca3af", radius: 5,
                    legend: "pending", tooltips: pending.map { _ in "pending: not yet confirmed by a later commit" }))
        }
        if !busy.isEmpty {
            marks.append(
                .points(
                    busy.map { ChartPoint(xs[$0], v(s.points[$0].level)) }, color: "#f59e0b", radius: 5,
                    legend: "busy machine",
                    tooltips: busy.map { _ in "busy machine: under 90% of the time on a CPU, or over 5% stolen" }))
        }
        marks.append(
            .points(
                zip(xs, s.points).map { ChartPoint($0, v($1.level)) }, color: "#2563eb", radius: 3,
                tooltips: s.points.map {
                    "\($0.commit ?? "no commit") \($0.runID): level \(scale.format($0.level)), median \(scale.format($0.median)) \(scale.unit)"
                }))
        let changed = s.changes.keys.sorted()
        if !changed.isEmpty {
            marks.append(
                .points(
                    changed.map { ChartPoint(xs[$0], v(s.points[$0].level)) }, color: "#dc2626", radius: 6,
                    legend: "change point", tooltips: changed.map { s.changes[$0]!.description }))
        }
        // At most 12 commit labels along the axis.
        let every = Swift.max(1, (s.points.count + 11) / 12)
        let categories = s.points.indices.filter { $0 % every == 0 }.map {
            (value: xs[$0], label: String((s.points[$0].commit ?? "—").prefix(7)))
        }
        let chart = Chart(
            title: "\(s.metric) over commits", x: ChartAxis("commit (in commit order)", categories: categories),
            y: ChartAxis("\(s.metric) (\(scale.unit))", fromZero: s.exact, format: formatNumber), marks: marks,
            width: 720)
        return chart
    }
}
