extension SubviewStorage {
    /// The proposal subview `index` was last measured with (the key of its one-entry
    /// measurement cache); `nil` when it was never measured, or the cache is off. For
    /// inspection (the playground's "proposed"), not for layouts. O(1).
    public func lastProposal(of index: Int) -> ProposedSize? {
        precondition(index >= 0 && index < count, "subview index out of range")
        let key = buffers.keys[index]
        let empty = MeasurementKey.empty
        if key.width == empty.width && key.height == empty.height { return nil }
        return key.proposal
    }
}
