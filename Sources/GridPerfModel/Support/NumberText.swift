/// Numbers and tables as the reports, scenes and pages write them: shared by the runner
/// (GridPerfHarness) and the reports (GridPerfReports), which build side by side.

/// A number for reports: whole numbers plain, others with up to 3 decimals.
package func formatNumber(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : String(r)
}

/// A JSON number: whole numbers without a fraction, others with Swift's shortest round-trip form.
/// Non-finite values (which JSON cannot hold) are written as `null`.
package func jsonNumber(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return String(v)
}

/// A coordinate for SVG: at most two decimals.
package func svgNumber(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return jsonNumber(r)
}

/// A Markdown table: the first row is the header; `|` in a cell is escaped.
package func markdownTable(_ rows: [[String]]) -> [String] {
    guard let header = rows.first else { return [] }
    func line(_ r: [String]) -> String {
        "| " + r.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
    return [line(header), "|" + header.map { _ in "---" }.joined(separator: "|") + "|"] + rows.dropFirst().map(line)
}
