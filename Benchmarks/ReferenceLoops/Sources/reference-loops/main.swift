import Foundation
import GridPerfCore
import GridPerfHarness

// `make reference`: each built-in layout's full pass (gridperf's BenchmarkRunner, the same
// passes `gridperf run` times) against a hand-written loop doing the same work on plain arrays
// (Loops.swift), measured in the same process in alternating rounds, so that the machine's slow
// episodes land on both. Prints the median pass of each and their ratio, per round and overall.

struct Case {
    var label: String
    var workload: Workload
    /// One reference pass over the items; returns a value so the work cannot be dropped.
    var reference: ([ItemModel]) -> () -> Double
}

func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[s.count / 2] }

func timeReference(_ pass: () -> Double, iterations: Int = 60) -> Double {
    var sink = 0.0
    for _ in 0..<5 { sink += pass() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let t0 = UptimeClock.now()
        sink += pass()
        samples.append(Double(UptimeClock.now() - t0))
    }
    if sink.isNaN { print("") }
    return median(samples)
}

let flexible = [JSONValue](repeating: .object(["size": .object(["flexible": .object([:])])]), count: 3)
let cases: [Case] = [
    Case(
        label: "waterfall 4 columns, 50,000 items",
        workload: Workload(layout: "waterfall", parameters: .object(["columns": .number(4)]), count: 50_000)
    ) { items in
        let columnWidth = (390 - 8 * 3) / 4.0
        let heights = items.map { $0.sizeThatFits(ProposedSize(width: columnWidth, height: nil)).height }
        var frames = [Rect](repeating: .zero, count: items.count)
        return { Loops.waterfall(heights: heights, columns: 4, width: 390, spacing: 8, frames: &frames) }
    },
    Case(
        label: "lazy-vgrid 3 flexible columns, 50,000 items",
        workload: Workload(layout: "lazy-vgrid", parameters: .object(["columns": .array(flexible)]), count: 50_000)
    ) { items in
        let columnWidth = (390 - 8 * 2) / 3.0
        let heights = items.map { $0.sizeThatFits(ProposedSize(width: columnWidth, height: nil)).height }
        var frames = [Rect](repeating: .zero, count: items.count)
        var rows = [Double](repeating: 0, count: (items.count + 2) / 3)
        return { Loops.vgrid(heights: heights, columns: 3, width: 390, spacing: 8, rowHeights: &rows, frames: &frames) }
    },
    Case(
        label: "flow, 100,000 fixed 40×20 items",
        workload: Workload(layout: "flow", count: 100_000, itemsModel: try! ItemDistribution(parsing: "fixed:40x20"))
    ) { items in
        let sizes = items.map { $0.sizeThatFits(.unspecified) }
        var frames = [Rect](repeating: .zero, count: items.count)
        return { Loops.flow(sizes: sizes, width: 390, spacing: 8, lineSpacing: 8, frames: &frames) }
    },
    // Grid against a loop that measures as Grid does (4 model evaluations a cell): its measuring
    // is SwiftUI's algorithm (no one-size cache holds four proposals), not overhead.
    Case(
        label: "grid 4 columns, 40,000 items (measuring)",
        workload: Workload(layout: "grid", parameters: .object(["columns": .number(4)]), count: 40_000)
    ) { items in
        var frames = [Rect](repeating: .zero, count: items.count), sizes = [Size](repeating: .zero, count: items.count)
        var minima = [Double](repeating: 0, count: 4), maxima = minima, widths = minima
        var rows = [Double](repeating: 0, count: (items.count + 3) / 4)
        return {
            Loops.gridMeasuring(
                items: items, columns: 4, width: 390, spacing: 8, minima: &minima, maxima: &maxima, widths: &widths,
                rowHeights: &rows, sizes: &sizes, frames: &frames
            ).height
        }
    },
]

let rounds = 9
let runner = BenchmarkRunner(registry: .builtIn, probe: AllocationProbe.probe())
let options = RunOptions(iterations: 60, warmup: 5, warmupTime: 0.2, rounds: 1, maxTime: 3)
print("layout pass against a hand-written loop on plain arrays (median ns per pass; \(rounds) alternating rounds)")
print("")
var summary: [[String]] = [["case", "gridperf", "loop", "ratio", "ratio per round"]]
for c in cases {
    guard case let .drawn(distribution) = c.workload.itemsModel else {
        fatalError("\(c.workload.label): generated items only")
    }
    let items = distribution.generate(count: c.workload.count, seed: c.workload.seed)
    let pass = c.reference(items)
    var layoutTimes: [Double] = [], loopTimes: [Double] = [], ratios: [Double] = []
    for _ in 0..<rounds {
        let result = try runner.run(c.workload, options: options)
        let layout = result.median(MetricKind.timeTotal) ?? .nan
        let loop = timeReference(pass)
        layoutTimes.append(layout)
        loopTimes.append(loop)
        ratios.append(layout / loop)
    }
    summary.append([
        c.label, String(format: "%.0f", median(layoutTimes)), String(format: "%.0f", median(loopTimes)),
        String(format: "%.2f×", median(ratios)), ratios.map { String(format: "%.2f", $0) }.joined(separator: " "),
    ])
}
print(TextTable.render(summary, rightAligned: [1, 2, 3]).joined(separator: "\n"))
