/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// With a proposed extent `P` along the axis: the gaps between subviews (the stack's `spacing`,
/// or each pair's `ViewSpacing` distance) are taken first; each subview's flexibility is the
/// difference of its sizes for a zero and an infinite offer. Subviews are then offered the
/// remaining space in groups of layout priority, highest first — a group may use everything
/// but what the lower groups need at their minimum — and inside a group least flexible first,
/// each offered an equal share of what is left (`remaining / subviews left`), keeping what it
/// takes. With `P` unspecified, every subview is offered unspecified. Across the axis each is
/// offered the stack's proposal, and aligned so that its guide lies on the stack's line (the
/// largest guide). Published behaviour: objc.io's "Thinking in SwiftUI" and SwiftUI's
/// documentation of `HStack` and `layoutPriority(_:)`.
///
/// - Complexity: O(n log n) per proposal (the flexibility sort); 3 measure calls per subview
///   for a specified extent (zero, infinite, the offer), 1 otherwise; placing re-uses them.
public struct StackEngine {
    let axis: Axis
    let spacing: CGFloat?
    /// The guide the subviews share across the axis.
    let guide: any AlignmentID.Type

    func size(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        if cache.proposal == proposal, cache.sizes.count == subviews.count { return cache.size }
        let n = subviews.count
        cache.offers.removeAll(keepingCapacity: true)
        cache.sizes.removeAll(keepingCapacity: true)
        cache.guides.removeAll(keepingCapacity: true)
        cache.gaps.removeAll(keepingCapacity: true)
        cache.offers.append(contentsOf: repeatElement(nil, count: n))
        cache.sizes.append(contentsOf: repeatElement(.zero, count: n))
        let totalGaps = gaps(subviews: subviews, cache: &cache)
        if let extent = proposal[axis] {
            offer(Swift.max(0, extent - totalGaps), proposal: proposal, subviews: subviews, cache: &cache)
        } else {
            var childProposal = proposal
            childProposal[axis] = nil
            for i in 0..<n { cache.sizes[i] = subviews[subviews.startIndex + i].sizeThatFits(childProposal) }
        }
        cache.size = align(totalGaps: totalGaps, subviews: subviews, cache: &cache)
        cache.proposal = proposal
        return cache.size
    }

    /// The gap after each subview (the last has none), into `cache.gaps`; returns their sum.
    /// O(n).
    @inline(__always)
    private func gaps(subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat {
        let n = subviews.count
        var totalGaps: CGFloat = 0
        for i in 0..<n {
            var gap: CGFloat = 0
            if i + 1 < n {
                gap =
                    spacing
                    ?? subviews[subviews.startIndex + i].spacing
                    .distance(to: subviews[subviews.startIndex + i + 1].spacing, along: axis)
            }
            cache.gaps.append(gap)
            totalGaps += gap
        }
        return totalGaps
    }

    /// Offers `space` (the extent less the gaps) to the subviews: by priority group, highest
    /// first, each group leaving the lower ones their minimum; inside a group least flexible
    /// first, an equal share of what is left each. Writes `cache.offers` and `cache.sizes`.
    /// O(n log n).
    @inline(__always)
    private func offer(_ space: CGFloat, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache)
    {
        let n = subviews.count
        var childProposal = proposal
        // Flexibility: the size for an infinite offer less the size for a zero one.
        cache.minima.removeAll(keepingCapacity: true)
        cache.flexibility.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let subview = subviews[subviews.startIndex + i]
            childProposal[axis] = 0
            let least = subview.sizeThatFits(childProposal)[axis]
            childProposal[axis] = .infinity
            let most = subview.sizeThatFits(childProposal)[axis]
            cache.minima.append(least)
            cache.flexibility.append(most - least)
        }
        cache.order.removeAll(keepingCapacity: true)
        cache.order.append(contentsOf: 0..<n)
        cache.priorities.removeAll(keepingCapacity: true)
        for i in 0..<n { cache.priorities.append(subviews[subviews.startIndex + i].priority) }
        // Highest priority first; inside a priority, least flexible first; ties keep their order.
        // In place (InPlaceSort): no allocation, the same instructions every run.
        let flexibility = cache.flexibility, priorities = cache.priorities
        InPlaceSort.sort(&cache.order) { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var remaining = space
        var start = 0
        while start < n {
            let priority = priorities[cache.order[start]]
            var end = start
            while end < n, priorities[cache.order[end]] == priority { end += 1 }
            var reserved: CGFloat = 0
            for k in end..<n { reserved += cache.minima[cache.order[k]] }
            var available = remaining - reserved
            for k in start..<end {
                let i = cache.order[k]
                let offer = Swift.max(0, available / CGFloat(end - k))
                childProposal[axis] = offer
                let size = subviews[subviews.startIndex + i].sizeThatFits(childProposal)
                cache.offers[i] = offer
                cache.sizes[i] = size
                available -= size[axis]
                remaining -= size[axis]
            }
            start = end
        }
    }

    /// Across the axis, every subview's guide on one line (the largest guide), into
    /// `cache.guides` and `cache.line`; returns the stack's size. O(n).
    @inline(__always)
    private func align(totalGaps: CGFloat, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        let n = subviews.count
        let cross = axis.orthogonal
        var line: CGFloat = 0, below: CGFloat = 0, main: CGFloat = totalGaps
        for i in 0..<n {
            let size = cache.sizes[i]
            let g = guide.defaultValue(
                in: ViewDimensions(size: size, textLineHeight: subviews[subviews.startIndex + i].base.textLineHeight))
            cache.guides.append(g)
            line = i == 0 ? g : Swift.max(line, g)
            below = i == 0 ? size[cross] - g : Swift.max(below, size[cross] - g)
            main += size[axis]
        }
        cache.line = line
        let crossExtent = n == 0 ? 0 : line + below
        return axis == .horizontal ? CGSize(width: main, height: crossExtent) : CGSize(width: crossExtent, height: main)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) {
        _ = size(proposal: proposal, subviews: subviews, cache: &cache)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        for i in 0..<subviews.count {
            var childProposal = proposal
            childProposal[axis] = cache.offers[i]
            let crossPosition = crossOrigin + cache.line - cache.guides[i]
            let point =
                axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subviews[subviews.startIndex + i].place(at: point, anchor: .topLeading, proposal: childProposal)
            position += cache.sizes[i][axis] + cache.gaps[i]
        }
    }
}
