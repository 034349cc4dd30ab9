import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// SwiftUI `Layout`s run through gridperf: proxies, spacing, priorities, layout values, AnyLayout.
@Suite struct SwiftUILayoutTests {
    /// Records what the proxies answer, then lays the subviews in a row at their ideal sizes.
    struct Probe: SwiftUI.Layout {
        final class Record: @unchecked Sendable {
            var gaps: [CGFloat] = []
            var priorities: [Double] = []
            var ranks: [Int] = []
            var kinds: [Kind] = []
            var weights: [Double?] = []
            var shapes: [Shape] = []
            var baselines: [CGFloat?] = []
            var containerSpacing = ViewSpacing()
        }
        let record: Record

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var width: CGFloat = 0, height: CGFloat = 0
            for s in subviews {
                let size = s.sizeThatFits(.unspecified)
                width += size.width
                height = max(height, size.height)
            }
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            record.gaps = zip(subviews, subviews.dropFirst()).map {
                $0.spacing.distance(to: $1.spacing, along: .horizontal)
            }
            record.priorities = subviews.map(\.priority)
            record.ranks = subviews.map { $0[Rank.self] }
            record.kinds = subviews.map { $0[KindKey.self] }
            record.weights = subviews.map { $0[Weight.self] }
            record.shapes = subviews.map { $0[ShapeKey.self] }
            record.baselines = subviews.map { $0.dimensions(in: .unspecified)[explicit: .firstTextBaseline] }
            record.containerSpacing = spacing(subviews: subviews, cache: &cache)
            var x = bounds.minX
            for s in subviews {
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += s.sizeThatFits(.unspecified).width
            }
        }
    }

    struct Rank: LayoutValueKey { static let defaultValue = 0 }
    enum Kind: String { case photo, caption }
    struct KindKey: LayoutValueKey { static let defaultValue = Kind.photo }
    struct Weight: LayoutValueKey { static let defaultValue: Double? = nil }
    enum Shape: Equatable { case circle(radius: Double), square }
    struct ShapeKey: LayoutValueKey { static let defaultValue = Shape.square }

    @Test func proxiesAnswerTheSceneAttributesAndDefaults() throws {
        let record = Probe.Record()
        let plugin = SwiftUILayoutPlugin(Probe(record: record), name: "probe")
            .layoutValue(ShapeKey.self) { index, json in
                json.flatMap(\.doubleValue).map { Shape.circle(radius: $0) }
                    ?? (index == 0 ? .square : .circle(radius: 1))
            }
        let scene = """
            {"layout": "probe", "proposal": {"width": 300, "height": null}, "items": [
              {"size": [10, 10]},
              {"size": [20, 10], "spacing": 3, "priority": 2, "values": {"Rank": 5, "KindKey": "caption", "Weight": 0.5}},
              {"text": {"length": 4, "lineHeight": 20}, "spacing": {"leading": 30}, "values": {"ShapeKey": 4, "Weight": null}}
            ]}
            """
        let result = try layOut(scene: scene, plugins: [plugin])
        // Gaps: max(8, 3) = 8, then max(3, 30) = 30.
        #expect(record.gaps == [8, 30])
        #expect(record.priorities == [0, 2, 0])
        #expect(record.ranks == [0, 5, 0])
        #expect(record.kinds == [.photo, .caption, .photo])
        #expect(record.weights == [nil, 0.5, nil])
        #expect(record.shapes == [.square, .circle(radius: 1), .circle(radius: 4)])
        // A text's first baseline is the bottom of its first line; other views have none explicit.
        #expect(record.baselines == [nil, nil, 20])
        // The default container spacing is the union of every subview's: 8 on every edge, 30 leading.
        #expect(record.containerSpacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: record.containerSpacing, along: .horizontal) == 30)
        #expect(result.size == Size(width: 58, height: 20))
        #expect(result.frames.map(\.minX) == [0, 10, 30])
    }

    @Test func withoutAttributesEverySubviewPrefersEightPoints() throws {
        let record = Probe.Record()
        _ = try layOut(
            SwiftUILayoutPlugin(Probe(record: record)), [.size(width: 1, height: 1), .size(width: 1, height: 1)],
            width: 100, height: nil)
        #expect(record.gaps == [8])
        #expect(record.priorities == [0, 0])
        #expect(record.ranks == [0, 0])
    }

    /// An `AnyLayout` is a real `Layout`: the same frames as the layout it wraps (the hand-derived
    /// oracle case hstack-least-flexible-first), and a cache made by another wrapped type is remade.
    @Test func anyLayoutWrapsAndSwitches() throws {
        let items: [ItemModel] = [.size(width: 50, height: 20), .flexible(.height(30)), .text(TextItem(length: 10))]
        let direct = try layOut(SwiftUILayoutPlugin(HStackLayout()), items, width: 300, height: nil)
        let erased = try layOut(SwiftUILayoutPlugin(AnyLayout(HStackLayout())), items, width: 300, height: nil)
        #expect(direct.size == Size(width: 300, height: 30))
        #expect(erased.size == direct.size && erased.frames == direct.frames)
        #expect(
            direct.frames == [
                Rect(x: 0, y: 5, width: 50, height: 20), Rect(x: 58, y: 0, width: 164, height: 30),
                Rect(x: 230, y: 6.5, width: 70, height: 17),
            ])

        // A cache made by AnyLayout(VStackLayout) handed to AnyLayout(HStackLayout): remade, same answer.
        let storage = SubviewStorage(items)
        let h = SwiftUILayoutAdapter(AnyLayout(HStackLayout()))
        let v = SwiftUILayoutAdapter(AnyLayout(VStackLayout()))
        var cache = v.makeCache(subviews: storage.subviews)
        let size = h.sizeThatFits(
            proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews, cache: &cache)
        #expect(size == Size(width: 300, height: 30))
    }

    /// A guide of the user's (a quarter of the height from the top) aligns stacks through its own
    /// `defaultValue(in:)`, as the built-in guides do through theirs.
    enum QuarterDown: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
    }

    @Test func aCustomGuideAlignsStacks() throws {
        let quarter = VerticalAlignment(QuarterDown.self)
        let items: [ItemModel] = [.size(width: 20, height: 40), .size(width: 30, height: 8)]
        // HStack, spacing 0: guides 10 and 2, the line at 10; the second at y 10 − 2 = 8; below the
        // line max(40 − 10, 8 − 2) = 30, so the stack is 10 + 30 = 40 high and 50 wide.
        let row = try layOut(
            SwiftUILayoutPlugin(HStackLayout(alignment: quarter, spacing: 0)), items, width: nil, height: nil)
        #expect(row.size == Size(width: 50, height: 40))
        #expect(row.frames == [Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 20, y: 8, width: 30, height: 8)])
        // ZStack, the leading edge and the quarter guide: above max(10, 2) = 10, below 30 → 40 high;
        // left 0, right max(20, 30) = 30. The second at x 0, y 10 − 2 = 8.
        let stack = try layOut(
            SwiftUILayoutPlugin(ZStackLayout(alignment: Alignment(horizontal: .leading, vertical: quarter))), items,
            width: nil, height: nil)
        #expect(stack.size == Size(width: 30, height: 40))
        #expect(stack.frames == [Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 0, y: 8, width: 30, height: 8)])
    }

    /// A probe at zero that the subview's slot holds is a hit, and the probe at infinity after it a
    /// miss (`LayoutSubview.probe`, docs/PERFORMANCE.md#probe-pairs): `count` flexible rectangles
    /// of height 10 in an `HStack(spacing: 0)`, measured at width 0, then at 100 (a small stack's
    /// offer for 4, the general one for 10). At 0 each is probed at 0 and at infinity and offered 0
    /// along the axis, all misses (the offer follows the infinite probe), and its slot is left
    /// holding width 0 × unspecified — the next zero probe. At 100: that probe a hit, the infinite
    /// one and the offer of 100 / count misses.
    @Test(arguments: [4, 10]) func aProbeAtZeroIsFoundInTheSlot(count: Int) throws {
        let layout = try SwiftUILayoutPlugin(HStackLayout(spacing: 0)).makeLayout(parameters: nil)
        let storage = SubviewStorage(Array(repeating: ItemModel.flexible(.height(10)), count: count))
        _ = layout.sizeThatFits(proposal: ProposedSize(width: 0, height: nil), subviews: storage.subviews)
        #expect(storage.counters.measureCalls == 3 * count)
        #expect(storage.counters.measureCacheHits == 0)
        #expect(storage.counters.measureCacheMisses == 3 * count)
        let size = layout.sizeThatFits(proposal: ProposedSize(width: 100, height: nil), subviews: storage.subviews)
        #expect(size == Size(width: 100, height: 10))
        #expect(storage.counters.measureCalls == 6 * count)
        #expect(storage.counters.measureCacheHits == count)
        #expect(storage.counters.measureCacheMisses == 5 * count)
    }

    /// Counted like a built-in: the stack measures each subview at a zero and an infinite offer,
    /// then at its share (3 per subview), and placing re-uses the last measurement (a hit).
    @Test func stacksAreCountedThroughTheStorage() throws {
        let items = Array(repeating: ItemModel.flexible(.height(10)), count: 4)
        let result = try layOut(SwiftUILayoutPlugin(HStackLayout(spacing: 0)), items, width: 100, height: nil)
        #expect(result.size == Size(width: 100, height: 10))
        #expect(result.frames.map(\.width) == [25, 25, 25, 25])
        #expect(result.counters.measureCalls == 16)
        #expect(result.counters.placeCalls == 4)
        #expect(result.counters.measureCacheHits == 4)
    }

    @Test func aPluginWithoutParametersRefusesThem() throws {
        let plugin = SwiftUILayoutPlugin(HStackLayout(), name: "h")
        #expect(throws: GridPerfError.self) { try plugin.makeLayout(parameters: .object(["spacing": .number(2)])) }
        #expect(throws: GridPerfError.self) {
            try PluginRegistry.builtIn.makeLayout(named: "hstack", parameters: .object(["alignment": .string("left")]))
        }
    }

    @Test func sceneAttributesAreChecked() {
        for (field, message) in [
            (#""priority": "high""#, "items[0].priority"), (#""spacing": -1"#, "items[0].spacing"),
            (#""values": 3"#, "items[0].values"), (#""spacing": {"left": 2}"#, "unknown field 'left'"),
        ] {
            let scene =
                #"{"layout": "hstack", "proposal": {"width": 10, "height": null}, "items": [{"size": [1, 1], \#(field)}]}"#
            #expect {
                try LayoutSpec.parse(Data(scene.utf8), source: "s")
            } throws: { error in
                (error as? GridPerfError)?.message.contains(message) == true
            }
        }
    }

    /// SwiftUI's GridLayout through AnyLayout, rows from GridLayoutRow values. Columns of
    /// fixed-size cells take their widest cell: max(40, 20) = 40 and max(30, 50) = 50; rows their
    /// tallest: 20 and 30; spacing 8: 98 x 58. Top-leading: cells at their area's corner.
    @Test func gridLayoutInAnyLayout() throws {
        let plugin = SwiftUILayoutPlugin(AnyLayout(SwiftUI.GridLayout(alignment: .topLeading)), name: "g")
        let scene = """
            {"layout": "g", "proposal": {"width": 300, "height": null}, "items": [
              {"size": [40, 20], "values": {"GridLayoutRow": 0}}, {"size": [30, 10], "values": {"GridLayoutRow": 0}},
              {"size": [20, 30], "values": {"GridLayoutRow": 1}}, {"size": [50, 10], "values": {"GridLayoutRow": 1}}]}
            """
        let result = try layOut(scene: scene, plugins: [plugin])
        #expect(result.size == Size(width: 98, height: 58))
        #expect(
            result.frames == [
                Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 48, y: 0, width: 30, height: 10),
                Rect(x: 0, y: 28, width: 20, height: 30), Rect(x: 48, y: 28, width: 50, height: 10),
            ])
        // Without rows, each subview is a row of its own (one column), centred in it: 50 wide.
        let rows = try layOut(
            SwiftUILayoutPlugin(SwiftUI.GridLayout()), [.size(width: 40, height: 20), .size(width: 50, height: 10)],
            width: 300, height: nil)
        #expect(rows.size == Size(width: 50, height: 38))
        #expect(rows.frames == [Rect(x: 5, y: 0, width: 40, height: 20), Rect(x: 0, y: 28, width: 50, height: 10)])
    }
}

/// The stacks' offer order, sorted in place: the same order as the standard library's sort for a
/// total order, on random keys with many ties broken by index, at every size around the
/// insertion-sort threshold and past it.
@Suite struct InPlaceSortTests {
    @Test func sortsAsTheStandardLibraryDoes() {
        var rng = SystemRandomNumberGenerator()
        for n in [0, 1, 2, 3, 15, 16, 17, 33, 100, 1000] {
            for range in [2, 5, 1000] {
                let keys = (0..<n).map { _ in Int.random(in: 0..<range, using: &rng) }
                let less: (Int, Int) -> Bool = { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
                var order = Array((0..<n).shuffled(using: &rng))
                InPlaceSort.sort(&order, by: less)
                #expect(order == (0..<n).sorted(by: less), "n = \(n), keys in 0..<\(range)")
            }
        }
    }

    /// Already sorted and reversed inputs (quicksort's classic worst cases) come out sorted.
    @Test func sortedAndReversedInputs() {
        for n in [17, 1000, 5000] {
            var ascending = Array(0..<n), descending = Array((0..<n).reversed())
            InPlaceSort.sort(&ascending, by: <)
            InPlaceSort.sort(&descending, by: <)
            #expect(ascending == Array(0..<n) && descending == Array(0..<n))
        }
    }
}
