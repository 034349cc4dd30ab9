import Foundation
import GridPerfCore

/// One scene of SPEC-FORMAT.md: a layout, its parameters, a proposal and the leaf views.
///
/// `items` is every leaf view in output order (with sections: header, items, footer, section
/// by section; with rows: row by row); `structure` says how they are grouped.
public struct LayoutSpec: Sendable {
    public var layout: String
    public var parameters: JSONValue?
    public var proposal: ProposedSize
    public var items: [ItemModel]
    public var structure: SceneStructure

    public init(layout: String, parameters: JSONValue? = nil, proposal: ProposedSize, items: [ItemModel],
                structure: SceneStructure = .items) {
        self.layout = layout
        self.parameters = parameters
        self.proposal = proposal
        self.items = items
        self.structure = structure
    }

    /// Reads a spec file. Missing or unreadable files, malformed JSON, unknown fields and bad
    /// values are errors naming the file and the field.
    public static func load(path: String) throws -> LayoutSpec {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GridPerfError("\(path): \(exists ? "cannot read the file" : "no such file")")
        }
        return try parse(data, source: path)
    }

    /// Parses spec JSON; `source` names it in errors.
    public static func parse(_ data: Data, source: String) throws -> LayoutSpec {
        try parse(JSONValue.parse(data, what: source), source: source)
    }

    /// Parses a decoded spec; `source` names it in errors.
    public static func parse(_ json: JSONValue, source: String) throws -> LayoutSpec {
        do {
            return try parseFields(json)
        } catch let error as GridPerfError {
            throw GridPerfError("\(source): \(error.message)")
        }
    }

    private static func parseFields(_ json: JSONValue) throws -> LayoutSpec {
        var r = try JSONObjectReader(json, path: "")
        guard case let .string(layout)? = r.value("layout") else {
            throw GridPerfError("layout: required, the name of a registered plugin")
        }
        let parameters = r.value("parameters")
        var p = try JSONObjectReader(r.value("proposal"), path: "proposal")
        let proposal = ProposedSize(width: try p.optionalDouble("width"), height: try p.optionalDouble("height"))
        try p.finish(known: ["width", "height"])
        let inputs = ["items", "sections", "rows"].filter { r.contains($0) }
        guard inputs.count == 1 else {
            throw GridPerfError(inputs.isEmpty
                ? "items: required, an array of items (or sections for a lazy grid, rows for grid)"
                : "\(inputs.joined(separator: " and ")): give exactly one of items, sections, rows")
        }
        var items: [ItemModel] = []
        let structure: SceneStructure
        switch inputs[0] {
        case "items":
            let raw = try array(r.value("items"), "items")
            items.reserveCapacity(raw.count)
            for (i, value) in raw.enumerated() {
                items.append(try ItemModel(json: value, path: "items[\(i)]"))
            }
            structure = .items
        case "sections":
            structure = .sections(try parseSections(r.value("sections"), into: &items))
        default:
            structure = .rows(try parseRows(r.value("rows"), into: &items))
        }
        try r.finish(known: ["layout", "parameters", "proposal", "items", "sections", "rows"])
        return LayoutSpec(layout: layout, parameters: parameters, proposal: proposal, items: items, structure: structure)
    }

    private static func array(_ value: JSONValue?, _ path: String) throws -> [JSONValue] {
        guard case let .array(list)? = value else { throw GridPerfError("\(path): expected an array") }
        return list
    }

    /// `[{"header": ITEM?, "items": [ITEM…], "footer": ITEM?}]`, appended in output order.
    private static func parseSections(_ value: JSONValue?, into items: inout [ItemModel]) throws -> [SceneSection] {
        var sections: [SceneSection] = []
        for (k, raw) in try array(value, "sections").enumerated() {
            let path = "sections[\(k)]"
            var r = try JSONObjectReader(raw, path: path)
            var header: Int?
            if let h = r.value("header"), !h.isNull {
                header = items.count
                items.append(try ItemModel(json: h, path: r.path("header")))
            }
            let first = items.count
            for (i, item) in try array(r.value("items"), r.path("items")).enumerated() {
                items.append(try ItemModel(json: item, path: "\(r.path("items"))[\(i)]"))
            }
            let range = first..<items.count
            var footer: Int?
            if let f = r.value("footer"), !f.isNull {
                footer = items.count
                items.append(try ItemModel(json: f, path: r.path("footer")))
            }
            try r.finish(known: ["header", "items", "footer"])
            sections.append(SceneSection(header: header, items: range, footer: footer))
        }
        return sections
    }

    /// `[{"cells": [ITEM…], "alignment": "top"?} | {"item": ITEM}]`, cells with their grid
    /// modifiers, appended row by row.
    private static func parseRows(_ value: JSONValue?, into items: inout [ItemModel]) throws -> [SceneRow] {
        func cell(_ raw: JSONValue, _ path: String) throws -> GridCellModifiers {
            var c = try JSONObjectReader(raw, path: path)
            items.append(try ItemModel.parse(&c))
            let modifiers = try GridCellModifiers(reading: &c)
            try c.finish(known: ItemModel.jsonKinds + GridCellModifiers.jsonKeys)
            return modifiers
        }
        var rows: [SceneRow] = []
        for (k, raw) in try array(value, "rows").enumerated() {
            var r = try JSONObjectReader(raw, path: "rows[\(k)]")
            let first = items.count
            if r.contains("item") {
                guard !r.contains("cells") else { throw GridPerfError("\(r.path): a row has either cells or item, not both") }
                let modifiers = try cell(r.value("item")!, r.path("item"))
                try r.finish(known: ["item"])
                rows.append(SceneRow(cells: first..<first + 1, isBare: true, modifiers: [modifiers]))
                continue
            }
            guard r.contains("cells") else { throw GridPerfError("\(r.path): a row needs cells (a GridRow) or item (a bare view)") }
            var alignment: VerticalAlignment?
            if r.contains("alignment") {
                let name = try r.choice("alignment", default: "center", choices: VerticalAlignment.allCases.map(\.rawValue))
                alignment = VerticalAlignment(rawValue: name)
            }
            var modifiers: [GridCellModifiers] = []
            for (i, raw) in try array(r.value("cells"), r.path("cells")).enumerated() {
                modifiers.append(try cell(raw, "\(r.path("cells"))[\(i)]"))
            }
            try r.finish(known: ["cells", "alignment"])
            rows.append(SceneRow(cells: first..<items.count, alignment: alignment,
                                 modifiers: modifiers.allSatisfy { $0 == GridCellModifiers() } ? [] : modifiers))
        }
        return rows
    }
}
