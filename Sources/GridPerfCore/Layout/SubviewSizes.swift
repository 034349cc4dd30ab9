/// The sizes a run of subviews chose for one proposal, read straight from their measurement
/// cache: what ``LayoutSubviews/sizesThatFit(_:tally:)`` returns, for a layout that asks every
/// subview the same question (a flow's ideal sizes, a waterfall's column width) and then places
/// each at the size it answered.
///
/// Valid while the layout call that received the subviews runs, as a ``LayoutSubview`` is.
/// Element `k` is subview `startIndex + k` of the ``LayoutSubviews`` it came from.
public struct SubviewSizes {
    @usableFromInline let sizes: UnsafePointer<Size>
    @usableFromInline let frames: UnsafeMutablePointer<Rect>
    /// How many subviews: the ``LayoutSubviews``' count.
    public let count: Int

    @inlinable
    init(buffers: SubviewBuffers, start: Int, count: Int) {
        sizes = UnsafePointer(buffers.values + start)
        frames = buffers.frames + start
        self.count = count
    }

    /// The size subview `startIndex + k` chose. `k` must be in `0..<count` (unchecked, as
    /// ``LayoutSubviews/subscript(unchecked:)``). O(1).
    @inlinable @inline(__always)
    public subscript(k: Int) -> Size { sizes[k] }

    /// Places subview `startIndex + k` where `position` puts it, at the size it chose: what
    /// ``LayoutSubview/place(proposal:tally:missOutOfLine:at:)`` does for the proposal these sizes
    /// answer, counted as one place call (its measure call and cache hit were counted by
    /// ``LayoutSubviews/sizesThatFit(_:tally:)``: take the sizes once a placing loop, and place
    /// each subview once). Returns that size. O(1) plus `position`.
    @inlinable @inline(__always) @discardableResult
    public func place(_ k: Int, tally: inout LayoutCounters, at position: (Size) -> Point) -> Size {
        let size = sizes[k]
        tally.placeCalls &+= 1
        let p = position(size)
        frames[k] = Rect(x: p.x, y: p.y, width: size.width, height: size.height)
        return size
    }
}
