import GridPerfCore

/// Measuring and placing one line: the placement maths of the lazy grids, written once. The full
/// pass walks every line through these; the lazy path only the lines that meet the viewport.
extension LazyGridLayout {
    /// Measures a line: its items proposed (track size, unspecified) in their tracks, or a
    /// header or footer proposed the band (the tracks and their spacings). Returns the line's
    /// extent: its longest cell. The sizes stay in the subviews' measurement cache, where
    /// placing the line finds them. O(tracks).
    @inline(__always)
    func measure(
        line: (first: Int, items: Int, kind: GridLines.Kind), tracks: GridTracks.Pointers, band: Double,
        subviews: LayoutSubviews
    ) -> Double {
        let base = subviews.startIndex
        guard line.kind == .items else {
            return main(subviews[base + line.first].sizeThatFits(proposal(cross: band)))
        }
        return trackAxis == .horizontal
            ? measureItems(line, HorizontalTracks.self, tracks: tracks, subviews: subviews)
            : measureItems(line, VerticalTracks.self, tracks: tracks, subviews: subviews)
    }

    /// The items of a line of items, measured: the loop of ``measure(line:tracks:band:subviews:)``
    /// for one axis. Indices come from the line table built for these subviews (`first + items`
    /// ≤ their count), so the proxies are taken without a bounds check.
    @inline(__always)
    func measureItems<A: TrackAxis>(
        _ line: (first: Int, items: Int, kind: GridLines.Kind), _: A.Type, tracks: GridTracks.Pointers,
        subviews: LayoutSubviews
    ) -> Double {
        let first = subviews.startIndex &+ line.first
        return subviews.tallying { tally in
            var extent = 0.0
            for t in 0..<line.items {
                extent = Self.longer(
                    extent,
                    measureCell(
                        subviews[unchecked: first &+ t], track: t, A.self, tracks: tracks,
                        tally: &tally))
            }
            return extent
        }
    }

    /// Places a line whose top is at `top` (along the main axis) and which is `extent` long:
    /// each item in its track, aligned within its cell; a header or footer across the band,
    /// aligned by the grid's alignment. `shift` moves the tracks within bounds longer than
    /// them; `origin` is the bounds' origin. Each subview is aligned by the size it answers
    /// when placed; `placed(i)` is told of each placed subview. O(tracks).
    @inline(__always)
    func place(
        line: (first: Int, items: Int, kind: GridLines.Kind), top: Double, extent: Double,
        tracks: GridTracks.Pointers, band: Double, shift: Double, origin: Point, subviews: LayoutSubviews,
        placed: (Int) -> Void
    ) {
        let base = subviews.startIndex
        let horizontal = trackAxis == .horizontal
        // A header's or footer's point, with the origin added in the same expression: cheaper
        // in the item lines' place loop than `TrackAxis.point` (docs/PERFORMANCE.md#header-point).
        @inline(__always) func point(cross c: Double, main m: Double) -> Point {
            horizontal ? Point(x: origin.x + c, y: origin.y + m) : Point(x: origin.x + m, y: origin.y + c)
        }
        guard line.kind == .items else {
            subviews[base + line.first].place(proposal: proposal(cross: band)) { s in
                point(cross: shift + (band - cross(s)) * alignmentFraction, main: top)
            }
            placed(line.first)
            return
        }
        if horizontal {
            placeItems(
                line, HorizontalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift, origin: origin,
                subviews: subviews, placed: placed)
        } else {
            placeItems(
                line, VerticalTracks.self, top: top, extent: extent, tracks: tracks, shift: shift, origin: origin,
                subviews: subviews, placed: placed)
        }
    }

    /// The items of a line of items, placed: the loop of
    /// ``place(line:top:extent:tracks:band:shift:origin:subviews:placed:)`` for one axis, without a
    /// bounds check on the proxies (as ``measureItems(_:_:tracks:subviews:)``).
    @inline(__always)
    func placeItems<A: TrackAxis>(
        _ line: (first: Int, items: Int, kind: GridLines.Kind), _: A.Type, top: Double, extent: Double,
        tracks: GridTracks.Pointers, shift: Double, origin: Point, subviews: LayoutSubviews,
        placed: (Int) -> Void
    ) {
        let first = subviews.startIndex &+ line.first
        subviews.tallying { tally in
            for t in 0..<line.items {
                placeCell(
                    subviews[unchecked: first &+ t], track: t, A.self, top: top, extent: extent, tracks: tracks,
                    shift: shift, origin: origin, tally: &tally)
                placed(line.first &+ t)
            }
        }
    }

    /// The longer of a line's extent so far and a cell's length: `Swift.max`, written so that it
    /// compiles to one `maxsd` instead of a compare and three masks (Swift's `max` returns its
    /// second argument on a tie). The frames are the same: both ignore a NaN length (the extent
    /// starts at +0 and only takes a length that compared greater), and on a tie at ±0 they keep
    /// different zeros, which no frame shows (offsets add `extent + spacing`, alignment takes
    /// `extent − length` from a non-negative top). See docs/PERFORMANCE.md#longer-maxsd.
    @inline(__always)
    static func longer(_ extent: Double, _ length: Double) -> Double { length > extent ? length : extent }

    /// An item measured in track `t`: proposed (track size, unspecified); returns its length
    /// along the lines. The one measuring of an item, for lines and runs alike. O(1).
    @inline(__always)
    func measureCell<A: TrackAxis>(
        _ subview: LayoutSubview, track t: Int, _: A.Type, tracks: GridTracks.Pointers,
        tally: inout LayoutCounters
    ) -> Double {
        A.main(subview.sizeThatFits(A.proposal(cross: tracks.sizes[t]), tally: &tally, missOutOfLine: true))
    }

    /// An item placed in track `t` of a line whose top is at `top` and which is `extent` long:
    /// aligned within its cell by the track's fractions, by the size it answers. The one
    /// placing of an item, for lines and runs alike. O(1).
    @inline(__always)
    func placeCell<A: TrackAxis>(
        _ subview: LayoutSubview, track t: Int, _: A.Type, top: Double, extent: Double,
        tracks: GridTracks.Pointers, shift: Double, origin: Point, tally: inout LayoutCounters
    ) {
        subview.place(proposal: A.proposal(cross: tracks.sizes[t]), tally: &tally, missOutOfLine: true) { s in
            cellPoint(s, track: t, A.self, top: top, extent: extent, tracks: tracks, shift: shift, origin: origin)
        }
    }

    /// Where an item of size `s` goes in track `t` of a line whose top is at `top` and which is
    /// `extent` long: aligned within its cell by the track's fractions. O(1).
    @inline(__always)
    func cellPoint<A: TrackAxis>(
        _ s: Size, track t: Int, _: A.Type, top: Double, extent: Double, tracks: GridTracks.Pointers, shift: Double,
        origin: Point
    ) -> Point {
        let a = tracks.align[t]
        let trackSize = tracks.sizes[t], trackOffset = tracks.offsets[t]
        let c = shift + trackOffset + (trackSize - A.cross(s)) * a.cross
        let m = top + (extent - A.main(s)) * a.main
        let at = A.point(cross: c, main: m)
        return Point(x: origin.x + at.x, y: origin.y + at.y)
    }
}
