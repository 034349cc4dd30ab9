import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// A view's scene as the window shows it, kept across state changes (`run --scenario update`):
/// a scroll view's lazy container realises what meets the viewport, and after a change only the
/// elements whose views changed are made again and invalidated (the container's
/// `invalidate(from:)`), so the relayout re-measures what changed and answers the rest from the
/// measurement cache — what SwiftUI's relayout after an update does. A scene whose structure
/// changed (views above the lazy container, the number of elements), or that has no such
/// container, is laid out afresh.
package final class UpdateScreen {
    /// What one layout of the screen counted.
    package struct Shown {
        var size: Size
        var frames: [Rect]
        /// Measure calls and misses among the laid-out container's subviews.
        var measureCalls: Int
        var measureMisses: Int
        /// Whether the scene was laid out afresh (not incrementally).
        var afresh: Bool
    }

    private let registry: PluginRegistry
    private let path: String
    /// The scene file's name, for messages made during a change.
    private let name: String
    private let viewport: Size
    private var json: JSONValue = .null
    /// The scene's storage, kept alive while its containers are used.
    private var storage: SubviewStorage?
    private var lazyContainer: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews)?
    private var realized: [Int] = []

    package init(registry: PluginRegistry, path: String, viewport: Size) {
        self.registry = registry
        self.path = path
        self.name = URL(fileURLWithPath: path).lastPathComponent
        self.viewport = viewport
    }

    /// Shows `scene`: incrementally when only its lazy elements may have changed, else afresh.
    package func show(_ scene: ViewScene) throws -> Shown {
        if let kept = lazyContainer, scene.json == json, scene.lazyViews.count == 1,
            scene.lazyViews[0].count == kept.grid.storage.count
        {
            return try update(kept, with: scene.lazyViews[0])
        }
        return try layOutAfresh(scene)
    }

    private func layOutAfresh(_ scene: ViewScene) throws -> Shown {
        var registry = self.registry
        for plugin in scene.layouts where (try? registry.plugin(named: plugin.name)) == nil {
            try registry.register(plugin)
        }
        registry.register(lazyViews: scene.lazyViews, scene: path)
        let spec = try LayoutSpec.parse(scene.json, source: path, registry: registry)
        let layout = try registry.makeLayout(named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        self.storage = storage
        json = scene.json
        lazyContainer = nil
        if let scrolled = ScrolledContainer.find(in: storage, root: spec.layout),
            let lazy = scrolled.container.layout.lazy, lazy.scrollAxis == .vertical,
            spec.made.count == 1, let source = spec.made[0] as? ForEachViews
        {
            source.keptViews = [:]
            let kept = (scrolled.container, lazy, scrolled.crossLength(viewport: viewport.width), source)
            lazyContainer = kept
            var shown = realize(kept)
            try spec.made.check()
            shown.afresh = true
            return shown
        }
        let before = storage.counters
        let size = layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        try spec.made.check()
        let counted = storage.counters - before
        return Shown(
            size: size, frames: storage.viewSlots.isEmpty ? storage.frames : storage.leafFrames,
            measureCalls: counted.measureCalls, measureMisses: counted.measureCacheMisses, afresh: true)
    }

    /// The realised elements evaluated again from the new `ForEach`; those whose views changed
    /// made again and the container invalidated from the first of them; the viewport realised.
    private func update(
        _ kept: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews),
        with lazy: LazyForEachViews
    ) throws -> Shown {
        kept.source.lazy = lazy
        var registry = self.registry
        var first: Int?
        for i in realized {
            let (views, layouts) = lazy.views(at: i)
            guard views != kept.source.keptViews?[i] else { continue }
            kept.source.keptViews?[i] = views
            for plugin in layouts where (try? registry.plugin(named: plugin.name)) == nil {
                try registry.register(plugin)
            }
            guard views.count == 1 else {
                throw GridPerfError(
                    "\(name): element \(i) of the lazy ForEach made \(views.count) views after the change, where element 0 made one"
                )
            }
            // Named by the file's name: the bytes a change allocates must not depend on the folder
            // (the gate's two sides build in different ones).
            let model = try Workload.readTemplate(
                .object(views[0]), path: "\(name): element \(i) of the lazy ForEach", layout: "forEach",
                registry: registry)
            kept.grid.storage.replaceModel(at: i, with: .view(ViewNode.wrapping(model)))
            first = Swift.min(first ?? i, i)
        }
        if let first { kept.lazy.invalidate(from: first, subviews: kept.grid.storage.subviews) }
        return realize(kept)
    }

    private func realize(_ kept: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews))
        -> Shown
    {
        let storage = kept.grid.storage
        let before = storage.counters
        realized.removeAll(keepingCapacity: true)
        kept.lazy.realize(
            crossLength: kept.cross, visible: 0..<viewport.height, subviews: storage.subviews, realized: &realized)
        realized.sort()
        let counted = storage.counters - before
        let frames = storage.withFrames { all in realized.map { all[$0] } }
        return Shown(
            size: viewport, frames: frames, measureCalls: counted.measureCalls,
            measureMisses: counted.measureCacheMisses, afresh: false)
    }
}
