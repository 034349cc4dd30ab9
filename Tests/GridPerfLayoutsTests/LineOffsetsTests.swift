import Testing

@testable import GridPerfLayouts

/// ``LineOffsets`` keeps one Fenwick tree over every line in pieces allocated block by block
/// (issue 33). Its offsets must be those of the whole tree bit for bit, or a lazy grid's
/// frames would move: checked here against a plain Fenwick tree over all lines, written out in
/// the test, with extents that are not whole numbers (so that the order of additions shows).
@Suite struct LineOffsetsTests {
    /// The tree the pieces stand for: every node from the start.
    struct WholeTree {
        var sums: [Double], counts: [Int32], extents: [Double]
        var sum = 0.0, measured = 0
        let n: Int, spacing: Double, fallback: Double

        init(count n: Int, spacing: Double, fallback: Double) {
            self.n = n
            self.spacing = spacing
            self.fallback = fallback
            sums = [Double](repeating: 0, count: n + 1)
            counts = [Int32](repeating: 0, count: n + 1)
            extents = [Double](repeating: .nan, count: n)
        }

        mutating func set(_ e: Double, of line: Int) {
            let old = extents[line], delta = old.isNaN ? e : e - old
            if old.isNaN { measured += 1 }
            sum += delta
            extents[line] = e
            var i = line + 1
            while i <= n { sums[i] += delta; counts[i] += old.isNaN ? 1 : 0; i += i & -i }
        }

        mutating func forget(from line: Int) {
            for l in line..<n where !extents[l].isNaN {
                let old = extents[l]
                extents[l] = .nan
                sum -= old
                measured -= 1
                var i = l + 1
                while i <= n { sums[i] -= old; counts[i] -= 1; i += i & -i }
            }
        }

        func offset(of line: Int) -> Double {
            var s = 0.0, m: Int32 = 0, i = line
            while i > 0 { s += sums[i]; m += counts[i]; i -= i & -i }
            let estimate = measured > 0 ? sum / Double(measured) : fallback
            return s + estimate * Double(line - Int(m)) + spacing * Double(line)
        }
    }

    @Test(arguments: [1, 4095, 4096, 4097, 3 * 4096 + 17, 20_000])
    func offsetsAreTheWholeTreesBitForBit(count n: Int) {
        var pieces = LineOffsets(count: n, spacing: 8, fallback: 50)
        var whole = WholeTree(count: n, spacing: 8, fallback: 50)
        var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            rng ^= rng << 13
            rng ^= rng >> 7
            rng ^= rng << 17
            return rng
        }
        // Lines measured in scattered runs (a scroll, jumps, re-measures), extents like 123.45678.
        for _ in 0..<600 {
            let start = Int(next() % UInt64(n))
            for line in start..<Swift.min(n, start + 1 + Int(next() % 40)) {
                let e = Double(next() % 30_000) / 97
                pieces.setExtent(e, of: line)
                whole.set(e, of: line)
            }
        }
        var lines = [0, n - 1, n]
        for _ in 0..<400 { lines.append(Int(next() % UInt64(n + 1))) }
        for line in lines {
            #expect(pieces.offset(of: line).bitPattern == whole.offset(of: line).bitPattern, "line \(line) of \(n)")
        }
        let from = n / 3
        pieces.forget(from: from)
        whole.forget(from: from)
        for line in lines {
            #expect(
                pieces.offset(of: line).bitPattern == whole.offset(of: line).bitPattern, "after forgetting, \(line)")
            if line < n { #expect(pieces.isMeasured(line) == !whole.extents[line].isNaN) }
        }
        #expect(pieces.measuredCount == whole.measured)
    }
}
