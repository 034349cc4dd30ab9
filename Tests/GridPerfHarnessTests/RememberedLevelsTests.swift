import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// A view of 2 to 4 modifiers over a leaf, in a storage of more than eight views, is placed from the
/// sizes its levels answered at its last measurement (docs/PERFORMANCE.md#levels-remembered): the
/// frames are those of measuring again, by hand.
@Suite struct RememberedLevelsTests {
    /// An `HStack(spacing: 0)` of `count` rectangles, each `.padding(2).padding(.horizontal, 1)`,
    /// proposed `width` × 20.
    static func row(count: Int, width: Double) throws -> LayoutResult {
        let chip = #"""
            {"rectangle": {}, "modifiers": [{"padding": {"length": 2}}, {"padding": {"edges": "horizontal", "length": 1}}]}
            """#
        let items = Array(repeating: chip, count: count).joined(separator: ",")
        let scene = """
            {"layout": "hstack", "parameters": {"spacing": 0}, "proposal": {"width": \(width), "height": 20},
             "items": [\(items)]}
            """
        return try LayoutResult.compute(try LayoutSpec.parse(Data(scene.utf8), source: "chips"))
    }

    /// Ten chips in 130 points. The stack asks each chip at width 0 and at infinity (its
    /// flexibility: 6 to infinity, all alike), then offers each 130 / 10 = 13, in index order:
    /// the chip's last measurement, which its placement reuses. Offered 13 × 20, the outer padding
    /// proposes 11 × 20, the inner 7 × 16: the rectangle is 7 × 16, at 13k + 1 + 2 across and 2 down.
    /// A size remembered from the probes (0 or infinity) would put it elsewhere.
    @Test func aChipIsPlacedAtTheSizesOfItsLastMeasurement() throws {
        let r = try Self.row(count: 10, width: 130)
        #expect(r.size == Size(width: 130, height: 20))
        #expect(r.frames.count == 10)
        for k in 0..<10 {
            let want = Rect(x: 13 * Double(k) + 3, y: 2, width: 7, height: 16)
            #expect(r.frames[k] == want, "chip \(k): \(r.frames[k]), expected \(want)")
        }
    }

    /// The same row of eight chips (a storage too small to remember) and of twelve in 156 points
    /// (13 each again): the same frames, remembered or not.
    @Test func rememberedOrNotTheFramesAreTheSame() throws {
        let small = try Self.row(count: 8, width: 104)
        let large = try Self.row(count: 12, width: 156)
        for k in 0..<8 {
            let want = Rect(x: 13 * Double(k) + 3, y: 2, width: 7, height: 16)
            #expect(small.frames[k] == want, "8 chips, chip \(k): \(small.frames[k])")
            #expect(large.frames[k] == want, "12 chips, chip \(k): \(large.frames[k])")
        }
        #expect(large.frames[11] == Rect(x: 13 * 11 + 3, y: 2, width: 7, height: 16))
    }

    /// A view of one modifier over a leaf keeps its content's size in itself, whatever its storage
    /// (docs/PERFORMANCE.md#one-level-remembered): ten rectangles, each `.padding(2)`, in an
    /// `HStack(spacing: 0)` proposed 130 × 20. Probed at width 0 and at infinity, then offered 13
    /// each in index order (their last measurement): the padding proposes 9 × 16, the rectangle is
    /// 9 × 16 at 13k + 2 across and 2 down. The size at the infinite probe (an infinite width)
    /// would put it elsewhere.
    @Test func aViewOfOneModifierIsPlacedAtItsLastMeasurement() throws {
        let item = #"{"rectangle": {}, "modifiers": [{"padding": {"length": 2}}]}"#
        let scene = """
            {"layout": "hstack", "parameters": {"spacing": 0}, "proposal": {"width": 130, "height": 20},
             "items": [\(Array(repeating: item, count: 10).joined(separator: ","))]}
            """
        let r = try LayoutResult.compute(try LayoutSpec.parse(Data(scene.utf8), source: "padded"))
        #expect(r.size == Size(width: 130, height: 20))
        for k in 0..<10 {
            let want = Rect(x: 13 * Double(k) + 2, y: 2, width: 9, height: 16)
            #expect(r.frames[k] == want, "rectangle \(k): \(r.frames[k]), expected \(want)")
        }
    }

    /// Placed at a proposal other than its last measurement's, a view of one modifier measures its
    /// content again: a rectangle (flexible) with `.padding(2)` measured at 100 × 50, then placed in
    /// 60 × 30 at that proposal. The padding proposes 56 × 26: the rectangle is 56 × 26 at (2, 2),
    /// not the 96 × 46 it answered when measured.
    @Test func aViewOfOneModifierPlacedAtAnotherProposalIsMeasuredAgain() {
        let node = ViewNode(
            kind: "rectangle", content: .leaf(PrimitiveView(.flexible(FlexibleItem()))),
            modifiers: [.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))])
        #expect(node.sizeThatFits(ProposedSize(width: 100, height: 50)) == Size(width: 100, height: 50))
        node.place(in: Rect(x: 0, y: 0, width: 60, height: 30), proposal: ProposedSize(width: 60, height: 30))
        #expect(node.contentFrame == Rect(x: 2, y: 2, width: 56, height: 26))
        // Measured at that proposal, then placed at it: the remembered size, the same frame.
        #expect(node.sizeThatFits(ProposedSize(width: 60, height: 30)) == Size(width: 60, height: 30))
        node.place(in: Rect(x: 10, y: 0, width: 60, height: 30), proposal: ProposedSize(width: 60, height: 30))
        #expect(node.contentFrame == Rect(x: 12, y: 2, width: 56, height: 26))
    }
}
