import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// `POST /api/cost`: the cost of the scene's passes, and for a tree what nesting cost in the pass
/// the page's last action made.
extension Playground {
    /// What nesting cost in one pass: per depth, per leaf, the hottest leaf, the findings.
    static func treeJSON(_ census: TreeCensus) -> JSONValue {
        var out: [String: JSONValue] = [
            "depths": .array(
                census.depths.map { d in
                    .object([
                        "depth": .number(Double(d.depth)), "measureCalls": .number(Double(d.counters.measureCalls)),
                        "hits": .number(Double(d.counters.measureCacheHits)),
                        "misses": .number(Double(d.counters.measureCacheMisses)),
                        "placeCalls": .number(Double(d.counters.placeCalls)),
                    ])
                }),
            "findings": .array(census.findings.map(JSONValue.string)),
            "threshold": .number(TreeCensus.leafCallThreshold),
        ]
        if let h = census.hottest { out["hottest"] = .object(["path": .string(h.trail), "calls": .number(h.calls)]) }
        if let p = census.perLeaf {
            out["perLeaf"] = .object(["min": .number(p.min), "median": .number(p.median), "max": .number(p.max)])
        }
        return .object(out)
    }

    /// `POST /api/cost`: the cost of a pass of the scene (``cost(_:)``), and for a tree what
    /// nesting cost in a pass (``nesting(_:)``): both apart from the frames, which redraw
    /// without waiting for them (at 10,000 cards, the nesting count's walks were most of a
    /// request; docs/PERFORMANCE.md#playground-scene-key).
    package func costJSON(_ body: Data) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        try pages.check(scene.request)
        return Data(JSONValue.object(try costAnswer(scene)).jsonText().utf8)
    }

    /// `{"cost"}` (``cost(_:)``), and `"tree"` (``nesting(_:)``) for a tree.
    func costAnswer(_ scene: PlaygroundScene) throws -> [String: JSONValue] {
        var out: [String: JSONValue] = ["cost": try cost(scene)]
        if let tree = try nesting(scene) { out["tree"] = tree }
        return out
    }

    /// What nesting cost in the pass the page's last action made (``TreeCensus``): a fresh scene's
    /// first layout, or, when the request says the page drew the scene at another width before
    /// (`"from"`), the relayout from that width — the passes a user waits for, as `gridperf run`
    /// reports them first (`first.*`, `width.*`), never the repeat in which everything is cached.
    /// Measure calls by depth, per leaf, the hottest leaf, the findings, and `"pass"` (`"first"` or
    /// `"width"`, with `"from"`); `nil` for a flat scene. O(scene): the scene is made afresh.
    func nesting(_ scene: PlaygroundScene) throws -> JSONValue? {
        // A scene of its own, not the kept one: its views' caches and kept placements would make
        // the pass counted a repeat.
        try pages.check(scene.request)
        let (layout, storage) = try PlaygroundError.about("parameters") { try scene.makeFresh(registry: registry) }
        guard !storage.viewSlots.isEmpty else { return nil }
        let proposal = scene.workload.proposal
        // The width drawn before, when it was another: the scene is laid out there first.
        let from = scene.fromWidth.flatMap { $0 == proposal.width ? nil : $0 }
        if let from {
            var before = proposal
            before.width = from
            layout.layout(proposal: before, subviews: storage.subviews)
        }
        let census = TreeCensus(layout: layout, storage: storage, proposal: proposal, root: scene.workload.layout)
        guard case var .object(out) = Self.treeJSON(census) else { return nil }
        out["pass"] = .string(from == nil ? "first" : "width")
        if let from { out["from"] = .number(from) }
        // A lazy container in a scroll view: the pass above measured all its subviews (gridperf's
        // full pass, as `gridperf run` counts it); SwiftUI's lazy container realises only what the
        // scroll view shows — the Scroll panel's count at offset 0, said beside it (issue 70).
        if let t = ScrolledLazy.first(in: storage) {
            out["lazy"] = .object([
                "kind": .string(t.container.kind), "subviews": .number(Double(t.container.storage.count)),
                "onScreen": .number(Double(t.realized(at: 0).count)),
            ])
        }
        return .object(out)
    }

    /// Repeated passes of the scene, as `gridperf run` times them, for at most
    /// ``measuringTime`` seconds: time per pass (median, p25, p75), measure calls,
    /// measurement-cache and layout-cache hits and misses, allocations and bytes per pass.
    func cost(_ scene: PlaygroundScene) throws -> JSONValue {
        measuring.lock()
        defer { measuring.unlock() }
        // Waiting for the timing lock, a newer request of this page may have come.
        try pages.check(scene.request)
        var w = scene.workload
        var file: String?
        if let text = scene.sceneText {
            let url = scratchDirectory.appendingPathComponent("gridperf-serve-\(UUID().uuidString).json")
            let data = Data(text.utf8)
            // A failed write (a full or read-only temporary folder) is the server's error (500),
            // not a missing scene file the run would then report against the request.
            try data.write(to: url)
            w.spec = url.path
            w.specDigest = Workload.digest(ofScene: data)
            file = url.path
        }
        defer { if let file { try? FileManager.default.removeItem(atPath: file) } }
        let options = RunOptions(iterations: 500, warmup: 2, warmupTime: 0.02, rounds: 1, maxTime: Self.measuringTime)
        let result = try PlaygroundError.about("parameters") {
            try BenchmarkRunner(registry: registry, probe: probe).run(w, options: options)
        }
        var out: [String: JSONValue] = ["passes": .number(Double(result.samples))]
        if let t = result.metric(MetricKind.timeTotal)?.statistics { out["time"] = Self.quartiles(t) }
        Self.medians(
            of: result,
            [
                ("measureCalls", MetricKind.measureCalls.total), ("measureHits", MetricKind.measureHits.total),
                ("measureMisses", MetricKind.measureMisses.total),
                ("layoutCacheHits", MetricKind.layoutCacheHits.total),
                ("layoutCacheMisses", MetricKind.layoutCacheMisses.total), ("allocations", .allocCount),
                ("allocatedBytes", .allocBytes),
            ], into: &out)
        // The passes a user waits for, as `run` reports them first (docs/PERFORMANCE.md#waited-passes):
        // a fresh scene's first layout, and the root given a new width (the tree's calls, not the root's).
        for (key, pass) in [("first", MetricKind.first), ("width", MetricKind.width)] {
            var waited: [String: JSONValue] = [:]
            if let m = result.metric(pass.time) {
                if let reason = m.unavailable {
                    waited["unavailable"] = .string(reason)
                } else if let t = m.statistics {
                    waited["time"] = Self.quartiles(t)
                }
            }
            Self.medians(
                of: result,
                [
                    ("measureCalls", pass.measureCalls), ("measureMisses", pass.measureMisses),
                    ("allocations", pass.allocCount), ("allocatedBytes", pass.allocBytes),
                ], into: &waited)
            out[key] = .object(waited)
        }
        return .object(out)
    }

    /// A time's median and quartiles, in ns, as the page reads them.
    static func quartiles(_ t: Statistics) -> JSONValue {
        .object(["median": .number(t.median), "p25": .number(t.p25), "p75": .number(t.p75), "unit": .string("ns")])
    }

    /// Each metric's median under its key, or why it was not measured (never 0).
    static func medians(of result: CaseResult, _ kinds: [(String, MetricKind)], into out: inout [String: JSONValue]) {
        for (key, kind) in kinds {
            guard let m = result.metric(kind) else { continue }
            if let reason = m.unavailable {
                out[key] = .object(["unavailable": .string(reason)])
            } else if let median = m.statistics?.median {
                out[key] = .number(median)
            }
        }
    }
}
