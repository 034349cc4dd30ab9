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

    /// The first such scroll view, depth first, among placed views; `nil` when there is none.
    /// O(views).
    static func first(in storage: SubviewStorage) -> ScrolledLazy? {
        var found: ScrolledLazy?
        storage.walkViews { step in
            guard found == nil, let node = step.node, node.isPlaced,
                case let .scrollView(_, _, inner) = node.content, let c = inner.container, let lazy = c.layout.lazy
            else { return }
            found = ScrolledLazy(scroll: node, content: inner, container: c, lazy: lazy)
        }
        return found
    }
}
