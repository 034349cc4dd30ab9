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
        return CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: first.counters.count, size: first.size, frameHash: FrameHash.hex(first.hash),
            deterministic: first.hash == replay.hash && first.counters == replay.counters, metrics: metrics,
            nsPerItem: nil, passesPerSecond: nil)
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
    }

    private func playAnimation(
        _ workload: Workload, _ animation: AnyLayoutAnimation, options: RunOptions, timed: Bool
    ) throws -> AnimationPlay {
        let (_, storage, _) = try workload.makeStorage(registry: registry)
        storage.measurementCacheEnabled = options.measurementCache
        storage.realiseDeferredViews()
        var play = AnimationPlay()
        play.counters.reserveCapacity(animation.progress.count)
        play.times.reserveCapacity(animation.progress.count)
        var last = LayoutCounters()
        var bytes = probe.threadBytes()
        var start = UptimeClock.now()
        let frames = animation.progress.count
        let playStart = UptimeClock.now()
        try animation.play(
            subviews: storage.subviews, proposal: workload.proposal,
            started: {
                last = storage.counters
                bytes = probe.threadBytes()
                start = UptimeClock.now()
            }
        ) { k, size in
            let end = UptimeClock.now()
            let after = probe.threadBytes()
            play.counters.append(storage.counters - last)
            play.times.append(Double(end - start))
            if let before = bytes, let after { play.bytes.append(Double(after.allocated &- before.allocated)) }
            play.size = size
            if timed { progress?(k + 1, frames, end - playStart) }
            last = storage.counters
            bytes = probe.threadBytes()
            start = UptimeClock.now()
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
        return (((plugin as? LibraryPlugin)?.base ?? plugin) as? SwiftUILayoutPlugin)?.animation
    }
}
