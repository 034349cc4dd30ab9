import GridPerfCore
import GridPerfLayouts
import PropertyBased
import Testing

@Suite struct LazyGridMathTests {
    func sizes(_ items: [GridItem], _ length: Double) throws -> [Double] {
        try LazyGridMath.itemSizes(items, length: length)
    }
    func tracks(_ items: [GridItem], _ length: Double) throws -> [Double] {
        try LazyGridMath.tracks(items, length: length).groups.flatMap { g in (0..<g.count).map { _ in g.size } }
    }

    @Test func fixedComeFirstThenTheRestInOrder() throws {
        // 300 − 8 − 8 − 50 = 234 for two flexible columns: 117 each.
        #expect(
            try sizes([GridItem(.flexible()), GridItem(.fixed(50)), GridItem(.flexible())], 300) == [117, 50, 117])
    }

    @Test func aClampedColumnLeavesTheRestToLaterOnesOnly() throws {
        // 300 − 8 = 292: first offered 146, clamped to its maximum 40 → 252 left for the second.
        #expect(try sizes([GridItem(.flexible(maximum: 40)), GridItem(.flexible())], 300) == [40, 252])
        // Reversed: the first takes 146, the second is clamped to 40: 106 stay unused.
        let reversed = try LazyGridMath.tracks([GridItem(.flexible()), GridItem(.flexible(maximum: 40))], length: 300)
        #expect(reversed.groups.map(\.size) == [146, 40])
        #expect(reversed.extent == 194)
    }

    @Test func adaptiveExpandsIntoSubColumns() throws {
        // Quiz 1: 200 − 8 − 70 = 122 → floor((122 + 8) / (40 + 8)) = 2 columns of (122 − 8) / 2 = 57.
        #expect(try tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200) == [70, 57, 57])
        // 390 with adaptive(160): floor(398 / 168) = 2 of (390 − 8) / 2 = 191.
        #expect(try tracks([GridItem(.adaptive(minimum: 160))], 390) == [191, 191])
        // 1024: floor(1032 / 168) = 6 of (1024 − 40) / 6 = 164.
        #expect(try tracks([GridItem(.adaptive(minimum: 160))], 1024) == Array(repeating: 164, count: 6))
    }

    @Test func anAdaptiveColumnMayBeNarrowerThanItsMinimum() throws {
        // Quiz 2: the flexible column takes its minimum 140, leaving 52 < 70 for one adaptive column.
        #expect(try tracks([GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))], 200) == [140, 52])
    }

    @Test func adaptiveSubColumnsAreClampedToTheMaximum() throws {
        // 390: 2 sub-columns of 191, clamped to 120; extent 120 + 8 + 120.
        let r = try LazyGridMath.tracks([GridItem(.adaptive(minimum: 160, maximum: 120))], length: 390)
        #expect(r.groups[0].count == 2 && r.groups[0].size == 120)
        #expect(r.extent == 248)
    }

    @Test func zeroAndHugeLengths() throws {
        // Zero: flexible columns hold their minimum 10, adaptive gets nothing (one 0-wide column).
        #expect(try tracks([GridItem(.flexible()), GridItem(.flexible())], 0) == [10, 10])
        #expect(try tracks([GridItem(.adaptive(minimum: 50))], 0) == [0])
        // Huge: one flexible column takes it all; adaptive columns are counted, not stored.
        #expect(try tracks([GridItem(.flexible())], 1e12) == [1e12])
        let huge = try LazyGridMath.tracks([GridItem(.adaptive(minimum: 92, maximum: 100))], length: 1e12)
        // floor((1e12 + 8) / (92 + 8)) = 10^10 sub-columns, above the guard of 2^30: capped, and
        // the wider sub-columns are clamped to the maximum 100.
        #expect(huge.groups[0].count == LazyGridMath.maximumAdaptiveTracks)
        #expect(huge.groups[0].size == 100)
    }

    @Test func anEmptyColumnListIsAnError() {
        #expect(throws: GridPerfError("a lazy grid needs at least one GridItem (columns / rows is empty)")) {
            try LazyGridMath.itemSizes([], length: 100)
        }
    }

    @Test func theSecondPassAtAnotherWidthMissesAndTheSameWidthHits() throws {
        // Quiz 3: sizeThatFits(200) reports 224; placeSubviews at 224 recomputes (a miss).
        let layout = LayoutInstance(
            try LazyGridLayout(
                items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))],
                trackAxis: .horizontal))
        let storage = SubviewStorage([ItemModel.flexible(.height(50)), .flexible(.height(50))])
        let size = layout.layout(proposal: ProposedSize(width: 200, height: nil), subviews: storage.subviews)
        #expect(size == Size(width: 224, height: 50))
        #expect(storage.counters.layoutCacheMisses == 2 && storage.counters.layoutCacheHits == 0)
        // At 300 the columns fit (292 → 146 and 146): the grid reports 300 and placement at
        // 300 finds the same width in the cache — one miss, then a hit.
        let again = SubviewStorage([ItemModel.flexible(.height(50)), .flexible(.height(50))])
        layout.discardCache()
        #expect(layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: again.subviews).width == 300)
        #expect(again.counters.layoutCacheMisses == 1 && again.counters.layoutCacheHits == 1)
    }
}

@Suite struct LazyGridPropertyTests {
    static let gridItem = zip(Gen.int(in: 0...2), Gen.double(in: 10...120), Gen.double(in: 0...16)).map { kind, v, s in
        switch kind {
        case 0: GridItem(.fixed(v), spacing: s)
        case 1: GridItem(.flexible(minimum: v / 4), spacing: s)
        default: GridItem(.adaptive(minimum: v), spacing: s)
        }
    }

    static func run(_ items: [GridItem], axis: Axis, length: Double, heights: [Double]) -> (Size, [Rect]) {
        let models = heights.map { h in
            axis == .horizontal ? ItemModel.flexible(.height(h)) : ItemModel.flexible(.width(h))
        }
        let storage = SubviewStorage(models)
        let proposal =
            axis == .horizontal ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
        let size = LayoutInstance(try! LazyGridLayout(items: items, trackAxis: axis, spacing: 6)).layout(
            proposal: proposal, subviews: storage.subviews)
        return (size, storage.frames)
    }

    @Test func gridProperties() async {
        let input = zip(
            Self.gridItem.array(of: 1...4), Gen.double(in: 50...800), Gen.double(in: 1...90).array(of: 0...40))
        await propertyCheck(count: 150, input: input) { items, width, heights in
            let (size, frames) = Self.run(items, axis: .horizontal, length: width, heights: heights)
            // No two frames overlap.
            for a in frames.indices { for b in frames.indices where b > a { #expect(!frames[a].overlaps(frames[b])) } }
            // The reported width is the sum of the columns and spacings for the proposed width.
            let tracks = try LazyGridMath.tracks(items, length: width)
            #expect(size.width == tracks.extent)
            // Frames of one row share a row band: same top (center-aligned items of equal
            // height to the row's tallest) and the band holds every one of them.
            let perRow = tracks.groups.reduce(0) { $0 + $1.count }
            for row in stride(from: 0, to: frames.count, by: perRow) {
                let band = frames[row..<min(row + perRow, frames.count)]
                let top = band.map(\.minY).min()!, bottom = band.map(\.maxY).max()!
                let rowHeight = heights[row..<min(row + perRow, heights.count)].max()!
                #expect(abs((bottom - top) - rowHeight) < 1e-9)
                // centred in the band
                for f in band { #expect(abs((f.minY + f.maxY) / 2 - (top + bottom) / 2) < 1e-9) }
            }
        }
    }

    @Test func hGridIsTheTransposedVGrid() async {
        let input = zip(
            Self.gridItem.array(of: 1...4), Gen.double(in: 50...800), Gen.double(in: 1...90).array(of: 0...40))
        await propertyCheck(count: 150, input: input) { items, length, extents in
            let (vSize, vFrames) = Self.run(items, axis: .horizontal, length: length, heights: extents)
            let (hSize, hFrames) = Self.run(items, axis: .vertical, length: length, heights: extents)
            #expect(hSize == Size(width: vSize.height, height: vSize.width))
            #expect(hFrames == vFrames.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) })
        }
    }
}
