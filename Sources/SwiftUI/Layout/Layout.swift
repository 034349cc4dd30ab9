/// A type that arranges subviews, as SwiftUI's `Layout`, with SwiftUI's signatures: a layout
/// written for iOS compiles unchanged.
///
/// A pass is `sizeThatFits` (the parent proposes, the layout answers), then `placeSubviews` in
/// bounds of the size the parent settled on. `Cache` is kept between passes; `updateCache` runs
/// when the subviews or the layout's inputs changed.
///
/// Laid out as in SwiftUI.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// The properties of this layout type (is it a stack, along which axis).
    ///
    /// Laid out as in SwiftUI.
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between passes (`Void` unless it declares one). Laid out as in
    /// SwiftUI: made by ``makeCache(subviews:)``, kept while the subviews and the layout's inputs
    /// stay the same.
    associatedtype Cache = Void

    /// The proxies of the subviews the layout arranges. Laid out as in SwiftUI.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`, once before the first pass. Laid out as in SwiftUI;
    /// gridperf times it and counts the measure calls it makes as a phase of its own
    /// (`time.cache`, `measure.calls.cache`).
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Brings the cache up to date when the subviews or the layout's inputs changed ("when your
    /// layout or its subviews change", Apple's documentation). Laid out as in SwiftUI; timed and
    /// counted with ``makeCache(subviews:)``.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing preferences of the layout as a whole, for its parent stack. Laid out as in
    /// SwiftUI.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The size the layout needs for `proposal`, asking its subviews theirs. Laid out as in
    /// SwiftUI; every ``LayoutSubview/sizeThatFits(_:)`` it makes is counted (measure calls,
    /// cache hits and misses).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places every subview within `bounds`, the size the parent settled on. Laid out as in
    /// SwiftUI: a subview left unplaced appears at the centre of the bounds with the layout's
    /// proposal (Apple's documentation of `LayoutSubview.place(at:anchor:proposal:)`), and
    /// `gridperf check` names it.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Where the layout puts a horizontal guide of its own, or `nil` for the default. Laid out
    /// as in SwiftUI when the layout answers; the default is approximated (see its extension).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
    /// Where the layout puts a vertical guide of its own, or `nil` for the default. Laid out as
    /// in SwiftUI when the layout answers; the default is approximated (see its extension).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default: not a stack, no axis. Laid out as in SwiftUI.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default: a new cache.
    ///
    /// Laid out as in SwiftUI.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default, as SwiftUI's: the union of every subview's preferences on every edge.
    ///
    /// Laid out as in SwiftUI.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default: no explicit guide (SwiftUI merges the subviews' explicit guides; gridperf's
    /// items have none but a text's baselines).
    ///
    /// Approximated: `nil` where SwiftUI would merge the subviews' explicit guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The default: no explicit guide.
    ///
    /// Approximated: `nil` where SwiftUI would merge the subviews' explicit guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// The default for a layout without a cache: nothing to make. Laid out as in SwiftUI.
    public func makeCache(subviews: Self.Subviews) {}
}
