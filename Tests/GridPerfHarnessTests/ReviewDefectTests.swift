import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import Testing

/// The defects a review found (issue 25), each held by a test that failed before its fix.
@Suite struct ReviewDefectTests {
    /// `"columns": [2, null]`: the second count starts from the entry's parameters (no columns),
    /// not from the first count's mapping, so the two cases differ (it was refused as a duplicate).
    @Test func aColumnsListDoesNotCarryAMappingOver() throws {
        let json = try JSONValue.parse(
            Data(#"{"matrix": [{"layout": "waterfall", "columns": [2, null], "items": 10}]}"#.utf8), what: "s")
        let suite = try Suite.parse(json, registry: .builtIn)
        #expect(suite.workloads.map(\.parameters) == [.object(["columns": .number(2)]), .object([:])])
    }

    /// A lazy grid's cache updated by a grid whose sections have the same shape (same subview
    /// count, same kinds of lines) but other boundaries lays out as a fresh cache does.
    @Test func aCacheUpdatedWithOtherSectionsOfTheSameShapeIsRebuilt() throws {
        let items = [GridItem(.flexible()), GridItem(.flexible())]
        // 6 subviews: a header and 5 items, or 3 items, a header and 2 items.
        let first = try LazyGridLayout(
            items: items, trackAxis: .horizontal,
            sections: [SceneSection(header: 0, items: 1..<4), SceneSection(header: 4, items: 5..<6)])
        let second = try LazyGridLayout(
            items: items, trackAxis: .horizontal,
            sections: [SceneSection(header: 0, items: 1..<2), SceneSection(header: 2, items: 3..<6)])
        let storage = SubviewStorage(Array(repeating: ItemModel.flexible(.height(20)), count: 6))
        let proposal = ProposedSize(width: 100, height: nil)
        var cache = first.makeCache(subviews: storage.subviews)
        _ = first.sizeThatFits(proposal: proposal, subviews: storage.subviews, cache: &cache)
        second.updateCache(&cache, subviews: storage.subviews)
        let reused = second.sizeThatFits(proposal: proposal, subviews: storage.subviews, cache: &cache)
        second.placeSubviews(
            in: Rect(origin: .zero, size: reused), proposal: proposal, subviews: storage.subviews, cache: &cache)
        let reusedFrames = storage.frames
        let fresh = LayoutInstance(second).layout(proposal: proposal, subviews: storage.subviews)
        #expect(reused == fresh)
        #expect(reusedFrames == storage.frames)
        // Lines: header, 1 item, header, 2 items, 1 item: 5 lines of 20 with 4 gaps of 8.
        #expect(fresh.height == 5 * 20 + 4 * 8)
    }

    /// Recording a pass's samples allocates nothing (it built a metric name per counter per pass).
    @Test(.enabled(if: AllocationProbe.probe().isActive, "allocation counts need jemalloc"))
    func recordingAPassAllocatesNothing() {
        let probe = AllocationProbe.probe()
        var recorder = SampleRecorder(capacity: 100, allocationStats: true)
        let counters = LayoutCounters()
        recorder.record(
            cacheNs: 0, sizeNs: 1, placeNs: 2, bytes: (nil, nil, nil, nil), counts: (nil, nil),
            cacheCounters: counters, sizeCounters: counters, placeCounters: counters)
        // This thread's allocated bytes: other tests run on other threads meanwhile.
        let before = probe.threadBytes()?.allocated
        for _ in 0..<50 {
            recorder.record(
                cacheNs: 0, sizeNs: 1, placeNs: 2, bytes: (nil, nil, nil, nil), counts: (nil, nil),
                cacheCounters: counters, sizeCounters: counters, placeCounters: counters)
        }
        let after = probe.threadBytes()?.allocated
        #expect(before != nil && after == before, "\((after ?? 0) - (before ?? 0)) bytes")
        #expect(
            recorder.metrics(allocator: "jemalloc").first { $0.name == MetricKind.measureCalls.place.name }?.samples?
                .count == 51)
    }
}

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
