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
    /// This value with its animatable data `progress` of the way from `old`'s to its own
    /// (`from + (to − from) × progress`, Apple's documentation of `Animatable`), the rest of it
    /// this value's: what SwiftUI shows at a frame of an animated change. O(the data).
    public func interpolated(from old: Self, progress: Double) -> Self {
        var value = self
        var data = old.animatableData
        data += (animatableData - old.animatableData).scaled(by: progress)
        value.animatableData = data
        return value
    }

    /// Whether a change from `old` to this value moves anything an animation interpolates: its
    /// animatable data is not `EmptyAnimatableData` and differs from `old`'s. O(the data).
    public func animates(from old: Self) -> Bool {
        AnimatableData.self != EmptyAnimatableData.self && old.animatableData != animatableData
    }

    /// The motion from `old` (the value before a change) to this value: a function that gives
    /// the value `progress` of the way (``interpolated(from:progress:)``). `nil` when there is
    /// nothing to interpolate: no animatable data or the same data. O(1).
    public func interpolation(from old: Self) -> ((Double) -> Self)? {
        guard animates(from: old) else { return nil }
        let target = self
        return { progress in target.interpolated(from: old, progress: progress) }
    }

    /// ``interpolation(from:)`` for a value whose type is known only here (a view the update
    /// model holds as `Any`): `nil` also when `old` is of another type.
    public func _interpolation(from old: Any) -> ((Double) -> Any)? {
        guard let old = old as? Self, let move = interpolation(from: old) else { return nil }
        return { move($0) }
    }
}
