import GridPerfCore
import GridPerfModel

extension UpdateScreen {
    /// A change made under an animation (`withAnimation`), played over the screen frame by frame
    /// as SwiftUI plays it. Two things move, and only they:
    ///
    /// - a custom `Layout` whose `animatableData` the change moved (``UpdateScreen/animatedLayouts``)
    ///   is given the interpolated value at each frame (Apple's documentation of `Animatable`:
    ///   `from + (to − from) × progress`) and asked again — `updateCache`, then its parent measures
    ///   it again up to the root, whose layout runs; every view that did not change answers from
    ///   the measurement cache;
    /// - every other view the change moved or resized glides between its frame before the change
    ///   and its frame after, interpolated: built-in layouts are not asked again at each frame (the
    ///   new layout is computed once, by the change; WWDC22 "Compose custom layouts with SwiftUI",
    ///   whose views glide between two `AnyLayout`s as their layout switches; an `HStack`'s
    ///   `animatableData` is `EmptyAnimatableData`, Apple's documentation of `Animatable`).
    ///
    /// Views inserted or removed (transitions) are not interpolated: when the change showed more
    /// or fewer frames, only the animated layouts move, and the rest is shown at its end.
    final class ChangeAnimation {
        let layouts: [AnimatedLayout]
        /// The leaves (indices in ``Shown/frames``) that glide, with their frames before and after
        /// the change, and their frames at the frame being shown.
        let gliding: [Int]
        private let from: [Rect], to: [Rect]
        private(set) var frames: [Rect]
        private let sizes: (from: Size, to: Size)

        init(layouts: [AnimatedLayout], gliding: [Int], before: Shown, after: Shown) {
            self.layouts = layouts
            self.gliding = gliding
            from = gliding.map { before.frames[$0] }
            to = gliding.map { after.frames[$0] }
            // A buffer of its own (not `to`'s, which the first frame's write would copy).
            frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: gliding.count)
            sizes = (before.size, after.size)
        }

        /// The gliding views' frames and the root's size `progress` of the way. O(gliding views).
        func glide(_ progress: Double) -> Size {
            for k in frames.indices { frames[k] = from[k].interpolated(to: to[k], progress: progress) }
            return sizes.from.interpolated(to: sizes.to, progress: progress)
        }
    }

    /// The animation of the change that led from `before` to `after` (shown last, under an
    /// animation), or `nil` when nothing in it moves. A view moved when its frame on screen did:
    /// the window centres the root, as `changedOnScreen` has it, so a view at the root's origin
    /// in both layouts moved when the root's size changed. With animated layouts, the views they
    /// move themselves are told from those that glide by laying the layouts out once half way
    /// (not counted): a view whose frame then is already its frame after the change is moved by
    /// another layout, and glides. O(leaves).
    func beginAnimation(from before: Shown, to after: Shown) -> ChangeAnimation? {
        let (old, new) = (onScreen(before), onScreen(after))
        var gliding: [Int] = []
        if old.frames.count == new.frames.count {
            for i in new.frames.indices where old.frames[i] != new.frames[i] { gliding.append(i) }
        }
        let layouts = animatedLayouts
        if !layouts.isEmpty, !gliding.isEmpty, let storage, let size = moveLayouts(layouts, 0.5) {
            let halfway = onScreen(
                Shown(size: size, frames: storage.leafFrames, measureCalls: 0, measureMisses: 0, afresh: false))
            _ = moveLayouts(layouts, 1)
            if halfway.frames.count == new.frames.count {
                gliding.removeAll { halfway.frames[$0] != new.frames[$0] }
            }
        }
        guard !layouts.isEmpty || !gliding.isEmpty else { return nil }
        return ChangeAnimation(layouts: layouts, gliding: gliding, before: old, after: new)
    }

    /// `shown` with its frames where the window shows them (``Shown/origin(in:)``). O(frames).
    private func onScreen(_ shown: Shown) -> Shown {
        let origin = shown.origin(in: viewport)
        var moved = shown
        if origin.x != 0 || origin.y != 0 {
            moved.frames = shown.frames.map {
                Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height)
            }
        }
        return moved
    }

    /// One frame of `animation`, `progress` of the way: the animated layouts given their
    /// interpolated values and laid out from the root, the gliding views moved. The root's size.
    /// - Complexity: the animated layouts' own passes, plus the root's pass over its subviews'
    ///   cached sizes, plus O(gliding views).
    func frame(_ animation: ChangeAnimation, progress: Double) -> Size {
        let glided = animation.glide(progress)
        return moveLayouts(animation.layouts, progress) ?? glided
    }

    /// Ends `animation` at the change's values exactly (a spring's last frame is within its
    /// settling threshold of the end, not at it), as SwiftUI shows the model's value once the
    /// animation is removed.
    func endAnimation(_ animation: ChangeAnimation) {
        _ = moveLayouts(animation.layouts, 1)
    }

    /// The exact counters of everything the screen shows (O(views)): a frame's counts are the
    /// difference of two.
    func counters() -> LayoutCounters {
        storage.map(Self.totalCounters) ?? LayoutCounters()
    }

    /// `layouts` moved `progress` of the way, each asked again up to the root, and the root laid
    /// out: its size (`nil` when there is no layout to move or no eager root).
    private func moveLayouts(_ layouts: [AnimatedLayout], _ progress: Double) -> Size? {
        guard !layouts.isEmpty, let kept = eager else { return nil }
        for animated in layouts {
            animated.move(progress)
            animated.container.forgetAnswers()
            animated.container.layout.updateCache(subviews: animated.container.storage.subviews)
            // Each view above measures it again: its cached size and its container's answers go.
            for (storage, index) in animated.path {
                storage.forgetMeasurement(at: index)
                if case let .view(node) = storage.model(at: index), let container = Self.container(of: node) {
                    container.forgetAnswers()
                }
            }
        }
        return kept.layout.layout(proposal: kept.proposal, subviews: kept.storage.subviews)
    }

    /// The container `node` is, or holds as a scroll view's content.
    private static func container(of node: ViewNode) -> ViewContainer? {
        switch node.content {
        case let .container(c): c
        case let .scrollView(_, _, content): container(of: content)
        case .leaf, .viewThatFits: nil
        }
    }
}
