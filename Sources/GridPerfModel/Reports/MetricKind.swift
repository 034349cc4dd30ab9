/// What a metric is: its name in reports, its unit, which way is better, and how a comparison
/// judges it. Reports and `compare` read these instead of guessing from a metric's name.
public struct MetricKind: Hashable, Sendable {
    /// Which direction of change is an improvement.
    public enum Polarity: String, Sendable {
        case lowerIsBetter
        case higherIsBetter
    }

    /// How `compare` judges a change.
    public enum Judgement: String, Sendable {
        /// A count that must not vary between runs of the same code: any change beyond the
        /// tolerance is a regression or an improvement.
        case exact
        /// A sampled time: a rank test, a minimum effect, and agreement across rounds.
        case time
        /// Sampled but not judged (shown only), e.g. scroll-step times.
        case reported
    }

    public let name: String
    public let unit: String
    public let polarity: Polarity
    public let judgement: Judgement
    /// Measured through the allocator: not judged when the two runs used different allocators.
    public let dependsOnAllocator: Bool
    /// Counted by callgrind: not judged when the two runs used different valgrind versions
    /// or toolchains (the counts are exact only for the same binary code and simulator).
    public let dependsOnInstructionCounter: Bool
    /// Sampled times whose tail (p99) is judged too, beside the median (scroll steps).
    public let judgesTail: Bool
    /// For exact metrics, the change (a fraction of the base) still counted as unchanged when
    /// no `--tolerance` is given: 0 for counts that only the code moves; 0.1% for simulated
    /// cache misses, which also move by a few when any change to the binary shifts where its
    /// heap lands (docs/PERFORMANCE.md#cache-miss-tolerance).
    public let defaultRelativeTolerance: Double
    /// For exact metrics, a floor under that tolerance, in the metric's unit: 32 for simulated
    /// cache misses, since where a pass misses only a few thousand times 0.1% is smaller than
    /// what moving the heap alone does (docs/PERFORMANCE.md#cache-miss-tolerance).
    public let defaultAbsoluteTolerance: Double
    /// What it measures, in a line (docs/METRICS.md is made of these); empty for a metric
    /// named by a newer report or made on the fly (a tree's counts by depth).
    public let meaning: String

    /// The change from `base` still counted as unchanged when no `--tolerance` is given.
    public func defaultTolerance(base: Double) -> Double {
        Swift.max(defaultRelativeTolerance * Swift.abs(base), defaultAbsoluteTolerance)
    }

    public init(
        _ name: String, unit: String, polarity: Polarity = .lowerIsBetter, judgement: Judgement,
        dependsOnAllocator: Bool = false, dependsOnInstructionCounter: Bool = false, judgesTail: Bool = false,
        defaultRelativeTolerance: Double = 0, defaultAbsoluteTolerance: Double = 0, meaning: String = ""
    ) {
        self.meaning = meaning
        self.judgesTail = judgesTail
        self.defaultRelativeTolerance = defaultRelativeTolerance
        self.defaultAbsoluteTolerance = defaultAbsoluteTolerance
        self.name = name
        self.unit = unit
        self.polarity = polarity
        self.judgement = judgement
        self.dependsOnAllocator = dependsOnAllocator
        self.dependsOnInstructionCounter = dependsOnInstructionCounter
    }

    /// Exact metrics are the deterministic ones of a report.
    public var isExact: Bool { judgement == .exact }
    /// Times (sampled, in nanoseconds): judged or only reported.
    public var isTime: Bool { unit == "ns" && judgement != .exact }

    /// The kind of the metric called `name`: a known one, or for a name from a newer report,
    /// an exact lower-is-better count when `deterministic`, a reported sample otherwise.
    /// O(1).
    public static func named(_ name: String, unit: String = "", deterministic: Bool = true) -> MetricKind {
        if let known = catalogue[name] { return known }
        return MetricKind(name, unit: unit, judgement: deterministic ? .exact : .reported)
    }
}

extension MetricKind {
    /// The metrics of one of the passes a user waits for (``first`` and ``width``): its time,
    /// its measure calls and misses, and what it allocated.
    public struct WaitedPass: Hashable, Sendable {
        public let time: MetricKind
        public let measureCalls: MetricKind
        public let measureMisses: MetricKind
        public let allocBytes: MetricKind
        public let allocCount: MetricKind
        /// In report order.
        public var all: [MetricKind] { [time, measureCalls, measureMisses, allocBytes, allocCount] }

        init(_ base: String, _ what: String) {
            time = MetricKind("\(base).time", unit: "ns", judgement: .time, meaning: what)
            measureCalls = MetricKind(
                "\(base).measure.calls", unit: "calls", judgement: .exact,
                meaning: "subview `sizeThatFits` calls in that pass")
            measureMisses = MetricKind(
                "\(base).measure.misses", unit: "calls", judgement: .exact,
                meaning: "calls answered afresh: those the measurement cache could not answer (every call with it off)")
            allocBytes = MetricKind(
                "\(base).alloc.bytes", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
                meaning: "bytes this thread allocated in that pass")
            allocCount = MetricKind(
                "\(base).alloc.count", unit: "allocations", judgement: .exact, dependsOnAllocator: true,
                meaning: "allocations in that pass")
        }
    }

    /// A screen's first layout: a scene built afresh (its views made before the clock starts)
    /// laid out once, nothing cached. One sample a fresh scene.
    public static let first = WaitedPass(
        "first",
        "a fresh scene's first layout: every view measured and placed for the first time (its views made before the clock starts)"
    )
    /// The relayout after the root was given a new width (``WidthCycle``): the whole tree laid
    /// out again, as after a rotation or a window resized live. One sample a pass of the cycle.
    public static let width = WaitedPass(
        "width",
        "the pass after the root was given a new width (a cycle of 12 widths, 75–130% of the case's): the whole tree laid out again"
    )
}

extension MetricKind {
    // Full passes.
    public static let timeSize = MetricKind(
        "time.size", unit: "ns", judgement: .time,
        meaning: "the layout's `sizeThatFits` over the scene, a pass")
    public static let timePlace = MetricKind(
        "time.place", unit: "ns", judgement: .time,
        meaning: "the layout's `placeSubviews`, a pass")
    public static let timeTotal = MetricKind(
        "time.total", unit: "ns", judgement: .time,
        meaning:
            "the steady repeat: a whole pass (cache + size + place) at the proposal the pass before had, nothing changed"
    )
    /// The layout's `updateCache` (`makeCache` on a first pass): its own phase, part of the total.
    public static let timeCache = MetricKind(
        "time.cache", unit: "ns", judgement: .time,
        meaning: "the layout's `updateCache` (`makeCache` on a first pass), its own phase of the pass")
    public static let allocBytes = MetricKind(
        "alloc.bytes", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes this thread allocated in a pass (jemalloc's `thread.allocatedp` before and after)")
    public static let allocBytesSize = MetricKind(
        "alloc.bytes.size", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "the same, in the size phase")
    public static let allocBytesPlace = MetricKind(
        "alloc.bytes.place", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "the same, in the place phase")
    public static let allocBytesCache = MetricKind(
        "alloc.bytes.cache", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "the same, in the cache phase")
    public static let freedBytes = MetricKind(
        "freed.bytes", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes this thread freed in a pass (jemalloc's `thread.deallocatedp`)")
    public static let allocCount = MetricKind(
        "alloc.count", unit: "allocations", judgement: .exact, dependsOnAllocator: true,
        meaning:
            "allocations in a pass (jemalloc's small and large requests over every arena, read after a cache flush)")
    /// Bytes allocated drawing the case's items and building its subview storage, once, before
    /// the first pass (what the scene holds; `alloc.bytes` is what a pass adds).
    public static let allocStorageBytes = MetricKind(
        "alloc.storage.bytes", unit: "bytes", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes allocated drawing the items and building their subview storage, once, before the first pass")
    /// The case's peak resident memory (the process's high-water mark, reset before the case;
    /// ``MemoryProbe``): shown, not judged, since the kernel's accounting varies between runs.
    public static let memoryPeak = MetricKind(
        "memory.peak", unit: "bytes", judgement: .reported,
        meaning: "the case's peak resident memory (the process's high-water mark, reset before the case)")
    /// That peak above the resident memory when the case began, per item.
    public static let memoryPerItem = MetricKind(
        "memory.item", unit: "bytes/item", judgement: .reported,
        meaning: "that peak above the resident memory when the case began, per item")

    /// A layout counter over a pass and its parts in the size and place phases.
    public struct Counter: Hashable, Sendable {
        public let total: MetricKind
        public let size: MetricKind
        public let place: MetricKind
        /// What the layout's `updateCache` counted (a layout that measures its subviews there).
        public let cache: MetricKind
        /// Total, size, place, cache: the order reports list them in. The total is all three.
        public var all: [MetricKind] { [total, size, place, cache] }

        /// The counter called `base` (`measure.calls`) and its per-phase parts
        /// (`measure.calls.size`, `….place`): hits are better when higher, everything else when
        /// lower.
        init(_ base: String, meaning: String) {
            let polarity: Polarity = base.hasSuffix(".hits") ? .higherIsBetter : .lowerIsBetter
            func kind(_ name: String, _ meaning: String) -> MetricKind {
                MetricKind(name, unit: "calls", polarity: polarity, judgement: .exact, meaning: meaning)
            }
            (total, size, place, cache) = (
                kind(base, meaning), kind(base + ".size", "the same, in the size phase"),
                kind(base + ".place", "the same, in the place phase"),
                kind(base + ".cache", "the same, in the cache phase (a layout that measures in `updateCache`)")
            )
        }
    }

    /// `measure.calls` and its phases.
    public static let measureCalls = Counter(
        "measure.calls", meaning: "subview `sizeThatFits` calls a pass, those `place` and `updateCache` make included")
    /// `measure.hits`: measure calls the per-subview measurement cache answered.
    public static let measureHits = Counter(
        "measure.hits", meaning: "measure calls the per-subview measurement cache answered")
    /// `measure.misses`: measure calls that had to ask the item model.
    public static let measureMisses = Counter("measure.misses", meaning: "measure calls that had to ask the item model")
    /// `place.calls` and its phases.
    public static let placeCalls = Counter("place.calls", meaning: "subview `place` calls a pass")
    /// `layoutcache.hits`: hits the layout's own cache reported.
    public static let layoutCacheHits = Counter(
        "layoutcache.hits",
        meaning: "hits the layout's own cache reported (waterfall: placement per width; flow: line breaks per width)")
    /// `layoutcache.misses`: misses the layout's own cache reported.
    public static let layoutCacheMisses = Counter(
        "layoutcache.misses", meaning: "misses the layout's own cache reported")

    /// The layout counters every full-pass case reports, in report order.
    public static let counters = [
        measureCalls, measureHits, measureMisses, placeCalls, layoutCacheHits, layoutCacheMisses,
    ]

    // Instructions and simulated cache misses per full pass, counted by callgrind.
    public static let cpuInstructions = MetricKind(
        "cpu.instructions", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        meaning: "instructions a pass, counted by callgrind inside the measured phases")
    public static let cpuInstructionsSize = MetricKind(
        "cpu.instructions.size", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        meaning: "the same, in the size phase")
    public static let cpuInstructionsPlace = MetricKind(
        "cpu.instructions.place", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        meaning: "the same, in the place phase")
    public static let cpuInstructionsCache = MetricKind(
        "cpu.instructions.cache", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        meaning: "the same, in the cache phase")
    public static let cpuD1Misses = MetricKind(
        "cpu.d1.misses", unit: "misses", judgement: .exact, dependsOnInstructionCounter: true,
        defaultRelativeTolerance: 0.001, defaultAbsoluteTolerance: 32,
        meaning: "simulated first-level data-cache misses a pass (32 KiB, 8-way, 64-byte lines)")
    public static let cpuLLMisses = MetricKind(
        "cpu.ll.misses", unit: "misses", judgement: .exact, dependsOnInstructionCounter: true,
        defaultRelativeTolerance: 0.001, defaultAbsoluteTolerance: 32,
        meaning: "simulated last-level cache misses a pass (8 MiB, 16-way)")
    public static let instructionKinds = [
        cpuInstructions, cpuInstructionsSize, cpuInstructionsPlace, cpuInstructionsCache, cpuD1Misses, cpuLLMisses,
    ]
    /// The same per scroll step: the work between a step's clock reads. Some steps allocate
    /// (a buffer grows), and the allocator's path depends on where the heap lands, which any
    /// change to the binary moves: a step may move by 0.1% (docs/PERFORMANCE.md#step-tolerance).
    /// Full passes allocate nothing and stay exact.
    public static let stepInstructions = MetricKind(
        "step.instructions", unit: "instructions", judgement: .exact,
        dependsOnInstructionCounter: true, defaultRelativeTolerance: 0.001,
        meaning: "instructions a scroll step (the work between the step's clock reads)")
    /// Simulated misses per step are a few per step, and where the binary puts its data moves
    /// them a lot in relative terms: they are shown, not judged (docs/PERFORMANCE.md#cache-miss-tolerance).
    public static let stepD1Misses = MetricKind(
        "step.d1.misses", unit: "misses", judgement: .reported, dependsOnInstructionCounter: true,
        meaning: "simulated first-level data-cache misses a scroll step")
    public static let stepLLMisses = MetricKind(
        "step.ll.misses", unit: "misses", judgement: .reported, dependsOnInstructionCounter: true,
        meaning: "simulated last-level cache misses a scroll step")
    public static let stepInstructionKinds = [stepInstructions, stepD1Misses, stepLLMisses]

    // Scroll scenarios.
    /// A scroll step's time: judged (in A/B sessions) at the median and at the p99.
    public static let stepTime = MetricKind(
        "step.time", unit: "ns", judgement: .time, judgesTail: true,
        meaning: "a scroll step's time; judged at the median and at the p99 (the dropped frame)")
    public static let stepRealized = MetricKind(
        "step.realized", unit: "items", judgement: .exact,
        meaning: "items realised by a step (measured or placed for the first time at this width)")
    public static let stepMeasureCalls = MetricKind(
        "step.measure.calls", unit: "calls", judgement: .exact,
        meaning: "measure calls a step")
    public static let stepMeasureMisses = MetricKind(
        "step.measure.misses", unit: "calls", judgement: .exact,
        meaning: "measure calls a step the measurement cache could not answer")
    public static let stepLayoutCacheMisses = MetricKind(
        "step.layoutcache.misses", unit: "calls", judgement: .exact,
        meaning: "misses of the layout's own cache a step")
    public static let stepLayoutCacheHits = MetricKind(
        "step.layoutcache.hits", unit: "calls", polarity: .higherIsBetter, judgement: .exact,
        meaning: "hits of the layout's own cache a step")
    public static let scrollUpMeasureMisses = MetricKind(
        "scrollup.measure.misses", unit: "calls", judgement: .exact,
        meaning: "measure misses while scrolling back up (0: nothing is measured twice)")
    public static let stepPinnedTop = MetricKind(
        "step.pinned.top", unit: "pt", judgement: .exact,
        meaning: "the topmost pinned header's distance from the viewport's top, a step (0 while it sticks)")
    public static let updateFullPassTime = MetricKind(
        "update.fullpass.time", unit: "ns", judgement: .reported,
        meaning: "one full pass's time, beside an `update` scenario's steps")
    public static let stepAllocBytes = MetricKind(
        "step.alloc.bytes", unit: "B", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes allocated a step")
    /// The first step of a scenario on its own (docs/PERFORMANCE.md#lazy-first-step: what a lazy layout pays before its
    /// first frame, which should not grow with the item count): its time, shown; its
    /// allocated bytes and measure calls, exact.
    public static let stepFirstTime = MetricKind(
        "step.first.time", unit: "ns", judgement: .reported,
        meaning: "the scenario's first step on its own: what a lazy layout pays before its first frame")
    public static let stepFirstAllocBytes = MetricKind(
        "step.first.alloc.bytes", unit: "B", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes the first step allocated")
    public static let stepFirstMeasureCalls = MetricKind(
        "step.first.measure.calls", unit: "calls", judgement: .exact,
        meaning: "measure calls of the first step")
    /// Where a scroll scenario turned back (the content's extent minus the viewport's, or
    /// where time ran out): with the step length it gives every step's offset, for charts.
    public static let scrollMaxOffset = MetricKind(
        "scroll.offset.max", unit: "pt", judgement: .reported,
        meaning: "where a scroll turned back (the content's extent less the viewport's, or where time ran out)")

    // State changes (`run --scenario update` with `--update`): per change, what SwiftUI's update
    // model ran (the `SwiftUI` module's `ViewGraph`); all exact but the time.
    /// Bodies run by one change.
    public static let updateBodies = MetricKind(
        "update.bodies", unit: "bodies", judgement: .exact,
        meaning: "bodies one state change ran")
    /// Views a change gave a new identity (inserted) and views it ended (removed).
    public static let updateInserted = MetricKind(
        "update.inserted", unit: "views", judgement: .exact,
        meaning: "views a change gave a new identity")
    public static let updateRemoved = MetricKind(
        "update.removed", unit: "views", judgement: .exact,
        meaning: "views a change ended")
    /// Bodies that ran and made what they made before: work for nothing.
    public static let updateSameOutput = MetricKind(
        "update.same.output", unit: "bodies", judgement: .exact,
        meaning: "bodies that ran and made what they made before: work for nothing")
    /// Views evaluated whose body did not run (same inputs, no dependency changed).
    public static let updateKept = MetricKind(
        "update.kept", unit: "views", polarity: .higherIsBetter, judgement: .exact,
        meaning: "views evaluated whose body did not run (same inputs, no dependency changed)")
    /// Frames that differ from the last change's layout (what moved or resized on screen).
    public static let updateFramesChanged = MetricKind(
        "update.frames.changed", unit: "frames", judgement: .exact,
        meaning: "frames on screen (meeting the window) that differ from the last change's layout")
    /// Measure calls of the relayout after a change, and those the measurement cache could not
    /// answer (views re-measured), among the subviews of the container laid out: a scroll view's
    /// lazy container (its changed elements made again and invalidated), else the scene's root.
    public static let updateMeasureCalls = MetricKind(
        "update.measure.calls", unit: "calls", judgement: .exact,
        meaning: "measure calls of the relayout after a change")
    public static let updateMeasureMisses = MetricKind(
        "update.measure.misses", unit: "calls", judgement: .exact,
        meaning: "those the measurement cache could not answer: views re-measured")
    /// Layouts a change invalidated: each container on the way from a changed view to the root,
    /// its answers forgotten and its `updateCache` called once (a custom `Layout`'s included).
    public static let updateLayoutsInvalidated = MetricKind(
        "update.layouts.invalidated", unit: "layouts", judgement: .exact,
        meaning: "containers on the way from a changed view to the root, their answers forgotten")
    /// Changes after which the scene had to be laid out afresh (its structure changed, or no
    /// lazy container in a scroll view shows it): one sample, over the whole play.
    public static let updateRelayoutsAfresh = MetricKind(
        "update.relayouts.afresh", unit: "changes", judgement: .exact,
        meaning: "changes after which the scene was laid out afresh (its structure changed)")
    /// A change's time: the change, the evaluation, and the layout of what shows.
    public static let updateTime = MetricKind(
        "update.time", unit: "ns", judgement: .time,
        meaning: "a change's time: the change, the evaluation, and the layout of what shows")
    /// Bytes a change allocated (the user's change and bodies included).
    public static let updateAllocBytes = MetricKind(
        "update.alloc.bytes", unit: "B", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes a change allocated (the user's change and bodies included)")
    /// A change's instructions, counted by callgrind (`--instructions`): exact, within 2%, as the
    /// Swift runtime's metadata caches that a change's dynamic casts look up move with the binary
    /// (docs/PERFORMANCE.md#update-instructions).
    public static let updateInstructions = MetricKind(
        "update.instructions", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        defaultRelativeTolerance: 0.02,
        meaning:
            "a change's instructions, counted by callgrind (within 2%: the runtime's metadata caches move with the binary)"
    )
    /// Bodies the first evaluation ran (before any change): one sample.
    public static let updateInitialBodies = MetricKind(
        "update.initial.bodies", unit: "bodies", judgement: .exact,
        meaning: "bodies the first evaluation ran, before any change")
    public static let updateKinds = [
        updateBodies, updateInserted, updateRemoved, updateSameOutput, updateKept, updateFramesChanged,
        updateMeasureCalls, updateMeasureMisses, updateLayoutsInvalidated, updateRelayoutsAfresh, updateTime,
        updateAllocBytes, updateInitialBodies, updateInstructions,
    ]

    // An animated change of a custom `Layout` (`run --source … --init A --animate-to B`): per
    // frame, what SwiftUI asks the layout whose animatable data moved (docs/SWIFTUI.md#animations).
    /// Frames the animation takes at `--fps`: one sample.
    public static let animationFrames = MetricKind(
        "animation.frames", unit: "frames", judgement: .exact,
        meaning: "frames an animated change takes at --fps, from the change to its end")
    /// Measure calls a frame makes on the layout's subviews, and those the measurement cache
    /// could not answer (the subviews did not change: none, unless the layout proposes new sizes).
    public static let animationMeasureCalls = MetricKind(
        "animation.measure.calls", unit: "calls", judgement: .exact,
        meaning: "measure calls a frame of an animated layout makes on its subviews")
    public static let animationMeasureMisses = MetricKind(
        "animation.measure.misses", unit: "calls", judgement: .exact,
        meaning: "those the measurement cache could not answer: subviews re-measured in a frame")
    /// Placements a frame makes.
    public static let animationPlaceCalls = MetricKind(
        "animation.place.calls", unit: "calls", judgement: .exact,
        meaning: "subviews a frame of an animated layout places")
    /// A frame's time: the interpolated layout's updateCache, sizeThatFits and placeSubviews.
    public static let animationFrameTime = MetricKind(
        "animation.frame.time", unit: "ns", judgement: .time,
        meaning:
            "a frame's time: the interpolated layouts asked again (updateCache, sizeThatFits, placeSubviews), the gliding views moved"
    )
    /// Bytes a frame allocated.
    public static let animationAllocBytes = MetricKind(
        "animation.alloc.bytes", unit: "B", judgement: .exact, dependsOnAllocator: true,
        meaning: "bytes a frame of an animated change allocated")
    /// A frame's instructions, counted by callgrind (`--instructions`): exact, the frames being
    /// the layout's own code over subviews whose sizes are cached, within 0.1% or 16 instructions,
    /// whichever is more: a frame's one or two runtime metadata lookups move with the binary
    /// (docs/PERFORMANCE.md#frame-tolerance).
    public static let animationInstructions = MetricKind(
        "animation.instructions", unit: "instructions", judgement: .exact, dependsOnInstructionCounter: true,
        defaultRelativeTolerance: 0.001, defaultAbsoluteTolerance: 16,
        meaning:
            "a frame's instructions, counted by callgrind (within 0.1% or 16: metadata lookups move with the binary)")
    /// Bodies a frame of a state change made under an animation runs: its `Animatable` views
    /// given their interpolated values (and the views whose inputs they changed).
    public static let animationBodies = MetricKind(
        "animation.bodies", unit: "bodies", judgement: .exact,
        meaning: "bodies a frame of an animated change runs: Animatable views given their interpolated value")
    /// Views a frame of a state change made under an animation (`--update 'withAnimation { … }'`)
    /// moves between their frames before and after the change, interpolated, no layout asked.
    public static let animationGliding = MetricKind(
        "animation.gliding", unit: "views", judgement: .exact,
        meaning: "views a frame of an animated change moves between their two places, interpolated")
    public static let animationKinds = [
        animationFrames, animationBodies, animationMeasureCalls, animationMeasureMisses, animationPlaceCalls,
        animationGliding,
        animationFrameTime, animationAllocBytes, animationInstructions,
    ]

    /// The share of the case's wall time its thread ran on a CPU (`CLOCK_THREAD_CPUTIME_ID`):
    /// near 1 on a quiet machine, lower when other work took the CPU (``MachineSignals``).
    public static let machineCPUShare = MetricKind(
        "machine.cpu.share", unit: "fraction", polarity: .higherIsBetter, judgement: .reported,
        meaning: "the share of the case's wall time its thread ran on a CPU (below 0.9: flagged busy)")
    /// Involuntary context switches of the case's thread per second of its wall time: the
    /// scheduler took the CPU away to run something else.
    public static let machineSwitches = MetricKind(
        "machine.switches", unit: "switches/s", judgement: .reported,
        meaning: "involuntary context switches of the case's thread per second")
    /// The share of all CPUs' time the hypervisor gave to other guests during the case
    /// (`steal` in /proc/stat).
    public static let machineSteal = MetricKind(
        "machine.steal", unit: "fraction", judgement: .reported,
        meaning: "the share of CPU time the hypervisor gave other guests during the case (above 5%: flagged busy)")
    public static let machineKinds = [machineCPUShare, machineSwitches, machineSteal]

    /// Every metric gridperf reports, in report order (docs/METRICS.md lists them so).
    public static let all: [MetricKind] = {
        var all: [MetricKind] = first.all + width.all + [timeTotal, timeCache, timeSize, timePlace]
        for counter in counters { all += counter.all }
        all += [
            allocBytes, allocBytesCache, allocBytesSize, allocBytesPlace, freedBytes, allocCount, allocStorageBytes,
            memoryPeak, memoryPerItem,
        ]
        all += instructionKinds
        all += [
            stepTime, stepRealized, stepMeasureCalls, stepMeasureMisses, stepLayoutCacheMisses, stepLayoutCacheHits,
            stepAllocBytes, scrollUpMeasureMisses, stepPinnedTop, stepFirstTime, stepFirstAllocBytes,
            stepFirstMeasureCalls, scrollMaxOffset, updateFullPassTime,
        ]
        all += stepInstructionKinds + updateKinds + animationKinds + machineKinds
        return all
    }()

    /// Every metric gridperf reports, by name. O(1) lookups.
    public static let catalogue: [String: MetricKind] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
}
