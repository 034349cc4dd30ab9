import GridPerfCore
import GridPerfModel

/// A scene as SwiftUI view code, as an iOS engineer would write it: each container as the view
/// (or custom `Layout`) its plugin says SwiftUI writes (``LayoutPlugin/swiftUICall(parameters:)``),
/// each leaf as the view it stands for (`Text`, `Image`, `Spacer`, `Color`…), each modifier in
/// order, runs of equal items as one `ForEach` and runs that differ in their data as a `ForEach`
/// over it (SwiftUICode+Data.swift). A generated scene is written with its items, as a scene
/// file lists them. The harness knows no layout here: an outside plugin's scenes are
/// written as its own code, as a built-in's are.
package struct SwiftUICode {
    let registry: PluginRegistry

    package init(registry: PluginRegistry) { self.registry = registry }

    /// A generated scene as a scene file's object: its layout, parameters and `items` (its
    /// generated items, every one written: runs as `ForEach`es over their data). O(items).
    package static func scene(_ w: Workload, items: [ItemModel]) -> JSONValue {
        var scene: [String: JSONValue] = ["layout": .string(w.layout), "items": .array(items.map(\.json))]
        if let p = w.parameters.objectValue, !p.isEmpty { scene["parameters"] = w.parameters }
        return .object(scene)
    }

    /// The scene `json` (a scene file's object) as a SwiftUI view, framed at its proposal with the
    /// view at its top-leading corner, where a scene's root is (a frame's default alignment,
    /// centre, moved a narrower root 29 points to the side of the page's frames); the root
    /// layout's note (a custom layout's origin) as a comment above it.
    /// `body`, the scene's view when already written (``view(_:indent:)`` at no indent: a kept
    /// scene's, the same at every width), saves writing it again. O(scene) without `body`.
    package func render(scene json: JSONValue, width: Double?, height: Double?, body: String? = nil) -> String {
        var out = body ?? view(json, indent: "")
        if width != nil || height != nil {
            let w = width.map { "width: \(Self.n($0))" }, h = height.map { "height: \(Self.n($0))" }
            out +=
                "\n" + Self.chainIndent(after: out, indent: "")
                + ".frame(\([w, h].compactMap { $0 }.joined(separator: ", ")), alignment: .topLeading)"
        }
        if let layout = json.objectValue?["layout"]?.stringValue, let note = call(layout, json).note {
            out = "// \(note)\n" + out
        }
        return out
    }

    /// How the plugin named `layout` is written for the item `json`'s parameters; a layout whose
    /// plugin has no SwiftUI code (or that is not registered) is a `Group` with a comment.
    func call(_ layout: String, _ json: JSONValue) -> SwiftUICall {
        let parameters = json.objectValue?["parameters"]?.objectValue ?? [:]
        if let plugin = try? registry.plugin(named: layout),
            let call = plugin.swiftUICall(parameters: parameters)
        {
            return call
        }
        return SwiftUICall(
            "Group",
            note: "layout '\(layout)' has no SwiftUI code (its plugin answers no swiftUICall): its items in a Group")
    }

    static func n(_ v: Double) -> String { jsonNumber(v) }
    static func quoted(_ s: String) -> String { JSONValue.string(s).jsonText() }
}
