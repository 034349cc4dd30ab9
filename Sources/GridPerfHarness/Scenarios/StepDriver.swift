import GridPerfCore
import GridPerfModel

/// Runs and records the steps of a scenario.
struct StepDriver {
    enum Phase { case down, up }

    let layout: LayoutInstance
    let storage: SubviewStorage
    let probe: AllocationProbe
    let viewportSpan: Double
    let maxTime: Double
    let progress: ((Int, Int, UInt64) -> Void)?
    /// Steps go through ``measuredStep(_:width:offset:toSubview:before:)`` (false: through
    /// ``uncountedStep(_:width:offset:toSubview:before:)``, for an instruction count's warm-up).
    var counted = true
    var uncountedSteps = 0
    /// What each ``step(width:offset:toSubview:before:)`` answered (go on, or time is up).
    var decisions: [Bool] = []
    /// A replay's answers: the first play's ``decisions``, so that it takes the same steps
    /// whatever the clock says.
    var script: [Bool]?
    var phase = Phase.down
    /// The width the eager layout was last laid out for.
    var eagerWidth = Double.nan
    var eagerSize = Size.zero
    var realized: [Int] = []
    var times: [Double] = [], realizedCounts: [Double] = [], measureCalls: [Double] = [], measureMisses: [Double] = []
    var layoutMisses: [Double] = [], layoutHits: [Double] = [], bytes: [Double] = []
    var upMisses = 0.0
    var fullPass: Double?
    /// A scroll's turning point (``MetricKind/scrollMaxOffset``).
    var maxOffset: Double?
    let start = UptimeClock.now()

    /// Which subviews are pinned (section headers and footers under `pinnedViews`).
    var isPinned: [Bool] = []
    let horizontal: Bool
    /// Realised beyond the viewport on each side.
    var prefetch = 0.0
    /// Per step with a pinned view in view: the topmost one's distance from the viewport's
    /// start (0 while it sticks, negative while the next section pushes it off).
    var pinnedTop: [Double] = []

    init(
        layout: LayoutInstance, storage: SubviewStorage, probe: AllocationProbe, viewportSpan: Double, maxTime: Double,
        progress: ((Int, Int, UInt64) -> Void)?, horizontal: Bool = false
    ) {
        self.horizontal = horizontal
        if !layout.pinnedSubviews.isEmpty {
            isPinned = [Bool](repeating: false, count: storage.count)
            for i in layout.pinnedSubviews where i < storage.count { isPinned[i] = true }
        }
        self.layout = layout
        self.storage = storage
        self.probe = probe
        self.viewportSpan = viewportSpan
        self.maxTime = maxTime
        self.progress = progress
        realized.reserveCapacity(4096)
    }

    /// One step: the viewport at `offset` (or, with `toSubview`, where that subview starts)
    /// for container `width`. False when time is up.
    mutating func step(
        width: Double, offset: Double, toSubview index: Int? = nil,
        before: ((SubviewStorage, AnyLazyLayout?) -> Void)? = nil
    ) -> Bool {
        realized.removeAll(keepingCapacity: true)
        let c0 = storage.counters
        let b0 = probe.threadBytes()
        let t0 = UptimeClock.now()
        if counted {
            measuredStep(&self, width: width, offset: offset, toSubview: index, before: before)
        } else {
            uncountedStep(&self, width: width, offset: offset, toSubview: index, before: before)
        }
        let t1 = UptimeClock.now()
        let b1 = probe.threadBytes()
        let c = storage.counters - c0
        times.append(Double(t1 - t0))
        realizedCounts.append(Double(layout.lazy == nil ? storage.count : realized.count))
        measureCalls.append(Double(c.measureCalls))
        measureMisses.append(Double(c.measureCacheMisses))
        layoutMisses.append(Double(c.layoutCacheMisses))
        layoutHits.append(Double(c.layoutCacheHits))
        if let b0, let b1 { bytes.append(Double(b1.allocated &- b0.allocated)) }
        if phase == .up { upMisses += Double(c.measureCacheMisses) }
        if !isPinned.isEmpty, layout.lazy != nil {
            var top = Double.infinity
            storage.withFrames { frames in
                for i in realized where i < isPinned.count && isPinned[i] {
                    top = Swift.min(top, (horizontal ? frames[i].minX : frames[i].minY) - offset)
                }
            }
            if top.isFinite { pinnedTop.append(top) }
        }
        let elapsed = UptimeClock.now() - start
        progress?(times.count, 0, elapsed)
        let goOn: Bool
        if let script {
            goOn = decisions.count < script.count && script[decisions.count]
        } else {
            goOn = Double(elapsed) / 1e9 < maxTime
        }
        decisions.append(goOn)
        return goOn
    }

    /// Forgets the steps recorded so far (a scenario's setup).
    mutating func reset() {
        times.removeAll(); realizedCounts.removeAll(); measureCalls.removeAll(); measureMisses.removeAll()
        layoutMisses.removeAll(); layoutHits.removeAll(); bytes.removeAll(); upMisses = 0
    }

    /// One full layout pass over the same items (median of three), for comparison.
    mutating func measureFullPass(proposal: ProposedSize) {
        var samples: [Double] = []
        for _ in 0..<3 {
            let subviews = storage.subviews
            layout.updateCache(subviews: subviews)
            let t0 = UptimeClock.now()
            layout.layout(proposal: proposal, subviews: subviews)
            samples.append(Double(UptimeClock.now() - t0))
        }
        fullPass = Statistics(samples)?.median
        eagerWidth = .nan
    }

    /// The content extent (outside timing).
    mutating func extent(width: Double) -> Double {
        if let lazy = layout.lazy { return lazy.contentExtent(crossLength: width, subviews: storage.subviews) }
        if eagerWidth != width { _ = step(width: width, offset: 0) }
        return eagerSize.height
    }

    /// Where subview `index` starts (outside timing).
    mutating func offset(ofSubview index: Int, width: Double) -> Double {
        if let lazy = layout.lazy {
            return lazy.offset(ofSubview: index, crossLength: width, subviews: storage.subviews)
        }
        if eagerWidth != width { _ = step(width: width, offset: 0) }
        return storage.withFrames { index < $0.count ? $0[index].minY : 0 }
    }

    func metrics(allocator: String) -> [Metric] {
        var out = [
            Metric(.stepTime, samples: times),
            Metric(.stepRealized, samples: realizedCounts),
            Metric(.stepMeasureCalls, samples: measureCalls),
            Metric(.stepMeasureMisses, samples: measureMisses),
            Metric(.stepLayoutCacheMisses, samples: layoutMisses),
            Metric(.stepLayoutCacheHits, samples: layoutHits),
            Metric(.scrollUpMeasureMisses, samples: [upMisses]),
        ]
        if let first = times.first, let calls = measureCalls.first {
            out.append(Metric(.stepFirstTime, samples: [first]))
            out.append(Metric(.stepFirstMeasureCalls, samples: [calls]))
        }
        if !isPinned.isEmpty {
            out.append(Metric(.stepPinnedTop, samples: pinnedTop))
        }
        if let maxOffset {
            out.append(Metric(.scrollMaxOffset, samples: [maxOffset]))
        }
        if let fullPass {
            out.append(Metric(.updateFullPassTime, samples: [fullPass]))
        }
        if bytes.count == times.count {
            out.append(Metric(.stepAllocBytes, samples: bytes))
            if let first = bytes.first { out.append(Metric(.stepFirstAllocBytes, samples: [first])) }
        } else {
            out.append(Metric(.stepAllocBytes, unavailable: "allocator: \(allocator)"))
            out.append(Metric(.stepFirstAllocBytes, unavailable: "allocator: \(allocator)"))
        }
        return out
    }
}

/// The work of one step, the only code between a step's clock reads: under a fixed symbol name,
/// so callgrind's `--toggle-collect` counts exactly it (`step.instructions`). An update's
/// change, then for a lazy layout finding the offset (a jump to an item) and realising what
/// meets the viewport, for an eager one a whole layout after a width change.
@inline(never) @_silgen_name("gridperf_measured_step")
func measuredStep(
    _ d: inout StepDriver, width: Double, offset: Double, toSubview index: Int?,
    before: ((SubviewStorage, AnyLazyLayout?) -> Void)?
) {
    stepWork(&d, width: width, offset: offset, toSubview: index, before: before)
}

/// The same step, under no measured name: the instruction count's warm-up run goes through it,
/// so that first-use work (the Swift runtime instantiating generic metadata, whose cost depends
/// on the whole binary) is done before the counted run, as warm-up passes do for a full pass.
@inline(never)
func uncountedStep(
    _ d: inout StepDriver, width: Double, offset: Double, toSubview index: Int?,
    before: ((SubviewStorage, AnyLazyLayout?) -> Void)?
) {
    stepWork(&d, width: width, offset: offset, toSubview: index, before: before)
    // Not the same machine code as measuredStep, so that the optimiser cannot fold the two
    // into one function (whose symbol callgrind would then see under this name only).
    d.uncountedSteps += 1
}

@inline(__always)
func stepWork(
    _ d: inout StepDriver, width: Double, offset: Double, toSubview index: Int?,
    before: ((SubviewStorage, AnyLazyLayout?) -> Void)?
) {
    if let before {
        // An update: the eager layout must lay out again.
        before(d.storage, d.layout.lazy)
        d.eagerWidth = .nan
    }
    let subviews = d.storage.subviews
    if let lazy = d.layout.lazy {
        let y = index.map { lazy.offset(ofSubview: $0, crossLength: width, subviews: subviews) } ?? offset
        lazy.realize(
            crossLength: width, visible: (y - d.prefetch)..<(y + d.viewportSpan + d.prefetch), subviews: subviews,
            realized: &d.realized)
    } else if d.eagerWidth != width {
        d.layout.updateCache(subviews: subviews)
        d.eagerSize = d.layout.layout(proposal: ProposedSize(width: width, height: nil), subviews: subviews)
        d.eagerWidth = width
    }
}
