// Core Graphics' vector, which Foundation has on Apple platforms only: SwiftUI code makes one from
// a drag's translation (`CGVector(dx: value.location.x, dy: value.location.y)`) to find an angle.
#if !canImport(Darwin)
    /// A two-dimensional vector, as Core Graphics' `CGVector`.
    @frozen
    public struct CGVector: Equatable, Hashable, Sendable {
        public var dx: CGFloat
        public var dy: CGFloat

        @inlinable public init() { self.init(dx: 0, dy: 0) }

        @inlinable
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        @inlinable public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
        @inlinable public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        public static let zero = CGVector()
    }
#endif
