import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// `POST /api/layout`: a scene's frames, what each leaf was proposed, its containers and tracks.
extension Playground {
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
}
