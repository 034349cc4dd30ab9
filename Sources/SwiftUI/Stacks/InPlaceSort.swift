/// Sorting the stacks' offer order without allocating: the standard library's sort allocates a
/// scratch buffer and a run stack, and copies through `memcpy`, whose instruction count depends
/// on where the allocator put the buffers, so a benchmark's exact instruction count moved by a
/// fraction between runs. An introsort (quicksort, insertion sort for short ranges, heapsort past
/// a depth limit) swaps in place: the same instructions every run, O(n log n) at worst.
package enum InPlaceSort {
    /// Sorts `values` by `less`, a strict total order (equal elements may end in any order).
    ///
    /// - Complexity: O(n log n) comparisons at worst, no allocation.
    package static func sort(_ values: inout [Int], by less: (Int, Int) -> Bool) {
        values.withUnsafeMutableBufferPointer { sort($0, by: less) }
    }

    /// ``sort(_:by:)`` over a buffer (a stack's scratch on the stack, ``StackEngine``).
    /// A range the introsort would insertion-sort at once (``insertionThreshold``) is sorted where
    /// the sort is called, the comparison inlined: a stack of a few subviews (a row of three) paid
    /// the introsort's call and a call of `less` per comparison, about 100 instructions to order
    /// three (docs/PERFORMANCE.md#stack-probes).
    @inline(__always)
    package static func sort(_ v: UnsafeMutableBufferPointer<Int>, by less: (Int, Int) -> Bool) {
        guard v.count > 1 else { return }
        if v.count <= insertionThreshold {
            insertionSort(v, 0, v.count, less)
            return
        }
        sortAtLength(v, by: less)
    }

    private static func sortAtLength(_ v: UnsafeMutableBufferPointer<Int>, by less: (Int, Int) -> Bool) {
        var depth = 0
        var n = v.count
        while n > 1 { depth += 2; n >>= 1 }
        introsort(v, 0, v.count, depth, less)
    }

    /// Exchanges `v[i]` and `v[j]`, always inlined: the standard library's `swapAt` is a call the
    /// optimiser inlines or not depending on the rest of the module (an unrelated change to the
    /// SwiftUI module once made it a call, +0.4% instructions for an `HStack` of 1,000 texts).
    @inline(__always)
    private static func swap(_ v: UnsafeMutableBufferPointer<Int>, _ i: Int, _ j: Int) {
        let t = v[i]
        v[i] = v[j]
        v[j] = t
    }

    /// Ranges this short are insertion-sorted.
    static let insertionThreshold = 16

    private static func introsort(
        _ v: UnsafeMutableBufferPointer<Int>, _ low: Int, _ high: Int, _ depth: Int,
        _ less: (Int, Int) -> Bool
    ) {
        var low = low, high = high, depth = depth
        while high - low > insertionThreshold {
            if depth == 0 {
                heapSort(v, low, high, less)
                return
            }
            depth -= 1
            // Median of three to the front, then Hoare's partition around it.
            let mid = low + (high - low) / 2
            if less(v[mid], v[low]) { swap(v, mid, low) }
            if less(v[high - 1], v[low]) { swap(v, high - 1, low) }
            if less(v[high - 1], v[mid]) { swap(v, high - 1, mid) }
            swap(v, low, mid)
            let pivot = v[low]
            var i = low, j = high
            while true {
                repeat { i += 1 } while i < high && less(v[i], pivot)
                repeat { j -= 1 } while less(pivot, v[j])
                if i >= j { break }
                swap(v, i, j)
            }
            swap(v, low, j)
            // Recurse into the smaller side, loop on the larger: O(log n) stack.
            if j - low < high - j - 1 {
                introsort(v, low, j, depth, less)
                low = j + 1
            } else {
                introsort(v, j + 1, high, depth, less)
                high = j
            }
        }
        insertionSort(v, low, high, less)
    }

    @inline(__always)
    private static func insertionSort(
        _ v: UnsafeMutableBufferPointer<Int>, _ low: Int, _ high: Int, _ less: (Int, Int) -> Bool
    ) {
        guard high - low > 1 else { return }
        for i in (low + 1)..<high {
            let x = v[i]
            var j = i
            while j > low && less(x, v[j - 1]) {
                v[j] = v[j - 1]
                j -= 1
            }
            v[j] = x
        }
    }

    private static func heapSort(
        _ v: UnsafeMutableBufferPointer<Int>, _ low: Int, _ high: Int, _ less: (Int, Int) -> Bool
    ) {
        let n = high - low
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while true {
                var child = 2 * root + 1
                if child >= end { return }
                if child + 1 < end, less(v[low + child], v[low + child + 1]) { child += 1 }
                if !less(v[low + root], v[low + child]) { return }
                swap(v, low + root, low + child)
                root = child
            }
        }
        for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            swap(v, low, low + end)
            siftDown(0, end)
        }
    }
}
