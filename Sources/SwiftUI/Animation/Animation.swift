import Foundation

/// How a change moves over time, as SwiftUI's `Animation`: a timing curve or a spring, with a
/// delay, a speed and repeats. gridperf keeps what each one is (its published definition) so
/// that the progress of an animated change at any frame can be computed (``progress(at:)``);
/// a layout pass still lays out end states (docs/SWIFTUI.md).
///
/// Sources, by member:
/// - `.default` is `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` (Apple's
///   documentation of `Animation.default`, iOS 17; before iOS 17 it was `easeInOut`).
/// - The timing curves (`linear`, `easeIn`, `easeOut`, `easeInOut`) last 0.35 s unless given a
///   duration: the default of `timingCurve(_:_:_:_:duration:)` in Apple's documentation. Their
///   control points are the standard named curves — ease-in (0.42, 0, 1, 1), ease-out
///   (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1) — of Core Animation's named timing
///   functions and CSS Easing Functions Level 1 (SwiftUI publishes the names, not the points).
/// - A spring's `duration` and `bounce` are Apple's `Spring(duration:bounce:)`: bounce 0 is
///   critically damped, 1 undamped, negative overdamped. `bouncy`, `smooth` and `snappy` are
///   springs of duration 0.5 and base bounce 0.3, 0 and 0.15 (Apple's documentation of
///   `bouncy(duration:extraBounce:)` and its siblings); `interactiveSpring` lasts 0.15 s.
/// - `response`/`dampingFraction` map to duration = response, bounce = 1 − dampingFraction,
///   and a spring's physics to mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) /
///   duration (bounce ≥ 0) or 4π / (duration · (1 + bounce)) (bounce < 0): WWDC23 "Animate
///   with springs" (session 10158), as `SpringModel` states.
///
/// Laid out as in SwiftUI.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
    /// What moves the value from its old to its new state.
    enum Curve: Sendable, Equatable {
        /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
        case timing(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring, from rest at 0 to rest at 1.
        case spring(SpringModel)
    }

    var curve: Curve
    /// Seconds before the animation starts.
    var delay: Double = 0
    /// How fast it plays: 2 is twice as fast.
    var speed: Double = 1
    /// How many times it plays (`Int.max`: for ever), and whether every other play runs backwards.
    var repeatCount = 1
    var autoreverses = false

    init(curve: Curve) { self.curve = curve }

    // MARK: Timing curves

    /// Apple's default duration of a timing curve (see the type's sources).
    static let defaultDuration = 0.35

    /// `Animation`'s `timingCurve(_:_:_:_:duration:)`. Laid out as in SwiftUI.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
        -> Animation
    { Animation(curve: .timing(duration: duration, x1: p1x, y1: p1y, x2: p2x, y2: p2y)) }
    /// `Animation`'s `linear(duration:)`. Laid out as in SwiftUI.
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// `Animation`'s `easeIn(duration:)`. Laid out as in SwiftUI.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// `Animation`'s `easeOut(duration:)`. Laid out as in SwiftUI.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// `Animation`'s `easeInOut(duration:)`. Laid out as in SwiftUI.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// `Animation`'s `linear`. Laid out as in SwiftUI.
    public static var linear: Animation { linear(duration: defaultDuration) }
    /// `Animation`'s `easeIn`. Laid out as in SwiftUI.
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    /// `Animation`'s `easeOut`. Laid out as in SwiftUI.
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    /// `Animation`'s `easeInOut`. Laid out as in SwiftUI.
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }

    // MARK: Springs

    /// The default animation since iOS 17 (see the type's sources).
    ///
    /// Laid out as in SwiftUI.
    public static let `default` = spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// `Animation`'s `spring(duration:bounce:blendDuration:)`. Laid out as in SwiftUI.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(SpringModel(duration: duration, bounce: bounce)))
    }
    /// `Animation`'s `spring(response:dampingFraction:blendDuration:)`. Laid out as in SwiftUI.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { spring(duration: response, bounce: 1 - dampingFraction) }
    /// `Animation`'s `spring`. Laid out as in SwiftUI.
    public static var spring: Animation { spring() }
    /// `Animation`'s `spring(_:blendDuration:)`. Laid out as in SwiftUI.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(spring.model))
    }
    /// `Animation`'s `interactiveSpring(response:dampingFraction:blendDuration:)`. Laid out as in SwiftUI.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation { spring(duration: response, bounce: 1 - dampingFraction) }
    /// `Animation`'s `interactiveSpring(duration:extraBounce:blendDuration:)`. Laid out as in SwiftUI.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)
        -> Animation
    { spring(duration: duration, bounce: extraBounce) }
    /// `Animation`'s `interactiveSpring`. Laid out as in SwiftUI.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// `Animation`'s `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`. Laid out as in SwiftUI.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            curve: .spring(
                SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }
    /// `Animation`'s `interpolatingSpring(duration:bounce:initialVelocity:)`. Laid out as in SwiftUI.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        var model = SpringModel(duration: duration, bounce: bounce)
        model.initialVelocity = initialVelocity
        return Animation(curve: .spring(model))
    }
    /// `Animation`'s `interpolatingSpring`. Laid out as in SwiftUI.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    /// `Animation`'s `interpolatingSpring(_:initialVelocity:)`. Laid out as in SwiftUI.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        var model = spring.model
        model.initialVelocity = initialVelocity
        return Animation(curve: .spring(model))
    }
    /// `Animation`'s `bouncy(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
    /// `Animation`'s `smooth(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// `Animation`'s `snappy(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// `Animation`'s `bouncy`. Laid out as in SwiftUI.
    public static var bouncy: Animation { bouncy() }
    /// `Animation`'s `smooth`. Laid out as in SwiftUI.
    public static var smooth: Animation { smooth() }
    /// `Animation`'s `snappy`. Laid out as in SwiftUI.
    public static var snappy: Animation { snappy() }

    // MARK: Modifiers

    /// `Animation`'s `delay(_:)`. Laid out as in SwiftUI.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }
    /// `Animation`'s `speed(_:)`. Laid out as in SwiftUI.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }
    /// `Animation`'s `repeatCount(_:autoreverses:)`. Laid out as in SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }
    /// `Animation`'s `repeatForever(autoreverses:)`. Laid out as in SwiftUI.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = .max
        copy.autoreverses = autoreverses
        return copy
    }

    /// Whether it plays for ever (`repeatForever`).
    ///
    /// Laid out as in SwiftUI.
    public var repeatsForever: Bool { repeatCount == .max }

    /// One play of it: its repeats removed (a spinner's one turn of a `repeatForever`).
    ///
    /// Laid out as in SwiftUI.
    public var onePlay: Animation {
        var copy = self
        copy.repeatCount = 1
        copy.autoreverses = false
        return copy
    }

    /// `Animation`'s `description`. Laid out as in SwiftUI.
    public var description: String {
        var text: String
        switch curve {
        case .timing(let duration, let x1, let y1, let x2, let y2):
            switch (x1, y1, x2, y2) {
            case (0, 0, 1, 1): text = "linear"
            case (0.42, 0, 1, 1): text = "easeIn"
            case (0, 0, 0.58, 1): text = "easeOut"
            case (0.42, 0, 0.58, 1): text = "easeInOut"
            default: text = "timingCurve(\(x1), \(y1), \(x2), \(y2))"
            }
            text += "(duration: \(duration))"
        case .spring(let model):
            text = "spring(duration: \(Self.rounded(model.duration)), bounce: \(Self.rounded(model.bounce)))"
        }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if repeatCount == .max {
            text += ".repeatForever(autoreverses: \(autoreverses))"
        } else if repeatCount != 1 {
            text += ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return text
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// A spring, as SwiftUI's `Spring` (iOS 17): its perceptual duration and bounce.
///
/// Laid out as in SwiftUI.
public struct Spring: Sendable, Equatable {
    let model: SpringModel
    init(model: SpringModel) { self.model = model }
    /// Makes a `Spring`. Laid out as in SwiftUI.
    public init(duration: Double = 0.5, bounce: Double = 0) { model = SpringModel(duration: duration, bounce: bounce) }
    /// Makes a `Spring`. Laid out as in SwiftUI.
    public init(response: Double, dampingRatio: Double) {
        model = SpringModel(duration: response, bounce: 1 - dampingRatio)
    }
    /// Makes a `Spring`. Laid out as in SwiftUI.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        model = SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
    }
    /// `Spring`'s `duration`. Laid out as in SwiftUI.
    public var duration: Double { model.duration }
    /// `Spring`'s `bounce`. Laid out as in SwiftUI.
    public var bounce: Double { model.bounce }
    /// `Spring`'s `mass`. Laid out as in SwiftUI.
    public var mass: Double { model.mass }
    /// `Spring`'s `stiffness`. Laid out as in SwiftUI.
    public var stiffness: Double { model.stiffness }
    /// `Spring`'s `damping`. Laid out as in SwiftUI.
    public var damping: Double { model.damping }
    /// `Spring`'s `dampingRatio`. Laid out as in SwiftUI.
    public var dampingRatio: Double { model.dampingRatio }
    /// Seconds until the spring stays within 0.1% of its target (`SpringModel/settledWithin`):
    /// `.infinity` for an undamped spring.
    ///
    /// Laid out as in SwiftUI.
    public var settlingDuration: Double { model.settlingDuration }
    /// Where the spring is `time` seconds after it left 0 for `target`, as Apple's
    /// `value(target:initialVelocity:time:)` (initial velocity 0).
    ///
    /// Laid out as in SwiftUI.
    public func value<V: VectorArithmetic>(target: V, time: Double) -> V { target.scaled(by: model.value(at: time)) }
    /// `Spring`'s `bouncy`. Laid out as in SwiftUI.
    public static var bouncy: Spring { bouncy() }
    /// `Spring`'s `smooth`. Laid out as in SwiftUI.
    public static var smooth: Spring { smooth() }
    /// `Spring`'s `snappy`. Laid out as in SwiftUI.
    public static var snappy: Spring { snappy() }
    /// `Spring`'s `bouncy(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// `Spring`'s `smooth(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// `Spring`'s `snappy(duration:extraBounce:)`. Laid out as in SwiftUI.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
}

/// The context of a change: its animation, as SwiftUI's `Transaction`.
///
/// Laid out as in SwiftUI.
public struct Transaction: Sendable {
    /// `Transaction`'s `animation`. Laid out as in SwiftUI.
    public var animation: Animation?
    /// `Transaction`'s `disablesAnimations`. Laid out as in SwiftUI.
    public var disablesAnimations = false
    /// Makes a `Transaction`. Laid out as in SwiftUI.
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Runs `body`, the change it makes animated by `animation` (`.default` unless given; `nil`: not
/// animated), as SwiftUI's `withAnimation(_:_:)`. In a `run --update` change the animation is
/// noted for the step (``ViewUpdates/animation``), whose frames the harness then plays; anywhere
/// else the change is made and laid out at its end.
///
/// Laid out as in SwiftUI.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// With a completion (iOS 17): the completion runs when the animation ends — here, at once,
/// after `body` (gridperf plays the frames after the change, outside the user's code).
///
/// Laid out as in SwiftUI.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}

/// When an animation's completion runs (iOS 17).
///
/// Laid out as in SwiftUI.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let removed: Bool
    /// `AnimationCompletionCriteria`'s `logicallyComplete`. Laid out as in SwiftUI.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// `AnimationCompletionCriteria`'s `removed`. Laid out as in SwiftUI.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` inside `transaction`, as SwiftUI's `withTransaction(_:_:)`.
/// In a `run --update` change, the transaction's animation is noted for the step: the last one
/// a change was made under that animates (nested `withAnimation(nil)` inside an animated change
/// does not stop the outer one's frames: the step has one animation, the last given).
///
/// Laid out as in SwiftUI.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    if let animation = transaction.animation, !transaction.disablesAnimations {
        ViewSceneBuilder.current?.stepAnimation = animation
    }
    return try body()
}
