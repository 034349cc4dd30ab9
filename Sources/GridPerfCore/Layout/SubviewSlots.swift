/// A storage's subviews for gridperf's own layers: ``LayoutSubviews`` without its reference to the
/// storage, so that making one retains nothing and dropping one releases nothing.
///
/// Valid only while its storage lives and keeps its slots: made by the code that holds the storage
/// (a container placing its own subviews) for the length of one call, never kept. Package-only for
/// that reason: a layout (a plugin, a `--source` type) gets ``LayoutSubviews``, which keeps its
/// storage alive. Why: a container's `HStack` of three texts made its subviews twice a pass, a
/// retain and a release each (docs/PERFORMANCE.md#storage-calls).
@usableFromInline
package struct SubviewSlots {
    @usableFromInline let buffers: SubviewBuffers
    @usableFromInline let cacheEnabled: Bool
    /// The first slot's index.
    @usableFromInline package let startIndex: Int
    /// One past the last slot's index.
    @usableFromInline package let endIndex: Int

    @inlinable
    init(buffers: SubviewBuffers, cacheEnabled: Bool, range: Range<Int>) {
        self.buffers = buffers
        self.cacheEnabled = cacheEnabled
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// How many slots. O(1).
    @inlinable package var count: Int { endIndex &- startIndex }

    /// The proxy of slot `position`, unchecked (``LayoutSubviews/subscript(unchecked:)``'s rule:
    /// an index outside `startIndex..<endIndex` is undefined behaviour). O(1).
    @inlinable
    package subscript(unchecked position: Int) -> LayoutSubview {
        LayoutSubview(buffers: buffers, cacheEnabled: cacheEnabled, index: position)
    }

    /// ``LayoutSubviews/tallying(_:)``: the counts of `body`'s `tally:` calls added to the
    /// storage's counters once. O(1) besides `body`.
    @inlinable @inline(__always)
    package func tallying<R>(_ body: (inout LayoutCounters) throws -> R) rethrows -> R {
        var tally = LayoutCounters()
        defer { buffers.counters.pointee += tally }
        return try body(&tally)
    }
}

extension LayoutSubviews {
    /// These subviews' slots, without the reference to their storage (valid while this value is). O(1).
    @inlinable package var slots: SubviewSlots {
        SubviewSlots(buffers: buffers, cacheEnabled: cacheEnabled, range: startIndex..<endIndex)
    }

    /// ``slots``, if no subview of the storage states a layout priority or an explicit alignment
    /// guide, nor (when `readingSpacing`) a spacing preference
    /// (``SubviewStorage/statesNoPriorityOrGuide(readingSpacing:)``); else `nil`. O(1).
    package func slots(statingNoPriorityOrGuide readingSpacing: Bool) -> SubviewSlots? {
        storage.statesNoPriorityOrGuide(readingSpacing: readingSpacing) ? slots : nil
    }
}

extension SubviewStorage {
    /// All of the storage's slots (``SubviewSlots``: valid while the storage is, unchanged). O(1).
    /// Not inlined: read from another module, the storage's fields were each checked for exclusive
    /// access at run time (their `@exclusivity(unchecked)` holds in this module's code only).
    package var slots: SubviewSlots {
        SubviewSlots(buffers: buffers, cacheEnabled: measurementCacheEnabled, range: 0..<count)
    }

    /// ``slots``, if ``statesNoPriorityOrGuide(readingSpacing:)``; else `nil`. One call, for a layer
    /// in another module (docs/PERFORMANCE.md#storage-calls). O(1).
    package func slots(statingNoPriorityOrGuide readingSpacing: Bool) -> SubviewSlots? {
        statesNoPriorityOrGuide(readingSpacing: readingSpacing) ? slots : nil
    }

    /// Whether no subview states a layout priority or an explicit alignment guide, nor (when
    /// `readingSpacing`) a spacing preference (``SubviewAttributes/statesNoPriorityOrGuide(readingSpacing:)``):
    /// the storage's slots read as a plain stack's. O(1).
    @inline(__always)
    package func statesNoPriorityOrGuide(readingSpacing: Bool) -> Bool {
        attributes?.attributes.statesNoPriorityOrGuide(readingSpacing: readingSpacing) ?? true
    }
}
