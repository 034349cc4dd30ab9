import GridPerfCore

/// The full pass's loops: a run of lines of items (``GridLines/Run``, all of them without
/// sections) measured or placed in one loop over its items, the track index wrapping at each
/// line's end. Each item goes through the same ``LazyGridLayout/measureCell(_:track:_:tracks:tally:)``
/// and ``LazyGridLayout/placeCell(_:track:_:top:extent:tracks:shift:origin:tally:)`` as a line does
/// on the lazy path, or, when every item's size is read at once (``LazyGridLayout/patternSizes(tracks:subviews:)``),
/// through the same ``LazyGridLayout/cellPoint(_:track:_:top:extent:tracks:shift:origin:)``; only
/// the walk differs.
///
/// Why not line by line: a line's loop pays its setup (buffers, track tables and bounds
/// reloaded, invariants spilled) once per line, more than its items cost
/// (docs/PERFORMANCE.md#runs-not-lines).
extension LazyGridLayout {
    /// Measures the run's items, writing each line's extent (its longest cell) and offset;
    /// `offset` moves on by extent + spacing per line, in line order as line by line. O(items).
    @inline(__always)
    func measure(
        run: GridLines.Run, perLine: Int, tracks: GridTracks.Pointers, subviews: LayoutSubviews,
        sizes: SubviewSizes?, extents: UnsafeMutableBufferPointer<Double>,
        offsets: UnsafeMutableBufferPointer<Double>, offset: inout Double
    ) {
        // Each item's length: its size read from `sizes` (every item proposed the same, all in
        // the cache), or its subview asked in its track. The four cases written out (here and in
        // `place`): folded into one helper generic over the axis, lazy-vgrid's pass took 1.5% more
        // instructions (2,668,329 → 2,708,301 in 3 passes of 20,000 items), lazy-hgrid's 1.3% fewer.
        let base = subviews.startIndex
        switch (trackAxis, sizes) {
        case (.horizontal, let sizes?):
            measureRun(
                run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets, offset: &offset
            ) { i, _, _ in HorizontalTracks.main(sizes[i &- base]) }
        case (.horizontal, nil):
            measureRun(
                run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets, offset: &offset
            ) { i, t, tally in
                measureCell(subviews[unchecked: i], track: t, HorizontalTracks.self, tracks: tracks, tally: &tally)
            }
        case (.vertical, let sizes?):
            measureRun(
                run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets, offset: &offset
            ) { i, _, _ in VerticalTracks.main(sizes[i &- base]) }
        case (.vertical, nil):
            measureRun(
                run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets, offset: &offset
            ) { i, t, tally in
                measureCell(subviews[unchecked: i], track: t, VerticalTracks.self, tracks: tracks, tally: &tally)
            }
        }
    }

    /// The walk of ``measure(run:perLine:tracks:subviews:sizes:extents:offsets:offset:)``: `length(i, t, &tally)`
    /// is subview i's length along the lines, in track t.
    @inline(__always)
    func measureRun(
        _ run: GridLines.Run, perLine: Int, subviews: LayoutSubviews, extents: UnsafeMutableBufferPointer<Double>,
        offsets: UnsafeMutableBufferPointer<Double>, offset: inout Double,
        length: (Int, Int, inout LayoutCounters) -> Double
    ) {
        // The run's items are subviews of this grid (the line table was built for them), so
        // the proxies need no bounds check, and no index here can overflow.
        let start = subviews.startIndex &+ run.items.lowerBound, end = subviews.startIndex &+ run.items.upperBound
        let spacing = spacing
        // Everything the loop changes is the closure's own, so it can live in registers.
        offset = subviews.tallying { tally in
            var i = start, line = run.lines.lowerBound, running = offset
            while i < end {
                // One line: its cells, then its extent and offset.
                let lineEnd = Swift.min(i &+ perLine, end)
                var t = 0, extent = 0.0
                repeat {
                    extent = Self.longer(extent, length(i, t, &tally))
                    i &+= 1
                    t &+= 1
                } while i < lineEnd
                extents[line] = extent
                offsets[line] = running
                running += extent + spacing
                line &+= 1
            }
            return running
        }
    }

    /// Places the run's items, each line at its offset with its extent. O(items).
    @inline(__always)
    func place(
        run: GridLines.Run, perLine: Int, tracks: GridTracks.Pointers, shift: Double, origin: Point,
        subviews: LayoutSubviews, sizes: SubviewSizes?, extents: UnsafeBufferPointer<Double>,
        offsets: UnsafeBufferPointer<Double>
    ) {
        // Each item placed at its size read from `sizes` (every item proposed the same, all in
        // the cache), or its subview asked in its track.
        let base = subviews.startIndex
        switch (trackAxis, sizes) {
        case (.horizontal, let sizes?):
            placeRun(run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets) {
                i, t, top, extent, tally in
                sizes.place(i &- base, tally: &tally) { s in
                    cellPoint(
                        s, track: t, HorizontalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift,
                        origin: origin)
                }
            }
        case (.horizontal, nil):
            placeRun(run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets) {
                i, t, top, extent, tally in
                placeCell(
                    subviews[unchecked: i], track: t, HorizontalTracks.self, top: top, extent: extent, tracks: tracks,
                    shift: shift, origin: origin, tally: &tally)
            }
        case (.vertical, let sizes?):
            placeRun(run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets) {
                i, t, top, extent, tally in
                sizes.place(i &- base, tally: &tally) { s in
                    cellPoint(
                        s, track: t, VerticalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift,
                        origin: origin)
                }
            }
        case (.vertical, nil):
            placeRun(run, perLine: perLine, subviews: subviews, extents: extents, offsets: offsets) {
                i, t, top, extent, tally in
                placeCell(
                    subviews[unchecked: i], track: t, VerticalTracks.self, top: top, extent: extent, tracks: tracks,
                    shift: shift, origin: origin, tally: &tally)
            }
        }
    }

    /// The walk of ``place(run:perLine:tracks:shift:origin:subviews:sizes:extents:offsets:)``:
    /// `cell(i, t, top, extent, &tally)` places subview i in track t of the line at `top`.
    @inline(__always)
    func placeRun(
        _ run: GridLines.Run, perLine: Int, subviews: LayoutSubviews, extents: UnsafeBufferPointer<Double>,
        offsets: UnsafeBufferPointer<Double>, cell: (Int, Int, Double, Double, inout LayoutCounters) -> Void
    ) {
        let start = subviews.startIndex &+ run.items.lowerBound, end = subviews.startIndex &+ run.items.upperBound
        guard start < end else { return }
        subviews.tallying { tally in
            var i = start, line = run.lines.lowerBound, t = 0
            var top = offsets[line], extent = extents[line]
            while i < end {
                cell(i, t, top, extent, &tally)
                i &+= 1
                t &+= 1
                if t == perLine && i < end {
                    line &+= 1
                    t = 0
                    top = offsets[line]
                    extent = extents[line]
                }
            }
        }
    }
}
