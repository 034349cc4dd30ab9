import GridPerfCore

/// SwiftUI's `ZStackLayout`: every subview offered the stack's proposal, overlaid so that their
/// `alignment` guides coincide; the stack's size is what the aligned subviews cover.
///
/// - Complexity: O(n); one measure call per subview to size, and one more to place it, whose
///   size gives its guides again (the cache keeps only the extents: nothing per subview).
///
/// Laid out as in SwiftUI.
public struct ZStackLayout: Layout {
    /// `ZStackLayout`'s `alignment`. Laid out as in SwiftUI.
    public var alignment: Alignment

    /// Makes a `ZStackLayout`. Laid out as in SwiftUI.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The extents around the shared guide for the last proposal.
    ///
    /// Laid out as in SwiftUI.
    public struct Cache {
        var proposal: ProposedViewSize?
        /// The subview count the extents are for.
        var count = -1
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
    }

    /// `ZStackLayout`'s `makeCache(subviews:)`. Laid out as in SwiftUI.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    /// `ZStackLayout`'s `updateCache(_:subviews:)`. Laid out as in SwiftUI.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.proposal = nil }

    /// `ZStackLayout`'s `sizeThatFits(proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        resolve(proposal, subviews, &cache)
        return CGSize(width: cache.left + cache.right, height: cache.above + cache.below)
    }

    /// `ZStackLayout`'s `placeSubviews(in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        resolve(proposal, subviews, &cache)
        if let (x, y) = explicitGuides(subviews) {
            place(
                in: bounds, proposal: proposal, subviews: subviews, cache: cache, ExplicitGuideValues(values: x),
                ExplicitGuideValues(values: y))
        } else {
            place(
                in: bounds, proposal: proposal, subviews: subviews, cache: cache, DefaultGuideValues(),
                DefaultGuideValues())
        }
    }

    /// The explicit values of the stack's two guides its subviews set; `nil` when they set
    /// neither (either column `nil` when no subview sets that one).
    private func explicitGuides(_ subviews: Subviews) -> ([AlignmentGuideValue?]?, [AlignmentGuideValue?]?)? {
        let x = subviews.explicitGuides(alignment.horizontal.id, axis: .horizontal)
        let y = subviews.explicitGuides(alignment.vertical.id, axis: .vertical)
        return x == nil && y == nil ? nil : (x, y)
    }

    @inline(__always)
    private func place<H: GuideValues, V: GuideValues>(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: Cache, _ hx: H, _ vy: V
    ) {
        let left = cache.left, above = cache.above
        let gx = ResolvedGuide(alignment.horizontal.id), gy = ResolvedGuide(alignment.vertical.id)
        for subview in subviews {
            _ = subview.place(proposal: proposal) { size in
                CGPoint(
                    x: bounds.minX + left - hx.value(gx, extent: size.width, size: size, subview),
                    y: bounds.minY + above - vy.value(gy, extent: size.height, size: size, subview))
            }
        }
    }

    /// Measures every subview for `proposal` (unless the cache holds that already) and finds the
    /// extents on either side of the shared guides.
    private func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        if cache.proposal == proposal, cache.count == subviews.count { return }
        if let (x, y) = explicitGuides(subviews) {
            resolve(proposal, subviews, &cache, ExplicitGuideValues(values: x), ExplicitGuideValues(values: y))
        } else {
            resolve(proposal, subviews, &cache, DefaultGuideValues(), DefaultGuideValues())
        }
    }

    @inline(__always)
    private func resolve<H: GuideValues, V: GuideValues>(
        _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache, _ hx: H, _ vy: V
    ) {
        var first = true
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
        let horizontal = ResolvedGuide(alignment.horizontal.id), vertical = ResolvedGuide(alignment.vertical.id)
        for subview in subviews {
            let d = subview.sizeThatFits(proposal)
            let gx = hx.value(horizontal, extent: d.width, size: d, subview)
            let gy = vy.value(vertical, extent: d.height, size: d, subview)
            if first {
                first = false
                (left, right, above, below) = (gx, d.width - gx, gy, d.height - gy)
            } else {
                left = Swift.max(left, gx)
                right = Swift.max(right, d.width - gx)
                above = Swift.max(above, gy)
                below = Swift.max(below, d.height - gy)
            }
        }
        (cache.left, cache.right, cache.above, cache.below) = (left, right, above, below)
        cache.proposal = proposal
        cache.count = subviews.count
    }
}
