import GridPerfCore
import Testing

/// SPEC-FORMAT.md's item table, row by row, with numbers worked out by hand.
@Suite struct ItemModelTests {
    @Test func fixedSizeIgnoresTheProposal() {
        let item = ItemModel.size(width: 30, height: 40)
        for p in [ProposedSize.unspecified, .zero, .infinity, ProposedSize(width: 100, height: 5)] {
            #expect(item.sizeThatFits(p) == Size(width: 30, height: 40))
        }
    }

    @Test func flexibleDefaultsAreARectangle() {
        let item = ItemModel.flexible(FlexibleItem())
        #expect(item.sizeThatFits(.unspecified) == Size(width: 10, height: 10))  // ideal 10
        #expect(item.sizeThatFits(ProposedSize(width: 50, height: 70)) == Size(width: 50, height: 70))
        #expect(item.sizeThatFits(.zero) == Size(width: 0, height: 0))
        #expect(item.sizeThatFits(.infinity) == Size(width: .infinity, height: .infinity))
    }

    @Test func flexibleClampsEachAxis() {
        let item = ItemModel.flexible(FlexibleItem(minWidth: 20, idealWidth: 30, maxWidth: 40))
        #expect(item.sizeThatFits(ProposedSize(width: 10, height: 5)).width == 20)  // below min
        #expect(item.sizeThatFits(ProposedSize(width: 35, height: 5)).width == 35)  // inside
        #expect(item.sizeThatFits(ProposedSize(width: 100, height: 5)).width == 40)  // above max
        #expect(item.sizeThatFits(ProposedSize(width: nil, height: 5)).width == 30)  // ideal
    }

    @Test func flexibleHeightShorthand() {
        let item = ItemModel.flexible(.height(50))
        #expect(item.sizeThatFits(ProposedSize(width: 57, height: 500)) == Size(width: 57, height: 50))
        #expect(item.sizeThatFits(ProposedSize(width: 57, height: nil)) == Size(width: 57, height: 50))
        #expect(item.sizeThatFits(.unspecified) == Size(width: 10, height: 50))
    }

    @Test func textWrapsIntoLines() {
        // 10 characters of 7 points: W0 = 70; lines of 17.
        let item = ItemModel.text(TextItem(length: 10, charWidth: 7, lineHeight: 17))
        #expect(item.sizeThatFits(.unspecified) == Size(width: 70, height: 17))
        #expect(item.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 70, height: 17))
        #expect(item.sizeThatFits(ProposedSize(width: 35, height: nil)) == Size(width: 35, height: 34))  // 2 lines
        // ceil(70/30) = 3
        #expect(item.sizeThatFits(ProposedSize(width: 30, height: nil)) == Size(width: 30, height: 51))
        // max(3, 7) = 7 → 10 lines
        #expect(item.sizeThatFits(ProposedSize(width: 3, height: nil)) == Size(width: 7, height: 170))
        #expect(item.sizeThatFits(ProposedSize(width: 35, height: 1)) == Size(width: 35, height: 34))  // ph ignored
        #expect(ItemModel.text(TextItem(length: 0)).sizeThatFits(.unspecified) == .zero)
    }

    @Test func aspectFitsInsideTheProposal() {
        let item = ItemModel.aspect(AspectItem(ratio: 2, idealWidth: 100))
        // min(100, 20·2)
        #expect(item.sizeThatFits(ProposedSize(width: 100, height: 20)) == Size(width: 40, height: 20))
        #expect(item.sizeThatFits(ProposedSize(width: 30, height: 20)) == Size(width: 30, height: 15))  // min(30, 40)
        #expect(item.sizeThatFits(ProposedSize(width: 60, height: nil)) == Size(width: 60, height: 30))
        #expect(item.sizeThatFits(ProposedSize(width: nil, height: 10)) == Size(width: 20, height: 10))
        #expect(item.sizeThatFits(.unspecified) == Size(width: 100, height: 50))
    }

    @Test func replacingUnspecifiedDimensions() {
        #expect(ProposedSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
        #expect(ProposedSize(width: 200, height: nil).replacingUnspecifiedDimensions() == Size(width: 200, height: 10))
        #expect(
            ProposedSize(width: nil, height: 3).replacingUnspecifiedDimensions(by: Size(width: 1, height: 1))
                == Size(width: 1, height: 3))
    }
}

@Suite struct ItemModelJSONTests {
    func parse(_ text: String) throws -> ItemModel {
        try ItemModel(json: JSONValue.parse(text, what: "test"), path: "item")
    }

    @Test func parsesEveryKind() throws {
        #expect(try parse(#"{"size": [3, 4]}"#) == .size(width: 3, height: 4))
        #expect(try parse(#"{"flexible": {"height": 50}}"#) == .flexible(.height(50)))
        #expect(
            try parse(#"{"flexible": {"minWidth": 5, "maxWidth": null}}"#)
                == .flexible(FlexibleItem(minWidth: 5, idealWidth: 10, maxWidth: .infinity)))
        #expect(
            try parse(#"{"text": {"length": 4, "charWidth": 8, "lineHeight": 20}}"#)
                == .text(TextItem(length: 4, charWidth: 8, lineHeight: 20)))
        #expect(try parse(#"{"aspect": {"ratio": 1.5}}"#) == .aspect(AspectItem(ratio: 1.5, idealWidth: 100)))
    }

    @Test func roundTripsThroughJSON() throws {
        let items: [ItemModel] = [
            .size(width: 1, height: 2), .flexible(FlexibleItem(minWidth: 1, maxHeight: 19)),
            .text(TextItem(length: 3)), .aspect(AspectItem(ratio: 0.5, idealWidth: 7)),
        ]
        for item in items {
            #expect(try ItemModel(json: item.json, path: "x") == item)
        }
    }

    @Test(arguments: [
        (#"{"size": [3, -4]}"#, "item.size[1]: a size cannot be negative, got -4"),
        (#"{"size": [3]}"#, "item.size: expected [width, height]"),
        (#"{"flexible": {"heigth": 5}}"#, "item.flexible.heigth: unknown field 'heigth'"),
        (#"{"flexible": {"minWidth": 9, "maxWidth": 3}}"#, "minWidth 9 is greater than maxWidth 3"),
        (#"{"flexible": {"height": 1e999}}"#, "item.flexible.height: must be a finite number"),
        (#"{"aspect": {"ratio": 0}}"#, "item.aspect.ratio: required, a number greater than 0"),
        (#"{"text": {"charWidth": 3}}"#, "item.text.length: required"),
        (#"{"size": [1, 1], "flexible": {}}"#, "exactly one of"),
        (#"{"colour": 1}"#, "an item needs one of size, flexible, text, aspect (found field 'colour')"),
        (#"{"size": [1, 1], "colour": 1}"#, "item.colour: unknown field 'colour'"),
    ])
    func rejectsBadItems(text: String, message: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            (error as? GridPerfError)?.message.contains(message) == true
        }
    }
}
