import GridPerfCore
import Testing

@Suite struct SubviewStorageTests {
    @Test func measurementCacheCountsAScriptedSequence() {
        let storage = SubviewStorage([.flexible(FlexibleItem()), .size(width: 5, height: 5)])
        let subviews = storage.subviews
        let a = ProposedSize(width: 100, height: nil)
        let b = ProposedSize(width: 50, height: 20)
        #expect(subviews[0].sizeThatFits(a) == Size(width: 100, height: 10))  // miss
        #expect(subviews[0].sizeThatFits(a) == Size(width: 100, height: 10))  // hit
        #expect(subviews[0].sizeThatFits(b) == Size(width: 50, height: 20))  // miss: one entry per subview
        #expect(subviews[0].sizeThatFits(a) == Size(width: 100, height: 10))  // miss again
        #expect(subviews[1].sizeThatFits(a) == Size(width: 5, height: 5))  // miss: its own slot
        #expect(subviews[1].sizeThatFits(a) == Size(width: 5, height: 5))  // hit
        let c = storage.counters
        #expect(c.measureCalls == 6)
        #expect(c.measureCacheHits == 2)
        #expect(c.measureCacheMisses == 4)
        storage._checkInvariants()
    }

    @Test func cacheCanBeSwitchedOff() {
        let storage = SubviewStorage([.flexible(FlexibleItem())])
        storage.measurementCacheEnabled = false
        let subviews = storage.subviews
        for _ in 0..<3 { _ = subviews[0].sizeThatFits(.unspecified) }
        #expect(storage.counters.measureCalls == 3)
        #expect(storage.counters.measureCacheHits == 0)
        #expect(storage.counters.measureCacheMisses == 0)
    }

    @Test func replacingAModelForgetsItsMeasurement() {
        let storage = SubviewStorage([.size(width: 1, height: 1), .size(width: 2, height: 2)])
        _ = storage.subviews[0].sizeThatFits(.unspecified)
        _ = storage.subviews[1].sizeThatFits(.unspecified)
        storage.replaceModel(at: 0, with: .size(width: 9, height: 9))
        #expect(storage.subviews[0].sizeThatFits(.unspecified) == Size(width: 9, height: 9))  // miss
        #expect(storage.subviews[1].sizeThatFits(.unspecified) == Size(width: 2, height: 2))  // hit
        #expect(storage.counters.measureCacheMisses == 3)
        #expect(storage.counters.measureCacheHits == 1)
        storage._checkInvariants()
    }

    @Test func placeRecordsTheFrameAroundTheAnchor() {
        let storage = SubviewStorage([.flexible(FlexibleItem())])
        storage.subviews[0].place(
            at: Point(x: 100, y: 100), anchor: .center, proposal: ProposedSize(width: 20, height: 30))
        #expect(storage.frame(at: 0) == Rect(x: 90, y: 85, width: 20, height: 30))
        storage.subviews[0].place(
            at: Point(x: 100, y: 100), anchor: .bottomTrailing, proposal: ProposedSize(width: 20, height: 30))
        #expect(storage.frame(at: 0) == Rect(x: 80, y: 70, width: 20, height: 30))
        #expect(storage.counters.placeCalls == 2)
        #expect(storage.counters.measureCalls == 2)  // place measures the subview
    }

    @Test func cacheKeysMatchAsProposedSizeEquality() {
        // The 16-byte keys must hit exactly when `ProposedSize ==` holds: unspecified matches
        // unspecified only, 0 matches -0, a NaN dimension matches nothing (itself included).
        let storage = SubviewStorage([.flexible(FlexibleItem())])
        let s = storage.subviews[0]
        func hits(_ first: ProposedSize, then second: ProposedSize) -> Bool {
            storage.invalidateMeasurements()
            _ = s.sizeThatFits(first)
            let before = storage.counters.measureCacheHits
            _ = s.sizeThatFits(second)
            return storage.counters.measureCacheHits == before + 1
        }
        #expect(hits(.unspecified, then: .unspecified))
        #expect(hits(ProposedSize(width: 0, height: nil), then: ProposedSize(width: -0.0, height: nil)))
        #expect(hits(ProposedSize(width: 7, height: .infinity), then: ProposedSize(width: 7, height: .infinity)))
        #expect(!hits(ProposedSize(width: nil, height: 3), then: ProposedSize(width: 0, height: 3)))
        #expect(!hits(ProposedSize(width: 0, height: 3), then: ProposedSize(width: nil, height: 3)))
        #expect(!hits(ProposedSize(width: 5, height: nil), then: ProposedSize(width: nil, height: 5)))
        #expect(!hits(ProposedSize(width: .nan, height: 1), then: ProposedSize(width: .nan, height: 1)))
        #expect(!hits(ProposedSize(width: .infinity, height: nil), then: ProposedSize(width: -.infinity, height: nil)))
        // NaNs with the bit pattern that marks an unspecified dimension, the standard NaN and
        // others, as proposals: still NaNs, matching nothing.
        for bits: UInt64 in [
            0x7FF8_0000_0000_6770, 0x7FF0_0000_0000_6770, 0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0000,
        ] {
            let lookalike = Double(bitPattern: bits)
            #expect(!hits(.unspecified, then: ProposedSize(width: lookalike, height: nil)))
            #expect(!hits(ProposedSize(width: lookalike, height: nil), then: .unspecified))
            #expect(
                !hits(ProposedSize(width: lookalike, height: nil), then: ProposedSize(width: lookalike, height: nil)))
        }
    }

    @Test func placeByAFunctionOfTheSizeMeasuresOnce() {
        // Centred in a 100 × 60 cell at (10, 20): the 20 × 30 answer sits at
        // (10 + (100 − 20) / 2, 20 + (60 − 30) / 2) = (50, 35).
        let storage = SubviewStorage([.flexible(FlexibleItem())])
        let size = storage.subviews[0].place(proposal: ProposedSize(width: 20, height: 30)) { s in
            Point(x: 10 + (100 - s.width) / 2, y: 20 + (60 - s.height) / 2)
        }
        #expect(size == Size(width: 20, height: 30))
        #expect(storage.frame(at: 0) == Rect(x: 50, y: 35, width: 20, height: 30))
        #expect(storage.counters.placeCalls == 1)
        #expect(storage.counters.measureCalls == 1)
    }

    @Test func appendingGrowsAndKeepsEverything() {
        let storage = SubviewStorage([ItemModel.size(width: 1, height: 1)])
        _ = storage.subviews[0].sizeThatFits(.unspecified)
        storage.append(contentsOf: (2...100).map { ItemModel.size(width: Double($0), height: 1) })
        #expect(storage.count == 100)
        #expect(storage.model(at: 99) == .size(width: 100, height: 1))
        #expect(storage.counters.measureCalls == 1)
        #expect(storage.subviews[0].sizeThatFits(.unspecified) == Size(width: 1, height: 1))
        #expect(storage.counters.measureCacheHits == 1)  // the cached slot moved with the item
        storage._checkInvariants()
    }

    @Test func slicesAreSubviews() {
        let storage = SubviewStorage((0..<10).map { ItemModel.size(width: Double($0), height: 1) })
        let slice = storage.subviews[3..<6]
        #expect(slice.count == 3)
        #expect(slice.map(\.index) == [3, 4, 5])
        #expect(slice[4].sizeThatFits(.unspecified).width == 4)
    }

    @Test func rectOverlapIgnoresTouchingEdges() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.overlaps(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.overlaps(Rect(x: 9.5, y: 9.5, width: 5, height: 5)))
        #expect(a.union(Rect(x: 20, y: -5, width: 1, height: 1)) == Rect(x: 0, y: -5, width: 21, height: 15))
    }

    /// A `LayoutSubviews` taken before an append that grows the storage (1 → 2 → 4 … slots)
    /// still reads live memory: the models and frames as they were. Under `make sanitize`
    /// (AddressSanitizer) a read of the freed buffers would abort this test.
    @Test func subviewsTakenBeforeGrowthStayReadable() {
        let storage = SubviewStorage([.size(width: 3, height: 4)])
        let before = storage.subviews
        before[0].place(at: Point(x: 1, y: 2), proposal: .unspecified)
        for k in 0..<1000 { storage.append(.size(width: Double(k), height: 1)) }
        #expect(storage.count == 1001)
        // The old view: one subview, 3 × 4, its frame as placed.
        #expect(before.count == 1)
        #expect(before[0].sizeThatFits(.unspecified) == Size(width: 3, height: 4))
        before[0].place(at: Point(x: 7, y: 7), proposal: .unspecified)
        // The storage itself: the frame placed before the growth was copied; the later write
        // went to the outgrown buffers, not here.
        #expect(storage.frame(at: 0) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(storage.subviews[1000].sizeThatFits(.unspecified) == Size(width: 999, height: 1))
        storage._checkInvariants()
    }
}

/// The storage keeps each model in 24 bytes (issue 33), inline where its numbers fit the compact
/// forms and boxed where they do not; either way a model comes back bit for bit and measures as
/// SPEC-FORMAT.md's table says.
@Suite struct StoredFormTests {
    static let models: [ItemModel] = [
        .size(width: 3, height: 4),
        .flexible(.height(44)),  // compact: its height
        .flexible(.height(-0.0)),
        .flexible(FlexibleItem(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)),
        .text(TextItem(length: 10, charWidth: 7, lineHeight: 17)),  // compact: 70 wide, Float widths
        .text(TextItem(length: 10, charWidth: 0.1, lineHeight: 17)),  // 0.1 is no Float: boxed
        .text(TextItem(length: 1 << 40, charWidth: 1, lineHeight: 1)),  // compact: 2⁴⁰ / 1 is exact
        .text(TextItem(length: 3, charWidth: 0, lineHeight: 1)),  // 0 / 0 gives no length: boxed
        .aspect(AspectItem(ratio: 1.5, idealWidth: 90)),
    ]

    @Test func aSlotsModelIs24Bytes() {
        // The largest inline case, a size, is two Doubles (16 bytes) and a tag, rounded to 8.
        #expect(MemoryLayout<StoredItem>.stride == 24)
    }

    @Test func everyModelComesBackBitForBit() {
        let storage = SubviewStorage(Self.models)
        for (i, m) in Self.models.enumerated() {
            #expect(storage.model(at: i) == m, "model \(i)")
        }
        if case let .flexible(f) = storage.model(at: 2) {
            #expect(f.minHeight.sign == .minus, "−0 stays −0")
        }
        storage._checkInvariants()
    }

    @Test func boxedAndInlineTextsMeasureAlike() {
        let storage = SubviewStorage(Self.models)
        let p = ProposedSize(width: 20, height: nil)
        // length 10 × 7 = 70 wide ideal; at 20: ceil(70 / 20) = 4 lines of 17 = 68.
        #expect(storage.subviews[4].sizeThatFits(p) == Size(width: 20, height: 68))
        // length 10 × 0.1 = 1 wide ideal (0.1·10 rounds to 1.0): min(1, max(20, 0.1)) = 1; one line.
        #expect(storage.subviews[5].sizeThatFits(p) == Size(width: 1, height: 17))
        // 2⁴⁰ wide ideal at 20: 2⁴⁰ / 20 lines (rounded up) of 1.
        #expect(storage.subviews[6].sizeThatFits(p) == Size(width: 20, height: (Double(1 << 40) / 20).rounded(.up)))
    }
}
