/// An edge of a rectangle, as SwiftUI's `Edge`.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding `edge`.
        @inlinable public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
