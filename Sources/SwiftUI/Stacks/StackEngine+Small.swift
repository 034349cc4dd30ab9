import GridPerfCore

extension StackEngine {
    /// The most subviews ``offerSmall(_:across:subviews:cache:bounds:guide:)`` takes: as many
    /// offers as the cache holds in itself (``StackOffers/inlineCapacity``), so that its scratch
    /// fits in two fixed arrays on the stack.
    static let smallOfferCount = StackOffers.inlineCapacity

    /// A guide across the axis whose default value is a fixed share of the subview's extent
    /// (``ResolvedGuide``'s `.start`, `.center`, `.end`): what a small offer reads without a proxy.
    enum FixedGuide {
        case start, center, end

        /// `resolved`'s rule when it is one of the three; `nil` for another guide (the baselines
        /// read a subview's text). O(1).
        @inline(__always)
        init?(_ resolved: ResolvedGuide) {
            switch resolved {
            case .start: self = .start
            case .center: self = .center
            case .end: self = .end
            case .custom: return nil
            }
        }

        /// ``ResolvedGuide/value(extent:size:_:)``'s arithmetic for the three. O(1).
        @inline(__always)
        func value(extent: CGFloat) -> CGFloat {
            switch self {
            case .start: 0
            case .center: extent / 2
            case .end: extent
            }
        }
    }

    /// The offer of a small stack (at most ``smallOfferCount`` subviews) whose subviews share one
    /// priority and sit at their default guides, one of the fixed ones: the same measure calls
    /// in the same order with the same proposals, and the same arithmetic, as the general offer
    /// (the probes at zero and infinity in index order, the least flexible offered first, an
    /// equal share of what is left each), in one function over gridperf's proxies. Writes
    /// `cache.offers` and the sizes into `bounds`, as the general offer does. O(n²) for n ≤ 8.
    ///
    /// Why: a row of three texts paid about 750 instructions in the general offer's own code —
    /// its three scratch buffers set up through nested closures, its probes a call apart, each
    /// offer's proposal built and its size converted through SwiftUI's optional lengths and
    /// proxies (docs/PERFORMANCE.md#small-offers).
    @inline(never)
    func offerSmall(
        _ space: CGFloat, across: Double?, subviews: SubviewSlots, cache: inout StackCache,
        bounds: inout Bounds, guide: FixedGuide
    ) {
        let start = subviews.startIndex, n = subviews.endIndex - subviews.startIndex
        let horizontal = axis == .horizontal, cross = axis.orthogonal
        let zero = horizontal ? ProposedSize(width: 0, height: across) : ProposedSize(width: across, height: 0)
        let infinite =
            horizontal ? ProposedSize(width: .infinity, height: across) : ProposedSize(width: across, height: .infinity)
        // Each subview's flexibility, then (once offered) its size along the axis; the offer order.
        var flexibility = InlineArray<8, CGFloat>(repeating: 0)
        var order = InlineArray<8, Int>(repeating: 0)
        subviews.tallying { tally in
            for i in 0..<n {
                let (l, m) = subviews[unchecked: start + i].probe(zero, infinite, tally: &tally)
                flexibility[i] = CGFloat(horizontal ? m.width - l.width : m.height - l.height)
                order[i] = i
            }
            // Least flexible first; ties keep their order (the general offer's sort and order).
            withUnsafeMutablePointer(to: &order) { pointer in
                let buffer = UnsafeMutableBufferPointer(
                    start: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Int.self), count: n)
                InPlaceSort.sort(buffer) { a, b in
                    if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                    return a < b
                }
            }
            cache.offers.withOffers(count: n) { offers in
                var remaining = space
                for k in 0..<n {
                    let i = order[k]
                    let offer = Swift.max(0, remaining / CGFloat(n - k))
                    let proposal =
                        horizontal
                        ? ProposedSize(width: Double(offer), height: across)
                        : ProposedSize(width: across, height: Double(offer))
                    let size = CGSize(subviews[unchecked: start + i].sizeThatFits(proposal, tally: &tally))
                    offers[i] = offer
                    flexibility[i] = size[axis]
                    bounds.include(size, guide: guide.value(extent: size[cross]), across: cross)
                    remaining -= size[axis]
                }
            }
        }
        // The main extent in index order, as the sizes come.
        for i in 0..<n { bounds.main += flexibility[i] }
    }
}

extension StackEngine {
    // A *plain* small stack: at most ``smallOfferCount`` subviews, none stating anything a stack
    // reads but its size (no priority, no explicit guide, and no spacing preference unless the
    // stack's own spacing makes it moot; layout values a stack never reads), the stack's guide one
    // of the fixed three (``fixedGuide``), every gap ``plainGap``. The box (``StackBox``) measures
    // and places such a stack here, over gridperf's proxies: the same calls in the same order, the
    // same arithmetic and the same cache as ``size(proposal:subviews:cache:)`` and
    // ``place(in:proposal:subviews:cache:)``, without SwiftUI's proxies, their context's binding, or
    // the reads of priorities, guides and spacings that none states (docs/PERFORMANCE.md#plain-stacks).

    /// Whether the subviews' spacing preferences set the gaps: the stack sets no spacing of its own.
    var readsSpacingPreferences: Bool { spacing == nil }

    /// The gap between two subviews of a plain stack: the stack's spacing, or the standard distance
    /// between two subviews that state no preference. O(1).
    var plainGap: CGFloat {
        let standard = SubviewContext.viewSpacing(.standard)
        return spacing ?? standard.distance(to: standard, along: axis)
    }

    /// ``size(proposal:subviews:cache:)`` of a plain stack (at most ``smallOfferCount`` subviews
    /// stating nothing a stack reads but their sizes). O(1) when the cache answers; O(n²) otherwise.
    @inline(__always)
    func size(
        proposal: ProposedSize, plain subviews: SubviewSlots, _ guide: FixedGuide,
        cache: inout StackCache
    ) -> Size {
        let width = proposal.width.map { CGFloat($0) }, height = proposal.height.map { CGFloat($0) }
        if cache.answers(width: width, height: height, count: subviews.count) { return cache.size.native }
        return sizeAfresh(proposal: proposal, plain: subviews, guide, cache: &cache)
    }

    /// ``size(proposal:plain:_:cache:)`` when the cache holds no answer for `proposal`: as
    /// ``size(proposal:subviews:cache:guides:)``, every gap ``plainGap``. O(n²) for n ≤ 8.
    @inline(never)
    private func sizeAfresh(
        proposal: ProposedSize, plain subviews: SubviewSlots, _ guide: FixedGuide,
        cache: inout StackCache
    ) -> Size {
        let n = subviews.endIndex - subviews.startIndex, start = subviews.startIndex
        let horizontal = axis == .horizontal, cross = axis.orthogonal
        if !cache.gaps.isEmpty { cache.gaps.removeAll(keepingCapacity: true) }
        var totalGaps: CGFloat = 0
        let gap = plainGap
        if n > 1 { for _ in 0..<(n - 1) { totalGaps += gap } }
        cache.gap = n > 1 ? gap : 0
        var bounds = Bounds(main: totalGaps)
        let across = horizontal ? proposal.height : proposal.width
        if let extent = horizontal ? proposal.width : proposal.height {
            offerSmall(
                Swift.max(0, CGFloat(extent) - totalGaps), across: across, subviews: subviews, cache: &cache,
                bounds: &bounds, guide: guide)
        } else {
            cache.offers.removeAll()
            subviews.tallying { tally in
                for i in 0..<n {
                    let size = CGSize(subviews[unchecked: start + i].sizeThatFits(proposal, tally: &tally))
                    bounds.add(size, guide: guide.value(extent: size[cross]), along: axis)
                }
            }
        }
        cache.line = bounds.line
        let crossExtent = n == 0 ? 0 : bounds.line + bounds.below
        cache.size =
            horizontal
            ? CGSize(width: bounds.main, height: crossExtent) : CGSize(width: crossExtent, height: bounds.main)
        cache.proposal = ProposedViewSize(proposal)
        cache.count = n
        return cache.size.native
    }

    /// ``place(in:proposal:subviews:cache:)`` of a plain stack: each subview at its offer (or
    /// unspecified along the axis), its corner at the running position, its guide on the stack's
    /// line. O(n) after the size.
    ///
    /// Each of the four cases (the axis, offers or none) is its own loop: one loop testing both
    /// per subview, with the offer an optional, was about 110 instructions a subview
    /// (docs/PERFORMANCE.md#plain-stacks).
    @inline(never)
    func place(
        in bounds: Rect, proposal: ProposedSize, plain subviews: SubviewSlots, _ guide: FixedGuide,
        cache: inout StackCache
    ) {
        _ = size(proposal: proposal, plain: subviews, guide, cache: &cache)
        // Through a `CGRect`, as the general placing reads its bounds (its `minX` is the smaller edge).
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let line = cache.line, gap = cache.gap
        let offered = !cache.offers.isEmpty
        withUnsafePointer(to: cache.offers.inline) { offers in
            let offers = UnsafeRawPointer(offers).assumingMemoryBound(to: CGFloat.self)
            if axis == .horizontal {
                if offered {
                    Self.placeRun(
                        subviews, horizontal: true, main: rect.minX, cross: rect.minY, line: line, gap: gap,
                        guide: guide
                    ) { ProposedSize(width: Double(offers[$0]), height: proposal.height) }
                } else {
                    Self.placeRun(
                        subviews, horizontal: true, main: rect.minX, cross: rect.minY, line: line, gap: gap,
                        guide: guide
                    ) { _ in ProposedSize(width: nil, height: proposal.height) }
                }
            } else if offered {
                Self.placeRun(
                    subviews, horizontal: false, main: rect.minY, cross: rect.minX, line: line, gap: gap, guide: guide
                ) { ProposedSize(width: proposal.width, height: Double(offers[$0])) }
            } else {
                Self.placeRun(
                    subviews, horizontal: false, main: rect.minY, cross: rect.minX, line: line, gap: gap, guide: guide
                ) { _ in ProposedSize(width: proposal.width, height: nil) }
            }
        }
    }

    /// Places each subview at `proposal(i)`, its corner at the running position along the axis
    /// (from `main`, a size and `gap` on from the last), its guide on `line` across (from
    /// `cross`). Inlined into each case, `horizontal` a constant. O(n).
    @inline(__always)
    private static func placeRun(
        _ subviews: SubviewSlots, horizontal: Bool, main: CGFloat, cross: CGFloat, line: CGFloat,
        gap: CGFloat, guide: FixedGuide, _ proposal: (Int) -> ProposedSize
    ) {
        var position = main
        let start = subviews.startIndex
        subviews.tallying { tally in
            for i in 0..<(subviews.endIndex - start) {
                let at = position
                let size = subviews[unchecked: start + i].place(proposal: proposal(i), tally: &tally) { size in
                    let across = cross + line - guide.value(extent: CGFloat(horizontal ? size.height : size.width))
                    let corner = horizontal ? CGPoint(x: at, y: across) : CGPoint(x: across, y: at)
                    return LayoutSubview.topLeading(corner, size: size)
                }
                position += CGFloat(horizontal ? size.width : size.height) + gap
            }
        }
    }
}
