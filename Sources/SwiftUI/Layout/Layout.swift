/// A type that arranges subviews, as SwiftUI's `Layout`, with SwiftUI's signatures: a layout
/// written for iOS compiles unchanged.
///
/// A pass is `sizeThatFits` (the parent proposes, the layout answers), then `placeSubviews` in
/// bounds of the size the parent settled on. `Cache` is kept between passes; `updateCache` runs
/// when the subviews or the layout's inputs changed.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// The properties of this layout type (is it a stack, along which axis).
    static var layoutProperties: LayoutProperties { get }

    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default: a new cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default, as SwiftUI's: the union of every subview's preferences on every edge.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default: no explicit guide (SwiftUI merges the subviews' explicit guides; gridperf's
    /// items have none but a text's baselines).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The default: no explicit guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Self.Subviews) {}
}
