import GridPerfCore

/// The axis a lazy grid's tracks run along, as a type: the one definition of which of width
/// and height is "across the tracks" and which "along the lines" (the layout's own `cross`,
/// `main`, `size` and `proposal` pick one of these by `trackAxis`). The loops over items are
/// compiled once per axis (a line's, ``LazyGridLayout/measure(line:tracks:band:subviews:)`` and
/// ``LazyGridLayout/place(line:top:extent:tracks:band:shift:origin:subviews:placed:)``, branch
/// once per line; a run's, in `LazyGridLayout+Runs.swift`, once per run), so no item pays for
/// choosing width or height (per item they were selects and blends: docs/PERFORMANCE.md#track-axis).
protocol TrackAxis {
    /// The length across the tracks (a column's width for a LazyVGrid).
    static func cross(_ s: Size) -> Double
    /// The length along the lines (a row's height for a LazyVGrid).
    static func main(_ s: Size) -> Double
    static func size(cross c: Double, main m: Double) -> Size
    static func proposal(cross c: Double) -> ProposedSize
    static func point(cross c: Double, main m: Double) -> Point
}

/// Tracks side by side horizontally: LazyVGrid's columns.
enum HorizontalTracks: TrackAxis {
    @inline(__always) static func cross(_ s: Size) -> Double { s.width }
    @inline(__always) static func main(_ s: Size) -> Double { s.height }
    @inline(__always) static func size(cross c: Double, main m: Double) -> Size { Size(width: c, height: m) }
    @inline(__always) static func proposal(cross c: Double) -> ProposedSize { ProposedSize(width: c, height: nil) }
    @inline(__always) static func point(cross c: Double, main m: Double) -> Point { Point(x: c, y: m) }
}

/// Tracks stacked vertically: LazyHGrid's rows.
enum VerticalTracks: TrackAxis {
    @inline(__always) static func cross(_ s: Size) -> Double { s.height }
    @inline(__always) static func main(_ s: Size) -> Double { s.width }
    @inline(__always) static func size(cross c: Double, main m: Double) -> Size { Size(width: m, height: c) }
    @inline(__always) static func proposal(cross c: Double) -> ProposedSize { ProposedSize(width: nil, height: c) }
    @inline(__always) static func point(cross c: Double, main m: Double) -> Point { Point(x: m, y: c) }
}
