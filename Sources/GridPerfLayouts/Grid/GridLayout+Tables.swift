import GridPerfCore

extension GridLayout {
    /// Fills the cell tables for `count` subviews: each cell's row, first column, span,
    /// unsized axes and resolved alignment; the sizing cells of each column; the spanning
    /// cells by span. O(n) and allocating: it runs when the subview count changes, not per pass.
    func buildTables(count n: Int, cache: inout Cache) {
        cache.count = n
        cache.rowStarts = [0]
        cache.cellColumn = []
        cache.cellSpan = []
        cache.cellFlags = []
        cache.cellAlign = []
        cache.cellColumn.reserveCapacity(n)
        cache.cellSpan.reserveCapacity(n)
        cache.cellFlags.reserveCapacity(n)
        cache.cellAlign.reserveCapacity(n)
        cache.valid = false

        if let rows {
            buildExplicit(rows, cache: &cache)
        } else {
            let columns = Swift.min(uniformColumns, n)
            cache.columnCount = columns
            let a = alignment.unitPoint
            var start = 0
            while start < n {
                let end = Swift.min(n, start + columns)
                for i in start..<end {
                    cache.cellColumn.append(Int32(i - start))
                    cache.cellSpan.append(1)
                    cache.cellFlags.append(0)
                    cache.cellAlign.append(a)
                }
                cache.rowStarts.append(end)
                start = end
            }
        }

        // Group the sizing single-column cells by column (counting sort: stable, O(n + c)).
        let columns = cache.columnCount
        var counts = [Int](repeating: 0, count: columns + 1)
        cache.spanning = []
        for i in 0..<n where cache.cellFlags[i] & 1 == 0 {
            if cache.cellSpan[i] == 1 { counts[Int(cache.cellColumn[i]) + 1] += 1 } else { cache.spanning.append(i) }
        }
        for c in 0..<columns { counts[c + 1] += counts[c] }
        cache.columnStarts = counts
        cache.columnCells = [Int](repeating: 0, count: counts[columns])
        var next = counts
        for i in 0..<n where cache.cellFlags[i] & 1 == 0 && cache.cellSpan[i] == 1 {
            let c = Int(cache.cellColumn[i])
            cache.columnCells[next[c]] = i
            next[c] += 1
        }
        let span = cache.cellSpan
        cache.spanning.sort { span[$0] < span[$1] || (span[$0] == span[$1] && $0 < $1) }
    }

    private func buildExplicit(_ rows: [GridRow], cache: inout Cache) {
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
                cache.cellColumn.append(Int32(c))
                cache.cellSpan.append(Int32(span))
                cache.cellFlags.append((m.unsizedHorizontal ? 1 : 0) | (m.unsizedVertical ? 2 : 0))
                cache.cellAlign.append(m.anchor ?? UnitPoint(x: x, y: vertical))
                c += span
            }
            cache.rowStarts.append(row.cells.upperBound)
        }
    }
}
