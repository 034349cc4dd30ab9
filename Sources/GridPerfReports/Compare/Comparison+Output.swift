import Foundation
import GridPerfCore
import GridPerfModel

extension Comparison {
    /// One line: counts per verdict.
    package var headline: String {
        let regressions = cases(.regression).count, improvements = cases(.improvement).count
        let parts = [
            (cases(.outputChanged).count, "output changed"),
            (regressions, regressions == 1 ? "regression" : "regressions"),
            (improvements, improvements == 1 ? "improvement" : "improvements"), (cases(.unchanged).count, "unchanged"),
        ].map { "\($0.0) \($0.1)" }
        return parts.joined(separator: ", ") + " (\(cases.count) cases compared)"
    }

    var comparabilityLines: [String] {
        var lines: [String] = []
        let c = comparability
        if !c.comparable {
            lines.append(
                "NOT COMPARABLE: \(c.differences.joined(separator: "; ")). Deterministic metrics differ for reasons other than the code."
            )
        } else if !c.timesComparable {
            lines.append(
                "warning: different machines (\(c.differences.joined(separator: "; "))): times are reported, not gated."
            )
        } else {
            lines.append("comparable: same machine, CPU, allocator and build configuration.")
        }
        if let timesNote {
            lines.append(timesNote)
        } else if c.comparable && c.timesComparable && !timesGated {
            lines.append("times are reported, not gated (--times report).")
        }
        if let why = c.instructionsDifference {
            lines.append("instructions not comparable (\(why)): listed, not judged.")
        }
        return lines
    }

    /// The rows of changed metrics of `verdict` cases: case, metric, base, head, Δ, Δ%, p, note.
    func changeRows(_ verdict: Verdict) -> [[String]] {
        var rows = [["case", "metric", "base", "head", "Δ", "Δ%", "p", "note"]]
        for c in cases(verdict) {
            if verdict == .outputChanged {
                rows.append([c.label, "frame hash", c.baseHash, c.headHash, "", "", "", "the layout's output differs"])
            }
            // Under a heading, the metrics that earned it (all changed ones for output changes).
            for m in c.metrics
            where verdict == .outputChanged
                ? (m.verdict == .regression || m.verdict == .improvement) : m.verdict == verdict
            {
                rows.append(metricRow(c.label, m))
            }
        }
        return rows
    }

    func metricRow(_ label: String, _ m: MetricComparison) -> [String] {
        let isTime = MetricKind.named(m.metric, unit: m.unit, deterministic: m.deterministic).isTime
        func value(_ v: Double?) -> String {
            guard let v else { return "n/a" }
            return isTime ? String(format: "%.3f ms", v / 1e6) : formatNumber(v)
        }
        let delta =
            m.delta.map { isTime ? String(format: "%+.3f ms", $0 / 1e6) : ($0 > 0 ? "+" : "") + formatNumber($0) }
            ?? "n/a"
        let percent = m.relative.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a"
        let p = m.pValue.map { $0 < 0.0001 ? "<0.0001" : String(format: "%.4f", $0) } ?? ""
        return [label, m.metric, value(m.base), value(m.head), delta, percent, p, m.note ?? ""]
    }

    /// Unchanged cases, every one: its gating times (a scroll case's step time at p50 and
    /// p99) and instruction count, or its first metric when it has none of those.
    func unchangedRows() -> [[String]] {
        var rows = [["case", "metric", "base", "head", "Δ", "Δ%", "p", "note"]]
        for c in cases where c.verdict == .unchanged || c.verdict == .notJudged {
            // …and every exact metric that moved within its tolerance: any change is listed.
            let shown = c.metrics.filter {
                Comparison.gatingTimes.contains($0.metric) || $0.metric == MetricKind.cpuInstructions.name
                    || ($0.deterministic && ($0.delta ?? 0) != 0)
            }
            for m in shown.isEmpty ? Array(c.metrics.prefix(1)) : shown { rows.append(metricRow(c.label, m)) }
        }
        return rows
    }

    /// How many cases the unchanged table holds.
    var unchangedCount: Int { cases.filter { $0.verdict == .unchanged || $0.verdict == .notJudged }.count }

    func sideLines(markdown: Bool) -> [String] {
        var out: [String] = []
        func item(_ s: String) -> String { markdown ? "- `\(s)`" : "  \(s)" }
        if !onlyInBase.isEmpty { out += ["", "only in base (\(onlyInBase.count)):"] + onlyInBase.map(item) }
        if !onlyInHead.isEmpty { out += ["", "only in head (\(onlyInHead.count)):"] + onlyInHead.map(item) }
        return out
    }

    /// A Markdown diff ready for a pull-request comment: output changes and regressions first,
    /// then improvements, unchanged cases collapsed with a count.
    package var markdown: String { markdown() }

    /// The Markdown diff with at most `changeRows` rows of changed metrics (over all sections,
    /// worst first) and `unchangedRows` rows of unchanged cases; what is left out is counted.
    package func markdown(changeRows changeLimit: Int = .max, unchangedRows unchangedLimit: Int = .max) -> String {
        var out = ["### gridperf compare: \(headline)", ""]
        out.append(
            "base `\(baseRun)` (\(baseCommit ?? "no commit")) → head `\(headRun)` (\(headCommit ?? "no commit"))  ")
        out += comparabilityLines.map { (comparability.comparable ? "" : "⚠️ ") + $0 }
        out.append("")
        out.append(
            "Times: Mann–Whitney U at α = \(formatNumber(alpha)), minimum effect \(formatNumber(minEffect * 100))%. Counters and allocations: exact."
        )
        var budget = changeLimit, leftOut = 0
        for (verdict, title) in [
            (Verdict.outputChanged, "Output changed"), (.regression, "Regressions"), (.improvement, "Improvements"),
        ] {
            let rows = changeRows(verdict)
            guard rows.count > 1 else { continue }
            let shown = Swift.min(rows.count - 1, Swift.max(budget, 0))
            budget -= shown
            leftOut += rows.count - 1 - shown
            guard shown > 0 else { continue }
            out += ["", "#### \(title) (\(cases(verdict).count))", ""] + markdownTable(Array(rows.prefix(shown + 1)))
        }
        if leftOut > 0 { out += ["", "… and \(leftOut) more changed metric\(leftOut == 1 ? "" : "s") not shown."] }
        let unchanged = unchangedRows()
        if unchanged.count > 1 {
            let shown = Swift.min(unchanged.count - 1, Swift.max(unchangedLimit, 0))
            out += ["", "<details><summary>\(unchangedCount) unchanged</summary>", ""]
            if shown > 0 { out += markdownTable(Array(unchanged.prefix(shown + 1))) }
            if shown < unchanged.count - 1 {
                out += ["", "\(unchanged.count - 1 - shown) rows of unchanged cases not shown."]
            }
            out += ["", "</details>"]
        }
        out += sideLines(markdown: true)
        return out.joined(separator: "\n") + "\n"
    }

    /// The same for a terminal (no colour: for files and pipes).
    package var text: String { text(highlight: { title, _ in title }) }

    /// The terminal text with each section title passed through `highlight` (with its
    /// verdict), so that a command can colour them when printing to a terminal.
    package func text(highlight: (String, Verdict) -> String) -> String {
        var out = [
            "gridperf compare: \(headline)",
            "base \(baseRun) (\(baseCommit ?? "no commit")) -> head \(headRun) (\(headCommit ?? "no commit"))",
        ]
        out += comparabilityLines
        for (verdict, title) in [
            (Verdict.outputChanged, "OUTPUT CHANGED"), (.regression, "REGRESSIONS"), (.improvement, "improvements"),
        ] {
            let rows = changeRows(verdict)
            guard rows.count > 1 else { continue }
            out +=
                ["", highlight("\(title) (\(cases(verdict).count)):", verdict)]
                + TextTable.render(rows, rightAligned: [2, 3, 4, 5, 6])
        }
        let unchanged = unchangedRows()
        if unchanged.count > 1 {
            out += ["", "unchanged (\(unchangedCount)):"] + TextTable.render(unchanged, rightAligned: [2, 3, 4, 5, 6])
        }
        out += sideLines(markdown: false)
        return out.joined(separator: "\n") + "\n"
    }

    /// The comparison as JSON (sorted keys).
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }
}
