import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// What `gridperf serve` answers, apart from HTTP: the registered layouts, the presets, a
/// scene laid out with its cost, and one scroll step. Each takes and returns JSON (the page
/// uses nothing else); bad input is a ``PlaygroundError``.
package final class Playground: @unchecked Sendable {
    /// Frames beyond this many are not sent (the page says so); the size and the cost cover all.
    package static let maximumFramesSent = 20_000
    /// Items listed in a scroll step's answer at most.
    package static let maximumRealizedSent = 5_000
    /// How long the repeated passes that time a scene may take.
    package static let measuringTime = 0.15

    package let registry: PluginRegistry
    let probe: AllocationProbe
    /// Where a pasted scene is written for the run that times it.
    let scratchDirectory: URL
    /// Timing one scene at a time: two at once on two cores would time each other.
    private let measuring = NSLock()
    /// The scroll session: the last scrolled scene, its layout warm between steps.
    private let scrolling = NSLock()
    private var scrollKey: String?
    private var scrollState: (layout: LayoutInstance, storage: SubviewStorage)?
    /// A tree's scrolled lazy container (``ScrolledLazy``), found when its session began.
    private var scrollTarget: ScrolledLazy?
    /// The scenes given whole, by the key each answer sends back.
    package let scenes = PlaygroundSceneCache()
    /// A scene given whole is laid out on its kept views (their caches warm between requests):
    /// one request at a time uses them (a layout, or the nesting count of a cost request).
    private let keptViews = NSRecursiveLock()
    /// Each page's newest request: older ones stop at their next checkpoint.
    package let pages = PlaygroundPages()
    /// The last generated scene's SwiftUI view code and what it was written for (layout,
    /// parameters, items): the page asks for the same scene at every width of a drag, and its
    /// view code does not depend on the width (a 10,000-item scene's is 120 KB, every item written).
    private let generatedBody = Mutex<(key: String, body: String)?>(nil)

    package init(
        registry: PluginRegistry, probe: AllocationProbe,
        scratchDirectory: URL = FileManager.default.temporaryDirectory
    ) {
        self.registry = registry
        self.probe = probe
        self.scratchDirectory = scratchDirectory
    }

    /// `GET /api/layouts`: each layout with its parameters (name, type, default, meaning, choices),
    /// and what the page needs to start a scene of it, from its plugin (the page names no layout:
    /// an outside plugin is offered as a built-in is): `tracks`, the parameter holding its
    /// GridItems when it divides its proposal into tracks (``LayoutPlugin/tracks(parameters:proposal:)``),
    /// and `threeColumns`, its parameters for three columns (``LayoutPlugin/parameters(forColumns:)``).
    package func layoutsJSON() -> Data {
        let list: [JSONValue] = registry.all.map { plugin in
            var extra: [String: JSONValue] = [:]
            if let tracks = try? plugin.tracks(
                parameters: plugin.exampleParameters, proposal: ProposedSize(width: 100, height: 100))
            {
                extra["tracks"] = .string(tracks.axis)
            }
            if let columns = plugin.parameters(forColumns: 3) { extra["threeColumns"] = .object(columns) }
            return .object(
                extra.merging([
                    "name": .string(plugin.name), "summary": .string(plugin.summary),
                    "lazy": .bool(
                        (try? registry.makeLayout(named: plugin.name, parameters: plugin.exampleParameters))?.lazy
                            != nil),
                    "parameters": .array(
                        plugin.parameters.map { p in
                            var fields: [String: JSONValue] = [
                                "name": .string(p.name), "default": .string(p.defaultValue),
                                "summary": .string(p.summary),
                            ]
                            switch p.kind {
                            case .integer: fields["type"] = .string("integer")
                            case .number: fields["type"] = .string("number")
                            case let .choice(values):
                                fields["type"] = .string("choice");
                                fields["choices"] = .array(values.map { .string($0) })
                            case let .json(what): fields["type"] = .string("json"); fields["format"] = .string(what)
                            }
                            return .object(fields)
                        }),
                ]) { _, given in given })
        }
        return Data(JSONValue.object(["layouts": .array(list)]).jsonText().utf8)
    }

    /// `POST /api/layout`: the scene's frames (the first ``maximumFramesSent``), proposal and
    /// size, what each item was last proposed, a lazy grid's tracks at the proposal and at the
    /// reported size with their arithmetic, the cost of a pass (unless `"measure": false`) and
    /// the scene as a file, commands and SwiftUI code. The cost comes with `"measure": true`;
    /// the page asks ``cost(_:)`` for it apart, so that frames redraw without waiting for it.
    package func layout(_ body: Data) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        pages.note(scene.request)
        return try usingKeptViews(scene) {
            try pages.check(scene.request)
            return try laidOut(scene)
        }
    }

    /// ``layout(_:)``'s answer for a parsed scene.
    func laidOut(_ scene: PlaygroundScene) throws -> Data {
        let w = scene.workload
        let (layout, storage) = try PlaygroundError.about("parameters") { try scene.make(registry: registry) }
        let proposal = w.proposal
        let size = layout.layout(proposal: proposal, subviews: storage.subviews)
        let isTree = !storage.viewSlots.isEmpty
        try PlaygroundError.about("parameters") {
            if isTree {
                try LayoutResult.checkFiniteTree(size: size, storage: storage, layout: w.layout)
            } else {
                try storage.withFrames { try LayoutResult.checkFinite(size: size, frames: $0, layout: w.layout) }
            }
        }
        // A tree sends its leaves (depth first, in the root's coordinates, as `gridperf layout`)
        // that lie within the root's reported size: what the page draws. The rest (a scroll
        // view's content past its height) are counted, not sent: 10,000 cards are a few
        // screens' worth of frames, not 30,000 (docs/PERFORMANCE.md#playground-scene-key).
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let allLeaves = isTree ? storage.leafFrames : []
        let leafIndices = allLeaves.indices.filter { Self.overlaps(allLeaves[$0], bounds) }
        let leaves = leafIndices.map { allLeaves[$0] }
        let sent = Swift.min(isTree ? leaves.count : storage.count, Self.maximumFramesSent)
        // A tree's leaves sent are named as Nesting names views, with what each was last
        // proposed; past maximumNamedContainers, neither (the walk that names them costs a
        // string or two a view before the last one).
        let named =
            isTree && sent <= Self.maximumNamedContainers
            ? storage.leafEntries(root: w.layout, wanted: Array(leafIndices.prefix(sent))) : []
        var frames = "[", proposed = "[", paths = "[", modified = "["
        // The leaves sent that are a background's view, or inside one: the page draws them first,
        // under the view they are behind.
        var under: [JSONValue] = []
        frames.reserveCapacity(sent * 40)
        storage.withFrames { f in
            for i in 0..<sent {
                let r = isTree ? leaves[i] : f[i]
                if i > 0 { frames += ","; proposed += "," }
                frames += Self.rectText(r)
                var p: ProposedSize?
                if !isTree {
                    p = storage.lastProposal(of: i)
                } else if i < named.count {
                    let e = named[i]
                    p = e.node.map(\.lastProposal) ?? e.storage.flatMap { $0.lastProposal(of: e.index) }
                    paths += (i > 0 ? "," : "") + JSONValue.string(e.trail).compactJSON()
                    modified += (i > 0 ? "," : "") + Self.modifiersText(e.node)
                    if e.path.contains(".background.content") { under.append(.number(Double(i))) }
                }
                proposed +=
                    p.map { "[\($0.width.map(jsonNumber) ?? "null"),\($0.height.map(jsonNumber) ?? "null")]" } ?? "null"
            }
        }
        frames += "]"
        proposed += "]"
        paths += "]"
        modified += "]"
        var meta: [String: JSONValue] = [
            "layout": .string(w.layout),
            "proposal": .object([
                "width": proposal.width.map(JSONValue.number) ?? .null,
                "height": proposal.height.map(JSONValue.number) ?? .null,
            ]),
            "size": .object(["width": .number(size.width), "height": .number(size.height)]),
            "count": .number(Double(storage.count)), "framesSent": .number(Double(sent)),
            "lazy": .bool(layout.lazy != nil),
            "copy": copyTexts(
                scene, storage: storage, withCode: (isTree ? allLeaves.count : storage.count) <= Self.copyInlineLimit),
        ]
        if let tracks = try tracks(w, reported: size) { meta["tracks"] = tracks }
        var containers = ""
        if isTree {
            meta["leafCount"] = .number(Double(allLeaves.count))
            meta["leafIndex"] = .array(leafIndices.prefix(sent).map { .number(Double($0)) })
            meta["leavesBeyond"] = .number(Double(allLeaves.count - leaves.count))
            let (text, total) = Self.containersText(storage, root: w.layout, within: bounds)
            containers =
                ",\"containers\":" + text
                + (named.isEmpty ? "" : ",\"leafPaths\":" + paths + ",\"leafModifiers\":" + modified)
            if !under.isEmpty { meta["under"] = .array(under) }
            meta["containerCount"] = .number(Double(total))
            // A scroll view over a lazy container: the page's Scroll panel steps through it.
            if let t = ScrolledLazy.first(in: storage) {
                meta["scroll"] = .object([
                    "axis": .string(t.isVertical ? "vertical" : "horizontal"),
                    "extent": .number(t.isVertical ? t.content.frame.height : t.content.frame.width),
                    "viewport": .number(t.viewportLength),
                    "frame": Self.rectJSON(t.scroll.contentFrame),
                ])
            }
        }
        if let key = scene.key { meta["sceneKey"] = .string(key) }
        if scene.wantsCost { meta.merge(try costAnswer(scene)) { $1 } }
        let metaText = JSONValue.object(meta).jsonText()
        return Data(
            ("{\"frames\":" + frames + ",\"proposed\":" + proposed + containers + "," + metaText.dropFirst()).utf8)
    }

    /// `[x, y, width, height]`, as the page reads a frame.
    static func rectText(_ r: Rect) -> String {
        "[\(jsonNumber(r.minX)),\(jsonNumber(r.minY)),\(jsonNumber(r.width)),\(jsonNumber(r.height))]"
    }

    /// ``rectText(_:)`` as a value, for an answer built as one.
    static func rectJSON(_ r: Rect) -> JSONValue { .array([r.minX, r.minY, r.width, r.height].map(JSONValue.number)) }

    /// Runs `body` with the views of a scene given whole to itself: they are the kept scene's,
    /// their caches warm between requests, and one request at a time uses them (a layout, a
    /// scroll step, a nesting count).
    func usingKeptViews<T>(_ scene: PlaygroundScene, _ body: () throws -> T) rethrows -> T {
        guard scene.given != nil else { return try body() }
        keptViews.lock()
        defer { keptViews.unlock() }
        return try body()
    }

    /// A view's layout modifiers for the page to outline on hover: `{"names": [outermost
    /// first], "frame": [x, y, w, h]}` (the frame the outermost one was given), or `null` for a
    /// view without any.
    static func modifiersText(_ node: ViewNode?) -> String {
        guard let modifiers = node?.modifiers, let node, !modifiers.isEmpty else { return "null" }
        let names = modifiers.reversed().map { JSONValue.string($0.name).compactJSON() }.joined(separator: ",")
        return "{\"names\":[\(names)],\"frame\":\(rectText(node.frame))}"
    }

    /// Whether two lengths land on the same pixel at 3× (the densest iPhone screens): SwiftUI
    /// rounds placements to pixels, so a reported width of 414.00000000000006 against a
    /// proposal of 414 is one width, not the two-pass quirk.
    static func samePixel(_ a: Double, _ b: Double) -> Bool { (a * 3).rounded() == (b * 3).rounded() }

    /// The most containers sent with their paths and kinds: past it the page draws them as one
    /// outline a depth (no tooltips), and naming 10,000 took a third of a request.
    package static let maximumNamedContainers = 2_000

    /// Whether `frame` and `bounds` share a point (edges included: a zero-height view on the
    /// bottom edge is drawn).
    static func overlaps(_ frame: Rect, _ bounds: Rect) -> Bool {
        frame.minX <= bounds.maxX && frame.maxX >= bounds.minX && frame.minY <= bounds.maxY
            && frame.maxY >= bounds.minY
    }

    /// A tree's placed containers that lie within `bounds`, at most ``maximumFramesSent``:
    /// `[{"path", "kind", "depth", "frame": [x, y, w, h]}…]` (the path as Nesting writes it:
    /// `zstack › scrollView[0] › lazy-vgrid`), written directly; past
    /// ``maximumNamedContainers``, `{"depth", "frame"}` only; and how many containers the tree
    /// has in all. Only the containers sent are named (the walk that names them stops at the
    /// last). O(views).
    static func containersText(_ storage: SubviewStorage, root: String, within bounds: Rect) -> (String, Int) {
        var total = 0
        var shown: [(depth: Int, frame: Rect, node: ObjectIdentifier)] = []
        storage.walkViews { step in
            guard let node = step.node, node.isListedWithContainers else { return }
            total += 1
            if node.isPlaced, overlaps(node.contentFrame, bounds), shown.count < maximumFramesSent {
                shown.append((step.depth, node.contentFrame, ObjectIdentifier(node)))
            }
        }
        var names: [ObjectIdentifier: (path: String, kind: String, modifiers: String)] = [:]
        if !shown.isEmpty, shown.count <= maximumNamedContainers {
            let wanted = Set(shown.map(\.node))
            _ = storage.firstView(root: root, plainItems: false) { e in
                if let node = e.node, wanted.contains(ObjectIdentifier(node)) {
                    names[ObjectIdentifier(node)] = (e.trail, node.kind, modifiersText(node))
                }
                return names.count == wanted.count
            }
        }
        var out = "["
        for (k, c) in shown.enumerated() {
            out += k > 0 ? ",{" : "{"
            if let name = names[c.node] {
                out +=
                    "\"path\":" + JSONValue.string(name.path).compactJSON() + ",\"kind\":"
                    + JSONValue.string(name.kind).compactJSON() + ","
                if name.modifiers != "null" { out += "\"modifiers\":" + name.modifiers + "," }
            }
            out += "\"depth\":\(c.depth),\"frame\":" + rectText(c.frame) + "}"
        }
        return (out + "]", total)
    }

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

    /// The tracks the layout divides the proposal into (a lazy grid's columns or rows: its
    /// plugin's ``LayoutPlugin/tracks(parameters:proposal:)``) and, when the reported size
    /// differs on that side, the tracks at that size (SwiftUI's two passes: the quirk of the
    /// reference texts' third quiz), with the arithmetic. `nil` for a layout without tracks.
    func tracks(_ w: Workload, reported: Size) throws -> JSONValue? {
        let plugin = try registry.plugin(named: w.layout)
        let first = try PlaygroundError.about("parameters") {
            try plugin.tracks(parameters: w.parameters, proposal: w.proposal)
        }
        guard let first else { return nil }
        func json(_ t: TrackExplanation) -> JSONValue {
            .object([
                "length": .number(t.length), "extent": .number(t.extent),
                "tracks": .array(
                    t.tracks.map {
                        .object([
                            "start": .number($0.start), "size": .number($0.size),
                            "count": .number(Double($0.count)), "spacing": .number($0.spacing),
                        ])
                    }),
                "steps": .array(t.steps.map { .string($0) }),
            ])
        }
        var out: [String: JSONValue] = ["axis": .string(first.axis), "atProposal": json(first)]
        let other = first.dividedAxis == .horizontal ? reported.width : reported.height
        if !Self.samePixel(other, first.length),
            let second = try PlaygroundError.about(
                "parameters",
                {
                    try plugin.tracks(parameters: w.parameters, proposal: ProposedSize(reported))
                })
        {
            out["atReported"] = json(second)
            out["differ"] = .bool(
                second.tracks.count != first.tracks.count
                    || zip(second.tracks, first.tracks).contains { !Self.samePixel($0.size, $1.size) })
        } else {
            out["differ"] = .bool(false)
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

    /// `POST /api/scroll` (a scene and `"offset"`, `"viewport"`): one step of scrolling a lazy
    /// layout — the items realised in the viewport, the step's time and its work. The scene's
    /// layout stays warm between the steps of one scene, as a scroll view's does.
    package func scroll(_ body: Data) throws -> Data {
        let json = try PlaygroundError.about("body") { try JSONValue.parse(body, what: "request", format: "JSON") }
        guard var fields = json.objectValue else { throw PlaygroundError("request: expected an object", field: "body") }
        let offset = fields.removeValue(forKey: "offset")?.doubleValue ?? 0
        let viewport = fields.removeValue(forKey: "viewport")?.doubleValue ?? 600
        guard offset.isFinite, offset >= 0, viewport.isFinite, viewport > 0, viewport <= PlaygroundScene.maximumWidth
        else {
            throw PlaygroundError(
                "offset and viewport: expected offset ≥ 0 and a viewport from 0 to \(Int(PlaygroundScene.maximumWidth))",
                field: "scroll")
        }
        // The session is the scene's: which request of which page asks does not change it.
        for field in ["measure", "page", "seq"] { fields[field] = nil }
        let key = JSONValue.object(fields).jsonText()
        let scene = try PlaygroundScene.parse(Data(key.utf8), registry: registry, cache: scenes)
        scrolling.lock()
        defer { scrolling.unlock() }
        return try usingKeptViews(scene) { try scrollStep(scene, key: key, offset: offset, viewport: viewport) }
    }

    /// ``scroll(_:)``'s step, in the scroll session of `key` (made anew for another scene).
    private func scrollStep(_ scene: PlaygroundScene, key: String, offset: Double, viewport: Double) throws -> Data {
        if scrollKey != key || scrollState == nil {
            let made: (layout: LayoutInstance, storage: SubviewStorage) = try PlaygroundError.about("parameters") {
                try scene.make(registry: registry)
            }
            scrollState = made
            scrollTarget = nil
            if made.layout.lazy == nil, !made.storage.viewSlots.isEmpty {
                // A tree scrolls through its first scroll view's lazy container, placed by a
                // full pass first (where the scroll view and its content are).
                made.layout.layout(proposal: scene.workload.proposal, subviews: made.storage.subviews)
                scrollTarget = ScrolledLazy.first(in: made.storage)
            }
            scrollKey = key
        }
        let (layout, storage) = scrollState!
        // What scrolls: a lazy root, in its own coordinates; or a tree's scrolled lazy
        // container, its frames moved to where the scroll view shows them.
        let lazy: AnyLazyLayout, items: SubviewStorage, cross: Double, length: Double, visible: Range<Double>
        var shift = (x: 0.0, y: 0.0)
        var viewportFrame: Rect?
        if let root = layout.lazy {
            lazy = root
            items = storage
            cross =
                root.scrollAxis == .vertical ? scene.workload.proposal.width ?? 0 : scene.workload.proposal.height ?? 0
            length = viewport
            visible = offset..<(offset + viewport)
        } else if let t = scrollTarget {
            lazy = t.lazy
            items = t.container.storage
            let content = t.content.contentFrame, window = t.scroll.contentFrame
            cross = t.crossLength
            length = t.viewportLength
            visible = t.visible(at: offset)
            shift = t.isVertical ? (content.minX, content.minY - offset) : (content.minX - offset, content.minY)
            viewportFrame = window
        } else {
            throw PlaygroundError(
                "\(scene.workload.layout): not a lazy layout, and no scroll view holds one; nothing to scroll",
                field: "scroll")
        }
        var realized: [Int] = []
        realized.reserveCapacity(1024)
        let c0 = items.counters
        let t0 = UptimeClock.now()
        if !visible.isEmpty {
            lazy.realize(crossLength: cross, visible: visible, subviews: items.subviews, realized: &realized)
        }
        let elapsed = UptimeClock.now() - t0
        let c = items.counters - c0
        let extent = lazy.contentExtent(crossLength: cross, subviews: items.subviews)
        let sent = realized.prefix(Self.maximumRealizedSent)
        var frames: [JSONValue] = []
        items.withFrames { f in
            for i in sent {
                frames.append(
                    .array([
                        .number(Double(i)), .number(f[i].minX + shift.x), .number(f[i].minY + shift.y),
                        .number(f[i].width), .number(f[i].height),
                    ]))
            }
        }
        var out: [String: JSONValue] = [
            "offset": .number(offset), "viewport": .number(length), "contentExtent": .number(extent),
            "realizedCount": .number(Double(realized.count)), "realized": .array(frames),
            "time": .number(Double(elapsed)), "measureCalls": .number(Double(c.measureCalls)),
            "measureMisses": .number(Double(c.measureCacheMisses)),
            "layoutCacheMisses": .number(Double(c.layoutCacheMisses)),
        ]
        if let r = viewportFrame {
            out["viewportFrame"] = Self.rectJSON(r)
        }
        return Data(JSONValue.object(out).jsonText().utf8)
    }

    /// The most items (a generated scene's) or leaves (a tree's) whose SwiftUI code comes with
    /// each layout answer; a larger scene's is written on request (``swiftUICopy(_:)``), off the
    /// path of a drag: the 100,000 items of a generated scene are 1.5 MB of code, which each width
    /// change had sent again (docs/PLAYGROUND.md).
    package static let copyInlineLimit = 2_000

    /// The commands that lay the scene out and benchmark it, and with `withCode` its SwiftUI code
    /// (the scene file itself: ``sceneFile(_:)``, on demand, as it may be long; so is the code of a
    /// scene past ``copyInlineLimit``: `"swiftUIOnRequest": true`); `storage` is the scene laid out.
    func copyTexts(_ scene: PlaygroundScene, storage: SubviewStorage, withCode: Bool) -> JSONValue {
        let w = scene.workload
        var out: [String: JSONValue] = [:]
        if withCode {
            out["swiftUI"] = .string(swiftUICode(scene) { (0..<storage.count).map(storage.model(at:)) })
        } else {
            out["swiftUIOnRequest"] = .bool(true)
        }
        out["layoutCommand"] = .string("gridperf layout --spec scene.json --format svg --output scene.svg")
        if scene.given == nil {
            let params = w.parameters.objectValue ?? [:]
            let paramFlags = params.keys.sorted().map {
                "--param \(Self.shellQuoted("\($0)=\(params[$0]!.jsonText())"))"
            }.joined(separator: " ")
            out["runCommand"] = .string(
                "gridperf run --layout \(w.layout) --width \(jsonNumber(w.width)) --items \(w.count) --items-model \(w.itemsModel) --seed \(w.seed)"
                    + (paramFlags.isEmpty ? "" : " " + paramFlags))
        } else {
            out["runCommand"] = .string("gridperf run --spec scene.json")
        }
        return .object(out)
    }

    /// The scene's SwiftUI code (``SwiftUICode``): a scene given whole written once (its view code
    /// does not depend on the width drawn), a generated one from `models` (its items), once for
    /// its layout, parameters and items; framed at the width drawn. O(scene) the first time.
    func swiftUICode(_ scene: PlaygroundScene, models: () throws -> [ItemModel]) rethrows -> String {
        let w = scene.workload
        let writer = SwiftUICode(registry: registry)
        if let json = scene.sceneJSON {
            return writer.render(
                scene: json, width: w.proposal.width, height: w.proposal.height,
                body: scene.given?.swiftUIBody.value { writer.view(json, indent: "") })
        }
        let key =
            "\(w.layout) \(w.parameters.jsonText()) \(w.count) \(w.itemsModel) \(w.seed) \(w.templateDigest ?? "")"
        let body = try generatedBody.withLock { last in
            if let last, last.key == key { return last.body }
            let models = try models()
            let body =
                writer.generatedView(w, models: models) ?? writer.view(SwiftUICode.scene(w, items: models), indent: "")
            last = (key, body)
            return body
        }
        // The scene without its items: what the frame and the layout's note are written from.
        return writer.render(
            scene: SwiftUICode.scene(w, items: []), width: w.proposal.width, height: w.proposal.height, body: body)
    }

    /// `POST /api/swiftui`: the scene's SwiftUI code (`{"text": …}`), for a scene whose layout
    /// answer left it out (``copyInlineLimit``).
    package func swiftUICopy(_ body: Data) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        let text = try swiftUICode(scene) {
            try PlaygroundError.about("parameters") { try scene.workload.makeScene(registry: registry).1 }
        }
        return Data(JSONValue.object(["text": .string(text)]).jsonText().utf8)
    }

    /// `POST /api/profile`: exact instructions and the flame graph, from `gridperf profile` run
    /// as a child (`executable`, with `leading` arguments such as `--plugin PATH`) on the scene's
    /// generated items: `{"instructions": per pass, "passes", "top": [[name, self, inclusive]…],
    /// "flameGraph": <svg>}`. A pasted scene file is not profiled (profile takes generated items).
    package func profile(_ body: Data, executable: String, leading: [String]) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        guard scene.given == nil else {
            throw PlaygroundError(
                "profile: takes generated items (layout, parameters, items), not a scene file", field: "scene")
        }
        let w = scene.workload
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-serve-profile-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var arguments =
            [executable] + leading + [
                "profile", "--layout", w.layout, "--items", String(Swift.max(1, w.count)),
                "--items-model", w.itemsModel.description, "--seed", String(w.seed), "--width", jsonNumber(w.width),
                "--passes", "3", "--output", dir,
            ]
        for (key, value) in (w.parameters.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            arguments += ["--param", "\(key)=\(value.stringValue ?? value.jsonText())"]
        }
        let finished = try Shell.launch(arguments)
        guard finished.status == 0, !finished.signaled else {
            let last =
                String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").last.map(String.init)
                ?? "exit \(finished.status)"
            throw PlaygroundError(
                "profile: \(last.hasPrefix("error: ") ? String(last.dropFirst(7)) : last)", field: "profile")
        }
        guard
            let folder = try ReportWriter.reportFolders(in: dir).first
                ?? (try? FileManager.default.contentsOfDirectory(atPath: dir))?.first
        else {
            throw PlaygroundError("profile: wrote nothing", field: "profile")
        }
        let profile = try JSONDecoder().decode(Profile.self, from: try InputFile.read("\(dir)/\(folder)/profile.json"))
        let svg = String(decoding: try InputFile.read("\(dir)/\(folder)/flamegraph.svg"), as: UTF8.self)
        let top: [JSONValue] = profile.functions.sorted { $0.selfCost > $1.selfCost }.prefix(10).map {
            .array([
                .string($0.name), .number(Double($0.selfCost) / Double(Swift.max(1, profile.passes))),
                .number(Double($0.inclusive) / Double(Swift.max(1, profile.passes))),
            ])
        }
        return Data(
            JSONValue.object([
                "instructions": .number(Double(profile.total) / Double(Swift.max(1, profile.passes))),
                "passes": .number(Double(profile.passes)),
                "event": .string(profile.event), "top": .array(top), "flameGraph": .string(svg),
            ]).jsonText().utf8)
    }

    /// `POST /api/scenefile`: the scene as a file of docs/SPEC-FORMAT.md, every item listed
    /// (`{"text": …}`), for `gridperf layout --spec` and `gridperf run --spec`.
    package func sceneFile(_ body: Data) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        let text: String
        if let given = scene.sceneText {
            text = given
        } else {
            let w = scene.workload
            let (_, items, _) = try PlaygroundError.about("parameters") { try w.makeScene(registry: registry) }
            text = JSONValue.object([
                "layout": .string(w.layout), "parameters": w.parameters, "items": .array(items.map(\.json)),
                "proposal": .object([
                    "width": w.proposal.width.map(JSONValue.number) ?? .null,
                    "height": w.proposal.height.map(JSONValue.number) ?? .null,
                ]),
            ]).jsonText(pretty: true)
        }
        return Data(JSONValue.object(["text": .string(text)]).jsonText().utf8)
    }

    static func shellQuoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
