import GridPerfCore
import Testing

/// `LayoutSubviews.sizesThatFit`: every subview asked a pattern of proposals at once. The counts
/// must be those of asking each subview in turn (one measure call each, a hit or a miss), and
/// a size read in one step must be the one asking would answer: the pattern is forgotten by
/// anything that writes an entry.
@Suite struct MeasuredPatternTests {
    /// Four flexible items (ideal 10 × 10, any size between 0 and ∞): each answers a specified
    /// dimension with it, an unspecified one with 10.
    static func storage(_ n: Int = 4) -> SubviewStorage {
        SubviewStorage(Array(repeating: ItemModel.flexible(FlexibleItem()), count: n))
    }

    static func sizes(_ storage: SubviewStorage, _ proposal: ProposedSize) -> [Size]? {
        let subviews = storage.subviews
        return subviews.tallying { tally in
            subviews.sizesThatFit(proposal, tally: &tally).map { s in (0..<s.count).map { s[$0] } }
        }
    }

    @Test func countsAsAskingEachSubview() {
        let storage = Self.storage()
        let p = ProposedSize(width: 30, height: nil)
        // First: each subview asked, 4 misses; then 4 hits read at once, twice.
        #expect(Self.sizes(storage, p) == Array(repeating: Size(width: 30, height: 10), count: 4))
        #expect(storage.counters.measureCalls == 4)
        #expect(storage.counters.measureCacheMisses == 4)
        #expect(Self.sizes(storage, p) == Array(repeating: Size(width: 30, height: 10), count: 4))
        #expect(Self.sizes(storage, p) == Array(repeating: Size(width: 30, height: 10), count: 4))
        #expect(storage.counters.measureCalls == 12)
        #expect(storage.counters.measureCacheHits == 8)
        #expect(storage.counters.measureCacheMisses == 4)
        // Another proposal: 4 misses, the sizes it answers.
        #expect(Self.sizes(storage, .unspecified) == Array(repeating: Size(width: 10, height: 10), count: 4))
        #expect(storage.counters.measureCacheMisses == 8)
        storage._checkInvariants()
    }

    @Test func aMissElsewhereIsSeen() {
        let storage = Self.storage()
        let p = ProposedSize(width: 30, height: nil)
        _ = Self.sizes(storage, p)
        // Subview 2 asked another proposal: its entry no longer answers p.
        #expect(storage.subviews[2].sizeThatFits(ProposedSize(width: 50, height: 5)) == Size(width: 50, height: 5))
        #expect(Self.sizes(storage, p) == Array(repeating: Size(width: 30, height: 10), count: 4))
        // 4 + 1 + 1 misses (subview 2 asked p again), 3 hits.
        #expect(storage.counters.measureCacheMisses == 6)
        #expect(storage.counters.measureCacheHits == 3)
    }

    @Test func aReplacedItemOrAForgottenMeasurementIsAskedAgain() {
        let storage = Self.storage()
        _ = Self.sizes(storage, .unspecified)
        storage.replaceModel(at: 1, with: .size(width: 7, height: 3))
        #expect(
            Self.sizes(storage, .unspecified) == [
                Size(width: 10, height: 10), Size(width: 7, height: 3), Size(width: 10, height: 10),
                Size(width: 10, height: 10),
            ])
        #expect(storage.counters.measureCacheMisses == 5)  // 4, then the replaced one
        storage.forgetMeasurement(at: 3)
        _ = Self.sizes(storage, .unspecified)
        #expect(storage.counters.measureCacheMisses == 6)
        storage.append(.size(width: 1, height: 2))
        #expect(Self.sizes(storage, .unspecified)?.last == Size(width: 1, height: 2))
        #expect(storage.counters.measureCacheMisses == 7)  // the appended one
        storage.invalidateMeasurements()
        _ = Self.sizes(storage, .unspecified)
        #expect(storage.counters.measureCacheMisses == 12)
        #expect(storage.counters.measureCacheHits == 3 + 3 + 4)
        storage._checkInvariants()
    }

    @Test func aPatternOfColumnsRepeats() {
        let storage = Self.storage(5)
        let widths = [20.0, 40.0]
        func sizes() -> [Size]? {
            let subviews = storage.subviews
            return subviews.tallying { tally in
                subviews.sizesThatFit(period: 2, { ProposedSize(width: widths[$0], height: nil) }, tally: &tally)
                    .map { s in (0..<s.count).map { s[$0] } }
            }
        }
        let expected = [20.0, 40, 20, 40, 20].map { Size(width: $0, height: 10) }
        #expect(sizes() == expected)
        #expect(sizes() == expected)
        #expect(storage.counters.measureCacheMisses == 5)
        #expect(storage.counters.measureCacheHits == 5)
        // The same widths in the other order are another pattern: every subview misses.
        let swapped = storage.subviews.tallying { tally in
            storage.subviews.sizesThatFit(
                period: 2, { ProposedSize(width: widths[1 - $0], height: nil) }, tally: &tally
            )
            .map { s in s[0] }
        }
        #expect(swapped == Size(width: 40, height: 10))
        #expect(storage.counters.measureCacheMisses == 10)
        storage._checkInvariants()
    }

    @Test func aSliceAsksEachAndIsNotRemembered() {
        let storage = Self.storage()
        let slice = storage.subviews[1..<3]
        let p = ProposedSize(width: 30, height: nil)
        for _ in 0..<2 {
            let first = slice.tallying { tally in slice.sizesThatFit(p, tally: &tally).map { $0[0] } }
            #expect(first == Size(width: 30, height: 10))
        }
        // 2 misses, then 2 hits found by reading each key; the whole storage is then still new.
        #expect(storage.counters.measureCacheMisses == 2)
        #expect(storage.counters.measureCacheHits == 2)
        _ = Self.sizes(storage, p)
        #expect(storage.counters.measureCacheMisses == 4)
        #expect(storage.counters.measureCacheHits == 4)
    }

    @Test func withTheCacheOffThereAreNoSizesToRead() {
        let storage = Self.storage()
        storage.measurementCacheEnabled = false
        #expect(Self.sizes(storage, .unspecified) == nil)
        #expect(storage.counters.measureCalls == 0)
    }

    @Test func placingAtAReadSizeCountsAPlaceCall() {
        let storage = Self.storage(2)
        let subviews = storage.subviews
        subviews.tallying { tally in
            guard let sizes = subviews.sizesThatFit(ProposedSize(width: 30, height: nil), tally: &tally) else { return }
            sizes.place(1, tally: &tally) { s in Point(x: 100 - s.width, y: 5) }
        }
        #expect(storage.frame(at: 1) == Rect(x: 70, y: 5, width: 30, height: 10))
        #expect(storage.counters.placeCalls == 1)
        #expect(storage.counters.measureCalls == 2)
    }
}
