extension ItemModel {
    /// The size this item chooses for `proposal`, exactly as SPEC-FORMAT.md's table says. O(1).
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch self {
        case let .size(width, height): Size(width: width, height: height)
        case let .flexible(f): f.sizeThatFits(proposal)
        case let .text(t): t.sizeThatFits(proposal)
        case let .aspect(a): a.sizeThatFits(proposal)
        case let .view(node): node.sizeThatFits(proposal)
        }
    }

    /// One axis of a flexible frame: unspecified → ideal, otherwise clamp(p, min, max).
    @inlinable
    static func clampAxis(_ p: Double?, min lo: Double, ideal: Double, max hi: Double) -> Double {
        guard let p else { return ideal }
        return Swift.min(Swift.max(p, lo), hi)
    }
}

extension FlexibleItem {
    /// Each axis clamped: unspecified → ideal, otherwise clamp(p, min, max). O(1).
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(
            width: ItemModel.clampAxis(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
            height: ItemModel.clampAxis(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }
}

extension TextItem {
    /// Ideal width W0 = n·cw; width w = min(W0, max(pw, cw)) (W0 when unspecified);
    /// lines = ceil(W0 / w); height = lines·lh, at most ``lineLimit``·lh. The height proposal is
    /// ignored. Empty text (W0 = 0) is 0 × 0: a convention of ours, SPEC-FORMAT.md is silent on it.
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Self.size(
            ideal: Double(length) * charWidth, charWidth: charWidth, lineHeight: lineHeight, limit: lineLimit, proposal)
    }

    /// ``size(ideal:charWidth:lineHeight:_:)``, the height at most `limit` lines. O(1).
    @inlinable
    static func size(ideal: Double, charWidth: Double, lineHeight: Double, limit: Int?, _ proposal: ProposedSize)
        -> Size
    {
        var s = size(ideal: ideal, charWidth: charWidth, lineHeight: lineHeight, proposal)
        if let limit { s.height = Swift.min(s.height, Double(limit) * lineHeight) }
        return s
    }

    /// ``sizeThatFits(_:)`` from the ideal width W0 = n·cw (a stored text keeps it). O(1).
    @inlinable
    static func size(ideal: Double, charWidth: Double, lineHeight: Double, _ proposal: ProposedSize) -> Size {
        guard ideal > 0 else { return .zero }
        let width: Double
        if let pw = proposal.width {
            width = Swift.min(ideal, Swift.max(pw, charWidth))
        } else {
            width = ideal
        }
        let lines = (ideal / width).rounded(.up)
        return Size(width: width, height: lines * lineHeight)
    }
}

extension AspectItem {
    /// width / height = ratio, fitting inside the proposal: both given → w = min(pw, ph·r);
    /// only pw → w = pw; only ph → w = ph·r; neither → w = idealWidth; a w below 0 is 0 (a size is
    /// never negative; the rectangle it stands for takes 0). h = w / r.
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width: Double
        switch (proposal.width, proposal.height) {
        case let (pw?, ph?): width = Swift.min(pw, ph * ratio)
        case let (pw?, nil): width = pw
        case let (nil, ph?): width = ph * ratio
        case (nil, nil): width = idealWidth
        }
        width = Swift.max(width, 0)
        return Size(width: width, height: width / ratio)
    }
}
