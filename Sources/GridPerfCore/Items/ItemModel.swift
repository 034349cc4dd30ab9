/// How a leaf view answers a size proposal: the item models of SPEC-FORMAT.md.
///
/// Models are plain values stored contiguously (see ``SubviewStorage``); measuring one is a
/// `switch` and a few arithmetic operations, O(1), with no allocation.
public enum ItemModel: Hashable, Sendable {
    /// Fixed-size content: always `width × height`.
    case size(width: Double, height: Double)
    /// A frame with minimum, ideal and maximum per axis (a `Rectangle().frame(...)`).
    case flexible(FlexibleItem)
    /// Text of `length` characters of `charWidth`, wrapping into lines of `lineHeight`.
    case text(TextItem)
    /// Content of a fixed aspect ratio (width / height), fitting inside the proposal.
    case aspect(AspectItem)
    /// A view of a tree scene (a container, a primitive view with modifiers…), measured by its
    /// node: see ``ViewNode``. Equal when it is the same node.
    case view(ViewNode)
}

/// The per-axis bounds of a ``ItemModel/flexible(_:)`` item. Defaults are a `Rectangle()`:
/// minimum 0, ideal 10, maximum infinity.
public struct FlexibleItem: Hashable, Sendable, BitwiseCopyable {
    public var minWidth: Double
    public var idealWidth: Double
    public var maxWidth: Double
    public var minHeight: Double
    public var idealHeight: Double
    public var maxHeight: Double

    @inlinable
    public init(
        minWidth: Double = 0, idealWidth: Double = 10, maxWidth: Double = .infinity,
        minHeight: Double = 0, idealHeight: Double = 10, maxHeight: Double = .infinity
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
    }

    /// `Rectangle().frame(height: h)`: flexible width, fixed height.
    public static func height(_ h: Double) -> FlexibleItem {
        FlexibleItem(minHeight: h, idealHeight: h, maxHeight: h)
    }

    /// `Rectangle().frame(width: w)`: fixed width, flexible height.
    public static func width(_ w: Double) -> FlexibleItem {
        FlexibleItem(minWidth: w, idealWidth: w, maxWidth: w)
    }
}

/// A ``ItemModel/text(_:)`` item: `length` characters of `charWidth`, lines of `lineHeight`, at
/// most `lineLimit` lines high (SwiftUI's `lineLimit(_:)`; the scene format's `text` field).
public struct TextItem: Hashable, Sendable, BitwiseCopyable {
    public var length: Int
    public var charWidth: Double
    public var lineHeight: Double
    /// The most lines the text's height takes (`nil`: no limit).
    public var lineLimit: Int?

    @inlinable
    public init(length: Int, charWidth: Double = 7, lineHeight: Double = 17, lineLimit: Int? = nil) {
        self.length = length
        self.charWidth = charWidth
        self.lineHeight = lineHeight
        self.lineLimit = lineLimit
    }
}

/// An ``ItemModel/aspect(_:)`` item: width / height = `ratio`; `idealWidth` when unconstrained.
public struct AspectItem: Hashable, Sendable, BitwiseCopyable {
    public var ratio: Double
    public var idealWidth: Double

    @inlinable
    public init(ratio: Double, idealWidth: Double = 100) {
        self.ratio = ratio
        self.idealWidth = idealWidth
    }
}
