import GridPerfCombine
import Observation

/// SwiftUI's update model over the views gridperf evaluates: which bodies a state change runs
/// again, and why. A view keeps its identity, its state and its last body from one evaluation to
/// the next; its body runs again only when
///
/// - it is new (an identity not seen before: a new place in its parent's body, a new `ForEach`
///   id, a new `.id(_:)`), its state made afresh;
/// - its own `@State` was set;
/// - an `ObservableObject` it holds (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`)
///   sent `objectWillChange`, whichever property changed;
/// - an `@Observable` property its last body *read* changed (tracked with the Observation
///   module's `withObservationTracking`), and only then;
/// - its parent's body ran and gave it different inputs (`ViewInputs`).
///
/// Otherwise its last body is used again, and its children are the same values as before, so
/// they run only for their own reasons. Sources: "Demystify SwiftUI" (WWDC21: identity from
/// structure and ids, lifetime, dependencies), "Demystify SwiftUI performance" (WWDC23:
/// dependencies and when a body runs), "Discover Observation in SwiftUI" (WWDC23: a body tracks
/// the properties it reads), Apple's documentation of `ObservableObject` and `StateObject`.
///
/// The graph lives in the process that evaluates the views (`ViewUpdates`); a pass is the
/// evaluation of the root and, in lazy containers, of the elements the layout realises, closed
/// by ``finishPass()``.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class ViewGraph {
    /// A view's place in its parent's evaluation: the nth view, or the view of an explicit id.
    enum Slot: Hashable {
        case index(Int)
        case id(AnyHashable)
    }

    /// A view's identity: its path of places from the root, and its type.
    struct Key: Hashable {
        let path: [Slot]
        let type: ObjectIdentifier
    }

    /// Why a body ran.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// A new identity: the view was inserted (its state made afresh).
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case inserted
        /// Its parent's body ran and gave it different inputs.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case inputs(parent: String)
        /// Its own `@State` property was set.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case state(String)
        /// An `ObservableObject` it holds sent `objectWillChange`.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case object(type: String, holder: String, property: String)
        /// An `@Observable` property its last body read changed.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case observation
        /// Nothing: `check --update`'s pass runs every body (``runsEveryBody``).
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case checked
        /// An `@Observable` property read by a closure its kept body holds (a `ForEach`'s
        /// content) changed: the closure runs again, not the body (`trackingClosure(_:)`).
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case closures
        /// A frame of its animation: an `Animatable` view given its interpolated value.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        case frame

        /// `ViewGraph.Cause`'s `description`. gridperf's own: the harness's side of the module, not SwiftUI's API.
        public var description: String {
            switch self {
            case .inserted: "inserted (a new identity)"
            case let .inputs(parent): "new inputs from \(parent)'s body"
            case let .state(name): "@State \(name) set"
            case let .object(type, holder, property): "\(type).objectWillChange (\(holder) \(property))"
            case .observation: "an @Observable property its body read"
            case .checked: "checked (every body run)"
            case .closures: "an @Observable property a ForEach's content read"
            case .frame: "a frame of its animation (Animatable)"
            }
        }
    }

    /// A view's identity in the graph. Its stored properties, as the graph's own, are read
    /// without dynamic exclusivity checks (`@exclusivity(unchecked)`): a graph is used by one thread,
    /// the one that changes state and evaluates views, and each check cost about 80 instructions
    /// (docs/PERFORMANCE.md#graph-exclusivity).
    final class Node {
        let type: String
        @exclusivity(unchecked) var view: Any
        @exclusivity(unchecked) var body: Any?
        /// The property wrappers of the identity's first value, by name: where its state lives.
        @exclusivity(unchecked) var properties: [String: any _GraphProperty] = [:]
        /// Why the body must run at the next evaluation (none: it need not).
        @exclusivity(unchecked) var causes: [Cause] = []
        /// Which run of the body the current observation tracking belongs to.
        @exclusivity(unchecked) var generation = 0
        /// The last pass that evaluated the view.
        @exclusivity(unchecked) var seen = 0
        @exclusivity(unchecked) var subscriptions: [AnyCancellable] = []
        /// The views the last evaluation made of it, from its body (run or kept) and the views
        /// below (to tell a run that made the same ones, or a stale kept body).
        @exclusivity(unchecked) var output: [SceneItem]?
        /// The identity's number in the scene (`"identity"` on the views it shows), for a view
        /// inserted after the first evaluation; `nil` for the first evaluation's views.
        @exclusivity(unchecked) var identity: Int?
        /// The view whose evaluation evaluated this one (`nil`: the root, or a lazy element's),
        /// and the views this one's evaluation evaluated, in order.
        weak var parent: Node?
        @exclusivity(unchecked) var children: [Node] = []
        /// Whether a view below has a reason to run (``mark(_:_:)`` sets it on the ancestors).
        @exclusivity(unchecked) var pendingBelow = false
        /// Whether ``output`` may be shown again without evaluating the kept body: its evaluation
        /// counted no duplicate ids, ran none of the user's code outside a body
        /// (``ViewSceneBuilder/userCodeRuns``: what that code reads is not tracked) and its output
        /// holds no unplaced lazy `ForEach`.
        @exclusivity(unchecked) var reusable = false
        /// The scene's lazy `ForEach`s its last evaluation placed (``ViewSceneBuilder/lazyViews``,
        /// from place `lazyStart` on): their places are written in ``output``, so showing it again
        /// places them again, at the same places.
        @exclusivity(unchecked) var lazyStart = 0
        @exclusivity(unchecked) var lazyPlaced: [LazyForEachViews] = []
        /// The last pass that showed its ``output`` again whole (nothing in it evaluated).
        @exclusivity(unchecked) var shownWhole = 0
        /// Its value at the frame being evaluated, for an `Animatable` view being animated
        /// (``AnimatedView``): used instead of the value its parent's kept body holds.
        @exclusivity(unchecked) var frameValue: Any?

        init(type: String, view: Any) {
            self.type = type
            self.view = view
        }
    }

    @exclusivity(unchecked) private var nodes: [Key: Node] = [:]
    /// The last identity number given (``Node/identity``).
    @exclusivity(unchecked) private var lastIdentity = 0
    /// The views being evaluated, innermost last: a view's ``Node/parent``.
    @exclusivity(unchecked) private var evaluating: [Node] = []
    /// Whether this pass runs every body, kept or not, to find views whose kept body was out of
    /// date (``UpdateRecord/stale``): `gridperf check --update`'s pass, not SwiftUI's.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var runsEveryBody = false
    /// The pass under way (1 for the first evaluation).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @exclusivity(unchecked) public private(set) var pass = 0
    /// What the pass under way has counted.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @exclusivity(unchecked) public private(set) var record = UpdateRecord()
    @exclusivity(unchecked) private var isBuiltIn: [ObjectIdentifier: Bool] = [:]
    /// The view types known to hold no property wrapper of the graph's (`@State`, the objects'):
    /// a type's stored properties are the same for every value, so its fields are read through
    /// `Mirror` once, not at every body run.
    @exclusivity(unchecked) private var holdsNoProperties: Set<ObjectIdentifier> = []
    /// Whether the pass under way follows a change made under an animation (``ViewUpdates``).
    @exclusivity(unchecked) var animating = false
    /// The view objects that replaced others in this pass, by the storage of each new one: the
    /// old one's (``noteChangedOutput(_:_:)``).
    @exclusivity(unchecked) var changedOutputs: [UInt: UInt] = [:]
    /// Each `ForEach`'s ids at its last evaluation, by its place.
    @exclusivity(unchecked) var forEachIDs: [[Slot]: ForEachIDs] = [:]

    /// An `Animatable` view whose animatable data a change made under an animation moved: at each
    /// frame SwiftUI gives it the interpolated value and runs its body (Apple's documentation of
    /// `Animatable`: "SwiftUI … interpolates the animatable data … and calls body with each
    /// value"). `value(progress)` is the view `progress` of the way.
    struct AnimatedView {
        let node: Node
        let value: (Double) -> Any
    }
    /// The animated views of the last change (``animating``).
    private(set) var animatedViews: [AnimatedView] = []
    /// The value each `animation(_:value:)` had at the last evaluation, by its place.
    @exclusivity(unchecked) private var animationValues: [[Slot]: Any] = [:]
    /// What each lazy `ForEach`'s elements made at their last evaluation, by the `ForEach`'s
    /// place (``LazyElements``).
    @exclusivity(unchecked) var lazyElementsByPlace: [[Slot]: LazyElements] = [:]
    /// The views evaluated at the top of a lazy element's evaluation (no view around them), while
    /// ``LazyForEachViews`` collects them; `nil`: not collecting.
    @exclusivity(unchecked) var elementTops: [Node]?
    /// The lazy element being evaluated, until its `ForEach`'s content has run
    /// (``trackingElementContent(_:)``).
    @exclusivity(unchecked) var evaluatingElement: Element?

    /// An `animation(_:value:)` at `path` evaluated with `value`: when the value differs from
    /// the last evaluation's, the change being evaluated animates under `animation` (Apple's
    /// documentation of `animation(_:value:)`: "Applies the given animation to this view when the
    /// specified value changes"), unless it was made under one of its own (`withAnimation`). The
    /// whole change is played, not only the views below the modifier. O(path).
    func noteAnimation<V: Equatable>(_ animation: Animation?, value: V, at path: [Slot], in builder: ViewSceneBuilder) {
        defer { animationValues[path] = value }
        guard pass > 1, let animation, let old = animationValues[path] as? V, old != value,
            builder.stepAnimation == nil
        else { return }
        builder.stepAnimation = animation
        animating = true
    }

    /// Makes a `ViewGraph`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init() {}

    /// How many views have an identity in the graph (those evaluated in the last pass).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var count: Int { nodes.count }

    /// Starts a pass: what changed since the last one is already marked on the views.
    func beginPass() {
        pass += 1
        record = UpdateRecord()
        if !changedOutputs.isEmpty { changedOutputs.removeAll(keepingCapacity: true) }
    }

    /// Marks each animated view to run at the next pass with its value `progress` of the way (a
    /// frame of the animation). O(animated views).
    func prepareFrame(_ progress: Double) {
        for animated in animatedViews {
            animated.node.frameValue = animated.value(progress)
            mark(animated.node, .frame)
        }
    }

    /// Forgets the last change's animated views (their animation ended: they show their value).
    func endAnimation() {
        for animated in animatedViews { animated.node.frameValue = nil }
        animatedViews.removeAll()
    }

    /// Ends the pass: the views it did not evaluate are removed (their state and subscriptions
    /// with them). Returns what the pass counted.
    /// - Complexity: O(views in the graph).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @discardableResult
    public func finishPass() -> UpdateRecord {
        for (key, node) in nodes where node.seen != pass {
            record.removed += 1
            node.subscriptions.removeAll()
            nodes[key] = nil
        }
        forgetUnusedLazyElements()
        if forEachIDs.count > Self.keptForEachIDs { forEachIDs = forEachIDs.filter { $0.value.pass == pass } }
        return record
    }

    /// Evaluates `view` at the builder's current place: a view with a body by the rules above,
    /// any other (a primitive, one of this module's own views) as it is.
    func evaluate<V: View>(_ view: V, in builder: ViewSceneBuilder) -> [SceneItem] {
        builder.position.enter()
        defer { builder.position.leave() }
        guard isUserView(view) else { return view._items(in: builder) }
        let key = Key(path: builder.position.path, type: ObjectIdentifier(V.self))
        let body: V.Body
        let node: Node
        var ran = true
        var onlyChecked = false
        var rerunsClosures = false
        if let kept = nodes[key] {
            node = kept
            node.seen = pass
            var causes = node.causes
            node.causes = []
            // A closure of its body read what changed: the kept body is evaluated again (its
            // closures run, the views they make compared), the body itself does not run.
            if let k = causes.firstIndex(of: .closures) {
                causes.remove(at: k)
                rerunsClosures = true
            }
            // Inputs are compared only when the enclosing body ran and made the view again: a kept
            // body's views are the values it made before, and the root's is the one value the
            // window was given (`ViewUpdates`) — comparing them found nothing new, at the cost of
            // walking every field (an array of 10⁵ models a change, issue 69), and took a view
            // holding a closure for changed every pass. SwiftUI compares a child's inputs when its
            // parent's body ran ("Demystify SwiftUI performance", WWDC23).
            if builder.position.ran.last == true, !ViewInputs.equal(node.view, view) {
                causes.append(.inputs(parent: builder.position.parents.last ?? "the window"))
                if animating { noteAnimated(view, node) }
            }
            if runsEveryBody, causes.isEmpty {
                causes.append(.checked)
                onlyChecked = true
            }
            if causes.isEmpty, let kept = node.body as? V.Body {
                record.kept += 1
                body = kept
                ran = false
            } else if node.frameValue != nil {
                body = runFrame(view, node, causes)
            } else {
                node.view = view
                body = run(view, node, causes)
            }
        } else {
            node = Node(type: Self.typeName(V.self), view: view)
            node.seen = pass
            nodes[key] = node
            record.inserted += 1
            if pass > 1 {
                lastIdentity += 1
                node.identity = lastIdentity
            }
            body = run(view, node, [.inserted])
        }
        node.parent = evaluating.last
        if let around = evaluating.last { around.children.append(node) } else { elementTops?.append(node) }
        // Nothing above ran (so the environment and the inputs are what they were), the body was
        // kept and no view below has a reason to run: every view below would be kept, and the
        // views shown are those shown last time — shown again without evaluating the kept body
        // (what SwiftUI's graph does: an attribute none of whose inputs changed is not updated,
        // "Demystify SwiftUI performance", WWDC23). Its views are counted kept, as each would be.
        if !ran, !rerunsClosures, !runsEveryBody, node.reusable, !node.pendingBelow,
            !builder.position.ran.contains(true), builder.lazyViews.count == node.lazyStart,
            let output = node.output
        {
            keepBelow(node)
            node.shownWhole = pass
            if !node.lazyPlaced.isEmpty { node.lazyPlaced = node.lazyPlaced.map { builder.placeAgain($0) } }
            return output
        }
        builder.position.parents.append(node.type)
        // The views its closures make again are new values, compared as a running body's are.
        builder.position.ran.append(ran || rerunsClosures)
        node.children.removeAll(keepingCapacity: true)
        evaluating.append(node)
        defer {
            evaluating.removeLast()
            builder.position.parents.removeLast()
            builder.position.ran.removeLast()
        }
        let staleBelow = record.staleViews
        let duplicatesBelow = record.duplicateIdentities
        let lazyBelow = builder.lazyViews.count
        let userCodeBelow = builder.userCodeRuns
        var items = builder.items(of: body)
        if let identity = node.identity { Self.mark(&items, identity: identity) }
        node.pendingBelow = false
        node.reusable =
            record.duplicateIdentities == duplicatesBelow && builder.userCodeRuns == userCodeBelow
            && !Self.holdsLazyViews(items)
        node.lazyStart = lazyBelow
        node.lazyPlaced = builder.lazyViews.count == lazyBelow ? [] : Array(builder.lazyViews[lazyBelow...])
        // A body's own output: the views below it with bodies of their own stand as placeholders
        // (ViewGraph+OwnOutput.swift). Compared before this view's own objects are noted as
        // changed (they would stand for themselves).
        let old = node.output
        if ran, let old, SceneItem.same(old, items) {
            record.sameOutput += 1
        } else {
            if ran, let old, !changedOutputs.isEmpty, sameOwnOutput(old, items) {
                record.sameOutput += 1
            } else if ran, onlyChecked, record.staleViews == staleBelow {
                // Only the checking pass ran it, and it made other views than the kept body: the
                // body reads something the update model does not watch. Counted at the deepest
                // such view (its ancestors' outputs differ because of it).
                record.stale[node.type, default: 0] += 1
                record.staleViews += 1
            }
            // Noted only for a body above that ran and will compare its output (this view's own
            // `ran` is the stack's last).
            if let old, builder.position.ran.dropLast().contains(true) { noteChangedOutput(old, items) }
        }
        // What the view shows now, its kept body's too (a view below it may have run).
        node.output = items
        return items
    }

    /// Keeps `view` among the animated views when it is `Animatable` and its animatable data
    /// moved from `node`'s last value (the change being evaluated was made under an animation).
    /// Out of ``evaluate(_:in:)``, never inlined: the casts' type metadata, looked up at the
    /// entry of the function that holds them, cost 3% of every change (the gate).
    @inline(never)
    private func noteAnimated<V: View>(_ view: V, _ node: Node) {
        guard let animatable = view as? any Animatable, let value = animatable._interpolation(from: node.view)
        else { return }
        animatedViews.append(AnimatedView(node: node, value: value))
    }

    /// Runs `node`'s body for a frame of its animation: with its interpolated value
    /// (``Node/frameValue``), not the one its parent holds. Never inlined (see ``noteAnimated(_:_:)``).
    @inline(never)
    private func runFrame<V: View>(_ view: V, _ node: Node, _ causes: [Cause]) -> V.Body {
        let value = node.frameValue as? V ?? view
        node.view = value
        return run(value, node, causes)
    }

    /// `tops`, the views at the top of a lazy element, kept with every view below them, as their
    /// evaluation would keep them (``LazyForEachViews/keepsViews(at:)``). O(views kept).
    func keep(_ tops: [Node]) {
        for node in tops {
            node.seen = pass
            node.shownWhole = pass
            record.kept += 1
            keepBelow(node)
        }
    }

    /// The views below `node`, kept with it: seen in this pass, each counted kept. O(views below).
    private func keepBelow(_ node: Node) {
        for child in node.children {
            child.seen = pass
            child.shownWhole = pass
            record.kept += 1
            keepBelow(child)
        }
    }

    /// Whether `items` hold a lazy `ForEach`, a section's and a row's included. O(items).
    static func holdsLazyViews(_ items: [SceneItem]) -> Bool {
        items.contains { item in
            switch item {
            case .view: false
            case let .section(_, inner, _): holdsLazyViews(inner)
            case let .gridRow(cells, _): holdsLazyViews(cells)
            case .lazyForEach: true
            }
        }
    }

    /// Marks the views of `items` (a section's and a row's too) with `identity`: a view inserted
    /// under a new identity is a new view for the layout, with no cached sizes — "SwiftUI
    /// considers [views with different identities] to be different views" ("Demystify SwiftUI",
    /// WWDC21), its state and layout made afresh — even where it shows the same as the view it
    /// replaced. O(items).
    static func mark(_ items: inout [SceneItem], identity: Int) {
        for k in items.indices {
            switch items[k] {
            case var .view(object):
                object["identity"] = .number(Double(identity))
                items[k] = .view(object)
            case .section(let header, var inner, let footer):
                mark(&inner, identity: identity)
                items[k] = .section(header: header, items: inner, footer: footer)
            case .gridRow(var cells, let alignment):
                mark(&cells, identity: identity)
                items[k] = .gridRow(cells: cells, alignment: alignment)
            case .lazyForEach:
                break
            }
        }
    }

    /// Runs `view`'s body for `causes`: its state joined to its identity's, its objects
    /// subscribed to, its reads of `@Observable` properties tracked.
    private func run<V: View>(_ view: V, _ node: Node, _ causes: [Cause]) -> V.Body {
        record.count(body: node.type, causes: causes)
        node.generation += 1
        node.subscriptions.removeAll()
        let viewType = ObjectIdentifier(V.self)
        if !holdsNoProperties.contains(viewType), !joinProperties(of: view, node) {
            holdsNoProperties.insert(viewType)
        }
        let trigger = ObservationTrigger(graph: self, node: node, generation: node.generation)
        let body = withObservationTracking({ view.body }, onChange: { trigger.fire() })
        node.body = body
        return body
    }

    /// Joins `view`'s property wrappers (`@State`, the objects) to `node`'s: their state kept
    /// with the identity's, their changes marking it. Whether the view holds any. O(fields).
    private func joinProperties<V: View>(of view: V, _ node: Node) -> Bool {
        var holds = false
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any _GraphProperty else { continue }
            holds = true
            let name = Self.propertyName(child.label)
            if let kept = node.properties[name] { property._adopt(kept) } else { node.properties[name] = property }
            switch property._dependency {
            case .none: break
            case .state:
                property._observe { [weak self, weak node] in
                    guard let self, let node else { return }
                    self.mark(node, .state(name))
                }
            case let .object(object, holder):
                let cause = Cause.object(type: Self.typeName(type(of: object)), holder: holder, property: name)
                node.subscriptions.append(
                    object.objectWillChange.sink { [weak self, weak node] in
                        guard let self, let node else { return }
                        self.mark(node, cause)
                    })
            }
        }
        return holds
    }

    /// Runs `make` — a closure of the body being evaluated (a `ForEach`'s content, for one
    /// element) — with its reads of `@Observable` properties tracked for the view whose body it
    /// is: SwiftUI runs a `ForEach`'s content inside the graph and watches what it reads, so
    /// `ForEach(0..<n) { i in Row(favourite: model.favourite == i) }` updates when `favourite`
    /// changes ("Discover Observation in SwiftUI", WWDC23: its donut list, `List(model.donuts) {
    /// donut in … Text(donut.name) … }`, updates when a donut's `name` changes — a read made in
    /// the row's closure, not in the body). A change re-runs the closures, not
    /// the body (``Cause/closures``); the rows whose inputs changed run. Also answers whether
    /// `make` read anything. Outside a view being evaluated, `make` runs untracked. Call it around
    /// the closure only: a body evaluated inside would have its reads counted for this view too
    /// (nested tracking merges them).
    func trackingClosure<T>(_ make: () -> T) -> (value: T, read: Bool) {
        guard let node = evaluating.last else { return (make(), false) }
        var read = false
        // The `onChange` argument is an autoclosure, evaluated only when `make` read something:
        // the trigger (two weak references) is made then.
        let value = withObservationTracking(
            make,
            onChange: {
                read = true
                let trigger = ObservationTrigger(graph: self, node: node, generation: nil)
                return { trigger.fire() }
            }())
        return (value, read)
    }

    /// The hash values of a `ForEach`'s ids at its last evaluation, in order, and whether they
    /// were all distinct (``ForEach/duplicates(_:_:at:in:)``).
    struct ForEachIDs {
        /// The last pass that made this `ForEach`.
        var pass: Int
        let hashes: [Int]
        let distinct: Bool
    }

    /// How many `ForEach`s' ids the graph keeps now. gridperf's own.
    package var forEachIDCount: Int { forEachIDs.count }

    /// How many `ForEach`s' ids the graph keeps before it forgets those the last pass did not
    /// make (a scroll through cards that each hold a `ForEach` would otherwise keep every card's).
    static let keptForEachIDs = 256

    /// Counts `n` elements of a `ForEach` whose id an earlier element already has.
    func noteDuplicateIDs(_ n: Int) { record.duplicateIdentities += n }

    /// Marks `node`'s body to run at the next evaluation, for `cause`.
    func mark(_ node: Node, _ cause: Cause) {
        if !node.causes.contains(cause) { node.causes.append(cause) }
        var above = node.parent
        while let view = above {
            view.pendingBelow = true
            above = view.parent
        }
    }

    /// Whether `view` is evaluated as a view with a body of its own: not a primitive, not one of
    /// this module's views (SwiftUI's own views are not counted as the app's bodies).
    private func isUserView<V: View>(_ view: V) -> Bool {
        let id = ObjectIdentifier(V.self)
        if let known = isBuiltIn[id] { return !known }
        let builtIn = view is _PrimitiveView || String(reflecting: V.self).hasPrefix("SwiftUI.")
        isBuiltIn[id] = builtIn
        return !builtIn
    }

    /// A type's name as a report shows it: without its module, generic arguments kept.
    static func typeName(_ type: Any.Type) -> String { String(describing: type) }

    /// A property wrapper's name as the view declares it (`store` for the stored `_store`).
    static func propertyName(_ label: String?) -> String {
        guard let label else { return "?" }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// The `onChange` of one run's observation tracking: marks the view unless its body ran again
/// since (the tracking of an older run is stale).
private struct ObservationTrigger: @unchecked Sendable {
    // Observation calls `onChange` on the thread that changed the property: gridperf changes
    // state and evaluates views on one thread.
    weak var graph: ViewGraph?
    weak var node: ViewGraph.Node?
    /// The body run the tracking belongs to; `nil`: the tracking of the body's closures
    /// (``ViewGraph/trackingClosures(_:)``), which marks ``ViewGraph/Cause/closures``.
    let generation: Int?

    func fire() {
        guard let graph, let node else { return }
        guard let generation else { return graph.mark(node, .closures) }
        if node.generation == generation { graph.mark(node, .observation) }
    }
}
