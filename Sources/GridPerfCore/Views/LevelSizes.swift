/// The sizes each view of a ``SubviewStorage`` answered, level by level, at its last measurement:
/// for a view of at most ``levels`` modifiers over a leaf, the size of its content with its `k`
/// innermost modifiers (`k` in `0..<modifiers`), in one contiguous buffer, ``levels`` sizes a view
/// in the order of the storage's ``SubviewStorage/viewSlots``.
///
/// A parent measures a view at the proposal it then places it with (``StoredItem``), and placing
/// a view of modifiers needs each level's size (where each modifier puts its child): with them
/// remembered, placing it does not measure its levels and its content again, half of a chip's
/// first layout (docs/PERFORMANCE.md#levels-remembered). The node says whether its sizes here are
/// current (``ViewNode``'s `levelsRemembered`); the buffer only holds them.
///
/// Allocated at the first view that remembers its levels, for every view of the storage then
/// (one allocation a storage, not one a view), and grown by doubling when a view added later
/// remembers its. A raw buffer of trivial values: no reference counting, no uniqueness check.
struct LevelSizes {
    /// The most modifiers a view may have for its levels to be remembered.
    static let levels = 4

    // 16 bytes in all, so that a storage stays in its 160-byte allocation class.
    private var base: UnsafeMutablePointer<Size>?
    private var capacity = 0

    /// View `j`'s sizes as last stored: `[k]` its size with its `k` innermost modifiers (`k` below
    /// the count it stored). `j` must be a view that stored its sizes (unchecked: the node asks only
    /// after storing), and the pointer is read before the storage changes. O(1).
    @inline(__always)
    func sizes(view j: Int) -> UnsafePointer<Size> { UnsafePointer(base.unsafelyUnwrapped + j &* Self.levels) }

    /// Stores view `j`'s sizes `sizes[0..<count]` (`count` at most ``levels``), making room for
    /// `views` views (at least `j + 1`) first. O(count); O(views) when the buffer grows.
    @inline(__always)
    mutating func store(view j: Int, views: Int, count: Int, _ sizes: (Int) -> Size) {
        if j >= capacity { grow(toHold: Swift.max(views, j + 1)) }
        let p = base.unsafelyUnwrapped + j &* Self.levels
        for k in 0..<count { p[k] = sizes(k) }
    }

    /// Makes room for `views` views, at least doubling, keeping what is stored. O(views).
    @inline(never)
    private mutating func grow(toHold views: Int) {
        let newCapacity = Swift.max(views, capacity * 2)
        precondition(newCapacity <= Int.max / Self.levels, "too many views")
        let grown = UnsafeMutablePointer<Size>.allocate(capacity: newCapacity * Self.levels)
        // Trivial values: what is stored is copied, the rest left unwritten (a view's sizes are
        // read only after it stored them).
        if let base {
            grown.moveInitialize(from: base, count: capacity * Self.levels)
            base.deallocate()
        }
        base = grown
        capacity = newCapacity
    }

    /// Frees the buffer (the sizes are trivial). O(1).
    func deallocate() { base?.deallocate() }
}
