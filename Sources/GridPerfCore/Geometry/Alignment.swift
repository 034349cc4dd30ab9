/// A horizontal alignment guide with SwiftUI's names.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
    case leading, center, trailing

    /// Where the guide sits, as a fraction of the width (leading 0, center 0.5, trailing 1).
    @inlinable
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// A vertical alignment guide with SwiftUI's names.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
    case top, center, bottom

    /// Where the guide sits, as a fraction of the height (top 0, center 0.5, bottom 1).
    @inlinable
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// A two-axis alignment, as SwiftUI's `Alignment` (`topLeading`, `center`, …).
public struct Alignment: Hashable, Sendable, BitwiseCopyable {
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

    /// The nine SwiftUI names, for parsing and listing.
    public static let named: [(name: String, value: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// Looks an alignment up by its SwiftUI name.
    public init?(name: String) {
        guard let match = Alignment.named.first(where: { $0.name == name }) else { return nil }
        self = match.value
    }

    /// The anchor of the alignment as a unit point.
    @inlinable
    public var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}
