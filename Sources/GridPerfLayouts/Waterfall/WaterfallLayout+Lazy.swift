import GridPerfCore

/// The waterfall inside a vertical scroll view. Placement is a forward computation, so the
/// state keeps what has been placed and extends it as the viewport advances; a jump far ahead
/// places the prefix once, and a later jump back is served from it. An item's top is the
/// shortest column's height when it was placed, which never decreases, so the items that meet
/// a viewport are found by binary search. Frames equal the full layout's for the same width.
extension WaterfallLayout: LazyLayout {
    public struct LazyState {
        var placed = 0
        var frames: [Rect] = []
        var columns = WaterfallMath.ColumnState()
        var maxItemHeight = 0.0
        var bottom = 0.0
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { .vertical }

    public func makeLazyCache(subviews: LayoutSubviews) -> LazyCache { LazyCache() }

    var usesHeap: Bool { strategy == .heap || (strategy == .automatic && columns > WaterfallMath.heapThreshold) }

    func makeState(count: Int) -> LazyState {
        var s = LazyState()
        // Room for every frame, reserved but not written: the pages are touched only as items
        // are placed, and the buffer never has to be copied to grow (which, at 1M items, made
        // a 75 ms step).
        s.frames.reserveCapacity(count)
        if usesHeap { s.columns.heap.reset(columns: columns) } else { s.columns.linear.reset(columns: columns) }
        return s
    }

    /// The shortest column's top: where the next item goes.
    @inline(__always)
    func nextTop(_ s: LazyState) -> Double {
        usesHeap ? s.columns.heap.shortest().offset : s.columns.linear.shortest().offset
    }

    /// Places items until every column reaches `limit` (no later item can start before it)
    /// or `index` is placed, whichever needs more. O(k·c) or O(k·log c) for k new items.
    func extend(_ s: inout LazyState, width: Double, through limit: Double, index: Int = -1, subviews: LayoutSubviews) {
        let n = subviews.count
        let columnWidth = WaterfallMath.columnWidth(containerWidth: width, columns: columns, spacing: spacing)
        let proposal = ProposedSize(width: columnWidth, height: nil)
        let stride = columnWidth + spacing
        let base = subviews.startIndex
        let heap = usesHeap
        while s.placed < n {
            let (column, y) = heap ? s.columns.heap.shortest() : s.columns.linear.shortest()
            guard y < limit || s.placed <= index else { break }
            let size = subviews[base + s.placed].sizeThatFits(proposal)
            let frame = Rect(x: Double(column) * stride, y: y, width: size.width, height: size.height)
            if s.placed < s.frames.count { s.frames[s.placed] = frame } else { s.frames.append(frame) }
            let next = y + size.height + spacing
            if heap { s.columns.heap.advanceShortest(to: next) } else { s.columns.linear.advanceShortest(to: next) }
            s.bottom = Swift.max(s.bottom, next)
            s.maxItemHeight = Swift.max(s.maxItemHeight, size.height)
            s.placed += 1
        }
    }

    public func realize(length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
                        realized: inout [Int]) {
        let n = subviews.count
        cache.states.withState(length: length, subviews: subviews, make: { makeState(count: n) }) { s in
            extend(&s, width: length, through: visible.upperBound, subviews: subviews)
            let columnWidth = WaterfallMath.columnWidth(containerWidth: length, columns: columns, spacing: spacing)
            let proposal = ProposedSize(width: columnWidth, height: nil)
            let base = subviews.startIndex
            s.frames.withUnsafeBufferPointer { frames in
                // Tops never decrease: items from the first that could reach `visible` to the
                // first that starts below it.
                let first = lowerBound(s.placed, visible.lowerBound - s.maxItemHeight) { frames[$0].minY }
                let end = lowerBound(s.placed, visible.upperBound) { frames[$0].minY }
                var i = first
                while i < end {
                    let f = frames[i]
                    if f.maxY > visible.lowerBound || (f.height == 0 && f.minY >= visible.lowerBound) {
                        subviews[base + i].place(at: Point(x: f.minX, y: f.minY), proposal: proposal)
                        realized.append(i)
                    }
                    i += 1
                }
            }
        }
    }

    public func contentExtent(length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(count: n) }) { s in
            guard n > 0 else { return 0 }
            if s.placed == n { return s.bottom - spacing }
            guard s.placed > 0 else { return Double(n) * (10 + spacing) / Double(columns) }  // nothing measured: a guess
            // The columns' mean height plus the rest at the mean item extent so far.
            let perItem = (s.bottom * Double(columns)) / Double(s.placed)
            return s.bottom + Double(n - s.placed) * perItem / Double(columns) - spacing
        }
    }

    public func offset(ofSubview index: Int, length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(count: n) }) { s in
            extend(&s, width: length, through: -.infinity, index: index, subviews: subviews)
            return s.frames[index].minY
        }
    }

    /// Item tops never decrease: placement goes on until one starts at or after `offset`.
    public func subview(atOffset offset: Double, length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Int {
        let n = subviews.count
        return cache.states.withState(length: length, subviews: subviews, make: { makeState(count: n) }) { s in
            extend(&s, width: length, through: offset.nextUp, subviews: subviews)
            return s.frames.withUnsafeBufferPointer { frames in lowerBound(s.placed, offset) { frames[$0].minY } }
        }
    }

    /// Keeps the frames before `index` (no remeasuring) and replays the columns up to it.
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        cache.states.forEach { s in
            guard s.placed > index else { return }
            let keep = Swift.max(0, index)
            if usesHeap { s.columns.heap.reset(columns: columns) } else { s.columns.linear.reset(columns: columns) }
            s.bottom = 0
            s.maxItemHeight = 0
            for k in 0..<keep {
                let f = s.frames[k]
                let next = f.minY + f.height + spacing
                if usesHeap { s.columns.heap.advanceShortest(to: next) } else { s.columns.linear.advanceShortest(to: next) }
                s.bottom = Swift.max(s.bottom, next)
                s.maxItemHeight = Swift.max(s.maxItemHeight, f.height)
            }
            s.placed = keep
            s.frames.removeSubrange(keep...)
        }
    }
}
