// Core Graphics' vector, which Foundation has on Apple platforms only: SwiftUI code makes one from
// a drag's translation (`CGVector(dx: value.location.x, dy: value.location.y)`) to find an angle.
#if !canImport(Darwin)
    /// A two-dimensional vector, as Core Graphics' `CGVector`.
    ///
    /// Laid out as in SwiftUI.
    @frozen
    public struct CGVector: Equatable, Hashable, Sendable {
        /// `CGVector`'s `dx`. Laid out as in SwiftUI.
        public var dx: CGFloat
        /// `CGVector`'s `dy`. Laid out as in SwiftUI.
        public var dy: CGFloat

        /// Makes a `CGVector`. Laid out as in SwiftUI.
        @inlinable public init() { self.init(dx: 0, dy: 0) }

        /// Makes a `CGVector`. Laid out as in SwiftUI.
        @inlinable
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Makes a `CGVector`. Laid out as in SwiftUI.
        @inlinable public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
        /// Makes a `CGVector`. Laid out as in SwiftUI.
        @inlinable public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        /// `CGVector`'s `zero`. Laid out as in SwiftUI.
        public static let zero = CGVector()
    }
#endif
