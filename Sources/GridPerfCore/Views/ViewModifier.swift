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
///
/// A struct with its kind in its first byte and its lengths at fixed places, not an enum: the
/// enum's case was spread over its payloads' spare bits and tag bytes, and a level of a view's
/// modifiers read a dozen bytes to find it before doing anything, twice a level in a measurement
/// (docs/PERFORMANCE.md#modifier-kinds). Made from a ``ViewModifier`` and written back as one.
struct LayoutModifier: BitwiseCopyable {
    enum Kind: UInt8, BitwiseCopyable {
        case frame, flexibleFrame, padding, aspectRatio, fixedSize, offset, position, overlay, background
    }

    let kind: Kind
    /// Which of the lengths are given (bit `i`: `l[i]`), for the kinds whose lengths are optional.
    private let given: UInt8
    /// `aspectRatio`'s `fill`; `fixedSize`'s horizontal.
    private let flag: Bool
    /// `fixedSize`'s vertical.
    private let flag2: Bool
    /// The alignment of a frame, an overlay or a background.
    let alignment: Alignment
    /// The index of an overlay's or background's view among the node's secondaries.
    let secondary: Int
    // The lengths, by kind: a frame's width and height; a flexible frame's minimum, ideal and maximum
    // width, then height; a padding's top, leading, bottom and trailing; an aspect ratio's ratio; an
    // offset's or a position's x and y.
    private let l0, l1, l2, l3, l4, l5: Double

    private init(
        _ kind: Kind, flag: Bool = false, flag2: Bool = false, alignment: Alignment = .center,
        secondary: Int = -1,
        _ l: (Double?, Double?, Double?, Double?, Double?, Double?) = (nil, nil, nil, nil, nil, nil)
    ) {
        self.kind = kind
        var bits: UInt8 = 0
        if l.0 != nil { bits |= 1 }
        if l.1 != nil { bits |= 2 }
        if l.2 != nil { bits |= 4 }
        if l.3 != nil { bits |= 8 }
        if l.4 != nil { bits |= 16 }
        if l.5 != nil { bits |= 32 }
        self.given = bits
        self.flag = flag
        self.flag2 = flag2
        self.alignment = alignment
        self.secondary = secondary
        (l0, l1, l2, l3, l4, l5) = (l.0 ?? 0, l.1 ?? 0, l.2 ?? 0, l.3 ?? 0, l.4 ?? 0, l.5 ?? 0)
    }

    /// `m` as the pass applies it; an overlay's or background's view is its node's
    /// `secondaries[secondary]` (the arithmetic does not read it).
    init(_ m: ViewModifier, secondary: Int = -1) {
        switch m {
        case let .frame(width, height, alignment):
            self.init(.frame, alignment: alignment, (width, height, nil, nil, nil, nil))
        case let .flexibleFrame(f):
            self.init(
                .flexibleFrame, alignment: f.alignment,
                (f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight))
        case let .padding(e):
            self.init(.padding, (e.top, e.leading, e.bottom, e.trailing, nil, nil))
        case let .aspectRatio(ratio, fill):
            self.init(.aspectRatio, flag: fill, (ratio, nil, nil, nil, nil, nil))
        case let .fixedSize(h, v):
            self.init(.fixedSize, flag: h, flag2: v)
        case let .offset(x, y):
            self.init(.offset, (x, y, nil, nil, nil, nil))
        case let .position(x, y):
            self.init(.position, (x, y, nil, nil, nil, nil))
        case let .overlay(_, alignment):
            self.init(.overlay, alignment: alignment, secondary: secondary)
        case let .background(_, alignment):
            self.init(.background, alignment: alignment, secondary: secondary)
        }
    }

    // The lengths as the kinds read them. O(1) each.
    @inline(__always) private func length(_ bit: UInt8, _ value: Double) -> Double? { given & bit != 0 ? value : nil }
    /// A frame's width and height (`nil`: the parent's proposal, the child's size).
    var frameWidth: Double? { length(1, l0) }
    var frameHeight: Double? { length(2, l1) }
    /// A flexible frame's bounds.
    var flexible: FlexibleFrame {
        FlexibleFrame(
            minWidth: length(1, l0), idealWidth: length(2, l1), maxWidth: length(4, l2), minHeight: length(8, l3),
            idealHeight: length(16, l4), maxHeight: length(32, l5), alignment: alignment)
    }
    /// A padding's insets.
    var insets: EdgeInsets { EdgeInsets(top: l0, leading: l1, bottom: l2, trailing: l3) }
    /// An aspect ratio's ratio (`nil`: the child's ideal size's) and whether it fills.
    var ratio: Double? { length(1, l0) }
    var fills: Bool { flag }
    /// A fixed size's axes.
    var fixesWidth: Bool { flag }
    var fixesHeight: Bool { flag2 }
    /// An offset's or a position's x and y.
    var x: Double { l0 }
    var y: Double { l1 }

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
        switch kind {
        case .frame: .frame(width: frameWidth, height: frameHeight, alignment: alignment)
        case .flexibleFrame: .flexibleFrame(flexible)
        case .padding: .padding(insets)
        case .aspectRatio: .aspectRatio(ratio: ratio, fill: fills)
        case .fixedSize: .fixedSize(horizontal: fixesWidth, vertical: fixesHeight)
        case .offset: .offset(x: x, y: y)
        case .position: .position(x: x, y: y)
        case .overlay: .overlay(secondaries[secondary], alignment: alignment)
        case .background: .background(secondaries[secondary], alignment: alignment)
        }
    }

    /// Whether it is an overlay or a background (its view is `secondaries[secondary]`).
    var hasSecondary: Bool { kind == .overlay || kind == .background }

    /// The view of an overlay or background among `secondaries`; `nil` for the others.
    func secondary(_ secondaries: [ViewNode]) -> ViewNode? { hasSecondary ? secondaries[secondary] : nil }

    /// The modifier's name as the scene format spells it (``ViewModifier/name``).
    var name: String {
        switch kind {
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
