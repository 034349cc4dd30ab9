import GridPerfCore

/// The elements of a `ForEach` that is the content of a lazy container (`LazyVGrid`,
/// `LazyHGrid`, the lazy stacks, a `Section` in one), evaluated one at a time when gridperf
/// realises the subview, as SwiftUI does: the reference texts' `LazyVGrid` "only creates the views
/// when needed", so a scroll through 10⁶ cards builds the cards it shows, not 10⁶ of them.
///
/// In the scene file it is `{"forEach": {"count": N, "views": k}}` (docs/SPEC-FORMAT.md,
/// "Lazy `ForEach`"), `k` its place in ``ViewScene/lazyViews``; the process that evaluated the
/// view makes element `i` with ``views(at:)``.
///
/// Element 0 is evaluated when the scene is built: its one view names the elements (``kind``).
/// A `ForEach` whose element 0 makes no view or several is evaluated eagerly instead (gridperf
/// realises one subview per element).
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class LazyForEachViews {
    /// How many elements (subviews) the `ForEach` has.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let count: Int
    /// What the scene calls element 0's view (`vstack`, `text`, a `Layout`'s name…): the name
    /// of a subview not yet made.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let kind: String
    /// How many elements were evaluated since the scene was built (element 0 not counted).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var evaluatedElements = 0
    private let element: (ViewSceneBuilder, Int) -> [SceneItem]
    /// The builder that evaluated the scene: its custom layouts' names are shared, so that a
    /// layout value seen again keeps its name.
    private let builder: ViewSceneBuilder
    private let environment: ViewSceneBuilder.Environment
    /// Where the `ForEach` stands among the views, for the graph's identities of its elements.
    private let position: ViewSceneBuilder.GraphPosition
    /// The modifiers on the `ForEach`, applied to each element's views (as SwiftUI applies a
    /// modifier on a `ForEach` to each of its views).
    private let changes: [(inout [String: JSONValue]) -> Void]
    /// What the elements made at their last evaluation, under the update model (``ViewGraph``):
    /// `nil` without one.
    private let kept: ViewGraph.LazyElements?

    private init(
        count: Int, kind: String, builder: ViewSceneBuilder, environment: ViewSceneBuilder.Environment,
        position: ViewSceneBuilder.GraphPosition, kept: ViewGraph.LazyElements?,
        changes: [(inout [String: JSONValue]) -> Void], element: @escaping (ViewSceneBuilder, Int) -> [SceneItem]
    ) {
        self.count = count
        self.position = position
        self.kind = kind
        self.builder = builder
        self.environment = environment
        self.kept = kept
        self.changes = changes
        self.element = element
    }

    /// A lazy `ForEach` of `count` elements when element 0 (`first`, evaluated by the caller)
    /// is one view; `nil` otherwise.
    static func make(
        count: Int, first: [SceneItem], builder: ViewSceneBuilder,
        element: @escaping (ViewSceneBuilder, Int) -> [SceneItem]
    ) -> LazyForEachViews? {
        guard count > 1, first.count == 1, case let .view(view) = first[0] else { return nil }
        // A body around that ran made the `ForEach` again: its elements' last views are forgotten.
        let kept = builder.graph?.lazyElements(at: builder.position.path, remade: builder.position.ran.contains(true))
        return LazyForEachViews(
            count: count, kind: Self.kind(of: view), builder: builder, environment: builder.savedEnvironment,
            position: builder.position, kept: kept, changes: [], element: element)
    }

    /// Whether element `index` shows the views it showed at the last evaluation, kept without
    /// evaluating it: under the update model, when no body around the `ForEach` ran since and
    /// none of the element's views has a reason to run (``ViewGraph``) — SwiftUI runs the one
    /// cell a change reached, not every cell on screen. Its views are counted kept, as their
    /// evaluation would count them. `false`: evaluate it (``views(at:)``).
    /// - Complexity: O(views kept).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func keepsViews(at index: Int) -> Bool {
        guard let kept, let graph = builder.graph else { return false }
        return graph.keep(index, of: kept)
    }

    /// The views element `index` makes, the `ForEach`'s modifiers applied, and the custom
    /// layouts among them that no view evaluated before used (to register before reading them).
    /// - Complexity: what evaluating the element's views takes.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func views(at index: Int) -> (views: [[String: JSONValue]], layouts: [SwiftUILayoutPlugin]) {
        precondition(index >= 0 && index < count, "element \(index) of a ForEach of \(count)")
        evaluatedElements += 1
        let known = builder.layouts.count
        let (saved, evaluated, place) = (builder.savedEnvironment, builder.evaluated, builder.position)
        builder.restore(environment)
        builder.position = position
        defer {
            builder.evaluated = evaluated
            builder.restore(saved)
            builder.position = place
        }
        var views = ViewSceneBuilder.$current.withValue(builder) {
            builder.withLazyContent(false) {
                guard let kept, let graph = builder.graph else { return element(builder, index).flatMap(\.flattened) }
                return graph.evaluating(index, of: kept, in: builder) { element(builder, index).flatMap(\.flattened) }
            }
        }
        for change in changes { for k in views.indices { change(&views[k]) } }
        return (views, Array(builder.layouts[known...]))
    }

    /// Every element's views, in order: the `ForEach` evaluated eagerly, for a reader that is
    /// not lazy.
    /// - Complexity: O(count) evaluations.
    var allViews: [[String: JSONValue]] { (0..<count).flatMap { views(at: $0).views } }

    /// The same elements for a later pass that ran no body around the `ForEach` (it is shown
    /// again with a kept view's output): evaluated as views none of whose parents ran, their
    /// last views kept (``keepsViews(at:)``). O(path).
    func renewed() -> LazyForEachViews {
        var place = position
        place.ran = place.ran.map { _ in false }
        let kept = builder.graph?.lazyElements(at: place.path, remade: false)
        return LazyForEachViews(
            count: count, kind: kind, builder: builder, environment: environment, position: place, kept: kept,
            changes: changes, element: element)
    }

    /// The same elements with `change` applied to each view after the modifiers already on it.
    func adding(_ change: @escaping (inout [String: JSONValue]) -> Void) -> LazyForEachViews {
        LazyForEachViews(
            count: count, kind: kind, builder: builder, environment: environment, position: position, kept: kept,
            changes: changes + [change], element: element)
    }

    /// The kind of a scene-format view: its layout's name, else the key naming its model.
    static func kind(of view: [String: JSONValue]) -> String {
        if case let .string(layout)? = view["layout"] { return layout }
        return (ItemModel.jsonKinds + ItemModel.viewKinds).first { view[$0] != nil } ?? "view"
    }
}
