import GridPerfModel
import Testing

@Suite struct StatisticsTests {
    @Test func oddCount() throws {
        // 1 2 3 4 100: median 3; p25 at rank 1 → 2; p75 at rank 3 → 4; p90 at rank 3.6 → 4 + 0.6·96 = 61.6;
        // p99 at rank 3.96 → 4 + 0.96·96 = 96.16; mean 22; MAD: |dev| = 2 1 0 1 97 → median 1.
        let s = try #require(Statistics([3, 1, 100, 2, 4]))
        #expect(s.count == 5)
        #expect(s.min == 1 && s.max == 100)
        #expect(s.median == 3)
        #expect(s.p25 == 2 && s.p75 == 4)
        #expect(abs(s.p90 - 61.6) < 1e-9)
        #expect(abs(s.p99 - 96.16) < 1e-9)
        #expect(s.mean == 22)
        // variance = ((−21)² + (−20)² + (−19)² + (−18)² + 78²) / 4
        //          = (441 + 400 + 361 + 324 + 6084) / 4 = 1902.5
        #expect(abs(s.standardDeviation - 1902.5.squareRoot()) < 1e-9)
        #expect(s.mad == 1)
    }

    @Test func evenCount() throws {
        // 10 20 30 40: median (20 + 30) / 2 = 25; p25 at rank 0.75 → 17.5; p75 at rank 2.25 → 32.5;
        // MAD: |dev| = 15 5 5 15 → median 10.
        let s = try #require(Statistics([40, 10, 30, 20]))
        #expect(s.median == 25)
        #expect(s.p25 == 17.5 && s.p75 == 32.5)
        #expect(s.mean == 25)
        #expect(s.mad == 10)
    }

    @Test func singleSample() throws {
        let s = try #require(Statistics([7]))
        #expect(s.min == 7 && s.median == 7 && s.p99 == 7 && s.max == 7)
        #expect(s.standardDeviation == 0 && s.mad == 0)
    }

    @Test func noSamplesIsNoStatistics() {
        #expect(Statistics([]) == nil)
    }
}

@Suite struct SplitMix64Tests {
    @Test func streamIsTheReferenceOne() {
        var rng = SplitMix64(seed: 42)
        let values = (0..<3).map { _ in 50 + rng.next() % 251 }
        #expect(values == [272, 299, 85])
    }

    @Test func theDefaultItemModelUsesTheSameStream() {
        let items = ItemDistribution.default.generate(count: 3, seed: 42)
        #expect(items == [.flexible(.height(272)), .flexible(.height(299)), .flexible(.height(85))])
    }

    @Test func itemModelsParseAndPrintCanonically() throws {
        for spec in ["fixed:100x50", "flexible:50-300", "heavy:20-2000", "text:5-80", "aspect:0.5-2", "mix"] {
            #expect(try ItemDistribution(parsing: spec).description == spec)
        }
        for bad in ["flexible:300-50", "fixed:10", "blob", "aspect:0-2", "text:1.5-3", "flexible:-1-5"] {
            #expect(throws: (any Error).self, "\(bad)") { try ItemDistribution(parsing: bad) }
        }
    }

    @Test func everyModelDrawsValidItems() throws {
        for spec in ["fixed:100x50", "flexible:50-300", "heavy:20-2000", "text:5-80", "aspect:0.5-2", "mix"] {
            let items = try ItemDistribution(parsing: spec).generate(count: 500, seed: 7)
            for item in items {
                let s = item.sizeThatFits(.init(width: 100, height: nil))
                #expect(s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0, "\(spec): \(item)")
            }
        }
        let heavy = ItemDistribution.heavy(20...2000).generate(count: 2000, seed: 1).map {
            $0.sizeThatFits(.unspecified).height
        }
        #expect(heavy.min()! >= 20 && heavy.max()! <= 2000)
        #expect(heavy.filter { $0 > 200 }.count > 0)  // a heavy tail: some items ≥ 10× the minimum
    }
}
