/// A layout ready to run: a type-erased ``Layout`` that owns its cache, as SwiftUI keeps a
/// layout's cache beside it in the view graph. (SwiftUI's own `AnyLayout` erases the type
/// only; this one also holds the cache, hence the name.)
///
/// Each call is one dynamic dispatch into the generic box, and inside it the layout's code is
/// specialised: the per-item work never goes through an existential.
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

    /// The wrapped layout's type name, for reports.
    public var typeName: String { box.typeName }

    /// `sizeThatFits` of the wrapped layout; creates the cache on first use. The layout's cost,
    /// plus one dynamic dispatch.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        box.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// `placeSubviews` of the wrapped layout; creates the cache on first use.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Calls the layout's `updateCache`, as SwiftUI does when the inputs changed.
    public func updateCache(subviews: LayoutSubviews) {
        box.updateCache(subviews: subviews)
    }

    /// Drops the cache; the next call makes a new one.
    public func discardCache() {
        box.discardCache()
    }

    /// A full pass as SwiftUI runs it: `sizeThatFits(proposal)`, then `placeSubviews` in
    /// `(0, 0, size)`. Returns the size.
    @discardableResult
    public func layout(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let size = sizeThatFits(proposal: proposal, subviews: subviews)
        placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews)
        return size
    }
}

class AnyLayoutBox {
    var typeName: String { fatalError("abstract") }
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size { fatalError("abstract") }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) { fatalError("abstract") }
    func updateCache(subviews: LayoutSubviews) { fatalError("abstract") }
    func discardCache() { fatalError("abstract") }
}

/// The layout and its cache, behind the `AnyLayoutBox` vtable.
///
/// The cache lives in a slot of its own, allocated once, and the layout mutates it in place.
/// The obvious `var cache: L.Cache?` cost a runtime lookup of `Optional<L.Cache>`'s metadata
/// on every call: these methods are unspecialised generic code. Measured with `gridperf
/// profile`: about 250 instructions per pass, including a `memcmp` whose count moved by 4–12
/// instructions whenever the binary's layout changed. That made the exact instruction gate
/// shift on commits that touched no layout code.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    /// One `L.Cache`, initialised while `hasCache`.
    private let slot = UnsafeMutablePointer<L.Cache>.allocate(capacity: 1)
    private var hasCache = false

    init(_ layout: L) { self.layout = layout }

    deinit {
        if hasCache { slot.deinitialize(count: 1) }
        slot.deallocate()
    }

    override var typeName: String { String(describing: L.self) }

    /// The cache, made first if there is none. The layout mutates it through `slot.pointee`
    /// in place: it is the only reference, so mutating it never copies.
    @inline(__always)
    private func ensureCache(_ subviews: LayoutSubviews) {
        if !hasCache {
            slot.initialize(to: layout.makeCache(subviews: subviews))
            hasCache = true
        }
    }

    override func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        ensureCache(subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &slot.pointee)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        ensureCache(subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &slot.pointee)
    }

    override func updateCache(subviews: LayoutSubviews) {
        if hasCache {
            layout.updateCache(&slot.pointee, subviews: subviews)
        } else {
            ensureCache(subviews)
        }
    }

    override func discardCache() {
        if hasCache {
            slot.deinitialize(count: 1)
            hasCache = false
        }
    }
}

/// The former name of ``LayoutInstance``, kept so that plugins written against it still build.
@available(*, deprecated, renamed: "LayoutInstance")
public typealias AnyLayout = LayoutInstance
