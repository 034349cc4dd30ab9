/// A type whose values SwiftUI can interpolate, as SwiftUI's `VectorArithmetic`.
///
/// Laid out as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// `VectorArithmetic`'s `scale(by:)`. Laid out as in SwiftUI.
    mutating func scale(by rhs: Double)
    /// `VectorArithmetic`'s `magnitudeSquared`. Laid out as in SwiftUI.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// `VectorArithmetic`'s `scaled(by:)`. Laid out as in SwiftUI.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// `Double`'s `scale(by:)`. Laid out as in SwiftUI.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// `Double`'s `magnitudeSquared`. Laid out as in SwiftUI.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// `Float`'s `scale(by:)`. Laid out as in SwiftUI.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// `Float`'s `magnitudeSquared`. Laid out as in SwiftUI.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// `CGFloat`'s `scale(by:)`. Laid out as in SwiftUI.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// `CGFloat`'s `magnitudeSquared`. Laid out as in SwiftUI.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
///
/// Laid out as in SwiftUI.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Makes an `EmptyAnimatableData`. Laid out as in SwiftUI.
    public init() {}
    /// `EmptyAnimatableData`'s `zero`. Laid out as in SwiftUI.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// `EmptyAnimatableData`'s `+(_:_:)`. Laid out as in SwiftUI.
    public static func + (_: Self, _: Self) -> Self { Self() }
    /// `EmptyAnimatableData`'s `-(_:_:)`. Laid out as in SwiftUI.
    public static func - (_: Self, _: Self) -> Self { Self() }
    /// `EmptyAnimatableData`'s `scale(by:)`. Laid out as in SwiftUI.
    public mutating func scale(by rhs: Double) {}
    /// `EmptyAnimatableData`'s `magnitudeSquared`. Laid out as in SwiftUI.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values, as SwiftUI's `AnimatablePair`.
///
/// Laid out as in SwiftUI.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// `AnimatablePair`'s `first`. Laid out as in SwiftUI.
    public var first: First
    /// `AnimatablePair`'s `second`. Laid out as in SwiftUI.
    public var second: Second

    /// Makes an `AnimatablePair`. Laid out as in SwiftUI.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// `AnimatablePair`'s `zero`. Laid out as in SwiftUI.
    public static var zero: Self { Self(.zero, .zero) }
    /// `AnimatablePair`'s `+(_:_:)`. Laid out as in SwiftUI.
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    /// `AnimatablePair`'s `-(_:_:)`. Laid out as in SwiftUI.
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    /// `AnimatablePair`'s `scale(by:)`. Laid out as in SwiftUI.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// `AnimatablePair`'s `magnitudeSquared`. Laid out as in SwiftUI.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type SwiftUI can animate, as SwiftUI's `Animatable`. A pass lays out a layout's current
/// `animatableData`; ``LayoutAnimation`` plays the frames of a change between two values
/// (`run --animate-to`).
///
/// Laid out as in SwiftUI.
public protocol Animatable {
    /// `Animatable`'s `AnimatableData` type. Laid out as in SwiftUI.
    associatedtype AnimatableData: VectorArithmetic
    /// `Animatable`'s `animatableData`. Laid out as in SwiftUI.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// `Animatable`'s `animatableData`. Laid out as in SwiftUI.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable {
    /// This value with its animatable data `progress` of the way from `old`'s to its own
    /// (`from + (to − from) × progress`, Apple's documentation of `Animatable`), the rest of it
    /// this value's: what SwiftUI shows at a frame of an animated change. O(the data).
    ///
    /// Laid out as in SwiftUI.
    public func interpolated(from old: Self, progress: Double) -> Self {
        var value = self
        var data = old.animatableData
        data += (animatableData - old.animatableData).scaled(by: progress)
        value.animatableData = data
        return value
    }

    /// Whether a change from `old` to this value moves anything an animation interpolates: its
    /// animatable data is not `EmptyAnimatableData` and differs from `old`'s. O(the data).
    ///
    /// Laid out as in SwiftUI.
    public func animates(from old: Self) -> Bool {
        AnimatableData.self != EmptyAnimatableData.self && old.animatableData != animatableData
    }

    /// The motion from `old` (the value before a change) to this value: a function that gives
    /// the value `progress` of the way (``interpolated(from:progress:)``). `nil` when there is
    /// nothing to interpolate: no animatable data or the same data. O(1).
    ///
    /// Laid out as in SwiftUI.
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
