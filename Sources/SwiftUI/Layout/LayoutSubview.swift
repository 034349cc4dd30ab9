import GridPerfCore

/// A proxy for one subview of a layout, as SwiftUI's `LayoutSubview`: ask it for a size, read its
/// preferences, place it. Over gridperf's proxy: measuring goes through the per-subview
/// measurement cache and is counted, placing records the frame. Valid while the layout call that
/// received it runs.
///
/// Laid out as in SwiftUI.
public struct LayoutSubview: Equatable {
    @usableFromInline let base: GridPerfCore.LayoutSubview
    /// Unretained, and read without a retain (``SubviewContext/read(_:_:)``): the adapter keeps
    /// the context alive while the layout call runs.
    @usableFromInline let context: Unmanaged<SubviewContext>

    @inlinable
    init(base: GridPerfCore.LayoutSubview, context: Unmanaged<SubviewContext>) {
        self.base = base
        self.context = context
    }

    /// Whether two proxies stand for the same subview. Laid out as in SwiftUI.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.base.index == b.base.index && a.context.toOpaque() == b.context.toOpaque()
    }

    /// The size the subview chooses for `proposal`. O(1); a measure call.
    ///
    /// Laid out as in SwiftUI.
    @inlinable @inline(__always)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(base.sizeThatFits(proposal.native))
    }

    /// The subview's size for `proposal` with its alignment guides. O(1); a measure call.
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(
            size: sizeThatFits(proposal), textLineHeight: base.textLineHeight,
            explicitGuides: SubviewContext.read(context) { $0.explicitGuides(at: base.index) })
    }

    /// Places the subview: it sizes itself for `proposal` and its `anchor` point is put at
    /// `position`. O(1); a measure call and a place call.
    ///
    /// Laid out as in SwiftUI.
    @inlinable @inline(__always)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let x = Double(position.x), y = Double(position.y)
        let ax = Double(anchor.x), ay = Double(anchor.y)
        base.place(proposal: proposal.native) { size in
            Point(x: x - ax * size.width, y: y - ay * size.height)
        }
    }

    /// Places the subview with its top-leading corner where `position` puts it, given the size
    /// it chooses for `proposal`, and returns that size: ``place(at:anchor:proposal:)`` for a
    /// layout that aligns each subview by its size and keeps no array of sizes (gridperf's, not
    /// SwiftUI's). O(1); a measure call and a place call.
    @inlinable @inline(__always)
    func place(proposal: ProposedViewSize, topLeading position: (CGSize) -> CGPoint) -> CGSize {
        CGSize(base.place(proposal: proposal.native) { size in Self.topLeading(position(CGSize(size)), size: size) })
    }

    /// Where ``place(at:anchor:proposal:)`` with a `.topLeading` anchor puts a subview of `size` whose
    /// corner `position` gives: the anchor's arithmetic kept bit for bit (`0 × size` is not 0 for an
    /// infinite size). O(1).
    @inlinable @inline(__always)
    static func topLeading(_ position: CGPoint, size: Size) -> Point {
        Point(x: Double(position.x) - 0 * size.width, y: Double(position.y) - 0 * size.height)
    }

    /// The subview's layout priority (0 unless its scene sets `priority`).
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public var priority: Double { SubviewContext.read(context) { $0.priority(at: base.index) } }

    /// The subview's spacing preferences (8 on every edge unless its scene sets `spacing`).
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public var spacing: ViewSpacing { SubviewContext.read(context) { $0.spacing(at: base.index) } }

    /// The value of the layout value key `key` for this subview.
    ///
    /// Laid out as in SwiftUI.
    @inlinable
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        SubviewContext.read(context) { $0.value(key, at: base.index) }
    }
}
