import Foundation
import GridPerfCore

/// One scene of SPEC-FORMAT.md: a layout, its parameters, a proposal and the leaf views.
///
/// `items` is every leaf view in output order (with sections: header, items, footer, section
/// by section; with rows: row by row); `grouping` says how they are grouped, as the layout's
/// plugin read it from its own field (``LayoutPlugin/viewFields``); `nil` for a flat list.
public struct LayoutSpec: Sendable {
    public var layout: String
    public var parameters: JSONValue?
    public var proposal: ProposedSize
    public var items: [ItemModel]
    public var grouping: (any SceneGrouping)?
    /// What the items answer besides their size (spacing, priority, layout values: read by
    /// SwiftUI layouts); `nil` when no item sets any.
    public var attributes: SubviewAttributes?

    public init(
        layout: String, parameters: JSONValue? = nil, proposal: ProposedSize, items: [ItemModel],
        grouping: (any SceneGrouping)? = nil, attributes: SubviewAttributes? = nil
    ) {
        self.attributes = attributes
        self.layout = layout
        self.parameters = parameters
        self.proposal = proposal
        self.items = items
        self.grouping = grouping
    }

    /// Reads a spec file. Missing or unreadable files, malformed JSON, unknown fields and bad
    /// values are errors naming the file and the field.
    public static func load(path: String, registry: PluginRegistry = .builtIn) throws -> LayoutSpec {
        let data = try InputFile.read(path)
        return try parse(data, source: path, registry: registry)
    }

    /// Parses spec JSON; `source` names it in errors. Views in a field other than `items`
    /// are read by the plugin of the layout the spec names, found in `registry`.
    public static func parse(_ data: Data, source: String, registry: PluginRegistry = .builtIn) throws -> LayoutSpec {
        try parse(JSONValue.parse(data, what: source), source: source, registry: registry)
    }

    /// Parses a decoded spec; `source` names it in errors.
    public static func parse(_ json: JSONValue, source: String, registry: PluginRegistry = .builtIn) throws
        -> LayoutSpec
    {
        do {
            return try parseFields(json, registry: registry)
        } catch let error as GridPerfError {
            throw GridPerfError("\(source): \(error.message)")
        }
    }

    private static func parseFields(_ json: JSONValue, registry: PluginRegistry) throws -> LayoutSpec {
        var r = try JSONObjectReader(json, path: "")
        guard case let .string(layout)? = r.value("layout") else {
            throw GridPerfError("layout: required, the name of a registered plugin")
        }
        let parameters = r.value("parameters")
        var p = try JSONObjectReader(r.value("proposal"), path: "proposal")
        let proposal = ProposedSize(width: try p.optionalDouble("width"), height: try p.optionalDouble("height"))
        try p.finish(known: ["width", "height"])
        // `items`, or a field some plugin reads its views from (`sections`, `rows`).
        var fields = ["items"]
        for plugin in registry.all { for f in plugin.viewFields where !fields.contains(f) { fields.append(f) } }
        let plugin = try? registry.plugin(named: layout)
        let inputs = fields.filter { r.contains($0) }
        guard inputs.count == 1 else {
            let own =
                plugin.map { $0.viewFields.isEmpty ? "" : " (or \($0.viewFields.joined(separator: " or ")))" } ?? ""
            throw GridPerfError(
                inputs.isEmpty
                    ? "items: required, an array of items\(own)"
                    : "\(inputs.joined(separator: " and ")): give exactly one of \(fields.joined(separator: ", "))")
        }
        var items: [ItemModel] = []
        var grouping: (any SceneGrouping)?
        var attributes: SubviewAttributes?
        if inputs[0] == "items" {
            let raw = try JSONValue.array(r.value("items"), at: "items")
            items.reserveCapacity(raw.count)
            var builder = SubviewAttributes.Builder(count: raw.count)
            for (i, value) in raw.enumerated() {
                var item = try JSONObjectReader(value, path: "items[\(i)]")
                items.append(try ItemModel.parse(&item))
                try builder.read(&item, index: i)
                try item.finish(known: ItemModel.jsonKinds + SubviewAttributes.jsonKeys)
            }
            attributes = builder.finish()
        } else {
            let field = inputs[0]
            // Not found above: asking again throws "unknown layout …".
            let plugin = try plugin ?? registry.plugin(named: layout)
            guard plugin.viewFields.contains(field) else {
                throw GridPerfError(
                    "\(field): layout '\(GridPerfError.quoted(layout))' takes \(plugin.viewFieldsDescription), not \(field)"
                )
            }
            grouping = try plugin.readViews(field: field, value: r.value(field) ?? .null, into: &items)
        }
        try r.finish(known: ["layout", "parameters", "proposal"] + fields)
        return LayoutSpec(
            layout: layout, parameters: parameters, proposal: proposal, items: items, grouping: grouping,
            attributes: attributes)
    }

}
