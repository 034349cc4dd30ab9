/// A layout algorithm, shaped like SwiftUI's `Layout` protocol.
///
/// A pass is `sizeThatFits` (the parent proposes, the layout answers) followed by
/// `placeSubviews` in bounds of the size the parent settled on (usually the answer).
/// `Cache` holds what the layout computed, kept between passes; `updateCache` is called when
/// the layout's inputs may have changed.
///
/// A benchmarked layout should do O(n) work per pass (O(n log n) at most), measure each
/// subview a bounded number of times, and allocate nothing once its cache has grown: the
/// harness counts all three (``LayoutCounters``, jemalloc), and `gridperf check` holds a
/// layout to its declared guarantees.
public protocol Layout {
    associatedtype Cache = Void

    /// Creates the cache for a set of subviews.
    ///
    /// - Complexity: Called once per layout and set of subviews; O(1) is expected, the cache
    ///   growing on first use.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// Brings the cache up to date after the inputs changed. The default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)

    /// The size of the container for `proposal`.
    ///
    /// - Complexity: The layout's own; the built-ins are O(n) on a cache miss and O(1) on a hit.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (each subview's `place` is called once).
    ///
    /// - Complexity: O(n) for the built-ins, reusing what `sizeThatFits` left in the cache.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }
}
