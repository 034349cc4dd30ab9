import GridPerfCore

/// `LazyVGrid` / `LazyHGrid` inside a scroll view: only the lines that meet the viewport are
/// measured and placed. A line is a row of items (a column for a `LazyHGrid`), or a section's
/// header or footer. The tracks are those of the placement pass (computed from the length the
/// grid reports, as in a full pass), so realised frames equal the full layout's once the lines
/// before them are measured (up to the order of floating-point sums: a line's offset is a
/// Fenwick prefix sum, not a running one). Line offsets come from ``LineOffsets``: measured
/// extents in Fenwick trees, the mean measured extent for the rest (a jump lands on an
/// estimate, as in SwiftUI; scrolling from the top is exact).
///
/// **Pinned views.** With `pinnedViews: [.sectionHeaders]`, the header of the section at the
/// top of the visible area sticks to that top, and is pushed off by the end of its section
/// (its last line, footer included, reaching above the header's height). Footers likewise
/// stick to the bottom, pushed off by the start of their section. A full pass places them
/// where they are, as SwiftUI does outside a scroll view.
extension LazyGridLayout: LazyLayout {
    public struct LazyState {
        /// The extent the grid reports at the state's length.
        var extent = 0.0
        /// The extent of the tracks in the placement pass: headers and footers span it.
        var band = 0.0
        /// Where the placement pass's tracks start within the reported extent.
        var shift = 0.0
        var tracks = GridTracks()
        var lines = GridLines()
        var offsets = LineOffsets(count: 0, spacing: 0, fallback: 0)
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    /// The sections' headers (under `pinsHeaders`) and footers (under `pinsFooters`).
    public var pinnedSubviews: [Int] {
        var pinned: [Int] = []
        for section in sections ?? [] {
            if pinsHeaders, let h = section.header { pinned.append(h) }
            if pinsFooters, let f = section.footer { pinned.append(f) }
        }
        return pinned
    }

    public func makeLazyCache(subviews: LayoutSubviews) -> LazyCache { LazyCache() }

    /// The tracks of a full pass at `length`: the reported extent E at `length`, then the
    /// tracks again at E (placement), and where they sit in E; and the line table.
    /// O(tracks + lines).
    func makeState(length: Double, count n: Int) -> LazyState {
        var s = LazyState()
        var groups: [TrackGroup] = [], scratch: [Double] = []
        // `items` is non-empty (checked in init), so the track computation cannot fail.
        let reported = try! LazyGridMath.tracks(items, length: length, into: &groups, scratch: &scratch)
        let placed = try! LazyGridMath.tracks(items, length: reported, into: &groups, scratch: &scratch)
        s.extent = reported
        s.band = placed
        s.shift = Swift.max(0, reported - placed) * alignmentFraction
        s.tracks.rebuild(groups, count: n, trackAxis: trackAxis)
        s.lines.rebuild(sections: sections, subviewCount: n, perLine: s.tracks.perLine)
        s.offsets = LineOffsets(count: s.lines.count, spacing: spacing, fallback: 50)
        return s
    }

    /// Measures line `line` if it was not. O(tracks).
    func measure(line: Int, _ s: inout LazyState, subviews: LayoutSubviews) {
        guard !s.offsets.isMeasured(line) else { return }
        let extent = s.tracks.withPointers { tracks in
            measure(line: s.lines[line], tracks: tracks, band: s.band, subviews: subviews)
        }
        s.offsets.setExtent(extent, of: line)
    }

    /// Places line `line` with its top at `top` (sizes are measurement-cache hits). O(tracks).
    func place(line: Int, top: Double, _ s: LazyState, subviews: LayoutSubviews, realized: inout [Int]) {
        // The origin written out: `Point.zero` is a stored constant, read through its global's
        // accessor (a call a line; docs/PERFORMANCE.md#proposal-constants).
        let placing = s.lines[line]
        s.tracks.withPointers { tracks in
            place(
                line: placing, top: top, extent: s.offsets.extent(of: line), tracks: tracks, band: s.band,
                shift: s.shift, origin: Point(x: 0, y: 0), subviews: subviews, placed: { _ in })
        }
        // The line's subviews, in the order they were placed (a header or footer is one), appended
        // in a loop of their own, not from the placing closure (docs/PERFORMANCE.md#realized-loop).
        var i = placing.first
        let end = placing.kind == .items ? placing.first &+ placing.items : placing.first &+ 1
        while i < end {
            realized.append(i)
            i &+= 1
        }
    }

    public func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
        realized: inout [Int]
    ) {
        let n = subviews.count
        cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            guard s.lines.count > 0 else { return }
            // The first line is placed where the offsets put it now; the lines after it
            // follow on from it with their measured extents, so measuring them (which moves
            // the estimate) cannot push them out of the viewport.
            var line = s.offsets.line(at: visible.lowerBound)
            var top = s.offsets.offset(of: line)
            let firstLine = line
            while line < s.offsets.count && top < visible.upperBound {
                measure(line: line, &s, subviews: subviews)
                let extent = s.offsets.extent(of: line)
                if top + extent > visible.lowerBound || (extent == 0 && top >= visible.lowerBound) {
                    let kind = s.lines[line].kind
                    if !(kind == .header && pinsHeaders) && !(kind == .footer && pinsFooters) {
                        place(line: line, top: top, s, subviews: subviews, realized: &realized)
                    }
                }
                top += extent + spacing
                line += 1
            }
            guard sections != nil, pinsHeaders || pinsFooters else { return }
            // Pinned views of the sections in view (headers and footers in view are placed
            // here, stuck or not).
            let lastLine = line - 1
            var placedSections = Set<Int>()
            for l in firstLine...Swift.max(firstLine, lastLine) where l < s.offsets.count {
                let section = s.lines.section(ofLine: l)
                guard placedSections.insert(section).inserted, let range = s.lines.sectionLines[section] else {
                    continue
                }
                if pinsHeaders, s.lines[range.lowerBound].kind == .header {
                    pin(header: range, visible: visible, &s, subviews: subviews, realized: &realized)
                }
                if pinsFooters, s.lines[range.upperBound].kind == .footer {
                    pin(footer: range, visible: visible, &s, subviews: subviews, realized: &realized)
                }
            }
        }
    }

    /// A pinned header: at its place, or stuck to the viewport's top while its section is in
    /// view, pushed up by the section's end.
    func pin(
        header range: ClosedRange<Int>, visible: Range<Double>, _ s: inout LazyState, subviews: LayoutSubviews,
        realized: inout [Int]
    ) {
        measure(line: range.lowerBound, &s, subviews: subviews)
        measure(line: range.upperBound, &s, subviews: subviews)
        let natural = s.offsets.offset(of: range.lowerBound), height = s.offsets.extent(of: range.lowerBound)
        let end = s.offsets.offset(of: range.upperBound) + s.offsets.extent(of: range.upperBound)
        guard natural < visible.upperBound, end > visible.lowerBound else { return }
        let top = Swift.min(Swift.max(natural, visible.lowerBound), end - height)
        place(line: range.lowerBound, top: Swift.max(top, natural), s, subviews: subviews, realized: &realized)
    }

    /// A pinned footer: at its place, or stuck to the viewport's bottom while its section is
    /// in view, pushed down by the section's start.
    func pin(
        footer range: ClosedRange<Int>, visible: Range<Double>, _ s: inout LazyState, subviews: LayoutSubviews,
        realized: inout [Int]
    ) {
        measure(line: range.lowerBound, &s, subviews: subviews)
        measure(line: range.upperBound, &s, subviews: subviews)
        let natural = s.offsets.offset(of: range.upperBound), height = s.offsets.extent(of: range.upperBound)
        let start = s.offsets.offset(of: range.lowerBound)
        guard natural + height > visible.lowerBound, start < visible.upperBound else { return }
        let top = Swift.max(Swift.min(natural, visible.upperBound - height), start)
        place(line: range.upperBound, top: Swift.min(top, natural), s, subviews: subviews, realized: &realized)
    }

    public func contentExtent(crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) })
        { s in
            s.offsets.total
        }
    }

    public func offset(
        ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) })
        { s in
            s.offsets.offset(of: s.lines.line(ofSubview: index))
        }
    }

    /// The first subview of the first line starting at or after `offset` (by the offsets as
    /// they stand: estimates where lines are not measured).
    public func subview(
        atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Int {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) })
        { s in
            var line = s.offsets.line(at: offset)
            if line < s.offsets.count && s.offsets.offset(of: line) < offset { line += 1 }
            return line < s.offsets.count ? s.lines[line].first : n
        }
    }

    /// Forgets the lines from the one holding `index`; the lines before it stay measured.
    /// A changed item count rebuilds the line table, keeping the lines wholly before `index`.
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        let n = subviews.count
        for k in cache.states.entries.indices {
            let length = cache.states.entries[k].length
            let from = cache.states.entries[k].state.lines.line(ofSubview: Swift.max(0, index))
            let perLine = cache.states.entries[k].state.tracks.perLine
            // Sections fix the subviews; without them, a new count changes the line table.
            if sections == nil
                && GridLines.lineCount(items: n, perLine: perLine) != cache.states.entries[k].state.offsets.count
            {
                let old = cache.states.entries[k].state.offsets
                var s = makeState(length: length, count: n)
                for l in 0..<Swift.min(old.count, from) where old.isMeasured(l) {
                    s.offsets.setExtent(old.extent(of: l), of: l)
                }
                cache.states.entries[k].state = s
            } else {
                // In place: a copy of the state (`var s = …; s.offsets.forget…`) copied every line's
                // offset at each change, O(lines) where the change touched one
                // (docs/PERFORMANCE.md#in-place-invalidation).
                cache.states.entries[k].state.offsets.forget(from: from)
            }
        }
    }
}
