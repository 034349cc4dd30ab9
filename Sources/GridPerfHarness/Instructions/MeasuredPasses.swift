import CCallgrind
import GridPerfCore
import GridPerfModel

/// The passes an instruction count covers, run in a child process under callgrind, which
/// collects only inside ``measuredSize(_:_:_:)`` and ``measuredPlace(_:_:_:_:)`` (their symbol
/// names are fixed, so `--toggle-collect` can name them): item generation, warm-up and
/// everything else the process does are not counted. Under `--instr-atstart=no` (a build with
/// valgrind's headers), callgrind does not even simulate the process until ``run`` has built
/// the scene: its start-up, under `LD_BIND_NOW`, was most of a small case's time.
package enum MeasuredPasses {
    /// Which of a full-pass case's passes are counted: the steady repeat (the scene laid out
    /// again, nothing changed), a fresh scene's first layout, or the root given a new width
    /// (the passes a user waits for, docs/PERFORMANCE.md#waited-passes).
    package enum Pass: String, Codable, Sendable, CaseIterable {
        case steady, first, width
    }

    /// The symbols callgrind toggles collection on.
    package static let sizeSymbol = "gridperf_measured_size"
    package static let placeSymbol = "gridperf_measured_place"
    /// The layout's `updateCache` (``measuredCache(_:_:)``), the pass's first phase.
    package static let cacheSymbol = "gridperf_measured_cache"
    /// A scroll scenario's step (``measuredStep(_:width:offset:toSubview:before:)``).
    package static let stepSymbol = "gridperf_measured_step"
    /// A state change's step (`--update`: the change, the evaluation, the relayout).
    package static let updateSymbol = "gridperf_measured_update"
    /// A frame of an animated layout's change (`--animate-to`).
    package static let frameSymbol = "gridperf_measured_frame"
    /// A frame of a state change made under an animation (`--update 'withAnimation { … }'`).
    package static let changeFrameSymbol = "gridperf_measured_change_frame"

    /// Builds `workload`'s scene, runs `warmup` uncounted passes, then `passes` counted ones
    /// (each: the three measured phases, `updateCache`, `sizeThatFits`, `placeSubviews`). Returns the frame hash
    /// of the last pass, so the parent can check it laid out what the timed run did, and how
    /// many passes were counted. A scroll scenario runs whole instead, every step once with no
    /// time limit (its steps go through ``measuredStep(_:width:offset:toSubview:before:)``),
    /// and the count is its steps — after one uncounted run of the same scenario (`warmup` > 0),
    /// so that no step carries the Swift runtime's first-use work, whose cost depends on the
    /// whole binary (docs/PERFORMANCE.md#scroll-warm-up).
    /// `iterations` is what a scenario's jumps and updates are counted by (as in one round of
    /// the timed run). `pass` picks which of a full-pass case's passes are counted (``Pass``).
    package static func run(
        _ workload: Workload, passes: Int, warmup: Int = 2, measurementCache: Bool = true,
        iterations: Int = 1, pass: Pass = .steady, registry: PluginRegistry
    ) throws -> (frameHash: String, counted: Int, frames: Int) {
        guard workload.scenario == .full, workload.spec != nil || registry.animation(ofLayout: workload.layout) == nil
        else {
            // The scenario builds its scene itself: callgrind simulates from here on.
            gridperf_callgrind_start()
            let runner = BenchmarkRunner(registry: registry, probe: AllocationProbe.probe())
            let options = RunOptions(
                iterations: iterations, warmup: 0, warmupTime: 0, rounds: 1, maxTime: .greatestFiniteMagnitude,
                measurementCache: measurementCache)
            if warmup > 0 {
                runner.countedSteps = false
                _ = try runner.run(workload, options: options)
                runner.countedSteps = true
            }
            let result = try runner.run(workload, options: options)
            let steps =
                result.metric(MetricKind.stepTime) ?? result.metric(MetricKind.updateTime)
                ?? result.metric(MetricKind.animationFrameTime)
            // A state change made under an animation: its frames were counted apart from it.
            let frames =
                result.metric(MetricKind.updateTime) == nil
                ? 0 : result.metric(MetricKind.animationFrameTime)?.samples?.count ?? 0
            return (result.frameHash, steps?.samples?.count ?? 0, frames)
        }
        let counted: (frameHash: String, counted: Int)
        switch pass {
        case .steady:
            counted = try countSteady(
                workload, passes: passes, warmup: warmup, measurementCache: measurementCache, registry: registry)
        case .first:
            counted = try countFirst(
                workload, passes: passes, warmup: warmup, measurementCache: measurementCache, registry: registry)
        case .width:
            counted = try countWidths(
                workload, passes: passes, warmup: warmup, measurementCache: measurementCache, registry: registry)
        }
        return (counted.frameHash, counted.counted, 0)
    }

    /// The steady repeat: one scene, `warmup` uncounted passes, then `passes` counted ones.
    static func countSteady(
        _ workload: Workload, passes: Int, warmup: Int, measurementCache: Bool, registry: PluginRegistry
    ) throws -> (frameHash: String, counted: Int) {
        let (layout, storage, made) = try workload.makeStorage(registry: registry)
        storage.measurementCacheEnabled = measurementCache
        // The process's start-up and the scene's items ran uninstrumented (`--instr-atstart=no`):
        // callgrind simulates from here, the caches cold, and the warm-up passes warm them
        // (docs/PERFORMANCE.md#instr-atstart).
        gridperf_callgrind_start()
        let proposal = workload.proposal
        var size = Size.zero
        for _ in 0..<warmup { size = layout.layout(proposal: proposal, subviews: storage.subviews) }
        for _ in 0..<passes { size = countedPass(layout, proposal, storage.subviews) }
        try made.check()
        return (FrameHash.hex(FrameHash.hash(size: size, storage: storage)), passes)
    }

    /// A fresh scene's first layout, as the timed run measures it (``BenchmarkRunner``): each
    /// scene built and its deferred views made before the pass; `warmup` scenes laid out
    /// uncounted first (the Swift runtime's first use of each type is not a scene's cost), then
    /// `passes` scenes, one counted pass each.
    static func countFirst(
        _ workload: Workload, passes: Int, warmup: Int, measurementCache: Bool, registry: PluginRegistry
    ) throws -> (frameHash: String, counted: Int) {
        let proposal = workload.proposal
        let uncounted = Swift.max(1, warmup)
        var hash = ""
        for scene in 0..<(uncounted + passes) {
            let (layout, storage, made) = try workload.makeStorage(registry: registry)
            storage.measurementCacheEnabled = measurementCache
            storage.realiseDeferredViews()
            if scene == 0 { gridperf_callgrind_start() }
            let size =
                scene < uncounted
                ? layout.layout(proposal: proposal, subviews: storage.subviews)
                : countedPass(layout, proposal, storage.subviews)
            try made.check()
            hash = FrameHash.hex(FrameHash.hash(size: size, storage: storage))
        }
        return (hash, passes)
    }

    /// The root given a new width: one scene laid out `warmup` times at the case's width, then
    /// whole ``WidthCycle``s (at least `passes` widths), each width one counted pass, then the
    /// case's width again (uncounted), whose frames are returned as the other passes' are.
    static func countWidths(
        _ workload: Workload, passes: Int, warmup: Int, measurementCache: Bool, registry: PluginRegistry
    ) throws -> (frameHash: String, counted: Int) {
        let proposal = workload.proposal
        guard let base = proposal.width, base > 0 else {
            throw GridPerfError("\(workload.label): the root is proposed no width above 0: no width to change")
        }
        let (layout, storage, made) = try workload.makeStorage(registry: registry)
        storage.measurementCacheEnabled = measurementCache
        gridperf_callgrind_start()
        for _ in 0..<Swift.max(1, warmup) { _ = layout.layout(proposal: proposal, subviews: storage.subviews) }
        let widths = WidthCycle.widths(around: base)
        var counted = 0
        for _ in 0..<WidthCycle.cycles(forPasses: passes) {
            for width in widths {
                _ = countedPass(layout, ProposedSize(width: width, height: proposal.height), storage.subviews)
                counted += 1
            }
        }
        let size = layout.layout(proposal: proposal, subviews: storage.subviews)
        try made.check()
        return (FrameHash.hex(FrameHash.hash(size: size, storage: storage)), counted)
    }

    /// One pass through the three measured functions.
    static func countedPass(_ layout: LayoutInstance, _ proposal: ProposedSize, _ subviews: LayoutSubviews) -> Size {
        measuredCache(layout, subviews)
        let size = measuredSize(layout, proposal, subviews)
        measuredPlace(layout, Rect(origin: .zero, size: size), proposal, subviews)
        return size
    }
}

/// `updateCache`, under a fixed symbol name for callgrind's `--toggle-collect`.
@inline(never) @_silgen_name("gridperf_measured_cache")
func measuredCache(_ layout: LayoutInstance, _ subviews: LayoutSubviews) {
    layout.updateCache(subviews: subviews)
}

/// `sizeThatFits`, under a fixed symbol name for callgrind's `--toggle-collect`.
@inline(never) @_silgen_name("gridperf_measured_size")
func measuredSize(_ layout: LayoutInstance, _ proposal: ProposedSize, _ subviews: LayoutSubviews) -> Size {
    layout.sizeThatFits(proposal: proposal, subviews: subviews)
}

/// `placeSubviews`, under a fixed symbol name for callgrind's `--toggle-collect`.
@inline(never) @_silgen_name("gridperf_measured_place")
func measuredPlace(_ layout: LayoutInstance, _ bounds: Rect, _ proposal: ProposedSize, _ subviews: LayoutSubviews) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
}
