/// A layout algorithm, shaped like SwiftUI's `Layout` protocol.
///
/// A pass is `sizeThatFits` (the parent proposes, the layout answers) followed by
/// `placeSubviews` in bounds of the size the parent settled on (usually the answer).
/// `Cache` holds what the layout computed, kept between passes; `updateCache` is called when
/// the layout's inputs may have changed.
public protocol Layout {
    associatedtype Cache = Void

    /// Creates the cache for a set of subviews.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// Brings the cache up to date after the inputs changed. The default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds`.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) -> Void {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }
}
