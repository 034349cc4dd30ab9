/// An edge of a rectangle, as SwiftUI's `Edge`.
///
/// Laid out as in SwiftUI.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// A case of `Edge`. Laid out as in SwiftUI.
    case top, leading, bottom, trailing

    /// A set of edges.
    ///
    /// Laid out as in SwiftUI.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// `Edge.Set`'s `rawValue`. Laid out as in SwiftUI.
        public let rawValue: Int8
        /// Makes an `Edge.Set`. Laid out as in SwiftUI.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding `edge`.
        ///
        /// Laid out as in SwiftUI.
        @inlinable public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// `Edge.Set`'s `top`. Laid out as in SwiftUI.
        public static let top = Set(.top)
        /// `Edge.Set`'s `leading`. Laid out as in SwiftUI.
        public static let leading = Set(.leading)
        /// `Edge.Set`'s `bottom`. Laid out as in SwiftUI.
        public static let bottom = Set(.bottom)
        /// `Edge.Set`'s `trailing`. Laid out as in SwiftUI.
        public static let trailing = Set(.trailing)
        /// `Edge.Set`'s `all`. Laid out as in SwiftUI.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// `Edge.Set`'s `horizontal`. Laid out as in SwiftUI.
        public static let horizontal: Set = [.leading, .trailing]
        /// `Edge.Set`'s `vertical`. Laid out as in SwiftUI.
        public static let vertical: Set = [.top, .bottom]
    }
}
