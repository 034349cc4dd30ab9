import Foundation
import GridPerfCore
import GridPerfModel

extension Playground {
    /// `GET /api/presets`: the scenes of the seed texts' examples and quizzes, so that a quiz
    /// can be replayed and its answer seen. Each is a request for `POST /api/layout`.
    package static let presets: [(name: String, note: String, request: String)] = [
        (
            "Quiz 1: fixed(70) and adaptive(40) in 200",
            "The fixed column is 70 wide; 200 − 70 − 8 = 122 go to the adaptive column, which fits two items of (122 − 8) ÷ 2 = 57.",
            #"{"layout":"lazy-vgrid","parameters":{"columns":[{"size":{"fixed":70}},{"size":{"adaptive":{"minimum":40}}}]},"width":200,"items":{"count":9,"model":"flexible:40-40","seed":42}}"#
        ),
        (
            "Quiz 2: flexible(min 140) and adaptive(min 70) in 200",
            "192 ÷ 2 = 96 is clamped to 140; the adaptive column gets the 52 left, and its item is 52 wide although its minimum is 70.",
            #"{"layout":"lazy-vgrid","parameters":{"columns":[{"size":{"flexible":{"minimum":140}}},{"size":{"adaptive":{"minimum":70}}}]},"width":200,"items":{"count":6,"model":"flexible:40-40","seed":42}}"#
        ),
        (
            "Quiz 3: flexible(min 50) and flexible(min 120) in 200 — two passes",
            "Sized at 200: 192 ÷ 2 = 96, then 120 (its minimum): 224 in all, which the grid reports. Placed in 224: 216 ÷ 2 = 108 and 120. The columns jump between the two passes.",
            #"{"layout":"lazy-vgrid","parameters":{"columns":[{"size":{"flexible":{"minimum":50}}},{"size":{"flexible":{"minimum":120}}}]},"width":200,"items":{"count":6,"model":"flexible:40-40","seed":42}}"#
        ),
        (
            "Photo grid: adaptive(minimum: 160) on an iPhone",
            "As many 160-point columns as fit in 390: two of 191.",
            #"{"layout":"lazy-vgrid","parameters":{"columns":[{"size":{"adaptive":{"minimum":160}}}]},"width":390,"items":{"count":60,"model":"aspect:0.75-1.5","seed":42}}"#
        ),
        (
            "Three flexible columns, 1,000 mixed items",
            "The common LazyVGrid: rows as tall as their tallest item.",
            #"{"layout":"lazy-vgrid","parameters":{"columns":[{"size":{"flexible":{}}},{"size":{"flexible":{}}},{"size":{"flexible":{}}}]},"width":390,"items":{"count":1000,"model":"mix","seed":42}}"#
        ),
        (
            "Grid and GridRow: four columns of text",
            "The eager Grid: each column as wide as its widest cell.",
            #"{"layout":"grid","parameters":{"columns":4},"width":390,"items":{"count":40,"model":"text:3-40","seed":42}}"#
        ),
        (
            "Waterfall: two columns of photos",
            "Each item goes to the shortest column.",
            #"{"layout":"waterfall","parameters":{"columns":2},"width":390,"items":{"count":200,"model":"aspect:0.5-2","seed":42}}"#
        ),
        (
            "Flow: tags",
            "Wrapping lines of items at their ideal size.",
            #"{"layout":"flow","parameters":{},"width":390,"items":{"count":80,"model":"text:3-20","seed":42}}"#
        ),
    ]

    /// The presets, then `scenes` (tree scenes given whole: a request `{"scene": …}`).
    package static func presetsJSON(scenes: [(name: String, note: String, scene: Data)] = []) -> Data {
        var list: [JSONValue] = presets.map { p in
            .object([
                "name": .string(p.name), "note": .string(p.note),
                "request": (try? JSONValue.parse(Data(p.request.utf8), what: "preset")) ?? .null,
            ])
        }
        for s in scenes {
            guard let scene = try? JSONValue.parse(s.scene, what: "preset") else { continue }
            list.append(
                .object(["name": .string(s.name), "note": .string(s.note), "request": .object(["scene": scene])]))
        }
        return Data(JSONValue.object(["presets": .array(list)]).jsonText().utf8)
    }
}
