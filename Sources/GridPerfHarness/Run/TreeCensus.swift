import GridPerfCore
import GridPerfModel

/// What nesting costs in one pass of a tree scene: measure calls by depth, per leaf, and how
/// much each kind of container multiplies them. Counted over one extra pass outside the timed
/// ones, as exact counts (deterministic: the CI gate compares them exactly).
///
/// - Per depth (1 = the root's items): the measure calls, cache hits and misses and place calls
///   the subviews at that depth received — a scroll view's content, an overlay's or background's
///   view and a `ViewThatFits` candidate too, which their parent measures directly (every call a
///   miss while the cache is on: no cache stands between them).
/// - Per leaf: a leaf's calls are its container's calls on its subviews divided by their number
///   (exact where siblings are measured alike, as stacks and grids measure them; an average
///   otherwise): the minimum, median and maximum over the leaves, and the hottest leaf's path.
/// - Amplification of a container kind: the measure calls its containers made on their subviews
///   per measurement they received (their slots' misses; every call with the cache off).
package struct TreeCensus {
    /// A leaf measured more times than this in one pass is a finding.
    static let leafCallThreshold = 12.0

    var metrics: [Metric] = []
    var findings: [String] = []
    /// The counts per depth (1 = the root's items), in depth order.
    var depths: [(depth: Int, counters: LayoutCounters)] = []
    /// The leaf measured most (its path and measure calls a pass), if any leaf.
    var hottest: (trail: String, calls: Double)?
    /// Measure calls per leaf a pass: minimum, median, maximum.
    var perLeaf: (min: Double, median: Double, max: Double)?

    init(layout: LayoutInstance, storage: SubviewStorage, proposal: ProposedSize, root: String) {
        // The containers, and the views no storage holds (a scroll view's content, an overlay's
        // view, a `ViewThatFits` candidate, which their parent measures directly, with no cache
        // between), found in one walk without naming every view (names cost a string or two a
        // view: half a playground request at 10,000 cards); the hottest leaf alone is named, at
        // the end.
        typealias Entry = (storage: SubviewStorage, depth: Int, node: ViewNode?)
        func views() -> (containers: [Entry], singles: [(node: ViewNode, depth: Int)]) {
            var entries: [Entry] = [(storage, 1, nil)]
            var singles: [(node: ViewNode, depth: Int)] = []
            storage.walkViews { e in
                guard let node = e.node else { return }
                if let c = node.container { entries.append((c.storage, e.depth + 1, node)) }
                if e.storage == nil { singles.append((node, e.depth)) }
            }
            return (entries, singles)
        }
        // A deferred view made during the pass (a template's copy a lazy grid realised first)
        // had nothing counted before it.
        let first = views()
        var before: [ObjectIdentifier: (LayoutCounters, Int)] = [:]
        for e in first.containers {
            before[ObjectIdentifier(e.storage)] = (e.storage.counters, e.node?.measurements ?? 0)
        }
        let cached = storage.measurementCacheEnabled
        var singlesBefore: [ObjectIdentifier: LayoutCounters] = [:]
        for (node, _) in first.singles {
            singlesBefore[ObjectIdentifier(node)] = TreeCounters.direct(node, cached: cached)
        }
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let (entries, singles) = views()
        var byDepth: [Int: LayoutCounters] = [:]
        for (node, depth) in singles {
            let b = singlesBefore[ObjectIdentifier(node)] ?? LayoutCounters()
            byDepth[depth, default: LayoutCounters()] += TreeCounters.direct(node, cached: cached) - b
        }
        // Each leaf's calls, with its container (an index into `entries`) and its index there.
        var perLeaf: [(calls: Double, entry: Int, index: Int)] = []
        var amplification: [String: (calls: Int, measurements: Int)] = [:]
        for (k, e) in entries.enumerated() {
            let b = before[ObjectIdentifier(e.storage)] ?? (LayoutCounters(), 0)
            let d = e.storage.counters - b.0
            byDepth[e.depth, default: LayoutCounters()] += d
            let each = Double(d.measureCalls) / Double(Swift.max(1, e.storage.count))
            for i in 0..<e.storage.count where Self.isLeaf(e.storage, i) { perLeaf.append((each, k, i)) }
            if let node = e.node, let kind = node.container?.kind {
                let received = node.measurements - b.1
                var a = amplification[kind] ?? (0, 0)
                a.calls += d.measureCalls
                a.measurements += received
                amplification[kind] = a
            }
        }
        for depth in byDepth.keys.sorted() {
            let c = byDepth[depth]!
            depths.append((depth, c))
            let values: [(String, Int)] = [
                ("measure.calls", c.measureCalls), ("measure.hits", c.measureCacheHits),
                ("measure.misses", c.measureCacheMisses), ("place.calls", c.placeCalls),
            ]
            for (name, v) in values { metrics.append(Self.count("tree.depth\(depth).\(name)", Double(v))) }
        }
        let sorted = perLeaf.map(\.calls).sorted()
        if let first = sorted.first, let last = sorted.last {
            metrics.append(Self.count("tree.leaf.measure.calls.min", first))
            metrics.append(Self.count("tree.leaf.measure.calls.median", sorted[sorted.count / 2]))
            metrics.append(Self.count("tree.leaf.measure.calls.max", last))
            let leaf = perLeaf.max { $0.calls < $1.calls }!
            let container = entries[leaf.entry].storage
            var trail = root
            if container !== storage {
                trail =
                    storage.firstView(root: root, plainItems: false) { $0.node?.container?.storage === container }?
                    .trail ?? root
            }
            let hottest = (
                trail: "\(trail) › \(container.model(at: leaf.index).kindName)[\(leaf.index)]", calls: leaf.calls
            )
            self.hottest = (hottest.trail, hottest.calls)
            self.perLeaf = (first, sorted[sorted.count / 2], last)
            findings.append(
                "leaves measured per pass: min \(formatLength(first)), median \(formatLength(sorted[sorted.count / 2])), max \(formatLength(last)) (\(hottest.trail))"
            )
            if last > Self.leafCallThreshold {
                findings.append(
                    "finding: \(hottest.trail) is measured \(formatLength(last)) times a pass (more than \(formatLength(Self.leafCallThreshold)))"
                )
            }
        }
        for kind in amplification.keys.sorted() {
            let a = amplification[kind]!
            guard a.measurements > 0 else { continue }
            let ratio = Double(a.calls) / Double(a.measurements)
            metrics.append(Self.count("tree.\(kind).amplification", ratio))
            findings.append("\(kind): \(formatLength(ratio)) measure calls on its subviews per measurement it received")
        }
    }

    /// Whether item `i` is a leaf: a plain item, or a view that is one. O(1).
    static func isLeaf(_ storage: SubviewStorage, _ i: Int) -> Bool {
        guard case let .view(node) = storage.model(at: i) else { return true }
        return node.isLeaf
    }

    static func count(_ name: String, _ value: Double) -> Metric {
        Metric(MetricKind(name, unit: "calls", judgement: .exact), samples: [value])
    }
}

extension TreeCensus {
    /// What nesting costs in one steady-state pass of `workload` (after one pass that fills the
    /// caches), as lines for a terminal: measure calls, hits, misses and place calls by depth,
    /// measure calls per leaf, and each container kind's amplification. `nil` for a flat scene.
    /// A scroll workload is counted as a full pass of its content.
    package static func summary(
        of workload: Workload, registry: PluginRegistry, measurementCache: Bool = true
    ) throws -> [String]? {
        let (layout, storage, made) = try workload.makeStorage(registry: registry)
        guard !storage.viewSlots.isEmpty else { return nil }
        storage.measurementCacheEnabled = measurementCache
        let proposal = workload.proposal
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let census = TreeCensus(layout: layout, storage: storage, proposal: proposal, root: workload.layout)
        try made.check()
        let byDepth = census.depths.map { d in
            "depth \(d.depth): \(d.counters.measureCalls) measure calls (\(d.counters.measureCacheHits) hits, \(d.counters.measureCacheMisses) misses), \(d.counters.placeCalls) place calls"
        }
        return byDepth + census.findings
    }
}
