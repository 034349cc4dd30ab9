import GridPerfCore

/// The full pass's loops: a run of lines of items (``GridLines/Run``, all of them without
/// sections) measured or placed in one loop over its items, the track index wrapping at each
/// line's end. Each item goes through the same ``LazyGridLayout/measureCell(_:track:_:tracks:tally:)``
/// and ``LazyGridLayout/placeCell(_:track:_:top:extent:tracks:shift:origin:tally:)`` as a line does
/// on the lazy path; only the walk differs.
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
        extents: UnsafeMutableBufferPointer<Double>, offsets: UnsafeMutableBufferPointer<Double>,
        offset: inout Double
    ) {
        if trackAxis == .horizontal {
            measureRun(
                run, HorizontalTracks.self, perLine: perLine, tracks: tracks, subviews: subviews, extents: extents,
                offsets: offsets, offset: &offset)
        } else {
            measureRun(
                run, VerticalTracks.self, perLine: perLine, tracks: tracks, subviews: subviews, extents: extents,
                offsets: offsets, offset: &offset)
        }
    }

    @inline(__always)
    func measureRun<A: TrackAxis>(
        _ run: GridLines.Run, _: A.Type, perLine: Int, tracks: GridTracks.Pointers,
        subviews: LayoutSubviews, extents: UnsafeMutableBufferPointer<Double>,
        offsets: UnsafeMutableBufferPointer<Double>, offset: inout Double
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
                    extent = Self.longer(
                        extent, measureCell(subviews[unchecked: i], track: t, A.self, tracks: tracks, tally: &tally))
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
        subviews: LayoutSubviews, extents: UnsafeBufferPointer<Double>, offsets: UnsafeBufferPointer<Double>
    ) {
        if trackAxis == .horizontal {
            placeRun(
                run, HorizontalTracks.self, perLine: perLine, tracks: tracks, shift: shift, origin: origin,
                subviews: subviews, extents: extents, offsets: offsets)
        } else {
            placeRun(
                run, VerticalTracks.self, perLine: perLine, tracks: tracks, shift: shift, origin: origin,
                subviews: subviews, extents: extents, offsets: offsets)
        }
    }

    @inline(__always)
    func placeRun<A: TrackAxis>(
        _ run: GridLines.Run, _: A.Type, perLine: Int, tracks: GridTracks.Pointers, shift: Double,
        origin: Point, subviews: LayoutSubviews, extents: UnsafeBufferPointer<Double>,
        offsets: UnsafeBufferPointer<Double>
    ) {
        let start = subviews.startIndex &+ run.items.lowerBound, end = subviews.startIndex &+ run.items.upperBound
        guard start < end else { return }
        subviews.tallying { tally in
            var i = start, line = run.lines.lowerBound, t = 0
            var top = offsets[line], extent = extents[line]
            while i < end {
                placeCell(
                    subviews[unchecked: i], track: t, A.self, top: top, extent: extent, tracks: tracks, shift: shift,
                    origin: origin, tally: &tally)
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
