/// A primitive view of a tree (a text, a colour, an image, a shape, a spacer…): the item model it
/// answers as (a text's `lineLimit(_:)` is part of its model, ``TextItem/lineLimit``).
///
/// A value without references, unlike ``ItemModel`` (whose `view` case holds a node): a pass
/// reads it out of its ``ViewNode`` as a copy of its bytes — no retain, no value-witness call
/// (docs/PERFORMANCE.md#pod-modifiers).
public struct PrimitiveView: Sendable, Hashable, BitwiseCopyable {
    /// ``ItemModel``'s cases that are not views.
    public enum Model: Sendable, Hashable, BitwiseCopyable {
        case size(width: Double, height: Double)
        case flexible(FlexibleItem)
        case text(TextItem)
        case aspect(AspectItem)
    }

    public var model: Model

    public init(_ model: Model) {
        self.model = model
    }

    /// `item` as a primitive; `nil` when it is a view.
    public init?(_ item: ItemModel) {
        switch item {
        case let .size(width, height): model = .size(width: width, height: height)
        case let .flexible(f): model = .flexible(f)
        case let .text(t): model = .text(t)
        case let .aspect(a): model = .aspect(a)
        case .view: return nil
        }
    }

    /// The item model it answers as.
    public var item: ItemModel {
        switch model {
        case let .size(width, height): .size(width: width, height: height)
        case let .flexible(f): .flexible(f)
        case let .text(t): .text(t)
        case let .aspect(a): .aspect(a)
        }
    }

    /// The size for `p` (``ItemModel/sizeThatFits(_:)``). O(1).
    @inlinable
    public func sizeThatFits(_ p: ProposedSize) -> Size {
        switch model {
        case let .size(width, height): Size(width: width, height: height)
        case let .flexible(f): f.sizeThatFits(p)
        case let .aspect(a): Self.measure(a, p)
        case let .text(t):
            TextItem.size(
                ideal: Double(t.length) * t.charWidth, charWidth: t.charWidth, lineHeight: t.lineHeight,
                limit: t.lineLimit, p)
        }
    }

    /// An aspect item's measurement, out of line (a leaf view of one is rare: a rectangle's
    /// `aspectRatio` alone is an item, not a view). Inline, its clamp at 0 made this function too
    /// large to be inlined where a shape is measured (a chip's background): +60 instructions a
    /// chip (docs/PERFORMANCE.md#leaves-as-items).
    @usableFromInline @inline(never)
    static func measure(_ a: AspectItem, _ p: ProposedSize) -> Size {
        a.sizeThatFits(p)
    }
}

extension ViewNode.Content {
    /// A leaf of `item`, a primitive's model (the scene format's primitives are never views: a
    /// view's model is read as a container).
    static func leaf(_ item: ItemModel) -> Self {
        guard let primitive = PrimitiveView(item) else {
            preconditionFailure("a view's model (\(item)) as a primitive leaf")
        }
        return .leaf(primitive)
    }
}
