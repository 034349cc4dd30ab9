import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// UIKit as SwiftUI code sees it with `import SwiftUI` alone: values derived by hand.
@Suite struct UIKitTests {
    struct HalfScreen: View {
        var body: some View { Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10) }
    }

    /// `UIScreen.main.bounds` is the window being laid out: 300 wide → a frame of 150.
    @Test func theScreenIsTheWindow() throws {
        let r = try ViewSceneTests.layOut(HalfScreen(), width: 300, height: 500)
        #expect(r.frames == [Rect(x: 0, y: 0, width: 150, height: 10)])
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    struct Spinner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
    }

    /// A representable fills what it is proposed, as a colour does: 200 × 40 under
    /// `.frame(height: 40)` in a 200-wide window.
    @Test func aRepresentableFillsItsProposal() throws {
        let r = try ViewSceneTests.layOut(Spinner().frame(height: 40), width: 200, height: 300)
        #expect(r.frames == [Rect(x: 0, y: 0, width: 200, height: 40)])
    }

    /// The HIG's text-style sizes at the default Dynamic Type setting ("Large").
    @Test func preferredFontsHaveTheTextStylesSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }
}
