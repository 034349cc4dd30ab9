import GridPerfCore

/// A proposal for the size of a view, as SwiftUI's: a `nil` dimension is unspecified (the view
/// answers its ideal size on that axis).
///
/// Laid out as in SwiftUI.
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width; `nil` is unspecified. Laid out as in SwiftUI.
    public var width: CGFloat?
    /// The proposed height; `nil` is unspecified. Laid out as in SwiftUI.
    public var height: CGFloat?

    /// A proposal of `width` × `height`, either unspecified where `nil`. Laid out as in SwiftUI.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`. Laid out as in SwiftUI.
    @inlinable
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Both dimensions zero: asks for the minimum size.
    ///
    /// Laid out as in SwiftUI.
    @inlinable public static var zero: ProposedViewSize { ProposedViewSize(width: 0, height: 0) }
    /// Both dimensions unspecified: asks for the ideal size.
    ///
    /// Laid out as in SwiftUI.
    @inlinable public static var unspecified: ProposedViewSize { ProposedViewSize(width: nil, height: nil) }
    /// Both dimensions infinite: asks for the maximum size.
    ///
    /// Laid out as in SwiftUI.
    @inlinable public static var infinity: ProposedViewSize { ProposedViewSize(width: .infinity, height: .infinity) }

    /// The proposal with unspecified dimensions replaced by `size`'s (SwiftUI's default: 10 × 10).
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// gridperf's proposal. Free once inlined (`CGFloat` is a `Double`).
    @inlinable
    var native: ProposedSize {
        ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    }

    @inlinable
    init(_ native: ProposedSize) {
        self.init(width: native.width.map { CGFloat($0) }, height: native.height.map { CGFloat($0) })
    }

    /// The proposed extent along `axis`.
    @inlinable
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    @inlinable
    init(_ native: Size) { self.init(width: CGFloat(native.width), height: CGFloat(native.height)) }

    @inlinable
    var native: Size { Size(width: Double(width), height: Double(height)) }

    /// The extent along `axis`.
    @inlinable
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
