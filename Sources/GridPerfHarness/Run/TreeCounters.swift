import GridPerfCore

/// A tree scene's layout counters summed over every storage in it — the root's, each
/// container's, and the views no storage holds (a scroll view's content, an overlay's view, a
/// `ViewThatFits` candidate: their measure calls are misses while the cache is on, as
/// ``TreeCensus`` counts them) — so that a pass's measure calls are the whole tree's, not only
/// the root's subviews'. Read before and after a pass, outside its clock.
enum TreeCounters {
    /// The counters so far. O(views).
    static func total(_ storage: SubviewStorage) -> LayoutCounters {
        var sum = storage.counters
        let cached = storage.measurementCacheEnabled
        storage.walkViews { e in
            guard let node = e.node else { return }
            if let c = node.container { sum += c.storage.counters }
            if e.storage == nil {
                sum.measureCalls += node.measurements
                if cached { sum.measureCacheMisses += node.measurements }
                sum.placeCalls += node.placements
            }
        }
        return sum
    }
}
