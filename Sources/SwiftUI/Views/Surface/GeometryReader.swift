import GridPerfCore

/// SwiftUI's `GeometryReader`: "a container view that defines its content as a function of its
/// own size and coordinate space" (Apple's documentation). It takes the whole of what it is
/// proposed, proposes that to its content and places the content at its top leading corner:
/// laid out here as the content in `.frame(maxWidth: .infinity, maxHeight: .infinity,
/// alignment: .topLeading)`.
///
/// gridperf evaluates a view once, before it lays the scene out: the proxy's `size` is the
/// window's (the scene's proposal, 10 points on an unspecified axis — SwiftUI's default for an
/// unspecified proposal, docs/SPEC-FORMAT.md), exact for a reader that fills the screen and an
/// over-estimate for one inside a narrower container (docs/SWIFTUI.md, "GeometryReader").
///
/// Laid out as in SwiftUI.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    /// `GeometryReader`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// Makes a `GeometryReader`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let size = CGSize(width: builder.window.width ?? 10, height: builder.window.height ?? 10)
        builder.userCodeRuns += 1
        let views = builder.views(of: content(GeometryProxy(size: size)))
        guard !views.isEmpty else { return [] }
        var item = ViewSceneBuilder.single(views, stack: "zstack")
        item.appendModifier(
            "frame", .object(["maxWidth": .null, "maxHeight": .null, "alignment": .string("topLeading")]))
        return [.view(item)]
    }
}

/// What a ``GeometryReader`` tells its content, as SwiftUI's `GeometryProxy`.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct GeometryProxy {
    /// The reader's size (see ``GeometryReader``).
    ///
    /// Approximated: see `GeometryProxy`.
    public let size: CGSize
    /// The safe area insets: none (the proposal stands for the safe area, docs/SWIFTUI.md).
    ///
    /// Approximated: see `GeometryProxy`.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame in `coordinateSpace`: at the origin, of ``size``.
    ///
    /// Approximated: see `GeometryProxy`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    /// `GeometryProxy`'s `frame(in:)`. Approximated: see `GeometryProxy`.
    public func frame<S: CoordinateSpaceProtocol>(in coordinateSpace: S) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
    /// `GeometryProxy`'s `subscript(_:)`. Approximated: see `GeometryProxy`.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
    /// The bounds of `coordinateSpace` in the reader's space (iOS 17): `nil`, as SwiftUI answers
    /// for a space that is not among the reader's ancestors — gridperf keeps no scroll view's
    /// or named space's bounds for a reader.
    ///
    /// Approximated: see `GeometryProxy`.
    public func bounds<S: CoordinateSpaceProtocol>(of coordinateSpace: S) -> CGRect? { nil }
}

/// A resolved geometry value, as SwiftUI's `Anchor`.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Anchor<Value> {
    let value: Value
    /// Where an anchor comes from (`.bounds`). Approximated: see `Anchor`.
    public struct Source {}
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
///
/// Approximated: the difference from SwiftUI is stated above.
public enum CoordinateSpace: Hashable {
    /// A case of `CoordinateSpace`. Approximated: see `CoordinateSpace`.
    case global, local
    /// A case of `CoordinateSpace`. Approximated: see `CoordinateSpace`.
    case named(AnyHashable)
}

/// A coordinate space (`.local`, `.global`, `.named(_:)`). Approximated: see `CoordinateSpace`.
public protocol CoordinateSpaceProtocol {}
public struct _CoordinateSpace: CoordinateSpaceProtocol, Sendable {}
extension CoordinateSpaceProtocol where Self == _CoordinateSpace {
    /// `CoordinateSpaceProtocol`'s `global`. Approximated: see `CoordinateSpaceProtocol`.
    public static var global: _CoordinateSpace { .init() }
    /// `CoordinateSpaceProtocol`'s `local`. Approximated: see `CoordinateSpaceProtocol`.
    public static var local: _CoordinateSpace { .init() }
    /// `CoordinateSpaceProtocol`'s `named(_:)`. Approximated: see `CoordinateSpaceProtocol`.
    public static func named(_ name: some Hashable) -> _CoordinateSpace { .init() }
    /// `CoordinateSpaceProtocol`'s `scrollView`. Approximated: see `CoordinateSpaceProtocol`.
    public static var scrollView: _CoordinateSpace { .init() }
    /// The closest scroll view along `axis` (iOS 17's `.scrollView(axis:)`).
    ///
    /// Approximated: see `CoordinateSpaceProtocol`.
    public static func scrollView(axis: Axis) -> _CoordinateSpace { .init() }
}

/// SwiftUI's `ScrollViewReader`: laid out as its content (scrolling to an id is not modelled).
///
/// Laid out as in SwiftUI.
public struct ScrollViewReader<Content: View>: View, _PrimitiveView {
    /// `ScrollViewReader`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content
    /// Makes a `ScrollViewReader`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        builder.userCodeRuns += 1
        return builder.items(of: content(ScrollViewProxy()))
    }
}

/// SwiftUI's `ScrollViewProxy`. Not drawn: compiles, and changes no layout.
public struct ScrollViewProxy {
    /// `ScrollViewProxy`'s `scrollTo(_:anchor:)`. Not drawn: compiles, and changes no layout.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func coordinateSpace(name: some Hashable) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func coordinateSpace(_ name: some CoordinateSpaceProtocol) -> Self { self }
    /// SwiftUI's `onGeometryChange`: the action never runs (gridperf runs one layout, no changes).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> Self { self }
    /// `View`'s `onGeometryChange(for:of:action:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> Self { self }
}
