/// One view of a tree as a walk meets it: where it is, how deep, what it is.
public struct ViewTreeEntry {
    /// The item's path in the scene (`items[0].items[2]`, `items[1].modifiers[0].content`).
    public var path: String
    /// What a person reads: the kinds from the root down (`lazy-vgrid › vstack › text[2]`).
    public var trail: String
    /// 1 for the root's items, 2 for theirs…
    public var depth: Int
    /// The view, or `nil` for a plain item (a leaf without modifiers).
    public var node: ViewNode?
    /// The item's model in its parent's storage (a plain leaf's own; `.view` for a node).
    public var model: ItemModel
    /// The storage the item is a slot of, and its index there (`nil` for the views that are no
    /// slot: an overlay's content, a scroll view's content, a `ViewThatFits` candidate).
    public var storage: SubviewStorage?
    public var index: Int
}

extension SubviewStorage {
    /// Calls `visit` on every view below this storage, depth first, parents before children:
    /// each item, then (for a node) its content's views and its modifiers' views. `root` names
    /// the storage's layout in trails. O(views).
    public func walkTree(root: String, path: String = "items", depth: Int = 1, _ visit: (ViewTreeEntry) -> Void) {
        for i in 0..<count {
            let model = self.model(at: i)
            let here = "\(path)[\(i)]"
            let trail = "\(root) › \(model.kindName)[\(i)]"
            if case let .view(node) = model {
                visit(
                    ViewTreeEntry(
                        path: here, trail: trail, depth: depth, node: node, model: model, storage: self, index: i))
                node.walkBelow(path: here, trail: trail, depth: depth, visit)
            } else {
                visit(
                    ViewTreeEntry(
                        path: here, trail: trail, depth: depth, node: nil, model: model, storage: self, index: i))
            }
        }
    }
}

extension ViewNode {
    func walkBelow(path: String, trail: String, depth: Int, _ visit: (ViewTreeEntry) -> Void) {
        func single(_ node: ViewNode, _ p: String, _ t: String) {
            visit(
                ViewTreeEntry(
                    path: p, trail: t, depth: depth + 1, node: node, model: .view(node), storage: nil, index: 0))
            node.walkBelow(path: p, trail: t, depth: depth + 1, visit)
        }
        switch content {
        case .leaf: break
        case let .container(c): c.storage.walkTree(root: trail, path: "\(path).items", depth: depth + 1, visit)
        case let .scrollView(_, _, inner): single(inner, "\(path).scrollView.content", "\(trail) › \(inner.kind)")
        case let .viewThatFits(_, _, candidates):
            for (i, c) in candidates.enumerated() {
                single(c, "\(path).viewThatFits.candidates[\(i)]", "\(trail) › \(c.kind)[\(i)]")
            }
        }
        for (i, m) in modifiers.enumerated() {
            if let s = m.secondary {
                single(s, "\(path).modifiers[\(i)].\(m.name).content", "\(trail) › \(m.name) › \(s.kind)")
            }
        }
    }
}
