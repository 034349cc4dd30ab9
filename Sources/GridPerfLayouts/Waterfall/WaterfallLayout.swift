import GridPerfCore

/// A waterfall (masonry) layout: equal columns, each item appended to the shortest one.
///
/// Each item is proposed (column width, unspecified). The reported width is the proposed
/// width (an unspecified width is replaced by 10, as `replacingUnspecifiedDimensions()`
/// does); the height is the tallest column.
///
/// The cache keeps the placement computed for one container width: `sizeThatFits` computes
/// it (a miss, unless the width is unchanged since the last pass and nothing was updated),
/// and `placeSubviews` in bounds of the same width reuses it (a hit). The placement is kept as
/// each item's column, 4 bytes an item (docs/PERFORMANCE.md#memory-per-item): placing walks the items in order and puts
/// each at its column's next free offset, the size `place` returns advancing it, the same
/// sums in the same order as the engine, so the frames are the same bit for bit. Steady-state
/// passes allocate nothing: the buffers keep their capacity.
public struct WaterfallLayout: Layout {
    public var columns: Int
    public var spacing: Double
    public var strategy: WaterfallMath.Strategy

    public init(columns: Int = 2, spacing: Double = 8, strategy: WaterfallMath.Strategy = .automatic) {
        precondition(columns >= 1, "a waterfall needs at least one column")
        precondition(columns <= Int(UInt32.max), "a waterfall keeps each item's column in 32 bits")
        self.columns = columns
        self.spacing = spacing
        self.strategy = strategy
    }

    public struct Cache {
        /// The container width the placement was computed for; NaN when invalid.
        var width: Double = .nan
        var height: Double = 0
        /// Each item's column (`init` admits at most `UInt32.max` columns).
        var columnOf: [UInt32] = []
        /// The columns' next free offsets while placing.
        var offsets: [Double] = []
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
        let columnWidth = WaterfallMath.columnWidth(containerWidth: bounds.width, columns: columns, spacing: spacing)
        let childProposal = ProposedSize(width: columnWidth, height: nil)
        let stride = columnWidth + spacing, spacing = spacing
        let x0 = bounds.minX, y0 = bounds.minY
        if cache.offsets.count != columns { cache.offsets = [Double](repeating: 0, count: columns) }
        cache.offsets.withUnsafeMutableBufferPointer { offsets in
            offsets.update(repeating: 0)
            cache.columnOf.withUnsafeBufferPointer { columnOf in
                subviews.tallying { tally in
                    // Every subview was asked this proposal when the placement was computed:
                    // their sizes in one step when the cache says they all hold
                    // (docs/PERFORMANCE.md#uniform-sizes), else each asked.
                    if let sizes = subviews.sizesThatFit(childProposal, tally: &tally) {
                        for i in 0..<sizes.count {
                            let c = Int(columnOf[i])
                            let y = offsets[c]
                            let size = sizes.place(i, tally: &tally) { _ in Point(x: x0 + Double(c) * stride, y: y0 + y)
                            }
                            offsets[c] = y + size.height + spacing
                        }
                        return
                    }
                    var i = 0
                    for subview in subviews {
                        let c = Int(columnOf[i])
                        let y = offsets[c]
                        let size = subview.place(proposal: childProposal, tally: &tally) { _ in
                            Point(x: x0 + Double(c) * stride, y: y0 + y)
                        }
                        offsets[c] = y + size.height + spacing
                        i += 1
                    }
                }
            }
        }
    }

    /// Makes the cache hold the placement for `width`. O(1) on a hit, O(n·c) or O(n·log c)
    /// on a miss.
    func ensurePlacement(width: Double, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width && cache.columnOf.count == subviews.count {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        let count = subviews.count
        let columnWidth = WaterfallMath.columnWidth(containerWidth: width, columns: columns, spacing: spacing)
        if cache.columnOf.count != count {
            cache.columnOf = [UInt32](repeating: 0, count: count)
        }
        let base = subviews.startIndex
        cache.engine.reset(columns: columns, columnWidth: columnWidth, spacing: spacing, strategy: strategy)
        cache.columnOf.withUnsafeMutableBufferPointer { columnOf in
            // Every subview asked (column width, unspecified): their sizes in one step when the
            // cache says they all hold (docs/PERFORMANCE.md#uniform-sizes), else each asked.
            let sizes = subviews.tallying { tally in
                subviews.sizesThatFit(ProposedSize(width: columnWidth, height: nil), tally: &tally)
            }
            if let sizes {
                cache.engine.place(
                    upTo: count, while: { _, _ in true }, measure: { sizes[$0] },
                    emit: { i, _, column in columnOf[i] = UInt32(truncatingIfNeeded: column) })
                return
            }
            cache.engine.place(
                upTo: count, while: { _, _ in true },
                // The proposal is written in the closure, not captured: compiled
                // on its own, the closure sees that the height is nil only from
                // a literal (docs/PERFORMANCE.md#waterfall-literal-proposal).
                measure: { subviews[base + $0].sizeThatFits(ProposedSize(width: columnWidth, height: nil)) },
                emit: { i, _, column in columnOf[i] = UInt32(truncatingIfNeeded: column) })
        }
        cache.height = cache.engine.contentHeight
        cache.width = width
    }
}
