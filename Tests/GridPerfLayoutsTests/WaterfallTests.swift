import GridPerfCore
import GridPerfLayouts
import Testing

@Suite struct WaterfallMathTests {
    @Test func columnWidthSubtractsTheSpacings() {
        #expect(WaterfallMath.columnWidth(containerWidth: 390, columns: 4, spacing: 8) == 91.5)  // (390 − 24) / 4
        #expect(WaterfallMath.columnWidth(containerWidth: 100, columns: 1, spacing: 8) == 100)
    }

    @Test func itemsGoToTheShortestColumnLeftmostOnATie() {
        // 2 columns in 100 with spacing 10: column width 45, second column at x = 55.
        // 30 → col 0 (next 40); 10 → col 1 (next 20); 10 → col 1 at 20 (next 40);
        // 10 → tie at 40, leftmost: col 0 at 40 (next 60). Height = 60 − 10 = 50.
        let sizes = [30.0, 10, 10, 10].map { Size(width: 45, height: $0) }
        for strategy in WaterfallMath.Strategy.allCases {
            let (frames, height) = WaterfallMath.frames(
                sizes: sizes, containerWidth: 100, columns: 2, spacing: 10, strategy: strategy)
            #expect(
                frames == [
                    Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 55, y: 0, width: 45, height: 10),
                    Rect(x: 55, y: 20, width: 45, height: 10), Rect(x: 0, y: 40, width: 45, height: 10),
                ])
            #expect(height == 50)
        }
    }

    @Test func emptyIsZeroTall() {
        #expect(WaterfallMath.frames(sizes: [], containerWidth: 100, columns: 3, spacing: 8).height == 0)
    }

    @Test func heapAndScanAgreeOnManyColumns() {
        var rng = SystemRandomNumberGenerator()
        let sizes = (0..<2000).map { _ in Size(width: 10, height: Double(Int.random(in: 1...50, using: &rng))) }
        for columns in [1, 3, 64, WaterfallMath.heapThreshold, WaterfallMath.heapThreshold + 1, 400] {
            let scan = WaterfallMath.frames(
                sizes: sizes, containerWidth: 20000, columns: columns, spacing: 4, strategy: .linear)
            let heap = WaterfallMath.frames(
                sizes: sizes, containerWidth: 20000, columns: columns, spacing: 4, strategy: .heap)
            #expect(scan.frames == heap.frames, "columns \(columns)")
            #expect(scan.height == heap.height)
        }
    }

    @Test func countersOfAFullPass() {
        // N items: sizeThatFits measures each once (misses on the first pass); placeSubviews
        // reuses the placement (a layout-cache hit) and place measures each again (a hit).
        let n = 100
        let storage = SubviewStorage((0..<n).map { ItemModel.flexible(.height(Double($0 % 7 + 1))) })
        let layout = LayoutInstance(WaterfallLayout(columns: 3, spacing: 8))
        layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
        var c = storage.counters
        #expect(c.measureCalls == 2 * n)
        #expect(c.measureCacheMisses == n)
        #expect(c.measureCacheHits == n)
        #expect(c.placeCalls == n)
        #expect(c.layoutCacheMisses == 1)
        #expect(c.layoutCacheHits == 1)

        // A second pass after updateCache: the placement is recomputed, every measurement hits.
        let before = storage.counters
        layout.updateCache(subviews: storage.subviews)
        layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
        c = storage.counters - before
        #expect(c.measureCalls == 2 * n)
        #expect(c.measureCacheHits == 2 * n)
        #expect(c.measureCacheMisses == 0)
        #expect(c.layoutCacheMisses == 1)
        #expect(c.layoutCacheHits == 1)
    }

    @Test func placingAtAnotherWidthMissesTheLayoutCache() {
        let storage = SubviewStorage((0..<10).map { _ in ItemModel.flexible(.height(10)) })
        let layout = LayoutInstance(WaterfallLayout(columns: 2, spacing: 0))
        _ = layout.sizeThatFits(proposal: ProposedSize(width: 100, height: nil), subviews: storage.subviews)
        layout.placeSubviews(
            in: Rect(x: 0, y: 0, width: 200, height: 50), proposal: .unspecified, subviews: storage.subviews)
        #expect(storage.counters.layoutCacheMisses == 2)
        #expect(storage.frame(at: 1) == Rect(x: 100, y: 0, width: 100, height: 10))
    }
}
