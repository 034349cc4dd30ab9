/// A position in a layout's coordinate space, as SwiftUI's `CGPoint`.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}
