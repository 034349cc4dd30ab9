/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal
    case vertical

    /// A set of axes.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The other axis.
    @inlinable
    var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction of a layout's leading edge, as SwiftUI's. gridperf lays out left to right.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
