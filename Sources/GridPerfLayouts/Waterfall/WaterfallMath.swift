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

        /// Whether `columns` columns are searched with the heap. O(1).
        @inlinable
        public func usesHeap(columns: Int) -> Bool {
            self == .heap || (self == .automatic && columns > WaterfallMath.heapThreshold)
        }
    }

    /// The column count above which `.automatic` uses the heap: the measured crossover of scan
    /// and heap lies between 160 and 192 columns (docs/PERFORMANCE.md#waterfall-heap).
    public static let heapThreshold = 176

    /// The width of each of `columns` columns in `width` with `spacing` between them, never
    /// negative (when the spacings alone exceed the width, columns are 0 wide and overflow). O(1).
    @inlinable
    public static func columnWidth(containerWidth width: Double, columns: Int, spacing: Double) -> Double {
        Swift.max(0, (width - spacing * Double(columns - 1)) / Double(columns))
    }

    /// The frames and content height for items of the given sizes: the pure function the
    /// layout's tests check against hand arithmetic.
    public static func frames(
        sizes: [Size], containerWidth: Double, columns: Int, spacing: Double, strategy: Strategy = .automatic
    ) -> (frames: [Rect], height: Double) {
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var engine = WaterfallEngine()
        engine.reset(
            columns: columns,
            columnWidth: columnWidth(containerWidth: containerWidth, columns: columns, spacing: spacing),
            spacing: spacing, strategy: strategy)
        engine.place(
            upTo: sizes.count, while: { _, _ in true }, measure: { sizes[$0] },
            emit: { i, frame, _ in frames[i] = frame })
        return (frames, engine.contentHeight)
    }
}
