import GridPerfCore

/// The flow layout inside a vertical scroll view: lines are broken forward as the viewport
/// advances and kept, so scrolling back and jumping back are served from them; a jump ahead
/// breaks the lines before it once. Line tops increase, so the lines meeting a viewport are
/// found by binary search.
///
/// Lines are aligned within the container's width (the scroll view's), not within the widest
/// line as a full pass does: the widest line is not known until every line is broken. With
/// `leading` alignment (the default) the frames equal the full layout's.
extension FlowLayout: LazyLayout {
    public struct LazyState {
        /// The closed lines and their tops.
        var lines: [FlowLine] = []
        var tops: [Double] = []
        /// The same line breaker the full pass runs, stopped where the viewport no longer
        /// needs it (its open line may still grow).
        var breaker: FlowLineBreaker
        /// Where the next line starts: the closed lines plus their spacings.
        var bottom = 0.0

        init(width: Double, spacing: Double) {
            breaker = FlowLineBreaker(maxWidth: width, spacing: spacing)
        }
    }

    public struct LazyCache {
        var states = LengthKeyedStates<LazyState>()
    }

    public var scrollAxis: Axis { .vertical }

    public func makeLazyCache(subviews: LayoutSubviews) -> LazyCache { LazyCache() }

    /// Breaks lines until one starts at or below `limit`, or item `index` is in a closed line.
    /// O(k) for k new items.
    func extend(_ s: inout LazyState, through limit: Double, index: Int = -1, subviews: LayoutSubviews) {
        let n = subviews.count
        let base = subviews.startIndex
        while s.breaker.next < n && (s.bottom < limit || s.lines.last.map { $0.range.upperBound <= index } ?? true) {
            if let line = s.breaker.add(subviews[base + s.breaker.next].sizeThatFits(.unspecified)) {
                close(line, &s)
            }
        }
        if s.breaker.next == n, let line = s.breaker.finish() { close(line, &s) }
    }

    @inline(__always)
    func close(_ line: FlowLine, _ s: inout LazyState) {
        s.tops.append(s.bottom)
        s.lines.append(line)
        s.bottom += line.height + lineSpacing
    }

    public func realize(
        crossLength length: Double, visible: Range<Double>, subviews: LayoutSubviews, cache: inout LazyCache,
        realized: inout [Int]
    ) {
        cache.states.withState(length: length, subviews: subviews, make: { LazyState(width: length, spacing: spacing) })
        { s in
            extend(&s, through: visible.upperBound, subviews: subviews)
            let base = subviews.startIndex
            let lineCount = s.lines.count
            var k = s.tops.withUnsafeBufferPointer { tops in
                // The last line starting at or above the viewport's top may reach into it.
                Swift.max(0, lowerBound(lineCount, visible.lowerBound) { tops[$0] } - 1)
            }
            while k < lineCount && s.tops[k] < visible.upperBound {
                let line = s.lines[k], top = s.tops[k]
                if top + line.height > visible.lowerBound || (line.height == 0 && top >= visible.lowerBound) {
                    // The line's items, in the order they are placed, appended in a loop of their
                    // own: appended inside the placing closure, each checked the array's uniqueness
                    // by a call (docs/PERFORMANCE.md#realized-loop).
                    var i = line.range.lowerBound
                    while i < line.range.upperBound {
                        realized.append(i)
                        i &+= 1
                    }
                    FlowMath.place(
                        line: line, top: top, minX: 0, width: length, spacing: spacing,
                        alignment: alignment, itemAlignment: itemAlignment
                    ) { i, position in
                        subviews[base + i].place(proposal: .unspecified, at: position)
                    }
                }
                k += 1
            }
        }
    }

    public func contentExtent(crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache) -> Double {
        let n = subviews.count
        return cache.states.withState(
            length: length, subviews: subviews, make: { LazyState(width: length, spacing: spacing) }
        ) { s in
            guard n > 0 else { return 0 }
            if s.breaker.next == n { return s.bottom - lineSpacing }
            let closed = s.lines.last?.range.upperBound ?? 0
            guard closed > 0 else { return Double(n) * 25 }  // nothing broken yet: a guess
            return s.bottom + Double(n - closed) * s.bottom / Double(closed) - lineSpacing
        }
    }

    public func offset(
        ofSubview index: Int, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Double {
        let n = subviews.count
        guard index >= 0 && index < n else { return 0 }
        return cache.states.withState(
            length: length, subviews: subviews, make: { LazyState(width: length, spacing: spacing) }
        ) { s in
            extend(&s, through: -.infinity, index: index, subviews: subviews)
            let k = lowerBound(s.lines.count, Double(index + 1)) { Double(s.lines[$0].range.upperBound) }
            return k < s.tops.count ? s.tops[k] : s.bottom
        }
    }

    /// The first item of the first line starting at or after `offset`.
    public func subview(
        atOffset offset: Double, crossLength length: Double, subviews: LayoutSubviews, cache: inout LazyCache
    ) -> Int {
        cache.states.withState(length: length, subviews: subviews, make: { LazyState(width: length, spacing: spacing) })
        { s in
            extend(&s, through: offset.nextUp, subviews: subviews)
            let k = s.tops.withUnsafeBufferPointer { tops in lowerBound(s.lines.count, offset) { tops[$0] } }
            if k < s.lines.count { return s.lines[k].range.lowerBound }
            // The line still open starts at `bottom`, at or after `offset`.
            return s.breaker.lineStart < subviews.count ? s.breaker.lineStart : subviews.count
        }
    }

    /// Keeps the lines that end before `index`; the rest is broken again when needed.
    public func invalidate(from index: Int, subviews: LayoutSubviews, cache: inout LazyCache) {
        cache.states.forEach { s in
            let keep = lowerBound(s.lines.count, Double(index + 1)) { Double(s.lines[$0].range.upperBound) }
            guard keep < s.lines.count || s.breaker.next > index else { return }
            s.bottom = keep < s.tops.count ? s.tops[keep] : s.bottom
            s.lines.removeSubrange(keep...)
            s.tops.removeSubrange(keep...)
            s.breaker.restart(at: s.lines.last?.range.upperBound ?? 0)
        }
    }
}
