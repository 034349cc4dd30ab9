import GridPerfCore
import GridPerfModel

/// The lazy container a scroll scenario scrolls when the scene's root is not lazy: in a view's
/// scene (`--view`), the content of its first `ScrollView` along the container's axis, such as
/// the seed's `ScrollView { LazyVGrid { ForEach(films) { … } }.padding(.horizontal, 16) }`.
///
/// SwiftUI shows such a grid through the scroll view's window and makes only the views that
/// meet it (the reference texts: `LazyVGrid` "only creates the views when needed"); the scenario does
/// the same with the container's own layout and subviews, the viewport standing for the window.
/// Across the scroll, the container is proposed the viewport's length less what the modifiers on
/// the scroll view and on its content take (a `padding`); containers around the scroll view are
/// not subtracted (an approximation: a screen's scroll view fills its width).
package struct ScrolledContainer {
    package let container: ViewContainer
    /// The modifiers between the viewport and the container, outermost first: the scroll
    /// view's, then the container's.
    private let modifiers: [ViewModifier]
    private let horizontal: Bool

    /// The first scrolled lazy container below `storage`'s views, depth first; `nil` when there
    /// is none, or when a modifier's proposal would need the content's ideal size.
    package static func find(in storage: SubviewStorage, root: String) -> ScrolledContainer? {
        var found: ScrolledContainer?
        storage.walkTree(root: root) { entry in
            guard found == nil, let node = entry.node, case let .scrollView(h, v, inner) = node.content,
                case let .container(c) = inner.content, let lazy = c.layout.lazy
            else { return }
            let horizontal = lazy.scrollAxis == .horizontal
            guard horizontal ? h : v else { return }
            let modifiers = node.modifiers.reversed() + inner.modifiers.reversed()
            guard !modifiers.contains(where: { if case .aspectRatio(nil, _) = $0 { true } else { false } }) else {
                return
            }
            found = ScrolledContainer(container: c, modifiers: modifiers, horizontal: horizontal)
        }
        return found
    }

    /// The container's length across the scroll when the viewport's is `length`.
    package func crossLength(viewport length: Double) -> Double {
        var p = horizontal ? ProposedSize(width: nil, height: length) : ProposedSize(width: length, height: nil)
        for m in modifiers { p = m.childProposal(p) { Size(width: 0, height: 0) } }
        return (horizontal ? p.height : p.width) ?? length
    }
}
