import Foundation
import GridPerfCore
import SwiftUI
import Testing

/// An animated change, frame by frame (`Animation.frames(fps:)`, ``LayoutAnimation``): every
/// expected count worked by hand in the test's comment.
@Suite struct AnimationFramesTests {
    /// A 0.35 s linear animation: frame k at k / fps seconds, the last the first at or after
    /// 0.35 s — 0.35 × 60 = 21 frames, 0.35 × 120 = 42. Frame 1 at 60 fps is 1/60 s in:
    /// (1/60) / 0.35 = 0.047619 of the way.
    @Test func aLinearAnimationsFramesAt60And120fps() throws {
        let at60 = try Animation.linear(duration: 0.35).frames(fps: 60)
        #expect(at60.count == 21)
        #expect(abs(at60[0] - 0.047619) < 1e-6)
        #expect(at60.last == 1)
        #expect(try Animation.linear(duration: 0.35).frames(fps: 120).count == 42)
        // A delay of 0.1 s adds 6 frames at 60 fps, the first six at progress 0.
        let delayed = try Animation.linear(duration: 0.35).delay(0.1).frames(fps: 60)
        #expect(delayed.count == 27)
        #expect(delayed.prefix(6).allSatisfy { $0 == 0 })
        // Twice the speed halves the frames: 0.175 s × 60 = 10.5, so 11.
        #expect(try Animation.linear(duration: 0.35).speed(2).frames(fps: 60).count == 11)
    }

    /// Ease-in-out is symmetric about its middle: at half its duration it is half way. Ease-in
    /// (0.42, 0, 1, 1) starts slower than linear: at a quarter of the time it is below a quarter.
    @Test func timingCurvesFollowTheirControlPoints() {
        let easeInOut = Animation.easeInOut(duration: 1)
        #expect(abs(easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(Animation.easeIn(duration: 1).progress(at: 0.25) < 0.25)
        #expect(abs(Animation.linear(duration: 1).progress(at: 0.25) - 0.25) < 1e-9)
    }

    /// `spring(duration: 0.5, bounce: 0)` settles in 0.734772 s (AnimationTests): at 60 fps,
    /// 0.734772 × 60 = 44.09, so 45 frames; at 120 fps 88.17, so 89.
    @Test func aSpringsFramesLastUntilItSettles() throws {
        #expect(try Animation.spring(duration: 0.5, bounce: 0).frames(fps: 60).count == 45)
        #expect(try Animation.spring(duration: 0.5, bounce: 0).frames(fps: 120).count == 89)
    }

    /// An animation that never ends is refused with a line that says so, not played for ever.
    @Test func anEndlessAnimationIsRefused() {
        #expect(throws: GridPerfError.self) { try Animation.linear.repeatForever().frames(fps: 60) }
        #expect(throws: GridPerfError.self) { try Animation.spring(duration: 0.5, bounce: 1).frames(fps: 60) }
        #expect(throws: GridPerfError.self) { try Animation.linear.frames(fps: 0) }
    }

    /// A radial layout whose rotation is its animatable data, as swiftui-lab's `WheelLayout`.
    struct Radial: SwiftUI.Layout {
        var rotation: Double
        var radius: Double = 100
        var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 2 * radius, height: 2 * radius)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                let angle = (rotation + 360 * Double(i) / Double(subviews.count)) * .pi / 180
                // A wheel reads each size (to keep its subviews inside the radius, say).
                _ = subview.sizeThatFits(.unspecified)
                subview.place(
                    at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                    anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Rotating 8 subviews by 90° over a 0.35 s linear animation at 60 fps: 21 frames, and in
    /// each one `placeSubviews` asks each subview its size once and places it once (a placement
    /// sizes the subview for the proposal it is given: a second measure call) — 16 measure calls
    /// and 8 placements a frame. The subviews did not change: their sizes were measured when the
    /// layout before the change was shown (8 misses then), so every frame's calls hit the cache.
    /// Frame 1's rotation is 90 × 1/21 = 4.285714°; the last frame places subview 0 at 90°:
    /// straight below the centre (100, 100), at (100, 200), its 20 × 10 frame centred there.
    @Test func aRadialRotationPlacesEverySubviewOnceAFrame() throws {
        let storage = SubviewStorage(Array(repeating: ItemModel.size(width: 20, height: 10), count: 8))
        let animation = try LayoutAnimation(
            from: Radial(rotation: 0), to: Radial(rotation: 90), animation: .linear(duration: 0.35), fps: 60)
        #expect(abs(animation.layout(atFrame: 0).rotation - 4.285714) < 1e-6)
        var perFrame: [LayoutCounters] = []
        var last = LayoutCounters()
        try animation.play(
            subviews: storage.subviews, proposal: ProposedSize(width: nil, height: nil),
            started: {
                #expect(storage.counters.measureCacheMisses == 8)
                last = storage.counters
            }
        ) { _, size in
            #expect(size == Size(width: 200, height: 200))
            perFrame.append(storage.counters - last)
            last = storage.counters
        }
        #expect(perFrame.count == 21)
        #expect(perFrame.allSatisfy { $0.measureCalls == 16 && $0.placeCalls == 8 && $0.measureCacheMisses == 0 })
        let first = try #require(storage.frames.first)
        #expect(abs(first.origin.x - 90) < 1e-9 && abs(first.origin.y - 195) < 1e-9)
    }

    /// An `AnyLayout` switch from a row to a column (spacing 0) of two 10 × 10 subviews has no
    /// animatable data: the column is laid out once, on the first frame (two placements), and
    /// every frame after moves the frames without laying anything out (no measure call, no
    /// placement). Subview 1 goes from (10, 0) to (0, 10): at frame 0 (progress 1/21) it is at
    /// (10 − 10/21, 10/21) = (9.523810, 0.476190); the container goes from 20 × 10 to 10 × 20.
    @Test func anAnyLayoutSwitchInterpolatesTheGeometryBetweenTwoLayouts() throws {
        let storage = SubviewStorage(Array(repeating: ItemModel.size(width: 10, height: 10), count: 2))
        let animation = try LayoutAnimation(
            from: AnyLayout(HStackLayout(spacing: 0)), to: AnyLayout(VStackLayout(spacing: 0)),
            animation: .linear(duration: 0.35), fps: 60)
        #expect(animation.interpolatesGeometry)
        var perFrame: [LayoutCounters] = []
        var sizes: [Size] = []
        var firstFrame: Rect?
        var last = LayoutCounters()
        try animation.play(
            subviews: storage.subviews, proposal: ProposedSize(width: nil, height: nil),
            started: {
                #expect(storage.frames[1] == Rect(x: 10, y: 0, width: 10, height: 10))
                last = storage.counters
            }
        ) { k, size in
            perFrame.append(storage.counters - last)
            last = storage.counters
            sizes.append(size)
            if k == 0 { firstFrame = storage.frames[1] }
        }
        #expect(perFrame.count == 21)
        #expect(perFrame[0].placeCalls == 2)
        #expect(perFrame.dropFirst().allSatisfy { $0.measureCalls == 0 && $0.placeCalls == 0 })
        let first = try #require(firstFrame)
        #expect(abs(first.minX - 9.523810) < 1e-6 && abs(first.minY - 0.476190) < 1e-6)
        #expect(storage.frames[1] == Rect(x: 0, y: 10, width: 10, height: 10))
        #expect(sizes.first.map { abs($0.width - (20 - 10.0 / 21)) < 1e-9 } == true)
        #expect(sizes.last == Size(width: 10, height: 20))
    }
}
