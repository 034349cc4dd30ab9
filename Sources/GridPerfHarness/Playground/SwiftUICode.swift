import GridPerfCore
import GridPerfLayouts
import GridPerfModel

/// The SwiftUI code of a playground scene, as an iOS engineer would write it:
/// `LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { … }` and so on
/// for each built-in layout; a comment for a layout SwiftUI does not ship.
package enum SwiftUICode {
    package static func render(_ w: Workload) -> String {
        let p = w.parameters.objectValue ?? [:]
        let frame =
            ".frame(width: \(w.proposal.width.map(n) ?? "nil")\(w.proposal.height.map { ", height: \(n($0))" } ?? ""))"
        let cells = "ForEach(items) { item in\n        Cell(item)\n    }"
        let (name, args) = call(w.layout, p, multiline: true)
        let head = "\(name)(\(args.joined(separator: ", ")))"
        switch w.layout {
        case "lazy-vgrid", "lazy-hgrid", "hstack", "vstack", "zstack":
            return "\(head) {\n    \(cells)\n}\n\(frame)"
        case "grid":
            let columns = p["columns"]?.doubleValue.map { Int($0) } ?? 1
            return
                "// \(w.count) items in rows of \(columns)\n\(head) {\n    ForEach(rows(of: \(columns))) { row in\n        GridRow {\n            ForEach(row) { item in Cell(item) }\n        }\n    }\n}\n\(frame)"
        case "waterfall", "flow":
            return
                "// SwiftUI ships no \(w.layout) layout: a custom Layout (see Examples/SwiftUILayouts), used as\n\(head) {\n    \(cells)\n}\n\(frame)"
        default:
            return
                "// \(w.layout): a plugin layout; in SwiftUI, the Layout it stands for:\n\(head) {\n    \(cells)\n}\n\(frame)"
        }
    }

    /// The SwiftUI view (or custom `Layout`) that `layout` stands for, and its arguments from the
    /// parameters `p` in SwiftUI's order: `("LazyVGrid", ["columns: [GridItem(.fixed(70))]",
    /// "spacing: 4"])`. The lazy grids' items one per line when `multiline`.
    static func call(_ layout: String, _ p: [String: JSONValue], multiline: Bool) -> (name: String, args: [String]) {
        var args: [String] = []
        func arg(_ key: String) {
            guard let v = p[key] else { return }
            args.append("\(key): " + (v.stringValue.map { ".\($0)" } ?? v.doubleValue.map(n) ?? v.jsonText()))
        }
        switch layout {
        case "hstack", "vstack", "zstack":
            arg("alignment")
            arg("spacing")
            return (layout == "hstack" ? "HStack" : layout == "vstack" ? "VStack" : "ZStack", args)
        case "lazy-vgrid", "lazy-hgrid":
            let key = layout == "lazy-vgrid" ? "columns" : "rows"
            let items = (p[key]?.arrayValue ?? []).map(gridItem)
            args.append(
                multiline
                    ? "\(key): [\n    \(items.joined(separator: ",\n    "))\n]"
                    : "\(key): [\(items.joined(separator: ", "))]")
            arg("alignment")
            arg("spacing")
            return (layout == "lazy-vgrid" ? "LazyVGrid" : "LazyHGrid", args)
        case "grid":
            arg("alignment")
            arg("horizontalSpacing")
            arg("verticalSpacing")
            return ("Grid", args)
        case "waterfall", "flow":
            // In the plugin's declared order: a custom Layout's memberwise initialiser takes its
            // properties in that order (Examples/SwiftUILayouts/FlowLayout.swift: spacing, lineSpacing).
            let declared = BuiltInPlugins.all.first { $0.name == layout }?.parameters.map(\.name) ?? []
            for k in declared where p[k] != nil { arg(k) }
            for k in p.keys.sorted() where !declared.contains(k) { arg(k) }
            return (layout == "waterfall" ? "WaterfallLayout" : "FlowLayout", args)
        default:
            return ("\(layout)Layout", [])
        }
    }

    /// `GridItem(.fixed(70))`, `GridItem(.flexible(minimum: 50), spacing: 4)`, `GridItem(.adaptive(minimum: 40))`.
    static func gridItem(_ json: JSONValue) -> String {
        let f = json.objectValue ?? [:]
        let size = f["size"]?.objectValue ?? [:]
        var text: String
        if let v = size["fixed"]?.doubleValue {
            text = ".fixed(\(n(v)))"
        } else if let flexible = size["flexible"]?.objectValue {
            let bounds = [("minimum", flexible["minimum"]), ("maximum", flexible["maximum"])].compactMap { k, v in
                v?.doubleValue.map { "\(k): \(n($0))" }
            }
            text = ".flexible(\(bounds.joined(separator: ", ")))"
        } else if let adaptive = size["adaptive"]?.objectValue {
            let bounds = [("minimum", adaptive["minimum"]), ("maximum", adaptive["maximum"])].compactMap { k, v in
                v?.doubleValue.map { "\(k): \(n($0))" }
            }
            text = ".adaptive(\(bounds.joined(separator: ", ")))"
        } else {
            text = ".flexible()"
        }
        if let s = f["spacing"]?.doubleValue { text += ", spacing: \(n(s))" }
        if let a = f["alignment"]?.stringValue { text += ", alignment: .\(a)" }
        return "GridItem(\(text))"
    }

    static func n(_ v: Double) -> String { jsonNumber(v) }
}
