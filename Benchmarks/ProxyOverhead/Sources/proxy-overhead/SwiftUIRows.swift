import SwiftUI

/// ``NativeRows`` line for line, written against SwiftUI's `Layout`.
struct SwiftUIRows: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + 8 + size.width > maxWidth {
                y += line + 8
                x = 0
                line = 0
            } else if x > 0 {
                x += 8
            }
            x += size.width
            line = max(line, size.height)
            width = max(width, x)
        }
        return CGSize(width: width, height: y + line)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let minX = bounds.minX, maxX = bounds.maxX
        var x = minX, y = bounds.minY, line: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > minX && x + 8 + size.width > maxX {
                y += line + 8
                x = minX
                line = 0
            } else if x > minX {
                x += 8
            }
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            x += size.width
            line = max(line, size.height)
        }
    }
}
