import GridPerfCore
import GridPerfModel

/// The views of a scene's JSON (docs/SPEC-FORMAT.md), which the scene parser has already
/// accepted: containers, leaves, modifiers and grid cells, as SwiftUI writes them.
extension SwiftUICode {
    /// One item: its view, then its modifiers, one per line, as `swift format` lays out a chain:
    /// indented under a view of one line, at the view's own indentation under a view that ends
    /// with its closing brace.
    func view(_ json: JSONValue, indent: String) -> String {
        let o = json.objectValue ?? [:]
        var code = base(o, indent: indent)
        let under = Self.chainIndent(after: code, indent: indent)
        for m in o["modifiers"]?.arrayValue ?? [] { code += "\n\(under)" + modifier(m, indent: under) }
        if let p = o["priority"]?.doubleValue { code += "\n\(under).layoutPriority(\(Self.n(p)))" }
        for line in gridCell(o) { code += "\n\(under)" + line }
        return code
    }

    /// Where `swift format` puts a modifier after `code` (a view at `indent`): indented under a view
    /// of one line, at the view's own indentation under one that ends with its closing brace.
    static func chainIndent(after code: String, indent: String) -> String {
        code.contains("\n") ? indent : indent + "    "
    }

    /// A grid cell's attributes (docs/SPEC-FORMAT.md) as SwiftUI's `Grid` modifiers.
    func gridCell(_ o: [String: JSONValue]) -> [String] {
        var out: [String] = []
        if let c = o["columns"]?.doubleValue { out.append(".gridCellColumns(\(Int(c)))") }
        if let axes = o["unsizedAxes"]?.arrayValue?.compactMap(\.stringValue), !axes.isEmpty {
            out.append(
                ".gridCellUnsizedAxes(" + (axes.count == 1 ? ".\(axes[0])" : "[.horizontal, .vertical]") + ")")
        }
        if let a = o["anchor"]?.objectValue {
            out.append(
                ".gridCellAnchor(UnitPoint(x: \(Self.n(a["x"]?.doubleValue ?? 0.5)), y: \(Self.n(a["y"]?.doubleValue ?? 0.5))))"
            )
        }
        if let a = o["columnAlignment"]?.stringValue { out.append(".gridColumnAlignment(.\(a))") }
        return out
    }

    func base(_ o: [String: JSONValue], indent: String) -> String {
        if let layout = o["layout"]?.stringValue { return container(layout, .object(o), indent: indent) }
        if let t = o["text"] { return text(t) }
        if let i = o["image"]?.objectValue {
            var s = i["systemName"]?.stringValue.map { "Image(systemName: \(Self.quoted($0)))" } ?? "Image(\"photo\")"
            if i["resizable"]?.boolValue == true { s += ".resizable()" }
            // An image of a given size: SwiftUI's image has its asset's size, which the scene
            // states; resizable in a frame of that size, it lays out the same.
            if i["width"] != nil || i["height"] != nil, i["resizable"]?.boolValue != true {
                let w = i["width"]?.doubleValue ?? 20, h = i["height"]?.doubleValue ?? 20
                s += ".resizable().frame(width: \(Self.n(w)), height: \(Self.n(h)))"
            }
            return s
        }
        if let s = o["spacer"]?.objectValue {
            return s["minLength"]?.doubleValue.map { "Spacer(minLength: \(Self.n($0)))" } ?? "Spacer()"
        }
        if o["divider"] != nil { return "Divider()" }
        if let c = o["color"]?.objectValue { return Self.color(named: c["name"]?.stringValue) }
        if o["rectangle"] != nil { return "Rectangle()" }
        if let r = o["roundedRectangle"]?.objectValue {
            return "RoundedRectangle(cornerRadius: \(Self.n(r["cornerRadius"]?.doubleValue ?? 0)))"
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
            return "Color.blue.frame(width: \(Self.n(s[0])), height: \(Self.n(s[1])))"
        }
        if let f = o["flexible"]?.objectValue { return flexible(f) }
        if let a = o["aspect"]?.objectValue {
            return "Rectangle().aspectRatio(\(Self.n(a["ratio"]?.doubleValue ?? 1)), contentMode: .fit)"
        }
        return "EmptyView() // not a view gridperf knows"
    }

    /// A flexible item as the `Rectangle` it stands for (ideal 10 × 10, from 0 to infinity): an
    /// axis whose minimum, ideal and maximum are one length is `frame(width:)` (`height:`), an
    /// axis at the rectangle's own bounds is left out, any other is `frame(minWidth:…)`.
    func flexible(_ f: [String: JSONValue]) -> String {
        var fixed: [String] = [], bounds: [String] = []
        for (axis, key) in [("Width", "width"), ("Height", "height")] {
            if let v = f[key]?.doubleValue {
                fixed.append("\(key): \(Self.n(v))")
                continue
            }
            let lo = f["min\(axis)"], ideal = f["ideal\(axis)"], hi = f["max\(axis)"]
            if let a = lo?.doubleValue, a == ideal?.doubleValue, a == hi?.doubleValue {
                fixed.append("\(key): \(Self.n(a))")
            } else if (lo == nil || lo == .number(0)) && (ideal == nil || ideal == .number(10))
                && (hi == nil || hi == .null)
            {
                continue
            } else {
                for (k, v) in [("min\(axis)", lo), ("ideal\(axis)", ideal), ("max\(axis)", hi)] {
                    if let v { bounds.append("\(k): \(v.doubleValue.map(Self.n) ?? ".infinity")") }
                }
            }
        }
        var s = "Rectangle()"
        if !fixed.isEmpty { s += ".frame(\(fixed.joined(separator: ", ")))" }
        if !bounds.isEmpty { s += ".frame(\(bounds.joined(separator: ", ")))" }
        return s
    }

    /// `Text("Toy Story").font(.subheadline).lineLimit(1)`; a text given by its length is a
    /// string of that many characters.
    func text(_ t: JSONValue) -> String {
        if let s = t.stringValue { return "Text(\(Self.quoted(s)))" }
        let o = t.objectValue ?? [:]
        let string = o["string"]?.stringValue ?? String(repeating: "x", count: Int(o["length"]?.doubleValue ?? 0))
        var s = "Text(\(Self.quoted(string)))"
        if let style = o["style"]?.stringValue { s += ".font(.\(style))" }
        if let l = o["lineLimit"]?.doubleValue { s += ".lineLimit(\(Int(l)))" }
        return s
    }

    /// A layout: the view its plugin writes, its items inside (a grid's `rows` as `GridRow`s, or
    /// flat items in rows of the plugin's ``SwiftUICall/itemsPerRow``; a lazy grid's `sections`).
    func container(_ layout: String, _ json: JSONValue, indent: String) -> String {
        let o = json.objectValue ?? [:]
        let call = call(layout, json)
        let inner = indent + "    "
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
        } else if let k = call.itemsPerRow {
            let items = o["items"]?.arrayValue ?? []
            // The rows as a `ForEach` over their data where that is shorter (always past 100 rows).
            let data = numberGridRows(items, perRow: k, indent: inner)
            if let data, (items.count + k - 1) / k > Self.literalRows {
                body.append(data)
            } else {
                let rows = stride(from: 0, to: items.count, by: k).map { start in
                    "\(inner)GridRow {\n"
                        + children(Array(items[start..<Swift.min(start + k, items.count)]), indent: inner + "    ")
                        + "\n\(inner)}"
                }
                if let data, Self.lineCount(data) < rows.reduce(0, { $0 + Self.lineCount($1) }) {
                    body.append(data)
                } else {
                    body += rows
                }
            }
        } else {
            body.append(children(o["items"]?.arrayValue ?? [], indent: inner))
        }
        return "\(call.head) {\n" + body.joined(separator: "\n") + "\n\(indent)}"
    }

    /// Items at `indent`, every one of them: a run of equal items as one `ForEach` over a range, a
    /// run that differs only in its data (texts' strings, a generated item's numbers) as one
    /// `ForEach` over that data (SwiftUICode+Data.swift: a 10,000-card grid is its 10,000 titles
    /// and years) where that is shorter than the items written out (a table's four header texts
    /// stay four `Text`s). O(items × item size).
    func children(_ items: [JSONValue], indent: String) -> String {
        var lines: [String] = []
        var i = 0
        while i < items.count {
            if let (code, end) = stringRun(items, from: i, indent: indent) ?? numberRun(items, from: i, indent: indent)
            {
                if end - i > Self.literalRows {
                    lines.append(code)
                } else {
                    let written = self.written(items[i..<end], indent: indent)
                    lines.append(Self.lineCount(code) < Self.lineCount(written) ? code : written)
                }
                i = end
                continue
            }
            let j = Self.equalRunEnd(items[...], from: i)
            lines.append(written(items[i..<j], indent: indent))
            i = j
        }
        return lines.joined(separator: "\n")
    }

    /// `items` written out, each run of equal items as a `ForEach` over a range.
    func written(_ items: ArraySlice<JSONValue>, indent: String) -> String {
        var lines: [String] = []
        var i = items.startIndex
        while i < items.endIndex {
            let j = Self.equalRunEnd(items, from: i)
            let code = view(items[i], indent: j - i > 1 ? indent + "    " : indent)
            lines.append(
                j - i > 1
                    ? "\(indent)ForEach(0..<\(j - i), id: \\.self) { _ in\n\(indent)    \(code)\n\(indent)}"
                    : "\(indent)\(code)")
            i = j
        }
        return lines.joined(separator: "\n")
    }

    /// Where the run of items equal to `items[i]` ends.
    static func equalRunEnd(_ items: ArraySlice<JSONValue>, from i: Int) -> Int {
        var j = i + 1
        while j < items.endIndex && items[j] == items[i] { j += 1 }
        return j
    }

    static func lineCount(_ code: String) -> Int { code.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }

    /// One modifier, as SwiftUI spells it.
    func modifier(_ m: JSONValue, indent: String) -> String {
        guard let (key, value) = m.objectValue?.first else { return "" }
        let o = value.objectValue ?? [:]
        func args(_ keys: [String]) -> String {
            keys.compactMap { k in
                o[k].map { v in
                    "\(k): "
                        + (v == .null
                            ? ".infinity"
                            : v.stringValue.map { ".\($0)" } ?? v.doubleValue.map(Self.n) ?? "\(v.boolValue ?? false)")
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
            if let l = value.doubleValue { return ".padding(\(Self.n(l)))" }
            if let e = o["edges"]?.stringValue {
                return ".padding(.\(e)" + (o["length"]?.doubleValue.map { ", \(Self.n($0))" } ?? "") + ")"
            }
            let edges = ["top", "leading", "bottom", "trailing"].filter { o[$0] != nil }
            return ".padding(EdgeInsets("
                + edges.map { "\($0): \(Self.n(o[$0]?.doubleValue ?? 0))" }.joined(separator: ", ")
                + "))"
        case "aspectRatio":
            let mode = o["contentMode"]?.stringValue ?? "fit"
            return ".aspectRatio(" + (o["ratio"]?.doubleValue.map { "\(Self.n($0)), " } ?? "")
                + "contentMode: .\(mode))"
        case "fixedSize":
            if value.boolValue == true { return ".fixedSize()" }
            return ".fixedSize(" + args(["horizontal", "vertical"]) + ")"
        case "layoutPriority":
            return ".layoutPriority(\(Self.n(value.doubleValue ?? 0)))"
        case "offset", "position":
            return ".\(key)(" + args(["x", "y"]) + ")"
        case "overlay", "background":
            let alignment = o["alignment"]?.stringValue.map { "(alignment: .\($0))" } ?? ""
            return
                ".\(key)\(alignment) {\n\(indent)    \(view(o["content"] ?? .null, indent: indent + "    "))\n\(indent)}"
        default:
            return "// .\(key)"
        }
    }

    /// SwiftUI's standard colours, written `Color.name`.
    static let standardColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// A scene colour's code: a standard colour by its name (`Color.gray`; `Color(white:)`, named
    /// `white` too, as `Color.white`), another name as an asset catalog's (`Color("brand")`); one
    /// made of components (named `rgb`, `hsb` or `cgColor` by the `SwiftUI` module's `Color`), or
    /// none named, `Color.blue`.
    static func color(named name: String?) -> String {
        guard let name, !["rgb", "hsb", "cgColor"].contains(name) else { return "Color.blue" }
        if standardColors.contains(name) { return "Color.\(name)" }
        return "Color(\(JSONValue.string(name).jsonText()))"
    }
}
