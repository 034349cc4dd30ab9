import GridPerfCore

/// `LazyVGrid` / `LazyHGrid` inside a scroll view: only the lines that meet the viewport are
/// measured and placed. The tracks are those of the placement pass (computed from the length
/// the grid reports, as in a full pass), so realised frames equal the full layout's once the
/// lines before them are measured (up to the order of floating-point sums: a line's offset is
/// a Fenwick prefix sum, not a running one). Line offsets come from ``LineOffsets``: measured extents in
/// Fenwick trees, the mean measured extent for the rest (a jump lands on an estimate, as in
/// SwiftUI; scrolling from the top is exact).
///
/// With sections, this build is not lazy yet: each step lays out every section (pinned
/// headers while scrolling are still to come).
extension LazyGridLayout: LazyLayout {
    public struct LazyState {
        var extent = 0.0
        var shift = 0.0
        var totalTracks = 1
        var trackOffsets: [Double] = []
        var trackSizes: [Double] = []
        var trackAlign: [(cross: Double, main: Double)] = []
        var lines = LineOffsets(count: 0, spacing: 0, fallback: 0)
        /// Sections: the full layout's cache, used for every step.
        var full = Cache()
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    public func makeLazyCache(subviews: LayoutSubviews) -> LazyCache { LazyCache() }

    /// The tracks of a full pass at `length`: the reported extent E at `length`, then the
    /// tracks again at E (placement), and where they sit in E. O(tracks).
    func makeState(length: Double, count n: Int) -> LazyState {
        var s = LazyState()
        var groups: [TrackGroup] = [], scratch: [Double] = []
        // `items` is non-empty (checked in init), so the track computation cannot fail.
        let reported = try! LazyGridMath.tracks(items, length: length, into: &groups, scratch: &scratch)
        let placed = try! LazyGridMath.tracks(items, length: reported, into: &groups, scratch: &scratch)
        s.extent = reported
        s.shift = Swift.max(0, reported - placed) * alignmentFraction
        var total = 0
        for g in groups { total = total > Int.max - g.count ? Int.max : total + g.count }
        s.totalTracks = Swift.max(1, total)
        let needed = Swift.min(s.totalTracks, Swift.max(n, 1))
        outer: for g in groups {
            let fractions = trackAxis == .horizontal
                ? (cross: g.alignment.horizontal.fraction, main: g.alignment.vertical.fraction)
                : (cross: g.alignment.vertical.fraction, main: g.alignment.horizontal.fraction)
            for k in 0..<g.count {
                if s.trackOffsets.count == needed { break outer }
                s.trackOffsets.append(g.offset(k))
                s.trackSizes.append(g.size)
                s.trackAlign.append(fractions)
            }
        }
        s.lines = LineOffsets(count: lineCount(n, tracks: s.totalTracks), spacing: spacing, fallback: 50)
        return s
    }

    /// Measures line `line` (its items in their tracks) if it was not. O(tracks).
    func measure(line: Int, _ s: inout LazyState, subviews: LayoutSubviews) {
        guard !s.lines.isMeasured(line) else { return }
        let n = subviews.count, tracks = s.totalTracks, base = subviews.startIndex
        var extent = 0.0
        for i in (line * tracks)..<Swift.min(n, (line + 1) * tracks) {
            let t = i - line * tracks
            extent = Swift.max(extent, main(subviews[base + i].sizeThatFits(proposal(cross: s.trackSizes[t]))))
        }
        s.lines.setExtent(extent, of: line)
    }

    public func realize(length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
                        realized: inout [Int]) {
        let n = subviews.count
        cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            if sections != nil {
                // Not lazy with sections yet: a full pass at this length.
                let size = sizeThatFits(proposal: proposal(cross: length), subviews: subviews, cache: &s.full)
                placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal(cross: length), subviews: subviews, cache: &s.full)
                realized.append(contentsOf: 0..<n)
                return
            }
            guard n > 0 else { return }
            let tracks = s.totalTracks, base = subviews.startIndex
            let horizontal = trackAxis == .horizontal
            // The first line is placed where the offsets put it now; the lines after it
            // follow on from it with their measured extents, so measuring them (which moves
            // the estimate) cannot push them out of the viewport.
            var line = s.lines.line(at: visible.lowerBound)
            var top = s.lines.offset(of: line)
            while line < s.lines.count && top < visible.upperBound {
                measure(line: line, &s, subviews: subviews)
                let extent = s.lines.extents[line]
                defer {
                    top += extent + spacing
                    line += 1
                }
                if top + extent > visible.lowerBound || (extent == 0 && top >= visible.lowerBound) {
                    for i in (line * tracks)..<Swift.min(n, (line + 1) * tracks) {
                        // The same arithmetic as placeSubviews (the size is a measurement-cache hit).
                        let t = i - line * tracks
                        let a = s.trackAlign[t]
                        let p = proposal(cross: s.trackSizes[t])
                        let size = subviews[base + i].sizeThatFits(p)
                        let c = s.shift + s.trackOffsets[t] + (s.trackSizes[t] - cross(size)) * a.cross
                        let m = top + (extent - main(size)) * a.main
                        subviews[base + i].place(at: horizontal ? Point(x: c, y: m) : Point(x: m, y: c), proposal: p)
                        realized.append(i)
                    }
                }
            }
        }
    }

    public func contentExtent(length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            if sections != nil {
                return main(sizeThatFits(proposal: proposal(cross: length), subviews: subviews, cache: &s.full))
            }
            return s.lines.total
        }
    }

    public func offset(ofSubview index: Int, length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(length: length, count: n) }) { s in
            guard sections == nil else { return 0 }
            return s.lines.offset(of: index / s.totalTracks)
        }
    }

    /// Forgets the lines from the one holding `index`; the lines before it stay measured.
    /// A changed item count rebuilds the line table (keeping nothing).
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        let n = subviews.count
        cache.states.forEach { s in
            s.full.length = .nan
            if s.lines.count != lineCount(n, tracks: s.totalTracks) {
                let old = s.lines
                s.lines = LineOffsets(count: lineCount(n, tracks: s.totalTracks), spacing: spacing, fallback: 50)
                // Lines wholly before `index` keep their extents.
                for l in 0..<Swift.min(old.count, index / s.totalTracks) where old.isMeasured(l) {
                    s.lines.setExtent(old.extents[l], of: l)
                }
            } else {
                s.lines.forget(from: index / s.totalTracks)
            }
        }
    }
}
