import GridPerfCore
import GridPerfModel

/// What a layout decided for a spec: the size `sizeThatFits` returned and the frames
/// `placeSubviews` recorded in `(0, 0, size)`, in input order.
public struct LayoutResult: Sendable, Equatable {
    public var layout: String
    public var proposal: ProposedSize
    public var size: Size
    public var frames: [Rect]
    /// Indices of the frames the layout pins while scrolling (lazy-grid section headers and
    /// footers under `pinnedViews`); for a tree, every leaf of a pinned view, at any depth (a
    /// nested lazy grid's headers too). Empty for most layouts.
    public var pinned: [Int]
    /// A tree scene's views that are not leaves (containers, scroll views, `ViewThatFits`), and
    /// the views a pass left unplaced (a `ViewThatFits`' other candidates: their leaves have no
    /// entry in `frames`); empty for a flat scene.
    public var containers: [ContainerFrame]

    /// Where a tree's container went: its path in the scene, its kind, its depth (1 = the root's
    /// items) and its frame inside its modifiers, `nil` when the pass did not place it.
    public struct ContainerFrame: Sendable, Equatable {
        public var path: String
        public var kind: String
        public var depth: Int
        public var frame: Rect?
    }

    public init(
        layout: String, proposal: ProposedSize, size: Size, frames: [Rect], pinned: [Int] = [],
        containers: [ContainerFrame] = []
    ) {
        self.layout = layout
        self.proposal = proposal
        self.size = size
        self.frames = frames
        self.pinned = pinned
        self.containers = containers
    }

    /// Lays `spec` out with the plugin it names: the code path of `gridperf layout`.
    public static func compute(_ spec: LayoutSpec, registry: PluginRegistry = .builtIn) throws -> LayoutResult {
        let layout = try registry.makeLayout(named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        let size = layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        try spec.made.check()
        if storage.viewSlots.isEmpty {
            try storage.withFrames { try checkFinite(size: size, frames: $0, layout: spec.layout) }
            return LayoutResult(
                layout: spec.layout, proposal: spec.proposal, size: size, frames: storage.frames,
                pinned: layout.pinnedSubviews)
        }
        try checkFiniteTree(size: size, storage: storage, layout: spec.layout)
        return LayoutResult(
            layout: spec.layout, proposal: spec.proposal, size: size, frames: storage.leafFrames,
            pinned: storage.pinnedLeafIndices(pinned: layout.pinnedSubviews),
            containers: containerFrames(storage, root: spec.layout))
    }

    /// The non-leaf views of a tree and the unplaced ones, depth first.
    static func containerFrames(_ storage: SubviewStorage, root: String) -> [ContainerFrame] {
        var out: [ContainerFrame] = []
        storage.walkTree(root: root, plainItems: false) { entry in
            guard let node = entry.node else { return }
            guard node.isListedWithContainers else { return }
            out.append(
                ContainerFrame(
                    path: entry.path, kind: node.kind, depth: entry.depth,
                    frame: node.isPlaced ? node.contentFrame : nil))
        }
        return out
    }

    /// ``checkFinite(size:frames:layout:)`` for a tree. A non-finite size made deep in a tree
    /// spreads up (every container above takes its size from it) and a non-finite position
    /// spreads down (everything inside is placed from it), so the view named is, on the first
    /// branch with a non-finite frame, the deepest one whose size is not finite, else the top
    /// one: where the value appeared. The message says which view (trail and path), the frame,
    /// what it was proposed, and what made the value (its own layout, its answer as a leaf, or
    /// its container's placing).
    static func checkFiniteTree(size: Size, storage: SubviewStorage, layout: String) throws {
        // Nearly always every frame is finite: found so without naming a view.
        var allFinite = true
        storage.walkViews { step in
            guard allFinite else { return }
            if let node = step.node {
                if node.isPlaced, !node.frame.isFinite || !node.contentFrame.isFinite { allFinite = false }
            } else if let s = step.storage, !s.frame(at: step.index).isFinite {
                allFinite = false
            }
        }
        if allFinite { return try storage.withFrames { try checkFinite(size: size, frames: $0, layout: layout) } }
        // A placed view's frame: where its container put it, or inside its modifiers when that
        // is the one not finite.
        func frame(of entry: ViewTreeEntry) -> Rect? {
            if let node = entry.node {
                guard node.isPlaced else { return nil }
                return node.frame.isFinite ? node.contentFrame : node.frame
            }
            return entry.storage?.frame(at: entry.index)
        }
        // On the first branch with a non-finite frame: its top view, and the deepest view whose
        // size is not finite (sizes spread up to the containers, positions down to the contents).
        var first: ViewTreeEntry?
        var deepestSize: ViewTreeEntry?
        var settled = false
        storage.walkTree(root: layout) { entry in
            guard !settled else { return }
            // Depth first, parents before children: past the first bad view's subtree, stop.
            if let b = first, !entry.path.hasPrefix(b.path + ".") {
                settled = true
                return
            }
            guard let f = frame(of: entry), !f.isFinite else { return }
            if first == nil { first = entry }
            if !(f.size.width.isFinite && f.size.height.isFinite) { deepestSize = entry }
        }
        if let bad = deepestSize ?? first, let f = frame(of: bad) {
            let proposed = bad.node.map { ", proposed \($0.lastProposal)" } ?? ""
            let cause: String
            if f.size.width.isFinite && f.size.height.isFinite {
                cause = "its container placed it there"
            } else if let node = bad.node, !node.isLeaf {
                cause = "its layout \(node.kind) answered that size"
            } else {
                cause = "it answered that size to its container's proposal"
            }
            throw GridPerfError(
                "\(layout): \(bad.trail) (\(bad.path)): its frame is not finite (x \(f.origin.x), y \(f.origin.y), \(f.size.width) × \(f.size.height))\(proposed); \(cause)"
            )
        }
        try storage.withFrames { try checkFinite(size: size, frames: $0, layout: layout) }
    }

    /// Throws when `size` or any frame is not finite, naming the first such item and what a
    /// value like it comes from: nan from the layout's arithmetic (0 ÷ 0, ∞ − ∞: what a layout
    /// dividing by a sum of zero priorities gets), infinity from lengths that overflow (near
    /// 10³⁰⁸) or an infinite answer. Such a result is never output, as JSON would write it as
    /// `null` ("unspecified" in the scene format). O(n).
    public static func checkFinite(size: Size, frames: UnsafeBufferPointer<Rect>, layout: String) throws {
        guard size.width.isFinite, size.height.isFinite else {
            throw GridPerfError(
                "\(layout): the layout's size is not finite (\(size.width) × \(size.height)); \(cause(size.width, size.height))"
            )
        }
        for (i, f) in frames.enumerated()
        where !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
            throw GridPerfError(
                "\(layout): item \(i)'s frame is not finite (x \(f.origin.x), y \(f.origin.y), \(f.size.width) × \(f.size.height)); \(cause(f.origin.x, f.origin.y, f.size.width, f.size.height))"
            )
        }
    }

    /// What makes values like `values`: nan, or an infinity.
    static func cause(_ values: Double...) -> String {
        values.contains { $0.isNaN }
            ? "the layout's arithmetic made nan (0 ÷ 0 or ∞ − ∞, such as a share of a zero total)"
            : "the input's lengths overflow (near 10³⁰⁸), or the layout answered infinity"
    }
}
