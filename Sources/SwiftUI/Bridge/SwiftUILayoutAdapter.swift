import GridPerfCore

/// A SwiftUI ``Layout`` as a gridperf layout: the harness runs, times, counts and checks it like
/// a built-in. Each call wraps gridperf's subviews in SwiftUI's proxies (a pointer and an index,
/// as gridperf's own: no allocation) and forwards; the SwiftUI layout's code is specialised for
/// its type, never called through an existential.
public struct SwiftUILayoutAdapter<L: Layout>: GridPerfCore.Layout {
    public typealias Cache = L.Cache

    public let layout: L
    @usableFromInline let context: SubviewContext

    public init(_ layout: L) { self.init(layout, providers: [:]) }

    init(_ layout: L, providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any]) {
        self.layout = layout
        self.context = SubviewContext(providers: providers)
    }

    /// `layout` over an existing context: an animation's frames share one (``LayoutAnimation``).
    init(_ layout: L, context: SubviewContext) {
        self.layout = layout
        self.context = context
    }

    @inlinable
    func wrap(_ subviews: GridPerfCore.LayoutSubviews) -> LayoutSubviews {
        context.bind(subviews)
        return LayoutSubviews(base: subviews, context: .passUnretained(context))
    }

    public func makeCache(subviews: GridPerfCore.LayoutSubviews) -> L.Cache {
        layout.makeCache(subviews: wrap(subviews))
    }

    public func updateCache(_ cache: inout L.Cache, subviews: GridPerfCore.LayoutSubviews) {
        layout.updateCache(&cache, subviews: wrap(subviews))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache)
        -> Size
    {
        layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache).native
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache
    ) {
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        layout.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache)
    }
}
