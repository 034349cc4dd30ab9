import GridPerfCore
import GridPerfModel

/// The passes a user waits for, beside the steady repeat a run has always measured: a screen's
/// first layout (``MetricKind/first``) and the relayout after its size changed
/// (``MetricKind/width``). SwiftUI runs no layout when nothing changed; these two are what an
/// engineer sees as the time to a screen's first frame and the hitch of a rotation or a window
/// resized live (docs/PERFORMANCE.md#waited-passes).
extension BenchmarkRunner {
    /// Fresh scenes laid out once each, per round of a case: a first layout is one sample a scene,
    /// and a scene costs its building too (outside the clock), so a few are enough when the rounds
    /// add theirs (docs/PERFORMANCE.md#waited-passes).
    static let firstLayouts = 3
    /// The share of `maxTime` the extra fresh scenes may take before the case goes on with fewer.
    static let firstLayoutShare = 0.25

    /// The root given each width of a ``WidthCycle`` in turn, whole cycles for about half the
    /// case's passes (time allowing, at least one), each pass recorded; then one unrecorded pass
    /// at `proposal` again, so that the steady passes after it start where they always did (a
    /// layout whose frames there depend on the widths it was given before shows as frames that
    /// varied: the run compares the last pass's hash with the first's).
    /// - Returns: the ``MetricKind/width`` metrics, or why they were not measured (a root proposed
    ///   no width, or none above zero).
    func measureWidthCycle(
        _ layout: LayoutInstance, _ storage: SubviewStorage, _ proposal: ProposedSize, options: RunOptions
    ) -> [Metric] {
        guard let base = proposal.width, base > 0 else {
            let why = "not measured: the root is proposed \(proposal.width == nil ? "no width" : "a width of 0")"
            return MetricKind.width.all.map { Metric($0, unavailable: why) }
        }
        let widths = WidthCycle.widths(around: base)
        let cycles = WidthCycle.cycles(forPasses: options.iterations / 2)
        var recorder = WaitedPasses(capacity: cycles * widths.count, allocationStats: probe.isActive)
        let start = UptimeClock.now()
        for _ in 0..<cycles {
            for width in widths {
                _ = waitedPass(layout, storage, ProposedSize(width: width, height: proposal.height), into: &recorder)
            }
            if Double(UptimeClock.now() - start) / 1e9 >= options.maxTime / 2 { break }
        }
        _ = pass(layout, storage, proposal, recorder: nil)
        return recorder.metrics(MetricKind.width, allocator: probe.allocator, cached: options.measurementCache)
    }

    /// One pass recorded as a pass a user waits for: a tree's counters are read over the whole
    /// tree before and after it (``TreeCounters``, outside the clock), a flat scene's are the
    /// root's as in every pass.
    func waitedPass(
        _ layout: LayoutInstance, _ storage: SubviewStorage, _ proposal: ProposedSize, into passes: inout WaitedPasses
    ) -> Size {
        let tree = !storage.viewSlots.isEmpty
        let before = tree ? TreeCounters.total(storage) : LayoutCounters()
        let size = pass(layout, storage, proposal, recorder: &passes.recorder)
        if tree { passes.tree.append(TreeCounters.total(storage) - before) }
        return size
    }
}

/// The samples of one of the passes a user waits for: the pass's own (``SampleRecorder``) and,
/// for a tree, the whole tree's counters a pass.
struct WaitedPasses {
    var recorder: SampleRecorder
    var tree: [LayoutCounters] = []

    init(capacity: Int, allocationStats: Bool) {
        recorder = SampleRecorder(capacity: capacity, allocationStats: allocationStats)
        tree.reserveCapacity(capacity)
    }

    /// The samples as `kinds`: time, measure calls and misses (the whole tree's, for a tree),
    /// allocated bytes and allocations (`not measured` for the last two without jemalloc). With
    /// the measurement cache off every call is answered afresh: its misses are its calls, so that
    /// turning the cache on reads as the improvement it is.
    func metrics(_ kinds: MetricKind.WaitedPass, allocator: String, cached: Bool) -> [Metric] {
        let r = recorder
        let calls = MetricKind.counters.firstIndex(of: MetricKind.measureCalls)!
        let misses = MetricKind.counters.firstIndex(of: MetricKind.measureMisses)!
        let treeCounted = !tree.isEmpty
        let callSamples = treeCounted ? tree.map { Double($0.measureCalls) } : r.counters[4 * calls]
        let missSamples =
            !cached ? callSamples : treeCounted ? tree.map { Double($0.measureCacheMisses) } : r.counters[4 * misses]
        var out = [
            Metric(kinds.time, samples: r.totalNs), Metric(kinds.measureCalls, samples: callSamples),
            Metric(kinds.measureMisses, samples: missSamples),
        ]
        for (kind, samples) in [(kinds.allocBytes, r.allocBytes), (kinds.allocCount, r.allocCount)] {
            out.append(
                r.allocationStats && !samples.isEmpty
                    ? Metric(kind, samples: samples) : Metric(kind, unavailable: "not measured: \(allocator)"))
        }
        return out
    }
}
