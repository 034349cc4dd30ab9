/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast, seedable generator whose stream is the
/// same on every machine, so a workload's items are reproducible from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64
    /// What each ``next()`` adds to the state (the golden ratio's 64-bit fraction), so the
    /// generator `k` draws on from `seed` is `SplitMix64(seed: seed &+ k &* increment)`.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    public init(seed: UInt64) {
        state = seed
    }

    /// The generator `seed` gives after `draws` calls of ``next()``. O(1).
    public init(seed: UInt64, after draws: UInt64) {
        state = seed &+ draws &* Self.increment
    }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniform in [0, 1), from the top 53 bits.
    @inlinable
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// An integer in `range` by `lower + next() % count` (the small modulo bias is accepted
    /// for reproducibility with other implementations of the same formula).
    @inlinable
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
