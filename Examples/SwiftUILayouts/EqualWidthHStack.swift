import SwiftUI

/// Every subview as wide as the widest one's ideal width, in a row: the classic custom layout of
/// Apple's "Composing custom layouts with SwiftUI", with its measurements kept in a cache.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat? = nil

    struct CacheData {
        var maxSize: CGSize
        var spacing: [CGFloat]
        var totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        return CacheData(maxSize: maxSize, spacing: spacing, totalSpacing: spacing.reduce(0, +))
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.maxSize = maxSize(subviews: subviews)
        cache.spacing = spacing(subviews: subviews)
        cache.totalSpacing = cache.spacing.reduce(0, +)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + cache.totalSpacing,
            height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}
