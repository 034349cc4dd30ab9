/// What a stack offered each subview along its axis at its last specified extent (``StackCache``):
/// up to ``inlineCapacity`` offers in the value itself, more in an array whose capacity stays across
/// passes.
///
/// Why: a small stack (a card, a row) is made fresh with its screen, and its first layout
/// allocated an array for three offers — about 370 instructions of a row of three texts' 4,700
/// (reserving, filling, freeing: docs/PERFORMANCE.md#stack-offers-inline). Kept inline, a fresh
/// stack's first layout allocates nothing for them.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
struct StackOffers {
    /// The most offers kept in the value: 8 × 8 bytes, beside the cache's other fields.
    static let inlineCapacity = 8

    /// How many offers it holds (0: the extent was unspecified, every offer unspecified).
    private(set) var count = 0
    private var small = InlineArray<8, CGFloat>(repeating: 0)
    private var large: [CGFloat] = []

    init() {}

    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// The offers kept in the value itself: the first ``count`` of them when ``count`` is at most
    /// ``inlineCapacity``.
    var inline: InlineArray<8, CGFloat> {
        @inline(__always) get { small }
    }

    /// Offer `i` (`0 ..< count`). O(1).
    subscript(i: Int) -> CGFloat {
        @inline(__always) get { count <= Self.inlineCapacity ? small[i] : large[i] }
    }

    /// Holds no offer (a large stack's array keeps its capacity). O(1).
    @inline(__always)
    mutating func removeAll() {
        if count == 0 { return }
        if count > Self.inlineCapacity { large.removeAll(keepingCapacity: true) }
        count = 0
    }

    /// Holds `n` offers and calls `body` with them to write: what they hold before it is left
    /// from earlier offers (or 0), and `body` writes every one (``StackEngine``'s offer does). No
    /// allocation for `n ≤ inlineCapacity`, nor for a larger `n` once the array has grown. O(n).
    @inline(__always)
    mutating func withOffers<R>(count n: Int, _ body: (UnsafeMutableBufferPointer<CGFloat>) -> R) -> R {
        if n <= Self.inlineCapacity {
            if count > Self.inlineCapacity { large.removeAll(keepingCapacity: true) }
            count = n
            // The elements are the value's first bytes, contiguous (`InlineArray`'s layout).
            return withUnsafeMutablePointer(to: &small) {
                body(
                    UnsafeMutableBufferPointer(
                        start: UnsafeMutableRawPointer($0).assumingMemoryBound(to: CGFloat.self), count: n))
            }
        }
        if large.count != n {
            large.removeAll(keepingCapacity: true)
            large.reserveCapacity(n)
            large.append(contentsOf: repeatElement(0, count: n))
        }
        count = n
        return large.withUnsafeMutableBufferPointer { body($0) }
    }
}
