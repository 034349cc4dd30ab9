import GridPerfCore

/// An animation's frames: the progress of an animated change at each display refresh.
extension Animation {
    /// The animation's spring, when it is one (for findings: how long it takes to settle).
    ///
    /// Laid out as in SwiftUI.
    public var spring: Spring? {
        if case .spring(let model) = curve { return Spring(model: model) }
        return nil
    }

    /// The most frames gridperf plays of one animation (10 minutes at 120 fps): an animation that
    /// would take more (`repeatForever`, a spring that never settles) is refused by ``frames(fps:)``.
    ///
    /// Laid out as in SwiftUI.
    public static let maximumFrames = 72_000

    /// The frame rates gridperf plays an animation at (`--fps`).
    ///
    /// Laid out as in SwiftUI.
    public static let framesPerSecond = 1...480

    /// One play's length in seconds: a timing curve's duration, a spring's settling duration
    /// (``Spring/settlingDuration``, found by bisection: compute it once per use).
    private var playLength: Double {
        switch curve {
        case .timing(let duration, _, _, _, _): duration
        case .spring(let model): model.settlingDuration
        }
    }

    /// The speed the animation plays at: 1 for one that is not positive and finite.
    private var playSpeed: Double { speed.isFinite && speed > 0 ? speed : 1 }

    /// Seconds from the change until the animation ends: its delay, then its plays at its speed —
    /// a timing curve's duration, a spring's settling duration (``Spring/settlingDuration``) — each
    /// repeat counted. `.infinity` for `repeatForever` and an undamped spring.
    ///
    /// Laid out as in SwiftUI.
    public var totalDuration: Double { totalDuration(playLength: playLength) }

    private func totalDuration(playLength: Double) -> Double {
        guard repeatCount != .max else { return .infinity }
        return max(0, delay) + max(0, playLength) * Double(repeatCount) / playSpeed
    }

    /// The progress of the change `time` seconds after it was made: 0 before the animation starts,
    /// 1 at its end (a spring overshoots on the way; a reversed play runs from 1 back to 0).
    ///
    /// - Complexity: O(1) (a timing curve solves its Bézier in at most 60 steps).
    ///
    /// Laid out as in SwiftUI.
    public func progress(at time: Double) -> Double { progress(at: time, playLength: playLength) }

    private func progress(at time: Double, playLength: Double) -> Double {
        let local = (time - max(0, delay)) * playSpeed
        guard local > 0 else { return 0 }
        guard playLength > 0, playLength.isFinite else { return playLength > 0 ? shape(local) : 1 }
        let play = (local / playLength).rounded(.down)
        if repeatCount != .max, play >= Double(repeatCount) { return 1 }
        var phase = local - play * playLength
        if autoreverses, Int(play) % 2 == 1 { phase = playLength - phase }
        return shape(phase)
    }

    /// One play's progress `phase` seconds into it.
    private func shape(_ phase: Double) -> Double {
        switch curve {
        case .timing(let duration, let x1, let y1, let x2, let y2):
            guard duration > 0 else { return 1 }
            return Self.bezier(min(1, phase / duration), x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let model):
            return model.value(at: phase)
        }
    }

    /// The progress of each frame at `fps` frames a second: frame k (from 1) is shown at k / fps
    /// seconds, and the last frame is the first at or after the animation's end (progress 1). A
    /// 0.35 s linear animation at 60 fps has 21 frames (0.35 × 60), at 120 fps 42.
    ///
    /// - Throws: when `fps` is not 1…480, or the animation would take more than
    ///   ``maximumFrames`` frames (it never ends, or runs for more than 10 minutes at 120 fps).
    /// - Complexity: O(frames).
    ///
    /// Laid out as in SwiftUI.
    public func frames(fps: Int) throws -> [Double] {
        guard Self.framesPerSecond.contains(fps) else {
            throw GridPerfError(
                "--fps: must be \(Self.framesPerSecond.lowerBound) to \(Self.framesPerSecond.upperBound) frames a second, got \(fps)"
            )
        }
        // A spring's play length is a bisection: found once here, not once a frame.
        let playLength = self.playLength
        let total = totalDuration(playLength: playLength)
        guard total.isFinite else {
            throw GridPerfError(
                "the animation \(self) never ends (repeatForever, or a spring of bounce 1): give one that does")
        }
        // A product such as 0.35 × 60 lands a hair off 21 in binary: drop what is below a
        // millionth of a frame before taking the next whole frame.
        let exact = total * Double(fps)
        let count = max(1, Int((exact - 1e-6).rounded(.up)))
        guard count <= Self.maximumFrames else {
            throw GridPerfError(
                "the animation \(self) lasts \(total) s: \(count) frames at \(fps) fps, more than gridperf plays (\(Self.maximumFrames))"
            )
        }
        return (1...count).map { k in k == count ? 1 : progress(at: Double(k) / Double(fps), playLength: playLength) }
    }

    /// The cubic Bézier timing curve from (0, 0) to (1, 1) through control points (x1, y1),
    /// (x2, y2) at time fraction `x`: the curve's parameter s with x(s) = x found by Newton's
    /// method (bisection where its slope is flat), then y(s).
    static func bezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s = min(1, max(0, s - error / d))
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
