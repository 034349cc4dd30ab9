import GridPerfCore

/// The subviews a layout arranges, as SwiftUI's `LayoutSubviews`: a random-access collection of
/// ``LayoutSubview`` proxies whose slices are `LayoutSubviews` too. Indexing is O(1) and
/// allocation-free.
///
/// Laid out as in SwiftUI.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A subview's proxy. Laid out as in SwiftUI.
    public typealias Element = LayoutSubview
    /// A position among the subviews: an `Int`, from ``startIndex`` (a slice keeps its parent's). Laid out as in SwiftUI.
    public typealias Index = Int
    /// A slice of the subviews is subviews too. Laid out as in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// The positions of the subviews, in order. Laid out as in SwiftUI.
    public typealias Indices = Range<Int>

    @usableFromInline let base: GridPerfCore.LayoutSubviews
    @usableFromInline let context: Unmanaged<SubviewContext>

    @inlinable
    init(base: GridPerfCore.LayoutSubviews, context: Unmanaged<SubviewContext>) {
        self.base = base
        self.context = context
    }

    /// The first subview's position. O(1). Laid out as in SwiftUI.
    @inlinable public var startIndex: Int { base.startIndex }
    /// The position after the last subview. O(1). Laid out as in SwiftUI.
    @inlinable public var endIndex: Int { base.endIndex }
    /// Every subview's position. O(1). Laid out as in SwiftUI.
    @inlinable public var indices: Range<Int> { startIndex..<endIndex }
    /// The next position. O(1). Laid out as in SwiftUI.
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    /// The previous position. O(1). Laid out as in SwiftUI.
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    /// The proxy of the subview at `index`. O(1), allocation-free. Laid out as in SwiftUI.
    @inlinable
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(base: base[index], context: context)
    }

    /// The subviews in `bounds`, as subviews. O(1). Laid out as in SwiftUI.
    @inlinable
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(base: base[bounds], context: context)
    }

    /// The distance between every pair of neighbours along `axis` when none of these subviews
    /// states a spacing preference (each then has SwiftUI's standard one); `nil` when one does.
    /// O(1).
    @inlinable
    func uniformSpacingDistance(along axis: Axis) -> CGFloat? {
        guard !isEmpty, SubviewContext.read(context, { !$0.hasSpacings }) else { return nil }
        let standard = self[startIndex].spacing
        return standard.distance(to: standard, along: axis)
    }

    /// `body` given every subview's size for `proposal` at once (GridPerfCore's
    /// `LayoutSubviews.sizesThatFit`: read in one step while the measurement cache says they all
    /// answer it, else each asked) and a tally to count its placing in; `nil` with the cache off.
    /// Counted as asking each subview: one measure call each.
    @inlinable @inline(__always)
    func withSizes<R>(
        _ proposal: ProposedViewSize, _ body: (SubviewSizes, inout LayoutCounters) -> R
    ) -> R? {
        base.tallying { tally in
            guard let sizes = base.sizesThatFit(proposal.native, tally: &tally) else { return nil }
            return body(sizes, &tally)
        }
    }

    /// The direction the subviews are laid out in.
    ///
    /// Approximated: always left to right (gridperf lays out no right-to-left locale).
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// Whether two collections are the same subviews of the same layout call. Laid out as in SwiftUI.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.context.toOpaque() == b.context.toOpaque() && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }
}
