import SwiftUI

/// Where a subview sits on the circle: subviews are ordered by rank, lowest first at the top.
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// Subviews on a circle that fits the proposal, in rank order clockwise from the top, each
/// centred on its point and offered its ideal size.
struct RadialLayout: Layout {
    var startAngle: Angle = .degrees(-90)

    /// The proposal, where it is finite; 200 points where it is unspecified or infinite (a circle
    /// in a scroll view must not be infinite).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func finite(_ length: CGFloat?) -> CGFloat { length.flatMap { $0.isFinite ? $0 : nil } ?? 200 }
        return CGSize(width: finite(proposal.width), height: finite(proposal.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count))
        let order = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        for (position, index) in order.enumerated() {
            let angle = startAngle + step * Double(position)
            var point = CGPoint(x: radius, y: 0).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            point.x += bounds.midX
            point.y += bounds.midY
            subviews[index].place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
