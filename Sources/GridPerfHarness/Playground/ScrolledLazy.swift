import GridPerfCore

/// A tree's scroll view whose content is a lazy container (`ScrollView { LazyVGrid { … } }`):
/// what the playground scrolls through for a tree, realising what the scroll view shows, as
/// SwiftUI's lazy containers do.
struct ScrolledLazy {
    /// The scroll view.
    let scroll: ViewNode
    /// Its content: the lazy container, inside its modifiers.
    let content: ViewNode
    let container: ViewContainer
    let lazy: AnyLazyLayout

    /// Whether the scroll view scrolls vertically (its lazy container's scroll axis).
    var isVertical: Bool { lazy.scrollAxis == .vertical }

    /// How long the scroll view shows along its axis.
    var viewportLength: Double { isVertical ? scroll.contentFrame.height : scroll.contentFrame.width }

    /// The first such scroll view, depth first, among placed views; `nil` when there is none.
    /// O(views before it).
    static func first(in storage: SubviewStorage) -> ScrolledLazy? {
        var found: ScrolledLazy?
        _ = storage.firstStep { step in
            guard let node = step.node, node.isPlaced, case let .scrollView(_, _, inner) = node.content,
                let c = inner.container, let lazy = c.layout.lazy
            else { return false }
            found = ScrolledLazy(scroll: node, content: inner, container: c, lazy: lazy)
            return true
        }
        return found
    }
}
