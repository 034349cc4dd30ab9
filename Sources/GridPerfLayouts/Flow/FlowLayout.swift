import GridPerfCore

/// A flow (wrapping) layout: items left to right at their ideal size, wrapping onto a new line
/// when the next one would not fit, as SwiftUI-Flow's `HFlow`.
///
/// Lines break against the proposed width (an unspecified width never breaks: one line);
/// each line is aligned by `alignment` within the bounds' width, each item by
/// `itemAlignment` within its line.
///
/// The cache keeps the line breaks for one proposed width: computed by `sizeThatFits`, reused
/// by `placeSubviews` with the same proposal (a hit). Steady-state passes allocate nothing.
public struct FlowLayout: Layout {
    public var spacing: Double
    public var lineSpacing: Double
    public var alignment: HorizontalAlignment
    public var itemAlignment: VerticalAlignment

    public init(
        spacing: Double = 8, lineSpacing: Double = 8,
        alignment: HorizontalAlignment = .leading, itemAlignment: VerticalAlignment = .center
    ) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.itemAlignment = itemAlignment
    }

    public struct Cache {
        /// The width lines were broken against; NaN when invalid.
        var maxWidth: Double = .nan
        var count = -1
        var lines: [FlowLine] = []
        var size: Size = .zero
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    /// Invalidates the line breaks, keeping the buffer's capacity.
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.maxWidth = .nan
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        ensureLines(maxWidth: proposal.width ?? .infinity, subviews: subviews, cache: &cache)
        return cache.size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        ensureLines(maxWidth: proposal.width ?? .infinity, subviews: subviews, cache: &cache)
        let base = subviews.startIndex
        // The lines cover 0..<count of these subviews, so the proxies need no bounds check.
        // Counted in a tally, added to the counters once (LayoutSubviews.tallying).
        subviews.tallying { tally in
            // Every subview was asked for its ideal size when the lines were broken: read
            // those sizes in one step when the cache says they all hold
            // (docs/PERFORMANCE.md#uniform-sizes), else ask each.
            if let sizes = subviews.sizesThatFit(.unspecified, tally: &tally) {
                FlowMath.place(
                    lines: cache.lines, in: bounds, spacing: spacing, lineSpacing: lineSpacing,
                    alignment: alignment, itemAlignment: itemAlignment
                ) { i, position in sizes.place(i, tally: &tally, at: position) }
            } else {
                FlowMath.place(
                    lines: cache.lines, in: bounds, spacing: spacing, lineSpacing: lineSpacing,
                    alignment: alignment, itemAlignment: itemAlignment
                ) { i, position in
                    subviews[unchecked: base &+ i].place(proposal: .unspecified, tally: &tally, at: position)
                }
            }
        }
    }

    /// Makes the cache hold the lines for `maxWidth`. O(1) on a hit, O(n) on a miss.
    func ensureLines(maxWidth: Double, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.maxWidth == maxWidth && cache.count == subviews.count {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        let count = subviews.count
        let base = subviews.startIndex
        // The sizes stay in the measurement cache, where placing finds them.
        subviews.tallying { tally in
            if let sizes = subviews.sizesThatFit(.unspecified, tally: &tally) {
                FlowMath.breakLines(
                    count: count, maxWidth: maxWidth, spacing: spacing, size: { sizes[$0] }, into: &cache.lines)
            } else {
                FlowMath.breakLines(
                    count: count, maxWidth: maxWidth, spacing: spacing,
                    size: { subviews[unchecked: base &+ $0].sizeThatFits(.unspecified, tally: &tally) },
                    into: &cache.lines)
            }
        }
        cache.size = FlowMath.contentSize(lines: cache.lines, lineSpacing: lineSpacing)
        cache.maxWidth = maxWidth
        cache.count = subviews.count
    }
}
