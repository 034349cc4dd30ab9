/// An origin and a size, as SwiftUI's `CGRect`. Sizes are never normalised.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }

    /// True when the interiors of the two rectangles share area (touching edges do not count).
    @inlinable
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle containing both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two rectangles are the same bit for bit (unlike `==`, −0 is not 0, and a NaN
    /// is itself): a frame placed again where it was. O(1).
    @inlinable
    public func isIdentical(to other: Rect) -> Bool {
        minX.bitPattern == other.minX.bitPattern && minY.bitPattern == other.minY.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }

    /// True when every coordinate is finite.
    @inlinable
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    public var description: String {
        "(\(formatLength(minX)), \(formatLength(minY)), \(formatLength(width)), \(formatLength(height)))"
    }
}
