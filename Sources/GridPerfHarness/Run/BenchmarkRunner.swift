import GridPerfCore
import GridPerfModel
import SwiftUI

/// Runs workloads: builds the items and subview storage up front, runs warm-up passes, then
/// measured passes until `iterations` or `maxTime`, whichever comes first.
///
/// A pass is a full layout as SwiftUI runs it after an invalidation: `updateCache`, then
/// `sizeThatFits(proposal)` and `placeSubviews` in `(0, 0, size)`, each of the three phases timed with
/// ``Clock`` (`DispatchTime`). Inside the timed windows there is nothing but the layout: the
/// counters, allocation bytes and sample bookkeeping are read between them, and sample
/// arrays are reserved before the first pass so that appending never allocates.
public final class BenchmarkRunner {
    public let registry: PluginRegistry
    public let probe: AllocationProbe

    /// Called after each pass (outside timing) with (passes done, passes planned, elapsed ns).
    public var progress: ((Int, Int, UInt64) -> Void)?
    /// A scenario's steps run under callgrind's counted symbol (false: the instruction count's
    /// uncounted warm-up run, ``MeasuredPasses``).
    public var countedSteps = true

    public init(registry: PluginRegistry, probe: AllocationProbe) {
        self.registry = registry
        self.probe = probe
    }

    /// Measures `workload`, with the peak memory it held (``MemoryProbe``) and what the machine
    /// did meanwhile (``MachineProbe``). Throws for an unknown layout or bad parameters.
    public func run(_ workload: Workload, options: RunOptions) throws -> CaseResult {
        Watchdog.doing("measuring \(workload.label)")
        probe.returnFreedMemory()
        let memory = MemoryProbe.begin()
        let machine = MachineProbe.begin()
        var result = try runCase(workload, options: options)
        result.metrics += machine.metrics()
        result.metrics += memory.metrics(items: workload.count)
        return result
    }

    func runCase(_ workload: Workload, options: RunOptions) throws -> CaseResult {
        guard workload.count >= 0 else { throw GridPerfError("item count must be at least 0, got \(workload.count)") }
        if workload.spec == nil, let plan = registry.animation(ofLayout: workload.layout) {
            return try runAnimation(workload, plan: plan, options: options)
        }
        if let steps = workload.scenario.steps { return try runScenario(workload, scenario: steps, options: options) }
        let inputs = try workload.readInputs()
        let proposal = workload.proposal
        let caseStart = UptimeClock.now()
        // The first layouts: fresh scenes laid out once each (the last is the scene measured next).
        var firstPasses = WaitedPasses(capacity: Self.firstLayouts, allocationStats: probe.isActive)
        var firstHashes: [UInt64] = []
        while firstHashes.count < Self.firstLayouts - 1
            && Double(UptimeClock.now() - caseStart) / 1e9 < options.maxTime * Self.firstLayoutShare
        {
            let (layout, storage, made) = try workload.makeStorage(registry: registry, inputs: inputs)
            storage.measurementCacheEnabled = options.measurementCache
            storage.realiseDeferredViews()
            let size = waitedPass(layout, storage, proposal, into: &firstPasses)
            firstHashes.append(try checkedHash(size, storage, workload, made))
        }
        let built = probe.threadBytes()
        let (layout, storage, made) = try workload.makeStorage(registry: registry, inputs: inputs)
        let storageBytes = probe.threadBytes().map { Double($0.allocated &- (built?.allocated ?? $0.allocated)) }
        storage.measurementCacheEnabled = options.measurementCache
        storage.realiseDeferredViews()

        var recorder = SampleRecorder(capacity: options.iterations, allocationStats: probe.isActive)
        var size = waitedPass(layout, storage, proposal, into: &firstPasses)
        firstHashes.append(try checkedHash(size, storage, workload, made))

        // Warm up for `warmup` passes and at least `warmupTime` seconds, unless the passes before
        // this case's kept the CPU busy until just now (CPUWarmth).
        let warmStart = UptimeClock.now()
        let warmNs = CPUWarmth.process.warmupNs(options.warmupTime, at: warmStart)
        var warmed = 0
        while warmed < options.warmup || (UptimeClock.now() - warmStart < warmNs && warmed < 1_000_000) {
            size = pass(layout, storage, proposal, recorder: nil)
            warmed += 1
        }
        let widthPasses = measureWidthCycle(layout, storage, proposal, options: options)
        let start = UptimeClock.now()
        var done = 0
        while done < options.iterations {
            size = pass(layout, storage, proposal, recorder: &recorder)
            done += 1
            let elapsed = UptimeClock.now() - start
            progress?(done, options.iterations, elapsed)
            if Double(elapsed) / 1e9 >= options.maxTime { break }
        }
        CPUWarmth.process.markBusy()
        let lastHash = hash(size, storage)

        var metrics = firstPasses.metrics(
            MetricKind.first, allocator: probe.allocator, cached: options.measurementCache)
        metrics += widthPasses
        metrics += recorder.metrics(allocator: probe.allocator)
        metrics.append(
            storageBytes.map { Metric(.allocStorageBytes, samples: [$0]) }
                ?? Metric(.allocStorageBytes, unavailable: "not measured: \(probe.allocator)"))
        var census: TreeCensus?
        if !storage.viewSlots.isEmpty {
            census = TreeCensus(layout: layout, storage: storage, proposal: proposal, root: workload.layout)
            metrics += census!.metrics
        }
        let medianTotal = metrics.first { $0.name == MetricKind.timeTotal.name }?.statistics?.median
        return CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: done, size: size,
            frameHash: FrameHash.hex(lastHash), deterministic: firstHashes.allSatisfy { $0 == lastHash },
            metrics: metrics,
            nsPerItem: medianTotal.flatMap { workload.count > 0 ? $0 / Double(workload.count) : nil },
            passesPerSecond: medianTotal.flatMap { $0 > 0 ? 1e9 / $0 : nil }, treeFindings: census?.findings)
    }

    /// The first pass's frame hash, once its result is known to be finite and every deferred
    /// copy was made (outside timing).
    func checkedHash(_ size: Size, _ storage: SubviewStorage, _ workload: Workload, _ made: [any DeferredViews])
        throws -> UInt64
    {
        try made.check()
        if storage.viewSlots.isEmpty {
            try storage.withFrames { try LayoutResult.checkFinite(size: size, frames: $0, layout: workload.label) }
        } else {
            try LayoutResult.checkFiniteTree(size: size, storage: storage, layout: workload.label)
        }
        return hash(size, storage)
    }

    /// The frames' hash: a tree's every leaf, depth first.
    func hash(_ size: Size, _ storage: SubviewStorage) -> UInt64 {
        FrameHash.hash(size: size, storage: storage)
    }

    /// One full pass; records its sample when `recorder` is given.
    @inline(never)
    func pass(
        _ layout: LayoutInstance, _ storage: SubviewStorage, _ proposal: ProposedSize,
        recorder: UnsafeMutablePointer<SampleRecorder>?
    ) -> Size {
        let subviews = storage.subviews
        let count0 = recorder != nil ? probe.allocationCount() : nil
        let cc = storage.counters
        let bc = probe.threadBytes()
        let tc = UptimeClock.now()
        // The layout's cache phase: a layout that measures its subviews in `updateCache` pays
        // for it here, counted and timed like the other two.
        layout.updateCache(subviews: subviews)
        let tc1 = UptimeClock.now()
        let c0 = storage.counters
        let b0 = probe.threadBytes()
        let t0 = UptimeClock.now()
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews)
        let t1 = UptimeClock.now()
        let b1 = probe.threadBytes()
        let c1 = storage.counters
        let bounds = Rect(origin: .zero, size: size)
        let t2 = UptimeClock.now()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        let t3 = UptimeClock.now()
        let b2 = probe.threadBytes()
        let c2 = storage.counters
        if let recorder {
            let count1 = probe.allocationCount()
            recorder.pointee.record(
                cacheNs: tc1 - tc, sizeNs: t1 - t0, placeNs: t3 - t2, bytes: (bc, b0, b1, b2),
                counts: (count0, count1), cacheCounters: c0 - cc, sizeCounters: c1 - c0, placeCounters: c2 - c1)
        }
        return size
    }

    func pass(
        _ layout: LayoutInstance, _ storage: SubviewStorage, _ proposal: ProposedSize,
        recorder: inout SampleRecorder
    ) -> Size {
        withUnsafeMutablePointer(to: &recorder) { pass(layout, storage, proposal, recorder: $0) }
    }

    /// The harness's own cost per sample: what a timed window measures when it holds
    /// nothing (two clock reads), and the bookkeeping between windows (counter and byte
    /// reads, clock reads). Medians over `rounds` empty passes, in ns.
    public func overhead(rounds: Int = 2000) -> HarnessOverhead {
        let storage = SubviewStorage([ItemModel]())
        var window: [Double] = [], bookkeeping: [Double] = []
        window.reserveCapacity(rounds)
        bookkeeping.reserveCapacity(rounds)
        var sink = 0
        for _ in 0..<rounds {
            let s0 = UptimeClock.now()
            let c0 = storage.counters
            let b0 = probe.threadBytes()
            let t0 = UptimeClock.now()
            let t1 = UptimeClock.now()
            let b1 = probe.threadBytes()
            let c1 = storage.counters
            let t2 = UptimeClock.now()
            let t3 = UptimeClock.now()
            let b2 = probe.threadBytes()
            let c2 = storage.counters
            let s1 = UptimeClock.now()
            sink &+=
                (c1 - c0).measureCalls &+ (c2 - c1).measureCalls
                &+ Int(truncatingIfNeeded: (b0?.allocated ?? 0) &+ (b1?.allocated ?? 0) &+ (b2?.allocated ?? 0))
            window.append(Double((t1 - t0) + (t3 - t2)))
            bookkeeping.append(Double(s1 - s0))
        }
        let c0 = UptimeClock.now()
        _ = probe.allocationCount()
        let c1 = UptimeClock.now()
        return HarnessOverhead(
            timedWindowNs: Statistics(window)!.median, bookkeepingNs: Statistics(bookkeeping)!.median,
            allocationCountReadNs: probe.isActive ? Double(c1 - c0) : nil, sink: sink == .min ? 1 : 0)
    }
}

/// Per-pass samples, reserved up front so that recording allocates nothing mid-run: every
/// series is an array of its own, the counters' by position (no name is built per pass).
package struct SampleRecorder {
    var sizeNs: [Double] = [], placeNs: [Double] = [], cacheNs: [Double] = [], totalNs: [Double] = []
    var allocBytes: [Double] = [], allocBytesSize: [Double] = [], allocBytesPlace: [Double] = []
    var allocBytesCache: [Double] = []
    var freedBytes: [Double] = [], allocCount: [Double] = []
    /// Four series per counter of `MetricKind.counters`, in its order: the pass total, the
    /// size, place and cache phases (the order of `MetricKind.Counter.all`).
    var counters: [[Double]]
    let allocationStats: Bool

    package init(capacity: Int, allocationStats: Bool) {
        self.allocationStats = allocationStats
        counters = Array(repeating: [], count: 4 * MetricKind.counters.count)
        func reserve(_ a: inout [Double]) { a.reserveCapacity(capacity) }
        reserve(&sizeNs); reserve(&placeNs); reserve(&cacheNs); reserve(&totalNs)
        reserve(&allocBytes); reserve(&allocBytesSize); reserve(&allocBytesPlace); reserve(&allocBytesCache)
        reserve(&freedBytes); reserve(&allocCount)
        for k in counters.indices { counters[k].reserveCapacity(capacity) }
    }

    /// Counter `k` of `MetricKind.counters` in `c` (a switch: a key path's application
    /// allocated in debug builds).
    @inline(__always)
    static func counter(_ k: Int, of c: LayoutCounters) -> Int {
        switch k {
        case 0: c.measureCalls
        case 1: c.measureCacheHits
        case 2: c.measureCacheMisses
        case 3: c.placeCalls
        case 4: c.layoutCacheHits
        default: c.layoutCacheMisses
        }
    }

    package mutating func record(
        cacheNs c: UInt64, sizeNs s: UInt64, placeNs p: UInt64,
        bytes: (
            (allocated: UInt64, freed: UInt64)?, (allocated: UInt64, freed: UInt64)?,
            (allocated: UInt64, freed: UInt64)?, (allocated: UInt64, freed: UInt64)?
        ),
        counts: (UInt64?, UInt64?),
        cacheCounters: LayoutCounters, sizeCounters: LayoutCounters, placeCounters: LayoutCounters
    ) {
        sizeNs.append(Double(s))
        placeNs.append(Double(p))
        cacheNs.append(Double(c))
        totalNs.append(Double(c + s + p))
        if let bc = bytes.0, let b0 = bytes.1, let b1 = bytes.2, let b2 = bytes.3 {
            allocBytesCache.append(Double(b0.allocated &- bc.allocated))
            allocBytesSize.append(Double(b1.allocated &- b0.allocated))
            allocBytesPlace.append(Double(b2.allocated &- b1.allocated))
            allocBytes.append(Double(b2.allocated &- bc.allocated))
            freedBytes.append(Double(b2.freed &- bc.freed))
        }
        if let n0 = counts.0, let n1 = counts.1 {
            allocCount.append(Double(n1 &- n0))
        }
        for k in 0..<MetricKind.counters.count {
            let a = Self.counter(k, of: sizeCounters), b = Self.counter(k, of: placeCounters)
            let c = Self.counter(k, of: cacheCounters)
            counters[4 * k].append(Double(a + b + c))
            counters[4 * k + 1].append(Double(a))
            counters[4 * k + 2].append(Double(b))
            counters[4 * k + 3].append(Double(c))
        }
    }

    package func metrics(allocator: String) -> [Metric] {
        var out = [
            Metric(.timeSize, samples: sizeNs),
            Metric(.timePlace, samples: placeNs),
            Metric(.timeTotal, samples: totalNs),
            Metric(.timeCache, samples: cacheNs),
        ]
        let allocs: [(MetricKind, [Double])] = [
            (.allocBytes, allocBytes), (.allocBytesSize, allocBytesSize), (.allocBytesPlace, allocBytesPlace),
            (.allocBytesCache, allocBytesCache),
            (.freedBytes, freedBytes), (.allocCount, allocCount),
        ]
        for (kind, samples) in allocs {
            if allocationStats && !samples.isEmpty {
                out.append(Metric(kind, samples: samples))
            } else {
                out.append(Metric(kind, unavailable: "not measured: \(allocator)"))
            }
        }
        for (k, counter) in MetricKind.counters.enumerated() {
            for (phase, kind) in counter.all.enumerated() {
                out.append(Metric(kind, samples: counters[4 * k + phase]))
            }
        }
        return out
    }
}
