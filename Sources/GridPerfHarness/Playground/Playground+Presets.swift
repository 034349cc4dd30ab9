import Foundation
import GridPerfCore
import GridPerfModel

extension Playground {
    /// `GET /api/presets`: `presets` (a JSON array of `{"name", "note", "request"}`, each request
    /// one for `POST /api/layout`: the reference texts' examples and quizzes, so that a quiz can be
    /// replayed and its answer seen), then `scenes` (tree scenes given whole: a request
    /// `{"scene": …}`). The presets are data the server ships (Sources/GridPerfServe/Page/
    /// presets.json): the harness names no layout. An entry that is not JSON is left out.
    /// A scene whose view the page may change (``PlaygroundChanges``) carries its `"update"`.
    package static func presetsJSON(
        presets: Data, scenes: [(name: String, note: String, scene: Data)] = [], updates: [String: String] = [:]
    ) -> Data {
        var list: [JSONValue] = (try? JSONValue.parse(presets, what: "presets"))?.arrayValue ?? []
        for s in scenes {
            guard let scene = try? JSONValue.parse(s.scene, what: "preset") else { continue }
            var entry: [String: JSONValue] = [
                "name": .string(s.name), "note": .string(s.note), "request": .object(["scene": scene]),
            ]
            if let update = updates[s.name] { entry["update"] = .string(update) }
            list.append(.object(entry))
        }
        return Data(JSONValue.object(["presets": .array(list)]).jsonText().utf8)
    }
}
