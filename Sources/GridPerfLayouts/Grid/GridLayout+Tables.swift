import GridPerfCore

extension GridLayout {
    /// Makes the cell tables for `count` subviews: without `rows`, none (``UniformCells`` is
    /// arithmetic); with them, each cell's row, first column, span, unsized axes and resolved
    /// alignment, the sizing cells of each column and the spanning cells by span. O(n) and
    /// allocating for explicit rows: it runs when the subview count changes, not per pass.
    func buildTables(count n: Int, cache: inout Cache) {
        cache.count = n
        cache.valid = false
        cache.spanning = []
        guard let rows else {
            cache.columnCount = Swift.min(uniformColumns, n)
            cache.explicit = nil
            return
        }
        var t = ExplicitCells()
        t.cellColumn.reserveCapacity(n)
        t.cellSpan.reserveCapacity(n)
        t.cellFlags.reserveCapacity(n)
        t.cellAlign.reserveCapacity(n)
        buildExplicit(rows, cache: &cache, into: &t)

        // Group the sizing single-column cells by column (counting sort: stable, O(n + c)).
        let columns = cache.columnCount
        var counts = [Int](repeating: 0, count: columns + 1)
        for i in 0..<n where t.cellFlags[i] & 1 == 0 {
            if t.cellSpan[i] == 1 { counts[Int(t.cellColumn[i]) + 1] += 1 } else { cache.spanning.append(i) }
        }
        for c in 0..<columns { counts[c + 1] += counts[c] }
        t.columnStarts = counts
        t.columnCells = [Int](repeating: 0, count: counts[columns])
        var next = counts
        for i in 0..<n where t.cellFlags[i] & 1 == 0 && t.cellSpan[i] == 1 {
            let c = Int(t.cellColumn[i])
            t.columnCells[next[c]] = i
            next[c] += 1
        }
        let span = t.cellSpan
        cache.spanning.sort { span[$0] < span[$1] || (span[$0] == span[$1] && $0 < $1) }
        cache.explicit = t
    }

    private func buildExplicit(_ rows: [GridRow], cache: inout Cache, into t: inout ExplicitCells) {
        // Columns: the widest GridRow, spans counted; a bare view needs at least one.
        var columns = 0
        var hasBare = false
        for row in rows {
            if row.isBare { hasBare = true; continue }
            var width = 0
            for k in 0..<row.cells.count { width += row.modifiers(ofCell: k).columns }
            columns = Swift.max(columns, width)
        }
        if hasBare { columns = Swift.max(columns, 1) }
        cache.columnCount = columns

        // gridColumnAlignment: the first single-column cell of a column that sets it.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: columns)
        for row in rows where !row.isBare {
            var c = 0
            for k in 0..<row.cells.count {
                let m = row.modifiers(ofCell: k)
                if m.columns == 1, columnAlignment[c] == nil, let a = m.columnAlignment { columnAlignment[c] = a }
                c += m.columns
            }
        }

        for row in rows {
            let vertical = (row.alignment ?? alignment.vertical).fraction
            var c = 0
            for k in 0..<row.cells.count {
                let m = row.modifiers(ofCell: k)
                let span = row.isBare ? columns : m.columns
                var x = alignment.horizontal.fraction
                if span == 1, let a = columnAlignment[c] { x = a.fraction }
                t.cellColumn.append(Int32(c))
                t.cellSpan.append(Int32(span))
                t.cellFlags.append((m.unsizedHorizontal ? 1 : 0) | (m.unsizedVertical ? 2 : 0))
                t.cellAlign.append(m.anchor ?? UnitPoint(x: x, y: vertical))
                c += span
            }
            t.rowStarts.append(row.cells.upperBound)
        }
    }
}
