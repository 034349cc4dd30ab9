import GridPerfCore

/// A waterfall (masonry) layout: equal columns, each item appended to the shortest one.
///
/// Each item is proposed (column width, unspecified). The reported width is the proposed
/// width (an unspecified width is replaced by 10, as `replacingUnspecifiedDimensions()`
/// does); the height is the tallest column.
///
/// The cache keeps the placement computed for one container width: `sizeThatFits` computes
/// it (a miss, unless the width is unchanged since the last pass and nothing was updated),
/// and `placeSubviews` in bounds of the same width reuses it (a hit). Steady-state passes
/// allocate nothing: the frame buffer keeps its capacity.
public struct WaterfallLayout: Layout {
    public var columns: Int
    public var spacing: Double
    public var strategy: WaterfallMath.Strategy

    public init(columns: Int = 2, spacing: Double = 8, strategy: WaterfallMath.Strategy = .automatic) {
        precondition(columns >= 1, "a waterfall needs at least one column")
        self.columns = columns
        self.spacing = spacing
        self.strategy = strategy
    }

    public struct Cache {
        /// The container width the placement was computed for; NaN when invalid.
        var width: Double = .nan
        var height: Double = 0
        var frames: [Rect] = []
        var engine = WaterfallEngine()
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    /// Invalidates the placement, keeping the frame buffer's capacity.
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.width = .nan
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        let width = proposal.width ?? 10
        ensurePlacement(width: width, subviews: subviews, cache: &cache)
        return Size(width: width, height: cache.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        ensurePlacement(width: bounds.width, subviews: subviews, cache: &cache)
        let childProposal = ProposedSize(
            width: WaterfallMath.columnWidth(containerWidth: bounds.width, columns: columns, spacing: spacing),
            height: nil)
        let x0 = bounds.minX, y0 = bounds.minY
        cache.frames.withUnsafeBufferPointer { frames in
            var i = 0
            for subview in subviews {
                let f = frames[i]
                subview.place(at: Point(x: x0 + f.minX, y: y0 + f.minY), proposal: childProposal)
                i += 1
            }
        }
    }

    /// Makes the cache hold the placement for `width`. O(1) on a hit, O(n·c) or O(n·log c)
    /// on a miss.
    func ensurePlacement(width: Double, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width && cache.frames.count == subviews.count {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        let count = subviews.count
        let columnWidth = WaterfallMath.columnWidth(containerWidth: width, columns: columns, spacing: spacing)
        if cache.frames.count != count {
            cache.frames = [Rect](repeating: .zero, count: count)
        }
        let base = subviews.startIndex
        cache.engine.reset(columns: columns, columnWidth: columnWidth, spacing: spacing, strategy: strategy)
        cache.frames.withUnsafeMutableBufferPointer { frames in
            cache.engine.place(
                upTo: count, while: { _, _ in true },
                // The proposal is written in the closure, not captured: compiled
                // on its own, the closure sees that the height is nil only from
                // a literal (docs/PERFORMANCE.md#waterfall-literal-proposal).
                measure: { subviews[base + $0].sizeThatFits(ProposedSize(width: columnWidth, height: nil)) },
                emit: { frames[$0] = $1 })
        }
        cache.height = cache.engine.contentHeight
        cache.width = width
    }
}
