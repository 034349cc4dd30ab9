/// A geometric angle, as SwiftUI's: stored in radians, readable in degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public static let zero = Angle()
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    @inlinable public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    @inlinable public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    @inlinable public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    @inlinable public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    @inlinable public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    @inlinable public static func += (a: inout Angle, b: Angle) { a = a + b }
    @inlinable public static func -= (a: inout Angle, b: Angle) { a = a - b }
    @inlinable public static func *= (a: inout Angle, k: Double) { a = a * k }
    @inlinable public static func /= (a: inout Angle, k: Double) { a = a / k }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
