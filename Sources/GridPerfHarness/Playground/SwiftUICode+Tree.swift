import GridPerfCore
import GridPerfModel

/// A tree scene as SwiftUI view code: each container as its SwiftUI view (`VStack(alignment:
/// .leading, spacing: 6) { … }`), each leaf as the view it stands for (`Text`, `Image`, `Spacer`,
/// `Color`…), each modifier in order. Runs of equal items are one `ForEach`. Read from the
/// scene's JSON (docs/SPEC-FORMAT.md), which the scene parser has already accepted.
extension SwiftUICode {
    /// The scene `json` (a scene file's object) as a SwiftUI view, framed at its proposal.
    package static func render(scene json: JSONValue, width: Double?, height: Double?) -> String {
        var out = view(json, indent: "")
        if width != nil || height != nil {
            let w = width.map { "width: \(n($0))" }, h = height.map { "height: \(n($0))" }
            out += "\n.frame(\([w, h].compactMap { $0 }.joined(separator: ", ")))"
        }
        return out
    }

    /// One item: its view, then its modifiers, one per line.
    static func view(_ json: JSONValue, indent: String) -> String {
        let o = json.objectValue ?? [:]
        var code = base(o, indent: indent)
        for m in o["modifiers"]?.arrayValue ?? [] { code += "\n\(indent)" + modifier(m, indent: indent) }
        if let p = o["priority"]?.doubleValue { code += "\n\(indent).layoutPriority(\(n(p)))" }
        for line in gridCell(o) { code += "\n\(indent)" + line }
        return code
    }

    /// A grid cell's attributes (docs/SPEC-FORMAT.md) as SwiftUI's `Grid` modifiers.
    static func gridCell(_ o: [String: JSONValue]) -> [String] {
        var out: [String] = []
        if let c = o["columns"]?.doubleValue { out.append(".gridCellColumns(\(Int(c)))") }
        if let axes = o["unsizedAxes"]?.arrayValue?.compactMap(\.stringValue), !axes.isEmpty {
            out.append(
                ".gridCellUnsizedAxes(" + (axes.count == 1 ? ".\(axes[0])" : "[.horizontal, .vertical]") + ")")
        }
        if let a = o["anchor"]?.objectValue {
            out.append(
                ".gridCellAnchor(UnitPoint(x: \(n(a["x"]?.doubleValue ?? 0.5)), y: \(n(a["y"]?.doubleValue ?? 0.5))))")
        }
        if let a = o["columnAlignment"]?.stringValue { out.append(".gridColumnAlignment(.\(a))") }
        return out
    }

    static func base(_ o: [String: JSONValue], indent: String) -> String {
        if let layout = o["layout"]?.stringValue { return container(layout, o, indent: indent) }
        if let t = o["text"] { return text(t) }
        if let i = o["image"]?.objectValue {
            var s = i["systemName"]?.stringValue.map { "Image(systemName: \(quoted($0)))" } ?? "Image(\"photo\")"
            if i["resizable"]?.boolValue == true { s += ".resizable()" }
            // An image of a given size: SwiftUI's image has its asset's size, which the scene
            // states; resizable in a frame of that size, it lays out the same.
            if i["width"] != nil || i["height"] != nil, i["resizable"]?.boolValue != true {
                let w = i["width"]?.doubleValue ?? 20, h = i["height"]?.doubleValue ?? 20
                s += ".resizable().frame(width: \(n(w)), height: \(n(h)))"
            }
            return s
        }
        if let s = o["spacer"]?.objectValue {
            return s["minLength"]?.doubleValue.map { "Spacer(minLength: \(n($0)))" } ?? "Spacer()"
        }
        if o["divider"] != nil { return "Divider()" }
        if o["color"] != nil { return "Color.blue" }
        if o["rectangle"] != nil { return "Rectangle()" }
        if let r = o["roundedRectangle"]?.objectValue {
            return "RoundedRectangle(cornerRadius: \(n(r["cornerRadius"]?.doubleValue ?? 0)))"
        }
        if o["capsule"] != nil { return "Capsule()" }
        if o["circle"] != nil { return "Circle()" }
        if o["emptyView"] != nil { return "EmptyView()" }
        if let s = o["scrollView"]?.objectValue {
            let axes = (s["axes"]?.arrayValue ?? []).compactMap(\.stringValue)
            let head =
                axes == ["horizontal"]
                ? "ScrollView(.horizontal)" : axes.count == 2 ? "ScrollView([.horizontal, .vertical])" : "ScrollView"
            return "\(head) {\n\(indent)    \(view(s["content"] ?? .null, indent: indent + "    "))\n\(indent)}"
        }
        if let v = o["viewThatFits"]?.objectValue {
            let axes = (v["in"]?.arrayValue ?? []).compactMap(\.stringValue)
            let head = axes.count == 1 ? "ViewThatFits(in: .\(axes[0]))" : "ViewThatFits"
            return "\(head) {\n" + children(v["candidates"]?.arrayValue ?? [], indent: indent + "    ") + "\n\(indent)}"
        }
        if let s = o["size"]?.arrayValue?.compactMap(\.doubleValue), s.count == 2 {
            return "Color.blue.frame(width: \(n(s[0])), height: \(n(s[1])))"
        }
        if let f = o["flexible"]?.objectValue {
            let args = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].compactMap { k in
                f[k].map { "\(k): \($0.doubleValue.map(n) ?? ".infinity")" }
            }
            return "Rectangle().frame(\(args.joined(separator: ", ")))"
        }
        if let a = o["aspect"]?.objectValue {
            return "Rectangle().aspectRatio(\(n(a["ratio"]?.doubleValue ?? 1)), contentMode: .fit)"
        }
        return "EmptyView() // not a view gridperf knows"
    }

    /// `Text("Toy Story").font(.subheadline).lineLimit(1)`; a text given by its length is a
    /// string of that many characters.
    static func text(_ t: JSONValue) -> String {
        if let s = t.stringValue { return "Text(\(quoted(s)))" }
        let o = t.objectValue ?? [:]
        let string = o["string"]?.stringValue ?? String(repeating: "x", count: Int(o["length"]?.doubleValue ?? 0))
        var s = "Text(\(quoted(string)))"
        if let style = o["style"]?.stringValue { s += ".font(.\(style))" }
        if let l = o["lineLimit"]?.doubleValue { s += ".lineLimit(\(Int(l)))" }
        return s
    }

    /// A nested layout: SwiftUI's container with its parameters, its items inside.
    static func container(_ layout: String, _ o: [String: JSONValue], indent: String) -> String {
        let (name, args) = call(layout, o["parameters"]?.objectValue ?? [:], multiline: false)
        let inner = indent + "    "
        let head = args.isEmpty ? name : "\(name)(\(args.joined(separator: ", ")))"
        var body: [String] = []
        if let rows = o["rows"]?.arrayValue {
            for row in rows {
                let cells = row.objectValue?["cells"]?.arrayValue ?? []
                body.append("\(inner)GridRow {\n" + children(cells, indent: inner + "    ") + "\n\(inner)}")
            }
        } else if let sections = o["sections"]?.arrayValue {
            for s in sections {
                let so = s.objectValue ?? [:]
                var section = "\(inner)Section {\n" + children(so["items"]?.arrayValue ?? [], indent: inner + "    ")
                section += "\n\(inner)}"
                if let h = so["header"] {
                    section += " header: {\n\(inner)    \(view(h, indent: inner + "    "))\n\(inner)}"
                }
                if let f = so["footer"] {
                    section += " footer: {\n\(inner)    \(view(f, indent: inner + "    "))\n\(inner)}"
                }
                body.append(section)
            }
        } else {
            body.append(children(o["items"]?.arrayValue ?? [], indent: inner))
        }
        return "\(head) {\n" + body.joined(separator: "\n") + "\n\(indent)}"
    }

    /// The most runs of items written per container (the code is for reading, not a dump).
    static let maximumRuns = 60

    /// Items at `indent`, a run of equal items as one `ForEach`.
    static func children(_ items: [JSONValue], indent: String) -> String {
        var lines: [String] = []
        var i = 0
        while i < items.count {
            if lines.count == maximumRuns {
                lines.append("\(indent)// … \(items.count - i) more items")
                break
            }
            var j = i + 1
            while j < items.count && items[j] == items[i] { j += 1 }
            let code = view(items[i], indent: j - i > 1 ? indent + "    " : indent)
            lines.append(
                j - i > 1
                    ? "\(indent)ForEach(0..<\(j - i), id: \\.self) { _ in\n\(indent)    \(code)\n\(indent)}"
                    : "\(indent)\(code)")
            i = j
        }
        return lines.joined(separator: "\n")
    }

    /// One modifier, as SwiftUI spells it.
    static func modifier(_ m: JSONValue, indent: String) -> String {
        guard let (key, value) = m.objectValue?.first else { return "" }
        let o = value.objectValue ?? [:]
        func args(_ keys: [String]) -> String {
            keys.compactMap { k in
                o[k].map { v in
                    "\(k): "
                        + (v == .null
                            ? ".infinity"
                            : v.stringValue.map { ".\($0)" } ?? v.doubleValue.map(n) ?? "\(v.boolValue ?? false)")
                }
            }.joined(separator: ", ")
        }
        switch key {
        case "frame":
            return ".frame("
                + args([
                    "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
                    "alignment",
                ]) + ")"
        case "padding":
            if let l = value.doubleValue { return ".padding(\(n(l)))" }
            if let e = o["edges"]?.stringValue {
                return ".padding(.\(e)" + (o["length"]?.doubleValue.map { ", \(n($0))" } ?? "") + ")"
            }
            let edges = ["top", "leading", "bottom", "trailing"].filter { o[$0] != nil }
            return ".padding(EdgeInsets(" + edges.map { "\($0): \(n(o[$0]?.doubleValue ?? 0))" }.joined(separator: ", ")
                + "))"
        case "aspectRatio":
            let mode = o["contentMode"]?.stringValue ?? "fit"
            return ".aspectRatio(" + (o["ratio"]?.doubleValue.map { "\(n($0)), " } ?? "") + "contentMode: .\(mode))"
        case "fixedSize":
            if value.boolValue == true { return ".fixedSize()" }
            return ".fixedSize(" + args(["horizontal", "vertical"]) + ")"
        case "layoutPriority":
            return ".layoutPriority(\(n(value.doubleValue ?? 0)))"
        case "offset":
            return ".offset(" + args(["x", "y"]) + ")"
        case "overlay", "background":
            let alignment = o["alignment"]?.stringValue.map { "(alignment: .\($0))" } ?? ""
            return
                ".\(key)\(alignment) {\n\(indent)    \(view(o["content"] ?? .null, indent: indent + "    "))\n\(indent)}"
        default:
            return "// .\(key)"
        }
    }

    static func quoted(_ s: String) -> String { JSONValue.string(s).jsonText() }
}
