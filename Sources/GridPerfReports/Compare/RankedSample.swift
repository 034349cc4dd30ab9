import GridPerfModel

/// A sample sorted once, for a bootstrap: a resample (the sample's indices drawn with
/// replacement) is kept as how often each rank was drawn, and its percentile is read by
/// counting down from the top rank, without sorting it.
///
/// A resample's k-th smallest value is the sorted sample at the k-th smallest rank drawn (the
/// sorted sample never decreases), so the percentile equals `Statistics.percentile` of the
/// resample sorted, bit for bit, from the same draws.
package struct RankedSample {
    /// The sample, ascending.
    let sorted: [Double]
    /// For each index of the sample as given, its position in `sorted`.
    let rankOf: [Int]
    /// How often each rank was drawn by the resample being read; all 0 between resamples.
    private var counts: [UInt32]

    /// - Complexity: O(n log n).
    package init(_ values: [Double]) {
        let order = values.indices.sorted { (values[$0], $0) < (values[$1], $1) }
        sorted = order.map { values[$0] }
        var rankOf = [Int](repeating: 0, count: values.count)
        for (rank, index) in order.enumerated() { rankOf[index] = rank }
        self.rankOf = rankOf
        counts = [UInt32](repeating: 0, count: values.count)
    }

    /// Draws a resample (`count` indices, each `rng.next() % count`, in order) and returns its
    /// `p` percentile, as `Statistics.percentile(resample.sorted(), p)`.
    ///
    /// - Complexity: O(n).
    package mutating func resampledPercentile(_ p: Double, rng: inout SplitMix64) -> Double {
        let n = sorted.count
        precondition(n > 0 && (0...1).contains(p))
        for _ in 0..<n { counts[rankOf[Int(rng.next() % UInt64(n))]] += 1 }
        let position = Double(n - 1) * p
        let lo = Int(position.rounded(.down))
        let hi = Swift.min(lo + 1, n - 1)
        let low = sorted[rank(atPosition: lo)], high = sorted[rank(atPosition: hi)]
        counts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        return low + (high - low) * (position - Double(lo))
    }

    /// The rank drawn at `position` of the resample in ascending order, counted down from the
    /// top (a high percentile is near it).
    private func rank(atPosition position: Int) -> Int {
        var above = sorted.count - 1 - position
        var rank = sorted.count - 1
        while above >= Int(counts[rank]) {
            above -= Int(counts[rank])
            rank -= 1
        }
        return rank
    }
}
