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

    /// SwiftUI's default spacing between lines.
    public static let defaultSpacing = 8.0

    /// Throws when `items` is empty, or when `sections` do not cover 0..<n exactly in the
    /// order header, items, footer.
    public init(
        items: [GridItem], trackAxis: Axis, spacing: Double = defaultSpacing, alignmentFraction: Double = 0.5,
        sections: [SceneSection]? = nil
    ) throws {
        guard !items.isEmpty else {
            throw GridPerfError("a lazy grid needs at least one GridItem (columns / rows is empty)")
        }
        if let sections {
            var next = 0
            for (k, s) in sections.enumerated() {
                let ok =
                    (s.header.map { $0 == next } ?? true)
                    && s.items.lowerBound == next + (s.header == nil ? 0 : 1)
                    && (s.footer.map { $0 == s.items.upperBound } ?? true)
                guard ok else {
                    throw GridPerfError(
                        "sections[\(k)]: subview indices out of order (expected header, items, footer from \(next))")
                }
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
        /// The tracks and their spacings at `length`: what headers and footers span.
        var extent = 0.0
        var mainExtent = 0.0
        var tracks = GridTracks()
        var lines = GridLines()
        var lineOffsets: [Double] = []
        var lineExtents: [Double] = []
        var groups: [TrackGroup] = []
        var itemSizes: [Double] = []
        /// The sections of the layout that last updated this cache.
        var sections: [SceneSection]?
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        cache.sections = sections
        return cache
    }

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.length = .nan
        // The line table follows the subview count and the sections' shape; other sections of
        // the same shape (this layout updating a cache made by one with other sections) need a
        // new one. Comparing the same array is O(1) (its buffer), so a pass pays nothing.
        if sections != cache.sections {
            cache.lines = GridLines()
            cache.sections = sections
        }
    }

    // The axis mapping of `TrackAxis`, chosen by `trackAxis` at run time (per call, not per item).
    @inline(__always) func cross(_ s: Size) -> Double {
        trackAxis == .horizontal ? HorizontalTracks.cross(s) : VerticalTracks.cross(s)
    }
    @inline(__always) func main(_ s: Size) -> Double {
        trackAxis == .horizontal ? HorizontalTracks.main(s) : VerticalTracks.main(s)
    }
    @inline(__always) func size(cross c: Double, main m: Double) -> Size {
        trackAxis == .horizontal ? HorizontalTracks.size(cross: c, main: m) : VerticalTracks.size(cross: c, main: m)
    }
    @inline(__always) func proposal(cross c: Double) -> ProposedSize {
        trackAxis == .horizontal ? HorizontalTracks.proposal(cross: c) : VerticalTracks.proposal(cross: c)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        // An unspecified length is replaced by 10, as replacingUnspecifiedDimensions() does.
        let length = proposal[trackAxis] ?? 10
        ensureMeasured(length: length, subviews: subviews, cache: &cache)
        return size(cross: cache.extent, main: cache.mainExtent)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        let length = cross(bounds.size)
        ensureMeasured(length: length, subviews: subviews, cache: &cache)
        let shift = Swift.max(0, length - cache.extent) * alignmentFraction
        let tracks = cache.tracks, lines = cache.lines, band = cache.extent
        let offsets = cache.lineOffsets, extents = cache.lineExtents
        let sizes = patternSizes(tracks: tracks, subviews: subviews)
        offsets.withUnsafeBufferPointer { offsets in
            extents.withUnsafeBufferPointer { extents in
                tracks.withPointers { tracks in
                    lines.walk(
                        run: { run in
                            place(
                                run: run, perLine: lines.perLine, tracks: tracks, shift: shift, origin: bounds.origin,
                                subviews: subviews, sizes: sizes, extents: extents, offsets: offsets)
                        },
                        single: { l in
                            place(
                                line: lines[l], top: offsets[l], extent: extents[l], tracks: tracks, band: band,
                                shift: shift,
                                origin: bounds.origin, subviews: subviews, placed: { _ in })
                        })
                }
            }
        }
    }

    /// Every subview's size for the proposal its track gives it, when the tracks are few and
    /// every subview is an item (no sections, so no headers): item i is in track i % tracks, so
    /// the proposals repeat with the tracks' period, and their sizes are read in one step when
    /// the measurement cache says they all hold (docs/PERFORMANCE.md#uniform-sizes). `nil`: each
    /// cell asks its subview. O(tracks), or O(n) the first time.
    func patternSizes(tracks: GridTracks, subviews: LayoutSubviews) -> SubviewSizes? {
        let period = tracks.sizes.count
        guard sections == nil, period >= 1, period <= LayoutSubviews.rememberedPeriods else { return nil }
        return tracks.sizes.withUnsafeBufferPointer { sizes in
            subviews.tallying { tally in
                subviews.sizesThatFit(period: period, { proposal(cross: sizes[$0]) }, tally: &tally)
            }
        }
    }

    /// `array` with `count` elements, its capacity kept (new ones 0).
    static func resize(_ array: inout [Double], to count: Int) {
        if array.count > count {
            array.removeSubrange(count...)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(0, count: count - array.count))
        }
    }

    /// Makes the cache hold the tracks for `length` and every line measured. O(1) on a hit;
    /// O(n + c) on a miss.
    func ensureMeasured(length: Double, subviews: LayoutSubviews, cache: inout Cache) {
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
        cache.tracks.rebuild(cache.groups, count: n, trackAxis: trackAxis)
        cache.lines.rebuild(sections: sections, subviewCount: n, perLine: cache.tracks.perLine)
        // Measured into local buffers (moved out of the cache, so nothing is copied) and
        // stacked with spacing between every pair of consecutive lines.
        var extents = cache.lineExtents, offsets = cache.lineOffsets
        cache.lineExtents = []; cache.lineOffsets = []
        let tracks = cache.tracks, lines = cache.lines, band = cache.extent
        // Sized to the line count in place (capacity kept), then written through pointers, so
        // that no line pays a uniqueness check (docs/PERFORMANCE.md#pointer-writes).
        Self.resize(&extents, to: lines.count)
        Self.resize(&offsets, to: lines.count)
        var offset = 0.0
        let sizes = patternSizes(tracks: tracks, subviews: subviews)
        extents.withUnsafeMutableBufferPointer { extents in
            offsets.withUnsafeMutableBufferPointer { offsets in
                tracks.withPointers { tracks in
                    lines.walk(
                        run: { run in
                            measure(
                                run: run, perLine: lines.perLine, tracks: tracks, subviews: subviews, sizes: sizes,
                                extents: extents, offsets: offsets, offset: &offset)
                        },
                        single: { l in
                            let extent = measure(line: lines[l], tracks: tracks, band: band, subviews: subviews)
                            extents[l] = extent
                            offsets[l] = offset
                            offset += extent + spacing
                        })
                }
            }
        }
        cache.mainExtent = lines.count == 0 ? 0 : offset - spacing
        cache.lineExtents = extents; cache.lineOffsets = offsets
        cache.length = length
        cache.count = n
    }
}
