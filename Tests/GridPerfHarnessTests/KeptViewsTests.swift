import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// A storage of more than eight views places a view that kept its placement without asking it
/// again (SubviewStorage.placeViews and its records, KeptViews), and a change below a view clears
/// that view's record however it is told: the scenes are a `VStack` of ten `VStack { Text(9
/// characters); Text(5) }` rows proposed 300 wide. A text is 7 points a character: a row is 63
/// wide (its 9-character text), and so is the root `VStack` (its widest row's width), placed at
/// the origin; a row's 5-character text (35 wide) is centred at (63 − 35) / 2 = 14, and made 3
/// characters (21 wide) at (63 − 21) / 2 = 21.
@Suite struct KeptViewsTests {
    static let rows = 10

    /// The scene, the rows `changed` with a second text of 3 characters, item `sized` (if any) a
    /// plain `size` item of `size`.
    static func scene(changed: Set<Int> = [], sized: Int? = nil, size: Size = .zero) -> String {
        let items = (0..<rows).map { k -> String in
            if k == sized { return #"{"size": [\#(size.width), \#(size.height)]}"# }
            let second = changed.contains(k) ? 3 : 5
            return #"{"layout": "vstack", "items": [{"text": {"length": 9}}, {"text": {"length": \#(second)}}]}"#
        }
        return #"{"layout": "vstack", "proposal": {"width": 300}, "items": [\#(items.joined(separator: ", "))]}"#
    }

    /// Two passes over the scene; the second asks no row again while the cache is on (each row's
    /// node placed once), every row again with it off.
    @Test(arguments: [true, false])
    func aKeptViewIsNotAskedAgain(cacheOn: Bool) throws {
        let (layout, storage, proposal) = try ViewTreeTests.make(Self.scene(), cacheOn: cacheOn)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let first = storage.leafFrames
        #expect(first[1].minX == 14)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(storage.leafFrames == first)
        for node in storage.viewNodes { #expect(node.placements == (cacheOn ? 1 : 2)) }
    }

    /// Row 6's second text shortened in its own storage, and nothing else told (its row keeps its
    /// size: no answer above it is wrong): the row's storage tells the row's node, which clears the
    /// root's record of it. The third pass places row 6 again (its text at 21), no other row,
    /// and every frame is a fresh layout's of the changed scene.
    @Test func aChangeInAViewsStorageClearsItsRecord() throws {
        let (layout, storage, proposal) = try ViewTreeTests.make(Self.scene())
        layout.layout(proposal: proposal, subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let (row, container) = try ViewTreeTests.container(storage, 6)
        container.storage.replaceModel(at: 1, with: .text(TextItem(length: 3)))
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(storage.leafFrames[13].minX == 21)
        #expect(row.placements == 2)
        #expect(try ViewTreeTests.container(storage, 2).0.placements == 1)
        let (fresh, freshStorage, _) = try ViewTreeTests.make(Self.scene(changed: [6]))
        fresh.layout(proposal: proposal, subviews: freshStorage.subviews)
        #expect(storage.leafFrames == freshStorage.leafFrames)
    }

    /// Row 3 replaced by a plain item of its size (no row moves; the views after it are one place
    /// lower among the storage's views), then row 6 changed as above: the record cleared is row
    /// 6's at its new place, and every frame is a fresh layout's of that scene.
    @Test func aViewsRecordMovesWithIt() throws {
        let (layout, storage, proposal) = try ViewTreeTests.make(Self.scene())
        layout.layout(proposal: proposal, subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let size = storage.frame(at: 3).size
        storage.replaceModel(at: 3, with: .size(width: size.width, height: size.height))
        layout.updateCache(subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let (row, container) = try ViewTreeTests.container(storage, 6)
        container.storage.replaceModel(at: 1, with: .text(TextItem(length: 3)))
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(row.placements == 2)
        let (fresh, freshStorage, _) = try ViewTreeTests.make(Self.scene(changed: [6], sized: 3, size: size))
        fresh.layout(proposal: proposal, subviews: freshStorage.subviews)
        #expect(storage.leafFrames == freshStorage.leafFrames)
        #expect(storage.leafFrames[12].minX == 21)
    }

    /// Row 4 replaced by a new row whose second text is 3 characters (a view for a view, as an
    /// update replaces a card: the same place among the views), then row 6 changed as above: row 4
    /// is placed (its text at 21, where the old row's record would have kept the old frames) and
    /// then kept like any row (held by the storage: placed once), row 6's record is at its place
    /// still, and every frame is a fresh layout's of that scene.
    @Test func aViewReplacedByAViewTakesItsPlace() throws {
        let (layout, storage, proposal) = try ViewTreeTests.make(Self.scene())
        layout.layout(proposal: proposal, subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let (_, replacement, _) = try ViewTreeTests.make(Self.scene(changed: [0]))
        storage.replaceModel(at: 4, with: replacement.model(at: 0))
        layout.updateCache(subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(storage.leafFrames[9].minX == 21)
        let newRow = try ViewTreeTests.container(storage, 4).0
        let (row, container) = try ViewTreeTests.container(storage, 6)
        container.storage.replaceModel(at: 1, with: .text(TextItem(length: 3)))
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(row.placements == 2)
        #expect(newRow.placements == 1)
        let (fresh, freshStorage, _) = try ViewTreeTests.make(Self.scene(changed: [4, 6]))
        fresh.layout(proposal: proposal, subviews: freshStorage.subviews)
        #expect(storage.leafFrames == freshStorage.leafFrames)
    }
}
