import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// What an animated layout's frames do that an engineer acts on, from exact counts worked by hand.
@Suite struct AnimationFindingsTests {
    /// A wheel whose frames re-measure its 8 subviews (median 8 misses) and allocate 64 bytes (median)
    /// is told both; one that does neither is told nothing but what it played.
    @Test func remeasuringAndAllocatingFramesAreNamed() {
        let bad = BenchmarkRunner.animationFindings(
            .linear(duration: 0.35), change: "A → B", frames: 21, remeasured: 8, allocated: 64, subviews: 8)
        #expect(bad[0] == "21 frame(s) of A → B under linear(duration: 0.35)")
        #expect(bad.contains { $0.contains("re-measures all 8 subviews (median 8 misses)") })
        #expect(bad.contains { $0.contains("allocates 64 bytes (median)") })
        let good = BenchmarkRunner.animationFindings(
            .linear(duration: 0.35), change: "A → B", frames: 21, remeasured: 0, allocated: 0, subviews: 8)
        #expect(good.count == 1)
    }

    /// `spring(duration: 0.5, bounce: 0.6)`: ζ = 0.4, ω₀ = 4π, so its envelope
    /// e^(−0.4·4π·t)·√(1 + (0.4/√0.84)²) = e^(−5.02655 t)·1.09109 falls to 0.001 at
    /// t = ln(1091.09) / 5.02655 = 1.39161 s: 1.39 s, 2.8× its duration — over twice it. Bounce 0.3
    /// (ζ = 0.7): e^(−0.7·4π·t)·√(1 + (0.7/√0.51)²) = 0.001 at t = 0.82356 s, 1.65× its duration:
    /// under twice it, no finding.
    @Test func aSpringThatGoesOnIsNamed() {
        let lines = BenchmarkRunner.animationFindings(
            .spring(duration: 0.5, bounce: 0.6), change: "A → B", frames: 84, remeasured: 0, allocated: nil,
            subviews: 8)
        #expect(lines.contains { $0.contains("the spring settles in 1.39 s, 2.8× its duration of 0.5 s (bounce 0.6)") })
        #expect(abs(Spring(duration: 0.5, bounce: 0.6).settlingDuration - 1.39161) < 1e-4)
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).settlingDuration - 0.82356) < 1e-4)
        let calm = BenchmarkRunner.animationFindings(
            .spring(duration: 0.5, bounce: 0.3), change: "A → B", frames: 50, remeasured: 0, allocated: nil,
            subviews: 8)
        #expect(calm.count == 1)
    }
}
