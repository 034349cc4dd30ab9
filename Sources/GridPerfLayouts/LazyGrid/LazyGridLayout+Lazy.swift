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
    enum LineKind: UInt8 { case items, header, footer }

    public struct LazyState {
        var extent = 0.0
        /// The extent of the tracks in the placement pass: headers and footers span it.
        var band = 0.0
        var shift = 0.0
        var totalTracks = 1
        var trackOffsets: [Double] = []
        var trackSizes: [Double] = []
        var trackAlign: [(cross: Double, main: Double)] = []
        var lines = LineOffsets(count: 0, spacing: 0, fallback: 0)
        // With sections, the line table (without, lines are index arithmetic).
        var lineFirst: [Int] = []
        var lineItems: [Int32] = []
        var lineKind: [LineKind] = []
        var lineSection: [Int32] = []
        /// Per section, its first and last line.
        var sectionLines: [ClosedRange<Int>?] = []
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

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
        s.totalTracks = materializeTracks(groups, count: n, offsets: &s.trackOffsets, sizes: &s.trackSizes, align: &s.trackAlign)
        var lineCount = self.lineCount(n, tracks: s.totalTracks)
        if let sections {
            func add(_ first: Int, _ items: Int, _ kind: LineKind, _ section: Int) {
                s.lineFirst.append(first)
                s.lineItems.append(Int32(items))
                s.lineKind.append(kind)
                s.lineSection.append(Int32(section))
            }
            for (k, section) in sections.enumerated() {
                let start = s.lineFirst.count
                if let h = section.header { add(h, 1, .header, k) }
                var first = section.items.lowerBound
                while first < section.items.upperBound {
                    let items = Swift.min(s.totalTracks, section.items.upperBound - first)
                    add(first, items, .items, k)
                    first += items
                }
                if let f = section.footer { add(f, 1, .footer, k) }
                s.sectionLines.append(s.lineFirst.count > start ? start...(s.lineFirst.count - 1) : nil)
            }
            lineCount = s.lineFirst.count
        }
        s.lines = LineOffsets(count: lineCount, spacing: spacing, fallback: 50)
        return s
    }

    /// Line `line`: its first subview, how many, and what it is. O(1).
    @inline(__always)
    func lineInfo(_ line: Int, _ s: LazyState, count n: Int) -> (first: Int, items: Int, kind: LineKind) {
        if sections == nil {
            let first = line * s.totalTracks
            return (first, Swift.min(s.totalTracks, n - first), .items)
        }
        return (s.lineFirst[line], Int(s.lineItems[line]), s.lineKind[line])
    }

    /// Measures line `line` (its items in their tracks, or a header or footer across the
    /// band) if it was not. O(tracks).
    func measure(line: Int, _ s: inout LazyState, subviews: LayoutSubviews) {
        guard !s.lines.isMeasured(line) else { return }
        let base = subviews.startIndex
        let (first, count, kind) = lineInfo(line, s, count: subviews.count)
        var extent = 0.0
        if kind == .items {
            for t in 0..<count {
                extent = Swift.max(extent, main(subviews[base + first + t].sizeThatFits(proposal(cross: s.trackSizes[t]))))
            }
        } else {
            extent = main(subviews[base + first].sizeThatFits(proposal(cross: s.band)))
        }
        s.lines.setExtent(extent, of: line)
    }

    /// Places line `line` with its top at `top`. O(tracks).
    func place(line: Int, top: Double, _ s: LazyState, subviews: LayoutSubviews, realized: inout [Int]) {
        let base = subviews.startIndex
        let horizontal = trackAxis == .horizontal
        let extent = s.lines.extents[line]
        let (first, count, kind) = lineInfo(line, s, count: subviews.count)
        if kind != .items {
            let p = proposal(cross: s.band)
            let size = subviews[base + first].sizeThatFits(p)
            let c = s.shift + (s.band - cross(size)) * alignmentFraction
            subviews[base + first].place(at: horizontal ? Point(x: c, y: top) : Point(x: top, y: c), proposal: p)
            realized.append(first)
            return
        }
        for t in 0..<count {
            // The same arithmetic as placeSubviews (the size is a measurement-cache hit).
            let a = s.trackAlign[t]
            let p = proposal(cross: s.trackSizes[t])
            let size = subviews[base + first + t].sizeThatFits(p)
            let c = s.shift + s.trackOffsets[t] + (s.trackSizes[t] - cross(size)) * a.cross
            let m = top + (extent - main(size)) * a.main
            subviews[base + first + t].place(at: horizontal ? Point(x: c, y: m) : Point(x: m, y: c), proposal: p)
            realized.append(first + t)
        }
    }

    public func realize(length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
                        realized: inout [Int]) {
        let n = subviews.count
        cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            guard s.lines.count > 0 else { return }
            // The first line is placed where the offsets put it now; the lines after it
            // follow on from it with their measured extents, so measuring them (which moves
            // the estimate) cannot push them out of the viewport.
            var line = s.lines.line(at: visible.lowerBound)
            var top = s.lines.offset(of: line)
            let firstLine = line
            while line < s.lines.count && top < visible.upperBound {
                measure(line: line, &s, subviews: subviews)
                let extent = s.lines.extents[line]
                if top + extent > visible.lowerBound || (extent == 0 && top >= visible.lowerBound) {
                    let kind = lineInfo(line, s, count: n).kind
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
            var placedSections = Set<Int32>()
            for l in firstLine...Swift.max(firstLine, lastLine) where l < s.lines.count {
                let section = s.lineSection[l]
                guard placedSections.insert(section).inserted, let range = s.sectionLines[Int(section)] else { continue }
                if pinsHeaders, s.lineKind[range.lowerBound] == .header {
                    pin(header: range, visible: visible, &s, subviews: subviews, realized: &realized)
                }
                if pinsFooters, s.lineKind[range.upperBound] == .footer {
                    pin(footer: range, visible: visible, &s, subviews: subviews, realized: &realized)
                }
            }
        }
    }

    /// A pinned header: at its place, or stuck to the viewport's top while its section is in
    /// view, pushed up by the section's end.
    func pin(header range: ClosedRange<Int>, visible: Range<Double>, _ s: inout LazyState, subviews: LayoutSubviews,
             realized: inout [Int]) {
        measure(line: range.lowerBound, &s, subviews: subviews)
        measure(line: range.upperBound, &s, subviews: subviews)
        let natural = s.lines.offset(of: range.lowerBound), height = s.lines.extents[range.lowerBound]
        let end = s.lines.offset(of: range.upperBound) + s.lines.extents[range.upperBound]
        guard natural < visible.upperBound, end > visible.lowerBound else { return }
        let top = Swift.min(Swift.max(natural, visible.lowerBound), end - height)
        place(line: range.lowerBound, top: Swift.max(top, natural), s, subviews: subviews, realized: &realized)
    }

    /// A pinned footer: at its place, or stuck to the viewport's bottom while its section is
    /// in view, pushed down by the section's start.
    func pin(footer range: ClosedRange<Int>, visible: Range<Double>, _ s: inout LazyState, subviews: LayoutSubviews,
             realized: inout [Int]) {
        measure(line: range.lowerBound, &s, subviews: subviews)
        measure(line: range.upperBound, &s, subviews: subviews)
        let natural = s.lines.offset(of: range.upperBound), height = s.lines.extents[range.upperBound]
        let start = s.lines.offset(of: range.lowerBound)
        guard natural + height > visible.lowerBound, start < visible.upperBound else { return }
        let top = Swift.max(Swift.min(natural, visible.upperBound - height), start)
        place(line: range.upperBound, top: Swift.min(top, natural), s, subviews: subviews, realized: &realized)
    }

    public func contentExtent(length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            s.lines.total
        }
    }

    /// The line holding subview `index`. O(1), or O(log lines) with sections.
    func line(ofSubview index: Int, _ s: LazyState) -> Int {
        guard sections != nil else { return index / s.totalTracks }
        let k = lowerBound(s.lineFirst.count, Double(index) + 1) { Double(s.lineFirst[$0]) }
        return Swift.max(0, k - 1)
    }

    public func offset(ofSubview index: Int, length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            s.lines.offset(of: line(ofSubview: index, s))
        }
    }

    /// The first subview of the first line starting at or after `offset` (by the offsets as
    /// they stand: estimates where lines are not measured).
    public func subview(atOffset offset: Double, length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Int {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            var line = s.lines.line(at: offset)
            if line < s.lines.count && s.lines.offset(of: line) < offset { line += 1 }
            return line < s.lines.count ? lineInfo(line, s, count: n).first : n
        }
    }

    /// Forgets the lines from the one holding `index`; the lines before it stay measured.
    /// A changed item count rebuilds the line table, keeping the lines wholly before `index`.
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        let n = subviews.count
        for k in cache.states.entries.indices {
            let length = cache.states.entries[k].length
            var s = cache.states.entries[k].state
            let from = line(ofSubview: Swift.max(0, index), s)
            // Sections fix the subviews; without them, a new count changes the line table.
            if sections == nil && lineCount(n, tracks: s.totalTracks) != s.lines.count {
                let old = s.lines
                s = makeState(length: length, count: n)
                for l in 0..<Swift.min(old.count, from) where old.isMeasured(l) { s.lines.setExtent(old.extents[l], of: l) }
            } else {
                s.lines.forget(from: from)
            }
            cache.states.entries[k].state = s
        }
    }
}
