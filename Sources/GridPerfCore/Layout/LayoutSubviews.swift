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
    /// (``LayoutSubview/sizeThatFits(_:tally:)``, `LayoutSubview.place(proposal:tally:at:)`),
    /// then adds it to the shared counters: the same counts, written once instead of per call.
    /// O(1) besides `body`.
    @inlinable @inline(__always)
    public func tallying<R>(_ body: (inout LayoutCounters) throws -> R) rethrows -> R {
        var tally = LayoutCounters()
        defer { buffers.counters.pointee += tally }
        return try body(&tally)
    }

    /// The size every one of these subviews chooses for `proposal`: one measure call each,
    /// counted into `tally` as ``LayoutSubview/sizeThatFits(_:tally:)`` counts it; `nil` when the
    /// measurement cache is off (ask each subview instead). As ``sizesThatFit(period:_:tally:)``
    /// with one proposal. O(1) when they all hold it, O(n) otherwise.
    @inlinable @inline(__always)
    public func sizesThatFit(_ proposal: ProposedSize, tally: inout LayoutCounters) -> SubviewSizes? {
        sizesThatFit(period: 1, { _ in proposal }, tally: &tally)
    }

    /// The longest pattern ``sizesThatFit(period:_:tally:)`` remembers: with a longer one, every
    /// call asks each subview (O(n)), so a layout is better off asking them as it goes.
    @inlinable public static var rememberedPeriods: Int { MeasuredPattern.maxPeriod }

    /// The size each of these subviews chooses for the proposal a repeating pattern gives it:
    /// subview `startIndex + k` is proposed `proposal(k % period)` (a grid's columns, `period`
    /// of them). One measure call each, counted into `tally` as
    /// ``LayoutSubview/sizeThatFits(_:tally:)`` counts it; `nil` when the measurement cache is off
    /// (ask each subview instead).
    ///
    /// The first call asks each subview (hits and misses as usual) and, when these are all the
    /// storage's subviews, remembers that every cache entry answers the pattern (a period up to
    /// `MeasuredPattern/maxPeriod`); a call with the same pattern while that holds (no entry
    /// written since) counts `count` calls and hits at once, without reading a key. O(period)
    /// then, O(n) otherwise.
    ///
    /// Why: a steady pass of a flow, a waterfall or a lazy grid asks every subview the same
    /// question twice (size, then place), and checking each key was a third to a half of the
    /// pass's instructions (docs/PERFORMANCE.md#uniform-sizes).
    @inlinable
    public func sizesThatFit(
        period: Int, _ proposal: (Int) -> ProposedSize, tally: inout LayoutCounters
    ) -> SubviewSizes? {
        precondition(period >= 1, "a pattern of proposals needs a period of at least 1")
        guard cacheEnabled else { return nil }
        let n = endIndex &- startIndex
        if startIndex == 0 && buffers.pattern.pointee.holds(period: period, proposal) {
            tally.measureCalls &+= n
            tally.measureCacheHits &+= n
        } else {
            var i = startIndex, k = 0
            while i < endIndex {
                _ = self[unchecked: i].sizeThatFits(proposal(k), tally: &tally, missOutOfLine: true)
                i &+= 1
                k &+= 1
                if k == period { k = 0 }
            }
            if startIndex == 0 && endIndex == storage.count { buffers.pattern.pointee.set(period: period, proposal) }
        }
        return SubviewSizes(buffers: buffers, start: startIndex, count: n)
    }

    /// What these subviews answer besides their size (see ``SubviewStorage/attributes``).
    public var attributes: SubviewAttributeTable? { storage.attributes }

    /// Counters accumulated so far on these subviews' storage.
    public var counters: LayoutCounters { buffers.counters.pointee }

    /// The storage's place calls so far (``LayoutCounters/placeCalls``), read alone: what a layout
    /// that checks its placements reads before and after its pass. O(1).
    @inlinable public var placeCalls: Int { buffers.counters.pointee.placeCalls }
}

extension LayoutSubviews {
    /// The frame subview `index` was last placed at. O(1).
    public func recordedFrame(at index: Int) -> Rect {
        precondition(index >= startIndex && index < endIndex, "subview index out of range")
        return buffers.frames[index]
    }

    /// Sets subview `index`'s frame without placing it: an animation's geometry between two
    /// layouts, which SwiftUI draws interpolated without laying anything out. No counter moves. O(1).
    public func setInterpolatedFrame(_ frame: Rect, at index: Int) {
        precondition(index >= startIndex && index < endIndex, "subview index out of range")
        buffers.frames[index] = frame
    }
}
