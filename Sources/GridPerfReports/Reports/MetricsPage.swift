import GridPerfModel

/// docs/METRICS.md, made from ``MetricKind/all``: each metric's name, unit, which way is better,
/// how `compare` and the gate judge it, and what it measures. The page is generated, so it cannot
/// drift from the code: `GoldenMetricsPageTests` holds the committed file to it and `make golden`
/// rewrites it.
public enum MetricsPage {
    /// The sections of the page: a title and the prefixes of the metrics it holds, in order.
    static let sections: [(title: String, prefixes: [String])] = [
        (
            "The passes users wait for: a fresh scene's first layout, the root given a new width",
            ["first.", "width."]
        ),
        (
            "The steady repeat (a full pass, nothing changed): time, layout counters, allocations, memory",
            ["time.", "measure.", "place.", "layoutcache.", "alloc.", "freed.", "memory."]
        ),
        ("Instructions and simulated caches (`--instructions`, callgrind)", ["cpu."]),
        (
            "Scenarios: scroll, jump, resize, update (a step is one frame's work)",
            ["step.", "scrollup.", "scroll.", "update.fullpass."]
        ),
        ("State changes (`--update`; docs/UPDATES.md)", ["update."]),
        ("Animated changes of a custom Layout (`--animate-to`, per frame; docs/SWIFTUI.md#animations)", ["animation."]),
        ("The machine while the case ran (shown, never judged)", ["machine."]),
    ]

    /// The whole page. O(metrics).
    public static var markdown: String {
        var out = """
            # Metrics

            <!-- Generated from MetricKind.all (Sources/GridPerfModel/Reports/MetricKind.swift) by `make golden`. Do not edit by hand. -->

            Every metric a report can hold. Each is reported per measured pass (or per step, per change) with
            its statistics: min, p25, median, p75, p90, p99, max, mean, standard deviation, MAD and the
            sample count. **Judged** says how `gridperf compare` and `gridperf gate` treat a change:
            **exact** — any change beyond its tolerance is a regression or an improvement (`--tolerance
            NAME=VALUE` allows more); **time** — a rank test, a minimum effect and the same direction in
            every round, in an interleaved A/B only (docs/CI.md); **shown** — in the reports, never judged.
            Allocation metrics are not judged across allocators, instruction counts not across valgrind
            versions or toolchains.


            """
        var listed = Set<String>()
        for section in sections {
            let kinds = MetricKind.all.filter { kind in
                !listed.contains(kind.name) && section.prefixes.contains { kind.name.hasPrefix($0) }
            }
            guard !kinds.isEmpty else { continue }
            out +=
                "## \(section.title)\n\n| metric | unit | better | judged | meaning |\n| --- | --- | --- | --- | --- |\n"
            for kind in kinds {
                listed.insert(kind.name)
                out += "| `\(kind.name)` | \(kind.unit) | \(better(kind)) | \(judged(kind)) | \(kind.meaning) |\n"
            }
            out += "\n"
        }
        out += """
            ## Made per scene

            A tree scene's `run` adds one extra pass's counts by depth — `tree.depthN.measure.calls`,
            `….measure.hits`, `….measure.misses`, `….place.calls` —, the measure calls per leaf
            (`tree.leaf.measure.calls.min`, `.median`, `.max`) and each container kind's amplification
            (`tree.KIND.amplification`: the calls it makes on its subviews per measurement it receives),
            all exact (docs/SCENES.md). A metric a newer report names and this build does not know is
            compared as an exact count when the report says it is deterministic, shown otherwise.

            """
        return out
    }

    static func better(_ kind: MetricKind) -> String {
        guard kind.judgement != .reported else { return "—" }
        return kind.polarity == .higherIsBetter ? "higher" : "lower"
    }

    static func judged(_ kind: MetricKind) -> String {
        switch kind.judgement {
        case .exact:
            var tolerance: [String] = []
            if kind.defaultRelativeTolerance > 0 { tolerance.append("\(formatPercent(kind.defaultRelativeTolerance))") }
            if kind.defaultAbsoluteTolerance > 0 { tolerance.append("\(Int(kind.defaultAbsoluteTolerance))") }
            return tolerance.isEmpty ? "exact" : "exact, ± " + tolerance.joined(separator: " or ")
        case .time: return kind.judgesTail ? "time, median and p99" : "time"
        case .reported: return "shown"
        }
    }

    static func formatPercent(_ fraction: Double) -> String {
        let percent = fraction * 100
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }
}
