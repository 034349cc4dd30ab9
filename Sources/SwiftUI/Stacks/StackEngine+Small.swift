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
        _ space: CGFloat, across: Double?, subviews: GridPerfCore.LayoutSubviews, cache: inout StackCache,
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
                let subview = subviews[unchecked: start + i]
                let l = subview.sizeThatFits(zero, tally: &tally)
                let m = subview.sizeThatFits(infinite, tally: &tally)
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
