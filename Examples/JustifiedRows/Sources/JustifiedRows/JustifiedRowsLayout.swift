import GridPerfCore

/// Justified rows as a `Layout`. Each item's aspect ratio is measured by proposing it the
/// target height (width unspecified); it is placed at (ratio × row height, row height). The
/// reported width is the proposal's (10 when unspecified), the height the rows plus spacing.
/// The cache keeps the rows for the width they were computed for.
public struct JustifiedRowsLayout: Layout {
    public var targetHeight: Double
    public var spacing: Double

    public init(targetHeight: Double = 120, spacing: Double = 4) {
        self.targetHeight = targetHeight
        self.spacing = spacing
    }

    public struct Cache {
        var width = Double.nan
        var ratios: [Double] = []
        var rows: [JustifiedRowsMath.Row] = []
        var height = 0.0
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) { cache.width = .nan }

    func resolve(width: Double, subviews: LayoutSubviews, cache: inout Cache) {
        guard cache.width != width || cache.ratios.count != subviews.count else {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        cache.ratios.removeAll(keepingCapacity: true)
        let probe = ProposedSize(width: nil, height: targetHeight)
        for s in subviews {
            let size = s.sizeThatFits(probe)
            cache.ratios.append(size.height > 0 ? size.width / size.height : 1)
        }
        cache.rows = JustifiedRowsMath.rows(
            ratios: cache.ratios, width: width, targetHeight: targetHeight, spacing: spacing)
        cache.height = cache.rows.reduce(0) { $0 + $1.height } + spacing * Double(Swift.max(0, cache.rows.count - 1))
        cache.width = width
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        let width = proposal.width ?? 10
        resolve(width: width, subviews: subviews, cache: &cache)
        return Size(width: width, height: cache.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        resolve(width: bounds.width, subviews: subviews, cache: &cache)
        let base = subviews.startIndex
        var y = bounds.minY
        for row in cache.rows {
            var x = bounds.minX
            for i in row.range {
                let w = cache.ratios[i] * row.height
                subviews[base + i].place(at: Point(x: x, y: y), proposal: ProposedSize(width: w, height: row.height))
                x += w + spacing
            }
            y += row.height + spacing
        }
    }
}
