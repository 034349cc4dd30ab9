import GridPerfCore
import GridPerfModel
import SwiftUI

extension BenchmarkRunner {
    /// `run` on a `--source` layout given `--animate-to`: its animated change played frame by
    /// frame at the workload's frame rate (``LayoutAnimation``) over the workload's items. The
    /// layout before the change is laid out first (the screen as it was: its subviews measured),
    /// then each frame is a sample — the interpolated layout's `updateCache`, `sizeThatFits` and
    /// `placeSubviews` — with its exact counts (measure calls, misses, placements), its bytes and
    /// its time. The whole animation plays again on fresh items: the case is deterministic when
    /// both end with the same frames.
    func runAnimation(_ workload: Workload, plan: LayoutAnimationPlan, options: RunOptions) throws -> CaseResult {
        let fps = workload.fps ?? Self.defaultFramesPerSecond
        let animation = try plan.frames(fps: fps)
        let first = try playAnimation(workload, animation, options: options, timed: true)
        let replay = try playAnimation(workload, animation, options: options, timed: false)
        var metrics = [
            Metric(.animationFrames, samples: [Double(animation.progress.count)]),
            Metric(.animationMeasureCalls, samples: first.counters.map { Double($0.measureCalls) }),
            Metric(.animationMeasureMisses, samples: first.counters.map { Double($0.measureCacheMisses) }),
            Metric(.animationPlaceCalls, samples: first.counters.map { Double($0.placeCalls) }),
            Metric(.animationFrameTime, samples: first.times),
        ]
        metrics.append(
            first.bytes.count == first.counters.count
                ? Metric(.animationAllocBytes, samples: first.bytes)
                : Metric(.animationAllocBytes, unavailable: "allocator: \(probe.allocator)"))
        var result = CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: first.counters.count, size: first.size, frameHash: FrameHash.hex(first.hash),
            deterministic: first.hash == replay.hash && first.counters == replay.counters, metrics: metrics,
            nsPerItem: nil, passesPerSecond: nil)
        // The medians the table shows, so that a finding and its row say the same number.
        result.animationFindings = Self.animationFindings(
            plan.animation, change: plan.change, frames: first.counters.count,
            remeasured: result.median(.animationMeasureMisses), allocated: result.median(.animationAllocBytes),
            subviews: first.subviews)
        return result
    }

    /// What an animated layout's frames do that a SwiftUI engineer acts on: frames that measure
    /// every subview again (the layout proposes new sizes as it moves), frames that allocate, a
    /// spring that settles more than twice its duration after the change (a critically damped one
    /// settles, within gridperf's 0.1%, in 1.47 times it; Apple's `.bouncy`, bounce 0.3, in 1.65).
    /// Exact counts only, never times.
    /// `remeasured` and `allocated` are the medians over the frames (`nil`: not measured).
    package static func animationFindings(
        _ animation: Animation, change: String, frames: Int, remeasured: Double?, allocated: Double?, subviews: Int,
        bodies: Double? = nil
    ) -> [String] {
        var lines = ["\(frames) frame(s) of \(change) under \(animation)"]
        if subviews > 0, let remeasured, remeasured >= Double(subviews) {
            lines.append(
                "  finding: a frame re-measures all \(subviews) subviews (median \(formatNumber(remeasured)) misses): the layout proposes them sizes that move with the animation — propose what does not move, or keep the sizes in the layout's cache"
            )
        }
        if let bodies, bodies > 0, let allocated, allocated > 0 {
            // The frames of `Animatable` views: each is an evaluation and a relayout.
            lines.append(
                "  finding: a frame runs \(formatNumber(bodies)) body(ies) and allocates \(formatNumber(allocated)) bytes (median): an Animatable view's body is run and its views made again at every frame — keep that body small (animate a modifier, a Shape or a Layout's animatableData instead of a view that builds a subtree)"
            )
        } else if let allocated, allocated > 0 {
            lines.append(
                "  finding: a frame allocates \(formatNumber(allocated)) bytes (median): an array made in sizeThatFits or placeSubviews at every frame? keep it in the cache (makeCache, updateCache)"
            )
        }
        if let spring = animation.spring, spring.settlingDuration > 2 * spring.duration {
            let settling = (spring.settlingDuration * 100).rounded() / 100
            let ratio = (spring.settlingDuration / spring.duration * 10).rounded() / 10
            lines.append(
                "  finding: the spring settles in \(settling) s, \(ratio)× its duration of \(spring.duration) s (bounce \((spring.bounce * 100).rounded() / 100)): its frames go on after the motion looks done — a lower bounce ends sooner"
            )
        }
        return lines
    }

    /// The frame rate of an animated change when `--fps` is not given: a 60 Hz display.
    static let defaultFramesPerSecond = 60

    /// What one play of an animation left: per frame, its counts, time and bytes; the last
    /// frame's size and frame hash.
    private struct AnimationPlay {
        var counters: [LayoutCounters] = []
        var times: [Double] = []
        var bytes: [Double] = []
        var size = Size(width: 0, height: 0)
        var hash: UInt64 = 0
        /// Frames played outside callgrind's measured function.
        var uncounted = 0
        /// The subviews the layout arranges.
        var subviews = 0
    }

    private func playAnimation(
        _ workload: Workload, _ animation: AnyLayoutAnimation, options: RunOptions, timed: Bool
    ) throws -> AnimationPlay {
        let (_, storage, _) = try workload.makeStorage(registry: registry)
        storage.measurementCacheEnabled = options.measurementCache
        storage.realiseDeferredViews()
        var play = AnimationPlay()
        play.subviews = storage.count
        play.counters.reserveCapacity(animation.progress.count)
        play.times.reserveCapacity(animation.progress.count)
        play.bytes.reserveCapacity(animation.progress.count)
        let frames = animation.progress.count
        let frame = animation.start(subviews: storage.subviews, proposal: workload.proposal)
        let playStart = UptimeClock.now()
        for k in 0..<frames {
            let before = storage.counters
            let bytes = probe.threadBytes()
            let start = UptimeClock.now()
            // Under callgrind (`--instructions`) the first play's frames are what is counted.
            let size = timed && countedSteps ? measuredFrame(frame, k) : uncountedFrame(frame, k, &play.uncounted)
            let end = UptimeClock.now()
            let after = probe.threadBytes()
            play.counters.append(storage.counters - before)
            play.times.append(Double(end - start))
            if let bytes, let after { play.bytes.append(Double(after.allocated &- bytes.allocated)) }
            play.size = size
            if timed { progress?(k + 1, frames, end - playStart) }
        }
        play.hash = storage.frames.withUnsafeBufferPointer { FrameHash.hash(size: play.size, frames: $0) }
        return play
    }
}

extension PluginRegistry {
    /// The animated change the layout `name` carries (`--animate-to`), whether its plugin came
    /// from a `--source` library or was registered in this process; `nil` when it has none.
    package func animation(ofLayout name: String) -> LayoutAnimationPlan? {
        guard let plugin = try? plugin(named: name) else { return nil }
        return (((plugin as? any PluginWrapper)?.base ?? plugin) as? SwiftUILayoutPlugin)?.animation
    }
}

/// One frame of an animated layout, under a fixed symbol name for callgrind's `--toggle-collect`
/// (``MeasuredPasses/frameSymbol``): the interpolated layout's updateCache, sizing and placing.
@inline(never) @_silgen_name("gridperf_measured_frame")
func measuredFrame(_ frame: (Int) -> Size, _ k: Int) -> Size { frame(k) }

/// The same frame outside callgrind's measured function (the replay, warm-ups).
@inline(never)
func uncountedFrame(_ frame: (Int) -> Size, _ k: Int, _ uncounted: inout Int) -> Size {
    // Not the same machine code as measuredFrame, so that the optimiser cannot fold the two
    // into one function (whose symbol callgrind would then see under this name only).
    uncounted += 1
    return frame(k)
}
