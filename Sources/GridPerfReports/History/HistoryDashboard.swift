import Foundation
import GridPerfCore
import GridPerfModel

/// The history as a static site (`gridperf history --format html --output site/`): an index of
/// every case with a small trend per metric — time, instructions, allocations, and each
/// sweep's fitted exponent — change points marked in red, every point a link to its commit;
/// and a page per case with the full charts and a table of its runs. Plain files with inline
/// SVG and CSS: readable from the file system, publishable as GitHub Pages.
package enum HistoryDashboard {
    /// A column of the index: its title and the metric names that fill it, first found wins
    /// (a full pass's, a scroll step's, a sweep's exponent).
    package static let columns: [(title: String, metrics: [String])] = [
        (
            "time",
            [
                MetricKind.timeTotal.name, MetricKind.stepTime.name,
                HistoryStore.exponentMetric(MetricKind.timeTotal.name),
            ]
        ),
        (
            "instructions",
            [
                MetricKind.cpuInstructions.name, MetricKind.stepInstructions.name,
                HistoryStore.exponentMetric(MetricKind.cpuInstructions.name),
            ]
        ),
        (
            "allocations",
            [
                MetricKind.allocCount.name, MetricKind.stepAllocBytes.name,
                HistoryStore.exponentMetric(MetricKind.allocBytes.name),
            ]
        ),
    ]

    /// Every metric the dashboard reads from the history.
    package static var metrics: [String] { columns.flatMap(\.metrics) }

    /// The site's files, as (path relative to the site's folder, contents): `index.html` and
    /// `cases/<case id>.html`. `commitURL` (`https://github.com/o/r/commit/`) prefixes a
    /// commit to link it; without one, points link to their row on the case page.
    /// O(series × points).
    package static func site(
        _ series: [HistorySeries], commitURL: String?, note: String?, title: String = "gridperf history"
    ) -> [(String, String)] {
        var order: [String] = []
        var byCase: [String: [HistorySeries]] = [:]
        for s in series {
            if byCase[s.caseID] == nil { order.append(s.caseID) }
            byCase[s.caseID, default: []].append(s)
        }
        let runs = Set(series.flatMap { $0.points.map(\.runID) }).count
        var index = HTMLPage(title: title)
        index.heading(title, level: 1)
        index.paragraph(
            "\(order.count) cases over \(runs) recorded runs, in commit order. Red: a change point (an exact metric that moved; a time or an exponent that stepped and stayed, runs of one commit pooled). Hollow: pending, the last commit, not yet confirmed. Orange: a busy machine (the case's thread had less than 90% of its time on a CPU, or the host stole more than 5%). Each point links to its commit; each case to its page.",
            className: "note")
        if let note { index.paragraph(note, className: "note") }
        var rows =
            "<table class=\"dashboard\"><thead><tr><th>case</th>"
            + columns.map { "<th>\(HTML.escape($0.title))</th>" }.joined() + "</tr></thead><tbody>"
        var files: [(String, String)] = []
        for caseID in order {
            let members = byCase[caseID]!
            let page = "cases/\(safe(caseID)).html"
            rows += "<tr><td><a href=\"\(page)\">\(HTML.escape(members[0].label))</a></td>"
            for column in columns {
                guard let s = column.metrics.lazy.compactMap({ m in members.first { $0.metric == m } }).first else {
                    rows += "<td class=\"none\">—</td>"
                    continue
                }
                rows += "<td>" + sparkline(s, link: { link($0, commitURL: commitURL, casePage: page) }) + "</td>"
            }
            rows += "</tr>"
            files.append((page, casePage(members, commitURL: commitURL, title: title)))
        }
        index.raw(rows + "</tbody></table>")
        return [("index.html", index.html.replacingOccurrences(of: "</style>", with: style + "</style>"))] + files
    }

    /// A point's link: its commit, or its row on the case page.
    static func link(_ p: HistoryPoint, commitURL: String?, casePage: String) -> String {
        if let commitURL, let commit = p.commit { return commitURL + commit }
        return casePage + "#run-" + safe(p.runID)
    }

    /// A 160 × 40 trend: the runs' levels (``HistoryPoint/level``) joined by a line, a dot per
    /// run (a link), change points red and larger, the last value and the changes beside it.
    static func sparkline(_ s: HistorySeries, link: (HistoryPoint) -> String) -> String {
        let w = 160.0, h = 40.0, pad = 5.0
        let values = s.points.map(\.level)
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if s.unit == "exponent" {
            // An exponent is drawn on at least ±0.1 around its middle, so noise stays flat.
            let mid = (lo + hi) / 2
            (lo, hi) = (Swift.min(lo, mid - 0.1), Swift.max(hi, mid + 0.1))
        }
        func x(_ i: Int) -> Double {
            values.count == 1 ? w / 2 : pad + (w - 2 * pad) * Double(i) / Double(values.count - 1)
        }
        func y(_ v: Double) -> Double { hi == lo ? h / 2 : h - pad - (h - 2 * pad) * (v - lo) / (hi - lo) }
        var svg =
            "<svg class=\"spark\" width=\"\(Int(w))\" height=\"\(Int(h))\" viewBox=\"0 0 \(Int(w)) \(Int(h))\" role=\"img\" aria-label=\"\(HTML.escape(s.metric)) trend\">"
        let path = values.indices.map { String(format: "%.1f,%.1f", x($0), y(values[$0])) }.joined(separator: " ")
        svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#2563eb\" stroke-width=\"1.5\"/>"
        for (i, p) in s.points.enumerated() {
            let change = s.changes[i]
            let state =
                change != nil ? "change" : s.busy.contains(i) ? "busy" : s.pending.contains(i) ? "pending" : "point"
            let tip =
                "\(p.commit ?? "no commit"): \(formatValue(p.level, unit: s.unit))"
                + (change.map { " — change: \($0.description)" }
                    ?? (state == "busy"
                        ? " — busy machine: the case had less than 90% of its time on a CPU (or the host stole more than 5%)"
                        : state == "pending" ? " — pending: not yet confirmed by a later commit" : ""))
            svg +=
                "<a href=\"\(HTML.escape(link(p)))\"><circle class=\"\(state)\" data-metric=\"\(HTML.escape(s.metric))\" data-commit=\"\(HTML.escape(p.commit ?? ""))\" "
                + String(format: "cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"", x(i), y(p.level), change == nil ? 2.5 : 4.5)
                + "><title>\(HTML.escape(tip))</title></circle></a>"
        }
        svg += "</svg>"
        let last = values.last.map { formatValue($0, unit: s.unit) } ?? ""
        let changes = s.changes.keys.sorted().map {
            "\(String((s.points[$0].commit ?? "?").prefix(7))) \(s.changes[$0]!.description)"
        }
        let noise = s.noise.map { "<div class=\"noise\">noise \(HTML.escape($0.description))</div>" } ?? ""
        return svg + "<div class=\"last\">\(HTML.escape(s.metric)): \(HTML.escape(last))</div>" + noise
            + (changes.isEmpty
                ? "" : "<div class=\"changed\">" + HTML.escape(changes.joined(separator: "; ")) + "</div>")
    }

    /// A case's page: every series as a chart, then its runs.
    static func casePage(_ series: [HistorySeries], commitURL: String?, title: String) -> String {
        var page = HTMLPage(title: "\(series[0].label) — \(title)")
        page.raw("<p class=\"note\"><a href=\"../index.html\">← every case</a></p>")
        page.heading(series[0].label, level: 1)
        page.paragraph("case \(series[0].caseID)", className: "meta")
        for s in series {
            page.heading(s.metric, level: 2)
            page.figures([HistorySeries.chart(s).svg()])
            if let noise = s.noise { page.paragraph("noise: \(noise.description)", className: "note") }
            var table =
                "<table><thead><tr><th>commit</th><th>run</th><th>date</th><th>median</th><th>p25–p75</th><th>level</th><th>change</th></tr></thead><tbody>"
            for (i, p) in s.points.enumerated() {
                let commit =
                    p.commit.map { c in
                        commitURL.map { "<a href=\"\(HTML.escape($0 + c))\">\(HTML.escape(c))</a>" } ?? HTML.escape(c)
                    } ?? "—"
                let change =
                    s.changes[i].map { "<span class=\"verdict-regression\">\(HTML.escape($0.description))</span>" }
                    ?? (s.busy.contains(i) ? "busy machine (down-weighted)" : s.pending.contains(i) ? "pending" : "")
                table +=
                    "<tr id=\"run-\(safe(p.runID))\"><td>\(commit)</td><td>\(HTML.escape(p.runID))</td><td>\(HTML.escape(p.createdAt))</td>"
                    + "<td>\(HTML.escape(formatValue(p.median, unit: s.unit)))</td><td>\(HTML.escape(formatValue(p.p25, unit: s.unit) + " – " + formatValue(p.p75, unit: s.unit)))</td>"
                    + "<td>\(HTML.escape(formatValue(p.level, unit: s.unit)))</td><td>\(change)</td></tr>"
            }
            page.raw(table + "</tbody></table>")
        }
        return page.html
    }

    static func formatValue(_ v: Double, unit: String) -> String {
        switch unit {
        case "ns": TimeScale(forMedian: v).format(v) + " " + TimeScale(forMedian: v).unit
        case "exponent": String(format: "b = %.3f", v)
        default: formatNumber(v) + " " + unit
        }
    }

    /// A name safe in a file name and an anchor.
    static func safe(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    static let style = """
        table.dashboard td { vertical-align: top; text-align: left; }
        .spark circle.point { fill: #2563eb; } .spark circle.change { fill: #dc2626; } .spark circle.pending { fill: #fff; stroke: #6b7280; stroke-width: 1.2; } .spark circle.busy { fill: #f59e0b; } .noise { color: #6b7280; font-size: 11px; }
        .last { font-size: 11px; color: #555; } .changed { font-size: 11px; color: #b91c1c; font-weight: bold; max-width: 220px; }
        td.none { color: #aaa; text-align: center; }

        """
}

extension HistoryDashboard {
    /// Writes the site's files into `folder` whole or not at all: built in a temporary sibling,
    /// then swapped in. An existing `folder` is replaced only when it is an earlier dashboard
    /// (it holds `index.html`) or empty; anything else there is refused, never touched.
    package static func write(_ files: [(String, String)], to folder: String) throws {
        let fm = FileManager.default
        let target = (folder as NSString).standardizingPath
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: target, isDirectory: &isDir) {
            guard isDir.boolValue else { throw GridPerfError("--output \(folder): exists and is not a folder") }
            let entries = (try? fm.contentsOfDirectory(atPath: target)) ?? []
            guard entries.isEmpty || entries.contains("index.html") else {
                throw GridPerfError(
                    "--output \(folder): a folder that is not a dashboard (no index.html): not replaced")
            }
        }
        let parent = (target as NSString).deletingLastPathComponent
        if !parent.isEmpty { try fm.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        let pid = ProcessInfo.processInfo.processIdentifier
        let tmp = target + ".tmp-\(pid)", old = target + ".old-\(pid)"
        try? fm.removeItem(atPath: tmp)
        do {
            for (path, text) in files {
                let file = (tmp as NSString).appendingPathComponent(path)
                try fm.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard fm.createFile(atPath: file, contents: Data(text.utf8)) else {
                    throw GridPerfError("\(file): cannot write")
                }
            }
            if fm.fileExists(atPath: target) {
                guard rename(target, old) == 0 else {
                    throw GridPerfError("\(folder): cannot move the old dashboard aside")
                }
            }
            guard rename(tmp, target) == 0 else {
                _ = rename(old, target)
                throw GridPerfError(
                    "\(folder): cannot move the dashboard into place: \(String(cString: strerror(errno)))")
            }
            try? fm.removeItem(atPath: old)
        } catch {
            try? fm.removeItem(atPath: tmp)
            if let e = error as? GridPerfError { throw e }
            throw GridPerfError("\(folder): cannot write the dashboard: \(error.localizedDescription)")
        }
    }

    /// `https://github.com/<owner>/<repo>/commit/` when `remote` is a GitHub URL (https or ssh).
    package static func commitURL(forRemote remote: String) -> String? {
        var r = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        if r.hasSuffix(".git") { r.removeLast(4) }
        for prefix in ["https://github.com/", "git@github.com:", "ssh://git@github.com/"] where r.hasPrefix(prefix) {
            let path = r.dropFirst(prefix.count)
            guard path.split(separator: "/").count == 2 else { return nil }
            return "https://github.com/\(path)/commit/"
        }
        return nil
    }
}
