import GridPerfCore
import Testing

/// A leaf view whose modifiers leave it laid out as a plain item is stored as that item
/// (`ItemModel.laidOutAs(_:)`): a text's `lineLimit`, a rectangle's `aspectRatio(r, .fit)`.
/// Sizes worked out by hand, and checked against the view node the item replaces.
@Suite struct LeavesAsItemsTests {
    func parseItem(_ text: String) throws -> ItemModel {
        var reader = try JSONObjectReader(JSONValue.parse(text, what: "test"), path: "item")
        return try ItemModel.parseItem(&reader).model
    }

    /// The poster card's placeholder: `Rectangle().aspectRatio(2/3, contentMode: .fit)` is the
    /// `aspect` item of ratio 2/3 and the rectangle's ideal width, 10.
    @Test func aRectanglesAspectRatioIsAnAspectItem() throws {
        let item = try parseItem(
            #"{"rectangle": {}, "modifiers": [{"aspectRatio": {"ratio": 0.5, "contentMode": "fit"}}]}"#)
        #expect(item == .aspect(AspectItem(ratio: 0.5, idealWidth: 10)))
        // A resizable image of ideal 30 × 20, and a colour, alike.
        #expect(
            try parseItem(
                #"{"image": {"width": 30, "height": 20, "resizable": true}, "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#
            )
                == .aspect(AspectItem(ratio: 2, idealWidth: 30)))
        #expect(
            try parseItem(#"{"flexible": {}, "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#)
                == .aspect(AspectItem(ratio: 2, idealWidth: 10)))
    }

    /// What stays a view: a fill, a ratio taken from the content, a second modifier, a primitive
    /// with bounds (a fixed-size image), a frame with a minimum.
    @Test(arguments: [
        #"{"rectangle": {}, "modifiers": [{"aspectRatio": {"ratio": 0.5, "contentMode": "fill"}}]}"#,
        #"{"rectangle": {}, "modifiers": [{"aspectRatio": {"contentMode": "fit"}}]}"#,
        #"{"rectangle": {}, "modifiers": [{"aspectRatio": {"ratio": 0.5}}, {"padding": {"length": 2}}]}"#,
        #"{"image": {"width": 30, "height": 20}, "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#,
        #"{"flexible": {"minWidth": 5}, "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#,
        #"{"text": "Up", "modifiers": [{"aspectRatio": {"ratio": 2}}]}"#,
    ])
    func otherModifiersStayViews(json: String) throws {
        guard case .view = try parseItem(json) else {
            Issue.record("\(json) was read as a plain item")
            return
        }
    }

    /// The rectangle inside `aspectRatio(2/3, .fit)` and the aspect item answer the same for
    /// every kind of proposal. By hand (r = 2/3): 160 × nil → 160 × 240; 300 × 150 → min(300, 100)
    /// = 100 × 150; nil × 90 → 60 × 90; nil × nil → the ideal width 10 × 15; ∞ × ∞ → ∞ × ∞; a
    /// width below 0 → 0 × 0 (the rectangle takes nothing below 0).
    @Test func theAspectItemAnswersAsTheRectangleItStandsFor() {
        let r = 2.0 / 3.0
        let item = ItemModel.aspect(AspectItem(ratio: r, idealWidth: 10))
        let cases: [(ProposedSize, Size)] = [
            (ProposedSize(width: 160, height: nil), Size(width: 160, height: 160 / r)),
            (ProposedSize(width: 300, height: 150), Size(width: 150 * r, height: 150 * r / r)),
            (ProposedSize(width: nil, height: 90), Size(width: 90 * r, height: 90 * r / r)),
            (.unspecified, Size(width: 10, height: 10 / r)),
            (.infinity, Size(width: .infinity, height: .infinity)),
            (.zero, .zero),
            (ProposedSize(width: -20, height: nil), .zero),
            (ProposedSize(width: 50, height: -3), .zero),
        ]
        for (p, expected) in cases {
            let node = ViewNode(
                kind: "rectangle", content: .leaf(PrimitiveView(.flexible(FlexibleItem()))),
                modifiers: [.aspectRatio(ratio: r, fill: false)])
            let viewSize = node.sizeThatFits(p)
            #expect(item.sizeThatFits(p) == expected, "\(p)")
            #expect(viewSize == expected, "\(p)")
            // Its one leaf fills the view's frame, as an item's frame is the item's — at a finite
            // size. At an infinite one the view centred its leaf at (∞ − ∞) / 2, NaN; the item
            // keeps the origin it is placed at (no layout here places a view at infinity).
            node.place(in: Rect(origin: Point(x: 5, y: 7), size: viewSize), proposal: p)
            if viewSize.width.isFinite {
                #expect(node.contentFrame == Rect(origin: Point(x: 5, y: 7), size: viewSize), "\(p)")
            } else {
                #expect(node.contentFrame.origin.x.isNaN && node.contentFrame.size == viewSize)
            }
        }
        #expect(item.sizeThatFits(ProposedSize(width: 160, height: nil)) == Size(width: 160, height: 240))
    }

    /// A title's `Text("Monsters, Inc.").font(.subheadline).lineLimit(1)` is a plain text item: 14
    /// characters of 7.5 (15 pt / 2), W0 = 105, lines of 20. At a width of 50 it wraps into
    /// ceil(105 / 50) = 3 lines, 60 high, limited to 1 line: 50 × 20; unlimited, 50 × 60.
    @Test func aTextsLineLimitIsPartOfItsItem() throws {
        let item = try parseItem(#"{"text": {"string": "Monsters, Inc.", "style": "subheadline", "lineLimit": 1}}"#)
        let limited = TextItem(length: 14, charWidth: 7.5, lineHeight: 20, lineLimit: 1)
        #expect(item == .text(limited))
        let p = ProposedSize(width: 50, height: nil)
        #expect(item.sizeThatFits(p) == Size(width: 50, height: 20))
        #expect(ItemModel.text(TextItem(length: 14, charWidth: 7.5, lineHeight: 20)).sizeThatFits(p).height == 60)
        // Stored in a container's storage (boxed: the compact form has no room for the limit),
        // and written back with its limit.
        let storage = SubviewStorage([item, .text(TextItem(length: 14, charWidth: 7.5, lineHeight: 20))])
        #expect(storage.subviews[0].sizeThatFits(p) == Size(width: 50, height: 20))
        #expect(storage.subviews[1].sizeThatFits(p) == Size(width: 50, height: 60))
        #expect(storage.model(at: 0) == item)
        #expect(try ItemModel(json: item.json, path: "x") == item)
        // With another modifier it is a view whose leaf keeps the limit: padding 2 each side,
        // proposed 54 → the text 50 × 20, the view 54 × 24.
        let padded = try parseItem(
            #"{"text": {"string": "Monsters, Inc.", "style": "subheadline", "lineLimit": 1}, "modifiers": [{"padding": {"length": 2}}]}"#
        )
        guard case let .view(node) = padded else {
            Issue.record("a padded text was read as a plain item")
            return
        }
        #expect(node.sizeThatFits(ProposedSize(width: 54, height: nil)) == Size(width: 54, height: 24))
        #expect(
            try ItemModel(json: padded.json, path: "x").sizeThatFits(ProposedSize(width: 54, height: nil))
                == Size(width: 54, height: 24))
    }
}
