// A screen as an iOS project writes one, compiled unchanged by `--source`: Combine's
// ObservableObject and @Published, @StateObject, @State, @Environment, an @Observable model, a
// fileprivate layout used through a wrapper view, a PreviewProvider and a #Preview.
//
//   gridperf layout --source Examples/ViewFiles/TagScreen.swift --source Examples/ViewFiles/Geometry.swift \
//       --view 'TagScreen()' --format text

import Combine
import CoreGraphics
import Observation
import SwiftUI

final class TagStore: ObservableObject {
    @Published var tags = ["swift", "layout", "grid", "performance", "linux"]
}

@Observable
final class Selection {
    var index = 0
}

struct TagScreen: View {
    @StateObject private var store = TagStore()
    @State private var selection = Selection()
    @State private var showsAll = true
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tags")
                .font(.headline)
            TagCloud(spacing: spacing(for: sizeClass)) {
                ForEach(store.tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(Capsule().fill(.blue.opacity(0.2)))
                        .onTapGesture { selection.index = 1 }
                }
            }
            if showsAll {
                Spacer(minLength: 0)
            }
        }
        .padding()
    }

    private func spacing(for sizeClass: UserInterfaceSizeClass?) -> CGFloat {
        sizeClass == .regular ? 12 : 8
    }
}

/// The wrapper view of a layout library: the layout itself stays private to this file.
struct TagCloud<Content: View>: View {
    var spacing: CGFloat
    @ViewBuilder var content: Content

    var body: some View {
        ChipFlow(spacing: spacing) { content }
    }
}

/// Rows of chips, each proposed the container's width (as public flow layouts do).
fileprivate struct ChipFlow: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews)
        return CGSize(width: rows.width, height: rows.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(width: bounds.width, subviews)
        for (subview, origin) in zip(subviews, rows.origins) {
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> (origins: [CGPoint], width: CGFloat, height: CGFloat)
    {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
            if x > 0, x + size.width > width {
                y += row + spacing
                x = 0
                row = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = atLeast(widest, x + size.width)
            x += size.width + spacing
            row = atLeast(row, size.height)
        }
        return (origins, widest, y + row)
    }
}

struct TagScreen_Previews: PreviewProvider {
    static var previews: some View {
        TagScreen()
    }
}

#Preview("Tags") {
    TagScreen()
}
