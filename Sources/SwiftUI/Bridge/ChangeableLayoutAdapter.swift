import GridPerfCore

/// A SwiftUI ``Layout`` that a view used, whose properties a state change may replace
/// (``ViewLayoutValues``): the layout is kept in an object of its own, read at each call, so that
/// the container keeps its cache and takes the new value (``GridPerfCore/ChangeableLayout``). Each
/// call is ``SwiftUILayoutAdapter``'s over the current value.
struct ChangeableLayoutAdapter<L: Layout>: GridPerfCore.Layout, ChangeableLayout {
    typealias Cache = L.Cache

    /// The current value; a class, so that copies of the adapter share it.
    final class Properties {
        var layout: L
        init(_ layout: L) { self.layout = layout }
    }

    let properties: Properties
    let context: SubviewContext

    init(_ layout: L, providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any]) {
        properties = Properties(layout)
        context = SubviewContext(providers: providers)
    }

    /// The adapter of the current value.
    var current: SwiftUILayoutAdapter<L> { SwiftUILayoutAdapter(properties.layout, context: context) }

    func takeProperties(of other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        properties.layout = other.properties.layout
        return true
    }

    /// The current value moved `progress` of the way to `other`'s by its `animatableData`
    /// (``Animatable/interpolated(from:progress:)``); `nil` for a layout with no animatable data or the
    /// same data.
    func interpolation(to other: Any) -> ((Double) -> Void)? {
        // One closure (not one around ``Animatable/interpolation(from:)``'s): its context is
        // allocated by the change, whose bytes the gate holds (+32 a change with two).
        guard let other = other as? Self else { return nil }
        let (from, target, properties) = (properties.layout, other.properties.layout, self.properties)
        guard target.animates(from: from) else { return nil }
        return { properties.layout = target.interpolated(from: from, progress: $0) }
    }

    func makeCache(subviews: GridPerfCore.LayoutSubviews) -> L.Cache { current.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout L.Cache, subviews: GridPerfCore.LayoutSubviews) {
        current.updateCache(&cache, subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache) -> Size {
        current.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache
    ) {
        current.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
