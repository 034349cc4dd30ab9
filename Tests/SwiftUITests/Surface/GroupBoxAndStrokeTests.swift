import Foundation
import GridPerfCore
import SwiftUI
import Testing

/// Gaps of the whole-app survey (docs/SWIFTUI.md#app-survey), each from an app that stopped at it:
/// `GroupBox`, a stroke stroked again (iOS 17's `stroke` returns a shape), `UIColor.getRed`, and
/// iOS 17's interaction and animation members (compiled, no layout of their own).
@Suite struct GroupBoxAndStrokeTests {
    struct Tab: Identifiable {
        var id: Int
        var animating: Bool?
    }

    /// iOS 17's members a tab bar uses, inside `ForEach` over a binding (`$tab in`): a missing one
    /// made the compiler pick `ForEach(Range<Int>)` and fail there. Two 30 × 10 tabs in an
    /// `HStack` of spacing 0: at x 0 and 30.
    struct TabBar: View {
        @State var tabs = [Tab(id: 1), Tab(id: 2)]
        var body: some View {
            HStack(spacing: 0) {
                ForEach($tabs) { $tab in
                    Color.clear.frame(width: 30, height: 10)
                        .textScale(.secondary)
                        .transition(.asymmetric(insertion: .push(from: .bottom), removal: .push(from: .top)))
                        .contentTransition(.symbolEffect)
                        .buttonRepeatBehavior(tab.animating == nil ? .disabled : .enabled)
                }
            }
        }
    }

    @Test func iOS17InteractionMembersLeaveTheLayoutAlone() throws {
        let result = try ViewSceneTests.layOut(TabBar(), width: 390, height: 844)
        #expect(result.frames == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 30, height: 10)])
    }

    /// `GeometryProxy.bounds(of:)` answers `nil`, as SwiftUI does for a space it cannot find: the
    /// view below takes the 40-point branch; the reader takes the window and puts it top-leading.
    @Test func boundsOfAnUnknownSpaceAreNil() throws {
        let view = GeometryReader { proxy in
            Color.clear.frame(width: proxy.bounds(of: .scrollView(axis: .horizontal)) == nil ? 40 : 80, height: 10)
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames == [Rect(x: 0, y: 0, width: 40, height: 10)])
    }

    /// A group box, approximated (Apple publishes no metrics for its style): its label above its
    /// content in a leading `VStack`, padded 16. By hand: two colours are 8 apart (docs/SPEC-FORMAT.md,
    /// "Spacing preferences"); the box is 16 + 100 + 16 = 132 wide and 16 + 10 + 8 + 20 + 16 = 70 tall;
    /// the label at (16, 16), the content at (16, 16 + 10 + 8) = (16, 34).
    @Test func aGroupBoxIsItsLabelAboveItsContentPadded() throws {
        let view = GroupBox(label: Color.clear.frame(width: 50, height: 10)) {
            Color.clear.frame(width: 100, height: 20)
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.size == Size(width: 132, height: 70))
        #expect(
            result.frames == [Rect(x: 16, y: 16, width: 50, height: 10), Rect(x: 16, y: 34, width: 100, height: 20)])
    }

    /// Without a label, the content alone, padded: 100 + 32 by 20 + 32.
    @Test func aGroupBoxWithoutALabel() throws {
        let result = try ViewSceneTests.layOut(
            GroupBox { Color.clear.frame(width: 100, height: 20) }, width: 390, height: 844)
        #expect(result.size == Size(width: 132, height: 52))
        #expect(result.frames == [Rect(x: 16, y: 16, width: 100, height: 20)])
    }

    /// `.stroke().stroke(style:)` (a lesson's ring): the outline is a shape, laid out as the shape,
    /// here in a 200 × 200 frame.
    @Test func aStrokedShapeIsAShape() throws {
        let view = RoundedRectangle(cornerRadius: 15).stroke().stroke(style: StrokeStyle(lineWidth: 3))
            .frame(width: 200, height: 200)
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames == [Rect(x: 0, y: 0, width: 200, height: 200)])
    }

    /// `getRed` answers the components `cgColor` has (gridperf keeps none): 0, 0, 0, 1, converted.
    @Test func getRedAnswersTheComponentsKept() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
        #expect(UIColor(Color.red).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0, 0, 0, 1])
    }
}
