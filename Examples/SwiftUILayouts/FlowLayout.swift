import SwiftUI

/// A flow layout as an iOS engineer writes one: subviews at their ideal size, left to right,
/// wrapping to a new line when the next one does not fit; gaps from the subviews' own spacing
/// preferences unless `spacing` is given.
struct FlowLayout: Layout {
    var spacing: CGFloat? = nil
    var lineSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0, width: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let gap = index == subviews.startIndex ? 0 : gapBefore(index, subviews)
            if x > 0 && x + gap + size.width > maxWidth {
                y += lineHeight + lineSpacing
                x = 0
                lineHeight = 0
            } else {
                x += gap
            }
            x += size.width
            lineHeight = max(lineHeight, size.height)
            width = max(width, x)
        }
        return CGSize(width: width, height: y + lineHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let gap = index == subviews.startIndex ? 0 : gapBefore(index, subviews)
            if x > bounds.minX && x + gap + size.width > bounds.maxX {
                y += lineHeight + lineSpacing
                x = bounds.minX
                lineHeight = 0
            } else if x > bounds.minX {
                x += gap
            }
            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            x += size.width
            lineHeight = max(lineHeight, size.height)
        }
    }

    private func gapBefore(_ index: Int, _ subviews: Subviews) -> CGFloat {
        spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
    }
}
