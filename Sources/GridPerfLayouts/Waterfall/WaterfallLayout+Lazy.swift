import GridPerfCore

/// The waterfall inside a vertical scroll view. Placement is a forward computation, so the
/// state keeps what has been placed and extends it as the viewport advances; a jump far ahead
/// places the prefix once, and a later jump back is served from it. An item's top is the
/// shortest column's height when it was placed, which never decreases, so the items that meet
/// a viewport are found by binary search. Frames equal the full layout's for the same width.
extension WaterfallLayout: LazyLayout {
    public struct LazyState {
        /// The frames of items `0..<engine.placed`.
        var frames = PlacedFrames()
        /// The same engine the full pass runs, stopped where the viewport no longer needs it.
        var engine = WaterfallEngine()
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { .vertical }

    public func makeLazyCache(subviews: LayoutSubviews) -> LazyCache { LazyCache() }

    func makeState(width: Double) -> LazyState {
        var s = LazyState()
        s.engine.reset(
            columns: columns,
            columnWidth: WaterfallMath.columnWidth(containerWidth: width, columns: columns, spacing: spacing),
            spacing: spacing, strategy: strategy)
        return s
    }

    /// Places items until every column reaches `limit` (no later item can start before it)
    /// or `index` is placed, whichever needs more. O(k·c) or O(k·log c) for k new items.
    func extend(_ s: inout LazyState, width: Double, through limit: Double, index: Int = -1, subviews: LayoutSubviews) {
        let columnWidth = WaterfallMath.columnWidth(containerWidth: width, columns: columns, spacing: spacing)
        // The proposal written in the closure, as in the full pass (WaterfallLayout.ensurePlacement).
        Self.extend(
            &s.engine, frames: &s.frames, upTo: subviews.count,
            while: { i, top in top < limit || i <= index },
            measure: { subviews[subviews.startIndex + $0].sizeThatFits(ProposedSize(width: columnWidth, height: nil)) })
    }

    /// Starts `engine` over and gives it the sizes of the first `count` of `frames` again.
    static func replay(_ engine: inout WaterfallEngine, frames: PlacedFrames, count: Int) {
        engine.restart()
        engine.place(upTo: count, while: { _, _ in true }, measure: { frames[$0].size }, emit: { _, _, _ in })
    }

    /// Runs `engine`, appending the frames it places to `frames`.
    @inline(__always)
    static func extend(
        _ engine: inout WaterfallEngine, frames: inout PlacedFrames, upTo end: Int,
        while condition: (Int, Double) -> Bool, measure: (Int) -> Size
    ) {
        engine.place(upTo: end, while: condition, measure: measure, emit: { _, frame, _ in frames.append(frame) })
    }

    public func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
        realized: inout [Int]
    ) {
        cache.states.withState(length: length, subviews: subviews, make: { makeState(width: length) }) { s in
            extend(&s, width: length, through: visible.upperBound, subviews: subviews)
            let columnWidth = WaterfallMath.columnWidth(containerWidth: length, columns: columns, spacing: spacing)
            let proposal = ProposedSize(width: columnWidth, height: nil)
            let base = subviews.startIndex
            // Tops never decrease: items from the first that could reach `visible` to the
            // first that starts below it.
            let first = s.frames.firstIndex(topAtLeast: visible.lowerBound - s.engine.tallestItem)
            let end = s.frames.firstIndex(topAtLeast: visible.upperBound)
            s.frames.forEach(in: first..<end) { i, f in
                if f.maxY > visible.lowerBound || (f.height == 0 && f.minY >= visible.lowerBound) {
                    subviews[base + i].place(at: Point(x: f.minX, y: f.minY), proposal: proposal)
                    realized.append(i)
                }
            }
        }
    }

    public func contentExtent(crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(width: length) }) { s in
            guard n > 0 else { return 0 }
            let placed = s.engine.placed, bottom = s.engine.bottom
            if placed == n { return s.engine.contentHeight }
            guard placed > 0 else { return Double(n) * (10 + spacing) / Double(columns) }  // nothing measured: a guess
            // The columns' mean height plus the rest at the mean item extent so far.
            let perItem = (bottom * Double(columns)) / Double(placed)
            return bottom + Double(n - placed) * perItem / Double(columns) - spacing
        }
    }

    public func offset(
        ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(width: length) }) { s in
            extend(&s, width: length, through: -.infinity, index: index, subviews: subviews)
            return s.frames[index].minY
        }
    }

    /// Item tops never decrease: placement goes on until one starts at or after `offset`.
    public func subview(
        atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Int {
        cache.states.withState(length: length, subviews: subviews, make: { makeState(width: length) }) { s in
            extend(&s, width: length, through: offset.nextUp, subviews: subviews)
            return s.frames.firstIndex(topAtLeast: offset)
        }
    }

    /// Keeps the frames before `index` (no remeasuring): the engine starts over and is given
    /// their sizes again, which puts every column back where it was.
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        cache.states.forEach { s in
            guard s.engine.placed > index else { return }
            let keep = Swift.max(0, index)
            Self.replay(&s.engine, frames: s.frames, count: keep)
            s.frames.removeAll(from: keep)
        }
    }
}
