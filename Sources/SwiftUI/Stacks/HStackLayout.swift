/// SwiftUI's `HStackLayout`: subviews in a row (``StackEngine``), aligned on `alignment`.
public struct HStackLayout: StackLayout {
    public var alignment: VerticalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { properties(.horizontal) }

    public var engine: StackEngine { StackEngine(axis: .horizontal, spacing: spacing, guide: alignment.id) }
}

/// SwiftUI's `VStackLayout`: subviews in a column (``StackEngine``), aligned on `alignment`.
public struct VStackLayout: StackLayout {
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { properties(.vertical) }

    public var engine: StackEngine { StackEngine(axis: .vertical, spacing: spacing, guide: alignment.id) }
}

/// What the two stacks share: the cache and the four calls, through their ``StackEngine``.
public protocol StackLayout: Layout where Cache == StackCache {
    /// The stack's algorithm, configured (opaque outside this module).
    var engine: StackEngine { get }
}

extension StackLayout {
    static func properties(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache.invalidate() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        engine.size(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache
    ) {
        engine.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
