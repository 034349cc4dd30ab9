/// What a stack computed for its last proposal, kept between passes (SwiftUI's stacks cache
/// the same): each subview's offer and size, and the stack's size. The arrays keep their
/// capacity across passes, so a pass allocates nothing once they have grown.
public struct StackCache {
    /// The proposal `sizes` answer; `nil` when they are stale.
    var proposal: ProposedViewSize?
    var size: CGSize = .zero
    /// What each subview was offered along the stack's axis (`nil`: unspecified).
    var offers: [CGFloat?] = []
    /// The size each subview chose for its offer.
    var sizes: [CGSize] = []
    /// Each subview's alignment guide across the axis, in its own coordinates.
    var guides: [CGFloat] = []
    /// The spacing after each subview (the last: 0).
    var gaps: [CGFloat] = []
    /// The largest guide: where the stack's alignment line sits.
    var line: CGFloat = 0
    // Scratch for the offer order.
    var minima: [CGFloat] = []
    var flexibility: [CGFloat] = []
    var priorities: [Double] = []
    var order: [Int] = []

    init() {}

    mutating func invalidate() { proposal = nil }
}
