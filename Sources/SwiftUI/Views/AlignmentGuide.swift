import Foundation
import GridPerfCore

extension View {
    /// SwiftUI's `alignmentGuide(_:computeValue:)`: "Use this modifier to override the default
    /// value of an alignment guide for a view" (Apple's documentation): a `VStack`, `HStack` or
    /// `ZStack` aligning on `g` puts this view's value of `computeValue` on the stack's line, as
    /// it does a default guide.
    ///
    /// The closure is asked for three sizes (`AlignmentGuideProbe`); what it returns there is
    /// the guide as a function of the view's size, `c + a·width + b·height`, which is every
    /// closure that reads the view's width, height and edge or centre guides. One that is not (a
    /// text's baseline, a `min`) is kept at that fit, and said once on standard error.
    ///
    /// Laid out as in SwiftUI.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> _ModifiedView<Self>
    {
        AlignmentGuideProbe.modifier(self, axis: .horizontal, guide: g.id, computeValue)
    }

    /// The vertical form of ``alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``.
    ///
    /// Laid out as in SwiftUI.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> _ModifiedView<Self>
    {
        AlignmentGuideProbe.modifier(self, axis: .vertical, guide: g.id, computeValue)
    }
}

/// How an `alignmentGuide` closure becomes the scene's `alignmentGuide` modifier
/// (docs/SPEC-FORMAT.md): its values at 100 × 100, 200 × 100 and 100 × 200 give the constant and
/// the factors of width and height; a fourth size, 160 × 260, checks the fit. Sizes away from 0,
/// so that a closure dividing by a dimension gets a finite answer.
package enum AlignmentGuideProbe {
    static func modifier<V: View>(
        _ view: V, axis: GridPerfCore.Axis, guide id: any AlignmentID.Type,
        _ computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> _ModifiedView<V> {
        _ModifiedView(content: view) { builder in
            builder.userCodeRuns += 1
            let name = GuideName.of(id, axis: axis)
            let fit = fit(computeValue)
            guard let fit else {
                ViewSceneBuilder.stop(
                    "alignmentGuide(.\(name)): the closure's value is not a finite number within ±10⁹ points for a view of 100 × 100, 200 × 100 or 100 × 200"
                )
            }
            if !fit.exact {
                FileHandle.standardError.write(
                    Data(
                        "warning: alignmentGuide(.\(name)): the closure's value is not c + a·width + b·height; gridperf uses the fit through 100 × 100, 200 × 100 and 100 × 200\n"
                            .utf8))
            }
            let body: JSONValue = .object([
                axis == .horizontal ? "horizontal" : "vertical": .string(name),
                "value": .number(fit.constant), "width": .number(fit.width), "height": .number(fit.height),
            ])
            return { $0.appendModifier("alignmentGuide", body) }
        }
    }

    /// The affine fit of `f` over a view's size, and whether a fourth size agrees with it
    /// (to 10⁻⁹ of its scale); `nil` when a value is not finite or a coefficient is out of the
    /// scene's bounds.
    package static func fit(_ f: (ViewDimensions) -> CGFloat) -> (
        constant: Double, width: Double, height: Double, exact: Bool
    )? {
        func at(_ w: Double, _ h: Double) -> Double { Double(f(ViewDimensions(width: CGFloat(w), height: CGFloat(h)))) }
        let v0 = at(100, 100), vw = at(200, 100), vh = at(100, 200), check = at(160, 260)
        guard v0.isFinite, vw.isFinite, vh.isFinite, check.isFinite else { return nil }
        let a = (vw - v0) / 100, b = (vh - v0) / 100
        let c = v0 - 100 * a - 100 * b
        guard abs(c) <= ItemModel.maximumGuideConstant, abs(a) <= ItemModel.maximumGuideFactor,
            abs(b) <= ItemModel.maximumGuideFactor
        else { return nil }
        let predicted = c + 160 * a + 260 * b
        let exact = abs(predicted - check) <= 1e-9 * Swift.max(1, abs(check))
        return (c, a, b, exact)
    }
}
