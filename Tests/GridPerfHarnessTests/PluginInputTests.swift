import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import Testing

/// A layout with an input shape of its own, written entirely here: the spec parser, Core and
/// the harness need no change for it (the redesign's promise).
struct Stacks: SceneGrouping { var sizes: [Int] }

struct Stack: Layout {
    var sizes: [Int]
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        Size(width: Double(sizes.count) * 10, height: Double(sizes.max() ?? 0) * 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var i = subviews.startIndex
        for (column, size) in sizes.enumerated() {
            for row in 0..<size {
                subviews[i].place(at: Point(x: Double(column) * 10, y: Double(row) * 10), proposal: .unspecified)
                i += 1
            }
        }
    }
}

struct StacksPlugin: LayoutPlugin {
    var name: String { "stacks" }
    var summary: String { "columns of 10 × 10 items" }
    var parameters: [PluginParameter] { [] }
    var viewFields: [String] { ["stacks"] }

    func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping {
        guard let list = value.arrayValue?.compactMap(\.doubleValue), let n = value.arrayValue?.count, list.count == n
        else {
            throw GridPerfError("stacks: expected an array of counts")
        }
        for _ in 0..<Int(list.reduce(0, +)) { items.append(.size(width: 10, height: 10)) }
        return Stacks(sizes: list.map { Int($0) })
    }

    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(Stack(sizes: [])) }
    func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance {
        LayoutInstance(Stack(sizes: (grouping as? Stacks)?.sizes ?? []))
    }
}

@Suite struct PluginInputTests {
    @Test func aPluginReadsItsOwnField() throws {
        var registry = PluginRegistry.builtIn
        try registry.register(StacksPlugin())
        let spec = try LayoutSpec.parse(
            Data(#"{"layout": "stacks", "proposal": {"width": null, "height": null}, "stacks": [2, 1]}"#.utf8),
            source: "s.json", registry: registry)
        #expect(spec.items.count == 3)
        let result = try LayoutResult.compute(spec, registry: registry)
        // Two stacks: items 0 and 1 in the first column, item 2 in the second.
        #expect(result.size == Size(width: 20, height: 20))
        #expect(result.frames.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 0)])
        // Another layout is told which fields it takes.
        #expect(throws: GridPerfError("s.json: stacks: layout 'flow' takes items, not stacks")) {
            try LayoutSpec.parse(Data(#"{"layout": "flow", "stacks": [1]}"#.utf8), source: "s.json", registry: registry)
        }
        #expect(throws: GridPerfError("s.json: rows: layout 'lazy-vgrid' takes items or sections, not rows")) {
            try LayoutSpec.parse(
                Data(#"{"layout": "lazy-vgrid", "rows": []}"#.utf8), source: "s.json", registry: registry)
        }
    }

    @Test func typedParametersDeclareTheLayoutsOwnDefaults() throws {
        func defaults(_ name: String) throws -> [String] {
            try PluginRegistry.builtIn.plugin(named: name).parameters.map(\.defaultValue)
        }
        // SwiftUI's and SPEC-FORMAT's defaults: 2 columns, 8-point spacings, centred cells.
        #expect(try defaults("waterfall") == ["2", "8", "automatic"])
        #expect(try defaults("flow") == ["8", "8", "leading", "center"])
        #expect(try defaults("grid") == ["center", "8", "8", "(with items)"])
        #expect(try defaults("lazy-vgrid") == ["(required)", "center", "8", "[]"])
        // Absent parameters read as those defaults.
        var reader = try JSONObjectReader(nil, path: "parameters")
        let spacing = TypedParameter.number("spacing", default: 8, "space")
        #expect(try reader.read(spacing) == 8)
        var bad = try JSONObjectReader(.object(["spacing": .number(-1)]), path: "parameters")
        #expect(
            throws: GridPerfError(
                "parameters.spacing: must be at least 0, got -1", kind: .invalidValue(path: "parameters.spacing"))
        ) { try bad.read(spacing) }
    }

    @Test func everyReportedMetricHasAKind() throws {
        let runner = BenchmarkRunner(registry: .builtIn, probe: AllocationProbe.probe())
        let options = RunOptions(iterations: 2, warmup: 0, warmupTime: 0, maxTime: 10)
        let full = try runner.run(Workload(layout: "waterfall", count: 50), options: options)
        let scroll = try runner.run(
            Workload(
                layout: "lazy-vgrid",
                parameters: .object(["columns": .array([.object(["size": .object(["flexible": .object([:])])])])]),
                count: 50, scenario: .scroll, viewport: Size(width: 390, height: 844), step: 100),
            options: options)
        for m in full.metrics + scroll.metrics {
            #expect(MetricKind.catalogue[m.name] != nil, "\(m.name) has no MetricKind")
            #expect(m.kind.isExact == m.deterministic)
        }
        #expect(MetricKind.named("measure.hits.size").polarity == .higherIsBetter)
        #expect(MetricKind.named("measure.misses").polarity == .lowerIsBetter)
        #expect(MetricKind.named("time.total").judgement == .time)
        #expect(MetricKind.named("step.time").judgement == .time)
        #expect(MetricKind.named("update.fullpass.time").judgement == .reported)
    }
}
