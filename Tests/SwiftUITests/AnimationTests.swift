import Foundation
import SwiftUI
import Testing

/// SwiftUI's animations as their published definitions give them (sources in `Animation`'s
/// documentation); every expected value is worked by hand in the test's comment.
@Suite struct AnimationTests {
    /// `Spring(duration: 0.5, bounce: 0)`: stiffness (2π / 0.5)² = 16π² ≈ 157.914, damping
    /// 4π / 0.5 = 8π ≈ 25.133, so ζ = 8π / (2 · 4π) = 1 (critical); bounce 0.3 gives damping
    /// 4π · 0.7 / 0.5 = 5.6π and ζ = 0.7 = 1 − bounce.
    @Test func aSpringsDurationAndBounceAreItsPhysics() {
        let critical = Spring(duration: 0.5, bounce: 0)
        #expect(abs(critical.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
        #expect(abs(critical.damping - 8 * Double.pi) < 1e-9)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
        #expect(abs(bouncy.duration - 0.5) < 1e-12)
        #expect(abs(bouncy.bounce - 0.3) < 1e-12)
        // Overdamped: bounce −0.5 gives damping 4π / (0.5 · 0.5) = 16π, ζ = 16π / 8π = 2, bounce 1/2 − 1.
        let over = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(over.dampingRatio - 2) < 1e-12)
        #expect(abs(over.bounce + 0.5) < 1e-12)
    }

    /// A critically damped spring from rest: 1 − x = (1 + ω₀t)·e^(−ω₀t). Duration 0.5 gives
    /// ω₀ = 4π; at t = 0.5, (1 + 2π)·e^(−2π) = 7.2832 · 0.0018674 = 0.013601, so x = 0.986399.
    /// It settles (within 0.001) when (1 + y)·e^(−y) = 0.001, y = ω₀t = 9.233413 (solved by
    /// bisection by hand on a calculator): t = 9.233413 / 4π = 0.734772 s.
    @Test func aCriticalSpringsValueAndSettling() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(spring.value(target: 1.0, time: 0) == 0)
        #expect(abs(spring.value(target: 1.0, time: 0.5) - 0.986399) < 1e-6)
        #expect(abs(spring.settlingDuration - 0.734772) < 1e-5)
        // Undamped (bounce 1) never settles.
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    /// An under-damped spring passes its target: bounce 0.3 (ζ = 0.7) overshoots, its first peak at
    /// t = π / ω_d, ω_d = 4π·√(1 − 0.49) = 8.97418; peak 1 + e^(−ζπ/√(1−ζ²)) = 1 + e^(−3.07938) = 1.045988.
    @Test func aBouncySpringOvershootsByItsPublishedRatio() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let peak = Double.pi / (4 * Double.pi * (1 - 0.49).squareRoot())
        #expect(abs(spring.value(target: 1.0, time: peak) - 1.045988) < 1e-6)
    }

    /// The named animations are what Apple's documentation says they are.
    @Test func theNamedAnimationsAreTheirDefinitions() {
        #expect(Animation.default.description == "spring(duration: 0.55, bounce: 0.0)")
        #expect(Animation.linear.description == "linear(duration: 0.35)")
        #expect(Animation.easeInOut(duration: 1).description == "easeInOut(duration: 1.0)")
        #expect(Animation.bouncy.description == "spring(duration: 0.5, bounce: 0.3)")
        #expect(Animation.snappy(extraBounce: 0.1).description == "spring(duration: 0.5, bounce: 0.25)")
        #expect(
            Animation.spring(response: 0.4, dampingFraction: 0.6).description == "spring(duration: 0.4, bounce: 0.4)")
        #expect(
            Animation.easeIn.delay(0.1).speed(2).repeatCount(3, autoreverses: false).description
                == "easeIn(duration: 0.35).delay(0.1).speed(2.0).repeatCount(3, autoreverses: false)")
    }
}
