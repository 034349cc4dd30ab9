import GridPerfCore

/// Explicit alignment guides (`alignmentGuide(_:computeValue:)`) as the stacks read them: a
/// guide's scene name, and the two ways a layout call reads its subviews' guides.
///
/// A stack resolves its guide reader once a call: ``DefaultGuideValues`` when no subview sets an
/// explicit guide (the stacks' loops as before, specialised: no check per subview),
/// ``ExplicitGuideValues`` otherwise (docs/PERFORMANCE.md#explicit-guides has the counts).
enum GuideName {
    /// The scene name of the guide `id` on `axis`: `leading`, `center`, `trailing`; `top`,
    /// `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`; else the type's name (a custom
    /// alignment). O(1).
    static func of(_ id: any AlignmentID.Type, axis: GridPerfCore.Axis) -> String {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(Guides.Leading.self): "leading"
        case ObjectIdentifier(Guides.HorizontalCenter.self), ObjectIdentifier(Guides.VerticalCenter.self): "center"
        case ObjectIdentifier(Guides.Trailing.self): "trailing"
        case ObjectIdentifier(Guides.Top.self): "top"
        case ObjectIdentifier(Guides.Bottom.self): "bottom"
        case ObjectIdentifier(Guides.FirstBaseline.self): "firstTextBaseline"
        case ObjectIdentifier(Guides.LastBaseline.self): "lastTextBaseline"
        default: String(describing: id)
        }
    }
}

/// How a layout call reads a subview's value of one guide.
protocol GuideValues {
    /// The value of `guide` for `subview` sized `size` (`extent` its size along the guide's axis).
    func value(_ guide: ResolvedGuide, extent: CGFloat, size: CGSize, _ subview: LayoutSubview) -> CGFloat
}

/// Every subview at its guide's default: no subview of the call sets an explicit one.
struct DefaultGuideValues: GuideValues {
    @inline(__always)
    func value(_ guide: ResolvedGuide, extent: CGFloat, size: CGSize, _ subview: LayoutSubview) -> CGFloat {
        guide.value(extent: extent, size: size, subview)
    }
}

/// The explicit values some subviews set, by item index (`nil`: that subview's default).
struct ExplicitGuideValues: GuideValues {
    let values: [AlignmentGuideValue?]?

    @inline(__always)
    func value(_ guide: ResolvedGuide, extent: CGFloat, size: CGSize, _ subview: LayoutSubview) -> CGFloat {
        if let values, let g = values[subview.base.index] {
            return CGFloat(g.value(width: Double(size.width), height: Double(size.height)))
        }
        return guide.value(extent: extent, size: size, subview)
    }
}

extension LayoutSubviews {
    /// The explicit values of guide `id` on `axis` its subviews set, by item index; `nil` when
    /// none sets one. O(1) when no subview of the container sets any guide; O(n) the first
    /// time a guide is read for a binding, then O(1).
    @inlinable
    func explicitGuides(_ id: any AlignmentID.Type, axis: GridPerfCore.Axis) -> [AlignmentGuideValue?]? {
        SubviewContext.read(context) { $0.hasGuides ? $0.explicitGuides(id, axis: axis) : nil }
    }
}
