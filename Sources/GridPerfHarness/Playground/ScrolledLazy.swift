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

    /// The lazy container's length across its axis (the content's width for a vertical scroll).
    var crossLength: Double { isVertical ? content.contentFrame.width : content.contentFrame.height }

    /// Where the container starts inside the scrolled content (the content's own padding).
    var inset: Double {
        isVertical
            ? content.contentFrame.minY - scroll.contentFrame.minY
            : content.contentFrame.minX - scroll.contentFrame.minX
    }

    /// What the scroll view shows of its container scrolled to `offset`, in the container's own
    /// coordinates (empty when the content's padding alone fills the viewport). O(1).
    func visible(at offset: Double) -> Range<Double> {
        let start = Swift.max(0, offset - inset)
        return start..<Swift.max(start, offset - inset + viewportLength)
    }

    /// The container's subviews SwiftUI's lazy container realises with the scroll view at
    /// `offset` (``AnyLazyLayout/realize(crossLength:visible:subviews:realized:)``), in order.
    /// O(realised), after a full pass placed the scroll view.
    func realized(at offset: Double) -> [Int] {
        var realized: [Int] = []
        let visible = visible(at: offset)
        if !visible.isEmpty {
            lazy.realize(
                crossLength: crossLength, visible: visible, subviews: container.storage.subviews, realized: &realized)
        }
        return realized
    }

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
