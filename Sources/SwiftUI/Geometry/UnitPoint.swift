/// A point in a view's unit square, as SwiftUI's: (0, 0) is top-leading, (1, 1) bottom-trailing.
///
/// Laid out as in SwiftUI.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// `UnitPoint`'s `x`. Laid out as in SwiftUI.
    public var x: CGFloat
    /// `UnitPoint`'s `y`. Laid out as in SwiftUI.
    public var y: CGFloat

    /// Makes an `UnitPoint`. Laid out as in SwiftUI.
    @inlinable public init() { self.init(x: 0, y: 0) }

    /// Makes an `UnitPoint`. Laid out as in SwiftUI.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `UnitPoint`'s `zero`. Laid out as in SwiftUI.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `UnitPoint`'s `topLeading`. Laid out as in SwiftUI.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `UnitPoint`'s `top`. Laid out as in SwiftUI.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `UnitPoint`'s `topTrailing`. Laid out as in SwiftUI.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `UnitPoint`'s `leading`. Laid out as in SwiftUI.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `UnitPoint`'s `center`. Laid out as in SwiftUI.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `UnitPoint`'s `trailing`. Laid out as in SwiftUI.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `UnitPoint`'s `bottomLeading`. Laid out as in SwiftUI.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `UnitPoint`'s `bottom`. Laid out as in SwiftUI.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `UnitPoint`'s `bottomTrailing`. Laid out as in SwiftUI.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
