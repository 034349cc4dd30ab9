import GridPerfCore
import GridPerfHarness

/// Lays `items` out with `plugin` as `gridperf layout` does: one `sizeThatFits` and one
/// `placeSubviews` in (0, 0, size).
func layOut(
    _ plugin: any LayoutPlugin, _ items: [ItemModel], width: Double?, height: Double?,
    attributes: SubviewAttributes? = nil
) throws -> (size: Size, frames: [Rect], counters: LayoutCounters) {
    let layout = try plugin.makeLayout(parameters: nil)
    let storage = SubviewStorage(items, attributes: attributes)
    let size = layout.layout(proposal: ProposedSize(width: width, height: height), subviews: storage.subviews)
    return (size, storage.frames, storage.counters)
}

/// A scene parsed from JSON text, laid out by the plugin of its layout in `plugins`.
func layOut(scene: String, plugins: [any LayoutPlugin]) throws -> LayoutResult {
    var registry = PluginRegistry.builtIn
    for p in plugins { try registry.register(p) }
    let spec = try LayoutSpec.parse(Data(scene.utf8), source: "scene", registry: registry)
    return try LayoutResult.compute(spec, registry: registry)
}

import Foundation
