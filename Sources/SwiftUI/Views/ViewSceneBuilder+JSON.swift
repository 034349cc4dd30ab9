import GridPerfCore

/// The scene format's objects as the evaluation writes them (docs/SPEC-FORMAT.md): containers,
/// their parameters, the names of alignments and axes.
extension ViewSceneBuilder {
    static func stackParameters(_ alignment: String, _ spacing: CGFloat?) -> [String: JSONValue] {
        var p: [String: JSONValue] = ["alignment": .string(alignment)]
        if let spacing { p["spacing"] = .number(Double(spacing)) }
        return p
    }

    /// A container object: `{"layout": name, "parameters": …, "items": …}`.
    static func container(_ name: String, _ parameters: [String: JSONValue], _ views: [[String: JSONValue]])
        -> [String: JSONValue]
    {
        var o: [String: JSONValue] = ["layout": .string(name), "items": .array(views.map(JSONValue.object))]
        if !parameters.isEmpty { o["parameters"] = .object(parameters) }
        return o
    }

    /// One view for a place that takes one (a scroll view's content, an overlay, a section's header):
    /// the view, an implicit stack (`name`) of several, or an empty view.
    static func single(_ views: [[String: JSONValue]], stack name: String) -> [String: JSONValue] {
        switch views.count {
        case 0: ["emptyView": .object([:])]
        case 1: views[0]
        default: container(name, [:], views)
        }
    }

    static func name(_ a: HorizontalAlignment) -> String {
        a == .leading ? "leading" : a == .trailing ? "trailing" : "center"
    }

    static func name(_ a: VerticalAlignment) -> String {
        if a == .top { return "top" }
        if a == .bottom { return "bottom" }
        if a == .firstTextBaseline { return "firstTextBaseline" }
        if a == .lastTextBaseline { return "lastTextBaseline" }
        return "center"
    }

    static func name(_ a: Alignment) -> String {
        let v = name(a.vertical), h = name(a.horizontal)
        switch (v, h) {
        case ("center", _): return h
        case (_, "center"): return v
        default: return v + h.prefix(1).uppercased() + h.dropFirst()
        }
    }

    static func axes(_ set: Axis.Set) -> JSONValue {
        var list: [JSONValue] = []
        if set.contains(.horizontal) { list.append(.string("horizontal")) }
        if set.contains(.vertical) { list.append(.string("vertical")) }
        return .array(list)
    }
}
