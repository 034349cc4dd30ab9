import SwiftUI

/// Subviews on a circle, turned by `rotation` degrees: a `Layout` whose animatable data is its
/// rotation, so that SwiftUI, animating a change of `rotation`, sets the interpolated value and
/// asks the layout again at every frame (swiftui-lab's `WheelLayout`, "The SwiftUI Layout
/// Protocol – Part 2"). Each frame places each subview once: O(1) a subview.
///
///     gridperf run --source Examples/Animations/Radial.swift --layout Radial \
///       --init 'Radial(rotation: 0)' --animate-to 'Radial(rotation: 90)' \
///       --animation '.linear(duration: 0.35)' --items 100,1000,10000
struct Radial: Layout {
    var rotation: Double = 0

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    /// A square as wide as proposed (300 points when nothing is proposed).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = proposal.width ?? proposal.height ?? 300
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        let turn = rotation * Double.pi / 180
        for (index, subview) in subviews.enumerated() {
            let angle = turn + Double(index) * step
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

/// The same wheel, written so that a frame costs more than its placements: it orders its
/// subviews by how far down the wheel each one is (to draw the lower ones in front) — a sort
/// of every subview, O(n log n), at every frame of an animation. Same frames as ``Radial``.
struct SortedRadial: Layout {
    var rotation: Double = 0

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = proposal.width ?? proposal.height ?? 300
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        let turn = rotation * Double.pi / 180
        let order = subviews.indices.sorted { sin(turn + Double($0) * step) < sin(turn + Double($1) * step) }
        for index in order {
            let angle = turn + Double(index) * step
            subviews[index].place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}
