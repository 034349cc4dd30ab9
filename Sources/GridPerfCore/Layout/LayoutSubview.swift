/// A proxy for one subview, as SwiftUI's `LayoutSubview`: ask it for a size, then place it.
///
/// A proxy is a pointer and an index; valid while the layout call that received it runs.
public struct LayoutSubview {
    @usableFromInline let buffers: SubviewBuffers
    @usableFromInline let cacheEnabled: Bool
    /// The subview's position in the input order.
    public let index: Int

    @inlinable
    init(buffers: SubviewBuffers, cacheEnabled: Bool, index: Int) {
        self.buffers = buffers
        self.cacheEnabled = cacheEnabled
        self.index = index
    }

    /// The size the subview chooses for `proposal`. Counted as a measure call; answered from
    /// the per-subview cache when the same proposal was asked last (a hit), else measured
    /// (a miss). O(1), no allocation.
    ///
    /// Always inlined, miss path included: it is every layout's inner loop
    /// (docs/PERFORMANCE.md#sizethatfits-inlined).
    @inlinable @inline(__always)
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        sizeThatFits(proposal, tally: &buffers.counters.pointee)
    }

    /// ``sizeThatFits(_:)``, counted into `tally` instead of the shared counters: for a
    /// layout's loop inside ``LayoutSubviews/tallying(_:)``, which adds the tally to the
    /// counters once at the end. Same answer, same counts. O(1).
    ///
    /// Why: the shared counters are memory the compiler cannot keep in registers across a loop
    /// that also writes frames and cache entries (docs/PERFORMANCE.md#tallied-counters).
    @inlinable @inline(__always)
    public func sizeThatFits(_ proposal: ProposedSize, tally: inout LayoutCounters) -> Size {
        sizeThatFits(proposal, tally: &tally, missOutOfLine: false)
    }

    /// ``sizeThatFits(_:tally:)``, with the miss path (asking the model) out of line when
    /// `missOutOfLine`: for a loop whose passes after the first all hit (it proposes the same
    /// sizes every pass, as the lazy grid's do), so that the loop keeps its registers and a
    /// miss costs a call. A loop that misses every pass (a stack's probes) inlines the miss.
    /// Same answer, same counts. O(1).
    ///
    /// Why: which of the two wins depends on the loop, by ±15% of the lazy grid's pass
    /// (docs/PERFORMANCE.md#trivial-stored-items).
    @inlinable @inline(__always)
    public func sizeThatFits(_ proposal: ProposedSize, tally: inout LayoutCounters, missOutOfLine: Bool) -> Size {
        tally.measureCalls &+= 1
        guard cacheEnabled else { return buffers.models[index].sizeThatFits(proposal) }
        if buffers.keys[index].matches(proposal) {
            tally.measureCacheHits &+= 1
            return buffers.values[index]
        }
        tally.measureCacheMisses &+= 1
        if missOutOfLine { return buffers.measure(index, proposal) }
        // The body of `measure`, written out: called instead, even always inlined, it cost grid
        // +11% and vstack +16% instructions a pass (docs/PERFORMANCE.md#trivial-stored-items).
        let size = buffers.models[index].sizeThatFits(proposal)
        buffers.forgetPattern()
        buffers.keys[index] = MeasurementKey(storing: proposal)
        buffers.values[index] = size
        return size
    }

    /// ``sizeThatFits(_:tally:)`` at `zero`, then at `infinite`: a stack's two probes of a subview
    /// along its axis (at 0 and at infinity, the other length the same). The same answers, the
    /// same calls in the same order, the same counts and the same slot left behind as the two
    /// calls, without storing the first answer, which the second overwrites: the slot holds `zero`'s
    /// key when the second is asked (found or stored), so the second is always a miss, and is
    /// found without comparing. `zero` and `infinite` must differ in a length that both specify,
    /// so that neither's key matches the other. O(1).
    ///
    /// Why: a row of three texts, probed in each of its passes, stored and compared three keys
    /// for nothing (docs/PERFORMANCE.md#probe-pairs).
    @inlinable @inline(__always)
    package func probe(
        _ zero: ProposedSize, _ infinite: ProposedSize, tally: inout LayoutCounters
    ) -> (least: Size, most: Size) {
        tally.measureCalls &+= 2
        guard cacheEnabled else {
            let least = buffers.models[index].sizeThatFits(zero)
            return (least, buffers.models[index].sizeThatFits(infinite))
        }
        let least: Size
        if buffers.keys[index].matches(zero) {
            tally.measureCacheHits &+= 1
            least = buffers.values[index]
        } else {
            tally.measureCacheMisses &+= 1
            least = buffers.models[index].sizeThatFits(zero)
        }
        tally.measureCacheMisses &+= 1
        let most = buffers.models[index].sizeThatFits(infinite)
        buffers.forgetPattern()
        buffers.keys[index] = MeasurementKey(storing: infinite)
        buffers.values[index] = most
        return (least, most)
    }

    /// The subview's item model (what it is, for a layer that derives more than its size from it,
    /// such as a text's baselines). O(1).
    @inlinable
    public var model: ItemModel { buffers.models[index].model }

    /// The line height of the subview's text, if it is a text (its first baseline): read from
    /// the stored form, without making an ``ItemModel``. O(1).
    @inlinable
    public var textLineHeight: Double? { buffers.models[index].textLineHeight }

    /// The subview's ideal size (`sizeThatFits(.unspecified)`).
    @inlinable
    public var idealSize: Size { sizeThatFits(.unspecified) }

    /// Places the subview with its top-leading corner at `position` (SwiftUI's default anchor):
    /// as ``place(at:anchor:proposal:)`` with `.topLeading`, without the anchor's arithmetic
    /// (`position − 0 × size`) or a read of the anchor constant: the built-ins' loops place
    /// this way. O(1).
    @inlinable @inline(__always)
    public func place(at position: Point, proposal: ProposedSize) {
        place(proposal: proposal) { _ in position }
    }

    /// Places the subview where `position` puts it, given the size it chooses for `proposal`
    /// (a measure call): ``place(at:anchor:proposal:)`` with the anchor generalised to any
    /// function of the size, for a layout that aligns each subview within a cell or line by
    /// its size. Returns that size. O(1) plus `position`.
    ///
    /// Why: a layout that aligns by size needs no array of the sizes it measured; the
    /// measurement cache already holds them, so keeping a copy costs a store and a load per
    /// item.
    @inlinable @inline(__always) @discardableResult
    public func place(proposal: ProposedSize, at position: (Size) -> Point) -> Size {
        place(proposal: proposal, tally: &buffers.counters.pointee, at: position)
    }

    /// ``place(proposal:at:)``, counted into `tally` (see ``sizeThatFits(_:tally:)``): the one
    /// place a frame is recorded; every other `place` is this with its own `position`. O(1)
    /// plus `position`.
    @inlinable @inline(__always) @discardableResult
    public func place(
        proposal: ProposedSize, tally: inout LayoutCounters, missOutOfLine: Bool = false,
        at position: (Size) -> Point
    ) -> Size {
        let size = sizeThatFits(proposal, tally: &tally, missOutOfLine: missOutOfLine)
        tally.placeCalls &+= 1
        let p = position(size)
        buffers.frames[index] = Rect(x: p.x, y: p.y, width: size.width, height: size.height)
        return size
    }

    /// Places the subview: it sizes itself for `proposal` (a measure call) and its `anchor`
    /// point is put at `position`. The resulting frame is recorded. O(1). Always inlined, as
    /// ``sizeThatFits(_:)``: it sits in every layout's placing loop
    /// (docs/PERFORMANCE.md#place-inlined).
    @inlinable @inline(__always)
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        place(proposal: proposal) { size in
            Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        }
    }
}
