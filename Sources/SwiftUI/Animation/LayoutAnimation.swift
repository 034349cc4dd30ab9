import GridPerfCore

/// A custom ``Layout`` animating from one value to another, frame by frame, as SwiftUI animates
/// one: a `Layout` is `Animatable`, and when a change made under an animation changes its
/// `animatableData` (a radial layout's rotation), SwiftUI interpolates the old and new values
/// with `VectorArithmetic` and, at each frame, sets the interpolated value (Apple's documentation
/// of `Animatable`). The layout then has a new value, so it is asked again as for any change of
/// the layout: `updateCache` ("SwiftUI calls the update method when your layout or its subviews
/// change", Apple's documentation of `Layout.updateCache(_:subviews:)`), then `sizeThatFits` and
/// `placeSubviews`. The subviews did not change: their sizes come from the measurement cache.
///
/// ```swift
/// let animation = LayoutAnimation(from: Radial(rotation: .zero), to: Radial(rotation: .degrees(90)),
///                                 animation: .linear(duration: 0.35), fps: 60)   // 21 frames
/// try animation.play(subviews: storage.subviews, proposal: proposal) { frame, size in … }
/// ```
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct LayoutAnimation<L: Layout> {
    /// `LayoutAnimation`'s `from`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let from: L
    /// `LayoutAnimation`'s `to`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let to: L
    /// Each frame's progress (``Animation/frames(fps:)``).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let progress: [Double]

    /// - Throws: what ``Animation/frames(fps:)`` throws.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init(from: L, to: L, animation: Animation, fps: Int) throws {
        self.from = from
        self.to = to
        progress = try animation.frames(fps: fps)
    }

    /// The layout at frame `k` (from 0): `from`'s animatable data moved `progress[k]` of the way
    /// to `to`'s, as SwiftUI interpolates it (`from + (to − from) × progress`).
    ///
    /// - Complexity: O(1) in the layout's animatable data.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func layout(atFrame k: Int) -> L {
        to.interpolated(from: from, progress: progress[k])
    }

    /// Plays every frame over `subviews`: ``start(subviews:proposal:)``, then `started`, then each
    /// frame (``Player/frame(_:)``), after which `frame` is called with its index and size, while
    /// the subviews' frames and counters are the frame's.
    ///
    /// - Complexity: per frame, the layout's own cost (its `updateCache`, `sizeThatFits` and
    ///   `placeSubviews` over the subviews).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func play(
        subviews: GridPerfCore.LayoutSubviews, proposal: ProposedSize, started: () -> Void = {},
        frame: (Int, Size) throws -> Void
    ) rethrows {
        let player = start(subviews: subviews, proposal: proposal)
        started()
        for k in progress.indices { try frame(k, player.frame(k)) }
    }

    /// The layout as it was before the change (`from`), shown over `subviews`: its cache made,
    /// sized and placed, as the screen showed it; the returned player plays the frames.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func start(subviews: GridPerfCore.LayoutSubviews, proposal: ProposedSize) -> Player {
        Player(self, subviews: subviews, proposal: proposal)
    }

    /// Whether the layout has no animatable data (`EmptyAnimatableData`: an `AnyLayout` switching
    /// from an `HStackLayout` to a `VStackLayout`, a stack's new spacing): there is nothing to
    /// interpolate in the layout, so SwiftUI lays out the new value once and interpolates the
    /// subviews' geometry between the two layouts (as in WWDC22's "Compose custom layouts with
    /// SwiftUI", whose views glide from one `AnyLayout`'s places to the other's under
    /// `withAnimation`; Apple's documentation of `Animatable` names what is interpolated: the
    /// animatable data, of which such a layout has none). Each frame then lays
    /// nothing out: frame 0 computes the new layout (its one `updateCache`, `sizeThatFits` and
    /// `placeSubviews`), every frame moves each subview's frame `progress` of the way.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var interpolatesGeometry: Bool { L.AnimatableData.self == EmptyAnimatableData.self }

    /// An animation being played over one set of subviews: the layout's cache, kept from frame
    /// to frame as SwiftUI keeps it.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public final class Player {
        let animation: LayoutAnimation
        let subviews: GridPerfCore.LayoutSubviews
        let proposal: ProposedSize
        let context = SubviewContext()
        var cache: L.Cache
        /// For a layout without animatable data: the frames and size before and after the change.
        var before: [Rect] = [], after: [Rect] = []
        var sizes = (before: Size(width: 0, height: 0), after: Size(width: 0, height: 0))

        init(_ animation: LayoutAnimation, subviews: GridPerfCore.LayoutSubviews, proposal: ProposedSize) {
            self.animation = animation
            self.subviews = subviews
            self.proposal = proposal
            let start = SwiftUILayoutAdapter(animation.from, context: context)
            cache = start.makeCache(subviews: subviews)
            sizes.before = Self.layOut(start, proposal, subviews, &cache)
        }

        /// One layout pass of `adapter` at the origin: its `sizeThatFits(proposal)`, then
        /// `placeSubviews` in that size. The size.
        static func layOut(
            _ adapter: SwiftUILayoutAdapter<L>, _ proposal: ProposedSize, _ subviews: GridPerfCore.LayoutSubviews,
            _ cache: inout L.Cache
        ) -> Size {
            let size = adapter.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            adapter.placeSubviews(
                in: Rect(x: 0, y: 0, width: size.width, height: size.height), proposal: proposal, subviews: subviews,
                cache: &cache)
            return size
        }

        /// Frame `k`: the interpolated layout's `updateCache`, `sizeThatFits(proposal)` and
        /// `placeSubviews` in the size it returned, at the origin — or, for a layout without
        /// animatable data (``LayoutAnimation/interpolatesGeometry``), each subview's frame moved
        /// `progress[k]` of the way from its frame before the change to its frame after. Its size.
        ///
        /// gridperf's own: the harness's side of the module, not SwiftUI's API.
        public func frame(_ k: Int) -> Size {
            guard animation.interpolatesGeometry else {
                let adapter = SwiftUILayoutAdapter(animation.layout(atFrame: k), context: context)
                adapter.updateCache(&cache, subviews: subviews)
                return Self.layOut(adapter, proposal, subviews, &cache)
            }
            if k == 0 {
                before = subviews.indices.map(subviews.recordedFrame(at:))
                let end = SwiftUILayoutAdapter(animation.to, context: context)
                end.updateCache(&cache, subviews: subviews)
                sizes.after = Self.layOut(end, proposal, subviews, &cache)
                after = subviews.indices.map(subviews.recordedFrame(at:))
            }
            let p = animation.progress[k]
            for (offset, index) in subviews.indices.enumerated() {
                subviews.setInterpolatedFrame(before[offset].interpolated(to: after[offset], progress: p), at: index)
            }
            return sizes.before.interpolated(to: sizes.after, progress: p)
        }
    }
}

/// A custom layout's animated change as a plugin carries it (``SwiftUILayoutPlugin/animation``):
/// the two values and the animation, typed inside, played over any subviews at any frame rate.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct LayoutAnimationPlan: Sendable {
    /// The animation (`--animation`).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let animation: Animation
    /// The change, for reports: `Radial(rotation: 0.0) → Radial(rotation: 90.0)`.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let change: String
    private let make: @Sendable (Int) throws -> AnyLayoutAnimation

    /// Makes a `LayoutAnimationPlan`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<L: Layout>(from: L, to: L, animation: Animation) {
        self.animation = animation
        change = "\(from) → \(to)"
        make = { fps in
            let typed = try LayoutAnimation(from: from, to: to, animation: animation, fps: fps)
            return AnyLayoutAnimation(progress: typed.progress) { subviews, proposal in
                typed.start(subviews: subviews, proposal: proposal).frame
            }
        }
    }

    /// The animation's frames at `fps`, ready to play.
    ///
    /// - Throws: what ``Animation/frames(fps:)`` throws.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func frames(fps: Int) throws -> AnyLayoutAnimation { try make(fps) }
}

/// A ``LayoutAnimation`` with its layout type hidden: what the harness plays.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct AnyLayoutAnimation {
    /// Each frame's progress.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let progress: [Double]
    let starting: (GridPerfCore.LayoutSubviews, ProposedSize) -> (Int) -> Size

    /// ``LayoutAnimation/start(subviews:proposal:)``: the layout before the change shown; the
    /// returned function plays frame `k` and answers its size.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func start(subviews: GridPerfCore.LayoutSubviews, proposal: ProposedSize) -> (Int) -> Size {
        starting(subviews, proposal)
    }
}
