import GridPerfCore

/// The scroll scenarios: a viewport moving over the content, each step timed.
///
/// - `scroll`: from the top to the bottom in steps (default ⅛ of the viewport height, like the
///   frames of a fling), then back up.
/// - `jump`: seeded random scroll-to-offset and scroll-to-index positions.
/// - `resize`: a scroll down during which the width flips between the viewport's width and
///   its height (a rotation) every 16 steps.
///
/// - `update`: with the viewport in the middle, alternately one item there changes size and
///   one item is appended at the end (then shown); a step is the invalidation plus what the
///   layout redoes to show the viewport. `update.fullpass.time` is one full layout pass of the
///   same items, to set the cost against.
///
/// A `LazyHGrid` scrolls horizontally: its container length is the viewport's height and the
/// viewport's width is what it scrolls through.
///
/// A lazy layout (``LayoutInstance/lazy``) realises what meets the viewport at each step. An eager
/// layout is laid out whole when it has to be (the first step, and after a width change) and
/// does nothing while merely scrolling, as an eager grid inside a scroll view: it pays up front.
public enum Scenario: String, CaseIterable, Sendable {
    case full, scroll, jump, resize, update

    public static let defaultViewport = Size(width: 390, height: 844)

    /// The scenario names, for messages (`full, scroll, …`).
    public static var knownNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A viewport written `WxH` (`390x844`): a finite width ≥ 0 and a finite height > 0;
    /// `nil` otherwise.
    public static func parseViewport(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }
}

extension BenchmarkRunner {
    /// Runs `workload.scenario` once over freshly made items (steps are the samples).
    func runScenario(_ workload: Workload, scenario: Scenario, options: RunOptions) throws -> CaseResult {
        let (layout, items) = try workload.makeScene(registry: registry)
        let storage = SubviewStorage(items)
        storage.measurementCacheEnabled = options.measurementCache
        let viewport = workload.viewport ?? Scenario.defaultViewport
        let step = workload.step ?? viewport.height / 8
        guard step > 0, viewport.height > 0 else { throw GridPerfError("--step and the viewport height must be greater than 0") }
        // The viewport's extent along the scroll axis, and the container's length across it
        // (its width for a vertical scroll, its height for a LazyHGrid's horizontal one).
        let horizontal = layout.lazy?.scrollAxis == .horizontal
        let span = horizontal ? viewport.width : viewport.height
        let width = horizontal ? viewport.height : viewport.width
        let rotated = horizontal ? viewport.width : viewport.height
        var driver = StepDriver(layout: layout, storage: storage, probe: probe, viewportHeight: span,
                                maxTime: options.maxTime, progress: progress, horizontal: horizontal)
        driver.prefetch = Swift.max(0, workload.prefetch ?? 0)
        var rng = SplitMix64(seed: workload.seed)
        switch scenario {
        case .full:
            preconditionFailure("full runs as passes")
        case .scroll:
            var offset = 0.0
            while true {
                guard driver.step(width: width, offset: offset) else { break }
                let extent = driver.extent(width: width)
                if offset + span >= extent { break }
                offset = Swift.min(offset + step, Swift.max(0, extent - span))
            }
            driver.phase = .up
            while offset > 0 {
                offset = Swift.max(0, offset - step)
                guard driver.step(width: width, offset: offset) else { break }
            }
        case .jump:
            let jumps = Swift.max(1, Swift.min(options.iterations, 10_000))
            for k in 0..<jumps {
                let offset: Double
                if k % 2 == 0 {
                    offset = rng.nextUnit() * Swift.max(0, driver.extent(width: width) - span)
                } else {
                    // Scroll to an index: finding its offset is part of the step's time.
                    let index = workload.count > 0 ? rng.nextInt(in: 0...(workload.count - 1)) : 0
                    guard driver.step(width: width, offset: 0, toSubview: index) else { break }
                    continue
                }
                guard driver.step(width: width, offset: offset) else { break }
            }
        case .update:
            guard workload.sectionSize == nil else {
                throw GridPerfError("the update scenario appends items, which sections (fixed at the start) do not allow: drop --section-size")
            }
            let middle = workload.count / 2
            var offset = driver.offset(ofSubview: middle, width: width)
            _ = driver.step(width: width, offset: offset)
            driver.reset()
            let updates = Swift.max(1, Swift.min(options.iterations, 10_000))
            var toggled = false
            let original = workload.count > 0 ? storage.model(at: middle) : .flexible(.height(10))
            for k in 0..<updates {
                if k % 2 == 0 {
                    // One item in the middle changes size: it and what follows are invalidated.
                    toggled.toggle()
                    let model: ItemModel = toggled ? .flexible(.height(333)) : original
                    guard driver.step(width: width, offset: offset, before: { storage, lazy in
                        guard middle < storage.count else { return }
                        storage.replaceModel(at: middle, with: model)
                        lazy?.invalidate(from: middle, subviews: storage.subviews)
                    }) else { break }
                } else {
                    // One item appended, then shown: the viewport moves to it.
                    let appended = ItemModel.flexible(.height(Double(50 + k % 200)))
                    let index = storage.count
                    guard driver.step(width: width, offset: 0, toSubview: index, before: { storage, lazy in
                        storage.append(appended)
                        lazy?.invalidate(from: index, subviews: storage.subviews)
                    }) else { break }
                }
                offset = driver.offset(ofSubview: middle, width: width)
            }
            driver.measureFullPass(proposal: horizontal ? ProposedSize(width: nil, height: width) : ProposedSize(width: width, height: nil))
        case .resize:
            var offset = 0.0
            var k = 0
            while true {
                let w = (k / 16) % 2 == 0 ? width : rotated
                guard driver.step(width: w, offset: offset) else { break }
                let extent = driver.extent(width: w)
                if offset + span >= extent { break }
                offset = Swift.min(offset + step, Swift.max(0, extent - span))
                k += 1
            }
        }
        let frameHash = storage.withFrames { FrameHash.hash(size: Size(width: width, height: 0), frames: $0) }
        return CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: driver.times.count, size: Size(width: width, height: driver.extent(width: width)),
            frameHash: FrameHash.hex(frameHash), deterministic: true,
            metrics: driver.metrics(allocator: probe.allocator), nsPerItem: nil, passesPerSecond: nil)
    }
}

/// Runs and records the steps of a scenario.
struct StepDriver {
    enum Phase { case down, up }

    let layout: LayoutInstance
    let storage: SubviewStorage
    let probe: AllocationProbe
    let viewportHeight: Double
    let maxTime: Double
    let progress: ((Int, Int, UInt64) -> Void)?
    var phase = Phase.down
    /// The width the eager layout was last laid out for.
    var eagerWidth = Double.nan
    var eagerSize = Size.zero
    var realized: [Int] = []
    var times: [Double] = [], realizedCounts: [Double] = [], measureCalls: [Double] = [], measureMisses: [Double] = []
    var layoutMisses: [Double] = [], layoutHits: [Double] = [], bytes: [Double] = []
    var upMisses = 0.0
    var fullPass: Double?
    let start = UptimeClock.now()

    /// Which subviews are pinned (section headers and footers under `pinnedViews`).
    var isPinned: [Bool] = []
    let horizontal: Bool
    /// Realised beyond the viewport on each side.
    var prefetch = 0.0
    /// Per step with a pinned view in view: the topmost one's distance from the viewport's
    /// start (0 while it sticks, negative while the next section pushes it off).
    var pinnedTop: [Double] = []

    init(layout: LayoutInstance, storage: SubviewStorage, probe: AllocationProbe, viewportHeight: Double, maxTime: Double,
         progress: ((Int, Int, UInt64) -> Void)?, horizontal: Bool = false) {
        self.horizontal = horizontal
        if !layout.pinnedSubviews.isEmpty {
            isPinned = [Bool](repeating: false, count: storage.count)
            for i in layout.pinnedSubviews where i < storage.count { isPinned[i] = true }
        }
        self.layout = layout
        self.storage = storage
        self.probe = probe
        self.viewportHeight = viewportHeight
        self.maxTime = maxTime
        self.progress = progress
        realized.reserveCapacity(4096)
    }

    /// One step: the viewport at `offset` (or, with `toSubview`, where that subview starts)
    /// for container `width`. False when time is up.
    mutating func step(width: Double, offset: Double, toSubview index: Int? = nil,
                       before: ((SubviewStorage, AnyLazyLayout?) -> Void)? = nil) -> Bool {
        realized.removeAll(keepingCapacity: true)
        let c0 = storage.counters
        let b0 = probe.threadBytes()
        let t0 = UptimeClock.now()
        if let before {
            // An update: the eager layout must lay out again.
            before(storage, layout.lazy)
            eagerWidth = .nan
        }
        let subviews = storage.subviews
        if let lazy = layout.lazy {
            let y = index.map { lazy.offset(ofSubview: $0, crossLength: width, subviews: subviews) } ?? offset
            lazy.realize(crossLength: width, visible: (y - prefetch)..<(y + viewportHeight + prefetch), subviews: subviews, realized: &realized)
        } else if eagerWidth != width {
            layout.updateCache(subviews: subviews)
            eagerSize = layout.layout(proposal: ProposedSize(width: width, height: nil), subviews: subviews)
            eagerWidth = width
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
        return Double(elapsed) / 1e9 < maxTime
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
        if let lazy = layout.lazy { return lazy.offset(ofSubview: index, crossLength: width, subviews: storage.subviews) }
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
        if !isPinned.isEmpty {
            out.append(Metric(.stepPinnedTop, samples: pinnedTop))
        }
        if let fullPass {
            out.append(Metric(.updateFullPassTime, samples: [fullPass]))
        }
        if bytes.count == times.count {
            out.append(Metric(.stepAllocBytes, samples: bytes))
        } else {
            out.append(Metric(.stepAllocBytes, unavailable: "allocator: \(allocator)"))
        }
        return out
    }
}
