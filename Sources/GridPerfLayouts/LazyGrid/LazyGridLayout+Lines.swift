import GridPerfCore

/// Measuring and placing one line: the placement maths of the lazy grids, written once. The full
/// pass walks every line through these; the lazy path only the lines that meet the viewport.
extension LazyGridLayout {
    /// Measures a line: its items proposed (track size, unspecified) in their tracks, or a
    /// header or footer proposed the band (the tracks and their spacings). `record(i, size)`
    /// receives each measured size. Returns the line's extent: its longest cell. O(tracks).
    @inline(__always)
    func measure(line: (first: Int, items: Int, kind: GridLines.Kind), tracks: GridTracks, band: Double,
                 subviews: LayoutSubviews, record: (Int, Size) -> Void) -> Double {
        let base = subviews.startIndex
        guard line.kind == .items else {
            let size = subviews[base + line.first].sizeThatFits(proposal(cross: band))
            record(line.first, size)
            return main(size)
        }
        var extent = 0.0
        for t in 0..<line.items {
            let size = subviews[base + line.first + t].sizeThatFits(proposal(cross: tracks.sizes[t]))
            record(line.first + t, size)
            extent = Swift.max(extent, main(size))
        }
        return extent
    }

    /// Places a line whose top is at `top` (along the main axis) and which is `extent` long:
    /// each item in its track, aligned within its cell; a header or footer across the band,
    /// aligned by the grid's alignment. `shift` moves the tracks within bounds longer than
    /// them; `origin` is the bounds' origin. `size(i, proposal)` gives subview i's size,
    /// `placed(i)` is told of each placed subview. O(tracks).
    @inline(__always)
    func place(line: (first: Int, items: Int, kind: GridLines.Kind), top: Double, extent: Double,
               tracks: GridTracks, band: Double, shift: Double, origin: Point, subviews: LayoutSubviews,
               size: (Int, ProposedSize) -> Size, placed: (Int) -> Void) {
        let base = subviews.startIndex
        let horizontal = trackAxis == .horizontal
        @inline(__always) func point(cross c: Double, main m: Double) -> Point {
            horizontal ? Point(x: origin.x + c, y: origin.y + m) : Point(x: origin.x + m, y: origin.y + c)
        }
        guard line.kind == .items else {
            let p = proposal(cross: band)
            let c = shift + (band - cross(size(line.first, p))) * alignmentFraction
            subviews[base + line.first].place(at: point(cross: c, main: top), proposal: p)
            placed(line.first)
            return
        }
        for t in 0..<line.items {
            let i = line.first + t
            let a = tracks.align[t]
            let p = proposal(cross: tracks.sizes[t])
            let s = size(i, p)
            let c = shift + tracks.offsets[t] + (tracks.sizes[t] - cross(s)) * a.cross
            let m = top + (extent - main(s)) * a.main
            subviews[base + i].place(at: point(cross: c, main: m), proposal: p)
            placed(i)
        }
    }
}
