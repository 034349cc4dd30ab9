/// Walking a tree: its children, its leaves' frames (the output's `frames`), its containers,
/// the measurement caches, copies.
extension ViewNode {
    /// Calls `body` on each node directly below this one: the content's (a container's subviews
    /// that are views, a scroll view's content, every `ViewThatFits` candidate), then the
    /// modifiers' secondary views.
    func visitChildren(_ body: (ViewNode) -> Void) {
        switch content {
        case .leaf: break
        case let .container(c): c.storage.visitViews(body)
        case let .scrollView(_, _, inner): body(inner)
        case let .viewThatFits(_, _, candidates): candidates.forEach(body)
        }
        for s in secondaries { body(s) }
    }

    /// The container of this node, if its content is one.
    public var container: ViewContainer? {
        if case let .container(c) = content { return c }
        return nil
    }

    /// Appends the frames of this node's placed leaves, depth first: the content's (a leaf's own
    /// frame inside its modifiers; a container's subviews in order), then each overlay's and
    /// background's, innermost modifier first. Unplaced nodes (a `ViewThatFits`' other
    /// candidates) add nothing.
    public func appendLeafFrames(to frames: inout [Rect]) {
        guard isPlaced else { return }
        switch content {
        case .leaf: frames.append(contentFrame)
        case let .container(c): c.storage.appendLeafFrames(to: &frames)
        case let .scrollView(_, _, inner): inner.appendLeafFrames(to: &frames)
        case let .viewThatFits(_, _, candidates): for c in candidates { c.appendLeafFrames(to: &frames) }
        }
        for s in secondaries { s.appendLeafFrames(to: &frames) }
    }

    /// ``appendLeafFrames(to:)``'s walk, counting leaves instead of appending their frames, and
    /// appending the indices of the leaves each nested container's layout pins.
    func appendPinnedLeaves(next: inout Int, to out: inout [Int]) {
        guard isPlaced else { return }
        switch content {
        case .leaf: next += 1
        case let .container(c):
            c.storage.appendPinnedLeaves(pinned: c.layout.pinnedSubviews, next: &next, to: &out)
        case let .scrollView(_, _, inner): inner.appendPinnedLeaves(next: &next, to: &out)
        case let .viewThatFits(_, _, candidates): for c in candidates { c.appendPinnedLeaves(next: &next, to: &out) }
        }
        for s in secondaries { s.appendPinnedLeaves(next: &next, to: &out) }
    }

    /// Turns every measurement cache below this node on or off (`--no-measure-cache`).
    func setMeasurementCacheEnabled(_ on: Bool) {
        if deferCacheSetting(on) { return }
        reusesPlacement = on
        forgetPlacement()
        switch content {
        case .leaf: break
        // The storage's own setter passes it on to its views.
        case let .container(c): c.storage.measurementCacheEnabled = on
        case let .scrollView(_, _, inner): inner.setMeasurementCacheEnabled(on)
        case let .viewThatFits(_, _, candidates):
            let memo = choices ?? ViewThatFitsChoices()
            memo.isEnabled = on
            memo.answers.forget()
            choices = memo
            for c in candidates { c.setMeasurementCacheEnabled(on) }
        }
        for s in secondaries { s.setMeasurementCacheEnabled(on) }
    }

    /// Whether the node's content is a leaf (a primitive view inside its modifiers).
    public var isLeaf: Bool {
        if case .leaf = content { return isRealised }
        return false
    }

    /// Whether the node is listed with the containers of `gridperf layout`'s output (and drawn
    /// outlined by the playground): a view that is not a placed leaf — a container, a scroll
    /// view, a `ViewThatFits`, or any view its parent did not place (no frame among the leaves).
    public var isListedWithContainers: Bool { !isLeaf || !isPlaced }

    /// An independent copy: the same views and modifiers, new containers (layouts made by
    /// `makeLayout` from each container's kind, parameters and grouping, new storage), nothing
    /// measured or placed.
    public func copy(makeLayout: (ViewContainer) throws -> LayoutInstance) rethrows -> ViewNode {
        if let deferred = deferredCopy() { return deferred }
        let newContent: Content
        switch content {
        case .leaf: newContent = content
        case let .container(c):
            var models: [ItemModel] = []
            models.reserveCapacity(c.storage.count)
            for i in 0..<c.storage.count {
                let m = c.storage.model(at: i)
                if case let .view(node) = m {
                    models.append(.view(try node.copy(makeLayout: makeLayout)))
                } else {
                    models.append(m)
                }
            }
            let storage = SubviewStorage(models)
            storage.attributes = c.storage.attributes
            storage.measurementCacheEnabled = c.storage.measurementCacheEnabled
            newContent = .container(
                ViewContainer(
                    kind: c.kind, layout: try makeLayout(c), storage: storage, parameters: c.parameters,
                    grouping: c.grouping))
        case let .scrollView(h, v, inner):
            newContent = .scrollView(horizontal: h, vertical: v, content: try inner.copy(makeLayout: makeLayout))
        case let .viewThatFits(h, v, candidates):
            newContent = .viewThatFits(
                horizontal: h, vertical: v, candidates: try candidates.map { try $0.copy(makeLayout: makeLayout) })
        }
        // The modifiers' values are shared with the original (an array is copied on write, and a
        // node's never is): a template's copies hold one list.
        let node = ViewNode(
            kind: kind, content: newContent, layoutModifiers: layoutModifiers,
            secondaries: try secondaries.map { try $0.copy(makeLayout: makeLayout) })
        node.reusesPlacement = reusesPlacement
        if let choices, !choices.isEnabled {
            node.choices = ViewThatFitsChoices()
            node.choices?.isEnabled = false
        }
        return node
    }
}

extension SubviewStorage {
    /// Calls `body` on each subview that is a view node, in order. O(view subviews).
    public func visitViews(_ body: (ViewNode) -> Void) {
        for node in viewNodes { body(node) }
    }

    /// Appends the frames of every leaf, depth first: a plain item's recorded frame, a view's
    /// leaves (``ViewNode/appendLeafFrames(to:)``). For a flat storage, ``frames``. O(leaves).
    public func appendLeafFrames(to out: inout [Rect]) {
        if viewSlots.isEmpty {
            withFrames { out.append(contentsOf: $0) }
            return
        }
        for i in 0..<count {
            if let node = buffers.models[i].viewNode {
                node.appendLeafFrames(to: &out)
            } else {
                out.append(buffers.frames[i])
            }
        }
    }

    /// The indices in ``leafFrames`` of the leaves of every pinned subview: `pinned` (the
    /// subviews of this storage its layout pins, e.g. a lazy grid's section headers), and, below,
    /// what each nested container's layout pins. Ascending, each once. O(leaves).
    public func pinnedLeafIndices(pinned: [Int]) -> [Int] {
        var out: [Int] = []
        var next = 0
        appendPinnedLeaves(pinned: pinned, next: &next, to: &out)
        return Array(Set(out)).sorted()
    }

    /// Walks the leaves in ``appendLeafFrames(to:)``'s order, `next` the index of the next one.
    func appendPinnedLeaves(pinned: [Int], next: inout Int, to out: inout [Int]) {
        let pinnedHere = Set(pinned)
        if viewSlots.isEmpty {
            for i in pinnedHere where i >= 0 && i < count { out.append(next + i) }
            next += count
            return
        }
        for i in 0..<count {
            let start = next
            if let node = buffers.models[i].viewNode {
                node.appendPinnedLeaves(next: &next, to: &out)
            } else {
                next += 1
            }
            if pinnedHere.contains(i) { out.append(contentsOf: start..<next) }
        }
    }

    /// The frame of every leaf, depth first, in the root's coordinates: ``frames`` for a flat
    /// scene. O(leaves).
    public var leafFrames: [Rect] {
        var out: [Rect] = []
        out.reserveCapacity(count)
        appendLeafFrames(to: &out)
        return out
    }

    /// Places every subview that is a view where the last pass put it: after a layout's
    /// `placeSubviews`, each view places its own subviews. O(view subviews) plus their placing;
    /// nothing for a flat storage.
    ///
    /// A view placed where it was last placed here, and that kept that placement with its whole
    /// subtree (`ViewNode.keepsPlacement`) with nothing changed since (its record, `keptViews`,
    /// still true: see `ViewNode.placementChanged()`), is not asked again: its frames, its
    /// subtree's and its placement count stay what they were. Only the storage's contiguous
    /// records are read for it, never the node (docs/PERFORMANCE.md#kept-views).
    public func placeViews() {
        if viewSlots.isEmpty { return }
        if !keptViews.isActive {
            guard viewSlots.count > KeptViews.minimumViews else {
                for i in viewSlots { buffers.models[i].placeView(in: buffers.frames[i]) }
                return
            }
            keptViews.activate(count: viewSlots.count)
        }
        // By slot, through the stored items: iterating the nodes retained and released each one.
        // Placing a view changes no storage's items (a layout cannot), so the slots and the
        // records read here stay this storage's through the loop; a record is written back
        // through the storage, checked.
        let kept = keptViews
        viewSlots.withUnsafeBufferPointer { slots in
            for j in 0..<slots.count {
                let i = slots[j]
                let frame = buffers.frames[i]
                if kept[j].holds(frame) { continue }
                let keeps = buffers.models[i].placeView(in: frame, heldBy: self)
                keptViews.set(j, KeptViews.Record(frame: frame, isKept: keeps))
            }
        }
    }

    /// Whether every subview that is a view keeps its last placement (``ViewNode/keepsPlacement``).
    /// O(view subviews); true for a flat storage.
    /// The nodes are read unretained (the storage owns them): a retain and a release a view were
    /// half of this check's instructions in a poster card's first layout.
    var viewsKeepPlacement: Bool {
        for i in viewSlots {
            guard case let .view(node) = buffers.models[i] else { continue }
            if !node._withUnsafeGuaranteedRef({ $0.keepsPlacement }) { return false }
        }
        return true
    }

    /// ``placeViews()`` for the subviews `indices` only (what a lazy layout realised).
    public func placeViews<S: Sequence<Int>>(among indices: S) {
        if viewSlots.isEmpty { return }
        for i in indices where i >= 0 && i < count { placeView(at: i) }
    }

    private func placeView(at i: Int) { buffers.models[i].placeView(in: buffers.frames[i]) }
}

extension ViewNode: Hashable {
    /// Nodes are equal when they are the same node.
    public static func == (a: ViewNode, b: ViewNode) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
