import GridPerfCore
import GridPerfLayouts
import PropertyBased
import Testing

/// Properties every waterfall and flow layout must have, over random item lists.
@Suite struct LayoutPropertyTests {
    /// Random leaf views: fixed sizes, fixed-height rectangles, text and aspect-ratio images.
    static let item = zip(Gen.int(in: 0...3), Gen.double(in: 1...120), Gen.double(in: 1...120)).map { kind, a, b in
        switch kind {
        case 0: ItemModel.size(width: a, height: b)
        case 1: ItemModel.flexible(.height(b))
        case 2: ItemModel.text(TextItem(length: Int(a) / 4 + 1, charWidth: 7, lineHeight: 17))
        default: ItemModel.aspect(AspectItem(ratio: a / b, idealWidth: 60))
        }
    }

    static func layout(_ layout: LayoutInstance, _ items: [ItemModel], width: Double) -> (Size, [Rect]) {
        let storage = SubviewStorage(items)
        let size = layout.layout(proposal: ProposedSize(width: width, height: nil), subviews: storage.subviews)
        return (size, storage.frames)
    }

    static func bounds(_ frames: [Rect]) -> Rect? {
        frames.dropFirst().reduce(frames.first) { $0!.union($1) }
    }

    static func expectNoOverlaps(_ frames: [Rect]) {
        let nonEmpty = frames.enumerated().filter { $0.element.width > 0 && $0.element.height > 0 }
        for a in nonEmpty.indices {
            for b in nonEmpty.indices where b > a {
                #expect(
                    !nonEmpty[a].element.overlaps(nonEmpty[b].element),
                    "frames \(nonEmpty[a].offset) \(nonEmpty[a].element) and \(nonEmpty[b].offset) \(nonEmpty[b].element) overlap"
                )
            }
        }
    }

    @Test func waterfall() async {
        // Items that fill their column (flexible width) fit inside it; the reported height is
        // the bounding box's, the width the proposal's.
        let input = zip(
            Gen.int(in: 1...6), Gen.double(in: 40...600), Gen.double(in: 0...20),
            Gen.double(in: 1...200).array(of: 0...60))
        await propertyCheck(count: 200, input: input) { columns, width, spacing, heights in
            let items = heights.map { ItemModel.flexible(.height($0)) }
            let layout = LayoutInstance(WaterfallLayout(columns: columns, spacing: spacing))
            let (size, frames) = Self.layout(layout, items, width: width)
            Self.expectNoOverlaps(frames)
            #expect(size.width == width)
            let spacingsFit = spacing * Double(columns - 1) < width  // else the columns cannot fit at all
            if let box = Self.bounds(frames) {
                #expect(abs(box.height - size.height) < 1e-6)
                #expect(box.minX >= 0 && box.minY >= 0)
                if spacingsFit { #expect(box.maxX <= size.width + 1e-6) }
                if spacingsFit && items.count >= columns { #expect(abs(box.width - width) < 1e-6) }
            } else {
                #expect(size.height == 0)
            }
            let (size2, frames2) = Self.layout(layout, items, width: width)
            #expect(size2 == size && frames2 == frames)  // deterministic
        }
    }

    @Test func waterfallOfAnyItems() async {
        let input = zip(Gen.int(in: 1...5), Gen.double(in: 60...500), Self.item.array(of: 0...40))
        await propertyCheck(count: 200, input: input) { columns, width, items in
            let (size, frames) = Self.layout(LayoutInstance(WaterfallLayout(columns: columns)), items, width: width)
            Self.expectNoOverlapsWithinColumns(frames, columns: columns, width: width)
            if let box = Self.bounds(frames) { #expect(abs(box.maxY - size.height) < 1e-6) }
        }
    }

    /// Items wider than their column may reach into the next one (as they would in SwiftUI);
    /// within a column they never overlap vertically.
    static func expectNoOverlapsWithinColumns(_ frames: [Rect], columns: Int, width: Double) {
        var byColumn: [Double: [Rect]] = [:]
        for f in frames { byColumn[f.minX, default: []].append(f) }
        #expect(byColumn.count <= columns)
        for (_, column) in byColumn {
            for (a, b) in zip(column, column.dropFirst()) { #expect(a.maxY <= b.minY + 1e-6) }
        }
    }

    @Test func flow() async {
        let input = zip(
            Gen.double(in: 20...500), Gen.double(in: 0...12), Gen.double(in: 0...12),
            Gen.int(in: 0...2), Gen.int(in: 0...2), Self.item.array(of: 0...60))
        await propertyCheck(count: 200, input: input) { width, spacing, lineSpacing, a, v, items in
            let layout = LayoutInstance(
                FlowLayout(
                    spacing: spacing, lineSpacing: lineSpacing,
                    alignment: HorizontalAlignment.allCases[a], itemAlignment: VerticalAlignment.allCases[v]))
            let (size, frames) = Self.layout(layout, items, width: width)
            Self.expectNoOverlaps(frames)
            if let box = Self.bounds(frames) {
                // sizeThatFits is the bounding box of the placed frames.
                #expect(abs(box.minX) < 1e-6 && abs(box.minY) < 1e-6)
                #expect(abs(box.width - size.width) < 1e-6 && abs(box.height - size.height) < 1e-6)
                // Every frame lies inside the reported size; and when every item fits the
                // proposed width, so does the layout.
                let ideal = items.map { $0.sizeThatFits(.unspecified).width }
                if ideal.allSatisfy({ $0 <= width }) { #expect(size.width <= width + 1e-6) }
            } else {
                #expect(size == .zero)
            }
            let (size2, frames2) = Self.layout(layout, items, width: width)
            #expect(size2 == size && frames2 == frames)
        }
    }
}
