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
    var eager: Eager?
    /// The registry with the custom layouts of the scenes shown so far (their latest plugins).
    private var sceneRegistry: PluginRegistry?

    private let registry: PluginRegistry
    private let path: String
    /// The scene file's name, for messages made during a change.
    let name: String
    package let viewport: Size
    private var json: JSONValue = .null
    /// The scene's storage, kept alive while its containers are used.
    private(set) var storage: SubviewStorage?
    var lazyContainer: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews)?
    /// The lazy container's elements the last realisation made, in index order.
    var realized: [Int] = []
    /// The lazy container's elements the last change made again or patched, in the order it did.
    var touched: [Int] = []
    /// The counters below each realised element (its container's, every depth) as the last
    /// realisation left them, by element, in ``realized``'s order; `nil` for an element a change
    /// made again or patched since (walked again). Nothing lays the screen out between two
    /// realisations, so an untouched element's counters are these.
    var realizedCounters: [LayoutCounters?] = []
    /// Changes shown outside callgrind's measured function (kept apart from it by this count).
    var uncountedChanges = 0
    /// Whether the change being shown was made under an animation: its containers whose layout's
    /// animatable data moved are kept in ``animatedLayouts`` to be played frame by frame.
    var animatedChange = false
    /// The containers of the last change whose layout's animatable data moved.
    var animatedLayouts: [AnimatedLayout] = []
    /// The storages and places from the root to the container being patched.
    var patchPath: [(storage: SubviewStorage, index: Int)] = []

    package init(registry: PluginRegistry, path: String, viewport: Size) {
        self.registry = registry
        self.path = path
        self.name = URL(fileURLWithPath: path).lastPathComponent
        self.viewport = viewport
    }

    /// Shows `scene`: incrementally when only its lazy elements may have changed, else afresh.
    /// `animated`: the change was made under an animation (``animatedLayouts``).
    package func show(_ scene: ViewScene, animated: Bool = false) throws -> Shown {
        animatedChange = animated
        touched.removeAll(keepingCapacity: true)
        if !animatedLayouts.isEmpty { animatedLayouts.removeAll() }
        if let kept = lazyContainer, scene.json == json, scene.lazyViews.count == 1,
            scene.lazyViews[0].count == kept.grid.storage.count
        {
            return try update(kept, with: scene.lazyViews[0])
        }
        if var kept = eager, scene.lazyViews.isEmpty, case let .object(fields) = scene.json,
            case let .array(items)? = fields["items"], items.count == kept.items.count,
            fields.filter({ $0.key != "items" }) == kept.root
        {
            if let shown = try patch(&kept, items: items, layouts: scene.layouts) {
                eager = kept
                json = scene.json
                return shown
            }
        }
        return try layOutAfresh(scene)
    }

    /// The eager scene patched where the new items differ: a changed item whose view is a
    /// container of the same kind, modifiers and number of subviews is patched inside, any other
    /// is made again; every container whose subviews changed forgets its answers, has its
    /// `updateCache` called and asks its parent to measure it again, up to the root, which is
    /// laid out again. `nil` when the items cannot be matched to the storage (afresh instead).
    private func patch(_ kept: inout Eager, items: [JSONValue], layouts: [SwiftUILayoutPlugin]) throws -> Shown? {
        var registry = sceneRegistry ?? self.registry
        try registry.registerReplacing(layouts)
        sceneRegistry = registry
        guard kept.storage.count == kept.items.count else {
            return nil
        }
        let before = Self.totalCounters(kept.storage)
        var invalidated = 0
        let changed = try patch(
            kept.storage, kind: kept.root["layout"]?.stringValue ?? "zstack", old: kept.items, new: items,
            registry: registry, invalidated: &invalidated)
        kept.items = items
        if changed {
            kept.layout.updateCache(subviews: kept.storage.subviews)
            invalidated += 1
        }
        let size = kept.layout.layout(proposal: kept.proposal, subviews: kept.storage.subviews)
        let counted = Self.totalCounters(kept.storage) - before
        return Shown(
            size: size, frames: kept.storage.leafFrames, measureCalls: counted.measureCalls,
            measureMisses: counted.measureCacheMisses, afresh: false, layoutsInvalidated: invalidated)
    }

    private func layOutAfresh(_ scene: ViewScene) throws -> Shown {
        var registry = self.registry
        try registry.registerReplacing(scene.layouts)
        registry.register(lazyViews: scene.lazyViews, scene: path)
        sceneRegistry = registry
        let spec = try LayoutSpec.parse(scene.json, source: path, registry: registry)
        let layout = try registry.makeLayout(named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        self.storage = storage
        json = scene.json
        lazyContainer = nil
        eager = nil
        realizedCounters.removeAll()
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
        let size = layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        try spec.made.check()
        let counted = Self.totalCounters(storage)
        if spec.made.isEmpty, case let .object(fields) = scene.json, case let .array(items)? = fields["items"] {
            eager = Eager(
                layout: layout, storage: storage, proposal: spec.proposal,
                root: fields.filter { $0.key != "items" }, items: items)
        }
        return Shown(
            size: size, frames: storage.viewSlots.isEmpty ? storage.frames : storage.leafFrames,
            measureCalls: counted.measureCalls, measureMisses: counted.measureCacheMisses, afresh: true)
    }

    /// The counters below element `i` of the lazy container's `storage` (its container's, every
    /// depth); zero for an element that is not a container. O(views below it).
    static func elementCounters(_ i: Int, in storage: SubviewStorage) -> LayoutCounters {
        guard case let .view(node) = storage.model(at: i), case let .container(c) = node.content else {
            return LayoutCounters()
        }
        return totalCounters(c.storage)
    }

    /// Forgets the counters kept for element `i` (a change made it again or patched it). O(log n).
    private func forgetCounters(of i: Int) {
        var (lo, hi) = (0, realized.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if realized[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        if lo < realized.count, realized[lo] == i, lo < realizedCounters.count { realizedCounters[lo] = nil }
    }

    /// The realised elements evaluated again from the new `ForEach`; those whose views changed
    /// made again and the container invalidated from the first of them; the viewport realised.
    private func update(
        _ kept: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews),
        with lazy: LazyForEachViews
    ) throws -> Shown {
        kept.source.lazy = lazy
        var registry = sceneRegistry ?? self.registry
        defer { sceneRegistry = registry }
        var first: Int?
        var invalidated = 0
        for i in realized where !lazy.keepsViews(at: i) {
            let (views, layouts) = lazy.views(at: i)
            let old = kept.source.keptViews?[i]
            kept.source.keptViews?[i] = views
            try registry.registerReplacing(layouts)
            // The same container with changed views inside is patched where it changed, as an
            // eager scene's views are (``patch(_:items:layouts:)``): its unchanged views keep
            // their measurements. The patch compares the views as it goes (an element whose
            // views did not change is not patched).
            if views.count == 1, let old, old.count == 1, case let .view(node) = kept.grid.storage.model(at: i),
                let patched = try patch(node, old: old[0], new: views[0], registry: registry, invalidated: &invalidated)
            {
                if patched {
                    touched.append(i)
                    kept.grid.storage.forgetMeasurement(at: i)
                    first = Swift.min(first ?? i, i)
                    forgetCounters(of: i)
                }
                continue
            }
            guard views != old else { continue }
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
            touched.append(i)
            first = Swift.min(first ?? i, i)
            forgetCounters(of: i)
        }
        if let first { kept.lazy.invalidate(from: first, subviews: kept.grid.storage.subviews) }
        var shown = realize(kept)
        // The lazy container, invalidated from its first changed element (the scroll view and
        // the window above it answer from the container's new extent), and the containers
        // patched inside the elements.
        shown.layoutsInvalidated = (first == nil ? 0 : 1) + invalidated
        return shown
    }

    private func realize(_ kept: (grid: ViewContainer, lazy: AnyLazyLayout, cross: Double, source: ForEachViews))
        -> Shown
    {
        let storage = kept.grid.storage
        // The container's counters and those of the views realised before and after (counters
        // only grow, and a view made again starts at zero): what this realisation measured, at
        // every depth, without visiting the elements never made. Before it, an element's
        // counters are those the last realisation found, unless a change touched it.
        let earlier = realized
        var before = storage.counters
        for (k, i) in earlier.enumerated() {
            before += (k < realizedCounters.count ? realizedCounters[k] : nil) ?? Self.elementCounters(i, in: storage)
        }
        realized.removeAll(keepingCapacity: true)
        kept.lazy.realize(
            crossLength: kept.cross, visible: 0..<viewport.height, subviews: storage.subviews, realized: &realized)
        realized.sort()
        var after = storage.counters
        realizedCounters.removeAll(keepingCapacity: true)
        var k = 0
        for i in Self.merged(earlier, realized) {
            let below = Self.elementCounters(i, in: storage)
            after += below
            if k < realized.count, realized[k] == i {
                realizedCounters.append(below)
                k += 1
            }
        }
        let counted = after - before
        let frames = storage.withFrames { all in realized.map { all[$0] } }
        return Shown(
            size: viewport, frames: frames, measureCalls: counted.measureCalls,
            measureMisses: counted.measureCacheMisses, afresh: false)
    }
}
