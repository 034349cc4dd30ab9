/// An ``ItemModel`` as ``SubviewStorage`` keeps it: the same cases, with a view node held
/// unretained, so that the stored value is trivial (bitwise copyable).
///
/// Why: with a class payload in one case, every read of a model from the storage is an
/// outlined copy (a switch on the case, a retain) and a destroy (a release), in every
/// layout's inner loop, flat scenes included: +8.7 instructions per item on the lazy grid
/// (docs/PERFORMANCE.md#trivial-stored-items). The storage keeps its view nodes alive
/// itself (``SubviewStorage/viewNodes``), so the unretained reference is valid for as long
/// as the storage that holds it.
///
/// It is also small: 24 bytes a slot, the 16 of its largest inline case and a tag (docs/PERFORMANCE.md#memory-per-item: at
/// most 100 bytes an item for a full pass). A flexible item is 48 bytes, so the common one — a
/// fixed height, full-width rectangle, what generated workloads draw — is stored as its height;
/// a text is 40 with its line limit, so one without a limit whose widths are `Float`s and whose
/// length comes back exactly from its ideal width (every generated text, most texts of the oracle
/// cases) is stored as that ideal width, n·cw, the product its measurement starts from, and its
/// two widths in 16; any other is kept out of line in a box the storage owns (``SubviewStorage``). Stored forms are exact: a value comes back bit for bit.
@usableFromInline
package enum StoredItem {
    case size(width: Double, height: Double)
    /// `FlexibleItem.height(h)`: width 0 / 10 / ∞, height h / h / h.
    case flexibleHeight(Double)
    /// Any other flexible item, boxed (owned by the storage).
    case flexible(UnsafePointer<FlexibleItem>)
    /// A text without a line limit as its ideal width (length × character width, computed once)
    /// and its widths, each exact: `ideal / charWidth` is its length again.
    case text(ideal: Double, charWidth: Float, lineHeight: Float)
    /// Any other text (one with a line limit, a title's `lineLimit(1)`), boxed (owned by the
    /// storage).
    case boxedText(UnsafePointer<TextItem>)
    case aspect(AspectItem)
    case view(Unmanaged<ViewNode>)

    /// The stored form of `model`; a view is referenced, not retained: its owner keeps it. A
    /// flexible item other than a fixed height, or a text too wide for the compact form, is put
    /// in a box made by `box` (uninitialised memory of the byte count and alignment it is given).
    @inlinable
    init(_ model: ItemModel, box: (_ byteCount: Int, _ alignment: Int) -> UnsafeMutableRawPointer) {
        switch model {
        case let .size(w, h): self = .size(width: w, height: h)
        case let .flexible(f):
            self = Self.isFixedHeight(f) ? .flexibleHeight(f.minHeight) : .flexible(Self.boxed(f, box))
        case let .text(t):
            let ideal = Double(t.length) * t.charWidth
            if t.lineLimit == nil, let cw = Float(exactly: t.charWidth), let lh = Float(exactly: t.lineHeight),
                Self.length(ideal: ideal, charWidth: cw) == t.length
            {
                self = .text(ideal: ideal, charWidth: cw, lineHeight: lh)
            } else {
                self = .boxedText(Self.boxed(t, box))
            }
        case let .aspect(a): self = .aspect(a)
        case let .view(node): self = .view(.passUnretained(node))
        }
    }

    /// The length of a text of `ideal` width, if the quotient is a whole number that fits an
    /// `Int` (it is exact whenever length × charWidth was: below 2²⁴ characters, always).
    @inlinable
    static func length(ideal: Double, charWidth: Float) -> Int? {
        let q = ideal / Double(charWidth)
        return q.isFinite && q == q.rounded(.towardZero) ? Int(exactly: q) : nil
    }

    /// `value` in a new box made by `box`.
    @inlinable
    static func boxed<T: BitwiseCopyable>(_ value: T, _ box: (Int, Int) -> UnsafeMutableRawPointer) -> UnsafePointer<T>
    {
        let raw = box(MemoryLayout<T>.size, MemoryLayout<T>.alignment)
        return UnsafePointer(raw.initializeMemory(as: T.self, to: value))
    }

    /// Whether `f` is exactly `FlexibleItem.height(f.minHeight)`, bit for bit (so that −0 stays
    /// −0 and a NaN is never folded).
    @inlinable
    static func isFixedHeight(_ f: FlexibleItem) -> Bool {
        let template = FlexibleItem.height(f.minHeight)
        return f.minWidth.bitPattern == template.minWidth.bitPattern
            && f.idealWidth.bitPattern == template.idealWidth.bitPattern
            && f.maxWidth.bitPattern == template.maxWidth.bitPattern
            && f.idealHeight.bitPattern == f.minHeight.bitPattern && f.maxHeight.bitPattern == f.minHeight.bitPattern
    }

    /// The model again, the view retained. O(1).
    @inlinable
    var model: ItemModel {
        switch self {
        case let .size(w, h): .size(width: w, height: h)
        case let .flexibleHeight(h): .flexible(.height(h))
        case let .flexible(f): .flexible(f.pointee)
        case let .text(ideal, cw, lh):
            .text(
                TextItem(
                    length: Self.length(ideal: ideal, charWidth: cw)!, charWidth: Double(cw), lineHeight: Double(lh)))
        case let .boxedText(t): .text(t.pointee)
        case let .aspect(a): .aspect(a)
        case let .view(node): .view(node.takeUnretainedValue())
        }
    }

    /// The line height, if this item is a text. O(1).
    @inlinable
    var textLineHeight: Double? {
        switch self {
        case let .text(_, _, lineHeight): Double(lineHeight)
        case let .boxedText(t): t.pointee.lineHeight
        default: nil
        }
    }

    /// The view node, if this item is one (unretained: valid while its storage lives).
    @inlinable
    var viewNode: ViewNode? {
        if case let .view(node) = self { return node.takeUnretainedValue() }
        return nil
    }

    /// Places the view, if this item is one, in `frame` at the proposal it was last measured
    /// with, without retaining it (its storage owns it); nothing for a leaf.
    @inlinable
    func placeView(in frame: Rect) {
        if case let .view(node) = self { Self.place(node, in: frame) }
    }

    @usableFromInline @inline(never)
    static func place(_ node: Unmanaged<ViewNode>, in frame: Rect) {
        node._withUnsafeGuaranteedRef { $0.place(in: frame, proposal: $0.lastProposal) }
    }

    /// ``placeView(in:)``, for the storage `holder` that holds the view: whether the view now
    /// keeps its placement there (``ViewNode/keepsPlacement``, and the node is held by `holder`:
    /// its changes clear `holder`'s record of it). False for a leaf.
    @usableFromInline
    func placeView(in frame: Rect, heldBy holder: SubviewStorage) -> Bool {
        guard case let .view(node) = self else { return false }
        Self.place(node, in: frame)
        return node._withUnsafeGuaranteedRef { $0.isHeld(by: holder) && $0.keepsPlacement }
    }

    /// ``ItemModel/sizeThatFits(_:)``, without retaining a view. O(1) for a leaf.
    @inlinable
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch self {
        case let .size(width, height):
            return Size(width: width, height: height)
        case let .flexibleHeight(h):
            return FlexibleItem.height(h).sizeThatFits(proposal)
        case let .flexible(f):
            return f.pointee.sizeThatFits(proposal)
        case let .text(ideal, cw, lh):
            return TextItem.size(ideal: ideal, charWidth: Double(cw), lineHeight: Double(lh), proposal)
        case let .boxedText(t):
            return Self.measure(t, proposal)
        case let .aspect(a):
            return a.sizeThatFits(proposal)
        case let .view(node):
            return Self.measure(node, proposal)
        }
    }

    /// A boxed text's measurement, out of line: its line limit inline cost every item of a flat
    /// scene 2 instructions (the switch's registers), boxed texts or not.
    @usableFromInline @inline(never)
    static func measure(_ text: UnsafePointer<TextItem>, _ proposal: ProposedSize) -> Size {
        text.pointee.sizeThatFits(proposal)
    }

    /// A view's measurement, out of line: the leaves' loop keeps its registers.
    @usableFromInline @inline(never)
    static func measure(_ node: Unmanaged<ViewNode>, _ proposal: ProposedSize) -> Size {
        node._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal) }
    }
}
