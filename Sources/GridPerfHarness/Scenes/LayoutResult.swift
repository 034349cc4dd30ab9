import GridPerfCore

/// What a layout decided for a spec: the size `sizeThatFits` returned and the frames
/// `placeSubviews` recorded in `(0, 0, size)`, in input order.
public struct LayoutResult: Sendable, Equatable {
    public var layout: String
    public var proposal: ProposedSize
    public var size: Size
    public var frames: [Rect]
    /// Indices of the frames the layout pins while scrolling (lazy-grid section headers and
    /// footers under `pinnedViews`); empty for most layouts.
    public var pinned: [Int]

    public init(layout: String, proposal: ProposedSize, size: Size, frames: [Rect], pinned: [Int] = []) {
        self.layout = layout
        self.proposal = proposal
        self.size = size
        self.frames = frames
        self.pinned = pinned
    }

    /// Lays `spec` out with the plugin it names: the code path of `gridperf layout`.
    public static func compute(_ spec: LayoutSpec, registry: PluginRegistry = .builtIn) throws -> LayoutResult {
        let layout = try registry.makeLayout(named: spec.layout, parameters: spec.parameters, grouping: spec.grouping)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        let size = layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        try storage.withFrames { try checkFinite(size: size, frames: $0, layout: spec.layout) }
        return LayoutResult(
            layout: spec.layout, proposal: spec.proposal, size: size, frames: storage.frames,
            pinned: layout.pinnedSubviews)
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
