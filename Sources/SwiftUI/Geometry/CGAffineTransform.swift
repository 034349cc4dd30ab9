// Core Graphics' affine transform, which Foundation has on Apple platforms only. Layouts use it
// to rotate points (radial layouts: `CGPoint(x: r, y: 0).applying(CGAffineTransform(rotationAngle: a))`).
#if !canImport(Darwin)
    /// An affine transform, as Core Graphics': `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    ///
    /// Laid out as in SwiftUI.
    @frozen
    public struct CGAffineTransform: Equatable, Sendable {
        /// `CGAffineTransform`'s `a`. Laid out as in SwiftUI.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// Makes a `CGAffineTransform`. Laid out as in SwiftUI.
        @inlinable
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Makes a `CGAffineTransform`. Laid out as in SwiftUI.
        @inlinable public init() { self = .identity }

        /// `CGAffineTransform`'s `identity`. Laid out as in SwiftUI.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// A counter-clockwise rotation by `angle` radians (in a y-down space: clockwise on screen).
        ///
        /// Laid out as in SwiftUI.
        @inlinable
        public init(rotationAngle angle: CGFloat) {
            let s = CGFloat(sin(Double(angle))), k = CGFloat(cos(Double(angle)))
            self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
        }

        /// Makes a `CGAffineTransform`. Laid out as in SwiftUI.
        @inlinable
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// Makes a `CGAffineTransform`. Laid out as in SwiftUI.
        @inlinable
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// `CGAffineTransform`'s `isIdentity`. Laid out as in SwiftUI.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t`.
        ///
        /// Laid out as in SwiftUI.
        @inlinable
        public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
        }

        /// `CGAffineTransform`'s `translatedBy(x:y:)`. Laid out as in SwiftUI.
        @inlinable
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// `CGAffineTransform`'s `scaledBy(x:y:)`. Laid out as in SwiftUI.
        @inlinable
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// `CGAffineTransform`'s `rotated(by:)`. Laid out as in SwiftUI.
        @inlinable
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse, or the transform itself when it cannot be inverted (as Core Graphics).
        ///
        /// Laid out as in SwiftUI.
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0, det.isFinite else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }
    }

    extension CGPoint {
        /// `CGPoint`'s `applying(_:)`. Laid out as in SwiftUI.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// `CGSize`'s `applying(_:)`. Laid out as in SwiftUI.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The bounding box of the transformed corners.
        ///
        /// Laid out as in SwiftUI.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
#endif
