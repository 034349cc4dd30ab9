import GridPerfCore

/// The SwiftUI code of a playground scene, as an iOS engineer would write it:
/// `LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { … }` and so on
/// for each built-in layout; a comment for a layout SwiftUI does not ship.
package enum SwiftUICode {
    package static func render(_ w: Workload) -> String {
        let p = w.parameters.objectValue ?? [:]
        func number(_ key: String) -> String? { p[key]?.doubleValue.map(n) }
        func string(_ key: String) -> String? { p[key]?.stringValue }
        let frame =
            ".frame(width: \(w.proposal.width.map(n) ?? "nil")\(w.proposal.height.map { ", height: \(n($0))" } ?? ""))"
        let cells = "ForEach(items) { item in\n        Cell(item)\n    }"
        switch w.layout {
        case "lazy-vgrid", "lazy-hgrid":
            let vertical = w.layout == "lazy-vgrid"
            let key = vertical ? "columns" : "rows"
            let items = (p[key]?.arrayValue ?? []).map(gridItem).joined(separator: ",\n    ")
            var args = ["\(key): [\n    \(items)\n]"]
            if let a = string("alignment") { args.append("alignment: .\(a)") }
            if let s = number("spacing") { args.append("spacing: \(s)") }
            return
                "\(vertical ? "LazyVGrid" : "LazyHGrid")(\(args.joined(separator: ", "))) {\n    \(cells)\n}\n\(frame)"
        case "grid":
            let columns = p["columns"]?.doubleValue.map { Int($0) } ?? 1
            var args: [String] = []
            if let a = string("alignment") { args.append("alignment: .\(a)") }
            if let h = number("horizontalSpacing") { args.append("horizontalSpacing: \(h)") }
            if let v = number("verticalSpacing") { args.append("verticalSpacing: \(v)") }
            return
                "// \(w.count) items in rows of \(columns)\nGrid(\(args.joined(separator: ", "))) {\n    ForEach(rows(of: \(columns))) { row in\n        GridRow {\n            ForEach(row) { item in Cell(item) }\n        }\n    }\n}\n\(frame)"
        case "hstack", "vstack", "zstack":
            let name = w.layout == "hstack" ? "HStack" : w.layout == "vstack" ? "VStack" : "ZStack"
            var args: [String] = []
            if let a = string("alignment") { args.append("alignment: .\(a)") }
            if let s = number("spacing") { args.append("spacing: \(s)") }
            return "\(name)(\(args.joined(separator: ", "))) {\n    \(cells)\n}\n\(frame)"
        case "waterfall", "flow":
            let args = p.keys.sorted().map { "\($0): \(p[$0]!.stringValue.map { ".\($0)" } ?? p[$0]!.jsonText())" }
                .joined(separator: ", ")
            let type = w.layout == "waterfall" ? "WaterfallLayout" : "FlowLayout"
            return
                "// SwiftUI ships no \(w.layout) layout: a custom Layout (see Examples/SwiftUILayouts), used as\n\(type)(\(args)) {\n    \(cells)\n}\n\(frame)"
        default:
            return
                "// \(w.layout): a plugin layout; in SwiftUI, the Layout it stands for:\n\(w.layout)Layout() {\n    \(cells)\n}\n\(frame)"
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
