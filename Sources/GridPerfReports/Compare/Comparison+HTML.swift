import Foundation
import GridPerfCore
import GridPerfModel

extension Comparison {
    /// `compare --format html`: a self-contained page (inline CSS and SVG, no script). The
    /// headline and comparability, a table of every case's verdict, then per case its gating
    /// times (`time.total`, or a scroll's step time) of base and head side by side as box and
    /// strip plots, and every metric compared. The samples come from the two reports.
    package func html(base: RunReport, head: RunReport) -> String {
        var page = HTMLPage(title: "gridperf compare \(baseRun) → \(headRun)")
        page.heading("gridperf compare", level: 1)
        page.paragraph(headline)
        page.paragraph(
            "base \(baseRun) (\(baseCommit ?? "no commit")) → head \(headRun) (\(headCommit ?? "no commit"))",
            className: "meta")
        for line in comparabilityLines { page.paragraph(line, className: "meta") }
        page.paragraph(
            "Times: Mann–Whitney U at α = \(formatNumber(alpha)), minimum effect \(formatNumber(minEffect * 100))%. Counters and allocations: exact.",
            className: "meta")

        var verdicts = [["case", "verdict", "gating time Δ%", "changed metrics"]]
        let ordered = cases.sorted(by: { $0.verdict < $1.verdict })
        for c in ordered {
            let gate = c.metrics.first { Comparison.gatingTimes.contains($0.metric) }
            let changed = c.metrics.filter { $0.verdict == .regression || $0.verdict == .improvement }.map(\.metric)
            verdicts.append([
                c.label, c.verdict.rawValue, gate?.relative.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a",
                changed.isEmpty ? "" : changed.joined(separator: ", "),
            ])
        }
        page.table(
            verdicts,
            cellClass: { row, column in column == 1 && row > 0 ? Self.cssClass(ordered[row - 1].verdict) : nil })
        for (label, list) in [("only in base", onlyInBase), ("only in head", onlyInHead)] where !list.isEmpty {
            page.paragraph("\(label) (\(list.count)): \(list.joined(separator: "; "))", className: "note")
        }

        let baseByID = Dictionary(base.cases.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        let headByID = Dictionary(head.cases.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        for c in cases {
            page.heading("\(c.label): \(c.verdict.rawValue)", level: 2)
            if c.baseHash != c.headHash {
                page.paragraph(
                    "frame hash \(c.baseHash) → \(c.headHash): the layout's output differs", className: "note")
            }
            var charts: [String] = []
            for kind in [MetricKind.timeTotal, .stepTime] {
                let name = kind.name
                guard let b = baseByID[c.identity]?.metric(kind), let h = headByID[c.identity]?.metric(kind),
                    let bs = b.samples, let hs = h.samples, b.unavailable == nil, h.unavailable == nil
                else { continue }
                let verdict = c.metric(kind)?.verdict.rawValue ?? "not judged"
                if let chart = RunReport.samplesChart(
                    title: "\(name): \(verdict)", metric: name, unit: b.unit,
                    groups: [("base", bs), ("head", hs)],
                    color: { $0 == 0 ? "#64748b" : "#2563eb" })
                {
                    charts.append(chart)
                }
            }
            page.figures(charts)
            page.table(
                [["metric", "base", "head", "Δ", "Δ%", "p", "verdict", "note"]]
                    + c.metrics.map { m in
                        let row = metricRow(c.label, m)
                        return [row[1], row[2], row[3], row[4], row[5], row[6], m.verdict.rawValue, row[7]]
                    },
                cellClass: { row, column in column == 6 && row > 0 ? Self.cssClass(c.metrics[row - 1].verdict) : nil })
        }
        return page.html
    }

    /// The page's CSS class for a verdict: `verdict-regression`, `verdict-output-changed`, ….
    static func cssClass(_ verdict: Verdict) -> String {
        "verdict-" + verdict.rawValue.replacingOccurrences(of: " ", with: "-")
    }
}
