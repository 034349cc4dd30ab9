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
/// Sections (SPEC-FORMAT `sections`) start on a new line. A header or footer is a line of its
/// own: it is proposed (full extent, unspecified), where the full extent is the sum of the
/// tracks and their spacings, and placed across that band with the grid's `alignment` (SwiftUI
/// centres a header that does not fill the width). Line spacing goes between every pair of
/// consecutive lines, headers and footers included. SwiftUI's exact header proposal is not
/// published; this follows SPEC-FORMAT's "span the full width". Pinning only matters while
/// scrolling; the plugin records which subviews are pinned.
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
    /// The sections, as subview indices; `nil`: every subview is an item of one section
    /// without header or footer (and the count follows the subviews).
    public var sections: [SceneSection]?
    /// `pinnedViews`: section headers (footers) stick to the top (bottom) of the visible area
    /// while scrolling (see the lazy side); a full pass places them where they are.
    public var pinsHeaders = false
    public var pinsFooters = false

    /// Throws when `items` is empty, or when `sections` do not cover 0..<n exactly in the
    /// order header, items, footer.
    public init(items: [GridItem], trackAxis: Axis, spacing: Double = 8, alignmentFraction: Double = 0.5,
                sections: [SceneSection]? = nil) throws {
        guard !items.isEmpty else { throw GridPerfError("a lazy grid needs at least one GridItem (columns / rows is empty)") }
        if let sections {
            var next = 0
            for (k, s) in sections.enumerated() {
                let ok = (s.header.map { $0 == next } ?? true)
                    && s.items.lowerBound == next + (s.header == nil ? 0 : 1)
                    && (s.footer.map { $0 == s.items.upperBound } ?? true)
                guard ok else { throw GridPerfError("sections[\(k)]: subview indices out of order (expected header, items, footer from \(next))") }
                next = s.items.upperBound + (s.footer == nil ? 0 : 1)
            }
        }
        self.items = items
        self.trackAxis = trackAxis
        self.spacing = spacing
        self.alignmentFraction = alignmentFraction
        self.sections = sections
    }

    /// The number of subviews the sections hold (`nil` without sections).
    public var sectionedSubviewCount: Int? {
        sections.map { $0.last.map { $0.items.upperBound + ($0.footer == nil ? 0 : 1) } ?? 0 }
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
        @inline(__always) func point(cross c: Double, main m: Double) -> Point {
            horizontal ? Point(x: bounds.minX + c, y: bounds.minY + m) : Point(x: bounds.minX + m, y: bounds.minY + c)
        }
        // A header or footer is alone on its line, across the band the tracks occupy.
        let fullWidth = self.proposal(cross: cache.extent)
        var firstLine = 0
        for k in 0..<sectionCount {
            let section = self.section(k, count: subviews.count)
            if let h = section.header {
                let c = shift + (cache.extent - cross(cache.sizes[h])) * alignmentFraction
                subviews[base + h].place(at: point(cross: c, main: cache.lineOffsets[firstLine]), proposal: fullWidth)
                firstLine += 1
            }
            let first = section.items.lowerBound
            for local in 0..<section.items.count {
                let i = first + local
                let t = local % tracks, line = firstLine + local / tracks
                let s = cache.sizes[i]
                let a = cache.trackAlign[t]
                let c = shift + cache.trackOffsets[t] + (cache.trackSizes[t] - cross(s)) * a.cross
                let m = cache.lineOffsets[line] + (cache.lineExtents[line] - main(s)) * a.main
                subviews[base + i].place(at: point(cross: c, main: m), proposal: self.proposal(cross: cache.trackSizes[t]))
            }
            firstLine += lineCount(section.items.count, tracks: tracks)
            if let f = section.footer {
                let c = shift + (cache.extent - cross(cache.sizes[f])) * alignmentFraction
                subviews[base + f].place(at: point(cross: c, main: cache.lineOffsets[firstLine]), proposal: fullWidth)
                firstLine += 1
            }
        }
    }

    /// The number of sections; a grid without sections is one section of every subview.
    @inline(__always) var sectionCount: Int { sections?.count ?? 1 }

    /// Section `k` (without sections: all `count` subviews as items).
    @inline(__always)
    func section(_ k: Int, count: Int) -> SceneSection {
        sections?[k] ?? SceneSection(items: 0..<count)
    }

    /// Writes the tracks items can occupy (never more than `n`, at least one) from `groups`,
    /// with their alignment fractions (cross, main), into the reused buffers; returns how
    /// many tracks the groups hold in all. O(tracks written).
    func materializeTracks(_ groups: [TrackGroup], count n: Int, offsets: inout [Double], sizes: inout [Double],
                           align: inout [(cross: Double, main: Double)]) -> Int {
        var total = 0
        for g in groups { total = total > Int.max - g.count ? Int.max : total + g.count }
        total = Swift.max(1, total)
        let needed = Swift.min(total, Swift.max(n, 1))
        offsets.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        align.removeAll(keepingCapacity: true)
        outer: for g in groups {
            let fractions = trackAxis == .horizontal
                ? (cross: g.alignment.horizontal.fraction, main: g.alignment.vertical.fraction)
                : (cross: g.alignment.vertical.fraction, main: g.alignment.horizontal.fraction)
            for k in 0..<g.count {
                if offsets.count == needed { break outer }
                offsets.append(g.offset(k))
                sizes.append(g.size)
                align.append(fractions)
            }
        }
        return total
    }

    @inline(__always)
    func lineCount(_ items: Int, tracks: Int) -> Int { items == 0 ? 0 : (items - 1) / tracks + 1 }

    /// Makes the cache hold tracks and lines for `length`. O(1) on a hit; O(n + c) on a miss.
    func resolve(length: Double, subviews: LayoutSubviews, cache: inout Cache) {
        let n = subviews.count
        if let expected = sectionedSubviewCount {
            precondition(n == expected, "the sections describe \(expected) subviews, the grid was given \(n)")
        }
        if cache.length == length && cache.count == n {
            subviews.recordLayoutCacheHit()
            return
        }
        subviews.recordLayoutCacheMiss()
        // `items` is non-empty (checked in init), so the track computation cannot fail.
        cache.extent = try! LazyGridMath.tracks(items, length: length, into: &cache.groups, scratch: &cache.itemSizes)
        cache.totalTracks = materializeTracks(cache.groups, count: n, offsets: &cache.trackOffsets,
                                              sizes: &cache.trackSizes, align: &cache.trackAlign)
        // Measure every item in its track; a line is as long as its longest cell. Headers and
        // footers are proposed the full extent and are a line of their own.
        let tracks = cache.totalTracks
        if cache.sizes.count != n { cache.sizes = [Size](repeating: .zero, count: n) }
        cache.lineExtents.removeAll(keepingCapacity: true)
        cache.lineOffsets.removeAll(keepingCapacity: true)
        let base = subviews.startIndex
        let fullWidth = proposal(cross: cache.extent)
        for k in 0..<sectionCount {
            let section = self.section(k, count: n)
            if let h = section.header {
                let s = subviews[base + h].sizeThatFits(fullWidth)
                cache.sizes[h] = s
                cache.lineExtents.append(main(s))
            }
            let firstLine = cache.lineExtents.count
            let count = section.items.count
            cache.lineExtents.append(contentsOf: repeatElement(0, count: lineCount(count, tracks: tracks)))
            let first = section.items.lowerBound
            for local in 0..<count {
                let i = first + local
                let t = local % tracks, line = firstLine + local / tracks
                let s = subviews[base + i].sizeThatFits(proposal(cross: cache.trackSizes[t]))
                cache.sizes[i] = s
                cache.lineExtents[line] = Swift.max(cache.lineExtents[line], main(s))
            }
            if let f = section.footer {
                let s = subviews[base + f].sizeThatFits(fullWidth)
                cache.sizes[f] = s
                cache.lineExtents.append(main(s))
            }
        }
        // Spacing goes between every pair of consecutive lines, headers and footers included.
        var offset = 0.0
        for extent in cache.lineExtents {
            cache.lineOffsets.append(offset)
            offset += extent + spacing
        }
        cache.mainExtent = cache.lineExtents.isEmpty ? 0 : offset - spacing
        cache.length = length
        cache.count = n
    }
}
