/// The arithmetic of SwiftUI's `Grid`, as pure functions over track sizes. A *track* is a
/// column or a row; `GridLayout` asks its cells and feeds the answers in here.
public enum GridMath {
    /// Shares `available` length among tracks the way an `HStack` shares its width: tracks are
    /// taken least flexible first (flexibility = `maxima[i] − minima[i]`, ties in index
    /// order), and each is offered what remains divided by the tracks still to go (never less
    /// than 0). A track with no flexibility takes its minimum without being asked; any other
    /// answers through `answer(track, offer)`. With `available == nil` (an unspecified
    /// proposal) every track takes `answer(track, nil)`, its ideal.
    ///
    /// `order` and `sizes` are reused buffers (no allocation once they have the capacity,
    /// except that sorting very flexible tracks may use a temporary buffer).
    /// O(t log t) for t tracks of mixed flexibility; O(t) when they are already in order.
    @inlinable
    public static func share(
        _ available: Double?, minima: [Double], maxima: [Double],
        order: inout [Int], sizes: inout [Double],
        answer: (Int, Double?) -> Double
    ) {
        let count = minima.count
        precondition(maxima.count == count, "one minimum and one maximum per track")
        sizes.removeAll(keepingCapacity: true)
        sizes.append(contentsOf: repeatElement(0, count: count))
        guard var remaining = available else {
            for i in 0..<count { sizes[i] = answer(i, nil) }
            return
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: 0..<count)
        @inline(__always) func flexibility(_ i: Int) -> Double { maxima[i] - minima[i] }
        var sorted = true
        var k = 1
        while sorted && k < count {
            sorted = flexibility(k - 1) <= flexibility(k)
            k += 1
        }
        if !sorted {
            order.sort { a, b in
                let fa = flexibility(a), fb = flexibility(b)
                return fa < fb || (fa == fb && a < b)
            }
        }
        for (k, i) in order.enumerated() {
            let size: Double
            if flexibility(i) == 0 {
                size = minima[i]
            } else {
                size = answer(i, Swift.max(0, remaining / Double(count - k)))
            }
            sizes[i] = size
            remaining -= size
        }
    }

    /// The rule for a cell spanning `span` tracks that needs more than they give: the
    /// shortfall `need − current` is added to the spanned tracks in equal parts. Returns the
    /// length added (0 when the tracks already give enough). O(span).
    @inlinable
    @discardableResult
    public static func widen(_ sizes: inout [Double], span: Range<Int>, spacing: Double, need: Double) -> Double {
        let current = extent(sizes, span: span, spacing: spacing)
        guard need > current, !span.isEmpty else { return 0 }
        let extra = need - current
        let share = extra / Double(span.count)
        for i in span { sizes[i] += share }
        return extra
    }

    /// The length of `span` tracks with the spacing between them. O(span).
    @inlinable
    public static func extent(_ sizes: [Double], span: Range<Int>, spacing: Double) -> Double {
        guard !span.isEmpty else { return 0 }
        var total = spacing * Double(span.count - 1)
        for i in span { total += sizes[i] }
        return total
    }

    /// Writes each track's offset into `offsets` and returns the total length: tracks plus
    /// spacing between them (0 for no tracks). O(t).
    @inlinable
    public static func offsets(_ sizes: [Double], spacing: Double, into offsets: inout [Double]) -> Double {
        offsets.removeAll(keepingCapacity: true)
        var x = 0.0
        for s in sizes {
            offsets.append(x)
            x += s + spacing
        }
        return sizes.isEmpty ? 0 : x - spacing
    }
}
