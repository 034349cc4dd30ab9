/// A type that identifies an alignment guide, as SwiftUI's: its default value in a view's
/// dimensions (a leading guide 0, a centre guide half the width, …).
///
/// Laid out as in SwiftUI.
public protocol AlignmentID {
    /// `AlignmentID`'s `defaultValue(in:)`. Laid out as in SwiftUI.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis (a vertical line), as SwiftUI's `HorizontalAlignment`.
///
/// Laid out as in SwiftUI.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let id: any AlignmentID.Type

    /// Makes a `HorizontalAlignment`. Laid out as in SwiftUI.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// `HorizontalAlignment`'s `==(_:_:)`. Laid out as in SwiftUI.
    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    /// `HorizontalAlignment`'s `leading`. Laid out as in SwiftUI.
    public static let leading = HorizontalAlignment(Guides.Leading.self)
    /// `HorizontalAlignment`'s `center`. Laid out as in SwiftUI.
    public static let center = HorizontalAlignment(Guides.HorizontalCenter.self)
    /// `HorizontalAlignment`'s `trailing`. Laid out as in SwiftUI.
    public static let trailing = HorizontalAlignment(Guides.Trailing.self)
    /// Where a list row's separator starts: the leading edge, for the views gridperf models.
    ///
    /// Laid out as in SwiftUI.
    public static let listRowSeparatorLeading = HorizontalAlignment(Guides.SeparatorLeading.self)
    /// Where a list row's separator ends: the trailing edge, for the views gridperf models.
    ///
    /// Laid out as in SwiftUI.
    public static let listRowSeparatorTrailing = HorizontalAlignment(Guides.SeparatorTrailing.self)
}

/// A guide along the vertical axis (a horizontal line), as SwiftUI's `VerticalAlignment`.
///
/// Laid out as in SwiftUI.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let id: any AlignmentID.Type

    /// Makes a `VerticalAlignment`. Laid out as in SwiftUI.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// `VerticalAlignment`'s `==(_:_:)`. Laid out as in SwiftUI.
    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    /// `VerticalAlignment`'s `top`. Laid out as in SwiftUI.
    public static let top = VerticalAlignment(Guides.Top.self)
    /// `VerticalAlignment`'s `center`. Laid out as in SwiftUI.
    public static let center = VerticalAlignment(Guides.VerticalCenter.self)
    /// `VerticalAlignment`'s `bottom`. Laid out as in SwiftUI.
    public static let bottom = VerticalAlignment(Guides.Bottom.self)
    /// A text's first baseline (the bottom of its first line); the bottom edge of other views.
    ///
    /// Laid out as in SwiftUI.
    public static let firstTextBaseline = VerticalAlignment(Guides.FirstBaseline.self)
    /// A text's last baseline (its bottom); the bottom edge of other views.
    ///
    /// Laid out as in SwiftUI.
    public static let lastTextBaseline = VerticalAlignment(Guides.LastBaseline.self)
}

/// A two-axis alignment, as SwiftUI's `Alignment`.
///
/// Laid out as in SwiftUI.
public struct Alignment: Equatable, Sendable {
    /// `Alignment`'s `horizontal`. Laid out as in SwiftUI.
    public var horizontal: HorizontalAlignment
    /// `Alignment`'s `vertical`. Laid out as in SwiftUI.
    public var vertical: VerticalAlignment

    /// Makes an `Alignment`. Laid out as in SwiftUI.
    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `Alignment`'s `topLeading`. Laid out as in SwiftUI.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// `Alignment`'s `top`. Laid out as in SwiftUI.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// `Alignment`'s `topTrailing`. Laid out as in SwiftUI.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// `Alignment`'s `leading`. Laid out as in SwiftUI.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// `Alignment`'s `center`. Laid out as in SwiftUI.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// `Alignment`'s `trailing`. Laid out as in SwiftUI.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// `Alignment`'s `bottomLeading`. Laid out as in SwiftUI.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// `Alignment`'s `bottom`. Laid out as in SwiftUI.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// `Alignment`'s `bottomTrailing`. Laid out as in SwiftUI.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// `Alignment`'s `centerFirstTextBaseline`. Laid out as in SwiftUI.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// `Alignment`'s `centerLastTextBaseline`. Laid out as in SwiftUI.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// `Alignment`'s `leadingFirstTextBaseline`. Laid out as in SwiftUI.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// `Alignment`'s `leadingLastTextBaseline`. Laid out as in SwiftUI.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// `Alignment`'s `trailingFirstTextBaseline`. Laid out as in SwiftUI.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// `Alignment`'s `trailingLastTextBaseline`. Laid out as in SwiftUI.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The built-in guides' identities.
///
/// Laid out as in SwiftUI.
public enum Guides {
    /// The leading guide's identity: 0. Laid out as in SwiftUI.
    public enum Leading: AlignmentID {
        /// `Guides.Leading`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    /// The horizontal centre's identity: half the width. Laid out as in SwiftUI.
    public enum HorizontalCenter: AlignmentID {
        /// `Guides.HorizontalCenter`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    /// The trailing guide's identity: the width. Laid out as in SwiftUI.
    public enum Trailing: AlignmentID {
        /// `Guides.Trailing`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
    /// A list row separator's leading guide: 0, as the leading guide. Laid out as in SwiftUI.
    public enum SeparatorLeading: AlignmentID {
        /// `Guides.SeparatorLeading`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    /// A list row separator's trailing guide: the width. Laid out as in SwiftUI.
    public enum SeparatorTrailing: AlignmentID {
        /// `Guides.SeparatorTrailing`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
    /// The top guide's identity: 0. Laid out as in SwiftUI.
    public enum Top: AlignmentID {
        /// `Guides.Top`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    /// The vertical centre's identity: half the height. Laid out as in SwiftUI.
    public enum VerticalCenter: AlignmentID {
        /// `Guides.VerticalCenter`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    /// The bottom guide's identity: the height. Laid out as in SwiftUI.
    public enum Bottom: AlignmentID {
        /// `Guides.Bottom`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    /// The first text baseline's identity (a view without text: its bottom). Laid out as in SwiftUI.
    public enum FirstBaseline: AlignmentID {
        /// `Guides.FirstBaseline`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.firstBaseline ?? d.height }
    }
    /// The last text baseline's identity (a view without text: its bottom). Laid out as in SwiftUI.
    public enum LastBaseline: AlignmentID {
        /// `Guides.LastBaseline`'s `defaultValue(in:)`. Laid out as in SwiftUI.
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.lastBaseline ?? d.height }
    }
}
