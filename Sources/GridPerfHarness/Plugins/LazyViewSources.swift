import Foundation
import GridPerfCore
import SwiftUI
import GridPerfModel

/// A scene's lazy `ForEach`s as the parse of one scene file meets them: its
/// `{"forEach": {"count": N, "views": k}}` entries are made from the `--view` scenes the registry
/// knows (``PluginRegistry/lazyViews(scene:)``), an element at a time, as a lazy container
/// realises its subviews (``SwiftUI/LazyForEachViews``). A child gridperf evaluates the view
/// again (`--view-scene`) and registers the same file.
package enum LazyViewSources {
    /// The sources of a scene being read from `path`: one per parse, so that a failure belongs
    /// to the run that met it; `nil` when no view of this invocation wrote the file. Allocates
    /// nothing when there is none: it runs inside a case's storage window, whose bytes must not
    /// depend on the scene's folder (`StorageBytesPathTests`).
    static func scene(written path: String, registry: PluginRegistry) -> Scene? {
        registry.lazyViews(scene: path).map(Scene.init)
    }

    /// One reading of a scene: the sources its `forEach` entries made, to check after the passes.
    final class Scene {
        let lazyViews: [LazyForEachViews]
        private(set) var made: [any DeferredViews] = []

        init(_ lazyViews: [LazyForEachViews]) { self.lazyViews = lazyViews }

        /// The source of entry `k`, whose count the scene gives as `count`.
        func source(_ k: Int, count: Int, path: String, registry: PluginRegistry) throws -> (any DeferredViews, String)
        {
            guard lazyViews.indices.contains(k), lazyViews[k].count == count else {
                throw GridPerfError(
                    "\(path): no lazy ForEach of \(count) elements is number \(k) of the view that wrote this scene (the file changed since)"
                )
            }
            let source = ForEachViews(lazyViews[k], path: path, registry: registry)
            made.append(source)
            return (source, lazyViews[k].kind)
        }
    }
}

/// The elements of one lazy `ForEach` as deferred views: element `i` evaluated by the view's
/// library and read as a scene's item (docs/SPEC-FORMAT.md), its custom layouts registered as
/// they appear.
final class ForEachViews: DeferredViews {
    /// The `ForEach` its elements come from: the latest evaluation's, after a state change.
    var lazy: LazyForEachViews
    /// The views each element made, by index, when asked to keep them (a state change compares
    /// an element's new views with them); `nil`: not kept.
    var keptViews: [Int: [[String: JSONValue]]]?
    let path: String
    private var registry: PluginRegistry
    private(set) var failure: String?

    init(_ lazy: LazyForEachViews, path: String, registry: PluginRegistry) {
        self.lazy = lazy
        self.path = path
        self.registry = registry
    }

    /// Element `index`'s view, or an empty view (and ``failure`` set) when it is not one view or
    /// the scene format refuses it.
    /// - Complexity: what evaluating and reading the element's views takes.
    func makeView(_ index: Int) -> ViewNode {
        let (views, layouts) = lazy.views(at: index)
        keptViews?[index] = views
        let place = "\(path): element \(index) of the lazy ForEach"
        do {
            try registry.registerUnknown(layouts)
            guard views.count == 1 else {
                throw GridPerfError(
                    "made \(views.count) views where element 0 made one: gridperf realises a lazy ForEach's element as one subview (wrap its views in a stack)"
                )
            }
            return ViewNode.wrapping(
                try Workload.readTemplate(.object(views[0]), path: place, layout: "forEach", registry: registry))
        } catch {
            return unmadeView(error, place: place, failure: &failure)
        }
    }
}
