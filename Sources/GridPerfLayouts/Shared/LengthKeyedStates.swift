import GridPerfCore

/// The lazy states of a layout, one per container length (cross-axis size), the most recently
/// used `capacity` kept: a rotation flips between two widths, and going back to the old one
/// finds its state again (a layout-cache hit) instead of starting over (a miss).
struct LengthKeyedStates<State> {
    var entries: [(length: Double, state: State)] = []
    var capacity = 2

    /// Runs `body` on the state for `length`, made by `make` on a miss (evicting the least
    /// recently used). Records the hit or miss on `subviews`. O(capacity).
    @inline(__always)
    mutating func withState<R>(length: Double, subviews: LayoutSubviews, make: () -> State, _ body: (inout State) -> R)
        -> R
    {
        if let k = entries.firstIndex(where: { $0.length == length }) {
            subviews.recordLayoutCacheHit()
            if k != entries.count - 1 { entries.append(entries.remove(at: k)) }
        } else {
            subviews.recordLayoutCacheMiss()
            if entries.count == capacity { entries.removeFirst() }
            entries.append((length, make()))
        }
        return body(&entries[entries.count - 1].state)
    }

    /// Applies `body` to every state (for invalidation).
    mutating func forEach(_ body: (inout State) -> Void) {
        for k in entries.indices { body(&entries[k].state) }
    }
}

/// The first index in `0..<count` whose key is ≥ `value`, for keys non-decreasing in the
/// index. O(log count).
@inline(__always)
func lowerBound(_ count: Int, _ value: Double, key: (Int) -> Double) -> Int {
    var lo = 0, hi = count
    while lo < hi {
        let mid = (lo + hi) / 2
        if key(mid) < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
