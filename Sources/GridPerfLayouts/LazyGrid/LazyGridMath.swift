import GridPerfCore

/// A run of equal tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`): one for a fixed or
/// flexible item, `count` sub-tracks for an expanded adaptive item.
public struct TrackGroup: Hashable, Sendable {
    /// Offset of the first track from the grid's start.
    public var start: Double
    /// The size of each track.
    public var size: Double
    /// How many tracks.
    public var count: Int
    /// Space between the group's own tracks.
    public var spacing: Double
    public var alignment: Alignment

    /// The offset of track `k` of the group.
    @inlinable public func offset(_ k: Int) -> Double { start + Double(k) * (size + spacing) }
}

/// The track algorithm of SwiftUI's lazy grids, as the seeds give it (000 "Column Layout",
/// 001 quizzes 1–3), apart from any protocol plumbing.
public enum LazyGridMath {
    /// At most this many adaptive sub-tracks per item (a guard for absurd lengths; 10^9
    /// points of 1-point tracks). Beyond it the sub-tracks are widened to fill the length.
    public static let maximumAdaptiveTracks = 1 << 30

    /// The sizes the items take in `length` (before adaptive expansion), in declaration order.
    ///
    /// 1. From `length`, subtract the spacing after every item but the last, and every fixed size.
    /// 2. Over the non-fixed items in declaration order: offer remaining ÷ items left; a
    ///    flexible item takes the offer clamped to its bounds, an adaptive item takes the offer
    ///    (never below 0); subtract what it took.
    ///
    /// Order matters: an item clamped at its maximum leaves the rest to later items, and
    /// earlier ones never get it back. O(c). Throws for an empty list.
    public static func itemSizes(_ items: [GridItem], length: Double) throws -> [Double] {
        var sizes: [Double] = []
        try itemSizes(items, length: length, into: &sizes)
        return sizes
    }

    /// ``itemSizes(_:length:)`` into a reused buffer (no allocation once it has grown).
    public static func itemSizes(_ items: [GridItem], length: Double, into sizes: inout [Double]) throws {
        guard !items.isEmpty else {
            throw GridPerfError("a lazy grid needs at least one GridItem (columns / rows is empty)")
        }
        var remaining = length
        var left = 0
        for (i, item) in items.enumerated() {
            if i < items.count - 1 { remaining -= item.spacing }
            if case let .fixed(v) = item.size { remaining -= v } else { left += 1 }
        }
        sizes.removeAll(keepingCapacity: true)
        sizes.append(contentsOf: repeatElement(0, count: items.count))
        for (i, item) in items.enumerated() {
            switch item.size {
            case let .fixed(v):
                sizes[i] = v
            case let .flexible(lo, hi):
                let offer = remaining / Double(left)
                sizes[i] = Swift.min(Swift.max(offer, lo), hi)
                remaining -= sizes[i]
                left -= 1
            case .adaptive:
                sizes[i] = Swift.max(0, remaining / Double(left))
                remaining -= sizes[i]
                left -= 1
            }
        }
    }

    /// The tracks in `length`: ``itemSizes(_:length:)``, then every adaptive item expanded into
    /// as many sub-tracks of its minimum as fit with its spacing — at least one, which may be
    /// narrower than the minimum — each `(size − spacing·(k − 1)) / k`, clamped to the item's
    /// maximum. Returns the groups and the total extent (tracks plus spacings). O(c).
    public static func tracks(_ items: [GridItem], length: Double) throws -> (groups: [TrackGroup], extent: Double) {
        var groups: [TrackGroup] = [], sizes: [Double] = []
        let extent = try tracks(items, length: length, into: &groups, scratch: &sizes)
        return (groups, extent)
    }

    /// ``tracks(_:length:)`` into reused buffers (no allocation once they have grown); returns
    /// the extent.
    public static func tracks(
        _ items: [GridItem], length: Double, into groups: inout [TrackGroup],
        scratch sizes: inout [Double]
    ) throws -> Double {
        try itemSizes(items, length: length, into: &sizes)
        groups.removeAll(keepingCapacity: true)
        var offset = 0.0
        for (i, item) in items.enumerated() {
            let size = sizes[i]
            var group = TrackGroup(
                start: offset, size: size, count: 1, spacing: item.spacing, alignment: item.alignment)
            if case let .adaptive(minimum, maximum) = item.size {
                let fit = ((size + item.spacing) / (minimum + item.spacing)).rounded(.down)
                let k = Swift.max(1, Int(Swift.min(fit.isFinite ? fit : 1, Double(maximumAdaptiveTracks))))
                group.count = k
                group.size = Swift.min((size - item.spacing * Double(k - 1)) / Double(k), maximum)
            }
            groups.append(group)
            offset = group.offset(group.count - 1) + group.size
            if i < items.count - 1 { offset += item.spacing }
        }
        return offset
    }
}
