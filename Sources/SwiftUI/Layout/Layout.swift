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

    /// `Layout`'s `Cache` type. Laid out as in SwiftUI.
    associatedtype Cache = Void

    /// `Layout`'s `Subviews` type. Laid out as in SwiftUI.
    typealias Subviews = LayoutSubviews

    /// `Layout`'s `makeCache(subviews:)`. Laid out as in SwiftUI.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// `Layout`'s `updateCache(_:subviews:)`. Laid out as in SwiftUI.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// `Layout`'s `spacing(subviews:cache:)`. Laid out as in SwiftUI.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// `Layout`'s `sizeThatFits(proposal:subviews:cache:)`. Laid out as in SwiftUI.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// `Layout`'s `placeSubviews(in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// `Layout`'s `explicitAlignment(of:in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
    /// `Layout`'s `explicitAlignment(of:in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// `Layout`'s `layoutProperties`. Laid out as in SwiftUI.
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
    /// Laid out as in SwiftUI.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The default: no explicit guide.
    ///
    /// Laid out as in SwiftUI.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// `Layout`'s `makeCache(subviews:)`. Laid out as in SwiftUI.
    public func makeCache(subviews: Self.Subviews) {}
}
