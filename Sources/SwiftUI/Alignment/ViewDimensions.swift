import GridPerfCore

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's.
///
/// A guide's value is its ``AlignmentID``'s default: gridperf's items set no explicit guides
/// (`.alignmentGuide` is a view modifier, out of scope), except a text's baselines, which are
/// explicit: the first at the bottom of its first line (`min(lineHeight, height)`), the last at
/// its height.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    @usableFromInline let firstBaseline: CGFloat?
    @usableFromInline let lastBaseline: CGFloat?

    @usableFromInline
    init(width: CGFloat, height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The dimensions of an item sized `size`, a text of `textLineHeight` if that is not nil.
    @usableFromInline
    init(size: CGSize, textLineHeight: Double?) {
        if let lineHeight = textLineHeight, size.height > 0 {
            self.init(
                width: size.width, height: size.height,
                firstBaseline: Swift.min(CGFloat(lineHeight), size.height), lastBaseline: size.height)
        } else {
            self.init(width: size.width, height: size.height)
        }
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.id.defaultValue(in: self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { guide.id.defaultValue(in: self) }

    /// The guide's explicit value: `nil` for every horizontal guide of gridperf's items.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The guide's explicit value: a text's baselines; `nil` otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        if guide == .firstTextBaseline { return firstBaseline }
        if guide == .lastTextBaseline { return lastBaseline }
        return nil
    }
}
