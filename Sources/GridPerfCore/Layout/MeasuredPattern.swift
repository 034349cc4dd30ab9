/// What every measurement-cache entry of a ``SubviewStorage`` answers, when a pattern of
/// proposals covers them all: slot `i` holds `keys[i % period]` (a flow's one ideal-size
/// proposal: period 1; a grid of 3 columns: period 3). Set by
/// ``LayoutSubviews/sizesThatFit(period:_:tally:)`` once it has asked every subview, forgotten
/// when any entry is written (a miss, an item replaced or appended, a measurement forgotten):
/// while it holds, asking every subview the same pattern again needs no key read
/// (docs/PERFORMANCE.md#uniform-sizes).
///
/// Two words a storage; the keys are allocated the first time a pattern is set, so a storage
/// no layout asks this way (a stack's, in a tree) pays 16 bytes.
@usableFromInline
struct MeasuredPattern {
    /// The most proposals a pattern holds; a longer period is not remembered.
    @inlinable static var maxPeriod: Int { 8 }

    /// How many keys repeat; 0: no pattern is known.
    @usableFromInline var period: Int
    /// `maxPeriod` keys, allocated by the first ``set(period:_:)``.
    @usableFromInline var keys: UnsafeMutablePointer<MeasurementKey>?

    init() {
        period = 0
        keys = nil
    }

    /// Whether every slot holds `proposal(i % period)`'s answer. O(period).
    @inlinable @inline(__always)
    func holds(period: Int, _ proposal: (Int) -> ProposedSize) -> Bool {
        guard period == self.period, let keys else { return false }
        var k = 0
        while k < period {
            if !keys[k].matches(proposal(k)) { return false }
            k &+= 1
        }
        return true
    }

    /// Remembers that every slot holds `proposal(i % period)`'s answer; forgets instead when
    /// `period` exceeds ``maxPeriod``. O(period).
    @usableFromInline
    mutating func set(period: Int, _ proposal: (Int) -> ProposedSize) {
        guard period >= 1 && period <= Self.maxPeriod else {
            self.period = 0
            return
        }
        let keys = self.keys ?? .allocate(capacity: Self.maxPeriod)
        self.keys = keys
        for k in 0..<period { keys[k] = MeasurementKey(storing: proposal(k)) }
        self.period = period
    }

    /// Forgets the pattern: an entry is about to change. One store. O(1).
    @inlinable @inline(__always)
    mutating func forget() { period = 0 }

    func deallocate() { keys?.deallocate() }
}
