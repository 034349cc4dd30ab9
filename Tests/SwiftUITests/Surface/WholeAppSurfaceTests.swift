import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// What whole public apps needed of the surface (docs/SWIFTUI.md#app-survey): each with its
/// behaviour, frames derived by hand.
@Suite struct WholeAppSurfaceTests {
    struct Row: Identifiable, Equatable {
        var id: Int
        var name: String
    }

    struct BoundRows: View {
        @Binding var rows: [Row]
        var body: some View {
            VStack(spacing: 0) {
                ForEach($rows) { $row in
                    Color.blue.frame(width: Double(row.name.count) * 10, height: 20)
                }
            }
        }
    }

    /// `ForEach($rows) { $row in … }` (a binding to a collection is a collection of bindings): one
    /// row an element — names of 3, 5 and 1 letters give 30, 50 and 10 wide rows, 20 tall, stacked
    /// from the top of a column as wide as its widest row (50, at the window's origin), each
    /// centred in it: x = (50 − w) / 2 = 10, 0, 20.
    @Test func forEachOverABindingLaysOutEachElement() throws {
        var rows = [Row(id: 1, name: "abc"), Row(id: 2, name: "abcde"), Row(id: 3, name: "a")]
        let binding = Binding(get: { rows }, set: { rows = $0 })
        let r = try ViewSceneTests.layOut(BoundRows(rows: binding), width: 100, height: 60)
        #expect(
            r.frames == [
                Rect(x: 10, y: 0, width: 30, height: 20), Rect(x: 0, y: 20, width: 50, height: 20),
                Rect(x: 20, y: 40, width: 10, height: 20),
            ])
    }

    /// An element's binding writes the element through the collection's binding, and a property's
    /// binding writes the property (`$model.name`): SwiftUI's bindings write through.
    @Test func elementAndPropertyBindingsWriteThrough() {
        var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
        let binding = Binding(get: { rows }, set: { rows = $0 })
        #expect(binding.count == 2)
        #expect(binding.map(\.id) == [1, 2])
        binding[1].wrappedValue.name = "changed"
        #expect(rows[1].name == "changed")
        binding[0].name.wrappedValue = "first"
        #expect(rows == [Row(id: 1, name: "first"), Row(id: 2, name: "changed")])
    }

    /// iOS 17's uneven corners, an inset circle and a rectangle of corner radii take the frame they
    /// are proposed, as every shape: 120 × 40 each in a 120-wide column of spacing 0.
    @Test func newShapesTakeTheirProposal() throws {
        let view = VStack(spacing: 0) {
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 24, bottomTrailing: 24))
                .frame(height: 40)
            Circle().inset(by: 10).frame(height: 40)
            Color.red.clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 8))).frame(height: 40)
        }
        let r = try ViewSceneTests.layOut(view, width: 120, height: 120)
        #expect(r.frames.map(\.size.width) == [120, 120, 120])
        #expect(r.frames.map(\.origin.y) == [0, 40, 80])
    }

    /// `.dynamicTypeSize(.xSmall ... .xxxLarge)` keeps the default size (Large is inside); a range
    /// above it moves the size to the range's nearest end, as Apple's range form limits it.
    @Test func aDynamicTypeRangeClampsTheSize() throws {
        struct Reads: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Color.red.frame(width: size == .large ? 10 : size == .xLarge ? 20 : 30, height: 5) }
        }
        let inside = try ViewSceneTests.layOut(Reads().dynamicTypeSize(.xSmall ... .xxxLarge), width: 100, height: 5)
        #expect(inside.frames.last?.size.width == 10)
        let above = try ViewSceneTests.layOut(Reads().dynamicTypeSize(.xLarge...), width: 100, height: 5)
        #expect(above.frames.last?.size.width == 20)
    }

    /// `#colorLiteral(…)` is a `UIColor`, as UIKit's `_ColorLiteralType` makes it on iOS; a colour
    /// made of one lays out as any colour (fills its proposal: 50 × 8, at the window's origin).
    @Test func aColourLiteralIsAUIColor() throws {
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: UIColor = #colorLiteral(red: 0.25, green: 0.75, blue: 0.96, alpha: 1)
        let r = try ViewSceneTests.layOut(Color(literal).frame(width: 50, height: 8), width: 100, height: 8)
        #expect(r.frames.last == Rect(x: 0, y: 0, width: 50, height: 8))
    }

    /// iOS 17's fill-then-stroke and a button-border clip take the frame they are given: two
    /// 30 × 30 circles side by side in an HStack of spacing 0, at x = 0 and 30.
    @Test func aFilledShapeStrokedAndAButtonBorderClipLayOutAsShapes() throws {
        let view = HStack(spacing: 0) {
            Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 30, height: 30)
            Color.green.clipShape(.buttonBorder).foregroundStyle(.tint).frame(width: 30, height: 30)
        }
        let r = try ViewSceneTests.layOut(view, width: 100, height: 30)
        #expect(r.frames == [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 30, y: 0, width: 30, height: 30)])
    }

    /// `interpolatingSpring(Spring(duration: 0.5))` is that spring: it settles in 0.734772 s, 45
    /// frames at 60 fps (AnimationFramesTests).
    @Test func anInterpolatingSpringOfASpringIsThatSpring() throws {
        #expect(try Animation.interpolatingSpring(Spring(duration: 0.5)).frames(fps: 60).count == 45)
    }

    /// A `TimelineView` is laid out as its content at its schedule's start (a 30-wide colour when
    /// the date is the start, 10 otherwise); a `Canvas` takes what it is proposed (100 × 40), its
    /// renderer never called (it would trap).
    @Test func aTimelineIsItsContentAtItsStartAndACanvasFillsItsProposal() throws {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let timeline = TimelineView(.periodic(from: start, by: 1)) { context in
            Color.red.frame(width: context.date == start ? 30 : 10, height: 5)
        }
        #expect(try ViewSceneTests.layOut(timeline, width: 100, height: 5).frames.last?.size.width == 30)
        let canvas = Canvas { _, _ in fatalError("a canvas is not drawn") }.frame(height: 40)
        #expect(
            try ViewSceneTests.layOut(canvas, width: 100, height: 40).frames == [
                Rect(x: 0, y: 0, width: 100, height: 40)
            ])
    }

    /// A collapsed `DisclosureGroup` is its label (a 50 × 20 colour); expanded, its label above its
    /// content (a 70 × 10 colour) in a leading-aligned column with the default spacing of 8:
    /// content at y = 20 + 8 = 28, the column 70 wide. A `TabView` of iOS 18 `Tab`s is its first
    /// tab's content.
    @Test func disclosureGroupsAndTabsLayOutTheirContent() throws {
        let collapsed = DisclosureGroup {
            Color.blue.frame(width: 70, height: 10)
        } label: {
            Color.red.frame(width: 50, height: 20)
        }
        #expect(
            try ViewSceneTests.layOut(collapsed, width: 100, height: 40).frames == [
                Rect(x: 0, y: 0, width: 50, height: 20)
            ])
        let expanded = DisclosureGroup(isExpanded: .constant(true)) {
            Color.blue.frame(width: 70, height: 10)
        } label: {
            Color.red.frame(width: 50, height: 20)
        }
        #expect(
            try ViewSceneTests.layOut(expanded, width: 100, height: 40).frames == [
                Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 0, y: 28, width: 70, height: 10),
            ])
        let tabs = TabView {
            Tab("One", systemImage: "1.circle") { Color.green.frame(width: 40, height: 40) }
            Tab("Two", systemImage: "2.circle") { Color.red.frame(width: 60, height: 60) }
        }
        #expect(
            try ViewSceneTests.layOut(tabs, width: 100, height: 100).frames == [Rect(x: 0, y: 0, width: 40, height: 40)]
        )
    }

    /// `.lineLimit(1...2)` limits a text as `.lineLimit(2)` does (the reserved lower bound is not
    /// modelled): the same frame for a text that wraps to more lines.
    @Test func aLineLimitRangeLimitsToItsUpperBound() throws {
        let text = "a text long enough to wrap onto many lines in a narrow column of eighty points"
        let ranged = try ViewSceneTests.layOut(Text(text).lineLimit(1...2), width: 80, height: nil)
        let two = try ViewSceneTests.layOut(Text(text).lineLimit(2), width: 80, height: nil)
        let one = try ViewSceneTests.layOut(Text(text).lineLimit(1), width: 80, height: nil)
        #expect(ranged.frames == two.frames)
        #expect(ranged.frames != one.frames)
    }

    /// A hidden view keeps its place (Apple: hidden views "remain in the view hierarchy and affect
    /// layout"), and a visual effect moves no frame: in a row of spacing 0, the 20-wide colour
    /// after a hidden 10-wide one starts at x = 10.
    @Test func aHiddenViewKeepsItsPlaceAndAVisualEffectMovesNothing() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 20, height: 10).visualEffect { content, _ in content.offset(x: 50) }
        }
        #expect(
            try ViewSceneTests.layOut(row, width: 100, height: 10).frames == [
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 20, height: 10),
            ])
    }

    /// `String(localized:)` (Foundation's, Apple platforms only) is its key with interpolations
    /// written in, or its default value: no string catalog is read.
    @Test func aLocalizedStringIsItsKey() {
        #expect(String(localized: "common.retry") == "common.retry")
        #expect(String(localized: "items: \(3)") == "items: 3")
        #expect(String(localized: "common.retry", defaultValue: "Retry") == "Retry")
        #expect(String(localized: LocalizedStringResource("title")) == "title")
    }

    /// A `NavigationPath` saved through its codable form and restored keeps its length.
    @Test func aNavigationPathRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored.count == 2)
    }
}

extension UIColor {
    /// As apps write it: a convenience initialiser in an extension (UIColor is a class, as UIKit's).
    convenience init(grey: CGFloat) { self.init(white: grey, alpha: 1) }
}

/// The pre-iOS 16 idioms whole apps still use: each compiles, and the view lays out as its content.
@Suite struct OlderIdiomTests {
    final class Model: ObservableObject {
        @Published var choice = 1
    }

    struct Settings: View {
        @ObservedObject var model: Model
        init(model: Model) {
            // Assigning a wrapped object in an initialiser, as SwiftUI's settable wrappedValue allows.
            self.model = model
            UITableView.appearance().backgroundColor = .clear
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            UISegmentedControl.appearance().setTitleTextAttributes(
                [.foregroundColor: UIColor(grey: 0.5)], for: .selected)
        }
        var body: some View {
            Picker(selection: $model.choice, label: Text("Choice")) {
                Text("One").tag(1)
            }
            .frame(width: 200, height: 44)
        }
    }

    /// The deprecated `Picker(selection:label:content:)` lays out as a picker: its label at the
    /// leading edge of the 200 × 44 frame, centred vertically: y = (44 − height) / 2.
    @Test func theOldPickerAndAppearanceProxiesCompileAndLayOut() throws {
        let r = try ViewSceneTests.layOut(Settings(model: Model()), width: 300, height: 100)
        let label = try #require(r.frames.first)
        #expect(label.origin.x == 0)
        #expect(label.origin.y == (44 - label.size.height) / 2)
    }

    /// `ScrollView { … }.content` is the scroll view's content (SwiftUI's public property): laid
    /// out alone, the 40 × 30 colour at the window's origin.
    @Test func aScrollViewsContentIsItsContent() throws {
        let r = try ViewSceneTests.layOut(
            ScrollView(.horizontal) { Color.red.frame(width: 40, height: 30) }.content, width: 300, height: 100)
        #expect(r.frames.last == Rect(x: 0, y: 0, width: 40, height: 30))
    }
}
