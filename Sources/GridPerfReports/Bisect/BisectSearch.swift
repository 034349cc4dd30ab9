import GridPerfModel
/// The search behind `gridperf bisect`: over commits `0..<count` in history order, where the
/// good commit sits just before 0 and commit `count − 1` is bad, the first bad one — asking
/// about as few commits as a binary search does, and stepping around those that cannot be
/// measured (`skip`, as `git bisect skip`).
///
/// - Complexity: O(log count) questions when nothing is skipped; each skip costs one more.
package struct BisectSearch: Sendable {
    /// The newest commit known good (−1: the good ref itself).
    package private(set) var good: Int
    /// The oldest commit known bad.
    package private(set) var bad: Int
    /// Commits that could not be measured.
    package private(set) var skipped: Set<Int> = []

    package init(count: Int) {
        precondition(count >= 1)
        good = -1
        bad = count - 1
    }

    /// The next commit to measure: the untried one nearest the middle of (good, bad); `nil`
    /// when the search is over (``first`` is the answer, or every commit between was skipped).
    package var next: Int? {
        guard bad - good > 1 else { return nil }
        let middle = (good + bad) / 2
        for distance in 0..<(bad - good) {
            for candidate in [middle - distance, middle + distance + 1]
            where candidate > good && candidate < bad && !skipped.contains(candidate) {
                return candidate
            }
        }
        return nil
    }

    package mutating func markGood(_ i: Int) { good = Swift.max(good, i) }
    package mutating func markBad(_ i: Int) { bad = Swift.min(bad, i) }
    package mutating func skip(_ i: Int) { skipped.insert(i) }

    /// The first bad commit, once nothing untried lies between the newest good and the oldest
    /// bad one and none was skipped; `nil` otherwise.
    package var first: Int? { next == nil && (good + 1..<bad).allSatisfy { !skipped.contains($0) } ? bad : nil }

    /// When skipped commits hide the answer: every commit that may be the first bad one.
    package var candidates: [Int] { Array(good + 1...bad) }
}
