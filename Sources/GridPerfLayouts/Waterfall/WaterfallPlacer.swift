import GridPerfCore

/// The waterfall's placement, one item at a time: each item goes to the column whose next free
/// offset is smallest (leftmost on a tie), at that offset. Resumable: the full pass places every
/// item in one go, the lazy path places as far as its viewport needs and comes back for more,
/// and both get the same frames because both run this code.
///
/// `Picker` finds the shortest column (a scan or a heap, see ``WaterfallEngine``); the choice is
/// a generic parameter, so the per-item loop is specialised and never goes through an
/// existential.
public struct WaterfallPlacer<Picker: ShortestColumnPicker> {
    @usableFromInline var picker: Picker
    /// Column width plus spacing: the distance between the left edges of two columns.
    @usableFromInline var stride = 0.0
    @usableFromInline var spacing = 0.0
    @usableFromInline var placedCount = 0
    @usableFromInline var tallestColumn = 0.0
    @usableFromInline var tallestItemHeight = 0.0

    /// How many items have been placed.
    @inlinable public var placed: Int { placedCount }
    /// The tallest column's next free offset (its height plus one spacing); 0 when empty.
    @inlinable public var bottom: Double { tallestColumn }
    /// The tallest item placed so far: how far above a viewport an item can start and still
    /// reach into it.
    @inlinable public var tallestItem: Double { tallestItemHeight }

    public init() { picker = Picker(columns: 1) }

    /// Starts over with `columns` empty columns `columnWidth` wide, `spacing` apart. Reuses the
    /// picker's storage: no allocation unless the column count grew. O(c).
    @inlinable
    public mutating func reset(columns: Int, columnWidth: Double, spacing: Double) {
        picker.reset(columns: columns)
        stride = columnWidth + spacing
        self.spacing = spacing
        placedCount = 0
        tallestColumn = 0
        tallestItemHeight = 0
    }

    /// Where the next item will start: the shortest column's next free offset. O(1).
    @inlinable
    public var nextTop: Double { picker.shortest().offset }

    /// The content height: the tallest column without its trailing spacing (0 when empty). O(1).
    @inlinable
    public var contentHeight: Double { placed == 0 ? 0 : bottom - spacing }

    /// Places the next item, of `size`, and returns its frame (origin at the content's
    /// top-left) and its column. O(c) with the scan, O(log c) with the heap.
    @inlinable
    public mutating func place(_ size: Size) -> (frame: Rect, column: Int) {
        let (column, y) = picker.shortest()
        let next = y + size.height + spacing
        picker.advanceShortest(to: next)
        tallestColumn = Swift.max(tallestColumn, next)
        tallestItemHeight = Swift.max(tallestItemHeight, size.height)
        placedCount += 1
        return (Rect(x: Double(column) * stride, y: y, width: size.width, height: size.height), column)
    }

    /// Places items `placed, placed + 1, …` up to `end` (exclusive) while `condition(index,
    /// nextTop)` holds; `measure(i)` gives item i's size, `emit(i, frame, column)` takes its
    /// frame and column. O(k·c) or O(k·log c) for k items placed; allocates nothing.
    @inlinable
    public mutating func place(
        upTo end: Int, while condition: (_ index: Int, _ top: Double) -> Bool,
        measure: (Int) -> Size, emit: (_ index: Int, _ frame: Rect, _ column: Int) -> Void
    ) {
        while placed < end {
            let i = placed
            guard condition(i, nextTop) else { return }
            let (frame, column) = place(measure(i))
            emit(i, frame, column)
        }
    }
}

/// A waterfall's placement with the shortest-column search chosen once for its column count
/// (``WaterfallMath/Strategy``): the one engine both the full pass and the lazy path drive.
/// Keep one in a cache and steady-state passes allocate nothing.
public struct WaterfallEngine {
    @usableFromInline var scan = WaterfallPlacer<LinearShortestColumn>()
    @usableFromInline var heap = WaterfallPlacer<HeapShortestColumn>()
    @usableFromInline var usesHeap = false
    @usableFromInline var columns = 1
    @usableFromInline var columnWidth = 0.0
    @usableFromInline var spacing = 0.0

    public init() {}

    /// Starts over with `columns` empty columns; `strategy` picks the scan or the heap. O(c).
    @inlinable
    public mutating func reset(columns: Int, columnWidth: Double, spacing: Double, strategy: WaterfallMath.Strategy) {
        usesHeap = strategy.usesHeap(columns: columns)
        self.columns = columns
        self.columnWidth = columnWidth
        self.spacing = spacing
        restart()
    }

    /// Starts over with the same columns. O(c).
    @inlinable
    public mutating func restart() {
        if usesHeap {
            heap.reset(columns: columns, columnWidth: columnWidth, spacing: spacing)
        } else {
            scan.reset(columns: columns, columnWidth: columnWidth, spacing: spacing)
        }
    }

    /// How many items have been placed. O(1).
    @inlinable public var placed: Int { usesHeap ? heap.placed : scan.placed }
    /// The tallest column's next free offset. O(1).
    @inlinable public var bottom: Double { usesHeap ? heap.bottom : scan.bottom }
    /// The tallest item placed so far. O(1).
    @inlinable public var tallestItem: Double { usesHeap ? heap.tallestItem : scan.tallestItem }
    /// The content height so far (final once every item is placed). O(1).
    @inlinable public var contentHeight: Double { usesHeap ? heap.contentHeight : scan.contentHeight }

    /// ``WaterfallPlacer/place(upTo:while:measure:emit:)`` with the chosen picker: the choice
    /// is made here, once per call, not per item.
    @inlinable
    public mutating func place(
        upTo end: Int, while condition: (_ index: Int, _ top: Double) -> Bool,
        measure: (Int) -> Size, emit: (_ index: Int, _ frame: Rect, _ column: Int) -> Void
    ) {
        if usesHeap {
            heap.place(upTo: end, while: condition, measure: measure, emit: emit)
        } else {
            scan.place(upTo: end, while: condition, measure: measure, emit: emit)
        }
    }
}
