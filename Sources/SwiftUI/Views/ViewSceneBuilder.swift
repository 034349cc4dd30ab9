import Foundation
import GridPerfCore

/// Evaluates views into scene items (docs/SPEC-FORMAT.md, "Trees"): primitives as leaves,
/// stacks, grids and `Layout`s as containers, layout modifiers as `modifiers`, and the
/// environment SwiftUI passes down (`font`, `lineLimit`) into the texts it reaches.
///
/// A custom `Layout` used as a view (`MyFlow(spacing: 4) { … }`) is registered as a plugin of
/// its own for the scene (``layouts``): named after its type, `Type#2`… when a second value of
/// the type differs from the first (compared by their description).
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class ViewSceneBuilder {
    /// The font the environment gives texts below (`.font(_:)` on an ancestor).
    var font: Font?
    /// The line limit the environment gives texts below (`.lineLimit(_:)` on an ancestor).
    var lineLimit: Int?
    /// The environment's values below (`.environment(\.key, value)` on an ancestor), as
    /// `@Environment(\.key)` reads them.
    var environment = EnvironmentValues()
    /// The objects given to the views below (`.environmentObject(_:)`, `.environment(_:)` on an
    /// ancestor), by type, as `@EnvironmentObject` and `@Environment(Type.self)` read them.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The window the views are laid out in (`nil`: that axis is unspecified): the container of
    /// `containerRelativeFrame`.
    var window: (width: Double?, height: Double?) = (nil, nil)
    /// The point sizes of the app's named images (`--assets`), by name: `Image("name")`'s size.
    var images: [String: (width: Double, height: Double)] = [:]
    /// The builder evaluating views on this thread or task: where a view's property wrappers
    /// read the environment its ancestors set.
    @TaskLocal static var current: ViewSceneBuilder?

    /// The window of the evaluation under way (390 × 844 outside one, or for an unspecified
    /// axis): what UIKit's `UIScreen.main.bounds` answers.
    static var currentWindow: (width: Double, height: Double) {
        let window = current?.window
        return (window?.width ?? 390, window?.height ?? 844)
    }

    /// The size the app's asset catalog gives image `name` in the evaluation under way, if any
    /// (`UIImage(named:)`).
    static func imageSize(named name: String) -> (width: Double, height: Double)? {
        current?.images[name]
    }
    /// Whether the views being evaluated are a lazy container's content, where a `ForEach`
    /// stays unevaluated (``LazyForEachViews``) until gridperf realises its elements.
    var lazyContent = false
    /// The lazy `ForEach`s of the scene, by their place (`"views": k` in the scene file).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var lazyViews: [LazyForEachViews] = []
    /// The custom layouts the views used, as plugins to register with the scene.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var layouts: [SwiftUILayoutPlugin] = []
    /// The custom layout types the views used: each one's name and values (a ``ViewLayoutValues``).
    private var layoutValues: [ObjectIdentifier: (name: String, values: AnyObject)] = [:]
    /// The call sites already warned of (``warnOnce(_:at:)``).
    private var warned: Set<String> = []
    /// How many views were evaluated (bodies and primitives) to build the scene (a lazy
    /// `ForEach`'s elements made later are not counted: each is limited on its own).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public internal(set) var evaluated = 0
    /// How many times the evaluation ran the user's code outside a body: a `ForEach`'s content,
    /// a `GeometryReader`'s, a `ViewModifier`'s body, an alignment guide's closure. What that code
    /// reads is not tracked with a body (``ViewGraph``), so views whose evaluation ran it are
    /// evaluated again at each pass rather than shown as they were.
    var userCodeRuns = 0
    /// The animation the change under way was made in (`withAnimation`, `withTransaction`):
    /// ``ViewUpdates/step(_:)`` reads it after the change.
    var stepAnimation: Animation?
    /// The deepest nesting of views evaluated.
    private var depth = 0
    /// SwiftUI's update model, when the views are evaluated again after a change
    /// (``ViewUpdates``); `nil` for a scene evaluated once.
    var graph: ViewGraph?
    /// Where the evaluation is, for the graph's identities.
    var position = GraphPosition()

    /// Views evaluated at most, and bodies nested at most: a view whose body contains itself
    /// would otherwise never end, and an eager `ForEach` over a billion elements would build
    /// them all before the scene's limit refused them. Four evaluations (a body, its stack, its
    /// primitives) for each of the scene's 2,000,000 views at most (docs/SPEC-FORMAT.md, "Limits").
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static let maximumViews = 4 * 2_000_000
    /// `ViewSceneBuilder`'s `maximumDepth`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static let maximumDepth = 4_096

    /// Makes a `ViewSceneBuilder`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init() {}

    /// The evaluation's place among the views, as the graph names identities: the path of places
    /// from the root, the next place at each level, and the types of the bodies around.
    struct GraphPosition {
        var path: [ViewGraph.Slot] = []
        var next: [Int] = [0]
        var parents: [String] = []
        /// Whether each body around ran in this evaluation (rather than being kept).
        var ran: [Bool] = []
        /// The explicit id the next view takes instead of its place.
        var pending: ViewGraph.Slot?

        mutating func enter() {
            if let id = pending {
                path.append(id)
                pending = nil
            } else {
                path.append(.index(next[next.count - 1]))
                next[next.count - 1] += 1
            }
            next.append(0)
        }

        mutating func leave() {
            path.removeLast()
            next.removeLast()
        }

        /// Whether the body being evaluated ran in this evaluation (the window's: yes): a kept
        /// body's views are the values it made before.
        var enclosingBodyRan: Bool { ran.last ?? true }
    }

    /// The views whose bodies are being evaluated, innermost last (without a graph: the graph's
    /// ``GraphPosition/parents`` name them with one): what a message about view code names.
    @exclusivity(unchecked) var bodies: [Any.Type] = []

    /// The view whose body is being evaluated, by name, if any.
    var enclosingBody: String? { position.parents.last ?? bodies.last.map { "\($0)" } }

    /// The scene items of `view`: its own when it is a primitive, else its body's.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func items<V: View>(of view: V) -> [SceneItem] {
        evaluated &+= 1
        if evaluated > Self.maximumViews {
            Self.stop(
                "more than \(Self.maximumViews) views evaluated (\(V.self)): a scene holds at most 2000000 views; is a ForEach over more items than a screen shows not lazy?"
            )
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            Self.stop(
                "views nested more than \(Self.maximumDepth) deep (\(V.self)): does a view's body contain the view itself?"
            )
        }
        guard let graph else { return view._items(in: self) }
        return graph.evaluate(view, in: self)
    }

    /// The items of the next view evaluated, at an explicit identity (a `ForEach` element's id,
    /// `.id(_:)`) rather than its place; without a graph, just the items.
    func items<V: View>(of view: V, id: @autoclosure () -> AnyHashable) -> [SceneItem] {
        if graph != nil { position.pending = .id(id()) }
        return items(of: view)
    }

    /// Starts another evaluation of the root with the graph: the scene's lazy `ForEach`s and
    /// counts made afresh, the custom layouts' names kept.
    func beginPass() {
        lazyViews = []
        evaluated = 0
        position = GraphPosition()
        graph?.beginPass()
    }

    /// The views of `view`, sections and rows flattened: a container's subviews, each evaluated
    /// (a `ForEach` in them too).
    func views<V: View>(of view: V) -> [[String: JSONValue]] {
        withLazyContent(false) { items(of: view).flatMap(\.flattened) }
    }

    /// The items of `view` as a lazy container's content: a `ForEach` among them is a
    /// ``SceneItem/lazyForEach(_:)``.
    func lazyItems<V: View>(of view: V) -> [SceneItem] { withLazyContent(true) { items(of: view) } }

    /// `body` evaluated with ``lazyContent`` set to `lazy`, restored after.
    func withLazyContent<R>(_ lazy: Bool, _ body: () -> R) -> R {
        let was = lazyContent
        lazyContent = lazy
        defer { lazyContent = was }
        return body()
    }

    /// The place of `lazy` in the scene (``lazyViews``), added when it is new.
    func place(of lazy: LazyForEachViews) -> Int {
        if let k = lazyViews.firstIndex(where: { $0 === lazy }) { return k }
        lazyViews.append(lazy)
        return lazyViews.count - 1
    }

    /// Places `lazy`, shown again in a kept view's output, at the next place (its place last
    /// time, views before it having placed the same): the same elements for the pass under way.
    /// O(1).
    func placeAgain(_ lazy: LazyForEachViews) -> LazyForEachViews {
        let renewed = lazy.renewed()
        lazyViews.append(renewed)
        return renewed
    }

    /// What the environment gives the views below: saved by a lazy `ForEach` with its elements,
    /// which are evaluated later.
    struct Environment {
        var font: Font?
        var lineLimit: Int?
        var values: EnvironmentValues
        var objects: [ObjectIdentifier: AnyObject]
    }

    var savedEnvironment: Environment {
        Environment(font: font, lineLimit: lineLimit, values: environment, objects: objects)
    }

    func restore(_ saved: Environment) {
        (font, lineLimit, environment, objects) = (saved.font, saved.lineLimit, saved.values, saved.objects)
    }

    /// `view`'s items evaluated with the environment changed by `change`, restored after.
    func withEnvironment(_ change: (ViewSceneBuilder) -> Void, _ body: () -> [SceneItem]) -> [SceneItem] {
        let saved = savedEnvironment
        change(self)
        defer { restore(saved) }
        return body()
    }

    /// The object of type `T` an ancestor gave the views being evaluated (`nil`: none did).
    static func object<T: AnyObject>(_: T.Type) -> T? {
        current?.objects[ObjectIdentifier(T.self)] as? T
    }

    /// Stops evaluating views with `message` (one line on standard error, exit status 1): what
    /// SwiftUI does with a view that reads an object no ancestor gave it, without a crash.
    /// `message` as a warning on standard error, the first time this evaluation meets `place` (a
    /// call site in a `ForEach` of 10⁵ rows warns once, not 10⁵ times).
    func warnOnce(_ message: String, at place: String) {
        guard warned.insert(place).inserted else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(1)
    }

    /// The name of `layout` in the scene: a built-in's when it is one of SwiftUI's stacks, else a
    /// registered plugin of its own.
    func containerName<L: Layout>(_ layout: L) -> (name: String, parameters: [String: JSONValue]) {
        if let l = layout as? HStackLayout {
            return ("hstack", Self.stackParameters(Self.name(l.alignment), l.spacing))
        }
        if let l = layout as? VStackLayout {
            return ("vstack", Self.stackParameters(Self.name(l.alignment), l.spacing))
        }
        if let l = layout as? ZStackLayout { return ("zstack", ["alignment": .string(Self.name(l.alignment))]) }
        if let l = layout as? AnyLayout { return l.storage.containerName(in: self) }
        let description = String(reflecting: layout)
        if let (name, table) = layoutValues[ObjectIdentifier(L.self)], let values = table as? ViewLayoutValues<L> {
            return (name, ViewLayoutValues<L>.parameters(values.place(of: layout, description: description)))
        }
        // A type met for the first time: named after itself, `-2`, `-3`… after a type of the same
        // name elsewhere (a hyphen, which no Swift name has).
        let base = String(describing: L.self)
        let taken = Set(layoutValues.values.map(\.name))
        var name = base
        var k = 1
        while taken.contains(name) {
            k += 1
            name = "\(base)-\(k)"
        }
        let values = ViewLayoutValues(layout, description: description)
        layoutValues[ObjectIdentifier(L.self)] = (name, values)
        layouts.append(
            SwiftUILayoutPlugin(values: values, name: name, summary: "SwiftUI Layout \(base), used by a view"))
        return (name, [:])
    }
}

/// A view evaluated into a scene: the root view in a window of `width` × `height` (SwiftUI's
/// window places its root as a `ZStack` does: centred), and the custom layouts it uses.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct ViewScene {
    /// The scene, as docs/SPEC-FORMAT.md describes it.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var json: JSONValue
    /// Custom layouts the views used, to register before reading the scene.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var layouts: [SwiftUILayoutPlugin]
    /// How many views were evaluated.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var evaluated: Int
    /// The lazy `ForEach`s of the scene (`{"forEach": {"count": N, "views": k}}`: the `k`th),
    /// whose elements are evaluated as they are realised.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var lazyViews: [LazyForEachViews]

    /// `images`: the app's named images' sizes as `--assets` gives them (a base64 JSON object of
    /// `[width, height]` by name; empty: none).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<V: View>(_ view: V, width: Double, height: Double?, images: String = "") {
        let builder = ViewSceneBuilder()
        builder.window = (width, height)
        builder.images = Self.decodeImages(images)
        self.init(view, builder: builder)
    }

    /// `view` evaluated by `builder`, whose window is set; `last`, the scene of the evaluation
    /// before, whose JSON is used again when the views are the same dictionaries in the same
    /// window (a root shown again whole: ``sameStorage(_:_:)``, not compared field by field).
    init<V: View>(_ view: V, builder: ViewSceneBuilder, last: ViewScene? = nil) {
        let (width, height) = builder.window
        let views = ViewSceneBuilder.$current.withValue(builder) { builder.views(of: view) }
        layouts = builder.layouts
        evaluated = builder.evaluated
        lazyViews = builder.lazyViews
        if let last, last.window == (width, height), last.views.count == views.count,
            zip(last.views, views).allSatisfy(Self.sameStorage)
        {
            json = last.json
            self.views = last.views
            window = last.window
            return
        }
        self.views = views
        window = (width, height)
        json = .object([
            "layout": .string("zstack"),
            "proposal": .object([
                "width": width.map(JSONValue.number) ?? .null, "height": height.map(JSONValue.number) ?? .null,
            ]),
            "items": .array(views.map(JSONValue.object)),
        ])
    }

    /// Whether `a` and `b` are one dictionary (the same storage, as a view shown again whole
    /// returns it): equal without comparing a field. `false` for equal dictionaries made apart —
    /// a deep comparison of a changed scene cost more than making its JSON (a ring of 100
    /// buttons, +6.7% a change). O(1).
    static func sameStorage(_ a: [String: JSONValue], _ b: [String: JSONValue]) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }

    /// The root's views and the window of the evaluation (``init(_:builder:last:)``).
    private var views: [[String: JSONValue]] = []
    private var window: (width: Double?, height: Double?) = (nil, nil)

    /// The image sizes of ``init(_:width:height:images:)``'s `images`; none when it does not decode
    /// (gridperf wrote it: a library built against another gridperf falls back to the defaults).
    static func decodeImages(_ encoded: String) -> [String: (width: Double, height: Double)] {
        guard !encoded.isEmpty, let data = Data(base64Encoded: encoded),
            case let .object(fields)? = try? JSONValue.parse(data, what: "images")
        else { return [:] }
        var sizes: [String: (width: Double, height: Double)] = [:]
        for (name, value) in fields {
            guard case let .array(pair) = value, pair.count == 2, case let .number(w) = pair[0],
                case let .number(h) = pair[1]
            else { continue }
            sizes[name] = (w, h)
        }
        return sizes
    }

    /// The scene with every lazy `ForEach` evaluated: a scene file any process can read (the
    /// playground's), its views as a non-lazy container would have them.
    /// - Complexity: O(the elements' views).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var eagerJSON: JSONValue {
        func expand(_ value: JSONValue) -> JSONValue {
            switch value {
            case let .array(list):
                return .array(
                    list.flatMap { element -> [JSONValue] in
                        if case let .object(o) = element, o.count == 1, case let .object(entry)? = o["forEach"],
                            case let .number(k)? = entry["views"], let i = Int(exactly: k),
                            lazyViews.indices.contains(i)
                        {
                            // Its elements were evaluated eagerly: none holds a ForEach entry.
                            return lazyViews[i].allViews.map(JSONValue.object)
                        }
                        return [expand(element)]
                    })
            case let .object(o): return .object(o.mapValues(expand))
            default: return value
            }
        }
        return lazyViews.isEmpty ? json : expand(json)
    }
}

/// A ``ViewScene`` handed from a `--source` library to gridperf (retained across the boundary).
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class ViewSceneBox {
    /// `ViewSceneBox`'s `scene`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let scene: ViewScene
    /// Makes a `ViewSceneBox`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init(_ scene: ViewScene) { self.scene = scene }
}

// A builder is used by one thread at a time; the task-local only hands it to the property
// wrappers of the views that builder is evaluating, on that thread.
extension ViewSceneBuilder: @unchecked Sendable {}
