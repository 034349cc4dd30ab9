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
///   with springs" (session 10158), as ``SpringModel`` states.
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

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
        -> Animation
    { Animation(curve: .timing(duration: duration, x1: p1x, y1: p1y, x2: p2x, y2: p2y)) }
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    public static var linear: Animation { linear(duration: defaultDuration) }
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }

    // MARK: Springs

    /// The default animation since iOS 17 (see the type's sources).
    public static let `default` = spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(SpringModel(duration: duration, bounce: bounce)))
    }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { spring(duration: response, bounce: 1 - dampingFraction) }
    public static var spring: Animation { spring() }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(spring.model))
    }
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation { spring(duration: response, bounce: 1 - dampingFraction) }
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)
        -> Animation
    { spring(duration: duration, bounce: extraBounce) }
    public static var interactiveSpring: Animation { interactiveSpring() }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            curve: .spring(
                SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        var model = SpringModel(duration: duration, bounce: bounce)
        model.initialVelocity = initialVelocity
        return Animation(curve: .spring(model))
    }
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        var model = spring.model
        model.initialVelocity = initialVelocity
        return Animation(curve: .spring(model))
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    public static var bouncy: Animation { bouncy() }
    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }

    // MARK: Modifiers

    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = .max
        copy.autoreverses = autoreverses
        return copy
    }

    /// Whether it plays for ever (`repeatForever`).
    public var repeatsForever: Bool { repeatCount == .max }

    /// One play of it: its repeats removed (a spinner's one turn of a `repeatForever`).
    public var onePlay: Animation {
        var copy = self
        copy.repeatCount = 1
        copy.autoreverses = false
        return copy
    }

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
public struct Spring: Sendable, Equatable {
    let model: SpringModel
    init(model: SpringModel) { self.model = model }
    public init(duration: Double = 0.5, bounce: Double = 0) { model = SpringModel(duration: duration, bounce: bounce) }
    public init(response: Double, dampingRatio: Double) {
        model = SpringModel(duration: response, bounce: 1 - dampingRatio)
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        model = SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
    }
    public var duration: Double { model.duration }
    public var bounce: Double { model.bounce }
    public var mass: Double { model.mass }
    public var stiffness: Double { model.stiffness }
    public var damping: Double { model.damping }
    public var dampingRatio: Double { model.dampingRatio }
    /// Seconds until the spring stays within 0.1% of its target (``SpringModel/settledWithin``):
    /// `.infinity` for an undamped spring.
    public var settlingDuration: Double { model.settlingDuration }
    /// Where the spring is `time` seconds after it left 0 for `target`, as Apple's
    /// `value(target:initialVelocity:time:)` (initial velocity 0).
    public func value<V: VectorArithmetic>(target: V, time: Double) -> V { target.scaled(by: model.value(at: time)) }
    public static var bouncy: Spring { bouncy() }
    public static var smooth: Spring { smooth() }
    public static var snappy: Spring { snappy() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
}

/// The context of a change: its animation, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Runs `body`, the change it makes animated by `animation` (`.default` unless given; `nil`: not
/// animated), as SwiftUI's `withAnimation(_:_:)`. In a `run --update` change the animation is
/// noted for the step (``ViewUpdates/animation``), whose frames the harness then plays; anywhere
/// else the change is made and laid out at its end.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// With a completion (iOS 17): the completion runs when the animation ends — here, at once,
/// after `body` (gridperf plays the frames after the change, outside the user's code).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}

/// When an animation's completion runs (iOS 17).
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let removed: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` inside `transaction`, as SwiftUI's `withTransaction(_:_:)`.
/// In a `run --update` change, the transaction's animation is noted for the step: the last one
/// a change was made under that animates (nested `withAnimation(nil)` inside an animated change
/// does not stop the outer one's frames: the step has one animation, the last given).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    if let animation = transaction.animation, !transaction.disablesAnimations {
        ViewSceneBuilder.current?.stepAnimation = animation
    }
    return try body()
}
