/// An ``ItemModel`` as ``SubviewStorage`` keeps it: the same cases, with a view node held
/// unretained, so that the stored value is trivial (bitwise copyable).
///
/// Why: with a class payload in one case, every read of a model from the storage is an
/// outlined copy (a switch on the case, a retain) and a destroy (a release), in every
/// layout's inner loop, flat scenes included: +8.7 instructions per item on the lazy grid
/// (docs/PERFORMANCE.md#trivial-stored-items). The storage keeps its view nodes alive
/// itself (``SubviewStorage/viewNodes``), so the unretained reference is valid for as long
/// as the storage that holds it.
@usableFromInline
enum StoredItem {
    case size(width: Double, height: Double)
    case flexible(FlexibleItem)
    case text(TextItem)
    case aspect(AspectItem)
    case view(Unmanaged<ViewNode>)

    /// The stored form of `model`; a view is referenced, not retained: its owner keeps it.
    @inlinable
    init(_ model: ItemModel) {
        switch model {
        case let .size(w, h): self = .size(width: w, height: h)
        case let .flexible(f): self = .flexible(f)
        case let .text(t): self = .text(t)
        case let .aspect(a): self = .aspect(a)
        case let .view(node): self = .view(.passUnretained(node))
        }
    }

    /// The model again, the view retained. O(1).
    @inlinable
    var model: ItemModel {
        switch self {
        case let .size(w, h): .size(width: w, height: h)
        case let .flexible(f): .flexible(f)
        case let .text(t): .text(t)
        case let .aspect(a): .aspect(a)
        case let .view(node): .view(node.takeUnretainedValue())
        }
    }

    /// The view node, if this item is one (unretained: valid while its storage lives).
    @inlinable
    var viewNode: ViewNode? {
        if case let .view(node) = self { return node.takeUnretainedValue() }
        return nil
    }

    /// ``ItemModel/sizeThatFits(_:)``, without retaining a view. O(1) for a leaf.
    @inlinable
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch self {
        case let .size(width, height):
            return Size(width: width, height: height)
        case let .flexible(f):
            return f.sizeThatFits(proposal)
        case let .text(t):
            return t.sizeThatFits(proposal)
        case let .aspect(a):
            return a.sizeThatFits(proposal)
        case let .view(node):
            return Self.measure(node, proposal)
        }
    }

    /// A view's measurement, out of line: the leaves' loop keeps its registers.
    @usableFromInline @inline(never)
    static func measure(_ node: Unmanaged<ViewNode>, _ proposal: ProposedSize) -> Size {
        node._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal) }
    }
}
