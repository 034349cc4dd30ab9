/// The main-axis offsets of a lazy grid's lines when only some have been measured: measured
/// extents are summed in Fenwick trees (a binary indexed tree: prefix sums and updates in
/// O(log n)), and every line not yet measured counts as the mean of those measured so far.
struct LineOffsets {
    private(set) var count: Int
    var spacing: Double
    /// Extent of each line; NaN while not measured.
    private(set) var extents: [Double]
    private var sumTree: [Double]
    private var countTree: [Int32]
    private(set) var measuredSum = 0.0
    private(set) var measuredCount = 0
    /// The extent assumed for a line nobody measured yet.
    var fallback: Double

    init(count: Int, spacing: Double, fallback: Double) {
        self.count = count
        self.spacing = spacing
        self.fallback = fallback
        extents = [Double](repeating: .nan, count: count)
        sumTree = [Double](repeating: 0, count: count + 1)
        countTree = [Int32](repeating: 0, count: count + 1)
    }

    /// The extent assumed for unmeasured lines: the mean measured extent. O(1).
    var estimate: Double { measuredCount > 0 ? measuredSum / Double(measuredCount) : fallback }

    func isMeasured(_ line: Int) -> Bool { !extents[line].isNaN }

    /// Records (or changes) the measured extent of `line`. O(log n).
    mutating func setExtent(_ extent: Double, of line: Int) {
        let old = extents[line]
        let delta = old.isNaN ? extent : extent - old
        if old.isNaN {
            measuredCount += 1
            var i = line + 1
            while i <= count { countTree[i] += 1; i += i & -i }
        }
        measuredSum += delta
        extents[line] = extent
        var i = line + 1
        while i <= count { sumTree[i] += delta; i += i & -i }
    }

    /// Forgets the extents of lines from `line` on. O((n − line) log n).
    mutating func forget(from line: Int) {
        for l in Swift.max(0, line)..<count where isMeasured(l) {
            let old = extents[l]
            extents[l] = .nan
            measuredSum -= old
            measuredCount -= 1
            var i = l + 1
            while i <= count { sumTree[i] -= old; countTree[i] -= 1; i += i & -i }
        }
    }

    /// Where `line` starts: measured extents before it, the estimate for the others, and the
    /// spacing after each. O(log n).
    func offset(of line: Int) -> Double {
        var sum = 0.0, measured: Int32 = 0
        var i = line
        while i > 0 { sum += sumTree[i]; measured += countTree[i]; i -= i & -i }
        return sum + estimate * Double(line - Int(measured)) + spacing * Double(line)
    }

    /// The last line starting at or before `position` (0 when none). O(log² n).
    func line(at position: Double) -> Int {
        var lo = 0, hi = count  // offset(lo) ≤ position holds for lo = 0 (or position < 0)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if offset(of: mid) <= position { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The whole extent: every line, measured or estimated, with spacing between. O(1).
    var total: Double {
        guard count > 0 else { return 0 }
        return measuredSum + estimate * Double(count - measuredCount) + spacing * Double(count - 1)
    }
}
