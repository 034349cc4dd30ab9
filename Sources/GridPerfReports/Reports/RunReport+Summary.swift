import Foundation
import GridPerfCore
import GridPerfModel

extension RunReport {
    /// The headings of the two summary tables in the Markdown and HTML reports.
    static let waitedTitle =
        "The passes users wait for (medians: a fresh scene's first layout, the root given a new width)"
    static let steadyTitle = "The steady repeat (medians per pass: the same proposal again, nothing changed)"

    /// The passes a user waits for, first: per full-pass case, a fresh scene's first layout and
    /// the relayout after the root was given a new width (``WidthCycle``), each with its median
    /// time, measure calls, misses and allocated bytes; the steady repeat's time beside them.
    /// `nil` when no case has them (a report from before they were measured).
    package var waitedRows: [[String]]? {
        let full = cases.filter { $0.workload.scenario == .full && $0.metric(.animationFrames) == nil }
        guard full.contains(where: { $0.metric(MetricKind.first.time) != nil }) else { return nil }
        var rows = [
            [
                "case", "first ms", "first calls", "first misses", "first alloc B", "new width ms", "p90 ms",
                "width calls", "width misses", "width alloc B", "steady ms",
            ]
        ]
        for c in full {
            func median(_ kind: MetricKind) -> String { c.median(kind).map(formatNumber) ?? "n/a" }
            func ms(_ ns: Double?) -> String { ns.map { String(format: "%.3f", $0 / 1e6) } ?? "n/a" }
            let first = MetricKind.first, width = MetricKind.width
            rows.append([
                c.workload.label, ms(c.median(first.time)), median(first.measureCalls), median(first.measureMisses),
                median(first.allocBytes), ms(c.median(width.time)), ms(c.metric(width.time)?.statistics?.p90),
                median(width.measureCalls), median(width.measureMisses), median(width.allocBytes),
                ms(c.median(.timeTotal)),
            ])
        }
        return rows
    }

    /// The summary table's columns: per case, median phase times, ns per item, allocations,
    /// work counters and the frame hash. Shared by the terminal and the Markdown report.
    package var summaryRows: [[String]] {
        let counted = environment.instructionCounter != nil
        var rows = [
            [
                "case", "size ms", "place ms", "total ms", "ns/item", "passes/s", "alloc B/pass",
                "allocs/pass", "peak MB", "B/item", "measure calls", "measure hit/miss", "layout cache hit/miss",
            ]
                + (counted ? ["instructions/pass"] : []) + ["samples", "frame hash"]
        ]
        for c in cases where c.workload.scenario == .full && c.metric(.animationFrames) == nil {
            func med(_ kind: MetricKind) -> String {
                guard let m = c.metric(kind) else { return "n/a" }
                guard let s = m.statistics else { return "n/a" }
                return formatNumber(s.median)
            }
            func ms(_ kind: MetricKind) -> String {
                c.median(kind).map { String(format: "%.3f", $0 / 1e6) } ?? "n/a"
            }
            var row: [String] = [
                c.workload.label, ms(.timeSize), ms(.timePlace), ms(.timeTotal),
                c.nsPerItem.map { String(format: "%.1f", $0) } ?? "n/a",
                c.passesPerSecond.map { String(format: "%.0f", $0) } ?? "n/a",
                med(.allocBytes), med(.allocCount),
                c.median(.memoryPeak).map { String(format: "%.1f", $0 / 1e6) } ?? "n/a",
                c.median(.memoryPerItem).map { String(format: "%.0f", $0) } ?? "n/a",
                med(MetricKind.measureCalls.total),
                "\(med(MetricKind.measureHits.total))/\(med(MetricKind.measureMisses.total))",
                "\(med(MetricKind.layoutCacheHits.total))/\(med(MetricKind.layoutCacheMisses.total))",
            ]
            if counted {
                let instructions = c.metric(MetricKind.cpuInstructions)?.statistics?.median
                row.append(instructions.map { String(format: "%.0f", $0) } ?? "n/a")
            }
            row.append(String(c.samples))
            row.append(c.frameHash + (c.deterministic ? "" : " (varies!)"))
            rows.append(row)
        }
        return rows
    }

    /// Header lines naming where the run happened.
    package var headerLines: [String] {
        let e = environment
        let commit =
            e.commit.map { $0 + ((e.commitDirty ?? false) ? " (with uncommitted changes)" : "") }
            ?? "not a git checkout"
        return [
            "run \(runID) at \(createdAt)",
            "commit \(commit) · \(e.buildConfiguration) build · \(e.swiftVersion)",
            "machine \(e.machine) · \(e.cpu) · \(e.cores) cores · \(e.memoryGiB.map { formatNumber($0) + " GiB" } ?? "memory unknown") · \(e.os)",
            "allocator \(e.allocator)" + (e.allocationStats ? "" : " — allocation columns are n/a"),
            "harness overhead per sample: \(formatNumber(harnessOverhead.timedWindowNs)) ns inside the timed windows, \(formatNumber(harnessOverhead.bookkeepingNs)) ns of bookkeeping between them"
                + (harnessOverhead.allocationCountReadNs.map { ", \(formatNumber($0)) ns per allocation-count reading" }
                    ?? ""),
        ] + instructionLines
    }

    /// What counted instructions, when they were counted: the tool and the simulated caches.
    var instructionLines: [String] {
        guard let counter = environment.instructionCounter else { return [] }
        return [
            "instructions by \(counter), per full pass; cache misses are simulated (\(SimulatedCaches.description))"
        ]
    }

    /// The scroll-scenario table: per case, steps and the step-time distribution (the p99 step
    /// is the dropped frame), items realised, measure calls and misses, layout-cache misses,
    /// bytes allocated per step, and misses while scrolling back up. `nil` without scenarios.
    package var scenarioRows: [[String]]? {
        let scenarioCases = cases.filter { $0.workload.scenario != .full && $0.updateCauses == nil }
        guard !scenarioCases.isEmpty else { return nil }
        var rows = [
            [
                "case", "steps", "first step µs", "first step B", "step p50 µs", "p99 µs", "max µs", "realized p50",
                "measure calls/step",
                "misses total",
                "measure hit rate", "layout misses", "layout hit rate", "alloc B/step max", "scroll-up misses",
                "full pass µs", "peak MB", "frame hash",
            ]
        ]
        for c in scenarioCases {
            func stat(_ kind: MetricKind, _ pick: (Statistics) -> Double, scale: Double = 1, format: String = "%.1f")
                -> String
            {
                guard let s = c.metric(kind)?.statistics else { return "n/a" }
                return String(format: format, pick(s) / scale)
            }
            func total(_ kind: MetricKind) -> String { sum(kind).map(formatNumber) ?? "n/a" }
            func sum(_ kind: MetricKind) -> Double? {
                guard let m = c.metric(kind), let samples = m.samples, m.unavailable == nil else { return nil }
                return samples.reduce(0, +)
            }
            /// 1 − misses ÷ lookups, over the whole scenario.
            func rate(misses: Double?, lookups: Double?) -> String {
                guard let misses, let lookups, lookups > 0 else { return "n/a" }
                return String(format: "%.1f%%", 100 * (1 - misses / lookups))
            }
            let measureRate = rate(misses: sum(.stepMeasureMisses), lookups: sum(.stepMeasureCalls))
            let layoutMisses = sum(.stepLayoutCacheMisses), layoutHits = sum(.stepLayoutCacheHits)
            let layoutRate = rate(
                misses: layoutMisses, lookups: layoutMisses.flatMap { m in layoutHits.map { m + $0 } })
            rows.append([
                c.workload.label, String(c.samples),
                stat(.stepFirstTime, \.median, scale: 1000, format: "%.2f"),
                stat(.stepFirstAllocBytes, \.median, format: "%.0f"),
                stat(.stepTime, \.median, scale: 1000, format: "%.2f"),
                stat(.stepTime, \.p99, scale: 1000, format: "%.2f"),
                stat(.stepTime, \.max, scale: 1000, format: "%.2f"), stat(.stepRealized, \.median, format: "%.0f"),
                stat(.stepMeasureCalls, \.median, format: "%.0f"), total(.stepMeasureMisses), measureRate,
                total(.stepLayoutCacheMisses), layoutRate, stat(.stepAllocBytes, \.max, format: "%.0f"),
                total(.scrollUpMeasureMisses),
                c.metric(MetricKind.updateFullPassTime) == nil
                    ? "" : stat(.updateFullPassTime, \.median, scale: 1000, format: "%.1f"),
                stat(.memoryPeak, \.median, scale: 1e6, format: "%.1f"),
                c.frameHash,
            ])
        }
        return rows
    }

    /// The scaling table: one row per sweep and metric (exponent b with its 95% interval, R²).
    package var scalingRows: [[String]]? {
        guard let scaling, !scaling.isEmpty else { return nil }
        var rows = [["sweep", "metric", "counts", "b (value ≈ a·N^b)", "95% interval", "R²"]]
        for f in scaling {
            let counts = "\(f.counts.first ?? 0)…\(f.counts.last ?? 0) (\(f.counts.count))"
            if let b = f.exponent {
                let interval =
                    f.exponentLow.map {
                        "\(String(format: "%.3f", $0))…\(String(format: "%.3f", f.exponentHigh ?? $0))"
                    } ?? "n/a"
                rows.append([
                    f.label, f.metric, counts, String(format: "%.3f", b), interval,
                    f.rSquared.map { String(format: "%.4f", $0) } ?? "n/a",
                ])
            } else {
                rows.append([f.label, f.metric, counts, "n/a: \(f.unavailable ?? "not fitted")", "", ""])
            }
        }
        return rows
    }

    /// The state-change cases (`--update`): per change, the first and the median, as counts.
    package var updateRows: [[String]]? {
        let updateCases = cases.filter { $0.updateCauses != nil }
        guard !updateCases.isEmpty else { return nil }
        // Instructions a change beside the bodies and the time, when `--instructions` counted them.
        let counted = updateCases.contains { $0.median(.updateInstructions) != nil }
        var rows = [
            [
                "case", "changes", "bodies first", "bodies p50", "same output p50", "inserted p50", "removed p50",
                "kept p50", "frames changed p50", "measure calls p50", "re-measured p50", "layouts invalidated p50",
                "afresh", "change p50 µs",
            ] + (counted ? ["instructions p50"] : []) + ["alloc B p50", "first evaluation bodies"]
        ]
        for c in updateCases {
            func first(_ kind: MetricKind) -> String {
                c.metric(kind)?.samples?.first.map(formatNumber) ?? "n/a"
            }
            func median(_ kind: MetricKind, scale: Double = 1) -> String {
                c.median(kind).map { formatNumber($0 / scale) } ?? "n/a"
            }
            rows.append(
                [
                    c.workload.label, Self.changesPerRound(c), first(.updateBodies), median(.updateBodies),
                    median(.updateSameOutput), median(.updateInserted), median(.updateRemoved), median(.updateKept),
                    median(.updateFramesChanged), median(.updateMeasureCalls), median(.updateMeasureMisses),
                    median(.updateLayoutsInvalidated),
                    first(.updateRelayoutsAfresh),
                    c.median(.updateTime).map { String(format: "%.1f", $0 / 1000) } ?? "n/a",
                ] + (counted ? [median(.updateInstructions)] : []) + [
                    median(.updateAllocBytes), first(.updateInitialBodies),
                ])
        }
        return rows
    }

    /// An update case's changes, a round's at a time when the run had several (`34 + 34 + 34`):
    /// its cause lines are its first round's (`34 change(s) of …`), which the column then shows.
    package static func changesPerRound(_ c: CaseResult) -> String {
        guard let rounds = c.rounds, rounds.count > 1 else { return String(c.samples) }
        return rounds.map(String.init).joined(separator: " + ")
    }

    /// The heading of the animated changes' table.
    static let animationTitle = "Animated changes (per frame; --animate-to, or --update under withAnimation)"

    /// The animated cases (`--animate-to`, a `--update` made under `withAnimation`): per frame,
    /// what the interpolated layouts asked of their subviews, the views gliding between two
    /// places (a state change's), its time (median and worst) and bytes.
    package var animationRows: [[String]]? {
        let animated = cases.filter { $0.metric(.animationFrames) != nil }
        guard !animated.isEmpty else { return nil }
        let counted = animated.contains { $0.median(.animationInstructions) != nil }
        let glide = animated.contains { $0.metric(.animationGliding) != nil }
        var rows = [
            ["case", "frames"] + (glide ? ["bodies p50"] : [])
                + ["measure calls p50", "re-measured p50", "placements p50"]
                + (glide ? ["gliding p50"] : []) + ["frame p50 µs", "worst frame µs", "alloc B p50"]
                + (counted ? ["instructions/frame"] : [])
        ]
        for c in animated {
            func median(_ kind: MetricKind) -> String { c.median(kind).map(formatNumber) ?? "n/a" }
            func µs(_ ns: Double?) -> String { ns.map { String(format: "%.1f", $0 / 1000) } ?? "n/a" }
            rows.append(
                [
                    c.workload.label, median(.animationFrames),
                ] + (glide ? [median(.animationBodies)] : []) + [
                    median(.animationMeasureCalls),
                    median(.animationMeasureMisses), median(.animationPlaceCalls),
                ] + (glide ? [median(.animationGliding)] : []) + [
                    µs(c.median(.animationFrameTime)), µs(c.metric(.animationFrameTime)?.samples?.max()),
                    median(.animationAllocBytes),
                ] + (counted ? [median(.animationInstructions)] : []))
        }
        return rows
    }

    /// The terminal summary: header lines and the table (and the scaling fits, if any).
    package var terminalSummary: String {
        var lines = headerLines
        if let rows = waitedRows {
            lines += [
                "", "the passes users wait for (medians; a fresh scene's first layout, the root given a new width):",
            ]
            lines += TextTable.render(rows, rightAligned: Set(1..<rows[0].count))
        }
        if summaryRows.count > 1 {
            lines += ["", "the steady repeat (medians per pass; the same proposal again, nothing changed):"]
            lines += TextTable.render(summaryRows, rightAligned: Set(1..<(summaryRows[0].count - 1)))
        }
        if let rows = scenarioRows {
            lines += ["", "scroll scenarios (per step):"] + TextTable.render(rows, rightAligned: Set(1..<14))
        }
        if let rows = updateRows {
            lines +=
                ["", "state changes (per change; --update):"]
                + TextTable.render(rows, rightAligned: Set(1..<rows[0].count))
        }
        if let rows = animationRows {
            lines +=
                ["", "animated changes (per frame; --animate-to, or --update under withAnimation):"]
                + TextTable.render(rows, rightAligned: Set(1..<rows[0].count))
        }
        if let rows = scalingRows {
            lines += ["", "scaling with the item count:"] + TextTable.render(rows, rightAligned: [3, 5])
        }
        return lines.joined(separator: "\n")
    }

    /// A readable report: the header, the summary table, then every metric of every case.
    package var markdown: String {
        var out = ["# gridperf \(suite.map { "suite \($0)" } ?? "run") \(runID)", ""]
        let e = environment
        out += [
            "| | |", "|---|---|",
            "| commit | \(e.commit ?? "not a git checkout")\((e.commitDirty ?? false) ? " (uncommitted changes)" : "") |",
            "| date | \(createdAt) |",
            "| machine | \(e.machine) |", "| CPU | \(e.cpu) (\(e.cores) cores) |",
            "| memory | \(e.memoryGiB.map { formatNumber($0) + " GiB" } ?? "unknown") |",
            "| OS | \(e.os) |", "| Swift | \(e.swiftVersion) |",
            "| allocator | \(e.allocator)\(e.allocationStats ? "" : " (allocation metrics n/a)") |",
            "| build | \(e.buildConfiguration) |",
            "| harness overhead | \(formatNumber(harnessOverhead.timedWindowNs)) ns per timed window pair, \(formatNumber(harnessOverhead.bookkeepingNs)) ns bookkeeping per sample |",
        ]
        out += instructionLines.map { "| instructions | \($0.dropFirst("instructions by ".count)) |" }
        if let rows = waitedRows {
            out += ["", "## \(Self.waitedTitle)", ""] + markdownTable(rows)
        }
        if summaryRows.count > 1 {
            out += ["", "## \(Self.steadyTitle)", ""] + markdownTable(summaryRows)
        }
        if let rows = scenarioRows {
            out += ["", "## Scroll scenarios (per step)", ""] + markdownTable(rows)
        }
        if let rows = animationRows {
            out += ["", "## \(Self.animationTitle)", ""] + markdownTable(rows)
        }
        if let rows = scalingRows {
            out += ["", "## Scaling with the item count", ""] + markdownTable(rows)
        }
        for c in cases {
            out += [
                "", "## \(c.workload.label)", "",
                "`\(c.identity)` · case \(c.caseID) · \(c.samples) samples (warm-up \(c.options.warmup), measurement cache \(c.options.measurementCache ? "on" : "off")) · size \(c.size) · frame hash \(c.frameHash)\(c.deterministic ? "" : " — **frames varied between passes**")",
                "",
            ]
            out += Self.metricTables(c.metrics)
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension RunReport {
    /// A case's metrics as Markdown: those that vary with their distribution, in one time unit
    /// for the whole table (the one that suits the median time: ns, µs or ms); those that are
    /// the same in every sample (counters, exact allocations) as single values; those not
    /// measured as "n/a" with the reason.
    package static func metricTables(_ metrics: [Metric]) -> [String] {
        let (varying, exact) = metricRows(metrics)
        var out: [String] = []
        if varying.count > 1 { out += markdownTable(varying) }
        if exact.count > 1 { out += (out.isEmpty ? [] : [""]) + markdownTable(exact) }
        return out
    }

    /// The rows of ``metricTables(_:)``: the varying metrics' table and the single values'
    /// (each with its header row; a table with only its header has nothing to show).
    package static func metricRows(_ metrics: [Metric]) -> (varying: [[String]], exact: [[String]]) {
        let times = metrics.filter { $0.unit == "ns" }.compactMap { $0.statistics?.median }
        let scale = TimeScale(forMedian: times.sorted().dropFirst(times.count / 2).first ?? 0)
        var varying = [["metric", "unit", "min", "p25", "median", "p75", "p90", "p99", "max", "mean", "stddev", "MAD"]]
        var exact = [["metric", "unit", "value (every sample)"]]
        for m in metrics {
            guard let s = m.statistics else {
                exact.append([m.name, m.unit, m.unavailable.map { "n/a (\($0))" } ?? "n/a"])
                continue
            }
            let isTime = m.unit == "ns"
            func v(_ x: Double) -> String { isTime ? scale.format(x) : formatNumber(x) }
            if s.min == s.max {
                exact.append([m.name, isTime ? scale.unit : m.unit, v(s.min)])
            } else {
                varying.append(
                    [m.name, isTime ? scale.unit : m.unit]
                        + [s.min, s.p25, s.median, s.p75, s.p90, s.p99, s.max, s.mean, s.standardDeviation, s.mad].map(
                            v))
            }
        }
        return (varying, exact)
    }
}

/// One time unit for a table: ns below 10 µs, µs below 10 ms, ms above, chosen by a median.
struct TimeScale {
    let unit: String
    let divisor: Double

    init(forMedian ns: Double) {
        switch ns {
        case ..<10_000: (unit, divisor) = ("ns", 1)
        case ..<10_000_000: (unit, divisor) = ("µs", 1e3)
        default: (unit, divisor) = ("ms", 1e6)
        }
    }

    /// No scaling: a metric of another unit, read as it is.
    init(unit: String) { (self.unit, divisor) = (unit, 1) }

    /// `ns` in this unit, to three significant decimals at most.
    func format(_ ns: Double) -> String {
        let v = ns / divisor
        return divisor == 1 ? formatNumber(v) : String(format: abs(v) < 100 ? "%.3f" : "%.1f", v)
    }
}
