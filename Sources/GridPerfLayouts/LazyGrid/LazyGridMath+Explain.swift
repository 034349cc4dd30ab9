import GridPerfCore

extension LazyGridMath {
    /// ``tracks(_:length:)`` with the arithmetic written out, step by step, for people (the
    /// playground shows it beside the columns): what the fixed tracks and the spacing leave,
    /// each non-fixed item's offer and what it took, and how an adaptive item splits. The
    /// sizes are ``tracks(_:length:)``'s own; only the words are added. O(c).
    public static func explained(_ items: [GridItem], length: Double) throws -> (
        groups: [TrackGroup], extent: Double, steps: [String]
    ) {
        let (groups, extent) = try tracks(items, length: length)
        let sizes = try itemSizes(items, length: length)
        func n(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return r == r.rounded() && Swift.abs(r) < 1e15 ? String(Int(r)) : String(r)
        }
        var steps: [String] = []
        let spacing = items.dropLast().map(\.spacing).reduce(0, +)
        let fixed = items.compactMap { if case let .fixed(v) = $0.size { v } else { nil } }
        var remaining = length - spacing - fixed.reduce(0, +)
        var left = items.count - fixed.count
        steps.append(
            "\(n(length)) − \(n(spacing)) spacing"
                + (fixed.isEmpty ? "" : " − \(fixed.map(n).joined(separator: " − ")) fixed")
                + " = \(n(remaining)) for \(left) non-fixed item\(left == 1 ? "" : "s")")
        for (i, item) in items.enumerated() {
            switch item.size {
            case let .fixed(v):
                steps.append("#\(i + 1) fixed: \(n(v))")
            case let .flexible(lo, hi):
                let offer = remaining / Double(left)
                steps.append(
                    "#\(i + 1) flexible(\(n(lo))…\(hi.isFinite ? n(hi) : "∞")): \(n(remaining)) ÷ \(left) = \(n(offer)), clamped: \(n(sizes[i]))"
                )
                remaining -= sizes[i]
                left -= 1
            case let .adaptive(minimum, _):
                let offer = remaining / Double(left)
                let group = groups[i]
                steps.append(
                    "#\(i + 1) adaptive(min \(n(minimum))): \(n(remaining)) ÷ \(left) = \(n(offer)), takes \(n(sizes[i])); "
                        + "⌊(\(n(sizes[i])) + \(n(item.spacing))) ÷ (\(n(minimum)) + \(n(item.spacing)))⌋ = \(group.count) "
                        + "of (\(n(sizes[i])) − \(n(item.spacing * Double(group.count - 1)))) ÷ \(group.count) = \(n(group.size))"
                )
                remaining -= sizes[i]
                left -= 1
            }
        }
        steps.append("extent \(n(extent))")
        return (groups, extent, steps)
    }
}
