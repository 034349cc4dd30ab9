import Foundation
import GridPerfCore
import Synchronization
import GridPerfModel

/// One scene the playground lays out, read from a request: either a layout, its parameters,
/// a width and generated items (`{"layout", "parameters", "width", "height", "items": {"count",
/// "model", "seed"}}`), or a whole scene file (`{"scene": …}`, docs/SPEC-FORMAT.md, its proposal
/// width replaced by `width` when given) — or the key of a scene given earlier (`{"sceneKey": …,
/// "width"}`, ``PlaygroundSceneCache``). Limits are checked before anything is allocated.
package struct PlaygroundScene: Sendable {
    /// The most items the playground lays out (a page draws them; a benchmark is `gridperf run`).
    package static let maximumItems = 200_000
    /// The widest proposal it takes.
    package static let maximumWidth = 100_000.0
    /// How many items a request that does not say draws.
    package static let defaultCount = 20

    package var workload: Workload
    /// The scene given whole, parsed once; `nil` for generated items.
    package var given: Given?
    /// The key ``given`` is kept under (sent back, for the next request to name it).
    package var key: String?
    /// Whether the request asked for the cost with the frames (`"measure": true`).
    package var wantsCost = false
    /// Which request of which page this is (`"page"`, `"seq"`), if the request says.
    package var request: PlaygroundPages.Request?
    /// The width the page drew the same scene at before (`"from"`): Nesting then counts the relayout
    /// from that width, the pass the width change made; without it, the scene's first layout.
    package var fromWidth: Double?

    /// A scene given whole: its fields as given and as parsed.
    package struct Given: Sendable {
        /// The scene file's fields, as given (its proposal the given one).
        var fields: [String: JSONValue]
        var spec: LayoutSpec
        /// The scene's SwiftUI view code, written at its first layout and shared by the copies of
        /// this value (the kept scene's, at every width): a 10,000-card tree's is 412 KB, and
        /// writing it again at each width change was most of the request.
        let swiftUIBody = WrittenOnce()
    }

    /// A text made once, on first use, by whichever request needs it first.
    package final class WrittenOnce: Sendable {
        private let text = Mutex<String?>(nil)
        /// The text, made by `make` the first time. O(1) after the first.
        func value(_ make: () -> String) -> String {
            text.withLock { text in
                if let text { return text }
                let made = make()
                text = made
                return made
            }
        }
    }

    /// The scene file as laid out: the given fields with the request's width and height in its
    /// proposal, so that "copy as scene file" gives what is drawn; `nil` for generated items.
    /// O(scene) (it is written out).
    package var sceneText: String? {
        guard let given else { return nil }
        return JSONValue.object(sceneFields(given)).compactJSON()
    }

    /// The given scene as a JSON value with the proposal laid out. O(fields).
    var sceneJSON: JSONValue? { given.map { .object(sceneFields($0)) } }

    private func sceneFields(_ given: Given) -> [String: JSONValue] {
        var fields = given.fields
        var proposal = fields["proposal"]?.objectValue ?? [:]
        let p = workload.proposal
        if p.width != given.spec.proposal.width { proposal["width"] = p.width.map(JSONValue.number) ?? .null }
        if p.height != given.spec.proposal.height { proposal["height"] = p.height.map(JSONValue.number) ?? .null }
        if !proposal.isEmpty { fields["proposal"] = .object(proposal) }
        return fields
    }

    /// The scene of a request; a scene given whole is kept in `cache`.
    package static func parse(_ body: Data, registry: PluginRegistry, cache: PlaygroundSceneCache? = nil) throws
        -> PlaygroundScene
    {
        let json = try PlaygroundError.about("body") { try JSONValue.parse(body, what: "request", format: "JSON") }
        var r = try PlaygroundError.about("body") { try JSONObjectReader(json, path: "") }
        let width = try dimension("width", in: &r)
        let height = try dimension("height", in: &r)
        let wantsCost = r.value("measure")?.boolValue ?? false
        let from = try dimension("from", in: &r)
        let request = try pageRequest(&r)
        // What every request may carry besides its scene.
        let common = ["width", "height", "measure", "page", "seq", "from"]
        var scene: PlaygroundScene
        if let key = r.value("sceneKey") {
            try PlaygroundError.about("body") { try r.finish(known: ["sceneKey"] + common) }
            guard let name = key.stringValue, let given = cache?.scene(name) else {
                throw PlaygroundError(
                    "sceneKey: not a scene this server keeps (it keeps the last \(PlaygroundSceneCache.capacity)); send the scene",
                    field: "sceneKey")
            }
            scene = PlaygroundScene(given, width: width, height: height)
            scene.key = name
        } else if let given = r.value("scene") {
            try PlaygroundError.about("body") { try r.finish(known: ["scene"] + common) }
            let given = try PlaygroundError.about("scene") { try fromSceneFile(given, registry: registry) }
            scene = PlaygroundScene(given, width: width, height: height)
            scene.key = cache?.insert(given)
        } else {
            scene = try generated(&r, width: width, height: height, known: common, registry: registry)
        }
        scene.wantsCost = wantsCost
        scene.request = request
        scene.fromWidth = from
        return scene
    }

    /// `"page"` (an id of up to 64 characters) and `"seq"` (a whole number ≥ 0), both or
    /// neither: which request of which page this is.
    static func pageRequest(_ r: inout JSONObjectReader) throws -> PlaygroundPages.Request? {
        let page = r.value("page"), seq = r.value("seq")
        if page == nil && seq == nil { return nil }
        guard let id = page?.stringValue, !id.isEmpty, id.count <= 64, let n = seq?.doubleValue, n >= 0,
            n <= 1e15, n == n.rounded()
        else {
            throw PlaygroundError(
                "page and seq: expected both, a page id of 1 to 64 characters and a whole number ≥ 0", field: "body")
        }
        return PlaygroundPages.Request(page: id, seq: Int(n))
    }

    /// A generated scene: a layout, its parameters and items drawn from a model.
    static func generated(
        _ r: inout JSONObjectReader, width: Double?, height: Double?, known common: [String], registry: PluginRegistry
    ) throws -> PlaygroundScene {
        let layout = try PlaygroundError.about("layout") { () -> String in
            guard let name = r.value("layout")?.stringValue else {
                throw GridPerfError("layout: required, the name of a registered layout")
            }
            _ = try registry.plugin(named: name)
            return name
        }
        let parameters = r.value("parameters") ?? .object([:])
        var items = try PlaygroundError.about("items") {
            try JSONObjectReader(r.value("items") ?? .object([:]), path: "items")
        }
        let drawn = try drawnItems(&items)
        try PlaygroundError.about("body") { try r.finish(known: ["layout", "parameters", "items"] + common) }
        var w = Workload(
            layout: layout, parameters: parameters, width: width ?? Workload.defaultWidth, count: drawn.count,
            itemsModel: drawn.model, seed: drawn.seed)
        w.height = height
        // Bad parameters fail here, named as the command line names them.
        _ = try PlaygroundError.about("parameters") { try registry.makeLayout(named: layout, parameters: parameters) }
        return PlaygroundScene(workload: w, given: nil)
    }

    /// A given scene laid out at `width` and `height` where the request gives them.
    init(_ given: Given, width: Double?, height: Double?) {
        var proposal = given.spec.proposal
        if let width { proposal.width = width }
        if let height { proposal.height = height }
        var w = Workload(
            layout: given.spec.layout, parameters: given.spec.parameters ?? .object([:]), width: proposal.width ?? 0,
            count: given.spec.items.count)
        w.itemsModel = .scene
        w.height = proposal.height
        w.unspecifiedWidth = proposal.width == nil ? true : nil
        self.init(workload: w, given: given)
    }

    init(workload: Workload, given: Given?, wantsCost: Bool = false) {
        self.workload = workload
        self.given = given
        self.wantsCost = wantsCost
    }

    /// The request's `width` or `height`: `nil` when absent, else a number from 0 to
    /// ``maximumWidth``.
    private static func dimension(_ key: String, in r: inout JSONObjectReader) throws -> Double? {
        try PlaygroundError.about(key) { () -> Double? in
            guard let d = try r.optionalDouble(key) else { return nil }
            guard d.isFinite, d >= 0, d <= maximumWidth else {
                throw GridPerfError("\(key): expected a number from 0 to \(Int(maximumWidth)), got \(d)")
            }
            return d
        }
    }

    /// A scene given whole (a scene file as an object or its text), parsed once. O(scene).
    private static func fromSceneFile(_ scene: JSONValue, registry: PluginRegistry) throws -> Given {
        let object: JSONValue
        switch scene {
        case .object: object = scene
        case let .string(text) where !text.isEmpty: object = try JSONValue.parse(Data(text.utf8), what: "scene")
        default: throw GridPerfError("scene: expected a scene (docs/SPEC-FORMAT.md) as an object or its text")
        }
        let spec = try LayoutSpec.parse(object, source: "scene", registry: registry)
        guard spec.items.count <= maximumItems else {
            throw GridPerfError(
                "scene: \(spec.items.count) items, more than the playground's \(maximumItems) (use `gridperf run --spec`)"
            )
        }
        return Given(fields: object.objectValue ?? [:], spec: spec)
    }

    /// The request's `items`: how many (``defaultCount`` unless given, at most ``maximumItems``), drawn from
    /// which model and seed.
    private static func drawnItems(
        _ items: inout JSONObjectReader
    ) throws -> (count: Int, model: ItemDistribution, seed: UInt64) {
        let count = try PlaygroundError.about("items.count") { () -> Int in
            guard let c = try items.optionalDouble("count") else { return defaultCount }
            guard c.rounded() == c, c >= 0 else {
                throw GridPerfError("items.count: expected a whole number ≥ 0, got \(c)")
            }
            guard c <= Double(maximumItems) else {
                throw GridPerfError(
                    "items.count: \(jsonNumber(c)) items, more than the playground's \(maximumItems) (use `gridperf run`)"
                )
            }
            return Int(c)
        }
        let model = try PlaygroundError.about("items.model") { () -> ItemDistribution in
            try ItemDistribution(parsing: items.value("model")?.stringValue ?? ItemDistribution.default.description)
        }
        let seed = try PlaygroundError.about("items.seed") { () -> UInt64 in
            guard let s = try items.optionalDouble("seed") else { return Workload.defaultSeed }
            guard s.rounded() == s, s >= 0, s < 9.007e15 else {
                throw GridPerfError("items.seed: expected a whole number ≥ 0, got \(s)")
            }
            return UInt64(s)
        }
        try PlaygroundError.about("items") { try items.finish(known: ["count", "model", "seed"]) }
        return (count, model, seed)
    }

    /// The scene's layout and items made anew (a scene given whole parsed again): views with no
    /// cache and no placement kept, as a screen's views are when it first appears. O(scene).
    func makeFresh(registry: PluginRegistry) throws -> (LayoutInstance, SubviewStorage) {
        guard let given else { return try make(registry: registry) }
        var fresh = self
        fresh.given = try Self.fromSceneFile(.object(given.fields), registry: registry)
        return try fresh.make(registry: registry)
    }

    /// The layout and its subviews, ready for a pass. O(items).
    func make(registry: PluginRegistry) throws -> (LayoutInstance, SubviewStorage) {
        if let given {
            let spec = given.spec
            let layout = try registry.makeLayout(
                named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
            return (layout, SubviewStorage(spec.items, attributes: spec.attributes))
        }
        let (layout, items, attributes) = try workload.makeScene(registry: registry)
        return (layout, SubviewStorage(items, attributes: attributes))
    }
}
