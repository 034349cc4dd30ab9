/// The arithmetic of each modifier: what it proposes its child, the size it answers, where it
/// puts the child. Pure functions of the proposal and the child's answers; O(1) each.
///
/// Sources: Apple's documentation of each modifier; swiftuifieldguide.com's pages on frames,
/// flexible frames, padding, aspect ratio and fixed size (the flexible frame's clamping "happens at
/// two points: both when the frame proposes to its child, and when the frame reports its own
/// size"). `position`: Apple's documentation ("Positions the center of this view at the specified
/// coordinates in its parent's coordinate space") for where the child goes; its size — the
/// proposal, the child's size on an unspecified axis — and the child proposed the modifier's size
/// are OpenSwiftUI's `_PositionLayout` (OpenSwiftUIProject/OpenSwiftUI pull request 507, a
/// reimplementation audited against SwiftUI 6.5.4), which Apple does not publish.
extension ViewModifier {
    /// What the child is proposed when this modifier is proposed `p` (`LayoutModifier`'s arithmetic).
    public func childProposal(_ p: ProposedSize, ideal: () -> Size) -> ProposedSize {
        LayoutModifier(self).childProposal(p, ideal: ideal)
    }

    /// The size this modifier answers when proposed `p`, its child having answered `c`.
    public func size(proposal p: ProposedSize, child c: Size) -> Size {
        LayoutModifier(self).size(proposal: p, child: c)
    }

    /// Where the child's top-leading corner goes when this modifier is placed in `bounds`.
    public func childOrigin(in bounds: Rect, child c: Size) -> Point {
        LayoutModifier(self).childOrigin(in: bounds, child: c)
    }

    /// The top-leading corner of a `size` aligned in `bounds`: `x = minX + (W − w) · fraction`.
    @inlinable
    public static func aligned(_ size: Size, in bounds: Rect, _ alignment: Alignment) -> Point {
        Point(
            x: bounds.minX + (bounds.width - size.width) * alignment.horizontal.fraction,
            y: bounds.minY + (bounds.height - size.height) * alignment.vertical.fraction)
    }
}

extension LayoutModifier {
    /// What the child is proposed when this modifier is proposed `p`; `ideal` answers the child's
    /// ideal size (read only by `aspectRatio` without a ratio).
    func childProposal(_ p: ProposedSize, ideal: () -> Size) -> ProposedSize {
        switch kind {
        case .frame:
            return ProposedSize(width: frameWidth ?? p.width, height: frameHeight ?? p.height)
        case .flexibleFrame:
            let f = flexible
            return ProposedSize(
                width: Self.flexibleProposal(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                height: Self.flexibleProposal(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
        case .padding:
            let e = insets
            return ProposedSize(
                width: p.width.map { Swift.max(0, $0 - e.leading - e.trailing) },
                height: p.height.map { Swift.max(0, $0 - e.top - e.bottom) })
        case .aspectRatio:
            return Self.aspectProposal(p, ratio: ratio, fill: fills, ideal: ideal)
        case .fixedSize:
            return ProposedSize(width: fixesWidth ? nil : p.width, height: fixesHeight ? nil : p.height)
        case .offset, .position, .overlay, .background:
            return p
        }
    }

    /// The size this modifier answers when proposed `p`, its child having answered `c` to
    /// ``childProposal(_:ideal:)``.
    func size(proposal p: ProposedSize, child c: Size) -> Size {
        switch kind {
        case .frame:
            return Size(width: frameWidth ?? c.width, height: frameHeight ?? c.height)
        case .flexibleFrame:
            let f = flexible
            return Size(
                width: Self.flexibleLength(
                    p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth, child: c.width),
                height: Self.flexibleLength(
                    p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight, child: c.height))
        case .padding:
            let e = insets
            return Size(width: c.width + e.leading + e.trailing, height: c.height + e.top + e.bottom)
        case .position:
            return Size(width: p.width ?? c.width, height: p.height ?? c.height)
        case .aspectRatio, .fixedSize, .offset, .overlay, .background:
            return c
        }
    }

    /// Where the child's top-leading corner goes when this modifier is placed in `bounds` and the
    /// child answered `c`.
    func childOrigin(in bounds: Rect, child c: Size) -> Point {
        switch kind {
        case .frame, .flexibleFrame:
            return ViewModifier.aligned(c, in: bounds, alignment)
        case .padding:
            let e = insets
            return Point(x: bounds.minX + e.leading, y: bounds.minY + e.top)
        case .aspectRatio:
            return ViewModifier.aligned(c, in: bounds, .center)
        case .offset:
            return Point(x: bounds.minX + x, y: bounds.minY + y)
        case .position:
            return Point(x: bounds.minX + x - c.width / 2, y: bounds.minY + y - c.height / 2)
        case .fixedSize, .overlay, .background:
            return ViewModifier.aligned(c, in: bounds, .center)
        }
    }

    /// One axis of a flexible frame's proposal to its child: the parent's (its `ideal` where
    /// unspecified), clamped to the bounds given (Apple: "the size proposed to the frame, limited
    /// by any constraints specified, and with any ideal dimensions specified replacing any
    /// corresponding unspecified dimensions").
    static func flexibleProposal(_ p: Double?, min lo: Double?, ideal: Double?, max hi: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let lo { v = Swift.max(v, lo) }
        if let hi { v = Swift.min(v, hi) }
        return v
    }

    /// One axis of a flexible frame's size: the child's where no bound is given; otherwise the
    /// child's length pulled towards the proposal (its ideal, else the child's, where unspecified)
    /// and clamped: `r = max(min, min(c, p))`, then `r = min(max, max(r, p))`. Both bounds given
    /// make it the proposal clamped to them; `maxWidth: .infinity` takes the proposal.
    static func flexibleLength(_ p: Double?, min lo: Double?, ideal: Double?, max hi: Double?, child c: Double)
        -> Double
    {
        if lo == nil && hi == nil { return c }
        let proposed = p ?? ideal ?? c
        var r = c
        if let lo { r = Swift.max(lo, Swift.min(r, proposed)) }
        if let hi { r = Swift.min(hi, Swift.max(r, proposed)) }
        return r
    }

    /// `aspectRatio`'s proposal: both lengths given → the width `min(pw, ph·r)` (`fit`) or
    /// `max(pw, ph·r)` (`fill`) and its height; one given → the other from the ratio; neither → the
    /// child's ideal width and its height at the ratio.
    static func aspectProposal(_ p: ProposedSize, ratio: Double?, fill: Bool, ideal: () -> Size) -> ProposedSize {
        var r = ratio ?? 0
        if ratio == nil {
            let s = ideal()
            guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else { return p }
            r = s.width / s.height
        }
        let width: Double
        switch (p.width, p.height) {
        case let (pw?, ph?): width = fill ? Swift.max(pw, ph * r) : Swift.min(pw, ph * r)
        case let (pw?, nil): width = pw
        case let (nil, ph?): width = ph * r
        case (nil, nil): width = ideal().width
        }
        return ProposedSize(width: width, height: width / r)
    }
}
