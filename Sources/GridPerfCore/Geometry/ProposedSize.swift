/// The size a parent proposes to a child, as SwiftUI's `ProposedViewSize`.
///
/// A `nil` dimension is *unspecified*: the child answers with its ideal size on that axis.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    @inlinable
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    @inlinable
    public init(_ size: Size) {
        self.width = size.width
        self.height = size.height
    }

    /// Equal when both dimensions are (two unspecified dimensions are equal). Written out and
    /// inlinable: the measurement cache's lookup compares proposals on every measure call
    /// (docs/PERFORMANCE.md#proposal-equality).
    @inlinable
    public static func == (a: ProposedSize, b: ProposedSize) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// True when both are the same bit for bit (unlike `==`, −0 is not 0, and a NaN is itself):
    /// the same proposal again. O(1).
    @inlinable @inline(__always)
    public func isIdentical(to other: ProposedSize) -> Bool {
        width?.bitPattern == other.width?.bitPattern && height?.bitPattern == other.height?.bitPattern
    }

    // The constants are inlinable computed values, not stored `static let`s, so that a loop
    // using one sees which dimensions are nil and calls no global accessor
    // (docs/PERFORMANCE.md#proposal-constants).

    /// Both dimensions unspecified: asks for the ideal size.
    @inlinable public static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
    /// Both dimensions zero: asks for the minimum size.
    @inlinable public static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
    /// Both dimensions infinite: asks for the maximum size.
    @inlinable public static var infinity: ProposedSize { ProposedSize(width: .infinity, height: .infinity) }

    /// The proposal with unspecified dimensions replaced, as SwiftUI's
    /// `replacingUnspecifiedDimensions(by:)` (default 10 × 10).
    @inlinable
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed extent along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String {
        "(\(width.map(formatLength) ?? "nil"), \(height.map(formatLength) ?? "nil"))"
    }
}
