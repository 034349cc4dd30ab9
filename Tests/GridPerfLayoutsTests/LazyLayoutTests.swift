import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import PropertyBased
import Testing

/// Lazy realisation against the full layout: what a viewport realises is what a full pass
/// places there.
@Suite struct LazyLayoutTests {
    static let vGrid =
        #"{"columns": [{"size": {"flexible": {}}}, {"size": {"flexible": {}}}, {"size": {"flexible": {}}}]}"#
    static let adaptive = #"{"columns": [{"size": {"adaptive": {"minimum": 90}}}], "alignment": "leading"}"#
    static let hGrid = #"{"rows": [{"size": {"flexible": {}}}, {"size": {"fixed": 60}}]}"#

    static func make(_ layout: String, _ parameters: String) throws -> LayoutInstance {
        try PluginRegistry.builtIn.makeLayout(named: layout, parameters: JSONValue.parse(parameters, what: "test"))
    }

    /// Items that vary along the scroll axis.
    static func items(_ extents: [Double], axis: Axis) -> [ItemModel] {
        extents.map { axis == .vertical ? ItemModel.flexible(.height($0)) : ItemModel.flexible(.width($0)) }
    }

    /// The full layout's frames for container `length` across the scroll axis.
    static func fullFrames(_ layout: String, _ parameters: String, _ models: [ItemModel], length: Double, axis: Axis)
        throws -> [Rect]
    {
        let storage = SubviewStorage(models)
        let proposal =
            axis == .vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
        try make(layout, parameters).layout(proposal: proposal, subviews: storage.subviews)
        return storage.frames
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        let t = 1e-9 * Swift.max(1, abs(a.minX) + abs(a.minY) + abs(b.minX) + abs(b.minY))
        return abs(a.minX - b.minX) <= t && abs(a.minY - b.minY) <= t && a.width == b.width && a.height == b.height
    }

    /// Scrolls down through `offsets` (ascending) and checks every step against the full layout.
    static func check(
        _ layout: String, _ parameters: String, extents: [Double], length: Double, viewport: Double,
        offsets: [Double]
    ) throws {
        let lazyLayout = try make(layout, parameters)
        let lazy = try #require(lazyLayout.lazy, "\(layout) is lazy")
        let axis = lazy.scrollAxis
        let models = items(extents, axis: axis)
        let full = try fullFrames(layout, parameters, models, length: length, axis: axis)
        let storage = SubviewStorage(models)
        var realized: [Int] = []
        for offset in offsets {
            realized.removeAll()
            lazy.realize(
                crossLength: length, visible: offset..<(offset + viewport), subviews: storage.subviews,
                realized: &realized)
            let frames = storage.frames
            for i in realized {
                #expect(
                    close(frames[i], full[i]), "\(layout) item \(i) at offset \(offset): \(frames[i]) vs \(full[i])")
            }
            // Everything the full layout has in view was realised.
            let set = Set(realized)
            for (i, f) in full.enumerated() {
                let (lo, hi) = axis == .vertical ? (f.minY, f.maxY) : (f.minX, f.maxX)
                if lo < offset + viewport && hi > offset {
                    #expect(set.contains(i), "\(layout) item \(i) in view at \(offset) not realised")
                }
            }
        }
    }

    @Test(arguments: [
        ("waterfall", #"{"columns": 3}"#), ("flow", "{}"), ("lazy-vgrid", vGrid), ("lazy-vgrid", adaptive),
        ("lazy-hgrid", hGrid),
    ])
    func realisedFramesEqualTheFullLayout(layout: String, parameters: String) async {
        let input = zip(
            Gen.double(in: 1...120).array(of: 0...300), Gen.double(in: 120...900), Gen.double(in: 50...400),
            Gen.double(in: 0.05...1))
        await propertyCheck(count: 40, input: input) { extents, length, viewport, stepFraction in
            // A scroll from the top in steps of a random fraction of the viewport, past the
            // end: every line above a viewport has been measured when it is realised.
            let content = extents.reduce(0, +) + 8 * Double(extents.count)
            let offsets = Array(stride(from: 0, through: content, by: viewport * stepFraction))
            try Self.check(layout, parameters, extents: extents, length: length, viewport: viewport, offsets: offsets)
        }
    }

    /// Index ↔ offset: the item at an item's offset is that item, or an earlier one starting
    /// at the same offset (its line's first, a tie of waterfall columns).
    @Test(arguments: [("waterfall", #"{"columns": 3}"#), ("flow", "{}"), ("lazy-vgrid", vGrid), ("lazy-hgrid", hGrid)])
    func itemAtOffsetInvertsOffsetOfItem(layout: String, parameters: String) throws {
        let lazy = try #require(try Self.make(layout, parameters).lazy)
        var rng = SplitMix64(seed: 9)
        let storage = SubviewStorage(
            Self.items((0..<1500).map { _ in Double(rng.nextInt(in: 20...200)) }, axis: lazy.scrollAxis))
        for _ in 0..<40 {
            let k = rng.nextInt(in: 0...1499)
            let y = lazy.offset(ofSubview: k, crossLength: 390, subviews: storage.subviews)
            let r = lazy.subview(atOffset: y, crossLength: 390, subviews: storage.subviews)
            #expect(r <= k, "\(layout): item at \(y) is \(r), after \(k)")
            #expect(lazy.offset(ofSubview: r, crossLength: 390, subviews: storage.subviews) == y)
        }
        #expect(lazy.subview(atOffset: 1e12, crossLength: 390, subviews: storage.subviews) == 1500)
    }

    /// Waterfall and flow compute forward, so a jump straight to an offset is exact too.
    @Test(arguments: [("waterfall", #"{"columns": 2}"#), ("flow", "{}")])
    func aJumpIsExactForForwardLayouts(layout: String, parameters: String) throws {
        var rng = SplitMix64(seed: 11)
        let extents = (0..<2000).map { _ in Double(rng.nextInt(in: 20...200)) }
        try Self.check(
            layout, parameters, extents: extents, length: 390, viewport: 844, offsets: [90_000, 30_000, 150_000])
    }

    /// After a full scroll down, scrolling back up measures nothing new; a width change
    /// misses the layout cache, the way back hits; an update in the middle keeps what comes
    /// before it.
    @Test(arguments: [("waterfall", #"{"columns": 3}"#), ("flow", "{}"), ("lazy-vgrid", vGrid)])
    func countersOfScrollingResizingAndUpdating(layout: String, parameters: String) throws {
        let lazy = try #require(try Self.make(layout, parameters).lazy)
        var rng = SplitMix64(seed: 5)
        let storage = SubviewStorage(
            Self.items((0..<3000).map { _ in Double(rng.nextInt(in: 20...200)) }, axis: .vertical))
        let subviews = storage.subviews
        var realized: [Int] = []
        func scroll(_ offsets: some Sequence<Double>, length: Double = 390) {
            for y in offsets {
                realized.removeAll()
                lazy.realize(crossLength: length, visible: y..<(y + 844), subviews: subviews, realized: &realized)
            }
        }
        // Down to the bottom (the extent is re-estimated as lines are measured), then back up.
        var down: [Double] = []
        var y = 0.0
        while true {
            down.append(y)
            scroll([y])
            let extent = lazy.contentExtent(crossLength: 390, subviews: subviews)
            if y + 844 >= extent { break }
            y = min(y + 105.5, extent - 844)
        }
        // Scrolled to the bottom, every item has been measured once.
        #expect(storage.counters.measureCacheMisses == 3000)
        let missesDown = storage.counters.measureCacheMisses
        scroll(down.reversed())
        #expect(storage.counters.measureCacheMisses == missesDown, "scrolling back up measures nothing new")

        // Item 1500 changes: what comes before it stays measured.
        storage.replaceModel(at: 1500, with: .flexible(.height(333)))
        lazy.invalidate(from: 1500, subviews: subviews)
        let c2 = storage.counters
        let top = lazy.offset(ofSubview: 1400, crossLength: 390, subviews: subviews)
        scroll([0, top / 2, top - 844])
        #expect(
            storage.counters.measureCacheMisses == c2.measureCacheMisses, "items before the update are still measured")
        let at = lazy.offset(ofSubview: 1500, crossLength: 390, subviews: subviews)
        scroll([at])
        #expect(storage.counters.measureCacheMisses > c2.measureCacheMisses, "the updated item is measured again")

        // A rotation: the new width misses the layout cache; back at 390 it hits.
        let c0 = storage.counters
        scroll([0], length: 844)
        #expect(storage.counters.layoutCacheMisses - c0.layoutCacheMisses == 1)
        let c1 = storage.counters
        scroll([0], length: 390)
        #expect(storage.counters.layoutCacheMisses == c1.layoutCacheMisses)
        #expect(storage.counters.layoutCacheHits > c1.layoutCacheHits)
    }
}

/// Lazy grids with sections: frames equal the full layout's; pinned headers and footers stick.
@Suite struct LazySectionTests {
    /// `sections` sections of `items` 100-tall items in one column, each with a 30-tall header
    /// (and a 20-tall footer when `footers`). Lines are 8 apart.
    static func scene(sections: Int, items: Int, footers: Bool = false, pinned: String = "[]") throws -> (
        LayoutInstance, SubviewStorage, LayoutResult
    ) {
        let section = """
            {"header": {"flexible": {"height": 30}}, "items": [\((0..<items).map { _ in #"{"flexible": {"height": 100}}"# }.joined(separator: ", "))]\(footers ? #", "footer": {"flexible": {"height": 20}}"# : "")}
            """
        let json = """
            {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"flexible": {}}}], "pinnedViews": \(pinned)},
             "proposal": {"width": 300, "height": null}, "sections": [\(Array(repeating: section, count: sections).joined(separator: ", "))]}
            """
        let spec = try LayoutSpec.parse(Data(json.utf8), source: "test")
        let layout = try PluginRegistry.builtIn.makeLayout(
            named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
        return (layout, SubviewStorage(spec.items), try LayoutResult.compute(spec))
    }

    /// Scrolls from the top to `offset` in steps of 50 (so every line above is measured) and
    /// returns what the last step realised.
    static func realize(_ layout: LayoutInstance, _ storage: SubviewStorage, _ offset: Double, _ height: Double = 200)
        -> [Int]
    {
        var realized: [Int] = []
        for y in Array(stride(from: 0, to: offset, by: 50)) + [offset] {
            realized.removeAll()
            layout.lazy!.realize(
                crossLength: 300, visible: y..<(y + height), subviews: storage.subviews, realized: &realized)
        }
        return realized
    }

    @Test func unpinnedSectionsRealiseTheFullLayoutsFrames() throws {
        let (layout, storage, full) = try Self.scene(sections: 4, items: 7, footers: true)
        for offset in stride(from: 0.0, through: full.size.height, by: 50) {
            for i in Self.realize(layout, storage, offset) {
                #expect(
                    abs(storage.frames[i].minY - full.frames[i].minY) < 1e-9
                        && storage.frames[i].size == full.frames[i].size,
                    "item \(i) at offset \(offset)")
            }
        }
    }

    /// Section 0: header 0…30, items at 38, 146, 254, 362, 470 (to 570); section 1's header
    /// at 578. The header sticks to the viewport's top and is pushed up by its section's end.
    @Test func aPinnedHeaderSticksAndIsPushedOff() throws {
        let (layout, storage, full) = try Self.scene(sections: 2, items: 5, pinned: #"["sectionHeaders"]"#)
        #expect(full.frames[6].minY == 578)  // section 1's header, where a full pass puts it
        #expect(Self.realize(layout, storage, 100).contains(0))
        #expect(storage.frames[0].minY == 100)  // stuck to the top
        _ = Self.realize(layout, storage, 560)
        #expect(storage.frames[0].minY == 540)  // pushed up: 570 − 30
        #expect(storage.frames[6].minY == 578)  // the next header, in view at its place
        _ = Self.realize(layout, storage, 600)
        #expect(storage.frames[6].minY == 600)  // now it is the one stuck to the top
        _ = Self.realize(layout, storage, 0)
        #expect(storage.frames[0].minY == 0)  // at the top, at its place
    }

    /// With footers (20 tall after the 5 items: 578…598), a pinned footer sticks to the
    /// viewport's bottom while its section is in view.
    @Test func aPinnedFooterSticksToTheBottom() throws {
        let (layout, storage, _) = try Self.scene(sections: 2, items: 5, footers: true, pinned: #"["sectionFooters"]"#)
        #expect(Self.realize(layout, storage, 0).contains(6))
        #expect(storage.frames[6].minY == 180)  // 200 − 20
        _ = Self.realize(layout, storage, 500)
        #expect(storage.frames[6].minY == 578)  // in view at its place
    }
}
