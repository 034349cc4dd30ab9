/// A primitive view of a tree (a text, a colour, an image, a shape, a spacer…): the item model it
/// answers as, and SwiftUI's `lineLimit(_:)` on a text (the height at most that many lines).
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
    /// The most lines a text takes (`nil`: no limit; ignored for the other models).
    public var lineLimit: Int?

    public init(_ model: Model, lineLimit: Int? = nil) {
        self.model = model
        self.lineLimit = lineLimit
    }

    /// `item` as a primitive; `nil` when it is a view.
    public init?(_ item: ItemModel, lineLimit: Int? = nil) {
        switch item {
        case let .size(width, height): model = .size(width: width, height: height)
        case let .flexible(f): model = .flexible(f)
        case let .text(t): model = .text(t)
        case let .aspect(a): model = .aspect(a)
        case .view: return nil
        }
        self.lineLimit = lineLimit
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

    /// The size for `p` (``ItemModel/sizeThatFits(_:)``), a text's height limited to
    /// ``lineLimit`` lines. O(1).
    @inlinable
    public func sizeThatFits(_ p: ProposedSize) -> Size {
        switch model {
        case let .size(width, height): return Size(width: width, height: height)
        case let .flexible(f): return f.sizeThatFits(p)
        case let .aspect(a): return a.sizeThatFits(p)
        case let .text(t):
            var s = t.sizeThatFits(p)
            if let lineLimit { s.height = Swift.min(s.height, Double(lineLimit) * t.lineHeight) }
            return s
        }
    }
}

extension ViewNode.Content {
    /// A leaf of `item`, a primitive's model (the scene format's primitives are never views: a
    /// view's model is read as a container).
    static func leaf(_ item: ItemModel, lineLimit: Int? = nil) -> Self {
        guard let primitive = PrimitiveView(item, lineLimit: lineLimit) else {
            preconditionFailure("a view's model (\(item)) as a primitive leaf")
        }
        return .leaf(primitive)
    }
}
