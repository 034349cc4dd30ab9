import GridPerfCore

/// The subviews a layout arranges, as SwiftUI's `LayoutSubviews`: a random-access collection of
/// ``LayoutSubview`` proxies whose slices are `LayoutSubviews` too. Indexing is O(1) and
/// allocation-free.
///
/// Laid out as in SwiftUI.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// `LayoutSubviews`'s `Element` type. Laid out as in SwiftUI.
    public typealias Element = LayoutSubview
    /// `LayoutSubviews`'s `Index` type. Laid out as in SwiftUI.
    public typealias Index = Int
    /// `LayoutSubviews`'s `SubSequence` type. Laid out as in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// `LayoutSubviews`'s `Indices` type. Laid out as in SwiftUI.
    public typealias Indices = Range<Int>

    @usableFromInline let base: GridPerfCore.LayoutSubviews
    @usableFromInline let context: Unmanaged<SubviewContext>

    @inlinable
    init(base: GridPerfCore.LayoutSubviews, context: Unmanaged<SubviewContext>) {
        self.base = base
        self.context = context
    }

    /// `LayoutSubviews`'s `startIndex`. Laid out as in SwiftUI.
    @inlinable public var startIndex: Int { base.startIndex }
    /// `LayoutSubviews`'s `endIndex`. Laid out as in SwiftUI.
    @inlinable public var endIndex: Int { base.endIndex }
    /// `LayoutSubviews`'s `indices`. Laid out as in SwiftUI.
    @inlinable public var indices: Range<Int> { startIndex..<endIndex }
    /// `LayoutSubviews`'s `index(after:)`. Laid out as in SwiftUI.
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    /// `LayoutSubviews`'s `index(before:)`. Laid out as in SwiftUI.
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    /// `LayoutSubviews`'s `subscript(_:)`. Laid out as in SwiftUI.
    @inlinable
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(base: base[index], context: context)
    }

    /// `LayoutSubviews`'s `subscript(_:)`. Laid out as in SwiftUI.
    @inlinable
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(base: base[bounds], context: context)
    }

    /// The distance between every pair of neighbours along `axis` when none of these subviews
    /// states a spacing preference (each then has SwiftUI's standard one); `nil` when one does.
    /// O(1).
    @inlinable
    func uniformSpacingDistance(along axis: Axis) -> CGFloat? {
        guard !isEmpty, SubviewContext.read(context, { $0.spacings == nil }) else { return nil }
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

    /// gridperf lays out left to right.
    ///
    /// Laid out as in SwiftUI.
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// `LayoutSubviews`'s `==(_:_:)`. Laid out as in SwiftUI.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.context.toOpaque() == b.context.toOpaque() && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }
}
