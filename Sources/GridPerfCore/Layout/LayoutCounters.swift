/// Deterministic work counters of one subview collection, accumulated across passes.
///
/// Take a copy before and after a phase and subtract (``LayoutCounters/-(_:_:)``) to get that
/// phase's numbers.
public struct LayoutCounters: Hashable, Sendable, Codable {
    /// Calls of ``LayoutSubview/sizeThatFits(_:)``, including those made by `place`.
    public var measureCalls: Int = 0
    /// Measure calls answered by the per-subview measurement cache.
    public var measureCacheHits: Int = 0
    /// Measure calls that had to ask the item model (only counted while the cache is on).
    public var measureCacheMisses: Int = 0
    /// Calls of ``LayoutSubview/place(at:anchor:proposal:)``.
    public var placeCalls: Int = 0
    /// Hits reported by the layout's own cache.
    public var layoutCacheHits: Int = 0
    /// Misses reported by the layout's own cache.
    public var layoutCacheMisses: Int = 0

    @inlinable public init() {}

    /// Adds `rhs`'s counts to `lhs`'s (wrapping, as the counters count).
    @inlinable
    public static func += (lhs: inout LayoutCounters, rhs: LayoutCounters) {
        lhs.measureCalls &+= rhs.measureCalls
        lhs.measureCacheHits &+= rhs.measureCacheHits
        lhs.measureCacheMisses &+= rhs.measureCacheMisses
        lhs.placeCalls &+= rhs.placeCalls
        lhs.layoutCacheHits &+= rhs.layoutCacheHits
        lhs.layoutCacheMisses &+= rhs.layoutCacheMisses
    }

    public static func - (lhs: LayoutCounters, rhs: LayoutCounters) -> LayoutCounters {
        var d = LayoutCounters()
        d.measureCalls = lhs.measureCalls - rhs.measureCalls
        d.measureCacheHits = lhs.measureCacheHits - rhs.measureCacheHits
        d.measureCacheMisses = lhs.measureCacheMisses - rhs.measureCacheMisses
        d.placeCalls = lhs.placeCalls - rhs.placeCalls
        d.layoutCacheHits = lhs.layoutCacheHits - rhs.layoutCacheHits
        d.layoutCacheMisses = lhs.layoutCacheMisses - rhs.layoutCacheMisses
        return d
    }
}
