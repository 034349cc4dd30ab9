/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
///
/// Laid out as in SwiftUI.
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A case of `Axis`. Laid out as in SwiftUI.
    case horizontal
    /// A case of `Axis`. Laid out as in SwiftUI.
    case vertical

    /// A set of axes.
    ///
    /// Laid out as in SwiftUI.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// `Axis.Set`'s `rawValue`. Laid out as in SwiftUI.
        public let rawValue: Int8
        /// Makes an `Axis.Set`. Laid out as in SwiftUI.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }

        /// `Axis.Set`'s `horizontal`. Laid out as in SwiftUI.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// `Axis.Set`'s `vertical`. Laid out as in SwiftUI.
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// `Axis`'s `description`. Laid out as in SwiftUI.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The other axis.
    @inlinable
    var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction of a layout's leading edge, as SwiftUI's. gridperf lays out left to right.
///
/// Laid out as in SwiftUI.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A case of `LayoutDirection`. Laid out as in SwiftUI.
    case leftToRight
    /// A case of `LayoutDirection`. Laid out as in SwiftUI.
    case rightToLeft
}
