/// A SwiftUI modifier that is a layout: it changes what its view is proposed, the size it
/// answers, or where it is put. A ``ViewNode`` holds them innermost first, in SwiftUI's order:
/// `Color.padding(10).frame(width: 50)` is `[.padding(10), .frame(width: 50)]`.
///
/// Each case is pure arithmetic over a child's answer (`sizeThatFits(_:child:)`) and its
/// placement (`place(in:proposal:child:)`); sources for each rule are in its case's comment.
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
    /// `position(x:y:)`: proposes what it is proposed, answers the proposal (the child's length on
    /// an unspecified axis), and puts the child's centre at `(x, y)` in its bounds.
    case position(x: Double, y: Double)
    /// `overlay(alignment:content:)`: the view, then `content` proposed the view's size and aligned
    /// on it; the size is the view's.
    case overlay(ViewNode, alignment: Alignment)
    /// `background(alignment:content:)`: as ``overlay(_:alignment:)``, drawn behind.
    case background(ViewNode, alignment: Alignment)

    /// The modifier's name as the scene format spells it, for paths and the SwiftUI code.
    public var name: String { LayoutModifier(self).name }

    /// The secondary view of an overlay or background, `nil` for the others.
    public var secondary: ViewNode? {
        switch self {
        case let .overlay(node, _), let .background(node, _): node
        default: nil
        }
    }
}

/// A ``ViewModifier`` as a tree pass applies it: the same arithmetic
/// (ViewModifier+Layout.swift) on a value that holds no reference — an overlay's or background's
/// view is kept in its node's ``ViewNode/secondaries`` —, so that reading one out of a node's array is
/// a plain copy of its bytes: no retain, no release, no value-witness call
/// (docs/PERFORMANCE.md#pod-modifiers).
enum LayoutModifier: BitwiseCopyable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    case aspectRatio(ratio: Double?, fill: Bool)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    /// An overlay or a background of the node's ``ViewNode/secondaries``[`secondary`].
    case overlay(secondary: Int, alignment: Alignment)
    case background(secondary: Int, alignment: Alignment)

    /// `m` as the pass applies it; an overlay's or background's view is its node's
    /// `secondaries[secondary]` (the arithmetic does not read it).
    init(_ m: ViewModifier, secondary: Int = -1) {
        switch m {
        case let .frame(width, height, alignment): self = .frame(width: width, height: height, alignment: alignment)
        case let .flexibleFrame(f): self = .flexibleFrame(f)
        case let .padding(e): self = .padding(e)
        case let .aspectRatio(ratio, fill): self = .aspectRatio(ratio: ratio, fill: fill)
        case let .fixedSize(h, v): self = .fixedSize(horizontal: h, vertical: v)
        case let .offset(x, y): self = .offset(x: x, y: y)
        case let .position(x, y): self = .position(x: x, y: y)
        case let .overlay(_, alignment): self = .overlay(secondary: secondary, alignment: alignment)
        case let .background(_, alignment): self = .background(secondary: secondary, alignment: alignment)
        }
    }

    /// `modifiers` as the pass applies them, and the views of their overlays and backgrounds,
    /// innermost first. O(modifiers).
    static func split(_ modifiers: [ViewModifier]) -> (modifiers: [LayoutModifier], secondaries: [ViewNode]) {
        var secondaries: [ViewNode] = []
        let list = modifiers.map { m -> LayoutModifier in
            guard let s = m.secondary else { return LayoutModifier(m) }
            secondaries.append(s)
            return LayoutModifier(m, secondary: secondaries.count - 1)
        }
        return (list, secondaries)
    }

    /// The ``ViewModifier`` this is, its view one of `secondaries`.
    func viewModifier(_ secondaries: [ViewNode]) -> ViewModifier {
        switch self {
        case let .frame(width, height, alignment): .frame(width: width, height: height, alignment: alignment)
        case let .flexibleFrame(f): .flexibleFrame(f)
        case let .padding(e): .padding(e)
        case let .aspectRatio(ratio, fill): .aspectRatio(ratio: ratio, fill: fill)
        case let .fixedSize(h, v): .fixedSize(horizontal: h, vertical: v)
        case let .offset(x, y): .offset(x: x, y: y)
        case let .position(x, y): .position(x: x, y: y)
        case let .overlay(k, alignment): .overlay(secondaries[k], alignment: alignment)
        case let .background(k, alignment): .background(secondaries[k], alignment: alignment)
        }
    }

    /// The view of an overlay or background among `secondaries`; `nil` for the others.
    func secondary(_ secondaries: [ViewNode]) -> ViewNode? {
        switch self {
        case let .overlay(k, _), let .background(k, _): secondaries[k]
        default: nil
        }
    }

    /// The modifier's name as the scene format spells it (``ViewModifier/name``).
    var name: String {
        switch self {
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .aspectRatio: "aspectRatio"
        case .fixedSize: "fixedSize"
        case .offset: "offset"
        case .position: "position"
        case .overlay: "overlay"
        case .background: "background"
        }
    }
}

/// The bounds of a flexible frame; `nil` = not given (SwiftUI's `nil` arguments).
public struct FlexibleFrame: Sendable, Hashable, BitwiseCopyable {
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
public struct EdgeInsets: Sendable, Hashable, BitwiseCopyable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
