import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// A `Text`'s interpolations as SwiftUI's `LocalizedStringKey` has them, laid out by gridperf's
/// text model: 7 points a character, 17 a line at the body size.
@Suite struct InterpolationTests {
    @Test func specifierFormatAndTextInterpolate() throws {
        let view = VStack(spacing: 0) {
            Text("Pi \(Double.pi, specifier: "%.2f")")  // "Pi 3.14": 7 characters
            Text("n \(2.5, format: .number)")  // "n 2.5": 5
            Text("n \(3) \(Text("t"))")  // "n 3 t": 5
        }
        let r = try ViewSceneTests.layOut(view, width: 300, height: nil)
        #expect(
            r.frames.map(\.size) == [
                Size(width: 49, height: 17), Size(width: 35, height: 17), Size(width: 35, height: 17),
            ])
    }

    struct Arc: InsettableShape {
        var inset: CGFloat = 0
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: inset, dy: inset)) }
        func inset(by amount: CGFloat) -> Arc { Arc(inset: inset + amount) }
    }

    /// A `Path` is a shape and an `InsettableShape` strokes its border: each takes what it is
    /// proposed, 300 × 20 under `.frame(height: 20)`.
    @Test func pathsAndInsettableShapesAreShapes() throws {
        let view = VStack(spacing: 0) {
            Path { $0.addLine(to: CGPoint(x: 10, y: 10)) }
                .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                .frame(height: 20)
            Arc().strokeBorder(.red, lineWidth: 2).frame(height: 20)
        }
        let r = try ViewSceneTests.layOut(view, width: 300, height: nil)
        #expect(r.frames == [Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 0, y: 20, width: 300, height: 20)])
    }
}
