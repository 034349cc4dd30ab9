/// SwiftUI's `HStackLayout`: subviews in a row (``StackEngine``), aligned on `alignment`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var engine: StackEngine {
        StackEngine(axis: .horizontal, spacing: spacing, guide: alignment.id)
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache.invalidate() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        engine.size(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        engine.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// SwiftUI's `VStackLayout`: subviews in a column (``StackEngine``), aligned on `alignment`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var engine: StackEngine {
        StackEngine(axis: .vertical, spacing: spacing, guide: alignment.id)
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache.invalidate() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        engine.size(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        engine.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
