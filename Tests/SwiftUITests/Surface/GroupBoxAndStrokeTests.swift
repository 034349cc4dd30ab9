import Foundation
import GridPerfCore
import SwiftUI
import Testing

/// Three gaps of the whole-app survey (docs/SWIFTUI.md#app-survey), each from an app that stopped
/// at it: `GroupBox`, a stroke stroked again (iOS 17's `stroke` returns a shape), `UIColor.getRed`.
@Suite struct GroupBoxAndStrokeTests {
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
