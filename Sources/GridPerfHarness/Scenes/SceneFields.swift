import Foundation
import GridPerfCore
import GridPerfModel

/// The field names a scene's readers ask for, so that a scene file is parsed without building
/// the value of any other field: such a file is refused for its unknown field after a scan of
/// it, not after a tree of values many times its size (a 244 MB file with one unknown field
/// took 4.1 GB and 86 s; docs/PERFORMANCE.md#skipped-fields).
///
/// The list is a shortcut, never a rule: when anything was skipped and the scene is not refused
/// for one of those very fields, it is parsed again whole, so a name missing here costs a second
/// parse and never changes an answer. `SceneFieldsTests` holds every example scene, template and
/// oracle case to zero skipped fields.
package enum SceneFields {
    /// The names of the spec format (docs/SPEC-FORMAT.md): scene, items, views, modifiers,
    /// their arguments, `GridItem`s and item templates. A layout's own parameters come from its
    /// plugin (``names(registry:)``).
    package static let format: Set<String> = [
        "layout", "parameters", "proposal", "items", "count", "sections", "rows", "cells", "header", "footer",
        "width", "height", "size", "flexible", "text", "aspect", "minWidth", "idealWidth", "maxWidth", "minHeight",
        "idealHeight", "maxHeight", "length", "charWidth", "lineHeight", "lineLimit", "ratio", "contentMode",
        "spacing", "priority", "layoutPriority", "alignment", "columnAlignment", "unsizedAxes", "axes", "modifiers",
        "padding", "frame", "offset", "position", "fixedSize", "aspectRatio", "background", "overlay", "alignmentGuide",
        "horizontal", "vertical", "value", "edges", "top", "leading", "bottom", "trailing", "all", "x", "y",
        "spacer", "minLength", "divider", "image", "systemName", "resizable", "color", "rectangle", "capsule",
        "circle", "roundedRectangle", "cornerRadius", "style", "emptyView", "scrollView", "content", "viewThatFits",
        "candidates", "forEach", "views", "fixed", "adaptive", "minimum", "maximum", "columns", "uniform", "string",
        "anchor", "item", "in", "identity",
    ]

    /// ``format`` and what the plugins of `registry` declare: their parameters and view fields.
    /// O(plugins × parameters).
    package static func names(registry: PluginRegistry) -> Set<String> {
        var names = format
        for plugin in registry.all {
            names.formUnion(plugin.parameters.map(\.name))
            names.formUnion(plugin.viewFields)
        }
        return names
    }

    /// `data` parsed as a scene: the value of a field no scene reader asks for is not built.
    /// `read` turns the value into what the caller wants; it runs once, or — when a field was
    /// skipped and `read` does not refuse the scene for one of the skipped fields — again on a
    /// whole parse, so the answer is always the whole parse's. O(n) in the data's length.
    package static func read<T>(
        _ data: Data, what: String, registry: PluginRegistry, _ read: (JSONValue) throws -> T
    ) throws -> T {
        let (json, skipped) = try JSONValue.parse(data, what: what, keeping: names(registry: registry))
        guard !skipped.isEmpty else { return try read(json) }
        do {
            _ = try read(json)
        } catch let error as GridPerfError
            where skipped.contains(where: { error.message.contains("unknown field '\(GridPerfError.quoted($0))'") })
        {
            throw error
        } catch {}
        return try read(JSONValue.parse(data, what: what))
    }
}
