import Foundation
import GridPerfCore
import GridPerfModel

extension Playground {
    /// `GET /api/presets`: `presets` (a JSON array of `{"name", "note", "request"}`, each request
    /// one for `POST /api/layout`: the reference texts' examples and quizzes, so that a quiz can be
    /// replayed and its answer seen), then `scenes` (tree scenes given whole: a request
    /// `{"scene": …}`). The presets are data the server ships (Sources/GridPerfServe/Page/
    /// presets.json): the harness names no layout. An entry that is not JSON is left out.
    /// A scene whose view the page may change (``PlaygroundChanges``) carries its `"update"`; when
    /// its file is over ``largestChangingScene`` bytes it is not sent (the page could neither lay
    /// it out, over the body limit, nor draw it in time): its request is `{"window": true}` with
    /// `"sceneBytes"`, and the page draws the view's window from `POST /api/update` instead.
    /// - Complexity: every scene parsed; the server makes the answer once.
    package static func presetsJSON(
        presets: Data, scenes: [(name: String, note: String, scene: Data)] = [], updates: [String: String] = [:]
    ) -> Data {
        var list: [JSONValue] = (try? JSONValue.parse(presets, what: "presets"))?.arrayValue ?? []
        for s in scenes {
            let update = updates[s.name]
            var entry: [String: JSONValue] = ["name": .string(s.name), "note": .string(s.note)]
            if update != nil, s.scene.count > largestChangingScene {
                entry["request"] = .object(["window": .bool(true)])
                entry["sceneBytes"] = .number(Double(s.scene.count))
            } else {
                guard let scene = try? JSONValue.parse(s.scene, what: "preset") else { continue }
                entry["request"] = .object(["scene": scene])
            }
            if let update { entry["update"] = .string(update) }
            list.append(.object(entry))
        }
        return Data(JSONValue.object(["presets": .array(list)]).jsonText().utf8)
    }

    /// The largest scene file of a view the page may change that a preset carries whole: 2 MiB,
    /// about 3,500 product cards with every lazy element evaluated
    /// (docs/PERFORMANCE.md#playground-window).
    package static let largestChangingScene = 2 << 20
}
