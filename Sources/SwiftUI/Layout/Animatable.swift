/// A type whose values SwiftUI can interpolate, as SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (_: Self, _: Self) -> Self { Self() }
    public static func - (_: Self, _: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type SwiftUI can animate, as SwiftUI's `Animatable`. A pass lays out a layout's current
/// `animatableData`; ``LayoutAnimation`` plays the frames of a change between two values
/// (`run --animate-to`).
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable {
    /// The motion from `old` (the value before a change) to this value: a function that gives
    /// the value `progress` of the way by its animatable data (`from + (to − from) × progress`,
    /// Apple's documentation of `Animatable`), the rest of it this value's. `nil` when there is
    /// nothing to interpolate: no animatable data, the same data, or `old` of another type.
    public func _interpolation(from old: Any) -> ((Double) -> Any)? {
        guard AnimatableData.self != EmptyAnimatableData.self, let old = old as? Self else { return nil }
        let (from, to) = (old.animatableData, animatableData)
        guard from != to else { return nil }
        let target = self
        return { progress in
            var value = target
            value.animatableData = from + (to - from).scaled(by: progress)
            return value
        }
    }
}
