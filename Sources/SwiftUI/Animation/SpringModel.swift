import Foundation

/// A damped spring of SwiftUI's `Spring`, in physical terms: `m·x″ + c·x′ + k·(x − 1) = 0`, from
/// rest at x = 0 (or moving at `initialVelocity`, in units of the change a second) towards 1.
///
/// Apple's `Spring(duration:bounce:)` maps onto it (WWDC23 "Animate with springs", session 10158):
/// mass 1, stiffness `(2π / duration)²`, damping `4π(1 − bounce) / duration` for bounce ≥ 0 and
/// `4π / (duration · (1 + bounce))` for bounce < 0 — bounce 0 is critical damping
/// (`c = 2√(k·m)`), bounce 1 no damping.
struct SpringModel: Sendable, Equatable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Apple's perceptual duration and bounce (see the type's documentation). A duration that is not
    /// positive and finite is taken as 0.5, SwiftUI's default, and bounce is clamped to −1…1.
    init(duration: Double, bounce: Double) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        mass = 1
        stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration : 4 * Double.pi / (duration * (1 + bounce))
        initialVelocity = 0
    }

    /// The undamped angular frequency ω₀ = √(k / m).
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2√(k·m)): 1 critical, below 1 bouncing.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// Apple's perceptual duration: 2π / ω₀.
    var duration: Double { 2 * Double.pi / naturalFrequency }
    /// Apple's bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (the inverse of the mapping above).
    var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The spring's position at `time` seconds: 0 at the start, 1 at rest.
    ///
    /// - Complexity: O(1).
    func value(at time: Double) -> Double { 1 - displacement(at: time).value }

    /// The distance from rest (1 − x) and its bound, the envelope the oscillation decays inside.
    func displacement(at t: Double) -> (value: Double, envelope: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        // u = 1 − x: u(0) = 1, u′(0) = −v0.
        let u0 = 1.0, du0 = -initialVelocity
        if abs(zeta - 1) < 1e-9 {
            // Critical: u = (A + B·t)·e^(−ω₀t).
            let a = u0, b = du0 + w0 * u0
            let decay = exp(-w0 * t)
            return ((a + b * t) * decay, (abs(a) + abs(b) * t) * decay)
        } else if zeta < 1 {
            // Under-damped: u = e^(−ζω₀t)·(A cos ω_d t + B sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = u0, b = (du0 + zeta * w0 * u0) / wd
            let decay = exp(-zeta * w0 * t)
            return (decay * (a * cos(wd * t) + b * sin(wd * t)), decay * (a * a + b * b).squareRoot())
        } else {
            // Over-damped: u = A·e^(r₁t) + B·e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let b = (du0 - r1 * u0) / (r2 - r1), a = u0 - b
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            return (a * e1 + b * e2, abs(a) * e1 + abs(b) * e2)
        }
    }

    /// The threshold below which gridperf calls a spring settled: its envelope within 0.1% of the
    /// change. Apple does not publish SwiftUI's (`Spring.settlingDuration` exists, its epsilon
    /// does not); docs/SWIFTUI.md#animations names this one.
    static let settledWithin = 0.001

    /// Seconds until the spring stays within ``settledWithin`` of rest, found by bisection on the
    /// envelope (which only decreases once past its peak).
    ///
    /// - Complexity: O(log(1/ε)) evaluations.
    var settlingDuration: Double {
        // Grow an upper bound, then bisect: the envelope is monotone after its peak at ≤ 1/ω₀.
        var high = max(duration, 1e-3)
        var guardCount = 0
        while displacement(at: high).envelope > Self.settledWithin {
            // An undamped spring (bounce 1) never settles.
            guard guardCount < 40 else { return .infinity }
            high *= 2
            guardCount += 1
        }
        var low = 0.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if displacement(at: mid).envelope > Self.settledWithin { low = mid } else { high = mid }
        }
        return high
    }
}
