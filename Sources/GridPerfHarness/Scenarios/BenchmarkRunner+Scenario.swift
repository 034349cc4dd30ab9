import GridPerfCore
import GridPerfModel

extension BenchmarkRunner {
    /// Runs `workload.scenario` once over freshly made items (steps are the samples), then
    /// replays the same steps, untimed and uncounted, over items made afresh: the case is
    /// deterministic when both plays end with the same frames. One play's items are freed
    /// before the next is made: the peak is one scene, not two (docs/PERFORMANCE.md#memory-per-item).
    func runScenario(_ workload: Workload, scenario: Scenario.Steps, options: RunOptions) throws -> CaseResult {
        if scenario == .update, let path = workload.spec, let source = registry.updates(scene: path) {
            return try runViewUpdates(workload, source: source, options: options)
        }
        let first = try play(workload, scenario: scenario, options: options, counted: countedSteps, script: nil)
        let replay = try play(workload, scenario: scenario, options: options, counted: false, script: first.decisions)
        return CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: first.steps, size: first.size,
            frameHash: FrameHash.hex(first.hash), deterministic: first.hash == replay.hash && first.size == replay.size,
            metrics: first.metrics, nsPerItem: nil, passesPerSecond: nil)
    }

    /// What one play leaves: its steps' metrics, how many steps it took and whether each went
    /// on (a replay's script), the final size and frame hash. Its items are gone.
    private struct Play {
        var metrics: [Metric]
        var steps: Int
        var decisions: [Bool]
        var size: Size
        var hash: UInt64
    }

    /// One play of a scenario.
    private func play(
        _ workload: Workload, scenario: Scenario.Steps, options: RunOptions, counted: Bool,
        script: [Bool]?
    ) throws -> Play {
        var (layout, storage, made) = try workload.makeStorage(registry: registry)
        let viewport = workload.viewport ?? Scenario.defaultViewport
        let step = workload.step ?? viewport.height / 8
        guard step > 0, viewport.height > 0 else {
            throw GridPerfError("--step and the viewport height must be greater than 0")
        }
        // A view's scene: its scroll view's lazy container is what scrolls (the update scenario
        // changes the root's items, as for any scene).
        let scrolled =
            layout.lazy == nil && workload.spec != nil && scenario != .update
            ? ScrolledContainer.find(in: storage, root: workload.layout) : nil
        if let scrolled {
            layout = scrolled.container.layout
            storage = scrolled.container.storage
        }
        storage.measurementCacheEnabled = options.measurementCache
        // The viewport's extent along the scroll axis, and the container's length across it
        // (its width for a vertical scroll, its height for a LazyHGrid's horizontal one).
        let horizontal = layout.lazy?.scrollAxis == .horizontal
        let span = horizontal ? viewport.width : viewport.height
        var width = horizontal ? viewport.height : viewport.width
        var rotated = horizontal ? viewport.width : viewport.height
        if let scrolled {
            width = scrolled.crossLength(viewport: width)
            rotated = scrolled.crossLength(viewport: rotated)
        }
        var driver = StepDriver(
            layout: layout, storage: storage, probe: probe, viewportSpan: span,
            maxTime: options.maxTime, progress: script == nil ? progress : nil, horizontal: horizontal)
        driver.prefetch = Swift.max(0, workload.prefetch ?? 0)
        driver.counted = counted
        driver.script = script
        let geometry = Geometry(span: span, width: width, rotated: rotated, step: step)
        switch scenario {
        case .scroll: Self.scroll(&driver, geometry)
        case .jump:
            let count = scrolled == nil ? workload.count : storage.count
            Self.jump(&driver, geometry, count: count, seed: workload.seed, jumps: options.iterations)
        case .update:
            try Self.update(
                &driver, geometry, workload: workload, storage: storage, updates: options.iterations,
                horizontal: horizontal)
        case .resize: Self.resize(&driver, geometry)
        }
        try made.check()
        try storage.withFrames {
            try LayoutResult.checkFinite(
                size: Size(width: width, height: driver.extent(width: width)), frames: $0, layout: workload.label)
        }
        let frameHash = FrameHash.hash(size: Size(width: width, height: 0), storage: storage)
        let size = Size(width: width, height: driver.extent(width: width))
        return Play(
            metrics: driver.metrics(allocator: probe.allocator), steps: driver.times.count,
            decisions: driver.decisions, size: size, hash: frameHash)
    }

    /// A scroll scenario's lengths: the viewport along the scroll axis, the container across
    /// it (and rotated, for `resize`), and the distance per step.
    private struct Geometry {
        var span: Double
        var width: Double
        var rotated: Double
        var step: Double
    }

    /// From the top to the end in steps, then back up.
    private static func scroll(_ driver: inout StepDriver, _ g: Geometry) {
        var offset = 0.0
        while true {
            guard driver.step(width: g.width, offset: offset) else { break }
            let extent = driver.extent(width: g.width)
            if offset + g.span >= extent { break }
            offset = Swift.min(offset + g.step, Swift.max(0, extent - g.span))
        }
        driver.phase = .up
        driver.maxOffset = offset
        while offset > 0 {
            offset = Swift.max(0, offset - g.step)
            guard driver.step(width: g.width, offset: offset) else { break }
        }
    }

    /// Seeded jumps, alternately to a random offset and to a random subview's index (finding
    /// its offset is part of the step's time); at most 10,000.
    private static func jump(_ driver: inout StepDriver, _ g: Geometry, count: Int, seed: UInt64, jumps: Int) {
        var rng = SplitMix64(seed: seed)
        for k in 0..<Swift.max(1, Swift.min(jumps, 10_000)) {
            if k % 2 == 0 {
                let offset = rng.nextUnit() * Swift.max(0, driver.extent(width: g.width) - g.span)
                guard driver.step(width: g.width, offset: offset) else { break }
            } else {
                let index = count > 0 ? rng.nextInt(in: 0...(count - 1)) : 0
                guard driver.step(width: g.width, offset: 0, toSubview: index) else { break }
            }
        }
    }

    /// With the viewport in the middle: alternately the middle item changes size (it and what
    /// follows are invalidated) and an item is appended and shown; then one full pass of the
    /// result, for scale.
    private static func update(
        _ driver: inout StepDriver, _ g: Geometry, workload: Workload, storage: SubviewStorage, updates: Int,
        horizontal: Bool
    ) throws {
        guard workload.sectionSize == nil else {
            throw GridPerfError(
                "the update scenario appends items, which sections (fixed at the start) do not allow: drop --section-size"
            )
        }
        let width = g.width
        let middle = workload.count / 2
        var offset = driver.offset(ofSubview: middle, width: width)
        _ = driver.step(width: width, offset: offset)
        driver.reset()
        var toggled = false
        let original = workload.count > 0 ? storage.model(at: middle) : .flexible(.height(10))
        for k in 0..<Swift.max(1, Swift.min(updates, 10_000)) {
            if k % 2 == 0 {
                toggled.toggle()
                let model: ItemModel = toggled ? .flexible(.height(333)) : original
                guard
                    driver.step(
                        width: width, offset: offset,
                        before: { storage, lazy in
                            guard middle < storage.count else { return }
                            storage.replaceModel(at: middle, with: model)
                            lazy?.invalidate(from: middle, subviews: storage.subviews)
                        })
                else { break }
            } else {
                let appended = ItemModel.flexible(.height(Double(50 + k % 200)))
                let index = storage.count
                guard
                    driver.step(
                        width: width, offset: 0, toSubview: index,
                        before: { storage, lazy in
                            storage.append(appended)
                            lazy?.invalidate(from: index, subviews: storage.subviews)
                        })
                else { break }
            }
            offset = driver.offset(ofSubview: middle, width: width)
        }
        driver.measureFullPass(
            proposal: horizontal ? ProposedSize(width: nil, height: width) : ProposedSize(width: width, height: nil))
    }

    /// A scroll down during which the width flips between the viewport's width and its height
    /// every 16 steps (a rotation).
    private static func resize(_ driver: inout StepDriver, _ g: Geometry) {
        var offset = 0.0
        var k = 0
        while true {
            let w = (k / 16) % 2 == 0 ? g.width : g.rotated
            guard driver.step(width: w, offset: offset) else { break }
            let extent = driver.extent(width: w)
            if offset + g.span >= extent { break }
            offset = Swift.min(offset + g.step, Swift.max(0, extent - g.span))
            k += 1
        }
    }
}
