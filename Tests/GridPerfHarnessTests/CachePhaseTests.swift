import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// Equal widths, as SwiftUI's documentation's `MyEqualWidthHStack` computes them: the widest
/// ideal width, measured in the cache (`makeCache` and `updateCache` measure every subview).
struct EqualWidths: Layout {
    struct Cache { var width = 0.0 }
    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        updateCache(&cache, subviews: subviews)
        return cache
    }
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.width = subviews.reduce(0) { Swift.max($0, $1.sizeThatFits(.unspecified).width) }
    }
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        Size(width: cache.width * Double(subviews.count), height: 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        for (i, s) in subviews.enumerated() {
            s.place(
                at: Point(x: bounds.minX + Double(i) * cache.width, y: bounds.minY),
                proposal: ProposedSize(width: cache.width, height: 10))
        }
    }
}

struct EqualWidthsPlugin: LayoutPlugin {
    var name: String { "equal-widths" }
    var summary: String { "measures in its cache" }
    var parameters: [PluginParameter] { [] }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(EqualWidths()) }
}

@Suite struct CachePhaseTests {
    /// The work a layout does in `updateCache` is a phase of the pass: counted, timed, part of
    /// the total. By hand, for n = 5 fixed items, warm-up 0: the first pass's `updateCache`
    /// makes the cache (`makeCache` measures all 5 at unspecified: 5 misses), then `place`
    /// proposes (width, 10): 5 more misses. Every later pass: `updateCache` 5 calls, all
    /// misses (the last proposal was place's), `place` 5 calls, all misses: 10 a pass, 0 in
    /// `sizeThatFits`.
    @Test func updateCacheIsAPhaseOfThePass() throws {
        var registry = PluginRegistry.builtIn
        try registry.register(EqualWidthsPlugin())
        let runner = BenchmarkRunner(registry: registry, probe: .unavailable("tests"))
        let w = Workload(layout: "equal-widths", count: 5, itemsModel: .fixed(width: 30, height: 10))
        let r = try runner.run(w, options: RunOptions(iterations: 3, warmup: 0, warmupTime: 0, maxTime: 60))
        #expect(r.metric(MetricKind.measureCalls.cache)?.samples == [5, 5, 5])
        #expect(r.metric(MetricKind.measureMisses.cache)?.samples == [5, 5, 5])
        #expect(r.metric(MetricKind.measureCalls.size)?.samples == [0, 0, 0])
        #expect(r.metric(MetricKind.measureCalls.place)?.samples == [5, 5, 5])
        #expect(r.metric(MetricKind.measureCalls.total)?.samples == [10, 10, 10])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [10, 10, 10])
        // The cache phase is timed, and the total is the sum of the three phases.
        let cache = try #require(r.metric(MetricKind.timeCache)?.samples)
        let size = try #require(r.metric(MetricKind.timeSize)?.samples)
        let place = try #require(r.metric(MetricKind.timePlace)?.samples)
        let total = try #require(r.metric(MetricKind.timeTotal)?.samples)
        #expect(cache.count == 3 && cache.allSatisfy { $0 > 0 })
        #expect(total == zip(zip(cache, size), place).map { $0.0 + $0.1 + $1 })
        // Five items of 30 side by side.
        #expect(r.size == Size(width: 150, height: 10))
    }
}
