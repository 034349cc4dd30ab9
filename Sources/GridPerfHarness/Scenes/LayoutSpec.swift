import Foundation
import GridPerfCore
import GridPerfModel

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
    /// How many items the scene stands for (`"count"`: a view's `$items`), for per-item figures;
    /// `nil`: its root's items.
    public var count: Int?
    /// The sources of the scene's deferred views (a lazy `ForEach`'s elements): after laying
    /// the scene out, `made.check()` reports an element that could not be made.
    nonisolated(unsafe) public var made: [any DeferredViews] = []

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
    /// A field no scene reader asks for is not built (``SceneFields``): an unknown field costs its
    /// scan. O(n) in the data's length.
    public static func parse(_ data: Data, source: String, registry: PluginRegistry = .builtIn) throws -> LayoutSpec {
        try SceneFields.read(data, what: source, registry: registry) {
            try parse($0, source: source, registry: registry)
        }
    }

    /// Parses a decoded spec; `source` names it in errors.
    public static func parse(_ json: JSONValue, source: String, registry: PluginRegistry = .builtIn) throws
        -> LayoutSpec
    {
        do {
            return try parseFields(json, source: source, registry: registry)
        } catch let error as GridPerfError {
            throw error.prefixed(source)
        }
    }

    private static func parseFields(_ json: JSONValue, source: String, registry: PluginRegistry) throws -> LayoutSpec {
        var r = try JSONObjectReader(json, path: "")
        guard case let .string(layout)? = r.value("layout") else {
            throw GridPerfError("layout: required, the name of a registered plugin")
        }
        let parameters = r.value("parameters")
        var p = try JSONObjectReader(r.value("proposal"), path: "proposal")
        let proposal = ProposedSize(width: try p.optionalDouble("width"), height: try p.optionalDouble("height"))
        try p.finish(known: ["width", "height"])
        let lazyViews = LazyViewSources.scene(written: source, registry: registry)
        let context = treeContext(registry: registry, lazyViews: lazyViews)
        context.enterRoot(layout)
        let views = try ViewTreeContext.withContext(context) { try readViews(&r, layout: layout, registry: registry) }
        let count = r.contains("count") ? try r.int("count", default: 1, range: 1...Int(Int32.max)) : nil
        if r.contains("modifiers") {
            throw GridPerfError(
                #"modifiers: the scene's root takes no modifiers (it is laid out at the proposal); put it in a container, {"layout": "zstack", "items": [the root with its modifiers]}"#
            )
        }
        try r.finish(known: ["layout", "parameters", "proposal", "count"] + registry.viewFields)
        var spec = LayoutSpec(
            layout: layout, parameters: parameters, proposal: proposal, items: views.items, grouping: views.grouping,
            attributes: views.attributes)
        spec.count = count
        spec.made = lazyViews?.made ?? []
        return spec
    }

    /// Reads the views of a scene or of a container item: `items` (each a leaf or a view of a
    /// tree, with its attributes; an `emptyView` is no subview) or the field the layout's plugin
    /// reads (`sections`, `rows`).
    static func readViews(_ r: inout JSONObjectReader, layout: String, registry: PluginRegistry) throws
        -> (items: [ItemModel], grouping: (any SceneGrouping)?, attributes: SubviewAttributes?)
    {
        let fields = registry.viewFields
        let plugin = try? registry.plugin(named: layout)
        let inputs = fields.filter { r.contains($0) }
        guard inputs.count == 1 else {
            let own =
                plugin.map { $0.viewFields.isEmpty ? "" : " (or \($0.viewFields.joined(separator: " or ")))" } ?? ""
            throw GridPerfError(
                inputs.isEmpty
                    ? "\(r.path("items")): required, an array of items\(own)"
                    : "\(inputs.map(r.path).joined(separator: " and ")): give exactly one of \(fields.joined(separator: ", "))"
            )
        }
        guard inputs[0] == "items" else {
            let field = inputs[0]
            // Not found above: asking again throws "unknown layout …".
            let plugin = try plugin ?? registry.plugin(named: layout)
            guard plugin.viewFields.contains(field) else {
                throw GridPerfError(
                    "\(r.path(field)): layout '\(GridPerfError.quoted(layout))' takes \(plugin.viewFieldsDescription), not \(field)"
                )
            }
            var items: [ItemModel] = []
            let grouping = try plugin.readViews(field: field, value: r.value(field) ?? .null, into: &items)
            return (items, grouping, nil)
        }
        let raw = try JSONValue.array(r.value("items"), at: r.path("items"))
        // An item with its reader (its attributes are read below), or a lazy ForEach's deferred
        // subviews (which take the default attributes).
        enum Entry {
            case item(ItemModel.Parsed, JSONObjectReader)
            case deferred([ItemModel])
        }
        var parsed: [Entry] = []
        parsed.reserveCapacity(raw.count)
        for (i, value) in raw.enumerated() {
            let path = r.path("items") + "[\(i)]"
            if let deferred = try ViewTreeContext.deferredItems(value, path: path) {
                parsed.append(.deferred(deferred))
                continue
            }
            var item = try JSONObjectReader(value, path: path)
            parsed.append(.item(try ItemModel.parseItem(&item), item))
        }
        let kept = parsed.reduce(0) { total, entry in
            switch entry {
            case let .item(item, _): total + (item.isView ? 1 : 0)
            case let .deferred(views): total + views.count
            }
        }
        var builder = SubviewAttributes.Builder(count: kept)
        var ignored = SubviewAttributes.Builder(count: 1)
        var items: [ItemModel] = []
        items.reserveCapacity(kept)
        for entry in parsed {
            switch entry {
            case let .deferred(views):
                items += views
            case .item(let item, var reader):
                if item.isView {
                    try builder.read(&reader, index: items.count)
                    builder.applyDefaults(of: item, index: items.count)
                    items.append(item.model)
                } else {
                    try ignored.read(&reader, index: 0)
                }
                try reader.finish(known: ItemModel.itemKeys + SubviewAttributes.jsonKeys)
            }
        }
        return (items, nil, builder.finish())
    }

    /// What reading a tree scene needs: each container item becomes a container whose layout the
    /// registry makes from its name and parameters (an error names the container's path).
    static func treeContext(registry: PluginRegistry, lazyViews: LazyViewSources.Scene? = nil) -> ViewTreeContext {
        let context = ViewTreeContext { kind, reader in
            let parameters = reader.value("parameters")
            let views = try readViews(&reader, layout: kind, registry: registry)
            let layout: LayoutInstance
            do {
                layout = try registry.makeLayout(named: kind, parameters: parameters, grouping: views.grouping)
            } catch let error as GridPerfError {
                throw error.prefixed(reader.path)
            }
            let storage = SubviewStorage(views.items, attributes: views.attributes)
            return ViewContainer(
                kind: kind, layout: layout, storage: storage, parameters: parameters, grouping: views.grouping)
        }
        if let lazyViews {
            context.forEachViews = { k, count, path in
                try lazyViews.source(k, count: count, path: path, registry: registry)
            }
        }
        return context
    }
}
