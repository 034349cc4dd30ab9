import Foundation
import GridPerfCore
import SwiftUI
import Testing

/// `position(x:y:)`: the view's centre at `(x, y)` in the space the modifier takes (Apple's
/// documentation), which is all it is proposed, the view's own length where the proposal leaves
/// one unspecified (OpenSwiftUI's `_PositionLayout`, docs/SPEC-FORMAT.md). Frames by hand; the
/// window's `ZStack` is as big as its content, so frames are from the content's origin.
@Suite struct PositionTests {
    /// Apple's example, with a fixed-size view: the window proposes 390 × 844, which the
    /// modifier takes; the 50 × 20 view's centre at (175, 100) puts its corner at (150, 90).
    @Test func theCentreGoesWhereTheModifierSays() throws {
        let result = try ViewSceneTests.layOut(
            Color.clear.frame(width: 50, height: 20).position(x: 175, y: 100), width: 390, height: 844)
        #expect(result.size == Size(width: 390, height: 844))
        #expect(result.frames == [Rect(x: 150, y: 90, width: 50, height: 20)])
    }

    /// `fixedSize(horizontal: false, vertical: true)` proposes no height: the modifier is 390 wide
    /// (proposed) and 30 tall (the view's own); the 40 × 30 view centred at (100, 50): (80, 35).
    /// `position(CGPoint)` is the same modifier.
    @Test func anUnspecifiedLengthIsTheViewsOwn() throws {
        for view in [
            AnyView(Color.clear.frame(width: 40, height: 30).position(x: 100, y: 50)),
            AnyView(Color.clear.frame(width: 40, height: 30).position(CGPoint(x: 100, y: 50))),
        ] {
            let result = try ViewSceneTests.layOut(
                view.fixedSize(horizontal: false, vertical: true), width: 390, height: 844)
            #expect(result.size == Size(width: 390, height: 30))
            #expect(result.frames == [Rect(x: 80, y: 35, width: 40, height: 30)])
        }
    }

    /// In an `HStack` beside a fixed 100 × 50 view: the positioned view takes the rest of the
    /// window, 290 × 844 (it takes any proposal, so the stack offers it last); the stack is 390 ×
    /// 844, the fixed view centred vertically at y (844 − 50) / 2 = 397; the positioned view starts
    /// at x 100 and puts its 10 × 10 view's centre at (5, 5) in it: (100, 0).
    @Test func inAStackItTakesWhatIsLeft() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 50)
            Color.clear.frame(width: 10, height: 10).position(x: 5, y: 5)
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.size == Size(width: 390, height: 844))
        #expect(
            result.frames == [Rect(x: 0, y: 397, width: 100, height: 50), Rect(x: 100, y: 0, width: 10, height: 10)])
    }
}
