/// A type that identifies an alignment guide, as SwiftUI's: its default value in a view's
/// dimensions (a leading guide 0, a centre guide half the width, …).
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis (a vertical line), as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    public static let leading = HorizontalAlignment(Guides.Leading.self)
    public static let center = HorizontalAlignment(Guides.HorizontalCenter.self)
    public static let trailing = HorizontalAlignment(Guides.Trailing.self)
    /// Where a list row's separator starts: the leading edge, for the views gridperf models.
    public static let listRowSeparatorLeading = HorizontalAlignment(Guides.SeparatorLeading.self)
    /// Where a list row's separator ends: the trailing edge, for the views gridperf models.
    public static let listRowSeparatorTrailing = HorizontalAlignment(Guides.SeparatorTrailing.self)
}

/// A guide along the vertical axis (a horizontal line), as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    public static let top = VerticalAlignment(Guides.Top.self)
    public static let center = VerticalAlignment(Guides.VerticalCenter.self)
    public static let bottom = VerticalAlignment(Guides.Bottom.self)
    /// A text's first baseline (the bottom of its first line); the bottom edge of other views.
    public static let firstTextBaseline = VerticalAlignment(Guides.FirstBaseline.self)
    /// A text's last baseline (its bottom); the bottom edge of other views.
    public static let lastTextBaseline = VerticalAlignment(Guides.LastBaseline.self)
}

/// A two-axis alignment, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The built-in guides' identities.
public enum Guides {
    public enum Leading: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    public enum HorizontalCenter: AlignmentID {
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    public enum Trailing: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    public enum SeparatorLeading: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    public enum SeparatorTrailing: AlignmentID {
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
    public enum Top: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    public enum VerticalCenter: AlignmentID {
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    public enum Bottom: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    public enum FirstBaseline: AlignmentID {
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.firstBaseline ?? d.height }
    }
    public enum LastBaseline: AlignmentID {
        public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.lastBaseline ?? d.height }
    }
}
