import GridPerfCore
import GridPerfModel
import SwiftUI

extension BenchmarkRunner {
    /// `run --scenario update` on a `--view` with `--update`: the view evaluated and laid out,
    /// then changed step by step (the user's update), each step evaluated again by SwiftUI's update
    /// model (``ViewUpdates``) and its scene laid out as the window shows it — a lazy container
    /// in a scroll view realises the elements in the viewport, which is when their bodies run. A
    /// step's samples are exact counts (bodies run, identities inserted and removed, bodies that
    /// made the same output, frames changed) and its time. The whole play runs again on a fresh
    /// view: the case is deterministic when both give the same counts and frames.
    func runViewUpdates(_ workload: Workload, source: ViewUpdatesSource, options: RunOptions) throws -> CaseResult {
        let first = try playUpdates(
            workload, source: source, steps: options.iterations, maxTime: options.maxTime, timed: true)
        let replay = try playUpdates(workload, source: source, steps: first.steps, maxTime: .infinity, timed: false)
        let counts: [(MetricKind, [Double])] = [
            (.updateBodies, first.records.map { Double($0.bodies) }),
            (.updateInserted, first.records.map { Double($0.inserted) }),
            (.updateRemoved, first.records.map { Double($0.removed) }),
            (.updateSameOutput, first.records.map { Double($0.sameOutput) }),
            (.updateKept, first.records.map { Double($0.kept) }),
            (.updateFramesChanged, first.framesChanged.map(Double.init)),
            (.updateMeasureCalls, first.measureCalls.map(Double.init)),
            (.updateMeasureMisses, first.measureMisses.map(Double.init)),
            (.updateLayoutsInvalidated, first.layoutsInvalidated.map(Double.init)),
            (.updateRelayoutsAfresh, [Double(first.afresh)]),
            (.updateInitialBodies, [Double(first.initial.bodies)]),
        ]
        var metrics = counts.map { Metric($0.0, samples: $0.1) }
        metrics.append(Metric(.updateTime, samples: first.times))
        metrics.append(
            first.bytes.count == first.steps
                ? Metric(.updateAllocBytes, samples: first.bytes)
                : Metric(.updateAllocBytes, unavailable: "allocator: \(probe.allocator)"))
        let animated = first.animated
        if animated.animation != nil {
            metrics += Self.frameMetrics(animated, allocator: probe.allocator)
        }
        var result = CaseResult(
            workload: workload, identity: workload.identity, caseID: FrameHash.hex(of: workload.identity),
            options: options, samples: first.steps, size: first.size, frameHash: FrameHash.hex(first.hash),
            deterministic: first.hash == replay.hash && first.records == replay.records
                && first.animated.counters == replay.animated.counters
                && first.animated.bodies == replay.animated.bodies, metrics: metrics,
            nsPerItem: nil, passesPerSecond: nil,
            updateCauses: Self.causeLines(first.records, update: source.update, afresh: first.afresh),
            updateGraph: Self.causeGraph(first.records))
        if let animation = animated.animation {
            // The medians the table shows, so that a finding and its row say the same number.
            result.animationFindings = Self.animationFindings(
                animation, change: "`\(source.update)`", frames: animated.perChange.max() ?? 0,
                remeasured: result.median(.animationMeasureMisses), allocated: result.median(.animationAllocBytes),
                subviews: animated.subviews, bodies: result.median(.animationBodies))
            if animation.repeatsForever {
                result.animationFindings?.append(
                    "  finding: \(animation) repeats for ever: one play of it was measured, and its frames go on for as long as the view is shown"
                )
            }
        }
        return result
    }

    /// What one play of the updates left.
    private struct UpdatePlay {
        var initial: UpdateRecord
        var records: [UpdateRecord] = []
        var framesChanged: [Int] = []
        var measureCalls: [Int] = []
        var measureMisses: [Int] = []
        var layoutsInvalidated: [Int] = []
        /// Changes whose scene was laid out afresh (its structure changed).
        var afresh = 0
        var times: [Double] = []
        var bytes: [Double] = []
        var steps: Int { records.count }
        var size = Size(width: 0, height: 0)
        var hash: UInt64 = 0
        /// The frames of the changes made under an animation (``AnimatedFrames``).
        var animated = AnimatedFrames()
    }

    /// The frames of a play's animated changes: per change its number of frames (0: made under
    /// no animation, or nothing in it moved), per frame its exact counts, time and bytes.
    struct AnimatedFrames {
        /// The animation of the last animated change, for the report.
        var animation: Animation?
        var perChange: [Int] = []
        var counters: [LayoutCounters] = []
        var bodies: [Int] = []
        var gliding: [Int] = []
        var times: [Double] = []
        var bytes: [Double] = []
        var uncounted = 0
        /// The most subviews the animated layouts of one change arrange.
        var subviews = 0
    }

    private func playUpdates(
        _ workload: Workload, source: ViewUpdatesSource, steps: Int, maxTime: Double, timed: Bool
    ) throws -> UpdatePlay {
        let box = try source.make()
        let updates = box.updates
        let screen = UpdateScreen(
            registry: registry, path: workload.spec ?? "view", viewport: workload.viewport ?? Scenario.defaultViewport)
        var shown = try screen.show(updates.scene)
        var play = UpdatePlay(initial: updates.finish())
        let start = UptimeClock.now()
        for k in 0..<steps {
            let b0 = probe.threadBytes()
            let t0 = UptimeClock.now()
            // Under callgrind (`--instructions`) the first play's steps are what is counted.
            let (next, record) =
                try timed && countedSteps
                ? measuredUpdate(updates, screen, box, k) : uncountedUpdate(updates, screen, box, k)
            let t1 = UptimeClock.now()
            let b1 = probe.threadBytes()
            play.records.append(record)
            play.framesChanged.append(Self.changedOnScreen(shown, next, window: screen.viewport))
            play.measureCalls.append(next.measureCalls)
            play.measureMisses.append(next.measureMisses)
            play.layoutsInvalidated.append(next.layoutsInvalidated)
            play.afresh += next.afresh ? 1 : 0
            play.times.append(Double(t1 - t0))
            if let b0, let b1 { play.bytes.append(Double(b1.allocated &- b0.allocated)) }
            if let animation = updates.animation {
                try playFrames(
                    animation, fps: workload.fps ?? Self.defaultFramesPerSecond, updates: updates, from: shown,
                    to: next, on: screen, counted: timed && countedSteps, into: &play.animated)
            } else {
                play.animated.perChange.append(0)
            }
            shown = next
            if timed {
                progress?(k + 1, steps, UptimeClock.now() - start)
                // Out of time: the steps so far are the samples (the replay takes as many).
                if Double(UptimeClock.now() - start) > maxTime * 1e9 { break }
            }
        }
        play.size = shown.size
        play.hash = shown.frames.withUnsafeBufferPointer { FrameHash.hash(size: shown.size, frames: $0) }
        return play
    }

    /// The per-frame metrics of a play's animated changes: frames per change, then per frame its
    /// counts, time and bytes (each unavailable, never 0, when no change moved anything).
    static func frameMetrics(_ frames: AnimatedFrames, allocator: String) -> [Metric] {
        var metrics = [Metric(.animationFrames, samples: frames.perChange.map(Double.init))]
        guard !frames.counters.isEmpty else {
            let reason = "no frame: nothing the animated change(s) made moved"
            return metrics
                + [
                    MetricKind.animationBodies, .animationMeasureCalls, .animationMeasureMisses, .animationPlaceCalls,
                    .animationGliding,
                    .animationFrameTime, .animationAllocBytes,
                ].map { Metric($0, unavailable: reason) }
        }
        metrics += [
            Metric(.animationBodies, samples: frames.bodies.map(Double.init)),
            Metric(.animationMeasureCalls, samples: frames.counters.map { Double($0.measureCalls) }),
            Metric(.animationMeasureMisses, samples: frames.counters.map { Double($0.measureCacheMisses) }),
            Metric(.animationPlaceCalls, samples: frames.counters.map { Double($0.placeCalls) }),
            Metric(.animationGliding, samples: frames.gliding.map(Double.init)),
            Metric(.animationFrameTime, samples: frames.times),
        ]
        metrics.append(
            frames.bytes.count == frames.counters.count
                ? Metric(.animationAllocBytes, samples: frames.bytes)
                : Metric(.animationAllocBytes, unavailable: "allocator: \(allocator)"))
        return metrics
    }

    /// The frames of a change made under `animation`, from `before` to `after`, played on
    /// `screen` (``UpdateScreen/ChangeAnimation``): each frame's exact counts (measure calls,
    /// misses, placements, views gliding), bytes and time. Under callgrind (`counted`) each frame
    /// runs inside the measured frame function.
    private func playFrames(
        _ animation: Animation, fps: Int, updates: ViewUpdates, from before: UpdateScreen.Shown,
        to after: UpdateScreen.Shown, on screen: UpdateScreen, counted: Bool, into frames: inout AnimatedFrames
    ) throws {
        frames.animation = animation
        // `Animatable` views animate by their bodies: each frame is an evaluation and a relayout.
        // Otherwise the animated layouts are asked again and the other moved views glide.
        let frame: ChangeFrame
        if updates.animatesViews {
            frame = .views(updates, screen)
        } else if let change = screen.beginAnimation(from: before, to: after) {
            frame = .layouts(screen, change)
            frames.subviews = max(frames.subviews, change.layouts.reduce(0) { $0 + $1.container.storage.count })
        } else {
            frames.perChange.append(0)
            return
        }
        // An animation that repeats for ever (a spinner's `.animation(.linear.repeatForever(),
        // value:)`) plays for as long as the view is shown: one play of it is measured.
        let progress = try (animation.repeatsForever ? animation.onePlay : animation).frames(fps: fps)
        frames.perChange.append(progress.count)
        for p in progress {
            let before = screen.counters()
            let b0 = probe.threadBytes()
            let t0 = UptimeClock.now()
            let bodies =
                try counted
                ? measuredChangeFrame(frame, p) : uncountedChangeFrame(frame, p, &frames.uncounted)
            let t1 = UptimeClock.now()
            let b1 = probe.threadBytes()
            frames.counters.append(screen.counters() - before)
            frames.bodies.append(bodies)
            frames.gliding.append(frame.gliding)
            frames.times.append(Double(t1 - t0))
            if let b0, let b1 { frames.bytes.append(Double(b1.allocated &- b0.allocated)) }
        }
        switch frame {
        case .views:
            // The views at their values, shown: the screen as the change left it.
            _ = try screen.show(updates.endAnimation())
            updates.finish()
        case let .layouts(_, change):
            screen.endAnimation(change)
        }
    }

    /// How many frames on screen changed from `old`'s layout to `new`'s: a frame that differs
    /// from the one at its place, or that only one layout has, counted when it meets the window
    /// in either layout (docs/UPDATES.md: "frames on screen that moved or resized"). The window
    /// centres the root, as a `ZStack` does, so a layout's frames are moved by half the window's
    /// size less the root's. O(frames).
    static func changedOnScreen(_ old: UpdateScreen.Shown, _ new: UpdateScreen.Shown, window: Size) -> Int {
        func onScreen(_ frame: Rect, in shown: UpdateScreen.Shown) -> Bool {
            let origin = shown.origin(in: window)
            let (x, y) = (frame.minX + origin.x, frame.minY + origin.y)
            return x < window.width && x + frame.width > 0 && y < window.height && y + frame.height > 0
        }
        var changed = 0
        for k in 0..<Swift.max(old.frames.count, new.frames.count) {
            let before = k < old.frames.count ? old.frames[k] : nil
            let after = k < new.frames.count ? new.frames[k] : nil
            guard before != after else { continue }
            if before.map({ onScreen($0, in: old) }) == true || after.map({ onScreen($0, in: new) }) == true {
                changed += 1
            }
        }
        return changed
    }

    /// "Views observe more than they show", when its premise holds over `records`: most bodies
    /// made what they made before, and more than one a change (one, such as a grid re-run for an
    /// item it does not show, is not "every row"). The one definition of the finding, for the
    /// terminal and the playground. O(records).
    package static func observesMoreThanShown(_ records: [UpdateRecord]) -> String? {
        let bodies = records.map(\.bodies).reduce(0, +)
        let same = records.map(\.sameOutput).reduce(0, +)
        guard bodies > 0, same * 2 > bodies, same > records.count else { return nil }
        return
            "\(count(same)) of \(count(bodies)) bodies made the same output — views observe more than they show (an ObservableObject read by every row? pass values down, or make the items @Observable)"
    }

    /// The cause-and-effect table over all steps: each cause with the bodies it ran, by view type,
    /// most first; then the findings a SwiftUI engineer acts on.
    static func causeLines(_ records: [UpdateRecord], update: String, afresh: Int) -> [String] {
        let causes = Self.causes(records)
        let steps = records.count
        var lines = ["\(steps) change(s) of `\(update)`; bodies run over them, by cause:"]
        let ranked = causes.map { (cause: $0.key, types: $0.value, total: $0.value.values.reduce(0, +)) }
            .sorted { ($0.total, $1.cause) > ($1.total, $0.cause) }
        for entry in ranked {
            let types = entry.types.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) \(count($0.value))" }.joined(separator: ", ")
            lines.append("  \(count(entry.total).leftPadded(9))  \(entry.cause) → \(types)")
        }
        if ranked.isEmpty { lines.append("  no body ran") }
        if let finding = observesMoreThanShown(records) { lines.append("  finding: \(finding)") }
        let inserted = records.map(\.inserted).reduce(0, +)
        let removed = records.map(\.removed).reduce(0, +)
        if steps > 0, inserted >= steps {
            lines.append(
                "  finding: \(count(inserted)) views inserted and \(count(removed)) removed over \(steps) change(s) — if the data gained and lost no items, identities do not last (.id(UUID()) in a body, ForEach ids that change?)"
            )
        }
        if afresh > 0 {
            lines.append(
                "  finding: after \(count(afresh)) of \(steps) change(s) the whole scene was laid out again — the views above the lazy container changed, or no lazy container in a scroll view shows the views"
            )
        }
        let duplicates = records.map(\.duplicateIdentities).max() ?? 0
        if duplicates > 0 {
            lines.append(
                "  finding: \(count(duplicates)) ForEach element(s) share an id with an earlier one (id: \\.self over duplicates?): their views share one identity"
            )
        }
        return lines
    }
}

/// One change, its evaluation and its relayout, under a fixed symbol name for callgrind's
/// `--toggle-collect` (``MeasuredPasses/updateSymbol``).
@inline(never) @_silgen_name("gridperf_measured_update")
func measuredUpdate(_ updates: ViewUpdates, _ screen: UpdateScreen, _ box: ViewUpdatesBox, _ k: Int) throws -> (
    UpdateScreen.Shown, UpdateRecord
) {
    try updateStep(updates, screen, box, k)
}

/// The same change under no measured name (the warm-up run and the replay).
@inline(never)
func uncountedUpdate(_ updates: ViewUpdates, _ screen: UpdateScreen, _ box: ViewUpdatesBox, _ k: Int) throws -> (
    UpdateScreen.Shown, UpdateRecord
) {
    let step = try updateStep(updates, screen, box, k)
    // Not the same machine code as measuredUpdate, so that the optimiser cannot fold the two
    // into one function (whose symbol callgrind would then see under this name only).
    screen.uncountedChanges += 1
    return step
}

@inline(__always)
private func updateStep(_ updates: ViewUpdates, _ screen: UpdateScreen, _ box: ViewUpdatesBox, _ k: Int) throws -> (
    UpdateScreen.Shown, UpdateRecord
) {
    updates.step { box.change(k) }
    let next = try screen.show(updates.scene, animated: updates.animation != nil)
    return (next, updates.finish())
}

/// What a frame of a state change made under an animation plays (``BenchmarkRunner``'s
/// `playFrames`): its `Animatable` views evaluated at their interpolated values and the screen
/// shown, or its animated layouts asked again and its other moved views glided.
enum ChangeFrame {
    case views(ViewUpdates, UpdateScreen)
    case layouts(UpdateScreen, UpdateScreen.ChangeAnimation)

    /// The views a frame moves between their two places (none when views animate by their bodies).
    var gliding: Int {
        if case let .layouts(_, change) = self { change.gliding.count } else { 0 }
    }

    /// Plays the frame `progress` of the way; the bodies it ran.
    @inline(__always)
    func play(_ progress: Double) throws -> Int {
        switch self {
        case let .views(updates, screen):
            updates.frame(progress)
            _ = try screen.show(updates.scene)
            return updates.finish().bodies
        case let .layouts(screen, change):
            _ = screen.frame(change, progress: progress)
            return 0
        }
    }
}

/// One frame of a state change made under an animation, under a fixed symbol name for
/// callgrind's `--toggle-collect` (``MeasuredPasses/changeFrameSymbol``). Its own function, with
/// concrete arguments: a closure passed to ``measuredFrame(_:_:)`` from here was specialised
/// into a copy under another name, which callgrind did not collect.
@inline(never) @_silgen_name("gridperf_measured_change_frame")
func measuredChangeFrame(_ frame: ChangeFrame, _ progress: Double) throws -> Int {
    try frame.play(progress)
}

/// The same frame outside callgrind's measured function (the replay, warm-ups).
@inline(never)
func uncountedChangeFrame(_ frame: ChangeFrame, _ progress: Double, _ uncounted: inout Int) throws -> Int {
    // Not the same machine code as measuredChangeFrame (see uncountedFrame).
    uncounted += 1
    return try frame.play(progress)
}

/// `n` with thousands separated (`100,100`), as the terminal tables write counts.
private func count(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (k, c) in digits.enumerated() {
        if k > 0, (digits.count - k) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return n < 0 ? "-" + out : out
}

extension BenchmarkRunner {
    /// Bodies run over all `records`, by cause, then by view type.
    static func causes(_ records: [UpdateRecord]) -> [String: [String: Int]] {
        var causes: [String: [String: Int]] = [:]
        for r in records {
            for (cause, types) in r.causes {
                for (type, n) in types { causes[cause, default: [:]][type, default: 0] += n }
            }
        }
        return causes
    }

    /// The cause-and-effect graph's edges, most bodies first (ties by cause, then view).
    static func causeGraph(_ records: [UpdateRecord]) -> [UpdateCause] {
        causes(records).flatMap { cause, views in
            views.map { UpdateCause(cause: cause, view: $0.key, bodies: $0.value) }
        }.sorted { ($0.bodies, $1.cause, $1.view) > ($1.bodies, $0.cause, $0.view) }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
