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
        let storage = SubviewStorage(spec.items)
        let size = layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        return LayoutResult(layout: spec.layout, proposal: spec.proposal, size: size, frames: storage.frames,
                            pinned: layout.pinnedSubviews)
    }
}
