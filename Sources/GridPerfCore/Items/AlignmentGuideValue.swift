/// An explicit alignment guide a view sets with SwiftUI's `alignmentGuide(_:computeValue:)`: in
/// the view's own coordinates, `constant + width·w + height·h` for a view of size `w × h`.
///
/// SwiftUI's closure receives the view's `ViewDimensions`; the closures screens write read the
/// view's width, height and its other guides (`d[.leading]`, `d.width / 2`, `d[.top] - 10`),
/// each of which is an affine function of its size, so three numbers carry it into a scene
/// (docs/SPEC-FORMAT.md, "alignmentGuide"). A stack or `ZStack` aligning its subviews on
/// `guide` reads this value instead of the guide's default (Apple's documentation of
/// `alignmentGuide(_:computeValue:)`: "Use this modifier to override the default value of
/// an alignment guide for a view").
public struct AlignmentGuideValue: Sendable, Hashable {
    /// The axis the guide is on: `.horizontal` for a `HorizontalAlignment` (a vertical line:
    /// leading, center, trailing), `.vertical` for a `VerticalAlignment`.
    public var axis: Axis
    /// The guide's name: `leading`, `center`, `trailing` (horizontal); `top`, `center`,
    /// `bottom`, `firstTextBaseline`, `lastTextBaseline` (vertical); or a custom alignment's
    /// name (its `AlignmentID` type's).
    public var guide: String
    public var constant: Double
    public var width: Double
    public var height: Double

    public init(axis: Axis, guide: String, constant: Double, width: Double = 0, height: Double = 0) {
        self.axis = axis
        self.guide = guide
        self.constant = constant
        self.width = width
        self.height = height
    }

    /// The guide's value for a view of `width × height`. O(1).
    @inlinable
    public func value(width w: Double, height h: Double) -> Double { constant + width * w + height * h }

    /// The same guide once the view is padded by `insets`: the padded view's guide is the
    /// inner view's, moved by the leading (top) inset, its size the padded size less the insets.
    public func padded(by insets: EdgeInsets) -> AlignmentGuideValue {
        var g = self
        let offset = axis == .horizontal ? insets.leading : insets.top
        g.constant =
            constant + offset - width * (insets.leading + insets.trailing) - height * (insets.top + insets.bottom)
        return g
    }
}

extension Sequence where Element == AlignmentGuideValue {
    /// The guide named `guide` on `axis` among a view's explicit guides (the outermost where the
    /// view sets it twice); `nil` when it sets none of that name. O(guides).
    public func explicit(_ guide: String, axis: Axis) -> AlignmentGuideValue? {
        var found: AlignmentGuideValue?
        for g in self where g.axis == axis && g.guide == guide { found = g }
        return found
    }
}
