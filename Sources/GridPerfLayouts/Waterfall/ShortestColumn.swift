import GridPerfCore

import HeapModule

/// Finds the column a waterfall places its next item in: the one whose next free offset is
/// smallest, the leftmost on a tie.
public protocol ShortestColumnPicker {
    /// Starts with `columns` empty columns (every next offset 0).
    init(columns: Int)
    /// Starts over with `columns` empty columns, reusing the storage (no allocation when the
    /// column count did not grow).
    mutating func reset(columns: Int)
    /// The shortest column and its next free offset.
    func shortest() -> (column: Int, offset: Double)
    /// Sets the shortest column's next free offset (it only ever grows).
    mutating func advanceShortest(to offset: Double)
}

/// A linear scan over the column offsets: O(c) per item, no indirection; the faster choice
/// for few columns.
public struct LinearShortestColumn: ShortestColumnPicker {
    @usableFromInline var offsets: [Double]
    @usableFromInline var current = 0

    public init(columns: Int) {
        offsets = Array(repeating: 0, count: columns)
    }

    public mutating func reset(columns: Int) {
        current = 0
        if offsets.count == columns {
            offsets.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            offsets.removeAll(keepingCapacity: true)
            offsets.append(contentsOf: repeatElement(0, count: columns))
        }
    }

    @inlinable
    public func shortest() -> (column: Int, offset: Double) { (current, offsets[current]) }

    @inlinable
    public mutating func advanceShortest(to offset: Double) {
        offsets[current] = offset
        offsets.withUnsafeBufferPointer { o in
            var best = 0
            var bestOffset = o[0]
            for c in 1..<o.count where o[c] < bestOffset {
                best = c
                bestOffset = o[c]
            }
            current = best
        }
    }
}

/// A min-heap of (offset, column) from swift-collections: O(log c) per item; the faster
/// choice for many columns. Ties go to the smaller column index, as with the scan.
public struct HeapShortestColumn: ShortestColumnPicker {
    @usableFromInline struct Entry: Comparable {
        @usableFromInline var offset: Double
        @usableFromInline var column: Int
        @inlinable init(offset: Double, column: Int) { self.offset = offset; self.column = column }
        @inlinable static func < (a: Entry, b: Entry) -> Bool {
            a.offset < b.offset || (a.offset == b.offset && a.column < b.column)
        }
    }

    @usableFromInline var heap: Heap<Entry>

    public init(columns: Int) {
        heap = Heap((0..<columns).map { Entry(offset: 0, column: $0) })
    }

    public mutating func reset(columns: Int) {
        heap.removeAll(where: { _ in true })  // keeps the storage
        for c in 0..<columns { heap.insert(Entry(offset: 0, column: c)) }
    }

    @inlinable
    public func shortest() -> (column: Int, offset: Double) {
        let top = heap.min!
        return (top.column, top.offset)
    }

    @inlinable
    public mutating func advanceShortest(to offset: Double) {
        let column = heap.min!.column
        _ = heap.replaceMin(with: Entry(offset: offset, column: column))
    }
}
