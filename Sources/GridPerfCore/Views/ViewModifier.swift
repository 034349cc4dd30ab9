/// A SwiftUI modifier that is a layout: it changes what its view is proposed, the size it
/// answers, or where it is put. A ``ViewNode`` holds them innermost first, in SwiftUI's order:
/// `Color.padding(10).frame(width: 50)` is `[.padding(10), .frame(width: 50)]`.
///
/// Each case is pure arithmetic over a child's answer (``sizeThatFits(_:child:)``) and its
/// placement (``place(in:proposal:child:)``); sources for each rule are in its case's comment.
public enum ViewModifier: Sendable {
    /// `frame(width:height:alignment:)`: proposes its fixed lengths (the parent's where `nil`) and
    /// answers them (the child's where `nil`); the child is aligned in it (Apple's documentation
    /// of `frame(width:height:alignment:)`).
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `padding(_:)`: proposes the proposal minus the insets (never below 0, `nil` stays `nil`),
    /// answers the child plus the insets.
    case padding(EdgeInsets)
    /// `aspectRatio(_:contentMode:)`: proposes the largest (`fit`) or smallest (`fill`) size of
    /// the ratio within the proposal; `ratio` `nil` uses the child's ideal size's ratio.
    case aspectRatio(ratio: Double?, fill: Bool)
    /// `fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal) on the fixed axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `offset(x:y:)`: moves where the view is drawn, not its layout.
    case offset(x: Double, y: Double)
    /// `overlay(alignment:content:)`: the view, then `content` proposed the view's size and aligned
    /// on it; the size is the view's.
    case overlay(ViewNode, alignment: Alignment)
    /// `background(alignment:content:)`: as ``overlay(_:alignment:)``, drawn behind.
    case background(ViewNode, alignment: Alignment)

    /// The modifier's name as the scene format spells it, for paths and the SwiftUI code.
    public var name: String {
        switch self {
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .aspectRatio: "aspectRatio"
        case .fixedSize: "fixedSize"
        case .offset: "offset"
        case .overlay: "overlay"
        case .background: "background"
        }
    }

    /// The secondary view of an overlay or background, `nil` for the others.
    public var secondary: ViewNode? {
        switch self {
        case let .overlay(node, _), let .background(node, _): node
        default: nil
        }
    }
}

/// The bounds of a flexible frame; `nil` = not given (SwiftUI's `nil` arguments).
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth, idealWidth, maxWidth: Double?
    public var minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Insets on the four edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
