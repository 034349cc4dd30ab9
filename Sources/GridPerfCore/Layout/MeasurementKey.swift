/// The proposal a subview's measurement-cache entry answers, in 16 bytes: a ``ProposedSize``
/// with each `Double?` stored as a 64-bit pattern, an unspecified dimension as one NaN pattern.
///
/// `ProposedSize` itself takes 32 bytes (each `Optional<Double>` 9, padded to 16), and the
/// cache reads one key per measure call, two per item in a pass of a lazy grid or flow (size,
/// then place). Halving the keys halves that part of the memory a pass streams through.
///
/// Matching is `ProposedSize`'s `==` exactly, without encoding the proposal looked up: an
/// unspecified dimension matches the stored ``unspecified`` pattern (an integer compare); a
/// specified one `d` matches when the stored bits, read as a `Double`, are `== d` (so `0`
/// matches `-0`, and a NaN matches nothing). A specified dimension is stored as the bits of
/// `d + 0`, which is `d` except that a NaN comes out *quiet* (an addition sets the quiet bit of
/// any NaN it returns, in hardware and in the compiler's constant folding alike), so no stored
/// specified dimension carries the ``unspecified`` pattern, a signalling NaN. Cheaper than
/// encoding each lookup or testing for NaN when storing (docs/PERFORMANCE.md#measurement-key).
@usableFromInline
struct MeasurementKey {
    @usableFromInline var width: UInt64
    @usableFromInline var height: UInt64

    /// An unspecified dimension: a signalling NaN (quiet bit clear, payload non-zero), which
    /// no stored specified dimension is.
    @inlinable static var unspecified: UInt64 { 0x7FF0_0000_0000_6770 }

    /// A key no proposal matches (a NaN matches nothing): the slot of a subview not measured yet.
    @inlinable static var empty: MeasurementKey {
        MeasurementKey(width: Double.nan.bitPattern, height: Double.nan.bitPattern)
    }

    @inlinable
    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    /// The key stored for `proposal` after a miss.
    @inlinable @inline(__always)
    init(storing proposal: ProposedSize) {
        self.init(width: Self.stored(proposal.width), height: Self.stored(proposal.height))
    }

    @inlinable @inline(__always)
    static func stored(_ dimension: Double?) -> UInt64 {
        guard let d = dimension else { return unspecified }
        return (d + 0).bitPattern  // d, or a quiet NaN (-0 + 0 is +0, which matches as -0 did)
    }

    /// Whether a stored dimension answers `dimension` under `Double?`'s `==`.
    @inlinable @inline(__always)
    static func same(_ stored: UInt64, _ dimension: Double?) -> Bool {
        guard let d = dimension else { return stored == unspecified }
        return Double(bitPattern: stored) == d
    }

    /// Whether this entry answers `proposal`. O(1).
    @inlinable @inline(__always)
    func matches(_ proposal: ProposedSize) -> Bool {
        Self.same(width, proposal.width) && Self.same(height, proposal.height)
    }

    /// The key `proposal` is looked up by among many stored ones (a memo's): each dimension as it
    /// is stored, except a NaN, as ``never``, which no stored key holds — so that comparing the
    /// bits (``matches(lookup:)``) is ``matches(_:)`` exactly. One lookup costs 2 instructions
    /// more than ``matches(_:)``, each stored key compared after it about 10 fewer
    /// (docs/PERFORMANCE.md#memo-lookup).
    @inlinable @inline(__always)
    init(lookingUp proposal: ProposedSize) {
        self.init(width: Self.lookedUp(proposal.width), height: Self.lookedUp(proposal.height))
    }

    /// A pattern no stored dimension holds: a signalling NaN other than ``unspecified`` (a stored
    /// specified dimension is `d + 0`, never a signalling NaN; ``empty``'s is quiet).
    @inlinable static var never: UInt64 { 0x7FF0_0000_0000_0001 }

    @inlinable @inline(__always)
    static func lookedUp(_ dimension: Double?) -> UInt64 {
        guard let d = dimension else { return unspecified }
        let s = d + 0
        return s.isNaN ? never : s.bitPattern
    }

    /// Whether this stored key answers the proposal `lookup` was made from
    /// (``init(lookingUp:)``): ``matches(_:)``, as two integer compares. O(1).
    @inlinable @inline(__always)
    func matches(lookup: MeasurementKey) -> Bool { width == lookup.width && height == lookup.height }

    /// Whether this is ``empty`` (no measurement stored; also what a proposal of two NaNs stores).
    var isEmpty: Bool { width == Double.nan.bitPattern && height == Double.nan.bitPattern }

    /// The proposal this stored key answers.
    var proposal: ProposedSize {
        func decode(_ bits: UInt64) -> Double? { bits == Self.unspecified ? nil : Double(bitPattern: bits) }
        return ProposedSize(width: decode(width), height: decode(height))
    }
}
