/// The proposal a subview's measurement-cache entry answers, in 16 bytes: a ``ProposedSize``
/// with each `Double?` stored as a 64-bit pattern, so that matching is two integer compares.
///
/// `ProposedSize` itself takes 32 bytes (each `Optional<Double>` 9, padded to 16), and the
/// cache reads one key per measure call, two per item in a pass of a lazy grid or flow (size,
/// then place). Halving the keys halves that part of the memory a pass streams through.
///
/// Matching is `ProposedSize`'s `==` exactly, as bit equality: a dimension is stored as its
/// bits with `-0` made `+0` (so `0` matches `-0`), an unspecified one as a NaN pattern no
/// arithmetic produces. A NaN proposal must match nothing, itself included: it is looked up as
/// `Double.nan`'s bits but stored as ``never``, a pattern no lookup holds.
@usableFromInline
struct MeasurementKey {
    @usableFromInline var width: UInt64
    @usableFromInline var height: UInt64

    /// An unspecified dimension: a quiet NaN with a payload no arithmetic produces (x86 makes
    /// `0xFFF8…0`; `Double.nan` is `0x7FF8…0`).
    @inlinable static var unspecified: UInt64 { 0x7FF8_0000_0000_6770 }
    /// A stored dimension no lookup matches: a NaN proposal's, and an empty slot's.
    @inlinable static var never: UInt64 { 0x7FF8_0000_0000_6771 }

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
        return d.isNaN ? Double.nan.bitPattern : (d + 0).bitPattern  // -0 + 0 is +0; any other d + 0 is d
    }

    /// This lookup key as stored after a miss: a NaN dimension becomes ``never``, so that the
    /// entry answers no later lookup (as `NaN == NaN` is false).
    @inlinable @inline(__always)
    var stored: MeasurementKey {
        let nan = Double.nan.bitPattern
        return MeasurementKey(width: width == nan ? Self.never : width, height: height == nan ? Self.never : height)
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
