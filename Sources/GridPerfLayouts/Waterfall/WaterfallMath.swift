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

    /// The column count above which `.automatic` uses the heap. Measured on the 2-core
    /// AMD EPYC dev machine, 50,000 `flexible:50-300` items, median `sizeThatFits` (release):
    /// scan 0.69 ms vs heap 1.04 ms at 4 columns, 3.50 vs 4.39 at 128, 4.29 vs 4.58 at 160,
    /// 6.45 vs 4.70 at 192, 12.6 vs 5.95 at 512 — the crossover lies between 160 and 192.
    /// Reproduce with `gridperf run --layout waterfall --items 50000 --width 200000
    /// --columns C --param strategy=linear|heap`.
    public static let heapThreshold = 176

    /// The width of each of `columns` columns in `width` with `spacing` between them, never
    /// negative (when the spacings alone exceed the width, columns are 0 wide and overflow). O(1).
    @inlinable
    public static func columnWidth(containerWidth width: Double, columns: Int, spacing: Double) -> Double {
        Swift.max(0, (width - spacing * Double(columns - 1)) / Double(columns))
    }

    /// Reusable column state for ``place(count:columns:columnWidth:spacing:strategy:state:measure:emit:)``:
    /// keep one in a layout cache and steady-state passes allocate nothing.
    public struct ColumnState {
        @usableFromInline var linear = LinearShortestColumn(columns: 1)
        @usableFromInline var heap = HeapShortestColumn(columns: 1)
        public init() {}
    }

    /// Places `count` items into `columns` columns. `measure(i)` gives item i's size for the
    /// column width; `emit(i, frame)` receives its frame. Returns the content height.
    /// O(n·c) with the scan, O(n·log c) with the heap; allocates only when `state` must grow.
    @inlinable
    public static func place(
        count: Int, columns: Int, columnWidth: Double, spacing: Double,
        strategy: Strategy = .automatic, state: inout ColumnState,
        measure: (Int) -> Size, emit: (Int, Rect) -> Void
    ) -> Double {
        let useHeap = strategy == .heap || (strategy == .automatic && columns > heapThreshold)
        if useHeap {
            state.heap.reset(columns: columns)
            return place(count: count, columnWidth: columnWidth, spacing: spacing, picker: &state.heap,
                         measure: measure, emit: emit)
        } else {
            state.linear.reset(columns: columns)
            return place(count: count, columnWidth: columnWidth, spacing: spacing, picker: &state.linear,
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
        var state = ColumnState()
        let height = place(count: sizes.count, columns: columns, columnWidth: width, spacing: spacing,
                           strategy: strategy, state: &state, measure: { sizes[$0] }, emit: { frames[$0] = $1 })
        return (frames, height)
    }
}
