import GridPerfCore
import Testing

/// A tree built with GridPerfCore's own types — no scene, no harness — keeps a placement that
/// nothing changed (SubviewStorage.placeViews, KeptViews) and forgets it when a view below it
/// changes. The tree: a column of ten rows, each a column of two fixed-size leaves, 63 × 10 and
/// 35 × 10, laid out by `Column` (each subview proposed the width the column was proposed, stacked
/// from the top, at the leading edge). By hand: row k is at y = 20k, its leaves at y = 20k and 20k + 10.
@Suite struct KeptPlacementTests {
    /// One subview under another, at the leading edge; as wide as the widest.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
            let offer = ProposedSize(width: proposal.width, height: nil)
            var size = Size.zero
            for subview in subviews {
                let s = subview.sizeThatFits(offer)
                size = Size(width: max(size.width, s.width), height: size.height + s.height)
            }
            return size
        }

        /// Each subview placed with the proposal it was measured with (the parent's width, not the
        /// bounds': a column 63 wide proposed 300 offers its rows 300 in both calls).
        func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
            let offer = ProposedSize(width: proposal.width, height: nil)
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: Point(x: bounds.minX, y: y), proposal: offer)
                y += subview.sizeThatFits(offer).height
            }
        }
    }

    static let rows = 10

    /// The root's storage and its layout; a row's container by index.
    static func tree(cacheOn: Bool = true) -> (layout: LayoutInstance, storage: SubviewStorage) {
        let rows = (0..<Self.rows).map { _ in
            let leaves = SubviewStorage([.size(width: 63, height: 10), .size(width: 35, height: 10)])
            leaves.measurementCacheEnabled = cacheOn
            let container = ViewContainer(kind: "column", layout: LayoutInstance(Column()), storage: leaves)
            return ItemModel.view(ViewNode(kind: "column", content: .container(container)))
        }
        let storage = SubviewStorage(rows)
        storage.measurementCacheEnabled = cacheOn
        return (LayoutInstance(Column()), storage)
    }

    static func row(_ storage: SubviewStorage, _ k: Int) -> ViewNode? {
        if case let .view(node) = storage.model(at: k) { return node }
        return nil
    }

    static let proposal = ProposedSize(width: 300, height: nil)

    /// Two passes: the second places no row again while the measurement cache is on, every row
    /// again with it off; the frames are the hand-derived ones both times.
    @Test(arguments: [true, false])
    func aKeptRowIsNotPlacedAgain(cacheOn: Bool) throws {
        let (layout, storage) = Self.tree(cacheOn: cacheOn)
        #expect(layout.layout(proposal: Self.proposal, subviews: storage.subviews) == Size(width: 63, height: 200))
        let first = storage.leafFrames
        #expect(first.count == 2 * Self.rows)
        for k in 0..<Self.rows {
            #expect(first[2 * k] == Rect(x: 0, y: Double(20 * k), width: 63, height: 10))
            #expect(first[2 * k + 1] == Rect(x: 0, y: Double(20 * k + 10), width: 35, height: 10))
        }
        _ = layout.layout(proposal: Self.proposal, subviews: storage.subviews)
        #expect(storage.leafFrames == first)
        for k in 0..<Self.rows { #expect(Self.row(storage, k)?.placements == (cacheOn ? 1 : 2)) }
    }

    /// Row 6's second leaf made 21 wide in its own storage, nothing else told: the third pass
    /// places row 6 again (its leaf now 21 wide at y = 130) and no other row.
    @Test func aChangeBelowARowClearsItsRecord() throws {
        let (layout, storage) = Self.tree()
        _ = layout.layout(proposal: Self.proposal, subviews: storage.subviews)
        _ = layout.layout(proposal: Self.proposal, subviews: storage.subviews)
        let row = try #require(Self.row(storage, 6)?.container)
        row.storage.replaceModel(at: 1, with: .size(width: 21, height: 10))
        _ = layout.layout(proposal: Self.proposal, subviews: storage.subviews)
        #expect(storage.leafFrames[13] == Rect(x: 0, y: 130, width: 21, height: 10))
        for k in 0..<Self.rows { #expect(Self.row(storage, k)?.placements == (k == 6 ? 2 : 1), "row \(k)") }
    }
}
