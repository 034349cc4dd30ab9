import GridPerfHarness
import GridPerfModel
import GridPerfReports
import Testing

@Suite struct BisectSearchTests {
    /// Runs the search against "commit i is bad when i ≥ culprit", skipping `broken`.
    static func search(count: Int, culprit: Int, broken: Set<Int> = []) -> (
        first: Int?, asked: [Int], candidates: [Int]
    ) {
        var s = BisectSearch(count: count)
        var asked: [Int] = []
        while let i = s.next {
            asked.append(i)
            if broken.contains(i) { s.skip(i) } else if i >= culprit { s.markBad(i) } else { s.markGood(i) }
        }
        return (s.first, asked, s.candidates)
    }

    @Test func sixteenCommitsTakeFourQuestions() {
        // Commits 0…15 (15 known bad): the range (−1, 15] halves four times: log2(16) = 4.
        for culprit in 0..<16 {
            let r = Self.search(count: 16, culprit: culprit)
            #expect(r.first == culprit)
            #expect(r.asked.count <= 4)
        }
        // The culprit 6: asked 7 (bad), 3 (good), 5 (good), 6 (bad).
        #expect(Self.search(count: 16, culprit: 6).asked == [7, 3, 5, 6])
    }

    @Test func aSkippedCommitIsSteppedAround() {
        // 7 cannot be measured: the search asks its neighbour 8 instead, then narrows as before.
        let r = Self.search(count: 16, culprit: 9, broken: [7])
        #expect(r.first == 9)
        #expect(r.asked.first == 7 && r.asked.dropFirst().first == 8)
    }

    @Test func whenSkipsHideTheAnswerTheCandidatesAreNamed() {
        // The culprit is 5 and 4 cannot be measured: good up to 3, bad from 5; 4 may be first.
        let r = Self.search(count: 8, culprit: 5, broken: [4])
        #expect(r.first == nil)
        #expect(r.candidates == [4, 5])
    }

    @Test func oneCommitNeedsNoQuestion() {
        let r = Self.search(count: 1, culprit: 0)
        #expect(r.first == 0 && r.asked.isEmpty)
    }
}
