import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// Controls with a published size: a `Toggle`'s switch (51 × 31, UISwitch), a spinner (20 × 20,
/// UIActivityIndicatorView medium) and a bar (2 tall, UIProgressView).
@Suite struct ControlSizeTests {
    /// A toggle in a 390-wide row: its label (a 40 × 10 colour), a spacer, the switch at the
    /// trailing edge: x = 390 − 51 = 339; the row is 31 tall (the switch), the label centred at
    /// (31 − 10) / 2 = 10.5.
    @Test func aTogglesSwitchSitsAtTheTrailingEdge() throws {
        let view = Toggle(isOn: .constant(true)) { Color.clear.frame(width: 40, height: 10) }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames.first == Rect(x: 0, y: 10.5, width: 40, height: 10))
        #expect(result.frames.last == Rect(x: 339, y: 0, width: 51, height: 31))
    }

    /// `ProgressView()` is a 20 × 20 spinner; `ProgressView(value: 0.5)` a bar as wide as the
    /// window (390) and 2 tall.
    @Test func aSpinnerAndABarHaveUIKitsSizes() throws {
        let spinner = try ViewSceneTests.layOut(ProgressView(), width: 390, height: 844)
        #expect(spinner.frames == [Rect(x: 0, y: 0, width: 20, height: 20)])
        let bar = try ViewSceneTests.layOut(ProgressView(value: 0.5), width: 390, height: 844)
        #expect(bar.frames == [Rect(x: 0, y: 0, width: 390, height: 2)])
    }
}
