import Foundation
import GridPerfCore
import GridPerfModel

extension RunReport {
    /// The CSV columns, in order (documented in docs/GETTING-STARTED.md; keep stable).
    package static let csvColumns = [
        "run_id", "commit", "case_id", "layout", "parameters", "width", "count", "items_model", "seed", "scenario",
        "metric", "unit", "deterministic", "samples", "min", "p25", "median", "p75", "p90", "p99", "max",
        "mean", "stddev", "mad", "ns_per_item", "frame_hash",
    ]

    /// One row per case and metric (RFC 4180 quoting). An unmeasured metric has `n/a` in
    /// every statistic column.
    package var csv: String {
        var lines = [Self.csvColumns.joined(separator: ",")]
        for c in cases {
            let w = c.workload
            let prefix = [
                runID, environment.commit ?? "", c.caseID, w.layout, w.parameters.jsonText(),
                formatNumber(w.width), String(w.count), w.itemsModel.description, String(w.seed), w.scenario.rawValue,
            ]
            for m in c.metrics {
                var row = prefix + [m.name, m.unit, m.deterministic ? "true" : "false"]
                if let s = m.statistics {
                    row +=
                        [String(s.count)]
                        + [s.min, s.p25, s.median, s.p75, s.p90, s.p99, s.max, s.mean, s.standardDeviation, s.mad].map(
                            formatNumber)
                } else {
                    row += Array(repeating: "n/a", count: 11)
                }
                row.append(m.name == MetricKind.timeTotal.name ? (c.nsPerItem.map(formatNumber) ?? "n/a") : "")
                row.append(c.frameHash)
                lines.append(row.map(csvField).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

func csvField(_ s: String) -> String {
    guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
    return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
