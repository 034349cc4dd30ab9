/// A geometric angle, as SwiftUI's: stored in radians, readable in degrees.
///
/// Laid out as in SwiftUI.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    /// `Angle`'s `radians`. Laid out as in SwiftUI.
    public var radians: Double

    /// Makes an `Angle`. Laid out as in SwiftUI.
    @inlinable public init() { radians = 0 }
    /// Makes an `Angle`. Laid out as in SwiftUI.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// Makes an `Angle`. Laid out as in SwiftUI.
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// `Angle`'s `degrees`. Laid out as in SwiftUI.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// `Angle`'s `zero`. Laid out as in SwiftUI.
    public static let zero = Angle()
    /// `Angle`'s `radians(_:)`. Laid out as in SwiftUI.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// `Angle`'s `degrees(_:)`. Laid out as in SwiftUI.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// `Angle`'s `<(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// `Angle`'s `+(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// `Angle`'s `-(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// `Angle`'s `-(_:)`. Laid out as in SwiftUI.
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// `Angle`'s `*(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    /// `Angle`'s `*(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    /// `Angle`'s `/(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    /// `Angle`'s `+=(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func += (a: inout Angle, b: Angle) { a = a + b }
    /// `Angle`'s `-=(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func -= (a: inout Angle, b: Angle) { a = a - b }
    /// `Angle`'s `*=(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func *= (a: inout Angle, k: Double) { a = a * k }
    /// `Angle`'s `/=(_:_:)`. Laid out as in SwiftUI.
    @inlinable public static func /= (a: inout Angle, k: Double) { a = a / k }
}

extension Angle: Animatable {
    /// `Angle`'s `animatableData`. Laid out as in SwiftUI.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
