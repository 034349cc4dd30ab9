import GridPerfCore

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's.
///
/// A guide's value is the view's explicit one where it sets one (`alignmentGuide(_:computeValue:)`,
/// the scene's `alignmentGuide` modifier), else its ``AlignmentID``'s default; a text's
/// baselines are explicit: the first at the bottom of its first line (`min(lineHeight,
/// height)`), the last at its height.
///
/// Laid out as in SwiftUI.
public struct ViewDimensions: Equatable, Sendable {
    /// `ViewDimensions`'s `width`. Laid out as in SwiftUI.
    public let width: CGFloat
    /// `ViewDimensions`'s `height`. Laid out as in SwiftUI.
    public let height: CGFloat
    @usableFromInline let firstBaseline: CGFloat?
    @usableFromInline let lastBaseline: CGFloat?
    /// The guides the view sets with `alignmentGuide` (`nil`: none).
    @usableFromInline let explicitGuides: [AlignmentGuideValue]?

    @usableFromInline
    init(
        width: CGFloat, height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil,
        explicitGuides: [AlignmentGuideValue]? = nil
    ) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.explicitGuides = explicitGuides
    }

    /// The dimensions of an item sized `size`, a text of `textLineHeight` if that is not nil,
    /// with the guides it sets (`explicitGuides`).
    @usableFromInline
    init(size: CGSize, textLineHeight: Double?, explicitGuides: [AlignmentGuideValue]? = nil) {
        if let lineHeight = textLineHeight, size.height > 0 {
            self.init(
                width: size.width, height: size.height,
                firstBaseline: Swift.min(CGFloat(lineHeight), size.height), lastBaseline: size.height,
                explicitGuides: explicitGuides)
        } else {
            self.init(width: size.width, height: size.height, explicitGuides: explicitGuides)
        }
    }

    /// `ViewDimensions`'s `subscript(_:)`. Laid out as in SwiftUI.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }
    /// `ViewDimensions`'s `subscript(_:)`. Laid out as in SwiftUI.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The guide's explicit value: the view's `alignmentGuide` for it; `nil` otherwise.
    ///
    /// Laid out as in SwiftUI.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.id, .horizontal) }

    /// The guide's explicit value: the view's `alignmentGuide` for it, a text's baselines; `nil`
    /// otherwise.
    ///
    /// Laid out as in SwiftUI.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        if let v = explicitValue(guide.id, .vertical) { return v }
        if guide == .firstTextBaseline { return firstBaseline }
        if guide == .lastTextBaseline { return lastBaseline }
        return nil
    }

    private func explicitValue(_ id: any AlignmentID.Type, _ axis: GridPerfCore.Axis) -> CGFloat? {
        guard let explicitGuides else { return nil }
        guard let g = explicitGuides.explicit(GuideName.of(id, axis: axis), axis: axis) else { return nil }
        return CGFloat(g.value(width: Double(width), height: Double(height)))
    }
}
