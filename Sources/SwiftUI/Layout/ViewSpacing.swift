import GridPerfCore

/// A view's spacing preferences on each edge, as SwiftUI's `ViewSpacing`: how much space it
/// prefers between itself and a neighbour. The distance between two views along an axis is the
/// larger of the two facing preferences.
///
/// gridperf's items prefer 8 points on every edge unless their scene says otherwise
/// (docs/SPEC-FORMAT.md); a `spacer` prefers 0, a colour or shape states no preference (−∞), so
/// that its neighbour's preference decides, and two views without one are 8 apart. SwiftUI also
/// varies the preference by the kind of neighbour (text to text, …), which gridperf does not model.
///
/// Approximated: one preference per edge, whatever the neighbour.
public struct ViewSpacing: Equatable, Sendable {
    @usableFromInline var top: CGFloat
    @usableFromInline var leading: CGFloat
    @usableFromInline var bottom: CGFloat
    @usableFromInline var trailing: CGFloat

    /// No preference on any edge (0): the neutral element of ``formUnion(_:edges:)``.
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    @inlinable
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every edge.
    ///
    /// Laid out as in SwiftUI.
    public static let zero = ViewSpacing()

    /// The distance from this view to `next`, which follows it along `axis`:
    /// `max(trailing, next.leading)` horizontally, `max(bottom, next.top)` vertically; 8 when
    /// neither states a preference (both −∞). O(1).
    ///
    /// Approximated: SwiftUI's distance also depends on the two views' kinds.
    @inlinable
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let d = axis == .horizontal ? Swift.max(trailing, next.leading) : Swift.max(bottom, next.top)
        return d == -.infinity ? CGFloat(SubviewAttributes.EdgeSpacing.standard.top) : d
    }

    /// Merges `other`'s preferences on `edges` into these: each edge keeps the larger. O(1).
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    /// ``formUnion(_:edges:)`` on a copy.
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
