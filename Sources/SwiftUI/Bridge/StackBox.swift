import GridPerfCore

/// SwiftUI's two stacks (``HStackLayout``, ``VStackLayout``) in a layout box of their own: the
/// same calls as `SwiftUILayoutAdapter` in GridPerfCore's generic box, but as one non-generic
/// class, so that the layer between a container and the ``StackEngine`` runs specialised.
///
/// Why: the generic box's methods are its generic bodies (reached through a vtable), and so are
/// the adapter's that they call; a row of three texts paid about 140 instructions a measurement
/// in that layer — witness calls, the cache copied in and out of its slot through its metadata
/// (docs/PERFORMANCE.md#stack-boxes). Every other layout keeps the generic box.
///
/// What the adapter does that this box does not: count the placements of a pass and centre the
/// subviews a layout left unplaced. The engine places every subview once in every pass
/// (``StackEngine/place(in:proposal:subviews:cache:)``), so that step never fires for a stack;
/// `StackBoxTests` holds the two boxes to the same frames and counts.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
final class StackBox: AnyLayoutBox {
    private let engine: StackEngine
    private let context: SubviewContext
    // Unchecked: a box is used from one thread (as `LayoutBox`'s cache). Checked, each access
    // cost a call to the runtime's exclusivity check, twice a measurement.
    @exclusivity(unchecked) private var cache = StackCache()

    private init<S: StackLayout>(_ layout: S, providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any]) {
        engine = layout.engine
        context = SubviewContext(providers: providers)
    }

    /// A box for `layout` when it is one of the two stacks; `nil` for any other layout.
    static func make<L: Layout>(
        _ layout: L, providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any]
    ) -> StackBox? {
        if let row = layout as? HStackLayout { return StackBox(row, providers: providers) }
        if let column = layout as? VStackLayout { return StackBox(column, providers: providers) }
        return nil
    }

    /// gridperf's subviews as SwiftUI's, the context pointed at their attributes (as the adapter's
    /// `wrap`).
    @inline(__always)
    private func wrap(_ subviews: consuming GridPerfCore.LayoutSubviews) -> LayoutSubviews {
        context.bind(subviews)
        return LayoutSubviews(base: subviews, context: .passUnretained(context))
    }

    /// The adapter's type name, as reports printed it before stacks had a box of their own: made
    /// when asked (a name of 34 characters is longer than a string holds inline; kept, it was an
    /// allocation a stack), from the engine's axis (the two stacks differ only in it).
    override var typeName: String {
        engine.axis == .horizontal
            ? String(describing: SwiftUILayoutAdapter<HStackLayout>.self)
            : String(describing: SwiftUILayoutAdapter<VStackLayout>.self)
    }

    // A plain stack of the caller's subviews; their count checked first, inline: a flat stack of
    // thousands makes no call to find that it is not one.
    override func sizeThatFits(proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews) -> Size {
        if subviews.count <= StackEngine.smallOfferCount,
            let (slots, guide) = plain(subviews.slots(statingNoPriorityOrGuide: engine.readsSpacingPreferences))
        {
            return engine.size(proposal: proposal, plain: slots, guide, cache: &cache)
        }
        return size(proposal: proposal, wrapping: subviews)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: GridPerfCore.LayoutSubviews) {
        if subviews.count <= StackEngine.smallOfferCount,
            let (slots, guide) = plain(subviews.slots(statingNoPriorityOrGuide: engine.readsSpacingPreferences))
        {
            engine.place(in: bounds, proposal: proposal, plain: slots, guide, cache: &cache)
            return
        }
        place(in: bounds, proposal: proposal, wrapping: subviews)
    }

    /// A container's subviews: a plain stack reads the storage's slots without a reference to it,
    /// asked of the storage in one call (docs/PERFORMANCE.md#storage-calls); else its subviews are
    /// made here and moved into SwiftUI's (docs/PERFORMANCE.md#consumed-subviews).
    override func sizeThatFits(proposal: ProposedSize, of storage: SubviewStorage) -> Size {
        if let (slots, guide) = plain(storage.slots(statingNoPriorityOrGuide: engine.readsSpacingPreferences)) {
            return engine.size(proposal: proposal, plain: slots, guide, cache: &cache)
        }
        return size(proposal: proposal, wrapping: storage.subviews)
    }

    /// A container's subviews (as ``sizeThatFits(proposal:of:)``).
    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, of storage: SubviewStorage) {
        if let (slots, guide) = plain(storage.slots(statingNoPriorityOrGuide: engine.readsSpacingPreferences)) {
            engine.place(in: bounds, proposal: proposal, plain: slots, guide, cache: &cache)
            return
        }
        place(in: bounds, proposal: proposal, wrapping: storage.subviews)
    }

    /// `slots` and the stack's guide, if the stack is plain (docs/PERFORMANCE.md#plain-stacks): its
    /// guide a fixed one, and at most ``StackEngine/smallOfferCount`` subviews that state nothing
    /// the stack reads but their sizes (`slots`, `nil` when they do). `slots` is asked only when
    /// the guide is fixed. O(1).
    @inline(__always)
    private func plain(_ slots: @autoclosure () -> SubviewSlots?) -> (SubviewSlots, StackEngine.FixedGuide)? {
        guard let guide = engine.fixedGuide, let slots = slots(), slots.count <= StackEngine.smallOfferCount else {
            return nil
        }
        return (slots, guide)
    }

    /// The general size, over SwiftUI's proxies wrapping `subviews`.
    @inline(__always)
    private func size(proposal: ProposedSize, wrapping subviews: consuming GridPerfCore.LayoutSubviews) -> Size {
        engine.size(proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache).native
    }

    /// The general placing, over SwiftUI's proxies wrapping `subviews`.
    @inline(__always)
    private func place(
        in bounds: Rect, proposal: ProposedSize, wrapping subviews: consuming GridPerfCore.LayoutSubviews
    ) {
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        engine.place(in: rect, proposal: ProposedViewSize(proposal), subviews: wrap(subviews), cache: &cache)
    }

    /// A stack's `updateCache`: its answer forgotten. (The generic box makes a cache on this call
    /// when it has none; a fresh `StackCache` answers nothing either, so the two agree.)
    override func updateCache(subviews: GridPerfCore.LayoutSubviews) { cache.invalidate() }

    /// A fresh cache, as the stack's `makeCache` makes (its arrays' capacity dropped).
    override func discardCache() { cache = StackCache() }

    /// A stack's properties never change in place (it is not a `ChangeableLayout`).
    override func takeProperties(from other: AnyLayoutBox) -> Bool { false }

    /// Nothing of a stack animates in place (it is not a `ChangeableLayout`).
    override func interpolation(to other: AnyLayoutBox) -> ((Double) -> Void)? { nil }

    /// A stack leaves no subview unplaced.
    override var unplacedInLastPass: (count: Int, first: Int)? { nil }
}
