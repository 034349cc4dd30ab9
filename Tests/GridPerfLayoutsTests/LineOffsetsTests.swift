import Testing

import GridPerfLayouts

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
        // Lines measured in `runs` scattered runs of up to `longest` (a scroll, jumps,
        // re-measures), extents like 123.45678, in both trees.
        func measure(runs: Int, longest: UInt64) {
            for _ in 0..<runs {
                let start = Int(next() % UInt64(n))
                for line in start..<Swift.min(n, start + 1 + Int(next() % longest)) {
                    let e = Double(next() % 30_000) / 97
                    pieces.setExtent(e, of: line)
                    whole.set(e, of: line)
                }
            }
        }
        measure(runs: 600, longest: 40)
        var lines = [0, n - 1, n]
        for _ in 0..<400 { lines.append(Int(next() % UInt64(n + 1))) }
        for line in lines {
            #expect(pieces.offset(of: line).bitPattern == whole.offset(of: line).bitPattern, "line \(line) of \(n)")
        }
        // Both forget from `line`; every offset and measured line must then agree.
        func forgetBoth(from line: Int, _ what: String) {
            pieces.forget(from: line)
            whole.forget(from: line)
            for line in lines {
                #expect(pieces.offset(of: line).bitPattern == whole.offset(of: line).bitPattern, "\(what), \(line)")
                if line < n { #expect(pieces.isMeasured(line) == !whole.extents[line].isNaN) }
            }
            #expect(pieces.measuredCount == whole.measured)
        }
        let from = n / 3
        forgetBoth(from: from, "after forgetting")
        // Measured again and forgotten again, lower each time (a change near the top, then
        // another above it): forgetting reads each block only up to its last measured line, so a
        // line measured after a forget must be found by the next one.
        for round in 1...3 {
            measure(runs: 50, longest: 20)
            forgetBoth(from: from / (round + 1), "round \(round)")
        }
    }

    /// ``LineOffsets/line(at:)`` descends the tree in O(log n); its answer must be the binary
    /// search's over ``LineOffsets/offset(of:)`` (written out here): the last line whose offset
    /// is at most the position. Positions on every kind of edge — each line's exact offset and
    /// its neighbours by an ulp, before 0, past the end —, blocks never measured, zero-height
    /// lines without spacing (ties), scattered measured runs.
    @Test(arguments: [(1, 8.0), (2, 0.0), (4095, 8.0), (4097, 0.0), (3 * 4096 + 17, 8.0), (20_000, 2.5)])
    func theDescentFindsTheBinarySearchsLine(count n: Int, spacing: Double) {
        var offsets = LineOffsets(count: n, spacing: spacing, fallback: 50)
        func binarySearch(_ position: Double) -> Int {
            var lo = 0, hi = n
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if offsets.offset(of: mid) <= position { lo = mid } else { hi = mid }
            }
            return lo
        }
        var rng: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            rng ^= rng << 13
            rng ^= rng >> 7
            rng ^= rng << 17
            return rng
        }
        func check(_ what: String) {
            var positions = [-1.0, 0, offsets.total, offsets.total + 1, .infinity, -.infinity]
            for _ in 0..<300 {
                let line = Int(next() % UInt64(n))
                let o = offsets.offset(of: line)
                positions += [o, o.nextUp, o.nextDown, o + Double(next() % 1000) / 7]
            }
            for p in positions {
                #expect(offsets.line(at: p) == binarySearch(p), "\(what): position \(p) of \(n) lines")
            }
        }
        check("nothing measured")
        for _ in 0..<200 {
            let start = Int(next() % UInt64(n))
            for line in start..<Swift.min(n, start + 1 + Int(next() % 30)) {
                // A fifth of the lines are zero high: with no spacing, several lines start together.
                offsets.setExtent(next() % 5 == 0 ? 0 : Double(next() % 30_000) / 97, of: line)
            }
        }
        check("scattered runs measured")
        offsets.forget(from: n / 2)
        check("the second half forgotten")
    }
}
