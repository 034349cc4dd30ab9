/// SwiftUI's `@ViewBuilder`: blocks of any arity, `if`/`else`, `switch`, optionals,
/// `#available` and `ForEach` inside.
///
/// Laid out as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    /// `ViewBuilder`'s `buildBlock()`. Laid out as in SwiftUI.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// `ViewBuilder`'s `buildBlock(_:)`. Laid out as in SwiftUI.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// `ViewBuilder`'s `buildBlock(_:)`. Laid out as in SwiftUI.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(value: (repeat each content)) { builder in
            var items: [SceneItem] = []
            for view in repeat each content { items += builder.items(of: view) }
            return items
        }
    }
    /// `ViewBuilder`'s `buildExpression(_:)`. Laid out as in SwiftUI.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// `ViewBuilder`'s `buildIf(_:)`. Laid out as in SwiftUI.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `ViewBuilder`'s `buildOptional(_:)`. Laid out as in SwiftUI.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// `ViewBuilder`'s `buildEither(first:)`. Laid out as in SwiftUI.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// `ViewBuilder`'s `buildEither(second:)`. Laid out as in SwiftUI.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// `ViewBuilder`'s `buildLimitedAvailability(_:)`. Laid out as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in one (a `@ViewBuilder` block): they are their parent's subviews in order.
///
/// Laid out as in SwiftUI.
public struct TupleView<T>: View, _PrimitiveView {
    /// `TupleView`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// `TupleView`'s `value`. Laid out as in SwiftUI.
    public var value: T
    let make: (ViewSceneBuilder) -> [SceneItem]

    init(value: T, make: @escaping (ViewSceneBuilder) -> [SceneItem]) {
        self.value = value
        self.make = make
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { make(builder) }
}

/// One of two views (`if`/`else`, `switch`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        switch storage {
        case let .trueContent(v): builder.items(of: v)
        case let .falseContent(v): builder.items(of: v)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// `Optional`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        switch self {
        case let .some(v): builder.items(of: v)
        case .none: []
        }
    }
}

/// No view at all: SwiftUI leaves it out of its parent's subviews.
///
/// Laid out as in SwiftUI.
public struct EmptyView: View, _PrimitiveView {
    /// `EmptyView`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// Makes an `EmptyView`. Laid out as in SwiftUI.
    public init() {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
}

/// A type-erased view.
///
/// Laid out as in SwiftUI.
public struct AnyView: View, _PrimitiveView {
    /// `AnyView`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let make: (ViewSceneBuilder) -> [SceneItem]

    /// Makes an `AnyView`. Laid out as in SwiftUI.
    public init<V: View>(_ view: V) { make = { $0.items(of: view) } }
    /// Makes an `AnyView`. Laid out as in SwiftUI.
    public init<V: View>(erasing view: V) { self.init(view) }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { make(builder) }
}

/// Views grouped without a layout of their own: they are their parent's subviews.
///
/// Laid out as in SwiftUI.
public struct Group<Content>: View, _PrimitiveView where Content: View {
    /// `Group`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let content: Content
    /// Makes a `Group`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}
