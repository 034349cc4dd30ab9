/// A view's answers to the last ``capacity`` distinct proposals it was measured with: a
/// container's sizes, a `ViewThatFits`'s sizes and choices. Asked again within a pass, or in a
/// later pass with the same proposals, the view answers without measuring its subviews again.
///
/// Why nine: a stack probes each child at 0, ∞ and its offer along its axis and passes the other
/// axis on, so that below the first levels of nested stacks each view is asked 3 widths × 3
/// heights = 9 distinct proposals. With a single entry every probe missed and a chain of n
/// stacks measured its leaf about 3ⁿ times (26 levels of `hstack`: 41.7 s); with nine, each
/// level measures each distinct proposal once and the chain is linear in its depth
/// (docs/PERFORMANCE.md#container-answers).
struct ProposalMemo<Value> {
    /// How many answers are kept.
    static var capacity: Int { 9 }
    private var keys = InlineArray<9, MeasurementKey>(repeating: .empty)
    private var values: InlineArray<9, Value>
    /// The entry the next answer overwrites (the oldest), and how many entries hold an answer
    /// (the first `filled`: a fresh memo's miss reads no key). 32 bits each: the two take the
    /// 8 bytes one `Int` did, so a container keeps its size.
    private var next: Int32 = 0
    private var filled: Int32 = 0

    /// An empty memo; `placeholder` fills the unused entries (never answered).
    init(placeholder: Value) { values = InlineArray(repeating: placeholder) }

    /// The answer remembered for `p`, if any. O(answers held): a fresh or forgotten memo misses
    /// at once (every first layout asks one first).
    ///
    /// `mutating` though it changes nothing: called on a class's stored memo, a non-mutating call
    /// copied the whole memo (nine keys and values) to the stack first, a `memcpy` in every
    /// answer whose count followed the buffers' alignment; a mutating one reads it in place.
    ///
    /// The proposal is made a key once and each held key compared with it as integers: a miss
    /// compares every key, and in a change of width every proposal is new (docs/PERFORMANCE.md#memo-lookup).
    mutating func answer(_ p: ProposedSize) -> Value? {
        let n = Int(filled)
        if n == 0 { return nil }
        let lookup = MeasurementKey(lookingUp: p)
        for i in 0..<n where keys[i].matches(lookup: lookup) { return values[i] }
        return nil
    }

    /// Remembers `value` as the answer to `p`, in place of the oldest answer. O(1).
    mutating func remember(_ p: ProposedSize, _ value: Value) {
        let i = Int(next)
        keys[i] = MeasurementKey(storing: p)
        values[i] = value
        next = i == Self.capacity - 1 ? 0 : next + 1
        if filled < Self.capacity { filled += 1 }
    }

    /// Forgets every answer (an input changed). O(``capacity``).
    mutating func forget() {
        keys = InlineArray(repeating: .empty)
        next = 0
        filled = 0
    }
}
