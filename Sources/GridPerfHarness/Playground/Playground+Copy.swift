import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// "Copy as": the scene's SwiftUI code (`POST /api/swiftui` when too large to come with its
/// frames), its commands, and its scene file (`POST /api/scenefile`).
extension Playground {
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
