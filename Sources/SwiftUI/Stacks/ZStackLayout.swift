/// SwiftUI's `ZStackLayout`: every subview offered the stack's proposal, overlaid so that their
/// `alignment` guides coincide; the stack's size is what the aligned subviews cover.
///
/// - Complexity: O(n), one measure call per subview to size, none more to place (the same
///   proposal is answered from the measurement cache).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = guideLines(proposal: proposal, subviews: subviews)
        return CGSize(width: lines.left + lines.right, height: lines.above + lines.below)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let lines = guideLines(proposal: proposal, subviews: subviews)
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            subview.place(at: CGPoint(x: bounds.minX + lines.left - d[alignment.horizontal],
                                      y: bounds.minY + lines.above - d[alignment.vertical]),
                          proposal: proposal)
        }
    }

    /// The extents on either side of the shared guides.
    private func guideLines(proposal: ProposedViewSize, subviews: Subviews)
        -> (left: CGFloat, right: CGFloat, above: CGFloat, below: CGFloat) {
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
        var first = true
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            if first {
                (left, right, above, below) = (gx, d.width - gx, gy, d.height - gy)
                first = false
            } else {
                left = Swift.max(left, gx)
                right = Swift.max(right, d.width - gx)
                above = Swift.max(above, gy)
                below = Swift.max(below, d.height - gy)
            }
        }
        return (left, right, above, below)
    }
}
