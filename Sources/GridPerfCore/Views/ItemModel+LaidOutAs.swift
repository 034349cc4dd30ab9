/// A leaf view stored as the plain item it is laid out as: no node, no levels, no kept
/// placement — an item's cost in every pass (docs/PERFORMANCE.md#leaves-as-items).
extension ItemModel {
    /// The plain model this primitive, inside `modifiers` (innermost first), is laid out as
    /// exactly — the same size for every proposal and its one leaf's frame the view's frame (at
    /// a finite size: at an infinite one the view centred its leaf at (∞ − ∞) / 2, NaN, where the
    /// item keeps the origin it is placed at) —, or `nil` when only a view node lays it out:
    ///
    /// - no modifiers: the model itself (a text's `lineLimit` is part of its model);
    /// - one `aspectRatio(r, contentMode: .fit)` with a ratio, over a rectangle, a colour, a shape
    ///   or a resizable image (a ``FlexibleItem`` from 0 to infinity on both axes): the
    ///   ``AspectItem`` of ratio `r` and the primitive's ideal width — what SPEC-FORMAT.md's
    ///   `aspect` item stands for (the playground writes one as
    ///   `Rectangle().aspectRatio(r, contentMode: .fit)`). The modifier proposes `(w, w / r)`
    ///   with `w = min(pw, ph·r)`, `pw`, `ph·r` or the ideal width (ViewModifier+Layout.swift's
    ///   `aspectProposal`), which such a primitive takes as it is (0 for a length below 0, as
    ///   the aspect item answers), and centres it in its own frame of that size.
    ///
    /// O(modifiers).
    public func laidOutAs(_ modifiers: [ViewModifier]) -> ItemModel? {
        if modifiers.isEmpty {
            if case .view = self { return nil }
            return self
        }
        guard modifiers.count == 1, case let .aspectRatio(ratio?, fill: false) = modifiers[0],
            ratio > 0, ratio.isFinite, case let .flexible(f) = self, f.takesAnyProposal
        else { return nil }
        return .aspect(AspectItem(ratio: ratio, idealWidth: f.idealWidth))
    }
}

extension FlexibleItem {
    /// Whether the item takes any length it is proposed on both axes (0 below 0): minimum 0,
    /// maximum infinity, a finite ideal width.
    var takesAnyProposal: Bool {
        minWidth == 0 && minHeight == 0 && maxWidth == .infinity && maxHeight == .infinity && idealWidth.isFinite
    }
}
