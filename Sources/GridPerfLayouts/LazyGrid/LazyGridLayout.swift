import GridPerfCore

/// `LazyVGrid` and `LazyHGrid` in one axis-generic implementation.
///
/// `trackAxis` is the axis the grid items size: horizontal for a `LazyVGrid` (its columns),
/// vertical for a `LazyHGrid` (its rows). Along the other, the *main* axis, the grid grows:
/// item i goes to track i mod T of line i ÷ T (a VGrid fills rows left to right, an HGrid
/// fills columns top to bottom), and a line is as long as its longest cell, each item
/// proposed (track size, unspecified).
///
/// The two-pass quirk is kept, as SwiftUI has it: `sizeThatFits` computes the tracks from the
/// proposed length and reports their sum plus spacings (which may exceed the proposal), and
/// `placeSubviews` computes them again from the length of its bounds.
///
/// The cache keys the tracks and line extents by the track-axis length they were computed for:
/// a pass at the same length hits, at another length misses. Steady-state passes at an
/// unchanged length allocate nothing.
public struct LazyGridLayout: Layout {
    public var items: [GridItem]
    public var trackAxis: Axis
    /// Space between lines (a VGrid's `spacing`: between rows).
    public var spacing: Double
    /// Where the tracks sit when the bounds are longer than they are (a VGrid's horizontal
    /// `alignment`), as a fraction (leading 0, center 0.5, trailing 1). When the bounds are
    /// shorter (the two-pass overflow) the tracks start at the leading edge, as in the seeds.
    public var alignmentFraction: Double

    public init(items: [GridItem], trackAxis: Axis, spacing: Double = 8, alignmentFraction: Double = 0.5) throws {
        guard !items.isEmpty else { throw GridPerfError("a lazy grid needs at least one GridItem (columns / rows is empty)") }
        self.items = items
        self.trackAxis = trackAxis
        self.spacing = spacing
        self.alignmentFraction = alignmentFraction
    }

    public struct Cache {
        var length: Double = .nan
        var count = -1
        var extent = 0.0
        var mainExtent = 0.0
        /// Materialised tracks: offset, size, alignment fractions (cross, main).
        var trackOffsets: [Double] = []
        var trackSizes: [Double] = []
        var trackAlign: [(cross: Double, main: Double)] = []
        var totalTracks = 1
        var lineOffsets: [Double] = []
        var lineExtents: [Double] = []
        var sizes: [Size] = []
        var groups: [TrackGroup] = []
        var itemSizes: [Double] = []
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.length = .nan
    }

    @inline(__always) func cross(_ s: Size) -> Double { trackAxis == .horizontal ? s.width : s.height }
    @inline(__always) func main(_ s: Size) -> Double { trackAxis == .horizontal ? s.height : s.width }
    @inline(__always) func size(cross c: Double, main m: Double) -> Size {
        trackAxis == .horizontal ? Size(width: c, height: m) : Size(width: m, height: c)
    }
    @inline(__always) func proposal(cross c: Double) -> ProposedSize {
        trackAxis == .horizontal ? ProposedSize(width: c, height: nil) : ProposedSize(width: nil, height: c)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        // An unspecified length is replaced by 10, as replacingUnspecifiedDimensions() does.
        let length = proposal[trackAxis] ?? 10
        resolve(length: length, subviews: subviews, cache: &cache)
        return size(cross: cache.extent, main: cache.mainExtent)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        let length = cross(bounds.size)
        resolve(length: length, subviews: subviews, cache: &cache)
        let shift = Swift.max(0, length - cache.extent) * alignmentFraction
        let tracks = cache.totalTracks
        let base = subviews.startIndex
        let horizontal = trackAxis == .horizontal
        for i in 0..<subviews.count {
            let t = i % tracks, line = i / tracks
            let s = cache.sizes[i]
            let a = cache.trackAlign[t]
            let c = shift + cache.trackOffsets[t] + (cache.trackSizes[t] - cross(s)) * a.cross
            let m = cache.lineOffsets[line] + (cache.lineExtents[line] - main(s)) * a.main
            let point = horizontal ? Point(x: bounds.minX + c, y: bounds.minY + m) : Point(x: bounds.minX + m, y: bounds.minY + c)
            subviews[base + i].place(at: point, proposal: self.proposal(cross: cache.trackSizes[t]))
        }
    }

    /// Makes the cache hold tracks and lines for `length`. O(1) on a hit; O(n + c) on a miss.
    func resolve(length: Double, subviews: LayoutSubviews, cache: inout Cache) {
        let n = subviews.count
        if cache.length == length && cache.count == n {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        // `items` is non-empty (checked in init), so the track computation cannot fail.
        cache.extent = try! LazyGridMath.tracks(items, length: length, into: &cache.groups, scratch: &cache.itemSizes)
        var total = 0
        for g in cache.groups { total = total > Int.max - g.count ? Int.max : total + g.count }
        cache.totalTracks = Swift.max(1, total)
        // Materialise only the tracks items can occupy.
        let needed = Swift.min(cache.totalTracks, Swift.max(n, 1))
        cache.trackOffsets.removeAll(keepingCapacity: true)
        cache.trackSizes.removeAll(keepingCapacity: true)
        cache.trackAlign.removeAll(keepingCapacity: true)
        outer: for g in cache.groups {
            let fractions = trackAxis == .horizontal
                ? (cross: g.alignment.horizontal.fraction, main: g.alignment.vertical.fraction)
                : (cross: g.alignment.vertical.fraction, main: g.alignment.horizontal.fraction)
            for k in 0..<g.count {
                if cache.trackOffsets.count == needed { break outer }
                cache.trackOffsets.append(g.offset(k))
                cache.trackSizes.append(g.size)
                cache.trackAlign.append(fractions)
            }
        }
        // Measure every item in its track; a line is as long as its longest cell.
        let tracks = cache.totalTracks
        let lines = n == 0 ? 0 : (n - 1) / tracks + 1
        if cache.sizes.count != n { cache.sizes = [Size](repeating: .zero, count: n) }
        cache.lineExtents.removeAll(keepingCapacity: true)
        cache.lineOffsets.removeAll(keepingCapacity: true)
        cache.lineExtents.append(contentsOf: repeatElement(0, count: lines))
        let base = subviews.startIndex
        for i in 0..<n {
            let t = i % tracks, line = i / tracks
            let s = subviews[base + i].sizeThatFits(proposal(cross: cache.trackSizes[t]))
            cache.sizes[i] = s
            cache.lineExtents[line] = Swift.max(cache.lineExtents[line], main(s))
        }
        var offset = 0.0
        for line in 0..<lines {
            cache.lineOffsets.append(offset)
            offset += cache.lineExtents[line] + spacing
        }
        cache.mainExtent = lines == 0 ? 0 : offset - spacing
        cache.length = length
        cache.count = n
    }
}
