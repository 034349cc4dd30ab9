/// The two layout axes.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable
    public var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}
