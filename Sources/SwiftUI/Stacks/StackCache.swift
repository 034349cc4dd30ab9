/// What a stack computed for its last proposal, kept between passes (SwiftUI's stacks cache
/// the same). Small per subview (docs/PERFORMANCE.md#memory-per-item: at most 100 bytes an item for a full pass, the
/// storage's 88 included): what placing cannot find again from the size it is given — each
/// subview's offer along the axis when the extent was specified, and its gap when the gaps
/// differ. Sizes and guides are found again while placing, from the size `place`
/// returns. The arrays keep their capacity across passes, so a pass allocates nothing once they
/// have grown.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct StackCache {
    /// The proposal the cache answers; `nil` when stale.
    var proposal: ProposedViewSize?
    /// The subview count it answers for.
    var count = -1
    var size: CGSize = .zero
    /// What each subview was offered along the stack's axis; empty when the extent was
    /// unspecified (every offer unspecified). A small stack's in the cache itself.
    var offers = StackOffers()
    /// The spacing after each subview (the last: 0); empty when every gap is `gap`.
    var gaps: [CGFloat] = []
    var gap: CGFloat = 0
    /// The largest guide: where the stack's alignment line sits.
    var line: CGFloat = 0
    // Scratch for the offer order. `flexibility` holds, once sorted by, each subview's size
    // along the axis; `minima` and `priorities` only when the priorities differ.
    var minima: [CGFloat] = []
    var flexibility: [CGFloat] = []
    var priorities: [Double] = []
    var order: [Int] = []

    /// The most subviews whose offer scratch lives on the stack instead of in the cache
    /// (``StackEngine``): 32 subviews take 768 bytes of it, under the 1,024 bytes up to which
    /// `withUnsafeTemporaryAllocation` stays off the heap (docs/PERFORMANCE.md#stack-scratch).
    static let scratchOnStack = 32

    init() {}

    mutating func invalidate() { proposal = nil }

    /// Whether the cache holds the stack's size for the proposal `width` × `height` over `n`
    /// subviews: ``proposal`` compared inline (through `ProposedViewSize`'s `==` it was a call,
    /// about 20 instructions a stack's measurement and again at its placing;
    /// docs/PERFORMANCE.md#plain-stacks). O(1).
    @inline(__always)
    func answers(width: CGFloat?, height: CGFloat?, count n: Int) -> Bool {
        guard count == n, let last = proposal else { return false }
        return Self.same(last.width, width) && Self.same(last.height, height)
    }

    /// `a == b` for two optional lengths, inline. O(1).
    @inline(__always)
    private static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a == b
        default: false
        }
    }
}
