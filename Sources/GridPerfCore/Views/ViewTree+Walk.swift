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
    /// the storage's layout in trails. `plainItems: false` leaves out the plain items (leaves
    /// without modifiers), whose names are most of a walk's cost when only views are wanted.
    /// O(views).
    public func walkTree(
        root: String, path: String = "items", depth: Int = 1, plainItems: Bool = true, _ visit: (ViewTreeEntry) -> Void
    ) {
        _ = walk(root: root, path: path, depth: depth, plainItems: plainItems) {
            visit($0); return true
        }
    }

    /// The first view, depth first, that `found` accepts, named as ``walkTree(root:path:depth:plainItems:_:)``
    /// names it; the walk stops there. O(views before it).
    public func firstView(root: String, plainItems: Bool = true, where found: (ViewTreeEntry) -> Bool)
        -> ViewTreeEntry?
    {
        var first: ViewTreeEntry?
        _ = walk(root: root, path: "items", depth: 1, plainItems: plainItems) { entry in
            guard found(entry) else { return true }
            first = entry
            return false
        }
        return first
    }

    /// The placed leaves at the ascending indices `wanted` of ``leafFrames`` (the same order),
    /// named as ``walkTree(root:path:depth:plainItems:_:)`` names them; the walk stops at the
    /// last one wanted. Indices past the last leaf are left out. O(views before the last wanted).
    public func leafEntries(root: String, wanted: [Int]) -> [ViewTreeEntry] {
        guard let last = wanted.last else { return [] }
        var out: [ViewTreeEntry] = []
        out.reserveCapacity(wanted.count)
        var leaf = 0, next = 0
        // Below a view its parent did not place, no leaf has a frame (leafFrames skips them).
        var unplacedDepth: Int?
        _ = walk(root: root, path: "items", depth: 1, plainItems: true) { e in
            if let d = unplacedDepth {
                if e.depth > d { return true }
                unplacedDepth = nil
            }
            if let node = e.node, !node.isPlaced {
                unplacedDepth = e.depth
                return true
            }
            guard e.node?.isLeaf ?? true else { return true }
            if leaf == wanted[next] {
                out.append(e)
                next += 1
            }
            leaf += 1
            return leaf <= last && next < wanted.count
        }
        return out
    }

    /// The walk: `visit` returns whether to go on; the result is false once it said not to.
    func walk(root: String, path: String, depth: Int, plainItems: Bool, _ visit: (ViewTreeEntry) -> Bool) -> Bool {
        for i in 0..<count {
            if !plainItems, buffers.models[i].viewNode == nil { continue }
            let model = self.model(at: i)
            let here = "\(path)[\(i)]"
            let trail = "\(root) › \(model.kindName)[\(i)]"
            if case let .view(node) = model {
                let entry = ViewTreeEntry(
                    path: here, trail: trail, depth: depth, node: node, model: model, storage: self, index: i)
                guard visit(entry),
                    node.walkBelow(path: here, trail: trail, depth: depth, plainItems: plainItems, visit)
                else { return false }
            } else {
                let entry = ViewTreeEntry(
                    path: here, trail: trail, depth: depth, node: nil, model: model, storage: self, index: i)
                guard visit(entry) else { return false }
            }
        }
        return true
    }
}

extension ViewNode {
    /// The views below this node, depth first; false once `visit` said to stop.
    func walkBelow(path: String, trail: String, depth: Int, plainItems: Bool, _ visit: (ViewTreeEntry) -> Bool)
        -> Bool
    {
        func single(_ node: ViewNode, _ p: String, _ t: String) -> Bool {
            visit(
                ViewTreeEntry(
                    path: p, trail: t, depth: depth + 1, node: node, model: .view(node), storage: nil, index: 0))
                && node.walkBelow(path: p, trail: t, depth: depth + 1, plainItems: plainItems, visit)
        }
        switch content {
        case .leaf: break
        case let .container(c):
            guard c.storage.walk(root: trail, path: "\(path).items", depth: depth + 1, plainItems: plainItems, visit)
            else { return false }
        case let .scrollView(_, _, inner):
            guard single(inner, "\(path).scrollView.content", "\(trail) › \(inner.kind)") else { return false }
        case let .viewThatFits(_, _, candidates):
            for (i, c) in candidates.enumerated() {
                guard single(c, "\(path).viewThatFits.candidates[\(i)]", "\(trail) › \(c.kind)[\(i)]") else {
                    return false
                }
            }
        }
        for (i, m) in layoutModifiers.enumerated() {
            if let s = m.secondary(secondaries) {
                guard single(s, "\(path).modifiers[\(i)].\(m.name).content", "\(trail) › \(m.name) › \(s.kind)") else {
                    return false
                }
            }
        }
        return true
    }
}

/// One view as ``SubviewStorage/walkViews(depth:_:)`` meets it: ``ViewTreeEntry`` without its
/// names, which cost a string or two a view to make.
public struct ViewTreeStep {
    /// 1 for the root's items, 2 for theirs…
    public var depth: Int
    /// The view, or `nil` for a plain item (a leaf without modifiers).
    public var node: ViewNode?
    /// The storage the item is a slot of, and its index there (`nil` for the views that are no
    /// slot: an overlay's content, a scroll view's content, a `ViewThatFits` candidate).
    public var storage: SubviewStorage?
    public var index: Int
}

extension SubviewStorage {
    /// `walkTree(root:path:depth:_:)` without the paths and trails: the same views in the same
    /// order, no string made — for a walk over every view of a large tree (a 10,000-card scene
    /// spent half a playground request making names nobody read). O(views).
    public func walkViews(depth: Int = 1, _ visit: (ViewTreeStep) -> Void) {
        _ = firstStep(depth: depth) {
            visit($0); return false
        }
    }

    /// The first view, in ``walkViews(depth:_:)``'s order, that `found` accepts; the walk stops
    /// there. O(views before it).
    public func firstStep(depth: Int = 1, where found: (ViewTreeStep) -> Bool) -> ViewTreeStep? {
        for i in 0..<count {
            let node = buffers.models[i].viewNode
            let step = ViewTreeStep(depth: depth, node: node, storage: self, index: i)
            if found(step) { return step }
            if let below = node?.firstStepBelow(depth: depth, found) { return below }
        }
        return nil
    }
}

extension ViewNode {
    func firstStepBelow(depth: Int, _ found: (ViewTreeStep) -> Bool) -> ViewTreeStep? {
        func single(_ node: ViewNode) -> ViewTreeStep? {
            let step = ViewTreeStep(depth: depth + 1, node: node, storage: nil, index: 0)
            return found(step) ? step : node.firstStepBelow(depth: depth + 1, found)
        }
        switch content {
        case .leaf: break
        case let .container(c):
            if let step = c.storage.firstStep(depth: depth + 1, where: found) { return step }
        case let .scrollView(_, _, inner):
            if let step = single(inner) { return step }
        case let .viewThatFits(_, _, candidates):
            for c in candidates { if let step = single(c) { return step } }
        }
        for node in secondaries { if let step = single(node) { return step } }
        return nil
    }
}

extension SubviewStorage {
    /// Makes every deferred view below this storage (``ViewNode/init(deferred:index:kind:)``),
    /// those a made view holds included, so that a first pass times the layout and not the making
    /// of the views: the run's first layout of a fresh scene. The frames are the same as when
    /// the pass makes them (a source makes the same view whichever order it is asked in).
    /// - Complexity: O(views), plus what the sources take to make them.
    public func realiseDeferredViews() {
        walkViews { $0.node?.realise() }
    }
}
