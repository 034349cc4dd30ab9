/// The subviews a layout arranges, as SwiftUI's `LayoutSubviews`: a random-access collection
/// of ``LayoutSubview`` proxies. Slicing gives another `LayoutSubviews`.
///
/// Indexing is O(1) and allocation-free; the proxies point into the ``SubviewStorage``.
public struct LayoutSubviews: RandomAccessCollection {
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    @usableFromInline let storage: SubviewStorage
    @usableFromInline let buffers: SubviewBuffers
    @usableFromInline let cacheEnabled: Bool
    public let startIndex: Int
    public let endIndex: Int

    @usableFromInline
    init(storage: SubviewStorage, buffers: SubviewBuffers, cacheEnabled: Bool, range: Range<Int>) {
        self.storage = storage
        self.buffers = buffers
        self.cacheEnabled = cacheEnabled
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
    }

    @inlinable
    public subscript(position: Int) -> LayoutSubview {
        precondition(position >= startIndex && position < endIndex, "subview index out of range")
        return LayoutSubview(buffers: buffers, cacheEnabled: cacheEnabled, index: position)
    }

    /// The subview at `position`, without the bounds check: for a layout's inner loop whose
    /// indices come from tables it built for exactly these subviews (a lazy grid's lines), where
    /// the check is proven to pass. An index outside `startIndex..<endIndex` is undefined
    /// behaviour; everywhere else, use the checked subscript. O(1).
    @inlinable
    public subscript(unchecked position: Int) -> LayoutSubview {
        LayoutSubview(buffers: buffers, cacheEnabled: cacheEnabled, index: position)
    }

    @inlinable
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(
            bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
            "subview range out of bounds")
        return LayoutSubviews(storage: storage, buffers: buffers, cacheEnabled: cacheEnabled, range: bounds)
    }

    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    /// Records a hit of the layout's own cache in the shared counters.
    @inlinable
    public func recordLayoutCacheHit() { buffers.counters.pointee.layoutCacheHits &+= 1 }

    /// Records a miss of the layout's own cache in the shared counters.
    @inlinable
    public func recordLayoutCacheMiss() { buffers.counters.pointee.layoutCacheMisses &+= 1 }

    /// Calls `body` with an empty tally for the `tally:` variants of the proxies' calls
    /// (``LayoutSubview/sizeThatFits(_:tally:)``, ``LayoutSubview/place(proposal:tally:at:)``),
    /// then adds it to the shared counters: the same counts, written once instead of per call.
    /// O(1) besides `body`.
    @inlinable @inline(__always)
    public func tallying<R>(_ body: (inout LayoutCounters) throws -> R) rethrows -> R {
        var tally = LayoutCounters()
        defer { buffers.counters.pointee += tally }
        return try body(&tally)
    }

    /// What these subviews answer besides their size (see ``SubviewStorage/attributes``).
    public var attributes: SubviewAttributeTable? { storage.attributes }

    /// Counters accumulated so far on these subviews' storage.
    public var counters: LayoutCounters { buffers.counters.pointee }
}
