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
            if e.storage == nil { sum += direct(node, cached: cached) }
        }
        return sum
    }

    /// What a view no storage holds has been asked so far: its parent measures and places it
    /// directly, with no cache between, so every measure call is a miss while the cache is on.
    /// O(1).
    static func direct(_ node: ViewNode, cached: Bool) -> LayoutCounters {
        var c = LayoutCounters()
        c.measureCalls = node.measurements
        c.measureCacheMisses = cached ? node.measurements : 0
        c.placeCalls = node.placements
        return c
    }
}
