import GridPerfCore

/// A piece of user interface, as SwiftUI's `View`: a `body` made of other views. On Linux no
/// view is drawn: evaluating a view builds the scene tree gridperf lays out and measures
/// (``ViewScene``), the primitive views (``Text``, ``Color``, the stacks…) answering as the
/// scene format's leaves and containers (docs/SPEC-FORMAT.md, "Trees").
///
/// Laid out as in SwiftUI.
public protocol View {
    /// `View`'s `Body` type. Laid out as in SwiftUI.
    associatedtype Body: View
    /// `View`'s `body`. Laid out as in SwiftUI.
    @ViewBuilder var body: Body { get }
    /// The scene items the view stands for: its body's, unless it is a primitive view
    /// (``_PrimitiveView``), which answers for itself. A requirement rather than a cast to
    /// ``_PrimitiveView``, so that evaluating a view dispatches through its witness table: a
    /// dynamic cast looked the conformance up at every view, a third of evaluating a card
    /// (docs/PERFORMANCE.md#view-dispatch). Public for the module's generic code; not for users.
    func _items(in builder: ViewSceneBuilder) -> [SceneItem]
}

extension View {
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        builder.bodies.append(Self.self)
        defer { builder.bodies.removeLast() }
        return builder.items(of: body)
    }
}

extension Never: View {
    /// `Never`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
}

extension View where Body == Never {
    /// A primitive view has no body: the scene builder reads it as it is.
    ///
    /// Laid out as in SwiftUI.
    public var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

/// A view gridperf reads as scene items itself (the primitives, containers and modifiers),
/// rather than through its `body`. Public for the module's generic code; not for users.
public protocol _PrimitiveView {
    /// The scene items the view stands for: none (`EmptyView`), one, or several (`ForEach`, a
    /// tuple, a `Group`), each a scene-format object.
    func _items(in builder: ViewSceneBuilder) -> [SceneItem]
}

/// One item of a scene as the view layer builds it: a scene-format object (docs/SPEC-FORMAT.md),
/// or a `Section` or `GridRow`, which only a lazy grid or a `Grid` reads as such and any other
/// container reads as its views.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public enum SceneItem {
    /// A case of `SceneItem`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    case view([String: JSONValue])
    /// A case of `SceneItem`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    case section(header: [String: JSONValue]?, items: [SceneItem], footer: [String: JSONValue]?)
    /// A case of `SceneItem`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    case gridRow(cells: [SceneItem], alignment: String?)
    /// A `ForEach` in a lazy container, its elements evaluated when realised.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    case lazyForEach(LazyForEachViews)

    /// Whether two evaluations made the same items: the same scene objects, a lazy `ForEach` of
    /// the same count and kind (its elements are their own views, compared when they run).
    /// - Complexity: O(the items' size).
    static func same(_ a: [SceneItem], _ b: [SceneItem]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { pair in
            switch pair {
            case let (.view(x), .view(y)): x == y
            case let (.section(h1, i1, f1), .section(h2, i2, f2)): h1 == h2 && f1 == f2 && same(i1, i2)
            case let (.gridRow(c1, a1), .gridRow(c2, a2)): a1 == a2 && same(c1, c2)
            case let (.lazyForEach(x), .lazyForEach(y)): x.count == y.count && x.kind == y.kind
            default: false
            }
        }
    }

    /// The item's views, a section's or row's flattened (header, items, footer).
    var flattened: [[String: JSONValue]] {
        switch self {
        case let .view(object): [object]
        case let .section(header, items, footer):
            (header.map { [$0] } ?? []) + items.flatMap(\.flattened) + (footer.map { [$0] } ?? [])
        case let .gridRow(cells, _): cells.flatMap(\.flattened)
        case let .lazyForEach(lazy): lazy.allViews
        }
    }

    /// The item with `change` applied to each of its views (a modifier on a `Group`, a
    /// `ForEach` or a row applies to each view inside, as in SwiftUI).
    func mapViews(_ change: @escaping (inout [String: JSONValue]) -> Void) -> SceneItem {
        switch self {
        case var .view(object):
            change(&object)
            return .view(object)
        case let .section(header, items, footer):
            func apply(_ o: [String: JSONValue]?) -> [String: JSONValue]? {
                guard var o else { return nil }
                change(&o)
                return o
            }
            return .section(header: apply(header), items: items.map { $0.mapViews(change) }, footer: apply(footer))
        case let .gridRow(cells, alignment):
            return .gridRow(cells: cells.map { $0.mapViews(change) }, alignment: alignment)
        case let .lazyForEach(lazy):
            return .lazyForEach(lazy.adding(change))
        }
    }
}
