/// The main-axis offsets of a lazy grid's lines when only some have been measured: measured
/// extents are summed in a Fenwick tree (a binary indexed tree: prefix sums and updates in
/// O(log n)), and every line not yet measured counts as the mean of those measured so far.
///
/// The tree is kept in pieces, so that the first step of a scroll costs the same at 10⁴ and
/// 10⁷ items (docs/PERFORMANCE.md#memory-per-item): the lines are cut into blocks of ``blockSize``; a block's extents and
/// the tree's nodes inside it are allocated when a line of the block is first measured, and
/// only the nodes that cover whole blocks (one in ``blockSize``) exist from the start. A
/// Fenwick node i covers lines (i − lowbit(i), i]: when i is a multiple of the block size it
/// covers whole blocks and is the top tree's node i / blockSize; otherwise it lies inside one
/// block and is that block's node i mod blockSize. So the pieces hold the very nodes of one
/// tree over every line, updated by the same deltas in the same order, and a prefix sum adds
/// them in the same order as that tree would: offsets are the same bit for bit, and a node of
/// a block never measured is 0, which adds nothing.
package struct LineOffsets {
    /// Lines a block: 2¹². A block's pieces are 20 bytes a line (80 KB); the top tree and the
    /// block table 16 bytes a block (docs/PERFORMANCE.md#lazy-first-step).
    static let blockShift = 12
    static let blockSize = 1 << blockShift

    /// The pieces of one block: its lines' extents (NaN while not measured) and the tree's
    /// nodes inside it (index r: node blockStart + r; 0 is unused).
    struct Block {
        var extents: [Double]
        var sums: [Double]
        var counts: [Int32]
        /// One past the last line of the block ever measured and not forgotten since (an index
        /// in the block): ``forget(from:)`` reads no further.
        var measuredEnd = 0

        init() {
            extents = [Double](repeating: .nan, count: LineOffsets.blockSize)
            sums = [Double](repeating: 0, count: LineOffsets.blockSize)
            counts = [Int32](repeating: 0, count: LineOffsets.blockSize)
        }
    }

    private(set) var count: Int
    var spacing: Double
    /// The nodes covering whole blocks: node j sums blocks (j − lowbit(j), j]; 0 is unused.
    private var topSums: [Double]
    private var topCounts: [Int32]
    /// Each block's index in `blocks`, or −1 while none of its lines is measured.
    private var blockSlot: [Int32]
    private var blocks: [Block] = []
    private(set) var measuredSum = 0.0
    package private(set) var measuredCount = 0
    /// The extent assumed for a line nobody measured yet.
    var fallback: Double

    /// Offsets for `count` lines, none measured. O(count / blockSize).
    package init(count: Int, spacing: Double, fallback: Double) {
        self.count = count
        self.spacing = spacing
        self.fallback = fallback
        let top = count >> Self.blockShift
        topSums = [Double](repeating: 0, count: top + 1)
        topCounts = [Int32](repeating: 0, count: top + 1)
        blockSlot = [Int32](repeating: -1, count: (count + Self.blockSize - 1) >> Self.blockShift)
    }

    /// The extent assumed for unmeasured lines: the mean measured extent. O(1).
    var estimate: Double { measuredCount > 0 ? measuredSum / Double(measuredCount) : fallback }

    /// The measured extent of `line`; NaN while not measured. O(1).
    func extent(of line: Int) -> Double {
        let slot = blockSlot[line >> Self.blockShift]
        return slot < 0 ? .nan : blocks[Int(slot)].extents[line & (Self.blockSize - 1)]
    }

    package func isMeasured(_ line: Int) -> Bool { !extent(of: line).isNaN }

    /// Records (or changes) the measured extent of `line`. O(log n); allocates the line's
    /// block the first time one of its lines is measured.
    package mutating func setExtent(_ extent: Double, of line: Int) {
        let b = line >> Self.blockShift, r = line & (Self.blockSize - 1)
        var slot = Int(blockSlot[b])
        if slot < 0 {
            slot = blocks.count
            blocks.append(Block())
            blockSlot[b] = Int32(slot)
        }
        let old = blocks[slot].extents[r]
        let delta = old.isNaN ? extent : extent - old
        if old.isNaN { measuredCount += 1 }
        measuredSum += delta
        blocks[slot].extents[r] = extent
        blocks[slot].measuredEnd = Swift.max(blocks[slot].measuredEnd, r + 1)
        add(delta, counted: old.isNaN ? 1 : 0, at: line)
    }

    /// Adds `delta` (and `counted` measured lines) to every node covering `line`, in the order
    /// a Fenwick tree over all lines would: the block's nodes, then the whole-block ones. Each
    /// array is written through one buffer (a uniqueness check a call, not one a node: 16 nodes
    /// at 10⁵ items; docs/PERFORMANCE.md#offsets-buffers). O(log n).
    private mutating func add(_ delta: Double, counted: Int32, at line: Int) {
        let i = line + 1
        var j = i >> Self.blockShift
        let first = i & (Self.blockSize - 1)
        if first != 0 {
            // Inside the block of `line`: node blockStart + r exists while r < blockSize and
            // blockStart + r ≤ count.
            let slot = Int(blockSlot[line >> Self.blockShift])
            let end = Swift.min(Self.blockSize, count - (i - first) + 1)
            var last = first
            blocks[slot].sums.withUnsafeMutableBufferPointer { sums in
                var r = first
                while r < end {
                    sums[r] += delta
                    last = r
                    r += r & -r
                }
            }
            blocks[slot].counts.withUnsafeMutableBufferPointer { counts in
                var r = first
                while r < end {
                    counts[r] += counted
                    r += r & -r
                }
            }
            // The climb left the block only if its next node is the block's end.
            guard last + (last & -last) == Self.blockSize else { return }
            j += 1
        }
        let top = topSums.count - 1
        guard j <= top else { return }
        let start = j
        topSums.withUnsafeMutableBufferPointer { sums in
            var k = start
            while k <= top {
                sums[k] += delta
                k += k & -k
            }
        }
        topCounts.withUnsafeMutableBufferPointer { counts in
            var k = start
            while k <= top {
                counts[k] += counted
                k += k & -k
            }
        }
    }

    /// Forgets the extents of lines from `line` on, in ascending order. O(k log n) for the k
    /// measured lines forgotten, plus O(n / blockSize), plus the lines up to the last one
    /// measured in each block (not the whole block: a change near the top of 10⁴ items read its
    /// 4,096 lines, issue 69).
    package mutating func forget(from line: Int) {
        let first = Swift.max(0, line)
        guard first < count else { return }
        for b in (first >> Self.blockShift)..<blockSlot.count where blockSlot[b] >= 0 {
            let slot = Int(blockSlot[b]), start = b << Self.blockShift
            let end = Swift.min(count, start + blocks[slot].measuredEnd)
            blocks[slot].measuredEnd = Swift.min(blocks[slot].measuredEnd, Swift.max(0, first - start))
            guard Swift.max(first, start) < end else { continue }
            for l in Swift.max(first, start)..<end {
                let old = blocks[slot].extents[l - start]
                guard !old.isNaN else { continue }
                blocks[slot].extents[l - start] = .nan
                measuredSum -= old
                measuredCount -= 1
                add(-old, counted: -1, at: l)
            }
        }
    }

    /// Where `line` starts: measured extents before it, the estimate for the others, and the
    /// spacing after each. O(log n).
    package func offset(of line: Int) -> Double {
        var sum = 0.0, measured: Int32 = 0
        var r = line & (Self.blockSize - 1)
        var j = line >> Self.blockShift
        if r != 0 {
            let slot = blockSlot[j]
            if slot >= 0 {
                blocks[Int(slot)].sums.withUnsafeBufferPointer { sums in
                    blocks[Int(slot)].counts.withUnsafeBufferPointer { counts in
                        while r > 0 { sum += sums[r]; measured += counts[r]; r -= r & -r }
                    }
                }
            }
        }
        while j > 0 { sum += topSums[j]; measured += topCounts[j]; j -= j & -j }
        return sum + estimate * Double(line - Int(measured)) + spacing * Double(line)
    }

    /// The last line starting at or before `position` (0 when none). O(log n): a Fenwick
    /// descent, over the whole-block nodes then the nodes inside one block, where a node's
    /// value is its lines' measured extents, the estimate for the others and the spacing after
    /// each. The descent sums in another order than ``offset(of:)``, so its line is then
    /// checked against ``offset(of:)`` itself (at most a step either way on a rounding tie):
    /// the answer is the binary search's over ``offset(of:)``, which cost O(log² n)
    /// (docs/PERFORMANCE.md#line-descent).
    package func line(at position: Double) -> Int {
        guard count > 1 else { return 0 }
        let perLine = estimate + spacing
        var accumulated = 0.0
        // Whole blocks: node j covers blocks (j − lowbit(j), j].
        var block = 0
        let top = topSums.count - 1
        if top > 0 {
            var step = 1 << (Int.bitWidth - 1 - top.leadingZeroBitCount)
            while step > 0 {
                let j = block + step
                if j <= top {
                    let lines = step << Self.blockShift
                    let value = topSums[j] + estimate * Double(lines - Int(topCounts[j])) + spacing * Double(lines)
                    if accumulated + value <= position {
                        block = j
                        accumulated += value
                    }
                }
                step >>= 1
            }
        }
        // Inside the block: node r covers its lines (r − lowbit(r), r], while start + r ≤ count.
        let start = block << Self.blockShift
        var r = 0
        if start < count {
            let slot = blockSlot[block]
            var step = Self.blockSize >> 1
            if slot >= 0 {
                blocks[Int(slot)].sums.withUnsafeBufferPointer { sums in
                    blocks[Int(slot)].counts.withUnsafeBufferPointer { counts in
                        while step > 0 {
                            let k = r + step
                            if start + k <= count {
                                let value = sums[k] + estimate * Double(step - Int(counts[k])) + spacing * Double(step)
                                if accumulated + value <= position {
                                    r = k
                                    accumulated += value
                                }
                            }
                            step >>= 1
                        }
                    }
                }
            } else {
                while step > 0 {
                    let k = r + step
                    if start + k <= count, accumulated + perLine * Double(step) <= position {
                        r = k
                        accumulated += perLine * Double(step)
                    }
                    step >>= 1
                }
            }
        }
        var line = Swift.min(start + r, count - 1)
        while line + 1 < count && offset(of: line + 1) <= position { line += 1 }
        while line > 0 && offset(of: line) > position { line -= 1 }
        return line
    }

    /// The whole extent: every line, measured or estimated, with spacing between. O(1).
    package var total: Double {
        guard count > 0 else { return 0 }
        return measuredSum + estimate * Double(count - measuredCount) + spacing * Double(count - 1)
    }
}
