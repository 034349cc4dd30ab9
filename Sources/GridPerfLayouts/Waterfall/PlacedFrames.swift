import GridPerfCore

/// The frames a lazy waterfall has placed, in chunks of ``chunkSize`` that are allocated as
/// placement reaches them: appending never copies what was placed (a copy of a 1M-frame buffer
/// made a 75 ms step), and the first step allocates one chunk whatever the item count, where a
/// buffer reserved for every item allocated 32 bytes an item up front (docs/PERFORMANCE.md#memory-per-item).
struct PlacedFrames {
    /// Frames a chunk: 2¹² (128 KB) (docs/PERFORMANCE.md#lazy-first-step).
    static let chunkShift = 12
    static let chunkSize = 1 << chunkShift

    private var chunks: [[Rect]] = []
    /// How many frames are held.
    private(set) var count = 0

    /// Frame `i` (`i < count`). O(1).
    subscript(i: Int) -> Rect { chunks[i >> Self.chunkShift][i & (Self.chunkSize - 1)] }

    /// Adds a frame at the end. O(1); allocates a chunk every ``chunkSize`` frames.
    mutating func append(_ frame: Rect) {
        let k = count >> Self.chunkShift
        if k == chunks.count {
            var chunk: [Rect] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[k].append(frame)
        count += 1
    }

    /// Keeps the first `keep` frames. O(chunkSize + chunks).
    mutating func removeAll(from keep: Int) {
        guard keep < count else { return }
        let k = keep >> Self.chunkShift
        chunks[k].removeSubrange((keep & (Self.chunkSize - 1))...)
        chunks.removeSubrange((k + 1)...)
        count = keep
    }

    /// The first frame in `0..<count` whose top is at or after `y` (tops never decrease): the
    /// chunk first (by its first frame), then inside it, each through its buffer (indexing the
    /// nested arrays cost 200 instructions a search, docs/PERFORMANCE.md#lazy-first-step).
    /// O(log n).
    func firstIndex(topAtLeast y: Double) -> Int {
        chunks.withUnsafeBufferPointer { chunks in
            // The first chunk whose first top is ≥ y; the answer is in the chunk before it (or
            // is that chunk's first frame).
            let next = lowerBound(chunks.count, y) { chunks[$0].withUnsafeBufferPointer { $0[0].minY } }
            guard next > 0 else { return 0 }
            let k = next - 1
            return chunks[k].withUnsafeBufferPointer { frames in
                k << Self.chunkShift + lowerBound(frames.count, y) { frames[$0].minY }
            }
        }
    }

    /// Calls `body` with the index and frame of each of `range` (within `0..<count`), in
    /// order, a chunk's buffer at a time. O(range.count).
    @inline(__always)
    func forEach(in range: Range<Int>, _ body: (Int, Rect) -> Void) {
        var i = range.lowerBound
        chunks.withUnsafeBufferPointer { chunks in
            while i < range.upperBound {
                let k = i >> Self.chunkShift
                let chunkEnd = Swift.min(range.upperBound, (k + 1) << Self.chunkShift)
                chunks[k].withUnsafeBufferPointer { frames in
                    let base = k << Self.chunkShift
                    while i < chunkEnd {
                        body(i, frames[i - base])
                        i += 1
                    }
                }
            }
        }
    }
}
