/// How a layout divides a length into tracks (a lazy grid's columns or rows), with the
/// arithmetic as a person would check it: what the playground shows beside the frames.
/// A plugin answers it (``LayoutPlugin/tracks(parameters:proposal:)``); most layouts have none.
public struct TrackExplanation: Sendable, Equatable {
    /// What the tracks are called: `columns` or `rows`.
    public var axis: String
    /// Which side of a proposal the tracks divide (`.horizontal`: the width).
    public var dividedAxis: Axis
    /// The length divided.
    public var length: Double
    /// The length the tracks and their spacing take.
    public var extent: Double
    /// Runs of equal tracks, in order.
    public var tracks: [Run]
    /// The arithmetic, one line a step (`200 − 8 spacing − 70 fixed = 122 for 1 non-fixed item`).
    public var steps: [String]

    /// `count` tracks of `size` from `start`, `spacing` after each.
    public struct Run: Sendable, Equatable {
        public var start: Double
        public var size: Double
        public var count: Int
        public var spacing: Double

        public init(start: Double, size: Double, count: Int, spacing: Double) {
            self.start = start
            self.size = size
            self.count = count
            self.spacing = spacing
        }
    }

    public init(axis: String, dividedAxis: Axis, length: Double, extent: Double, tracks: [Run], steps: [String]) {
        self.axis = axis
        self.dividedAxis = dividedAxis
        self.length = length
        self.extent = extent
        self.tracks = tracks
        self.steps = steps
    }
}
