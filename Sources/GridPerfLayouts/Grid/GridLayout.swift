import GridPerfCore

/// SwiftUI's eager `Grid` / `GridRow` (Apple's Grid page: ../shared/seeds/003), measuring
/// every cell, as the `grid` plugin.
///
/// - **Columns**: as many as the widest `GridRow` (spans counted); shorter rows have empty
///   trailing cells. A bare view (not in a `GridRow`) is a row spanning every column.
/// - **Widths**: each column answers an offer with its widest cell, every single-column cell
///   proposed (offer, unspecified). The proposed width minus the spacings is shared among the
///   columns as an `HStack` shares it (``GridMath/share(_:minima:maxima:order:sizes:answer:)``):
///   least flexible first, flexibility found by proposing each cell 0 and ∞; a column whose
///   cells are all inflexible takes its widest cell.
/// - **Spanning cells** (`gridCellColumns(n)`, bare rows): each is proposed its columns plus
///   the spacings between them plus whatever the grid has left of its proposal; when it needs
///   more than its columns give, the shortfall is added to its columns in equal parts
///   (``GridMath/widen(_:span:spacing:need:)``), smallest spans first. So a `Divider`-like bare
///   view widens the grid to the offered width, and an inflexible spanning cell wider than the
///   proposal widens it beyond, as an inflexible single cell does. This rule is ours: Apple
///   does not publish one.
/// - **Heights**: the same sharing over the rows with the final column widths, each cell
///   proposed (its columns' width, offer). An unspecified height gives every row its ideal
///   (the tallest cell proposed (width, unspecified)): the grid in a vertical scroll view.
/// - **Unsized axes** (`gridCellUnsizedAxes`): the cell does not size its column (horizontal)
///   or row (vertical) and is proposed what the others decided.
/// - **Alignment** of a cell in its area, lowest precedence first: the grid's `alignment`,
///   then `GridRow(alignment:)` (vertical) and `gridColumnAlignment` (horizontal, from the
///   first single-column cell of the column that sets it; spanning cells do not take a column's
///   alignment), then `gridCellAnchor`.
/// - **Reported size**: columns + spacings by rows + spacings. An unspecified width is
///   replaced by 10 (SPEC-FORMAT.md).
///
/// The cache holds the cell tables (rebuilt only when the subview count changes) and the
/// resolved column and row sizes keyed by the proposal they were computed for: placement
/// after `sizeThatFits` with the same proposal is a hit.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
    /// The rows as subview indices; `nil`: rows of `uniformColumns` plain cells over however
    /// many subviews there are (the benchmark form).
    public var rows: [GridRow]?
    public var uniformColumns: Int

    /// SwiftUI's default spacing between cells, and the alignment of a cell in its area.
    public static let defaultSpacing = 8.0
    public static let defaultAlignmentName = "center"

    /// The most columns a grid takes (a row's spans added up): `LayoutLimits/maximumColumns`.
    public static let maximumColumns = LayoutLimits.maximumColumns

    /// A grid of explicit rows; throws when they are not contiguous from 0 or a cell spans
    /// fewer than one column.
    public init(
        rows: [GridRow], alignment: Alignment = .center, horizontalSpacing: Double = defaultSpacing,
        verticalSpacing: Double = defaultSpacing
    ) throws {
        var next = 0
        for (k, row) in rows.enumerated() {
            guard row.cells.lowerBound == next else {
                throw GridPerfError("rows[\(k)]: cells must follow on from index \(next)")
            }
            next = row.cells.upperBound
            var spanned = 0
            for i in 0..<row.cells.count where !row.isBare {
                spanned += row.modifiers(ofCell: i).columns
                guard spanned <= Self.maximumColumns else {
                    throw GridPerfError(
                        "rows[\(k)]: its cells span more than \(Self.maximumColumns) columns, the most a grid takes")
                }
            }
        }
        self.rows = rows
        self.uniformColumns = 1
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A grid of `columns` cells per row over the subviews, in order.
    public init(
        columns: Int, alignment: Alignment = .center, horizontalSpacing: Double = defaultSpacing,
        verticalSpacing: Double = defaultSpacing
    ) throws {
        guard columns >= 1, columns <= Self.maximumColumns else {
            throw GridPerfError("columns: must be in 1...\(Self.maximumColumns), got \(columns)")
        }
        self.rows = nil
        self.uniformColumns = columns
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The number of subviews explicit rows describe (`nil` for uniform rows).
    public var describedSubviewCount: Int? { rows.map { $0.last?.cells.upperBound ?? 0 } }

    public struct Cache {
        // The cell tables: they depend on the subview count only.
        var count = -1
        var columnCount = 0
        /// The tables of explicit rows; `nil` without `rows` (``UniformCells``: arithmetic).
        var explicit: ExplicitCells?
        /// Spanning cells that size their columns, smallest span first.
        var spanning: [Int] = []

        // The resolution for `proposal`.
        var proposal = ProposedSize(width: .nan, height: .nan)
        var valid = false
        var size = Size.zero
        var colMin: [Double] = [], colMax: [Double] = [], widths: [Double] = [], colOffsets: [Double] = []
        var rowMin: [Double] = [], rowMax: [Double] = [], heights: [Double] = [], rowOffsets: [Double] = []
        var order: [Int] = []
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    /// Keeps the cell tables (they follow the structure, which is fixed) and forgets the
    /// resolved sizes.
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.valid = false
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        ensureSized(proposal, subviews: subviews, cache: &cache)
        return cache.size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        ensureSized(proposal, subviews: subviews, cache: &cache)
        if let t = cache.explicit {
            place(t, in: bounds, subviews: subviews, cache: cache)
        } else {
            place(uniformCells(cache), in: bounds, subviews: subviews, cache: cache)
        }
    }

    /// The cells of a grid without `rows`, over the cache's subview count.
    func uniformCells(_ cache: Cache) -> UniformCells {
        UniformCells(count: cache.count, columns: cache.columnCount, anchor: alignment.unitPoint)
    }

    private func place<T: GridCells>(_ t: T, in bounds: Rect, subviews: LayoutSubviews, cache: Cache) {
        let base = subviews.startIndex
        for r in 0..<t.rowCount {
            let y = bounds.minY + cache.rowOffsets[r], h = cache.heights[r]
            let row = t.cells(inRow: r)
            for i in row {
                let c = t.column(of: i, rowStart: row.lowerBound), last = c + t.span(of: i) - 1
                let x = bounds.minX + cache.colOffsets[c]
                let w = cache.colOffsets[last] + cache.widths[last] - cache.colOffsets[c]
                let a = t.anchor(of: i)
                subviews[base + i].place(
                    at: Point(x: x + w * a.x, y: y + h * a.y), anchor: a,
                    proposal: ProposedSize(width: w, height: h))
            }
        }
    }

    /// Makes the cache hold the column and row sizes for `proposal`. O(1) on a hit; on a miss
    /// O(n) measure calls (about five per cell) plus sorting tracks of mixed flexibility.
    func ensureSized(_ proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        let n = subviews.count
        if let expected = describedSubviewCount {
            precondition(n == expected, "the rows describe \(expected) subviews, the grid was given \(n)")
        }
        if cache.count != n { buildTables(count: n, cache: &cache) }
        if cache.valid && cache.proposal == proposal {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        if let t = cache.explicit {
            shareColumns(t, proposal.width ?? 10, subviews: subviews, cache: &cache)
            shareRows(t, proposal.height, subviews: subviews, cache: &cache)
        } else {
            let t = uniformCells(cache)
            shareColumns(t, proposal.width ?? 10, subviews: subviews, cache: &cache)
            shareRows(t, proposal.height, subviews: subviews, cache: &cache)
        }
        cache.proposal = proposal
        cache.valid = true
    }

    func shareColumns<T: GridCells>(_ t: T, _ width: Double, subviews: LayoutSubviews, cache: inout Cache) {
        let base = subviews.startIndex
        let columns = cache.columnCount
        // The minima and maxima are moved out of the cache and written through pointers, so
        // that no write pays a uniqueness check (docs/PERFORMANCE.md#pointer-writes).
        var colMin = cache.colMin, colMax = cache.colMax
        cache.colMin = []; cache.colMax = []
        colMin.removeAll(keepingCapacity: true)
        colMax.removeAll(keepingCapacity: true)
        colMin.append(contentsOf: repeatElement(0, count: columns))
        colMax.append(contentsOf: repeatElement(0, count: columns))
        // Flexibility: every sizing single-column cell proposed 0 and ∞ (cells in index order).
        let zero = ProposedSize(width: 0, height: nil), infinite = ProposedSize(width: .infinity, height: nil)
        colMin.withUnsafeMutableBufferPointer { colMin in
            colMax.withUnsafeMutableBufferPointer { colMax in
                for c in 0..<columns {
                    for i in t.sizingCells(inColumn: c) {
                        let cell = subviews[base + i]
                        colMin[c] = Swift.max(colMin[c], cell.sizeThatFits(zero).width)
                        colMax[c] = Swift.max(colMax[c], cell.sizeThatFits(infinite).width)
                    }
                }
            }
        }
        cache.colMin = colMin; cache.colMax = colMax
        let available = width - horizontalSpacing * Double(Swift.max(columns - 1, 0))
        GridMath.share(available, minima: cache.colMin, maxima: cache.colMax, order: &cache.order, sizes: &cache.widths)
        { c, offer in
            var widest = 0.0
            let p = ProposedSize(width: offer, height: nil)
            for i in t.sizingCells(inColumn: c) {
                widest = Swift.max(widest, subviews[base + i].sizeThatFits(p).width)
            }
            return widest
        }
        // Spanning cells that need more than their columns give widen them, up to what is
        // left of the proposal as an offer.
        if !cache.spanning.isEmpty {
            var slack = Swift.max(
                0, width - GridMath.extent(cache.widths, span: 0..<columns, spacing: horizontalSpacing))
            for i in cache.spanning {
                // Only explicit rows span (``UniformCells`` has none).
                let first = t.column(of: i, rowStart: 0)
                let span = first..<(first + t.span(of: i))
                let current = GridMath.extent(cache.widths, span: span, spacing: horizontalSpacing)
                let need = subviews[base + i].sizeThatFits(ProposedSize(width: current + slack, height: nil)).width
                let added = GridMath.widen(&cache.widths, span: span, spacing: horizontalSpacing, need: need)
                slack = Swift.max(0, slack - added)
            }
        }
        cache.size.width = GridMath.offsets(cache.widths, spacing: horizontalSpacing, into: &cache.colOffsets)
    }

    func shareRows<T: GridCells>(_ t: T, _ height: Double?, subviews: LayoutSubviews, cache: inout Cache) {
        let base = subviews.startIndex
        let rows = t.rowCount
        // Local references (shared, not copied), so the closure below does not capture the
        // cache while `share` writes into it.
        let colOffsets = cache.colOffsets, widths = cache.widths
        @inline(__always) func areaWidth(_ i: Int, _ rowStart: Int) -> Double {
            let c = t.column(of: i, rowStart: rowStart), last = c + t.span(of: i) - 1
            return colOffsets[last] + widths[last] - colOffsets[c]
        }
        /// Row r's height for `offer`: its tallest sizing cell, each offered its area's width.
        @inline(__always) func tallest(_ r: Int, _ offer: Double?) -> Double {
            var tallest = 0.0
            let row = t.cells(inRow: r)
            for i in row where t.flags(of: i) & 2 == 0 {
                tallest = Swift.max(
                    tallest,
                    subviews[base + i].sizeThatFits(ProposedSize(width: areaWidth(i, row.lowerBound), height: offer))
                        .height)
            }
            return tallest
        }
        guard let height else {
            // Unspecified: every row takes its cells' height for an unspecified offer, as
            // `GridMath.share` does without an extent, and no row needs a minimum or maximum.
            cache.heights.removeAll(keepingCapacity: true)
            cache.heights.append(contentsOf: repeatElement(0, count: rows))
            for r in 0..<rows { cache.heights[r] = tallest(r, nil) }
            cache.size.height = GridMath.offsets(cache.heights, spacing: verticalSpacing, into: &cache.rowOffsets)
            return
        }
        cache.rowMin.removeAll(keepingCapacity: true)
        cache.rowMax.removeAll(keepingCapacity: true)
        cache.rowMin.append(contentsOf: repeatElement(0, count: rows))
        cache.rowMax.append(contentsOf: repeatElement(0, count: rows))
        for r in 0..<rows {
            let row = t.cells(inRow: r)
            for i in row where t.flags(of: i) & 2 == 0 {
                let w = areaWidth(i, row.lowerBound), cell = subviews[base + i]
                cache.rowMin[r] = Swift.max(
                    cache.rowMin[r], cell.sizeThatFits(ProposedSize(width: w, height: 0)).height)
                cache.rowMax[r] = Swift.max(
                    cache.rowMax[r], cell.sizeThatFits(ProposedSize(width: w, height: .infinity)).height)
            }
        }
        let available = height - verticalSpacing * Double(Swift.max(rows - 1, 0))
        GridMath.share(
            available, minima: cache.rowMin, maxima: cache.rowMax, order: &cache.order, sizes: &cache.heights,
            answer: tallest)
        cache.size.height = GridMath.offsets(cache.heights, spacing: verticalSpacing, into: &cache.rowOffsets)
    }
}
