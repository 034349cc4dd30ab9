import SwiftUI
import Testing

/// The value types of the SwiftUI layer against SwiftUI's documented behaviour and hand arithmetic.
@Suite struct SwiftUITypesTests {
    @Test func proposedViewSizeConstantsAndReplacement() {
        // SwiftUI's default replacement is 10 x 10.
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(
            ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 5, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.infinity.height == .infinity)
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(ProposedViewSize.unspecified.width == nil)
    }

    @Test func viewSpacingDistanceIsTheLargerFacingPreference() {
        let none = ViewSpacing()
        #expect(none.distance(to: none, along: .horizontal) == 0)
        #expect(ViewSpacing.zero == ViewSpacing())
        // A union keeps the larger value per edge, on the edges asked for only.
        var merged = ViewSpacing()
        merged.formUnion(none, edges: .all)
        #expect(merged == ViewSpacing.zero)
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Axis.Set.horizontal != Axis.Set.vertical)
    }

    @Test func angleArithmetic() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(abs((Angle.degrees(30) + .degrees(60)).degrees - 90) < 1e-12)
        #expect(Angle.radians(1) * 2 == .radians(2))
        #expect(2 * Angle.radians(1) == .radians(2))
        #expect(Angle.radians(3) / 3 == .radians(1))
        #expect(-Angle.radians(1) == .radians(-1))
        #expect(Angle.degrees(10) < .degrees(20))
        var a = Angle.zero
        a += .radians(2)
        a -= .radians(0.5)
        #expect(a == .radians(1.5))
        #expect(a.animatableData == 1.5)
    }

    @Test func affineTransforms() {
        // A quarter turn takes (1, 0) to (cos 90°, sin 90°) = (0, 1).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 5))
        // Translate by (1, 0), then scale by 2: (1, 1) -> (2, 1) -> (4, 2).
        let t = CGAffineTransform(translationX: 1, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 4, y: 2))
        // The inverse of a scale by (2, 4) takes (2, 4) back to (1, 1).
        #expect(CGPoint(x: 2, y: 4).applying(CGAffineTransform(scaleX: 2, y: 4).inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGSize(width: 4, height: 6))
    }

    @Test func alignmentGuides() {
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
        #expect(Alignment.bottomTrailing == Alignment(horizontal: .trailing, vertical: .bottom))
        #expect(HorizontalAlignment.leading != .trailing)
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    }

    @Test func animatablePairsScale() {
        var pair = AnimatablePair(2.0, CGFloat(4))
        pair.scale(by: 0.5)
        #expect(pair.first == 1 && pair.second == 2)
        #expect(pair.magnitudeSquared == 5)
        #expect((pair + pair).first == 2)
    }
}
