import Foundation
import GridPerfCore
import GridPerfHarness
@testable import SeedViews
import SwiftUI
import Testing

/// The view layer: SwiftUI view code evaluates into the scene trees of docs/SPEC-FORMAT.md, and
/// the reference texts' views lay out as their hand-written example scenes do.
@Suite struct ViewSceneTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenes")

    /// `view` laid out as `gridperf layout --source … --view` lays it out (its lazy `ForEach`s
    /// made as they are realised, under a name of their own).
    static func layOut<V: View>(_ view: V, width: Double, height: Double?) throws -> LayoutResult {
        let scene = ViewScene(view, width: width, height: height)
        var registry = PluginRegistry.builtIn
        for p in scene.layouts { try registry.register(p) }
        let name = "/view-\(UUID().uuidString).json"
        registry.register(lazyViews: scene.lazyViews, scene: name)
        let spec = try LayoutSpec.parse(scene.json, source: name, registry: registry)
        return try LayoutResult.compute(spec, registry: registry)
    }

    static func example(_ name: String, width: Double, height: Double?) throws -> LayoutResult {
        var spec = try LayoutSpec.load(path: examples.appendingPathComponent(name).path)
        spec.proposal = ProposedSize(width: width, height: height)
        return try LayoutResult.compute(spec)
    }

    /// The seed's `PixarFilmGridView`, compiled unchanged (Examples/SeedViews), gives the frames of
    /// the example scene written from it by hand (poster-grid.json, whose frames ViewTreeTests
    /// derives by hand: at 390 the first poster is 173 × 259.5 at (16, 0), its title 67.5 × 20 at
    /// y 265.5, its year 24 × 16 at y 291.5; the second card at x 201).
    @Test(arguments: [390.0, 1024.0])
    func thePosterGridViewIsThePosterGridScene(width: Double) throws {
        let view = try Self.layOut(PixarFilmGridView(films: .samples(count: 6)), width: width, height: 844)
        let scene = try Self.example("poster-grid.json", width: width, height: 844)
        #expect(view.size == scene.size)
        #expect(view.frames == scene.frames)
        #expect(view.frames.count == 18)
        if width == 390 {
            #expect(view.frames[0] == Rect(x: 16, y: 0, width: 173, height: 259.5))
            #expect(view.frames[1] == Rect(x: 16, y: 265.5, width: 67.5, height: 20))
            #expect(view.frames[2] == Rect(x: 16, y: 291.5, width: 24, height: 16))
            #expect(view.frames[3].minX == 201)
        }
    }

    /// The seed's `PixarFilmTableView` over the table's four films gives film-table.json's frames:
    /// a `Divider` between rows spans every column (the Grid documentation), the star a 12-point
    /// symbol (`.font(.caption)`: 12 pt).
    @Test func theFilmTableViewIsTheFilmTableScene() throws {
        let view = try Self.layOut(PixarFilmTableView(films: .table), width: 390, height: nil)
        let scene = try Self.example("film-table.json", width: 390, height: nil)
        #expect(view.size == scene.size)
        #expect(view.frames == scene.frames)
        #expect(view.frames.count == 25)
    }

    final class Shelf: ObservableObject {
        let count: Int
        init(count: Int) { self.count = count }
    }

    final class Theme {
        let barHeight: CGFloat
        init(barHeight: CGFloat) { self.barHeight = barHeight }
    }

    /// Bars as many as the shelf holds, as tall as the theme says, 20 wide in a regular width and
    /// 10 in a compact one (gridperf's default environment: an iPhone in portrait).
    struct Bars: View {
        @EnvironmentObject var shelf: Shelf
        @Environment(Theme.self) var theme
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<shelf.count, id: \.self) { _ in
                    Color.red.frame(width: sizeClass == .regular ? 20 : 10, height: theme.barHeight)
                }
            }
        }
    }

    /// What ancestors give (`environmentObject`, `environment(_:)`, `environment(\.key, _:)`)
    /// is what the views below read, the closest ancestor winning, and nothing outside it.
    @Test func viewsReadWhatTheirAncestorsGive() throws {
        let given = Bars().environmentObject(Shelf(count: 3)).environment(Theme(barHeight: 5))
        // Three bars of 10 × 5 stacked without spacing: y 0, 5, 10; the window fits the stack.
        let compact = try Self.layOut(given, width: 100, height: nil)
        #expect(compact.frames == (0..<3).map { Rect(x: 0, y: 5 * Double($0), width: 10, height: 5) })
        // In a regular width: 20 wide; the inner compact setting wins for the second group.
        let regular = try Self.layOut(
            VStack(spacing: 0) {
                given
                given.environment(\.horizontalSizeClass, .compact)
            }.environment(\.horizontalSizeClass, .regular), width: 100, height: nil)
        // The outer VStack centres its two 15-tall groups (20 and 10 wide) in its width, 20.
        #expect(regular.frames.count == 6)
        #expect(regular.frames[0] == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(regular.frames[3] == Rect(x: 5, y: 15, width: 10, height: 5))
    }

    /// `containerRelativeFrame` sizes by the window (gridperf's container), as Apple's documentation
    /// gives it. Window 400 wide, height unspecified: 2 of 4 slots 8 apart → slot (400 − 3·8) / 4 =
    /// 94, 94·2 + 8 = 196; both axes → 400 wide, the unspecified height left to the view (10); a
    /// closure's half → 200.
    @Test func containerRelativeFramesFollowTheWindow() throws {
        let bar = Color.red.frame(height: 10)
        let slots = try Self.layOut(
            bar.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 8), width: 400, height: nil)
        #expect(slots.frames == [Rect(x: 0, y: 0, width: 196, height: 10)])
        let both = try Self.layOut(bar.containerRelativeFrame([.horizontal, .vertical]), width: 400, height: nil)
        #expect(both.frames == [Rect(x: 0, y: 0, width: 400, height: 10)])
        let half = try Self.layOut(
            bar.containerRelativeFrame(.horizontal) { length, _ in length / 2 }, width: 400, height: nil)
        #expect(half.frames == [Rect(x: 0, y: 0, width: 200, height: 10)])
    }

    /// A layout library's wrapper view: a `View` whose body calls a `Layout` with chips of text,
    /// padding and a background. Each chip is as wide as its text plus its padding — "swift": 5
    /// characters of 7 = 35, + 2 × 6 = 47 wide; 17 + 2 × 3 = 23 tall — not the container's 300.
    @Test func chipsInAWrapperViewAreAsWideAsTheirText() throws {
        let r = try Self.layOut(TagCloud(tags: ["swift", "layout", "grid"]), width: 300, height: nil)
        // Each chip: the text's frame, then its capsule's (the background's leaves come after).
        let texts = stride(from: 0, to: r.frames.count, by: 2).map { r.frames[$0] }
        let capsules = stride(from: 1, to: r.frames.count, by: 2).map { r.frames[$0] }
        #expect(texts.map(\.width) == [35, 42, 28])
        #expect(
            capsules.map(\.size) == [
                Size(width: 47, height: 23), Size(width: 54, height: 23), Size(width: 40, height: 23),
            ])
        // One row: 47 + 8 + 54 + 8 + 40 = 157 ≤ 300; the chips side by side from x 0.
        #expect(capsules.map(\.minX) == [0, 55, 117])
        #expect(r.containers.contains { $0.kind == "RowFlow" })
    }

    /// `@ViewBuilder`: blocks, `if`/`else`, `switch`, optionals and `ForEach` inside, `Group`,
    /// `EmptyView` (no subview) and `AnyView`, each its parent's subviews in order.
    @Test func aViewBuilderMakesItsParentsSubviewsInOrder() throws {
        let scene = ViewScene(BuilderSample(flag: false, count: 3, kind: 2, note: nil), width: 100, height: nil)
        guard case let .array(items)? = scene.json.objectValue?["items"],
            case let .array(views)? = items.first?.objectValue?["items"]
        else { Issue.record("no vstack: \(scene.json.jsonText())"); return }
        let kinds = views.map { $0.objectValue?.keys.sorted().first ?? "?" }
        // Text, the else branch's spacer, ForEach's 3 dividers, case 2's color, the group's two
        // texts, AnyView's circle; EmptyView and the nil optional give nothing.
        #expect(kinds == ["text", "spacer", "divider", "divider", "divider", "color", "text", "text", "circle"])
    }

    /// Modifiers keep SwiftUI's order, the first innermost: `Color.red.padding(10).frame(width: 50)`.
    @Test func modifiersAreListedInnermostFirst() throws {
        let scene = ViewScene(Color.red.padding(10).frame(width: 50), width: 100, height: nil)
        let item = scene.json.objectValue?["items"]?.arrayValue?.first?.objectValue
        let names = item?["modifiers"]?.arrayValue?.map { $0.objectValue?.keys.first ?? "?" }
        #expect(names == ["padding", "frame"])
        let r = try Self.layOut(Color.red.padding(10).frame(width: 50), width: 100, height: 40)
        // The frame is 50 × 40 (its height the proposal's), and so is the root (a zstack, as the
        // example scenes' root: it covers its child, at the origin); the colour is inside the
        // padding: 30 × 20 at (10, 10).
        #expect(r.size == Size(width: 50, height: 40))
        #expect(r.frames == [Rect(x: 10, y: 10, width: 30, height: 20)])
    }

    /// An invalid frame dimension is ignored, as SwiftUI ignores it after logging "Invalid frame
    /// dimension (negative or non-finite)." (issue 66): `Color.red.padding(10).frame(width:
    /// .infinity, height: 30)` in 100 × 40 is `.frame(height: 30)` — the frame takes the proposed
    /// width, 100, and its height 30; the colour inside the padding 80 × 10 at (10, 10). The root
    /// (a zstack) is the frame's size. A negative width alike.
    @Test(arguments: [CGFloat.infinity, -10, .nan])
    func anInvalidFrameDimensionIsIgnoredAsSwiftUIDoes(width: CGFloat) throws {
        let r = try Self.layOut(Color.red.padding(10).frame(width: width, height: 30), width: 100, height: 40)
        #expect(r.size == Size(width: 100, height: 30))
        #expect(r.frames == [Rect(x: 10, y: 10, width: 80, height: 10)])
    }

    /// A flexible frame's invalid bound is left out the same way: `.frame(minWidth: -5, maxWidth:
    /// 60)` is `.frame(maxWidth: 60)` — in 100 × 40 the padded colour is offered 60 × 40 and takes
    /// it, the colour 40 × 20 at (10, 10); a NaN maximum height or an infinite minimum height is
    /// dropped alike (an infinite maximum is valid: the proposal).
    @Test(
        arguments: [
            (CGFloat(-5), CGFloat?.none, CGFloat?.none), (0, .nan, nil), (0, nil, .infinity),
        ] as [(CGFloat, CGFloat?, CGFloat?)])
    func aFlexibleFramesInvalidBoundIsIgnored(minWidth: CGFloat, maxHeight: CGFloat?, minHeight: CGFloat?) throws {
        let view = Color.red.padding(10).frame(
            minWidth: minWidth, maxWidth: 60, minHeight: minHeight, maxHeight: maxHeight)
        let r = try Self.layOut(view, width: 100, height: 40)
        #expect(r.size == Size(width: 60, height: 40))
        #expect(r.frames == [Rect(x: 10, y: 10, width: 40, height: 20)])
    }

    /// `font` is passed down to the texts inside, the closest one winning; `lineLimit` too.
    @Test func fontAndLineLimitReachTheTextsBelow() throws {
        let view = VStack {
            Text("abcd")
            Text("abcd").font(.title)
        }
        .font(.caption)
        .lineLimit(1)
        let r = try Self.layOut(view, width: 300, height: nil)
        // caption: 4 × 6 = 24 by 16; title (28 pt): 4 × 14 = 56 by 34.
        #expect(r.frames.map(\.size) == [Size(width: 24, height: 16), Size(width: 56, height: 34)])
    }

    /// A layout value reaches the layout by its key's name; a `CaseIterable` enum by case name.
    @Test func layoutValuesAreSetByTheKeysName() throws {
        let scene = ViewScene(Text("a").layoutValue(key: RankKey.self, value: 3), width: 100, height: nil)
        let values = scene.json.objectValue?["items"]?.arrayValue?.first?.objectValue?["values"]?.objectValue
        #expect(values == ["RankKey": .number(3)])
        let named = ViewScene(Text("a").layoutValue(key: SideKey.self, value: .trailing), width: 100, height: nil)
        let side = named.json.objectValue?["items"]?.arrayValue?.first?.objectValue?["values"]?.objectValue
        #expect(side == ["SideKey": .string("trailing")])
    }
}

struct RankKey: SwiftUI.LayoutValueKey { static let defaultValue = 0 }
enum Side: CaseIterable { case leading, trailing }
struct SideKey: SwiftUI.LayoutValueKey { static let defaultValue = Side.leading }

/// A flow as public layout libraries write one: each subview proposed the container's width.
struct RowFlow: SwiftUI.Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(ProposedViewSize(width: width, height: nil))
            if x > 0, x + size.width > width {
                y += row + spacing
                x = 0
                row = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            row = max(row, size.height)
        }
        return CGSize(width: widest, height: y + row)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ())
    {
        var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            if x > bounds.minX, x + size.width > bounds.maxX {
                y += row + spacing
                x = bounds.minX
                row = 0
            }
            s.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            x += size.width + spacing
            row = max(row, size.height)
        }
    }
}

/// The wrapper-view pattern of layout libraries.
struct TagCloud: View {
    let tags: [String]

    var body: some View {
        RowFlow(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(.blue))
            }
        }
    }
}

struct BuilderSample: View {
    let flag: Bool
    let count: Int
    let kind: Int
    let note: String?

    var body: some View {
        VStack {
            Text("title")
            if flag {
                Color.red
            } else {
                Spacer()
            }
            ForEach(0..<count) { _ in Divider() }
            switch kind {
            case 1: Text("one")
            case 2: Color.blue
            default: EmptyView()
            }
            Group {
                Text("a")
                Text("b")
            }
            EmptyView()
            if let note { Text(note) }
            AnyView(Circle())
        }
    }
}

/// A public relative-width HStack's flaw: each subview gets the proposal's width × its priority
/// over the sum of the priorities, which is 0 / 0 when every priority is 0.
struct RelativeHStack: SwiftUI.Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ())
    {
        let total = subviews.reduce(0) { $0 + $1.priority }
        var x = bounds.minX
        for s in subviews {
            let width = bounds.width * s.priority / total
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 20))
            x += width
        }
    }
}

@Suite struct NonFiniteFrameTests {
    /// `check` names the subview, the value and the proposal, and does not call the layout
    /// non-deterministic because NaN is not equal to itself.
    @Test func aNonFiniteFrameIsReportedAsSuch() throws {
        let results = try Conformance.run(SwiftUILayoutPlugin(RelativeHStack(), name: "relative"))
        let finite = results.filter { $0.check == "finite frames" }
        #expect(!finite.isEmpty && finite.allSatisfy { !$0.passed })
        let detail = finite.first?.detail ?? ""
        #expect(detail.contains("subview 0 was placed with x NaN, width NaN"), "\(detail)")
        #expect(detail.contains("it was last proposed (nan, 20)"), "\(detail)")
        let deterministic = results.filter { $0.check == "deterministic" }
        #expect(!deterministic.isEmpty && deterministic.allSatisfy { $0.passed })
    }
}

/// Records the `SideKey` values its subviews carry.
struct SideProbe: SwiftUI.Layout {
    final class Record: @unchecked Sendable { var sides: [Side] = [] }
    let record: Record

    func sizeThatFits(proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ())
    {
        record.sides = subviews.map { $0[SideKey.self] }
        for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
    }
}

extension ViewSceneTests {
    /// A key whose value is an enum without raw values goes through the scene by case name
    /// (the enum is `CaseIterable`): the layout reads `.trailing` where the view set it.
    @Test func anEnumWithoutRawValuesIsReadByCaseName() throws {
        let record = SideProbe.Record()
        let view = SideProbe(record: record) {
            Text("a")
            Text("b").layoutValue(key: SideKey.self, value: .trailing)
        }
        _ = try Self.layOut(view, width: 100, height: nil)
        #expect(record.sides == [.leading, .trailing])
    }
}

extension ViewSceneTests {
    /// The Grid documentation's first example (Examples/SeedViews/GridDocumentation.swift), by
    /// hand: "Hello" and "World" are 5 × 7 = 35 by 17, the symbols 20 × 20 (no font); each column
    /// as wide as its widest cell (35, 35), each row as tall as its tallest (20, 20), 8 apart;
    /// cells centred: "Hello" at y (20 − 17) / 2 = 1.5, the globe at x 43 + (35 − 20) / 2 = 50.5,
    /// the second row at y 28.
    @Test func theGridDocumentationsFirstExample() throws {
        let r = try Self.layOut(GridTwoByTwo(), width: 390, height: 844)
        #expect(r.size == Size(width: 78, height: 48))
        #expect(
            r.frames == [
                Rect(x: 0, y: 1.5, width: 35, height: 17), Rect(x: 50.5, y: 0, width: 20, height: 20),
                Rect(x: 7.5, y: 28, width: 20, height: 20), Rect(x: 43, y: 29.5, width: 35, height: 17),
            ])
        // "Because a divider takes as much horizontal space as its parent offers, the entire grid
        // widens to fill the width offered by its parent view"; unsized, it is as wide as the grid.
        let divided = try Self.layOut(GridWithDivider(), width: 390, height: 844)
        #expect(divided.size.width == 390)
        let unsized = try Self.layOut(GridWithUnsizedDivider(), width: 390, height: 844)
        #expect(unsized.size.width == 78)
        #expect(unsized.frames[2].width == 78)
    }
}
