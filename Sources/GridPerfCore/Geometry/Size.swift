/// A width and a height in points, as SwiftUI's `CGSize`.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// For people: lengths rounded to hundredths (`390 × 579.33`); JSON keeps full precision.
    public var description: String { "\(formatLength(width)) × \(formatLength(height))" }
}

/// Formats a point value without a trailing `.0` for whole numbers.
public func formatPoints(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

/// A length for people (text tables, titles, messages): rounded to hundredths, without trailing
/// zeros, so that `390.00000000000006` reads `390` and `57.333333333333336` reads `57.33`.
/// Machine formats (JSON, identities) use ``formatPoints(_:)`` or full precision instead.
///
/// A whole number of hundredths, divided by 100, is the `Double` whose shortest form is those
/// two decimals, so ``formatPoints(_:)`` writes it without trailing digits (and `-0` as `0`).
public func formatLength(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e13 else { return formatPoints(value) }
    return formatPoints((value * 100).rounded() / 100)
}
