import GridPerfCore
import Testing

/// A background that is a leaf without modifiers is measured and placed in one step
/// (docs/PERFORMANCE.md#leaf-secondaries), with the frames, counts and last proposal that measuring
/// then placing it leave. The tree: a column (KeptPlacementTests.Column) of ten chips, each a 20 × 10
/// leaf `.padding(.horizontal, 6).padding(.vertical, 3)`, 32 × 16, with a background.
@Suite struct LeafSecondaryTests {
    static func chips(background: () -> ViewNode, cacheOn: Bool = true) -> (LayoutInstance, SubviewStorage) {
        let chips = (0..<10).map { _ in
            ItemModel.view(
                ViewNode(
                    kind: "chip", content: .leaf(PrimitiveView(.size(width: 20, height: 10))),
                    modifiers: [
                        .padding(EdgeInsets(leading: 6, trailing: 6)), .padding(EdgeInsets(top: 3, bottom: 3)),
                        .background(background(), alignment: .center),
                    ]))
        }
        let storage = SubviewStorage(chips)
        storage.measurementCacheEnabled = cacheOn
        return (LayoutInstance(KeptPlacementTests.Column()), storage)
    }

    static func background(of storage: SubviewStorage, _ k: Int) -> ViewNode? {
        guard case let .view(chip) = storage.model(at: k) else { return nil }
        return chip.secondaries.first
    }

    /// Chip k at y = 16k: its leaf at (6, 16k + 3), 20 × 10; a 40 × 20 background proposed the
    /// chip's 32 × 16 keeps its size, centred: at (−4, 16k − 2). Measured once and placed once.
    @Test func aLeafBackgroundIsMeasuredAndPlacedOnce() throws {
        let (layout, storage) = Self.chips {
            ViewNode(kind: "box", content: .leaf(PrimitiveView(.size(width: 40, height: 20))))
        }
        #expect(
            layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
                == Size(width: 32, height: 160))
        let frames = storage.leafFrames
        #expect(frames.count == 20)
        for k in 0..<10 {
            let y = Double(16 * k)
            #expect(frames[2 * k] == Rect(x: 6, y: y + 3, width: 20, height: 10), "chip \(k)")
            #expect(frames[2 * k + 1] == Rect(x: -4, y: y - 2, width: 40, height: 20), "background \(k)")
            let b = try #require(Self.background(of: storage, k))
            #expect(b.measurements == 1 && b.placements == 1 && b.isPlaced)
            #expect(b.lastProposal == ProposedSize(width: 32, height: 16))
            #expect(b.frame == Rect(x: -4, y: y - 2, width: 40, height: 20))
        }
    }

    /// The same background as a `.frame(width: 40, height: 20)` over a 1 × 1 leaf (a view of one
    /// modifier: the general path) gives the same frames; and with the measurement cache off, a
    /// second pass measures and places each leaf background again (nothing kept).
    @Test func theGeneralPathAgreesAndNothingIsKeptWithoutTheCache() throws {
        let (framed, framedStorage) = Self.chips {
            ViewNode(
                kind: "box", content: .leaf(PrimitiveView(.size(width: 1, height: 1))),
                modifiers: [.frame(width: 40, height: 20, alignment: .center)])
        }
        _ = framed.layout(proposal: ProposedSize(width: 300, height: nil), subviews: framedStorage.subviews)
        let (leaf, leafStorage) = Self.chips(
            background: { ViewNode(kind: "box", content: .leaf(PrimitiveView(.size(width: 40, height: 20)))) },
            cacheOn: false)
        for _ in 0..<2 {
            _ = leaf.layout(proposal: ProposedSize(width: 300, height: nil), subviews: leafStorage.subviews)
        }
        for k in 0..<10 {
            let y = Double(16 * k)
            #expect(framedStorage.leafFrames[2 * k] == Rect(x: 6, y: y + 3, width: 20, height: 10))
            #expect(leafStorage.leafFrames[2 * k + 1] == Rect(x: -4, y: y - 2, width: 40, height: 20))
            let b = try #require(Self.background(of: leafStorage, k))
            #expect(b.measurements == 2 && b.placements == 2)
        }
        // The framed background's box: 40 × 20 at (−4, −2); its 1 × 1 leaf centred in it.
        #expect(framedStorage.leafFrames[1] == Rect(x: 15.5, y: 7.5, width: 1, height: 1))
    }
}

/// A view's remembered level sizes (docs/PERFORMANCE.md#levels-remembered) are its own after its
/// storage renumbers its views: a column (KeptPlacementTests.Column) of ten chips, chip k a
/// (20 + k) × 10 leaf `.padding(.horizontal, 6).padding(.vertical, 3)`, so (32 + k) × 16, its leaf at
/// (6, y + 3). Chip 0 is replaced by a 5 × 5 leaf (the views renumbered down), then by a chip again
/// (renumbered up): a view reading another's sizes would have another's width.
@Suite struct RenumberedLevelsTests {
    static func chip(_ k: Int) -> ItemModel {
        .view(
            ViewNode(
                kind: "chip", content: .leaf(PrimitiveView(.size(width: 20 + Double(k), height: 10))),
                modifiers: [.padding(EdgeInsets(leading: 6, trailing: 6)), .padding(EdgeInsets(top: 3, bottom: 3))]))
    }

    @Test func renumberedViewsPlaceTheirOwnSizes() {
        let storage = SubviewStorage((0..<10).map(Self.chip))
        let layout = LayoutInstance(KeptPlacementTests.Column())
        let proposal = ProposedSize(width: 300, height: nil)
        _ = layout.layout(proposal: proposal, subviews: storage.subviews)
        for k in 0..<10 {
            #expect(storage.leafFrames[k] == Rect(x: 6, y: Double(16 * k) + 3, width: 20 + Double(k), height: 10))
        }
        storage.replaceModel(at: 0, with: .size(width: 5, height: 5))
        _ = layout.layout(proposal: proposal, subviews: storage.subviews)
        let down = storage.leafFrames
        #expect(down[0] == Rect(x: 0, y: 0, width: 5, height: 5))
        for k in 1..<10 {
            #expect(
                down[k] == Rect(x: 6, y: 5 + Double(16 * (k - 1)) + 3, width: 20 + Double(k), height: 10), "chip \(k)")
        }
        storage.replaceModel(at: 0, with: Self.chip(0))
        _ = layout.layout(proposal: proposal, subviews: storage.subviews)
        for k in 0..<10 {
            #expect(
                storage.leafFrames[k] == Rect(x: 6, y: Double(16 * k) + 3, width: 20 + Double(k), height: 10),
                "chip \(k)")
        }
    }
}
