/// A layout that, inside a scroll view, realises (measures and places) only the subviews near
/// the visible area, as `LazyVGrid`, `LazyHGrid` and lazy stacks do.
///
/// Coordinates are the content's: the scroll axis runs from 0 at the content's start, and the
/// cross axis spans the container (`crossLength`, e.g. the scroll view's width for a
/// vertical scroll). What was measured stays in the cache: scrolling back serves it again, and a jump
/// far ahead computes what it needs once.
public protocol LazyLayout {
    associatedtype LazyCache

    /// The axis the content scrolls along (vertical for a `LazyVGrid`).
    var scrollAxis: Axis { get }

    /// A cache for `subviews`.
    func makeLazyCache(subviews: LayoutSubviews) -> LazyCache

    /// Measures and places every subview whose frame meets `visible` (an interval of the
    /// scroll axis) in a container `crossLength` long on the cross axis (the scroll view's
    /// width for a vertical scroll), and appends their indices to `realized` (in index order).
    /// Frames are recorded by `place`, in content coordinates.
    ///
    /// - Complexity: O(k + log n) for k subviews realised, plus what it first measures: a
    ///   step of a scroll realises what is in view, not the content.
    func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
        realized: inout [Int])

    /// The content's extent along the scroll axis: exact where measured, estimated beyond.
    func contentExtent(crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double

    /// Where subview `index` starts along the scroll axis (to scroll it into view); exact
    /// where everything before it was measured, estimated otherwise.
    ///
    /// - Complexity: O(log n) once computed; forward layouts (waterfall, flow) compute the
    ///   prefix before `index` once.
    func offset(ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache)
        -> Double

    /// The first subview whose frame starts at or after `offset` along the scroll axis (the
    /// item at a scroll position), or the count when none does; computes what it needs.
    func subview(atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache)
        -> Int

    /// Subviews from `index` on changed (resized, inserted, appended): forget what depends on
    /// them and keep what does not.
    func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache)

    /// The subviews that stay pinned to the visible area's edge while their section is in view
    /// (a lazy grid's section headers and footers under `pinnedViews`), in index order. The
    /// default: none.
    var pinnedSubviews: [Int] { get }
}

extension LazyLayout {
    public var pinnedSubviews: [Int] { [] }
}

/// A type-erased ``LazyLayout`` with its cache, beside ``LayoutInstance``.
public final class AnyLazyLayout {
    private let box: AnyLazyBox

    public init<L: LazyLayout>(_ layout: L) { box = LazyBox(layout) }

    public var scrollAxis: Axis { box.scrollAxis }

    /// See ``LazyLayout/pinnedSubviews``.
    public var pinnedSubviews: [Int] { box.pinnedSubviews }

    public func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, realized: inout [Int]
    ) {
        box.realize(crossLength: length, visible: visible, subviews: subviews, realized: &realized)
        subviews.storage.placeViews(among: realized)
    }

    public func contentExtent(crossLength length: Double, subviews: LayoutSubviews) -> Double {
        box.contentExtent(crossLength: length, subviews: subviews)
    }

    public func offset(ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews) -> Double {
        box.offset(ofSubview: index, crossLength: length, subviews: subviews)
    }

    public func subview(atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews) -> Int {
        box.subview(atOffset: offset, crossLength: length, subviews: subviews)
    }

    public func invalidate(from index: Int, subviews: LayoutSubviews) {
        box.invalidate(from: index, subviews: subviews)
    }

    /// Drops everything cached.
    public func discardCache() { box.discardCache() }
}

class AnyLazyBox {
    var scrollAxis: Axis { fatalError("abstract") }
    var pinnedSubviews: [Int] { fatalError("abstract") }
    func realize(crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, realized: inout [Int]) {
        fatalError("abstract")
    }
    func contentExtent(crossLength length: Double, subviews: LayoutSubviews) -> Double { fatalError("abstract") }
    func offset(ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews) -> Double {
        fatalError("abstract")
    }
    func subview(atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews) -> Int {
        fatalError("abstract")
    }
    func invalidate(from index: Int, subviews: LayoutSubviews) { fatalError("abstract") }
    func discardCache() { fatalError("abstract") }
}

final class LazyBox<L: LazyLayout>: AnyLazyBox {
    let layout: L
    /// The lazy cache, in place (see ``CacheSlot`` for why not an optional; unchecked for the
    /// reason `LayoutBox` gives).
    @exclusivity(unchecked) private var cache = CacheSlot<L.LazyCache>()

    init(_ layout: L) { self.layout = layout }

    override var scrollAxis: Axis { layout.scrollAxis }
    override var pinnedSubviews: [Int] { layout.pinnedSubviews }

    // Each call mutates the one cache in place (made first if there is none).
    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.LazyCache) -> R) -> R {
        cache.withValue(orMake: { layout.makeLazyCache(subviews: subviews) }, body)
    }

    override func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, realized: inout [Int]
    ) {
        withCache(subviews) {
            layout.realize(crossLength: length, visible: visible, subviews: subviews, cache: &$0, realized: &realized)
        }
    }

    override func contentExtent(crossLength length: Double, subviews: LayoutSubviews) -> Double {
        withCache(subviews) { layout.contentExtent(crossLength: length, subviews: subviews, cache: &$0) }
    }

    override func offset(ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews) -> Double {
        withCache(subviews) { layout.offset(ofSubview: index, crossLength: length, subviews: subviews, cache: &$0) }
    }

    override func subview(atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews) -> Int {
        withCache(subviews) { layout.subview(atOffset: offset, crossLength: length, subviews: subviews, cache: &$0) }
    }

    override func invalidate(from index: Int, subviews: LayoutSubviews) {
        withCache(subviews) { layout.invalidate(from: index, subviews: subviews, cache: &$0) }
    }

    override func discardCache() { cache.empty() }
}
