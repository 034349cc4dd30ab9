/// The proposal a subview's measurement-cache entry answers, in 16 bytes: a ``ProposedSize``
/// with each `Double?` stored as a 64-bit pattern, so that matching is two integer compares.
///
/// `ProposedSize` itself takes 32 bytes (each `Optional<Double>` 9, padded to 16), and the
/// cache reads one key per measure call, two per item in a pass of a lazy grid or flow (size,
/// then place). Halving the keys halves that part of the memory a pass streams through.
///
/// Matching is `ProposedSize`'s `==` exactly, as bit equality. A specified dimension `d` is
/// looked up as the bits of `d + 0`: that is `d` itself except that `-0` becomes `+0` (so `0`
/// matches `-0`), and a NaN comes out *quiet* (the hardware sets the quiet bit of any NaN an
/// addition returns). The patterns no lookup can hold are therefore the signalling NaNs, and
/// two of them mark what must match only itself or nothing: ``unspecified`` (a `nil`
/// dimension) and ``never`` (stored in place of a NaN dimension after a miss, so that, as
/// `NaN == NaN` is false, the entry answers no later lookup; and an empty slot's). Encoding a
/// lookup is thus one addition, with no test for NaN (measured: the test cost 3 instructions a
/// lookup, 6 an item in a lazy grid's pass).
@usableFromInline
struct MeasurementKey {
    @usableFromInline var width: UInt64
    @usableFromInline var height: UInt64

    /// An unspecified dimension: a signalling NaN (quiet bit clear, payload non-zero).
    @inlinable static var unspecified: UInt64 { 0x7FF0_0000_0000_6770 }
    /// A stored dimension no lookup matches (a NaN proposal's, an empty slot's): a signalling NaN.
    @inlinable static var never: UInt64 { 0x7FF0_0000_0000_6771 }

    /// A key no proposal matches: the slot of a subview not measured yet.
    @inlinable static var empty: MeasurementKey { MeasurementKey(width: never, height: never) }

    @inlinable
    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    /// The key to look `proposal` up by.
    @inlinable @inline(__always)
    init(_ proposal: ProposedSize) {
        self.init(width: Self.encode(proposal.width), height: Self.encode(proposal.height))
    }

    @inlinable @inline(__always)
    static func encode(_ dimension: Double?) -> UInt64 {
        guard let d = dimension else { return unspecified }
        return (d + 0).bitPattern  // -0 + 0 is +0, a NaN + 0 a quiet NaN; any other d + 0 is d
    }

    /// This lookup key as stored after a miss: a NaN dimension (other than ``unspecified``)
    /// becomes ``never``, so that the entry answers no later lookup (as `NaN == NaN` is false).
    @inlinable @inline(__always)
    var stored: MeasurementKey {
        MeasurementKey(width: Self.storable(width), height: Self.storable(height))
    }

    /// A lookup dimension as stored: the NaNs a lookup holds are quiet (exponent and quiet bit
    /// all set), and those become ``never``; numbers and ``unspecified`` stay.
    @inlinable @inline(__always)
    static func storable(_ bits: UInt64) -> UInt64 {
        let quietNaN: UInt64 = 0x7FF8_0000_0000_0000
        return bits & quietNaN == quietNaN ? never : bits
    }

    /// Whether this stored entry answers the lookup `key`. O(1).
    @inlinable @inline(__always)
    func matches(_ key: MeasurementKey) -> Bool {
        (width ^ key.width) | (height ^ key.height) == 0
    }

    /// Whether this is ``empty`` (no measurement stored).
    var isEmpty: Bool { width == Self.never && height == Self.never }

    /// The proposal this stored key answers (a ``never`` dimension reads as NaN).
    var proposal: ProposedSize {
        func decode(_ bits: UInt64) -> Double? {
            bits == Self.unspecified ? nil : bits == Self.never ? .nan : Double(bitPattern: bits)
        }
        return ProposedSize(width: decode(width), height: decode(height))
    }
}
