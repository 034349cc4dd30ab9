import GridPerfCore
import GridPerfHarness

/// What `run` tells the author of a layout from outside (`--source`, `--plugin`) that nothing
/// else can: per subview and per pass, how often it was measured and placed, and the
/// allocations, with a finding where a SwiftUI layout does more work than it needs.
enum SubviewFindings {
    /// More measure calls per subview per pass than this is a finding: one to size, one to
    /// place is what a layout that keeps its sizes needs (SwiftUI's own stacks measure three
    /// times to size, for the flexibility order).
    static let measuresPerSubviewWorthNoting = 3.0

    static func lines(for report: RunReport) -> [String] {
        var lines: [String] = []
        for c in report.cases where c.workload.count > 0 && c.workload.scenario == .full {
            func perSubview(_ kind: MetricKind) -> Double? {
                (c.metric(kind)?.statistics?.median).map { $0 / Double(c.workload.count) }
            }
            guard let measures = perSubview(MetricKind.measureCalls.total) else { continue }
            let sizing = perSubview(MetricKind.measureCalls.size)
            let placing = perSubview(MetricKind.measureCalls.place)
            let places = perSubview(MetricKind.placeCalls.total)
            let allocations = c.metric(MetricKind.allocCount)?.statistics?.median
            var line = "\(c.workload.label): per subview and pass, \(format(measures)) measure calls"
            if let sizing, let placing { line += " (\(format(sizing)) sizing, \(format(placing)) placing)" }
            if let places { line += ", \(format(places)) place \(places == 1 ? "call" : "calls")" }
            line += allocations.map { ", \(format($0)) allocations per pass" } ?? ", allocations not measured"
            lines.append(line)
            if measures > measuresPerSubviewWorthNoting {
                lines.append(
                    "  finding: each subview is measured \(format(measures)) times a pass; in SwiftUI every measure asks the subview's own layout (a Text shapes its text): keep sizes in the layout's Cache and measure once"
                )
            }
            if let places, places > 1 {
                lines.append(
                    "  finding: \(format(places)) place calls per subview: SwiftUI keeps the last placement, the others are wasted"
                )
            }
        }
        return lines
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : formatLength(value)
    }
}
