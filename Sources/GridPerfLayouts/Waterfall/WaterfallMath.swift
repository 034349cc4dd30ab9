import GridPerfCore

/// The arithmetic of a waterfall (masonry) layout, apart from any protocol plumbing.
///
/// SPEC-FORMAT.md: column width (W − s·(c − 1)) / c; each item goes to the shortest column,
/// leftmost on a tie; the content height is the tallest column minus one spacing (0 when
/// there are no items).
public enum WaterfallMath {
    /// How the shortest column is found.
    public enum Strategy: String, Sendable, CaseIterable {
        /// Linear scan up to ``heapThreshold`` columns, a heap above.
        case automatic
        case linear
        case heap
    }

    /// The column count above which `.automatic` uses the heap. Measured with
    /// `gridperf-bench waterfall-crossover` (see the README): the scan wins up to about
    /// this many columns on this machine.
    public static let heapThreshold = 24

    /// The width of each of `columns` columns in `width` with `spacing` between them, never
    /// negative (when the spacings alone exceed the width, columns are 0 wide and overflow). O(1).
    @inlinable
    public static func columnWidth(containerWidth width: Double, columns: Int, spacing: Double) -> Double {
        Swift.max(0, (width - spacing * Double(columns - 1)) / Double(columns))
    }

    /// Places `count` items into `columns` columns. `measure(i)` gives item i's size for the
    /// column width; `emit(i, frame)` receives its frame. Returns the content height.
    /// O(n·c) with the scan, O(n·log c) with the heap; allocates only the column state.
    @inlinable
    public static func place(
        count: Int, columns: Int, columnWidth: Double, spacing: Double,
        strategy: Strategy = .automatic,
        measure: (Int) -> Size, emit: (Int, Rect) -> Void
    ) -> Double {
        let useHeap = strategy == .heap || (strategy == .automatic && columns > heapThreshold)
        if useHeap {
            var picker = HeapShortestColumn(columns: columns)
            return place(count: count, columnWidth: columnWidth, spacing: spacing, picker: &picker,
                         measure: measure, emit: emit)
        } else {
            var picker = LinearShortestColumn(columns: columns)
            return place(count: count, columnWidth: columnWidth, spacing: spacing, picker: &picker,
                         measure: measure, emit: emit)
        }
    }

    @inlinable
    static func place<Picker: ShortestColumnPicker>(
        count: Int, columnWidth: Double, spacing: Double, picker: inout Picker,
        measure: (Int) -> Size, emit: (Int, Rect) -> Void
    ) -> Double {
        guard count > 0 else { return 0 }
        let stride = columnWidth + spacing
        var bottom = 0.0
        for i in 0..<count {
            let size = measure(i)
            let (column, y) = picker.shortest()
            emit(i, Rect(x: Double(column) * stride, y: y, width: size.width, height: size.height))
            let next = y + size.height + spacing
            bottom = Swift.max(bottom, next)
            picker.advanceShortest(to: next)
        }
        return bottom - spacing
    }

    /// The frames and content height for items of the given sizes: the pure function the
    /// layout's tests check against hand arithmetic.
    public static func frames(
        sizes: [Size], containerWidth: Double, columns: Int, spacing: Double, strategy: Strategy = .automatic
    ) -> (frames: [Rect], height: Double) {
        var frames = [Rect](repeating: .zero, count: sizes.count)
        let width = columnWidth(containerWidth: containerWidth, columns: columns, spacing: spacing)
        let height = place(count: sizes.count, columns: columns, columnWidth: width, spacing: spacing,
                           strategy: strategy, measure: { sizes[$0] }, emit: { frames[$0] = $1 })
        return (frames, height)
    }
}
