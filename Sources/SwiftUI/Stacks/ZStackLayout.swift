/// SwiftUI's `ZStackLayout`: every subview offered the stack's proposal, overlaid so that their
/// `alignment` guides coincide; the stack's size is what the aligned subviews cover.
///
/// - Complexity: O(n); one measure call per subview to size, and placing re-uses the guides the
///   sizing found (kept in the cache for its proposal): one more, the place itself.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// Each subview's guides for the last proposal, and the extents around the shared guide.
    public struct Cache {
        var proposal: ProposedViewSize?
        /// Per subview, its horizontal and vertical guide in its own coordinates.
        var guides: [CGPoint] = []
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.proposal = nil }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        resolve(proposal, subviews, &cache)
        return CGSize(width: cache.left + cache.right, height: cache.above + cache.below)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        resolve(proposal, subviews, &cache)
        for (k, subview) in subviews.enumerated() {
            let g = cache.guides[k]
            subview.place(
                at: CGPoint(x: bounds.minX + cache.left - g.x, y: bounds.minY + cache.above - g.y),
                proposal: proposal)
        }
    }

    /// Measures every subview for `proposal` (unless the cache holds that already) and finds the
    /// extents on either side of the shared guides.
    private func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        if cache.proposal == proposal, cache.guides.count == subviews.count { return }
        cache.guides.removeAll(keepingCapacity: true)
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            if cache.guides.isEmpty {
                (left, right, above, below) = (gx, d.width - gx, gy, d.height - gy)
            } else {
                left = Swift.max(left, gx)
                right = Swift.max(right, d.width - gx)
                above = Swift.max(above, gy)
                below = Swift.max(below, d.height - gy)
            }
            cache.guides.append(CGPoint(x: gx, y: gy))
        }
        (cache.left, cache.right, cache.above, cache.below) = (left, right, above, below)
        cache.proposal = proposal
    }
}
