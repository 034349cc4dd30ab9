import GridPerfCore

/// An alignment guide's rule, looked up once for a layout pass: the built-in edge and centre
/// guides as the arithmetic of their `defaultValue(in:)` (``Guides``), bit for bit; any other
/// guide (the text baselines, a user's) through its ``AlignmentID``.
///
/// Why: `guide.defaultValue(in:)` on an `any AlignmentID.Type` is a witness call that takes the
/// ``ViewDimensions`` indirectly, and building those reads the subview's stored model (is it a
/// text?) for the baselines that only two guides use. A stack pays it for every subview it
/// measures and again for every subview it places (docs/PERFORMANCE.md#resolved-guides).
enum ResolvedGuide {
    /// `0` (leading, top, a list row separator's leading).
    case start
    /// Half the extent (`extent / 2`).
    case center
    /// The extent (trailing, bottom, a list row separator's trailing).
    case end
    /// Any other guide: its `defaultValue(in:)` (the baselines read the subview's text).
    case custom(any AlignmentID.Type)

    /// The rule of `id`. O(1).
    init(_ id: any AlignmentID.Type) {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(Guides.Leading.self), ObjectIdentifier(Guides.Top.self),
            ObjectIdentifier(Guides.SeparatorLeading.self):
            self = .start
        case ObjectIdentifier(Guides.HorizontalCenter.self), ObjectIdentifier(Guides.VerticalCenter.self):
            self = .center
        case ObjectIdentifier(Guides.Trailing.self), ObjectIdentifier(Guides.Bottom.self),
            ObjectIdentifier(Guides.SeparatorTrailing.self):
            self = .end
        default:
            self = .custom(id)
        }
    }

    /// The guide's value for a subview of `size` whose extent along the guide's axis is
    /// `extent` (its width for a horizontal alignment, its height for a vertical one); `subview`
    /// is read only by another guide. O(1).
    @inline(__always)
    func value(extent: CGFloat, size: CGSize, _ subview: LayoutSubview) -> CGFloat {
        switch self {
        case .start: 0
        case .center: extent / 2
        case .end: extent
        case .custom(let id):
            id.defaultValue(in: ViewDimensions(size: size, textLineHeight: subview.base.textLineHeight))
        }
    }
}
