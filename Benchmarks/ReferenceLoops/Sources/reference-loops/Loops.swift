import GridPerfCore

/// The work of one pass of each built-in layout, written by hand on plain arrays: the sizes the
/// items answer (what gridperf's measurement cache holds in a steady pass) in, frames out. No
/// protocols, no caches, no counters: the floor a layout's pass can be compared with.
enum Loops {
    /// Waterfall: each item to the shortest column (leftmost on a tie), heights from `heights`.
    static func waterfall(heights: [Double], columns: Int, width: Double, spacing: Double, frames: inout [Rect])
        -> Double
    {
        let columnWidth = Swift.max(0, (width - spacing * Double(columns - 1)) / Double(columns))
        var tops = [Double](repeating: 0, count: columns)
        var bottom = 0.0
        heights.withUnsafeBufferPointer { h in
            frames.withUnsafeMutableBufferPointer { f in
                tops.withUnsafeMutableBufferPointer { t in
                    for i in 0..<h.count {
                        var best = 0
                        for c in 1..<columns where t[c] < t[best] { best = c }
                        f[i] = Rect(
                            x: Double(best) * (columnWidth + spacing), y: t[best], width: columnWidth, height: h[i])
                        t[best] += h[i] + spacing
                        bottom = Swift.max(bottom, t[best])
                    }
                }
            }
        }
        return bottom - spacing
    }

    /// LazyVGrid with `columns` equal flexible columns: rows as tall as their tallest item, each
    /// item centred in its cell.
    static func vgrid(
        heights: [Double], columns: Int, width: Double, spacing: Double, rowHeights: inout [Double],
        frames: inout [Rect]
    ) -> Double {
        let columnWidth = Swift.max(0, (width - spacing * Double(columns - 1)) / Double(columns))
        let rows = (heights.count + columns - 1) / columns
        var y = 0.0
        heights.withUnsafeBufferPointer { h in
            rowHeights.withUnsafeMutableBufferPointer { r in
                // Size: the rows' heights.
                for row in 0..<rows {
                    var tallest = 0.0
                    for i in row * columns..<Swift.min(h.count, row * columns + columns) {
                        tallest = Swift.max(tallest, h[i])
                    }
                    r[row] = tallest
                }
                // Place: each item centred vertically in its row.
                frames.withUnsafeMutableBufferPointer { f in
                    for row in 0..<rows {
                        for i in row * columns..<Swift.min(h.count, row * columns + columns) {
                            let c = i - row * columns
                            f[i] = Rect(
                                x: Double(c) * (columnWidth + spacing), y: y + (r[row] - h[i]) / 2,
                                width: columnWidth, height: h[i])
                        }
                        y += r[row] + spacing
                    }
                }
            }
        }
        return rows == 0 ? 0 : y - spacing
    }

    /// Flow: items at their size, greedy lines, each item centred in its line.
    static func flow(sizes: [Size], width: Double, spacing: Double, lineSpacing: Double, frames: inout [Rect]) -> Double
    {
        var y = 0.0
        sizes.withUnsafeBufferPointer { s in
            frames.withUnsafeMutableBufferPointer { f in
                var start = 0
                while start < s.count {
                    var end = start, x = 0.0, height = 0.0
                    while end < s.count {
                        let w = s[end].width
                        if end > start && x + spacing + w > width { break }
                        x += (end > start ? spacing : 0) + w
                        height = Swift.max(height, s[end].height)
                        end += 1
                    }
                    var cx = 0.0
                    for i in start..<end {
                        f[i] = Rect(x: cx, y: y + (height - s[i].height) / 2, width: s[i].width, height: s[i].height)
                        cx += s[i].width + spacing
                    }
                    y += height + lineSpacing
                    start = end
                }
            }
        }
        return sizes.isEmpty ? 0 : y - lineSpacing
    }

    /// Grid of `columns` columns doing the measuring SwiftUI's `Grid` does, on plain arrays:
    /// each cell's model asked at width 0 and ∞ (its column's flexibility), at its column's
    /// share of the width (the columns' and rows' sizes), and at its cell's size when placed
    /// (4 model evaluations a cell, as gridperf's grid counts 4 measurement-cache misses). The
    /// share is the plain one (equal, within each column's bounds), so frames can differ from
    /// the layout's; the work is the same.
    static func gridMeasuring(
        items: [ItemModel], columns: Int, width: Double, spacing: Double, minima: inout [Double],
        maxima: inout [Double], widths: inout [Double], rowHeights: inout [Double],
        sizes: inout [Size], frames: inout [Rect]
    ) -> Size {
        let rows = (items.count + columns - 1) / columns
        let available = width - spacing * Double(columns - 1)
        var total = Size.zero
        items.withUnsafeBufferPointer { m in
            for c in 0..<columns { minima[c] = 0; maxima[c] = 0 }
            for i in 0..<m.count {
                let c = i % columns
                minima[c] = Swift.max(minima[c], m[i].sizeThatFits(ProposedSize(width: 0, height: nil)).width)
                maxima[c] = Swift.max(maxima[c], m[i].sizeThatFits(ProposedSize(width: .infinity, height: nil)).width)
            }
            for c in 0..<columns { widths[c] = Swift.min(Swift.max(available / Double(columns), minima[c]), maxima[c]) }
            sizes.withUnsafeMutableBufferPointer { s in
                for row in 0..<rows {
                    var tallest = 0.0
                    for c in 0..<Swift.min(columns, m.count - row * columns) {
                        let i = row * columns + c
                        s[i] = m[i].sizeThatFits(ProposedSize(width: widths[c], height: nil))
                        widths[c] = Swift.max(widths[c], s[i].width)
                        tallest = Swift.max(tallest, s[i].height)
                    }
                    rowHeights[row] = tallest
                }
                frames.withUnsafeMutableBufferPointer { f in
                    var y = 0.0
                    for row in 0..<rows {
                        var x = 0.0
                        for c in 0..<Swift.min(columns, m.count - row * columns) {
                            let i = row * columns + c
                            let size = m[i].sizeThatFits(ProposedSize(width: widths[c], height: rowHeights[row]))
                            f[i] = Rect(
                                x: x + (widths[c] - size.width) / 2, y: y + (rowHeights[row] - size.height) / 2,
                                width: size.width, height: size.height)
                            x += widths[c] + spacing
                        }
                        y += rowHeights[row] + spacing
                    }
                    total = Size(width: widths.reduce(0, +) + spacing * Double(columns - 1), height: y - spacing)
                }
            }
        }
        return total
    }
}
