import GridPerfCore

/// Where a grid's cells are: each row's cells, each cell's first column, span, unsized axes and
/// anchor, and the cells that size each column. The grid's sizing and placing loops are generic
/// over it, so each is specialised for a table of its own kind and reads no existential.
protocol GridCells {
    associatedtype ColumnCells: Sequence<Int>
    /// How many rows.
    var rowCount: Int { get }
    /// The cells of row `r`, as subview indices. O(1).
    func cells(inRow r: Int) -> Range<Int>
    /// Cell `i`'s first column, `i` a cell of the row starting at `rowStart`. O(1).
    func column(of i: Int, rowStart: Int) -> Int
    /// How many columns cell `i` spans. O(1).
    func span(of i: Int) -> Int
    /// Bit 0: cell `i` is unsized horizontally; bit 1: vertically. O(1).
    func flags(of i: Int) -> UInt8
    /// Where cell `i` sits in its area (its resolved alignment, as a unit point). O(1).
    func anchor(of i: Int) -> UnitPoint
    /// The single-column cells that size column `c`, in index order.
    func sizingCells(inColumn c: Int) -> ColumnCells
}

/// A grid without `rows`: rows of `columns` plain cells over `count` subviews, the last row
/// possibly shorter, every cell one column wide and anchored at the grid's alignment. Nothing
/// is stored per cell: it is all arithmetic (docs/PERFORMANCE.md#memory-per-item: a grid of 10⁶ cells kept 41 bytes a cell
/// of tables that said only this).
struct UniformCells: GridCells {
    let count: Int
    /// min(the grid's `uniformColumns`, count).
    let columns: Int
    let anchor: UnitPoint

    var rowCount: Int { columns == 0 ? 0 : (count + columns - 1) / columns }
    func cells(inRow r: Int) -> Range<Int> { (r * columns)..<Swift.min(count, (r + 1) * columns) }
    func column(of i: Int, rowStart: Int) -> Int { i - rowStart }
    func span(of i: Int) -> Int { 1 }
    func flags(of i: Int) -> UInt8 { 0 }
    func anchor(of i: Int) -> UnitPoint { anchor }
    func sizingCells(inColumn c: Int) -> ColumnStride { ColumnStride(position: c, end: count, step: columns) }
}

/// The cells of one column of ``UniformCells``: c, c + columns, … below the count, as
/// `stride(from:to:by:)` gives them, stepping without its overflow check (8 instructions a cell in
/// the grid's measuring loops, docs/PERFORMANCE.md#column-stride): a position below the count plus a
/// column count no larger than it stays below twice a subview count, far from `Int.max`.
struct ColumnStride: Sequence, IteratorProtocol {
    var position: Int
    let end: Int
    /// Positive (a grid of cells has at least one column).
    let step: Int

    @inline(__always)
    mutating func next() -> Int? {
        guard position < end else { return nil }
        defer { position &+= step }
        return position
    }
}

/// A grid's cells as its `GridRow`s describe them, in tables: cells of any span, unsized axes,
/// anchors and column alignments (``GridLayout/buildTables(count:cache:)``).
struct ExplicitCells: GridCells {
    /// Row r holds cells rowStarts[r] ..< rowStarts[r + 1].
    var rowStarts: [Int] = [0]
    var cellColumn: [Int32] = []
    var cellSpan: [Int32] = []
    var cellFlags: [UInt8] = []
    var cellAlign: [UnitPoint] = []
    /// Single-column cells that size their column, by column: columnCells[columnStarts[c] ..< columnStarts[c + 1]].
    var columnStarts: [Int] = []
    var columnCells: [Int] = []

    var rowCount: Int { rowStarts.count - 1 }
    func cells(inRow r: Int) -> Range<Int> { rowStarts[r]..<rowStarts[r + 1] }
    func column(of i: Int, rowStart: Int) -> Int { Int(cellColumn[i]) }
    func span(of i: Int) -> Int { Int(cellSpan[i]) }
    func flags(of i: Int) -> UInt8 { cellFlags[i] }
    func anchor(of i: Int) -> UnitPoint { cellAlign[i] }
    func sizingCells(inColumn c: Int) -> ArraySlice<Int> { columnCells[columnStarts[c]..<columnStarts[c + 1]] }
}
