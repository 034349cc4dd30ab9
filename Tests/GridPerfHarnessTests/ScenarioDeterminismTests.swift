import GridPerfCore
import GridPerfHarness
import Testing

/// A layout that never places twice the same way: each pass moves everything one point right.
struct CreepingLayout: Layout {
    nonisolated(unsafe) static var passes = 0
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        Size(width: proposal.width ?? 100, height: Double(subviews.count) * 20)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        Self.passes += 1
        for (k, s) in subviews.enumerated() {
            s.place(at: Point(x: Double(Self.passes), y: Double(k) * 20), proposal: ProposedSize(width: 10, height: 10))
        }
    }
}

struct CreepingPlugin: LayoutPlugin {
    var name: String { "creeping" }
    var summary: String { "moves every pass" }
    var parameters: [PluginParameter] { [] }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(CreepingLayout()) }
}

@Suite(.serialized) struct ScenarioDeterminismTests {
    /// A scenario case is deterministic when a replay of its steps over fresh items ends with
    /// the same frames (it was reported deterministic whatever happened).
    @Test func aScenarioThatPlacesDifferentlyEachTimeIsNotDeterministic() throws {
        var registry = PluginRegistry.builtIn
        try registry.register(CreepingPlugin())
        let runner = BenchmarkRunner(registry: registry, probe: .unavailable("tests"))
        let options = RunOptions(iterations: 3, warmup: 0, warmupTime: 0, rounds: 1, maxTime: 5)
        let creeping = try runner.run(Workload(layout: "creeping", count: 50, scenario: .resize), options: options)
        #expect(!creeping.deterministic)
        let waterfall = try runner.run(
            Workload(
                layout: "waterfall", parameters: .object(["columns": .number(2)]), count: 200,
                scenario: .scroll), options: options)
        #expect(waterfall.deterministic)
        let grid = try runner.run(
            Workload(
                layout: "lazy-vgrid",
                parameters: .object(["columns": .array([.object(["size": .object(["flexible": .object([:])])])])]),
                count: 300, scenario: .update), options: options)
        #expect(grid.deterministic)
    }
}
