import Foundation
import GridPerfCore
import GridPerfModel

/// One scene the playground lays out, read from a request: either a layout, its parameters,
/// a width and generated items (`{"layout", "parameters", "width", "height", "items": {"count",
/// "model", "seed"}}`), or a whole scene file (`{"scene": …}`, docs/SPEC-FORMAT.md, its proposal
/// width replaced by `width` when given). Limits are checked before anything is allocated.
package struct PlaygroundScene: Sendable {
    /// The most items the playground lays out (a page draws them; a benchmark is `gridperf run`).
    package static let maximumItems = 200_000
    /// The widest proposal it takes.
    package static let maximumWidth = 100_000.0
    /// How many items a request that does not say draws.
    package static let defaultCount = 20

    package var workload: Workload
    /// The scene file's text when the request gave one (the workload reads it from a temporary file).
    package var sceneText: String?

    package static func parse(_ body: Data, registry: PluginRegistry) throws -> PlaygroundScene {
        let json = try PlaygroundError.about("body") { try JSONValue.parse(body, what: "request", format: "JSON") }
        var r = try PlaygroundError.about("body") { try JSONObjectReader(json, path: "") }
        let width = try dimension("width", in: &r)
        let height = try dimension("height", in: &r)
        if let scene = r.value("scene") {
            try PlaygroundError.about("body") { try r.finish(known: ["scene", "width", "height", "measure"]) }
            return try PlaygroundError.about("scene") {
                try fromSceneFile(scene, width: width, height: height, registry: registry)
            }
        }
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
        try PlaygroundError.about("body") {
            try r.finish(known: ["layout", "parameters", "width", "height", "items", "measure"])
        }
        var w = Workload(
            layout: layout, parameters: parameters, width: width ?? Workload.defaultWidth, count: drawn.count,
            itemsModel: drawn.model, seed: drawn.seed)
        w.height = height
        // Bad parameters fail here, named as the command line names them.
        _ = try PlaygroundError.about("parameters") { try registry.makeLayout(named: layout, parameters: parameters) }
        return PlaygroundScene(workload: w, sceneText: nil)
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

    /// A scene given whole (a scene file as an object or its text), laid out at `width` and
    /// `height` where the request gives them.
    private static func fromSceneFile(
        _ scene: JSONValue, width: Double?, height: Double?, registry: PluginRegistry
    ) throws -> PlaygroundScene {
        var text = scene.stringValue ?? ""
        if case .object = scene { text = scene.jsonText() }
        guard !text.isEmpty else {
            throw GridPerfError("scene: expected a scene (docs/SPEC-FORMAT.md) as an object or its text")
        }
        var spec = try LayoutSpec.parse(Data(text.utf8), source: "scene", registry: registry)
        guard spec.items.count <= maximumItems else {
            throw GridPerfError(
                "scene: \(spec.items.count) items, more than the playground's \(maximumItems) (use `gridperf run --spec`)"
            )
        }
        if let width { spec.proposal.width = width }
        if let height { spec.proposal.height = height }
        // The scene as laid out: the request's width and height written into its proposal, so
        // that "copy as scene file" gives what is drawn (it kept the pasted 390 at 1024).
        if width != nil || height != nil,
            case var .object(fields)? = try? JSONValue.parse(Data(text.utf8), what: "scene")
        {
            var proposal = fields["proposal"]?.objectValue ?? [:]
            if let width { proposal["width"] = .number(width) }
            if let height { proposal["height"] = .number(height) }
            fields["proposal"] = .object(proposal)
            text = JSONValue.object(fields).jsonText()
        }
        var w = Workload(
            layout: spec.layout, parameters: spec.parameters ?? .object([:]), width: spec.proposal.width ?? 0,
            count: spec.items.count)
        w.itemsModel = .scene
        w.height = spec.proposal.height
        w.unspecifiedWidth = spec.proposal.width == nil ? true : nil
        return PlaygroundScene(workload: w, sceneText: text)
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

    /// The layout and its subviews, ready for a pass.
    func make(registry: PluginRegistry) throws -> (LayoutInstance, SubviewStorage) {
        if let sceneText {
            let spec = try LayoutSpec.parse(Data(sceneText.utf8), source: "scene", registry: registry)
            let layout = try registry.makeLayout(
                named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
            return (layout, SubviewStorage(spec.items, attributes: spec.attributes))
        }
        let (layout, items, attributes) = try workload.makeScene(registry: registry)
        return (layout, SubviewStorage(items, attributes: attributes))
    }
}
