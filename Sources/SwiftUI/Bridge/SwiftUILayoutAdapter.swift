import GridPerfCore

/// A SwiftUI ``Layout`` as a gridperf layout: the harness runs, times, counts and checks it like
/// a built-in. Each call wraps gridperf's subviews in SwiftUI's proxies (a pointer and an index,
/// as gridperf's own: no allocation) and forwards; the SwiftUI layout's code is specialised for
/// its type, never called through an existential.
public struct SwiftUILayoutAdapter<L: Layout>: GridPerfCore.Layout {
    /// `SwiftUILayoutAdapter`'s `Cache` type. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public typealias Cache = L.Cache

    /// `SwiftUILayoutAdapter`'s `layout`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let layout: L
    @usableFromInline let context: SubviewContext

    /// Makes a `SwiftUILayoutAdapter`. gridperf's own: the harness's side of the module, not SwiftUI's API.
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

    /// `SwiftUILayoutAdapter`'s `makeCache(subviews:)`. gridperf's own: the harness's side of the module, not SwiftUI's
    /// API.
    public func makeCache(subviews: GridPerfCore.LayoutSubviews) -> L.Cache {
        layout.makeCache(subviews: wrap(subviews))
    }

    /// `SwiftUILayoutAdapter`'s `updateCache(_:subviews:)`. gridperf's own: the harness's side of the module, not
    /// SwiftUI's API.
    public func updateCache(_ cache: inout L.Cache, subviews: GridPerfCore.LayoutSubviews) {
        layout.updateCache(&cache, subviews: wrap(subviews))
    }

    /// `SwiftUILayoutAdapter`'s `sizeThatFits(proposal:subviews:cache:)`. gridperf's own: the harness's side of the
    /// module, not SwiftUI's API.
    public func sizeThatFits(proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache)
        -> Size
    {
        layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache).native
    }

    /// The layout's `placeSubviews`; a subview it does not place "appears at the center of its
    /// layout container and uses the layout container's size proposal" (Apple's documentation of
    /// `LayoutSubview.place(at:anchor:proposal:)`). A pass that places as many subviews as there
    /// are costs a count of its placements; one that places fewer has its frames marked and runs
    /// again to find the ones left, and from then on every pass of the layout marks them first.
    /// (A pass that places one subview twice and another never is not found by the count: the
    /// other keeps its last frame; `gridperf check`, which marks every frame, names it.)
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache
    ) {
        let marked = context.unplaced != nil
        if marked { Self.mark(subviews) }
        let before = subviews.placeCalls
        placeByLayout(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        if marked || subviews.placeCalls &- before < subviews.endIndex &- subviews.startIndex {
            placeUnplaced(in: bounds, proposal: proposal, subviews: subviews, cache: &cache, marked: marked)
        }
    }

    /// The layout's own `placeSubviews`, over SwiftUI's proxies.
    @inline(__always)
    func placeByLayout(
        in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache
    ) {
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        layout.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache)
    }

    static func mark(_ subviews: GridPerfCore.LayoutSubviews) {
        for k in subviews.indices { subviews.setInterpolatedFrame(.unplaced, at: k) }
    }

    /// Centres the subviews a pass left unplaced in `bounds`, each sized for `proposal`; with
    /// `marked` false (the count found fewer placements than subviews), the frames are marked and
    /// the layout's `placeSubviews` runs again to find them.
    @inline(never)
    func placeUnplaced(
        in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews, cache: inout L.Cache,
        marked: Bool
    ) {
        if !marked {
            Self.mark(subviews)
            placeByLayout(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        let centre = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
        var count = 0
        var first = 0
        for k in subviews.indices where subviews.recordedFrame(at: k) == .unplaced {
            if count == 0 { first = k }
            count += 1
            subviews[k].place(at: centre, anchor: .center, proposal: proposal)
        }
        guard count > 0 else {
            context.unplaced = nil
            return
        }
        let record = context.unplaced ?? SubviewContext.Unplaced()
        record.count = count
        record.first = first
        context.unplaced = record
    }
}

extension SwiftUILayoutAdapter: PlacesUnplacedSubviews {
    /// `SwiftUILayoutAdapter`'s `unplacedInLastPass`. gridperf's own: the harness's side of the module, not SwiftUI's
    /// API.
    public var unplacedInLastPass: (count: Int, first: Int)? {
        context.unplaced.map { (count: $0.count, first: $0.first) }
    }
}
