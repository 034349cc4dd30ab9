import GridPerfCore

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
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct StackEngine {
    let axis: Axis
    /// The guide, if it is one of the fixed three: what a plain stack's subviews are placed at
    /// (docs/PERFORMANCE.md#plain-stacks) and a small offer's guide, resolved once. One byte beside
    /// ``axis``, in the padding before ``spacing``: kept in the box instead, it took the box to its
    /// next allocation class (+64 bytes a stack).
    let fixedGuide: FixedGuide?
    let spacing: CGFloat?
    /// The guide the subviews share across the axis: what a subview's explicit guide
    /// (`alignmentGuide`) is matched by, resolved (``ResolvedGuide``) once a call. The engine
    /// keeps only the identity: three words, passed in registers (docs/PERFORMANCE.md#explicit-guides).
    let guideID: any AlignmentID.Type

    init(axis: Axis, spacing: CGFloat?, guide: any AlignmentID.Type) {
        self.axis = axis
        self.spacing = spacing
        self.guideID = guide
        fixedGuide = FixedGuide(ResolvedGuide(guide))
    }

    /// The explicit values of the stack's guide its subviews set; `nil`: none sets one.
    @inline(__always)
    private func explicitGuides(_ subviews: LayoutSubviews) -> [AlignmentGuideValue?]? {
        subviews.explicitGuides(guideID, axis: axis == .horizontal ? .vertical : .horizontal)
    }

    /// The stack's size for `proposal`: the cache's answer when it holds one for it, else found
    /// (``sizeAfresh(proposal:subviews:cache:)``, out of line: its frame was set up for every
    /// answer the cache gave, about 30 instructions a call; docs/PERFORMANCE.md#light-frames).
    @inline(__always)
    func size(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        if cache.proposal == proposal, cache.count == subviews.count { return cache.size }
        return sizeAfresh(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// ``size(proposal:subviews:cache:)`` when the cache holds no answer for `proposal`.
    @inline(never)
    private func sizeAfresh(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        if let explicit = explicitGuides(subviews) {
            return size(
                proposal: proposal, subviews: subviews, cache: &cache, guides: ExplicitGuideValues(values: explicit))
        }
        return size(proposal: proposal, subviews: subviews, cache: &cache, guides: DefaultGuideValues())
    }

    /// ``size(proposal:subviews:cache:)`` reading the subviews' guides through `guides`
    /// (specialised for each reader: the default one costs nothing per subview).
    @inline(__always)
    private func size<G: GuideValues>(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache, guides: G
    ) -> CGSize {
        let resolved = ResolvedGuide(guideID)
        let n = subviews.count
        let totalGaps = gaps(subviews: subviews, cache: &cache)
        // The main extent starts from the gaps and adds the sizes in index order.
        var bounds = Bounds(main: totalGaps)
        if let extent = proposal[axis] {
            offer(
                Swift.max(0, extent - totalGaps), proposal: proposal, subviews: subviews, cache: &cache,
                bounds: &bounds, resolved: resolved, guides: guides)
        } else {
            cache.offers.removeAll()
            var childProposal = proposal
            childProposal[axis] = nil
            // Every subview is asked the same: their sizes in one step when they all hold
            // (docs/PERFORMANCE.md#kept-subtrees), else each asked.
            let read =
                !readsSizesAtOnce(n)
                ? nil
                : subviews.withSizes(childProposal) { sizes, _ in
                    for i in 0..<n {
                        let size = CGSize(sizes[i])
                        bounds.add(
                            size, guide: guide(of: size, subviews[subviews.startIndex + i], resolved, guides),
                            along: axis)
                    }
                }
            if read == nil {
                for i in 0..<n {
                    let subview = subviews[subviews.startIndex + i]
                    let size = subview.sizeThatFits(childProposal)
                    bounds.add(size, guide: guide(of: size, subview, resolved, guides), along: axis)
                }
            }
        }
        cache.line = bounds.line
        let main = bounds.main
        let crossExtent = n == 0 ? 0 : bounds.line + bounds.below
        cache.size =
            axis == .horizontal ? CGSize(width: main, height: crossExtent) : CGSize(width: crossExtent, height: main)
        cache.proposal = proposal
        cache.count = n
        return cache.size
    }

    /// Across the axis, the largest guide (where the stack's line sits) and the largest extent
    /// below a guide; along it, the gaps' sum and the sizes.
    struct Bounds {
        var line: CGFloat = 0, below: CGFloat = 0, main: CGFloat
        var empty = true

        init(main: CGFloat) { self.main = main }

        @inline(__always)
        mutating func include(_ size: CGSize, guide g: CGFloat, across cross: Axis) {
            line = empty ? g : Swift.max(line, g)
            below = empty ? size[cross] - g : Swift.max(below, size[cross] - g)
            empty = false
        }

        /// ``include(_:guide:across:)`` across `axis`, and the size added along it.
        @inline(__always)
        mutating func add(_ size: CGSize, guide g: CGFloat, along axis: Axis) {
            include(size, guide: g, across: axis.orthogonal)
            main += size[axis]
        }
    }

    /// A subview's guide across the axis, in its own coordinates, for `size`.
    @inline(__always)
    private func guide<G: GuideValues>(
        of size: CGSize, _ subview: LayoutSubview, _ resolved: ResolvedGuide, _ guides: G
    ) -> CGFloat {
        guides.value(resolved, extent: size[axis.orthogonal], size: size, subview)
    }

    /// Whether a stack of `count` subviews all offered the same reads their sizes at once
    /// (``LayoutSubviews/withSizes(_:_:)``): over more subviews than a measured pattern holds
    /// proposals. A smaller stack (a card, a row) asks each: the pattern's keys, 128 bytes a storage
    /// allocated on its first read, would cost it more than asking its few subviews.
    @inline(__always)
    private func readsSizesAtOnce(_ count: Int) -> Bool { count > GridPerfCore.LayoutSubviews.rememberedPeriods }

    /// The gap after each subview (the last has none), into `cache.gaps` unless every gap is the
    /// same (`cache.gap`: a fixed spacing, or preferences that agree, as in most stacks); returns
    /// their sum. O(n).
    @inline(__always)
    private func gaps(subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat {
        let n = subviews.count
        var totalGaps: CGFloat = 0
        // Emptied only when it holds something: `removeAll(keepingCapacity:)` on the shared empty
        // array asks whether it is unique and makes a new empty buffer (about 40 instructions, every
        // pass of every stack whose gaps are all the same).
        if !cache.gaps.isEmpty { cache.gaps.removeAll(keepingCapacity: true) }
        // One gap for every pair: a fixed spacing, or no subview stating a preference (each pair
        // then at the standard distance), without reading each pair's. Summed as below.
        if n > 1, let gap = spacing ?? subviews.uniformSpacingDistance(along: axis) {
            for _ in 0..<(n - 1) { totalGaps += gap }
            cache.gap = gap
            return totalGaps
        }
        var first: CGFloat?
        for i in 0..<Swift.max(0, n - 1) {
            let gap =
                spacing
                ?? subviews[subviews.startIndex + i].spacing
                .distance(to: subviews[subviews.startIndex + i + 1].spacing, along: axis)
            if first == nil { first = gap }
            if cache.gaps.isEmpty, gap.bitPattern != first!.bitPattern {
                // The first gap that differs: keep them all from here on. Reserved: appending
                // would grow the buffer by doubling, allocating twice what it keeps.
                cache.gaps.reserveCapacity(n)
                cache.gaps.append(contentsOf: repeatElement(first!, count: i))
            }
            if !cache.gaps.isEmpty { cache.gaps.append(gap) }
            totalGaps += gap
        }
        if !cache.gaps.isEmpty { cache.gaps.append(0) }
        cache.gap = first ?? 0
        return totalGaps
    }

    /// Offers `space` (the extent less the gaps) to the subviews: by priority group, highest
    /// first, each group leaving the lower ones their minimum; inside a group least flexible
    /// first, an equal share of what is left each. Writes `cache.offers`, and the sizes into
    /// `bounds` (their guides across the axis; along it, added in index order, as they come).
    /// O(n log n).
    ///
    /// The flexibilities, minima, priorities and order are scratch: for a stack of at most
    /// ``StackCache/scratchOnStack`` subviews (a card, a row) they live on the stack, so that a
    /// fresh stack's first layout allocates nothing (its offers are kept in the cache itself up to
    /// ``StackOffers/inlineCapacity``); a larger stack keeps them in its cache, whose capacity stays
    /// across passes (docs/PERFORMANCE.md#stack-scratch). Out of line: inlined into
    /// ``size(proposal:subviews:cache:guides:)``, its registers' pressure spilled the unspecified
    /// extent's loop (a `VStack`'s steady pass: 2 instructions more a subview;
    /// docs/PERFORMANCE.md#stack-probes).
    @inline(never)
    private func offer<G: GuideValues>(
        _ space: CGFloat, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache,
        bounds: inout Bounds, resolved: ResolvedGuide, guides: G
    ) {
        let n = subviews.count
        // One priority (the common case): one group, no minimum reserved for a lower one.
        // Read one by one only when some item of the container sets a priority
        // (docs/PERFORMANCE.md#light-frames).
        var onePriority = true
        if SubviewContext.read(subviews.context, { $0.hasPriorities }) {
            let firstPriority = n > 0 ? subviews[subviews.startIndex].priority : 0
            for i in 0..<n where subviews[subviews.startIndex + i].priority != firstPriority {
                onePriority = false
                break
            }
        }
        // A small stack of one priority at a fixed guide (a row, a card): in one function, the same
        // calls and arithmetic (docs/PERFORMANCE.md#small-offers).
        if onePriority, n <= Self.smallOfferCount, G.self == DefaultGuideValues.self, let fixed = fixedGuide {
            offerSmall(
                space, across: proposal[axis.orthogonal].map { Double($0) }, subviews: subviews.base.slots,
                cache: &cache,
                bounds: &bounds, guide: fixed)
            return
        }
        offerInScratch(
            space, proposal: proposal, subviews: subviews, cache: &cache, bounds: &bounds, resolved: resolved,
            guides: guides, onePriority: onePriority)
    }

    /// ``offer(_:proposal:subviews:cache:bounds:resolved:guides:)`` in scratch buffers, for any
    /// stack: out of line, so that a small stack's offer does not pay their set-up's frame
    /// (docs/PERFORMANCE.md#light-frames).
    @inline(never)
    private func offerInScratch<G: GuideValues>(
        _ space: CGFloat, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache,
        bounds: inout Bounds, resolved: ResolvedGuide, guides: G, onePriority: Bool
    ) {
        let n = subviews.count
        if n <= StackCache.scratchOnStack {
            withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * n) { floats in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { priorities in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
                        cache.offers.withOffers(count: n) { offers in
                            offer(
                                space, proposal: proposal, subviews: subviews, bounds: &bounds, resolved: resolved,
                                guides: guides,
                                scratch: OfferScratch(
                                    offers: offers, flexibility: UnsafeMutableBufferPointer(rebasing: floats[0..<n]),
                                    minima: UnsafeMutableBufferPointer(rebasing: floats[n...]),
                                    priorities: priorities, order: order, onePriority: onePriority))
                        }
                    }
                }
            }
            return
        }
        var flexibility = cache.flexibility, minima = cache.minima, priorities = cache.priorities
        var order = cache.order
        (cache.flexibility, cache.minima, cache.priorities, cache.order) = ([], [], [], [])
        defer {
            (cache.flexibility, cache.minima, cache.priorities, cache.order) = (flexibility, minima, priorities, order)
        }
        // Each scratch array holds n elements (its capacity kept: no allocation once grown);
        // the minima and priorities only when the priorities differ.
        if flexibility.count != n {
            flexibility = Self.resized(flexibility, n)
            order = Self.resized(order, n)
        }
        if !onePriority, minima.count != n {
            minima = Self.resized(minima, n)
            priorities = Self.resized(priorities, n)
        }
        cache.offers.withOffers(count: n) { offers in
            flexibility.withUnsafeMutableBufferPointer { flexibility in
                minima.withUnsafeMutableBufferPointer { minima in
                    priorities.withUnsafeMutableBufferPointer { priorities in
                        order.withUnsafeMutableBufferPointer { order in
                            offer(
                                space, proposal: proposal, subviews: subviews, bounds: &bounds, resolved: resolved,
                                guides: guides,
                                scratch: OfferScratch(
                                    offers: offers, flexibility: flexibility, minima: minima, priorities: priorities,
                                    order: order, onePriority: onePriority))
                        }
                    }
                }
            }
        }
    }

    /// `array` with `n` elements, its capacity kept (zeros where it grew).
    private static func resized<T: Numeric>(_ array: [T], _ n: Int) -> [T] {
        var array = array
        if array.count > n {
            array.removeLast(array.count - n)
        } else {
            array.reserveCapacity(n)
            array.append(contentsOf: repeatElement(0, count: n - array.count))
        }
        return array
    }

    /// The buffers an offer works in, `n` elements each: each subview's offer (kept), and
    /// scratch — its size along the axis (first its flexibility, then its size), its minimum
    /// and priority (only when the priorities differ: else they may be empty), and the offer order.
    struct OfferScratch {
        let offers: UnsafeMutableBufferPointer<CGFloat>
        let flexibility: UnsafeMutableBufferPointer<CGFloat>
        let minima: UnsafeMutableBufferPointer<CGFloat>
        let priorities: UnsafeMutableBufferPointer<Double>
        let order: UnsafeMutableBufferPointer<Int>
        /// Whether every subview has the same priority (then `minima` and `priorities` are unread).
        let onePriority: Bool
    }

    /// ``offer(_:proposal:subviews:cache:bounds:resolved:guides:)`` in `scratch`.
    @inline(__always)
    private func offer<G: GuideValues>(
        _ space: CGFloat, proposal: ProposedViewSize, subviews: LayoutSubviews, bounds: inout Bounds,
        resolved: ResolvedGuide, guides: G, scratch: OfferScratch
    ) {
        let n = subviews.count
        let flexibility = scratch.flexibility, minima = scratch.minima, priorities = scratch.priorities
        let order = scratch.order, onePriority = scratch.onePriority
        var childProposal = proposal
        // Flexibility: the size for an infinite offer less the size for a zero one.
        Self.probe(
            subviews.base, horizontal: axis == .horizontal, across: proposal[axis.orthogonal].map { Double($0) },
            flexibility: flexibility, minima: onePriority ? nil : minima, order: order)
        if !onePriority {
            for i in 0..<n { priorities[i] = subviews[subviews.startIndex + i].priority }
        }
        // Highest priority first; inside a priority, least flexible first; ties keep their order.
        // In place (InPlaceSort): no allocation, the same instructions every run.
        if onePriority {
            InPlaceSort.sort(order) { a, b in
                if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                return a < b
            }
        } else {
            InPlaceSort.sort(order) { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                return a < b
            }
        }
        var remaining = space
        var start = 0
        while start < n {
            var end = n
            var reserved: CGFloat = 0
            if !onePriority {
                let priority = priorities[order[start]]
                end = start
                while end < n, priorities[order[end]] == priority { end += 1 }
                for k in end..<n { reserved += minima[order[k]] }
            }
            var available = remaining - reserved
            for k in start..<end {
                let i = order[k]
                let offer = Swift.max(0, available / CGFloat(end - k))
                childProposal[axis] = offer
                let subview = subviews[subviews.startIndex + i]
                let size = subview.sizeThatFits(childProposal)
                scratch.offers[i] = offer
                flexibility[i] = size[axis]
                bounds.include(size, guide: guide(of: size, subview, resolved, guides), across: axis.orthogonal)
                available -= size[axis]
                remaining -= size[axis]
            }
            start = end
        }
        // The main extent in index order, as the sizes come.
        for i in 0..<n { bounds.main += flexibility[i] }
    }

    /// Each subview's flexibility along the axis (`flexibility[i]`: its size offered infinity less
    /// its size offered zero, `across` the stack's proposal across), its minimum (`minima[i]`, when
    /// asked) and `order[i] = i`: two measure calls a subview, counted as any, in index order.
    /// O(n).
    ///
    /// Out of line, over gridperf's proxies, the two proposals made once and the counts tallied:
    /// inside the offer's loop each probe rebuilt its proposal through SwiftUI's optional lengths
    /// and spilled the loop's state around the call, about 95 instructions a probe besides the
    /// measurement (docs/PERFORMANCE.md#stack-probes).
    @inline(never)
    private static func probe(
        _ subviews: GridPerfCore.LayoutSubviews, horizontal: Bool, across: Double?,
        flexibility: UnsafeMutableBufferPointer<CGFloat>, minima: UnsafeMutableBufferPointer<CGFloat>?,
        order: UnsafeMutableBufferPointer<Int>
    ) {
        let zero = horizontal ? ProposedSize(width: 0, height: across) : ProposedSize(width: across, height: 0)
        let infinite =
            horizontal ? ProposedSize(width: .infinity, height: across) : ProposedSize(width: across, height: .infinity)
        subviews.tallying { tally in
            for i in 0..<(subviews.endIndex - subviews.startIndex) {
                let (l, m) = subviews[unchecked: subviews.startIndex + i].probe(zero, infinite, tally: &tally)
                let least = horizontal ? l.width : l.height, most = horizontal ? m.width : m.height
                flexibility[i] = CGFloat(most - least)
                minima?[i] = CGFloat(least)
                order[i] = i
            }
        }
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) {
        _ = size(proposal: proposal, subviews: subviews, cache: &cache)
        if let explicit = explicitGuides(subviews) {
            place(
                in: bounds, proposal: proposal, subviews: subviews, cache: &cache,
                guides: ExplicitGuideValues(values: explicit))
        } else {
            place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache, guides: DefaultGuideValues())
        }
    }

    @inline(__always)
    private func place<G: GuideValues>(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache, guides: G
    ) {
        let resolved = ResolvedGuide(guideID)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let line = cache.line, horizontal = axis == .horizontal, cross = axis.orthogonal
        // A subview's top-leading corner at `main` along the axis, its guide on the stack's line.
        // Not through self: it captures only what it reads.
        func corner(_ size: CGSize, at main: CGFloat, _ subview: LayoutSubview) -> CGPoint {
            let crossPosition = crossOrigin + line - guides.value(resolved, extent: size[cross], size: size, subview)
            return horizontal ? CGPoint(x: main, y: crossPosition) : CGPoint(x: crossPosition, y: main)
        }
        var childProposal = proposal
        if cache.offers.isEmpty, readsSizesAtOnce(subviews.count) {
            // Every subview offered unspecified along the axis: placed at the sizes read at once.
            childProposal[axis] = nil
            let placed = subviews.withSizes(childProposal) { sizes, tally in
                for i in 0..<subviews.count {
                    let subview = subviews[subviews.startIndex + i]
                    let main = position
                    let size = CGSize(
                        sizes.place(i, tally: &tally) { size in
                            LayoutSubview.topLeading(corner(CGSize(size), at: main, subview), size: size)
                        })
                    position += size[axis] + (cache.gaps.isEmpty ? cache.gap : cache.gaps[i])
                }
            }
            if placed != nil { return }
        }
        for i in 0..<subviews.count {
            if !cache.offers.isEmpty { childProposal[axis] = cache.offers[i] } else { childProposal[axis] = nil }
            let subview = subviews[subviews.startIndex + i]
            let main = position
            let size = subview.place(proposal: childProposal) { size in corner(size, at: main, subview) }
            position += size[axis] + (cache.gaps.isEmpty ? cache.gap : cache.gaps[i])
        }
    }
}
