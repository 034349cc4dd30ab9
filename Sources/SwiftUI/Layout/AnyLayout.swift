import GridPerfCore

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts (an `HStackLayout`
/// and a `VStackLayout`, say) while keeping one type. A real ``Layout``: its cache holds the
/// wrapped layout's, remade when the wrapped type changes.
///
/// Each call is one dynamic dispatch; inside it the wrapped layout's code is specialised.
///
/// Laid out as in SwiftUI.
public struct AnyLayout: Layout, @unchecked Sendable {
    @usableFromInline let storage: AnyLayoutStorageBase

    /// Makes an `AnyLayout`. Laid out as in SwiftUI.
    public init<L: Layout>(_ layout: L) { storage = AnyLayoutStorage(layout) }

    /// The wrapped layout's cache, boxed with the type that made it.
    ///
    /// Laid out as in SwiftUI.
    public struct Cache {
        var box: AnyObject
        var maker: ObjectIdentifier
    }

    /// `AnyLayout`'s `makeCache(subviews:)`. Laid out as in SwiftUI.
    public func makeCache(subviews: Subviews) -> Cache { storage.makeCache(subviews: subviews) }

    /// `AnyLayout`'s `updateCache(_:subviews:)`. Laid out as in SwiftUI.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache, subviews: subviews)
    }

    /// `AnyLayout`'s `spacing(subviews:cache:)`. Laid out as in SwiftUI.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache)
    }

    /// `AnyLayout`'s `sizeThatFits(proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// `AnyLayout`'s `placeSubviews(in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// `AnyLayout`'s `explicitAlignment(of:in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// `AnyLayout`'s `explicitAlignment(of:in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@usableFromInline
class AnyLayoutStorageBase {
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError("abstract") }
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing { fatalError("abstract") }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
        fatalError("abstract")
    }
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) {
        fatalError("abstract")
    }
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? { fatalError("abstract") }
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? { fatalError("abstract") }
    /// The wrapped layout's name in a scene built from views (``ViewSceneBuilder``).
    func containerName(in builder: ViewSceneBuilder) -> (name: String, parameters: [String: JSONValue]) {
        fatalError("abstract")
    }
}

/// A mutable box for a layout's cache.
final class CacheBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override func containerName(in builder: ViewSceneBuilder) -> (name: String, parameters: [String: JSONValue]) {
        builder.containerName(layout)
    }

    override func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(box: CacheBox(layout.makeCache(subviews: subviews)), maker: ObjectIdentifier(L.self))
    }

    /// The wrapped cache, remade when another layout type made the one given.
    private func box(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) -> CacheBox<L.Cache> {
        if cache.maker != ObjectIdentifier(L.self) { cache = makeCache(subviews: subviews) }
        return unsafeDowncast(cache.box, to: CacheBox<L.Cache>.self)
    }

    override func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        if cache.maker != ObjectIdentifier(L.self) {
            cache = makeCache(subviews: subviews)
        } else {
            layout.updateCache(&box(&cache, subviews).value, subviews: subviews)
        }
    }

    override func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &box(&cache, subviews).value)
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache)
        -> CGSize
    {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box(&cache, subviews).value)
    }

    override func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box(&cache, subviews).value)
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box(&cache, subviews).value)
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box(&cache, subviews).value)
    }
}
