/// A layout ready to run: a type-erased ``Layout`` that owns its cache, as SwiftUI keeps a
/// layout's cache beside it in the view graph. (SwiftUI's own `AnyLayout` erases the type
/// only; this one also holds the cache, hence the name.)
///
/// Each call is one dynamic dispatch into the box. The generic box (`LayoutBox`) runs as
/// unspecialised generic code — a generic class's methods reached through its vtable are its
/// generic bodies — until it calls into the layout, whose own code is specialised for its type:
/// the per-item work never goes through an existential, only the layer above it. A module whose
/// layout is one known type may box it itself (``AnyLayoutBox``), that layer specialised too.
public final class LayoutInstance {
    private let box: AnyLayoutBox

    /// The lazy side of the layout (realising only what is near a viewport), when it has one.
    public let lazy: AnyLazyLayout?

    /// Subview indices the layout pins while scrolling (``LazyLayout/pinnedSubviews``),
    /// recorded in `gridperf layout` output; empty for a layout that is not lazy.
    public var pinnedSubviews: [Int] { lazy?.pinnedSubviews ?? [] }

    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout)
        lazy = nil
    }

    /// A layout that is lazy too: ``lazy`` serves scroll scenarios.
    public init<L: Layout & LazyLayout>(_ layout: L) {
        box = LayoutBox(layout)
        lazy = AnyLazyLayout(layout)
    }

    /// A layout in a box of its own module's making (a non-generic ``AnyLayoutBox`` subclass whose
    /// calls run specialised: SwiftUI's stacks, docs/PERFORMANCE.md#stack-boxes). Not lazy.
    public init(box: AnyLayoutBox) {
        self.box = box
        lazy = nil
    }

    /// The wrapped layout's type name, for reports.
    public var typeName: String { box.typeName }

    /// `sizeThatFits` of the wrapped layout; creates the cache on first use. The layout's cost,
    /// plus one dynamic dispatch.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        box.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// `placeSubviews` of the wrapped layout; creates the cache on first use. Then the subviews
    /// that are views of a tree place their own (nothing to do in a flat scene).
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        let storage = subviews.storage
        if !storage.viewSlots.isEmpty {
            if subviews.startIndex == 0 && subviews.endIndex == storage.count {
                storage.placeViews()
            } else {
                storage.placeViews(among: subviews.indices)
            }
        }
    }

    /// ``sizeThatFits(proposal:subviews:)`` over all of `storage`'s subviews, for the container that
    /// holds `storage`: the box makes what it reads them through — a `LayoutSubviews` it keeps
    /// without a copy (docs/PERFORMANCE.md#consumed-subviews), or the storage's slots without a
    /// reference to it (docs/PERFORMANCE.md#storage-calls).
    @inline(__always)
    func sizeThatFits(proposal: ProposedSize, of storage: SubviewStorage) -> Size {
        box.sizeThatFits(proposal: proposal, of: storage)
    }

    /// ``placeSubviews(in:proposal:subviews:)`` over all of `storage`'s subviews, for the container
    /// that holds `storage`: the subviews handed over as ``sizeThatFits(proposal:of:)`` hands them,
    /// and no reference to the storage taken for placing its views after the layout.
    @inline(__always)
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, of storage: SubviewStorage) {
        box.placeSubviews(in: bounds, proposal: proposal, of: storage)
        if !storage.viewSlots.isEmpty { storage.placeViews() }
    }

    /// Calls the layout's `updateCache`, as SwiftUI does when the inputs changed.
    public func updateCache(subviews: LayoutSubviews) {
        box.updateCache(subviews: subviews)
    }

    /// Drops the cache; the next call makes a new one.
    public func discardCache() {
        box.discardCache()
    }

    /// Takes `other`'s properties, keeping this layout's cache: the same layout with new
    /// properties (a view's `Wheel(rotation: 0)` changed to `Wheel(rotation: 90)`). SwiftUI then
    /// calls `updateCache` ("when your layout or its subviews change": Apple's documentation of
    /// `Layout.updateCache(_:subviews:)`); the caller does. `false`, and nothing changed, unless
    /// both wrap the same ``ChangeableLayout`` type. O(1).
    public func takeProperties(of other: LayoutInstance) -> Bool {
        box.takeProperties(from: other.box)
    }

    /// The motion from this layout's properties to `other`'s under an animation
    /// (``ChangeableLayout/interpolation(to:)``): a function that sets the properties a fraction
    /// of the way, the cache kept; `nil` when nothing of the layout animates. O(1).
    public func interpolation(to other: LayoutInstance) -> ((Double) -> Void)? {
        box.interpolation(to: other.box)
    }

    /// Subviews the last `placeSubviews` left unplaced, which the layout then centred as SwiftUI
    /// does (``PlacesUnplacedSubviews``), and the first of them; nil for one that placed them all
    /// or does not say. O(1).
    public var unplacedInLastPass: (count: Int, first: Int)? { box.unplacedInLastPass }

    /// A full pass as SwiftUI runs it: `sizeThatFits(proposal)`, then `placeSubviews` in
    /// `(0, 0, size)`. Returns the size.
    @discardableResult
    public func layout(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let size = sizeThatFits(proposal: proposal, subviews: subviews)
        placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews)
        return size
    }
}

/// A layout and its cache behind one vtable: what a ``LayoutInstance`` calls. Every member is
/// abstract; a subclass overrides them all, each as ``LayoutInstance``'s member of the same name
/// documents it.
///
/// Open for a module that knows its layout's type: a non-generic subclass's overrides are
/// specialised code, where `LayoutBox<L>`'s (the box every other layout gets) are generic bodies
/// that reach the layout and its cache through witness tables and metadata, about 140
/// instructions a call of a three-view stack (docs/PERFORMANCE.md#stack-boxes).
open class AnyLayoutBox {
    /// An abstract box: a subclass overrides every member.
    public init() {}
    /// The layout's type name, as reports print it.
    open var typeName: String { fatalError("abstract") }
    /// The layout's `sizeThatFits`; the cache made on first use.
    open func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size { fatalError("abstract") }
    /// The layout's `placeSubviews`; the cache made on first use.
    open func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        fatalError("abstract")
    }
    /// ``sizeThatFits(proposal:subviews:)`` over all of `storage`'s subviews, for the container that
    /// holds `storage`: a box makes the `LayoutSubviews` it needs — one it keeps (SwiftUI's proxies
    /// wrap it) made and moved at once, none where it reads the storage's slots itself (a plain
    /// stack: docs/PERFORMANCE.md#storage-calls).
    open func sizeThatFits(proposal: ProposedSize, of storage: SubviewStorage) -> Size {
        fatalError("abstract")
    }
    /// ``placeSubviews(in:proposal:subviews:)`` over all of `storage`'s subviews (as
    /// ``sizeThatFits(proposal:of:)``).
    open func placeSubviews(in bounds: Rect, proposal: ProposedSize, of storage: SubviewStorage) {
        fatalError("abstract")
    }
    /// The layout's `updateCache` when a cache exists (a new one is up to date).
    open func updateCache(subviews: LayoutSubviews) { fatalError("abstract") }
    /// Drops the cache; the next call makes a new one.
    open func discardCache() { fatalError("abstract") }
    /// ``LayoutInstance/takeProperties(of:)``.
    open func takeProperties(from other: AnyLayoutBox) -> Bool { fatalError("abstract") }
    /// ``LayoutInstance/interpolation(to:)``.
    open func interpolation(to other: AnyLayoutBox) -> ((Double) -> Void)? { fatalError("abstract") }
    /// ``LayoutInstance/unplacedInLastPass``.
    open var unplacedInLastPass: (count: Int, first: Int)? { fatalError("abstract") }
}

/// The layout and its cache (in a ``CacheSlot``), behind the `AnyLayoutBox` vtable.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    // A `let`: a `var` read in the calls' closures copied the layout at every call (+175
    // instructions a pass of a waterfall, the gate found). A layout whose properties change is a
    // ``ChangeableLayout``, which keeps them in an object of its own.
    let layout: L
    // Unchecked: the box is used from one thread, and a dynamic exclusivity check on every call
    // cost about 85 instructions per pass (`gridperf profile`).
    @exclusivity(unchecked) private var cache = CacheSlot<L.Cache>()

    init(_ layout: L) { self.layout = layout }

    override var typeName: String { String(describing: L.self) }

    override func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        cache.withValue(orMake: { layout.makeCache(subviews: subviews) }) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        cache.withValue(orMake: { layout.makeCache(subviews: subviews) }) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    // A container's subviews, made here and borrowed: captured by the closures above, an owned
    // value is copied into them (docs/PERFORMANCE.md#consumed-subviews).
    override func sizeThatFits(proposal: ProposedSize, of storage: SubviewStorage) -> Size {
        sizeThatFits(proposal: proposal, subviews: storage.subviews)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, of storage: SubviewStorage) {
        placeSubviews(in: bounds, proposal: proposal, subviews: storage.subviews)
    }

    override func updateCache(subviews: LayoutSubviews) {
        // A new cache is up to date; an existing one is updated.
        let existed = cache.isFilled
        cache.withValue(orMake: { layout.makeCache(subviews: subviews) }) {
            if existed { layout.updateCache(&$0, subviews: subviews) }
        }
    }

    override func discardCache() { cache.empty() }

    override func takeProperties(from other: AnyLayoutBox) -> Bool {
        guard let other = other as? LayoutBox<L>, let layout = layout as? any ChangeableLayout else { return false }
        return layout.takeProperties(of: other.layout)
    }

    override func interpolation(to other: AnyLayoutBox) -> ((Double) -> Void)? {
        guard let other = other as? LayoutBox<L>, let layout = layout as? any ChangeableLayout else { return nil }
        return layout.interpolation(to: other.layout)
    }

    override var unplacedInLastPass: (count: Int, first: Int)? {
        (layout as? any PlacesUnplacedSubviews)?.unplacedInLastPass
    }
}
