import GridPerfCore

/// Measuring and placing one line: the placement maths of the lazy grids, written once. The full
/// pass walks every line through these; the lazy path only the lines that meet the viewport.
extension LazyGridLayout {
    /// Measures a line: its items proposed (track size, unspecified) in their tracks, or a
    /// header or footer proposed the band (the tracks and their spacings). `record(i, size)`
    /// receives each measured size. Returns the line's extent: its longest cell. O(tracks).
    @inline(__always)
    func measure(line: (first: Int, items: Int, kind: GridLines.Kind), tracks: GridTracks.Pointers, band: Double,
                 subviews: LayoutSubviews, record: (Int, Size) -> Void) -> Double {
        let base = subviews.startIndex
        guard line.kind == .items else {
            let size = subviews[base + line.first].sizeThatFits(proposal(cross: band))
            record(line.first, size)
            return main(size)
        }
        return trackAxis == .horizontal
            ? measureItems(line, HorizontalTracks.self, tracks: tracks, subviews: subviews, record: record)
            : measureItems(line, VerticalTracks.self, tracks: tracks, subviews: subviews, record: record)
    }

    /// The items of a line of items, measured: the loop of ``measure(line:tracks:band:subviews:record:)``
    /// for one axis. Indices come from the line table built for these subviews (`first + items`
    /// ≤ their count), so the proxies are taken without a bounds check.
    @inline(__always)
    func measureItems<A: TrackAxis>(_ line: (first: Int, items: Int, kind: GridLines.Kind), _: A.Type, tracks: GridTracks.Pointers,
                                    subviews: LayoutSubviews, record: (Int, Size) -> Void) -> Double {
        let first = subviews.startIndex &+ line.first
        var extent = 0.0
        for t in 0..<line.items {
            let size = subviews[unchecked: first &+ t].sizeThatFits(A.proposal(cross: tracks.sizes[t]))
            record(line.first &+ t, size)
            extent = Swift.max(extent, A.main(size))
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
               tracks: GridTracks.Pointers, band: Double, shift: Double, origin: Point, subviews: LayoutSubviews,
               size: (Int, ProposedSize) -> Size, placed: (Int) -> Void) {
        let base = subviews.startIndex
        let horizontal = trackAxis == .horizontal
        // A header's or footer's point, with the origin added in the same expression. Written
        // through `TrackAxis.point` instead, the item lines' place loop ran 10 instructions a
        // line more (lazy-vgrid, 3 columns: +3.1% a pass, measured with `make compare-baseline`).
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
        if horizontal {
            placeItems(line, HorizontalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift, origin: origin,
                       subviews: subviews, size: size, placed: placed)
        } else {
            placeItems(line, VerticalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift, origin: origin,
                       subviews: subviews, size: size, placed: placed)
        }
    }

    /// The items of a line of items, placed: the loop of ``place(line:top:extent:tracks:band:shift:origin:subviews:size:placed:)``
    /// for one axis, without a bounds check on the proxies (as ``measureItems(_:_:tracks:subviews:record:)``).
    @inline(__always)
    func placeItems<A: TrackAxis>(_ line: (first: Int, items: Int, kind: GridLines.Kind), _: A.Type, top: Double, extent: Double,
                                  tracks: GridTracks.Pointers, shift: Double, origin: Point, subviews: LayoutSubviews,
                                  size: (Int, ProposedSize) -> Size, placed: (Int) -> Void) {
        let first = subviews.startIndex &+ line.first
        for t in 0..<line.items {
            let i = line.first &+ t
            let a = tracks.align[t]
            let p = A.proposal(cross: tracks.sizes[t])
            let s = size(i, p)
            let c = shift + tracks.offsets[t] + (tracks.sizes[t] - A.cross(s)) * a.cross
            let m = top + (extent - A.main(s)) * a.main
            let at = A.point(cross: c, main: m)
            subviews[unchecked: first &+ t].place(at: Point(x: origin.x + at.x, y: origin.y + at.y), proposal: p)
            placed(i)
        }
    }
}
