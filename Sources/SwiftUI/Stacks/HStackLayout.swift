/// SwiftUI's `HStackLayout`: subviews in a row (``StackEngine``), aligned on `alignment`.
///
/// Laid out as in SwiftUI.
public struct HStackLayout: StackLayout {
    /// `HStackLayout`'s `alignment`. Laid out as in SwiftUI.
    public var alignment: VerticalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    ///
    /// Laid out as in SwiftUI.
    public var spacing: CGFloat?

    /// Makes a `HStackLayout`. Laid out as in SwiftUI.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `HStackLayout`'s `layoutProperties`. Laid out as in SwiftUI.
    public static var layoutProperties: LayoutProperties { properties(.horizontal) }

    /// `HStackLayout`'s `engine`. Laid out as in SwiftUI.
    public var engine: StackEngine { StackEngine(axis: .horizontal, spacing: spacing, guide: alignment.id) }
}

/// SwiftUI's `VStackLayout`: subviews in a column (``StackEngine``), aligned on `alignment`.
///
/// Laid out as in SwiftUI.
public struct VStackLayout: StackLayout {
    /// `VStackLayout`'s `alignment`. Laid out as in SwiftUI.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; `nil`: each pair's `ViewSpacing` distance.
    ///
    /// Laid out as in SwiftUI.
    public var spacing: CGFloat?

    /// Makes a `VStackLayout`. Laid out as in SwiftUI.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `VStackLayout`'s `layoutProperties`. Laid out as in SwiftUI.
    public static var layoutProperties: LayoutProperties { properties(.vertical) }

    /// `VStackLayout`'s `engine`. Laid out as in SwiftUI.
    public var engine: StackEngine { StackEngine(axis: .vertical, spacing: spacing, guide: alignment.id) }
}

/// What the two stacks share: the cache and the four calls, through their ``StackEngine``.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public protocol StackLayout: Layout where Cache == StackCache {
    /// The stack's algorithm, configured (opaque outside this module).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    var engine: StackEngine { get }
}

extension StackLayout {
    static func properties(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    /// `StackLayout`'s `makeCache(subviews:)`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    /// `StackLayout`'s `updateCache(_:subviews:)`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache.invalidate() }

    /// `StackLayout`'s `sizeThatFits(proposal:subviews:cache:)`. gridperf's own: the harness's side of the module, not
    /// SwiftUI's API.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        engine.size(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// `StackLayout`'s `placeSubviews(in:proposal:subviews:cache:)`. gridperf's own: the harness's side of the module,
    /// not SwiftUI's API.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache
    ) {
        engine.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
