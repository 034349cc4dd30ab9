import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// SwiftUI's stacks run in a non-generic box of their own (`StackBox`,
/// docs/PERFORMANCE.md#stack-boxes): reports name them as before, and every pass gives what the
/// generic box over the adapter gives — frames, sizes and every count.
@Suite struct StackBoxTests {
    @Test func stacksAreNamedAsTheAdapterWasAndTheZStackKeepsTheGenericBox() throws {
        let registry = PluginRegistry.builtIn
        let names = try ["hstack", "vstack", "zstack"].map {
            try registry.plugin(named: $0).makeLayout(parameters: nil).typeName
        }
        #expect(
            names == [
                "SwiftUILayoutAdapter<HStackLayout>", "SwiftUILayoutAdapter<VStackLayout>",
                "SwiftUILayoutAdapter<ZStackLayout>",
            ])
    }

    /// By hand: texts of 3, 5 and 2 characters (7 points a character, 17 high) in an `HStack` of
    /// spacing 8 proposed 200 × 50 take their ideal widths 21, 35 and 14: the row is 21 + 8 + 35 +
    /// 8 + 14 = 86 wide and 17 high, the texts at x = 0, 29 and 72. Each is asked at 0, at infinity
    /// and at its offer, then placed at its offer (a hit): 4 measure calls and 3 misses a text.
    @Test func aRowOfTextsByHand() throws {
        let layout = try PluginRegistry.builtIn.plugin(named: "hstack").makeLayout(
            parameters: .object(["spacing": .number(8)]))
        let storage = SubviewStorage([3, 5, 2].map { .text(TextItem(length: $0)) })
        let size = layout.layout(proposal: ProposedSize(width: 200, height: 50), subviews: storage.subviews)
        #expect(size == Size(width: 86, height: 17))
        #expect(
            storage.frames == [
                Rect(x: 0, y: 0, width: 21, height: 17), Rect(x: 29, y: 0, width: 35, height: 17),
                Rect(x: 72, y: 0, width: 14, height: 17),
            ])
        #expect(storage.counters.measureCalls == 12)
        #expect(storage.counters.measureCacheMisses == 9)
        #expect(storage.counters.placeCalls == 3)
    }

    /// The same passes through both boxes over equal subviews: a first layout, the same proposal
    /// again, a narrower width (texts wrap), the extent unspecified, the cache updated, the cache
    /// discarded. Priorities differ and one subview states its spacing, so that the engine's other
    /// paths run too.
    @Test(arguments: [true, false])
    func everyPassAsTheGenericBox(horizontal: Bool) throws {
        let items: [ItemModel] = [
            .text(TextItem(length: 12)), .flexible(.height(10)), .size(width: 30, height: 12),
            .text(TextItem(length: 4)), .flexible(FlexibleItem.height(20)),
        ]
        let attributes = SubviewAttributes(
            spacing: [.standard, .standard, SubviewAttributes.EdgeSpacing(all: 3), .standard, .standard],
            priority: [0, 1, 0, 0, 1])
        let registry = PluginRegistry.builtIn
        let boxed = try registry.plugin(named: horizontal ? "hstack" : "vstack").makeLayout(parameters: nil)
        let generic =
            horizontal
            ? LayoutInstance(SwiftUILayoutAdapter(HStackLayout()))
            : LayoutInstance(SwiftUILayoutAdapter(VStackLayout()))
        let a = SubviewStorage(items, attributes: attributes)
        let b = SubviewStorage(items, attributes: attributes)
        func pass(_ proposal: ProposedSize) {
            let sizeA = boxed.layout(proposal: proposal, subviews: a.subviews)
            let sizeB = generic.layout(proposal: proposal, subviews: b.subviews)
            #expect(sizeA == sizeB, "\(proposal)")
            #expect(a.frames == b.frames, "\(proposal)")
            #expect(a.counters == b.counters, "\(proposal)")
        }
        let wide = ProposedSize(width: 300, height: 300)
        pass(wide)
        pass(wide)
        pass(ProposedSize(width: 40, height: 40))
        pass(ProposedSize(width: nil, height: nil))
        boxed.updateCache(subviews: a.subviews)
        generic.updateCache(subviews: b.subviews)
        pass(ProposedSize(width: nil, height: nil))
        boxed.discardCache()
        generic.discardCache()
        pass(wide)
        #expect(boxed.unplacedInLastPass == nil && generic.unplacedInLastPass == nil)
        #expect(!boxed.takeProperties(of: generic) && boxed.interpolation(to: generic) == nil)
    }
}
