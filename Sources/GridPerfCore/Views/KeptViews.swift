/// Where a ``SubviewStorage`` last placed each of its views, and whether the view kept that
/// placement (``ViewNode/keepsPlacement``): one record a view, in the order of the storage's
/// ``SubviewStorage/viewSlots``, in one contiguous buffer.
///
/// With them a storage places its views again without reading a node that keeps its placement
/// (``SubviewStorage/placeViews()``): at 10⁵ poster cards a pass read three objects a card — the
/// node, its container and its storage — from memory, 79% of the pass (docs/PERFORMANCE.md#kept-views).
/// A record stays true only while nothing the node's kept placement depends on changes: the node
/// clears its own (``ViewNode/placementChanged()``) when it is measured, placed afresh or forgets
/// its placement, when its container forgets its answers or placement, and when its container's
/// storage changes.
///
/// Kept only by a storage of more than ``minimumViews`` views (from its first placement of them):
/// under it, reading each node costs little, and a card's or a row's records would be 200 bytes
/// more an item for nothing (docs/PERFORMANCE.md#kept-views). Until then the storage has no
/// records, keeps none up to date, and places each view.
///
/// A raw buffer, not an array: a node clears its record while its storage's loop is placing it,
/// and an array's `withUnsafeMutableBufferPointer` would have lent its buffer out (and left the
/// array empty) meanwhile.
struct KeptViews {
    /// One view's record.
    struct Record {
        /// Where the storage placed the view.
        var frame: Rect
        /// Whether placing the view there again keeps every frame of its subtree.
        var isKept: Bool

        static let forgotten = Record(frame: .zero, isKept: false)

        /// Whether a view placed in `frame` keeps its frames and its subtree's. O(1).
        @inline(__always)
        func holds(_ frame: Rect) -> Bool { isKept && self.frame.isIdentical(to: frame) }
    }

    /// Storages of at most this many views keep no records.
    static let minimumViews = 8

    // 16 bytes in all, so that a storage stays in its allocation size class (a storage holds
    // fewer than 2³¹ views: ``ViewTreeContext/maximumNodes``).
    private var base: UnsafeMutablePointer<Record>?
    private var storedCount: Int32 = 0
    private var capacity: Int32 = 0

    /// How many records: the storage's views, or 0 while none are kept.
    var count: Int { Int(storedCount) }

    /// Whether records are kept (``activate(count:)``).
    var isActive: Bool { base != nil }

    /// Starts keeping records, `count` of them, all forgotten. O(count).
    mutating func activate(count: Int) {
        precondition(base == nil && count >= 0, "records kept already")
        reserve(count)
        base.unsafelyUnwrapped.initialize(repeating: .forgotten, count: count)
        storedCount = Int32(count)
    }

    /// Record `j`. `j` must be in `0..<count` (unchecked: the storage's loop indexes its own views).
    @inline(__always)
    subscript(j: Int) -> Record { base.unsafelyUnwrapped[j] }

    /// Sets record `j`, if there is one. O(1).
    @inline(__always)
    func set(_ j: Int, _ record: Record) {
        if j >= 0 && j < count { base.unsafelyUnwrapped[j] = record }
    }

    /// Forgets record `j`, if there is one (a node that left its storage has no record). O(1).
    @inline(__always)
    func forget(_ j: Int) {
        if j >= 0 && j < count { base.unsafelyUnwrapped[j] = .forgotten }
    }

    /// Forgets every record. O(count).
    func forgetAll() {
        base?.update(repeating: .forgotten, count: count)
    }

    /// Inserts a forgotten record at `j` (the records from `j` on move up one), growing the
    /// buffer geometrically; nothing while no records are kept. Amortised O(count − j).
    mutating func insert(at j: Int) {
        guard isActive else { return }
        precondition(j >= 0 && j <= count, "record index out of range")
        reserve(count + 1)
        let p = base.unsafelyUnwrapped
        (p + j + 1).moveInitialize(from: p + j, count: count - j)
        (p + j).initialize(to: .forgotten)
        storedCount += 1
    }

    /// Removes record `j` (the records after it move down one); nothing while no records are
    /// kept. O(count − j).
    mutating func remove(at j: Int) {
        guard isActive else { return }
        precondition(j >= 0 && j < count, "record index out of range")
        let p = base.unsafelyUnwrapped
        (p + j).deinitialize(count: 1)
        (p + j).moveInitialize(from: p + j + 1, count: count - j - 1)
        storedCount -= 1
    }

    /// Makes room for `needed` records, doubling the capacity. Amortised O(1) a record.
    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let newCapacity = Swift.max(needed, Int(capacity) * 2, 1)
        let grown = UnsafeMutablePointer<Record>.allocate(capacity: newCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = Int32(newCapacity)
    }

    /// Frees the buffer (the records are trivial). O(1).
    func deallocate() { base?.deallocate() }
}
