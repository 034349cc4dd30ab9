import GridPerfCore

/// The tracks items can occupy at one length (a `LazyVGrid`'s columns), materialised from the
/// track groups: each track's offset, size and alignment fractions. The full pass and the lazy
/// path both place items with it. Reused buffers: rebuilding allocates nothing once grown.
struct GridTracks {
    var offsets: [Double] = []
    var sizes: [Double] = []
    /// Alignment fractions within a cell: along the tracks (`cross`) and along the lines (`main`).
    var align: [(cross: Double, main: Double)] = []
    /// How many tracks the groups hold in all (at least 1): the items per line. May exceed the
    /// tracks materialised, which are never more than the subviews.
    var perLine = 1

    /// The tables as buffer pointers, for a loop over lines: read per item without reloading
    /// the arrays or checking bounds once per line (their counts are the tracks materialised,
    /// and a line never holds more items than that).
    struct Pointers {
        let offsets: UnsafeBufferPointer<Double>
        let sizes: UnsafeBufferPointer<Double>
        let align: UnsafeBufferPointer<(cross: Double, main: Double)>
    }

    /// Calls `body` with the tables' ``Pointers``, valid only inside it. O(1).
    @inline(__always)
    func withPointers<R>(_ body: (Pointers) throws -> R) rethrows -> R {
        try offsets.withUnsafeBufferPointer { o in
            try sizes.withUnsafeBufferPointer { s in
                try align.withUnsafeBufferPointer { a in try body(Pointers(offsets: o, sizes: s, align: a)) }
            }
        }
    }

    /// Writes the tracks of `groups` for a grid of `count` subviews whose tracks run along
    /// `trackAxis`. O(tracks written).
    mutating func rebuild(_ groups: [TrackGroup], count n: Int, trackAxis: Axis) {
        var total = 0
        for g in groups { total = total > Int.max - g.count ? Int.max : total + g.count }
        total = Swift.max(1, total)
        let needed = Swift.min(total, Swift.max(n, 1))
        offsets.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        align.removeAll(keepingCapacity: true)
        outer: for g in groups {
            let fractions =
                trackAxis == .horizontal
                ? (cross: g.alignment.horizontal.fraction, main: g.alignment.vertical.fraction)
                : (cross: g.alignment.vertical.fraction, main: g.alignment.horizontal.fraction)
            for k in 0..<g.count {
                if offsets.count == needed { break outer }
                offsets.append(g.offset(k))
                sizes.append(g.size)
                align.append(fractions)
            }
        }
        perLine = total
    }
}
