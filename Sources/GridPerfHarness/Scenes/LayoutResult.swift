import GridPerfCore

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
        storage.walkTree(root: root) { entry in
            guard let node = entry.node else { return }
            guard !node.isLeaf || !node.isPlaced else { return }
            out.append(
                ContainerFrame(
                    path: entry.path, kind: node.kind, depth: entry.depth,
                    frame: node.isPlaced ? node.contentFrame : nil))
        }
        return out
    }

    /// ``checkFinite(size:frames:layout:)`` for a tree: the first view whose frame is not finite
    /// is named by its path and the container that placed it.
    static func checkFiniteTree(size: Size, storage: SubviewStorage, layout: String) throws {
        try storage.withFrames { try checkFinite(size: size, frames: $0, layout: layout) }
        var bad: ViewTreeEntry?
        storage.walkTree(root: layout) { entry in
            guard bad == nil else { return }
            let frame: Rect
            if let node = entry.node {
                guard node.isPlaced else { return }
                frame = node.contentFrame
            } else if let s = entry.storage {
                frame = s.frame(at: entry.index)
            } else {
                return
            }
            if !frame.isFinite { bad = entry }
        }
        if let bad {
            let f = bad.node?.contentFrame ?? bad.storage?.frame(at: bad.index) ?? .zero
            throw GridPerfError(
                "\(layout): \(bad.path) (\(bad.trail))'s frame is not finite (x \(f.origin.x), y \(f.origin.y), \(f.size.width) × \(f.size.height)); its container's layout produced it"
            )
        }
    }

    /// Throws when `size` or any frame is not finite (a sum that overflowed, say: items or
    /// spacing near 10^308), naming the first such item: such a result is never output, as
    /// JSON would write it as `null` ("unspecified" in the scene format). O(n).
    public static func checkFinite(size: Size, frames: UnsafeBufferPointer<Rect>, layout: String) throws {
        guard size.width.isFinite, size.height.isFinite else {
            throw GridPerfError(
                "\(layout): the layout's size is not finite (\(size.width) × \(size.height)); the input's lengths overflow"
            )
        }
        for (i, f) in frames.enumerated()
        where !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
            throw GridPerfError(
                "\(layout): item \(i)'s frame is not finite (x \(f.origin.x), y \(f.origin.y), \(f.size.width) × \(f.size.height)); the input's lengths overflow"
            )
        }
    }
}
