import Foundation
import GridPerfCore

/// One scene of SPEC-FORMAT.md: a layout, its parameters, a proposal and the leaf views.
public struct LayoutSpec: Sendable {
    public var layout: String
    public var parameters: JSONValue?
    public var proposal: ProposedSize
    public var items: [ItemModel]

    public init(layout: String, parameters: JSONValue? = nil, proposal: ProposedSize, items: [ItemModel]) {
        self.layout = layout
        self.parameters = parameters
        self.proposal = proposal
        self.items = items
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
        if r.contains("rows") || r.contains("sections") {
            let field = r.contains("rows") ? "rows" : "sections"
            throw GridPerfError("\(field): not supported yet by this build of gridperf (layout '\(layout)' takes items)")
        }
        guard case let .array(rawItems)? = r.value("items") else {
            throw GridPerfError("items: required, an array of items")
        }
        var items: [ItemModel] = []
        items.reserveCapacity(rawItems.count)
        for (i, raw) in rawItems.enumerated() {
            items.append(try ItemModel(json: raw, path: "items[\(i)]"))
        }
        try r.finish(known: ["layout", "parameters", "proposal", "items", "sections", "rows"])
        return LayoutSpec(layout: layout, parameters: parameters, proposal: proposal, items: items)
    }
}
