import GridPerfCore

/// A view evaluated, changed and evaluated again by SwiftUI's update model (``ViewGraph``): what
/// `gridperf run --scenario update` drives. The first evaluation makes every view; each
/// ``step(_:)`` runs a change (the user's own code) and evaluates the root again, running only
/// the bodies the change reached. The scene of each evaluation is laid out by the caller, who
/// realises a lazy container's elements (evaluated then, by the same rules) and then closes the
/// evaluation with ``finish()``.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class ViewUpdates {
    /// `ViewUpdates`'s `graph`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let graph = ViewGraph()
    private let builder = ViewSceneBuilder()
    private let evaluate: (ViewSceneBuilder, ViewScene?) -> ViewScene
    /// The scene of the last evaluation.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var scene: ViewScene
    /// The animation the last step's change was made in (`withAnimation(_:_:)`,
    /// `withTransaction(_:_:)`); `nil`: not animated.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var animation: Animation?

    /// `view` evaluated for the first time in a window of `width` × `height` (`nil`: unspecified).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<V: View>(_ view: V, width: Double, height: Double?, images: String = "") {
        builder.window = (width, height)
        builder.images = ViewScene.decodeImages(images)
        builder.graph = graph
        evaluate = { builder, last in ViewScene(view, builder: builder, last: last) }
        builder.beginPass()
        scene = evaluate(builder, nil)
    }

    /// Runs `change`, then evaluates the root again: the scene of the new state.
    /// - Complexity: the views the evaluation walks (every view the last evaluation made, the
    ///   lazy elements when realised), plus the bodies that run.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @discardableResult
    public func step(_ change: () -> Void) -> ViewScene {
        builder.stepAnimation = nil
        graph.endAnimation()
        ViewSceneBuilder.$current.withValue(builder) { change() }
        graph.animating = builder.stepAnimation != nil
        defer { graph.animating = false }
        builder.beginPass()
        scene = evaluate(builder, scene)
        // Made under `withAnimation`, or animated by an `animation(_:value:)` whose value it
        // changed (noted during the evaluation).
        animation = builder.stepAnimation
        return scene
    }

    /// Whether the last step's change, made under an animation, moved the animatable data of an
    /// `Animatable` view: its frames are evaluations (``frame(_:)``).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var animatesViews: Bool { !graph.animatedViews.isEmpty }

    /// A frame of the last step's animation, `progress` of the way: each animated `Animatable`
    /// view given its interpolated value and its body run, the root evaluated again (the views
    /// below it run for their own reasons). The scene of the frame; ``finish()`` closes it.
    /// - Complexity: as ``step(_:)``, the bodies being the animated views' (and what they change).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @discardableResult
    public func frame(_ progress: Double) -> ViewScene {
        graph.prepareFrame(progress)
        builder.beginPass()
        scene = evaluate(builder, scene)
        return scene
    }

    /// Ends the last step's animation: its animated views evaluated at their values (a spring's
    /// last frame is within its settling threshold of the end, not at it) and forgotten. The scene.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @discardableResult
    public func endAnimation() -> ViewScene {
        guard animatesViews else { return scene }
        frame(1)
        graph.endAnimation()
        return scene
    }

    /// Closes the evaluation (after its scene was laid out): what it counted.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    @discardableResult
    public func finish() -> UpdateRecord { graph.finishPass() }
}

/// A ``ViewUpdates`` handed from a `--source` library to gridperf (retained across the boundary),
/// with the change of each step. Public for generated code.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class ViewUpdatesBox {
    /// `ViewUpdatesBox`'s `updates`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let updates: ViewUpdates
    /// Step `k`'s change (`--update`, `$step` being `k`).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let change: (Int) -> Void
    /// Makes a `ViewUpdatesBox`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init(_ updates: ViewUpdates, change: @escaping (Int) -> Void) {
        self.updates = updates
        self.change = change
    }
}
