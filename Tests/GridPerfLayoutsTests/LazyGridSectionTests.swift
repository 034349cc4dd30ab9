import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import Testing

/// Sections through the `gridperf layout` path (spec JSON → LayoutResult), with expected
/// frames worked out by hand in the comments.
@Suite struct LazyGridSectionTests {
    static func layout(_ json: String) throws -> LayoutResult {
        try LayoutResult.compute(LayoutSpec.parse(Data(json.utf8), source: "test"))
    }

    /// Two flexible columns in 208: (208 − 8) ÷ 2 = 100 each, at x 0 and 108; extent 208.
    /// Lines, 8 apart: header 30 (y 0), items 50|60 (y 38, 60 tall), item 40 (y 106),
    /// footer 20 (y 154), then section 2's item 10 (y 182). Height 182 + 10 = 192.
    static let twoSections = """
        {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"flexible": {}}}, {"size": {"flexible": {}}}],
                                                "pinnedViews": ["sectionHeaders"]},
         "proposal": {"width": 208, "height": null},
         "sections": [
           {"header": {"flexible": {"height": 30}},
            "items": [{"flexible": {"height": 50}}, {"flexible": {"height": 60}}, {"flexible": {"height": 40}}],
            "footer": {"size": [100, 20]}},
           {"items": [{"flexible": {"height": 10}}]}
         ]}
        """

    @Test func headersAndFootersSpanTheWidthAndEveryLineIsSpaced() throws {
        let result = try Self.layout(Self.twoSections)
        #expect(result.size == Size(width: 208, height: 192))
        #expect(
            result.frames == [
                Rect(x: 0, y: 0, width: 208, height: 30),  // header: proposed the full 208
                Rect(x: 0, y: 43, width: 100, height: 50),  // centred in the 60-tall row: 38 + 5
                Rect(x: 108, y: 38, width: 100, height: 60),
                Rect(x: 0, y: 106, width: 100, height: 40),  // the section's last, short row
                Rect(x: 54, y: 154, width: 100, height: 20),  // a 100-wide footer centred: (208 − 100) ÷ 2
                Rect(x: 0, y: 182, width: 100, height: 10),  // a new section starts a new row
            ])
        // Only headers are pinned here, and section 2 has none.
        #expect(result.pinned == [0])
        #expect(result.json.contains("\"pinned\": [0]"))
    }

    @Test func pinnedFootersAndNoPinnedViews() throws {
        let footers = Self.twoSections.replacingOccurrences(
            of: "[\"sectionHeaders\"]", with: "[\"sectionFooters\", \"sectionHeaders\"]")
        #expect(try Self.layout(footers).pinned == [0, 4])
        let none = Self.twoSections.replacingOccurrences(
            of: "\"pinnedViews\": [\"sectionHeaders\"]", with: "\"pinnedViews\": []")
        let result = try Self.layout(none)
        #expect(result.pinned.isEmpty)
        #expect(!result.json.contains("pinned"))  // the output stays SPEC-FORMAT's four fields
    }

    /// The header of an overflowing grid follows the columns, not the proposal. Quiz 3's
    /// columns (flexible, minimum 50 and 120) in 200: 192 left, the first offered 96 takes 96,
    /// the second offered 96 takes 120, so the grid reports 96 + 8 + 120 = 224. Placement in
    /// 224 recomputes: 216 left, 108 and 120, an extent of 236; the header is proposed 236.
    @Test func aHeaderSpansTheOverflowingExtent() throws {
        let result = try Self.layout(
            """
            {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"flexible": {"minimum": 50}}}, {"size": {"flexible": {"minimum": 120}}}]},
             "proposal": {"width": 200, "height": null},
             "sections": [{"header": {"flexible": {"height": 20}}, "items": [{"flexible": {"height": 50}}, {"flexible": {"height": 50}}]}]}
            """)
        #expect(result.size == Size(width: 224, height: 78))
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 236, height: 20))
        #expect(result.frames[1] == Rect(x: 0, y: 28, width: 108, height: 50))
        #expect(result.frames[2] == Rect(x: 116, y: 28, width: 120, height: 50))
    }

    /// LazyHGrid: the same scene with the axes swapped. Rows of 100 in a height of 208;
    /// the header is a column proposed the full 208 height.
    @Test func hGridSectionsAreTheTransposedVGrid() throws {
        let v = try Self.layout(Self.twoSections)
        let transposed = Self.twoSections
            .replacingOccurrences(of: "lazy-vgrid", with: "lazy-hgrid")
            .replacingOccurrences(of: "\"columns\"", with: "\"rows\"")
            .replacingOccurrences(of: "\"height\": ", with: "\"width\": ")  // the items' fixed heights become widths
            .replacingOccurrences(of: "\"width\": 208, \"width\": null", with: "\"width\": null, \"height\": 208")
            .replacingOccurrences(of: "[100, 20]", with: "[20, 100]")
        let h = try Self.layout(transposed)
        #expect(h.size == Size(width: v.size.height, height: v.size.width))
        #expect(h.frames == v.frames.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) })
    }

    @Test func emptySectionsAndEmptyGrids() throws {
        // A section with only a header is one line; an empty section adds nothing.
        let result = try Self.layout(
            """
            {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"fixed": 50}}]}, "proposal": {"width": 100, "height": null},
             "sections": [{"items": []}, {"header": {"size": [10, 12]}, "items": []}, {"items": [{"size": [50, 5]}]}]}
            """)
        // Extent 50: the header (10 wide) is centred in it at x 20; lines 12 and 5, 8 apart.
        // Placement gets bounds 50 wide (the reported width), so nothing shifts.
        #expect(result.size == Size(width: 50, height: 25))
        #expect(result.frames == [Rect(x: 20, y: 0, width: 10, height: 12), Rect(x: 0, y: 20, width: 50, height: 5)])
        let empty = try Self.layout(
            """
            {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"fixed": 50}}]}, "proposal": {"width": 100, "height": null}, "sections": []}
            """)
        #expect(empty.size == Size(width: 50, height: 0) && empty.frames.isEmpty)
    }

    @Test func sectionsAreOnlyForLazyGrids() {
        #expect(throws: GridPerfError("test: sections: layout 'waterfall' takes items, not sections")) {
            try Self.layout(
                """
                {"layout": "waterfall", "proposal": {"width": 100, "height": null}, "sections": [{"items": []}]}
                """)
        }
        #expect(throws: GridPerfError("test: items and sections: give exactly one of items, sections, rows")) {
            try Self.layout(
                """
                {"layout": "lazy-vgrid", "proposal": {"width": 100, "height": null}, "items": [], "sections": []}
                """)
        }
        #expect(
            throws: GridPerfError(
                "test: sections[0].items[0].flexible: expected an object, got a number",
                kind: .invalidValue(path: "sections[0].items[0].flexible"))
        ) {
            try Self.layout(
                """
                {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"fixed": 50}}]}, "proposal": {"width": 100, "height": null},
                 "sections": [{"items": [{"flexible": 3}]}]}
                """)
        }
    }

    @Test func sectionIndicesOutOfOrderAreRejected() {
        #expect(
            throws: GridPerfError("sections[1]: subview indices out of order (expected header, items, footer from 2)")
        ) {
            try LazyGridLayout(
                items: [GridItem(.fixed(10))], trackAxis: .horizontal,
                sections: [SceneSection(items: 0..<2), SceneSection(items: 3..<4)])
        }
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
}
