/// One view of a tree scene: its content (a leaf, a container, a scroll view or a
/// `ViewThatFits`) wrapped in SwiftUI's layout modifiers, innermost first.
///
/// A node stands in its parent's ``SubviewStorage`` as the item model ``ItemModel/view(_:)``:
/// the parent measures it as any leaf (through its slot's one-entry cache), and after the
/// parent's `placeSubviews` the storage places it (``SubviewStorage/placeViews()``), which places
/// its own subviews in turn, in the root's coordinates.
///
/// A node is mutable (its last proposal, its frames, its containers' caches) and belongs to one
/// tree, used from one thread at a time; `copy()` makes an independent one. Its stored properties
/// are `@exclusivity(unchecked)` for that reason: a dynamic exclusivity check on every read was
/// 40% of a tree pass's instructions (docs/PERFORMANCE.md#tree-exclusivity).
///
/// A node may be *deferred* (``init(deferred:index:kind:)``): its view is made by a
/// ``DeferredViews`` source the first time it is measured or placed, as SwiftUI makes a lazy
/// container's item views only when it realises them. Until then it has no subviews, no frames
/// and is not a leaf.
public final class ViewNode: @unchecked Sendable {
    /// What the node is inside its modifiers.
    public enum Content {
        /// A primitive view answering as an item model (a text maybe limited to a number of
        /// lines): a value without references, read by the pass as a copy of its bytes
        /// (docs/PERFORMANCE.md#pod-modifiers).
        case leaf(PrimitiveView)
        /// A layout over subviews of its own.
        case container(ViewContainer)
        /// `ScrollView(axes) { content }`: proposes `nil` along its axes, takes the proposal.
        case scrollView(horizontal: Bool, vertical: Bool, content: ViewNode)
        /// `ViewThatFits(in: axes) { candidates }`: the first candidate whose ideal size fits the
        /// proposal on those axes, else the last.
        case viewThatFits(horizontal: Bool, vertical: Bool, candidates: [ViewNode])
    }

    // The fields a kept placement reads come first, in declaration order (the order Swift lays a
    // class's stored properties out in): the frame and the placed proposal in the 48 bytes after
    // the object's header, then the container, the counts, the last proposal and the deferred
    // source. Spread over the class they were four cache lines a kept node, and at 10⁵ cards a
    // pass waits on memory (docs/PERFORMANCE.md#kept-subtrees).
    /// Where the parent put the node (its outermost modifier), in the root's coordinates.
    @exclusivity(unchecked) public private(set) var frame = Rect.zero
    /// The proposal of the node's last placement, while placing it again in the same frame at it
    /// gives the same frames without work: a node whose content and secondary views are leaves
    /// (their sizes are their modifiers' arithmetic over constants), or whose content is a container
    /// that kept its last placement with every view below it kept too (``ViewContainer/keepsSubtree``:
    /// checked again at each placement through ``ViewContainer/keepsPlacement``); else `.empty`, which
    /// nothing matches. SwiftUI reuses a layout's results the same way
    /// (``ViewContainer/place(in:proposal:)``), and Taffy a subtree's whole layout.
    @exclusivity(unchecked) private var placedProposal = MeasurementKey.empty
    /// The content's container, if it is one, unretained (``content`` holds it): the pass reaches
    /// it without copying ``content`` (a retain, a release and a destroy of the enum a call), and
    /// through `Unmanaged` without retaining it (an `unowned(unsafe)` reference was retained and
    /// released around each use: 30 of the 80 instructions of a kept placement).
    @exclusivity(unchecked) private var containerRef: Unmanaged<ViewContainer>?
    /// How many times the node was placed: the placements its parent asked for, not those the
    /// parent's storage kept without asking (``SubviewStorage/placeViews()``), nor those of the
    /// views below a kept subtree.
    @exclusivity(unchecked) public private(set) var placements = 0
    /// Whether the last placement of the node's parent placed it (false for the candidates a
    /// `ViewThatFits` did not choose).
    @exclusivity(unchecked) public private(set) var isPlaced = false
    /// False under `--no-measure-cache`: nothing is reused.
    @exclusivity(unchecked) var reusesPlacement = true
    /// The node's index among its holder's views (``holder``). It and ``reusesPlacement`` sit in
    /// the padding after ``isPlaced``, so that ``holder`` keeps a node in its 320-byte allocation
    /// class (a storage holds fewer than 2³¹ views: ``ViewTreeContext/maximumNodes``).
    @exclusivity(unchecked) private var holderSlot: Int32 = 0
    /// The proposal of the node's last measurement: what its parent placed it with (a parent
    /// measures a subview at the proposal it places it with, and the slot's cache keeps it).
    @exclusivity(unchecked) public private(set) var lastProposal = ProposedSize.unspecified
    /// The measurement cache setting to give a deferred node's view when it is made (in the
    /// padding after ``lastProposal``: ``Deferred`` is then 24 bytes, not 32).
    @exclusivity(unchecked) private var deferredCacheEnabled = true
    /// Where a deferred node's view comes from, until it is made.
    @exclusivity(unchecked) private var deferred: Deferred?
    /// What the scene calls the view (`text`, `spacer`, `vstack`, a `--source` type…), for paths.
    @exclusivity(unchecked) public private(set) var kind: String
    @exclusivity(unchecked) public private(set) var content: Content {
        didSet {
            levelsRemembered = false
            containerRef = Self.container(of: content)
            own(oldValue)
        }
    }
    /// Whether the node's levels' sizes from its last measurement, at ``lastProposal``, are kept:
    /// by the holding storage for a node of 2 to `LevelSizes.levels` modifiers over a leaf
    /// (``LevelSizes``), by the node itself for one of one modifier (``oneLevelChild``). In the
    /// padding after ``content``.
    @exclusivity(unchecked) private var levelsRemembered = false
    /// SwiftUI's modifiers that are layouts, innermost first: made from the node's own
    /// (``secondaries`` and the values the pass applies). O(modifiers).
    public var modifiers: [ViewModifier] { layoutModifiers.map { $0.viewModifier(secondaries) } }
    /// The modifiers as the pass applies them: values without references, an overlay's or
    /// background's view kept in ``secondaries`` (docs/PERFORMANCE.md#pod-modifiers).
    @exclusivity(unchecked) private(set) var layoutModifiers: [LayoutModifier]
    /// The views of the node's overlays and backgrounds, innermost first.
    @exclusivity(unchecked) public private(set) var secondaries: [ViewNode]

    private struct Deferred {
        let source: any DeferredViews
        let index: Int
    }

    /// The frame of the content inside every modifier, in the root's coordinates.
    @exclusivity(unchecked) public private(set) var contentFrame = Rect.zero
    /// The content's size at the node's last measurement, for a node of one modifier over a leaf
    /// (and no overlay or background): current while ``levelsRemembered`` (such a node's
    /// levels are remembered here, not in its storage: docs/PERFORMANCE.md#one-level-remembered).
    @exclusivity(unchecked) private var oneLevelChild = Size.zero
    /// How many times the node was measured (its parent's calls its slot's cache did not answer).
    @exclusivity(unchecked) public private(set) var measurements = 0
    /// A `ViewThatFits`'s answers to its last proposals, with the candidate each chose (`nil`
    /// until it is first measured, and for every other node): without them each level of
    /// nested `ViewThatFits` measured its candidate twice, 2ⁿ times for n levels.
    @exclusivity(unchecked) var choices: ViewThatFitsChoices?
    /// The candidate a `ViewThatFits` chose at its last measurement (0 for any other node): kept
    /// in `choices`, so that the node has room for `oneLevelChild` in its 320 bytes.
    public var chosenCandidate: Int { choices?.chosen ?? 0 }
    /// The storage holding the node among its subviews, unretained (it retains the node), and the
    /// node's index among that storage's views: where the record of its placement is
    /// (``SubviewStorage/keptViews``). `nil` for a root's view's content, a scroll view's content, an
    /// overlay's view or a `ViewThatFits` candidate, which no storage holds.
    @exclusivity(unchecked) private var holder: Unmanaged<SubviewStorage>?

    public init(kind: String, content: Content, modifiers: [ViewModifier] = []) {
        self.kind = kind
        self.content = content
        containerRef = Self.container(of: content)
        (layoutModifiers, secondaries) = LayoutModifier.split(modifiers)
        own(nil)
    }

    /// A node of `layoutModifiers` (shared, not copied) over `secondaries` (a copy's).
    init(kind: String, content: Content, layoutModifiers: [LayoutModifier], secondaries: [ViewNode]) {
        self.kind = kind
        self.content = content
        containerRef = Self.container(of: content)
        self.layoutModifiers = layoutModifiers
        self.secondaries = secondaries
        own(nil)
    }

    deinit {
        if let c = containerRef { c._withUnsafeGuaranteedRef { disown($0) } }
    }

    /// Makes the node the owner of its content's container (whose changes are the node's
    /// placement's: ``placementChanged()``), and no longer of `old`'s.
    private func own(_ old: Content?) {
        if case let .container(c)? = old { disown(c) }
        if let c = containerRef { c._withUnsafeGuaranteedRef { $0.setOwner(.passUnretained(self)) } }
    }

    /// Makes `c` ownerless if this node owns it (a node made for its view, whose content a deferred
    /// node took, must not leave it ownerless when it is freed).
    private func disown(_ c: ViewContainer) {
        if c.storage.owner?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() { c.setOwner(nil) }
    }

    /// A node whose view `source` makes (item `index`) when the node is first measured or
    /// placed. `kind` names it until then.
    public init(deferred source: any DeferredViews, index: Int, kind: String) {
        self.kind = kind
        content = .leaf(PrimitiveView(.size(width: 0, height: 0)))
        layoutModifiers = []
        secondaries = []
        deferred = Deferred(source: source, index: index)
    }

    /// Whether the node's view exists: always, except for a deferred node not yet measured.
    public var isRealised: Bool { deferred == nil }

    /// Makes a deferred node's view (its kind, content and modifiers become the made view's).
    /// O(1) for a node that has one; else what the source takes to make the view.
    public func realise() {
        guard let d = deferred else { return }
        deferred = nil
        let made = d.source.makeView(d.index)
        kind = made.kind
        content = made.content
        layoutModifiers = made.layoutModifiers
        secondaries = made.secondaries
        if !deferredCacheEnabled { setMeasurementCacheEnabled(false) }
    }

    /// The size the node chooses for `p`: its modifiers, outermost first, over its content.
    /// O(modifiers) plus the content's cost (a container's layout over its subviews).
    public func sizeThatFits(_ p: ProposedSize) -> Size {
        if deferred != nil { realise() }
        placementChanged()
        lastProposal = p
        measurements &+= 1
        let count = layoutModifiers.count
        if count == 0 { return contentSize(p) }
        if count > 1, count <= LevelSizes.levels, let h = holder, h._withUnsafeGuaranteedRef({ $0.remembersLevels }),
            reusesPlacement, containerRef == nil, case .leaf = content
        {
            return sizeRemembering(p, count: count, in: h)
        }
        levelsRemembered = false
        if count == 1 { return sizeOneLevel(p) }
        if count > Self.levelsInline { return size(p, level: count) }
        return sizeLevelByLevel(p, count: count)
    }

    /// The size of a view of one modifier, as ``measureLevels(_:count:sizes:_:_:)`` finds it:
    /// through ``size(_:level:)`` the modifiers' array was retained and released around the
    /// content's measurement (docs/PERFORMANCE.md#one-level). O(1).
    ///
    /// Over a leaf, with no overlay or background, the content's size is kept
    /// in the node (``oneLevelChild``) for placing it at `p` without measuring the content again.
    @inline(never)
    private func sizeOneLevel(_ p: ProposedSize) -> Size {
        var proposals = InlineArray<2, ProposedSize>(repeating: .unspecified)
        var sizes = InlineArray<2, Size>(repeating: .zero)
        measureLevels(p, count: 1, sizes: 2, &proposals, &sizes)
        if reusesPlacement, containerRef == nil, secondaries.isEmpty, case .leaf = content {
            oneLevelChild = sizes[0]
            levelsRemembered = true
        }
        return sizes[1]
    }

    /// ``sizeLevelByLevel(_:count:)`` of a leaf's `count` levels (2 to `LevelSizes.levels`), the
    /// sizes kept in the holding storage `h` for placing the node at `p` without measuring again
    /// (docs/PERFORMANCE.md#levels-remembered). The same calls in the same order. O(count).
    @inline(never)
    private func sizeRemembering(_ p: ProposedSize, count: Int, in h: Unmanaged<SubviewStorage>) -> Size {
        var proposals = InlineArray<5, ProposedSize>(repeating: .unspecified)
        var sizes = InlineArray<5, Size>(repeating: .zero)
        measureLevels(p, count: count, sizes: count + 1, &proposals, &sizes)
        h._withUnsafeGuaranteedRef {
            $0.levelSizes.store(view: Int(holderSlot), views: $0.viewNodes.count, count: count) { sizes[$0] }
        }
        levelsRemembered = true
        return sizes[count]
    }

    /// ``size(_:level:)`` of all `count` levels (2 to ``levelsInline``), level by level as
    /// ``placeAfresh(in:proposal:)`` does: the recursion cost about 90 instructions a level more — a
    /// call, a closure and a copy of the modifier each (docs/PERFORMANCE.md#levels-iterated). O(count).
    @inline(never)
    private func sizeLevelByLevel(_ p: ProposedSize, count: Int) -> Size {
        var proposals = InlineArray<9, ProposedSize>(repeating: .unspecified)
        var sizes = InlineArray<9, Size>(repeating: .zero)
        measureLevels(p, count: count, sizes: count + 1, &proposals, &sizes)
        return sizes[count]
    }

    /// Each of `count` levels' proposal, inwards from `p` (`proposals[k]`: what the `k` innermost
    /// modifiers are proposed, `proposals[count] == p`), and size, outwards from the content's
    /// (`sizes[k]`: their answer) for `k < end` (`count + 1`: the outermost's too). The same calls
    /// in the same order as ``size(_:level:)``, so the same sizes bit for bit. Out of line: inlined
    /// into placing, it cost a chip's placement 50–100 instructions (its registers). O(count),
    /// `count` at most ``levelsInline``.
    @inline(never)
    private func measureLevels<let N: Int>(
        _ p: ProposedSize, count: Int, sizes end: Int, _ proposals: inout InlineArray<N, ProposedSize>,
        _ sizes: inout InlineArray<N, Size>
    ) {
        proposals[count] = p
        for k in stride(from: count, through: 1, by: -1) {
            proposals[k - 1] = layoutModifiers[k - 1].childProposal(proposals[k]) { size(.unspecified, level: k - 1) }
        }
        sizes[0] = contentSize(proposals[0])
        for k in 1..<end { sizes[k] = layoutModifiers[k - 1].size(proposal: proposals[k], child: sizes[k - 1]) }
    }

    /// The size of the node with only its `level` innermost modifiers.
    func size(_ p: ProposedSize, level k: Int) -> Size {
        if k == 0 { return contentSize(p) }
        let m = layoutModifiers[k - 1]
        let cp = m.childProposal(p) { size(.unspecified, level: k - 1) }
        return m.size(proposal: p, child: size(cp, level: k - 1))
    }

    private static func container(of content: Content) -> Unmanaged<ViewContainer>? {
        if case let .container(c) = content { return Unmanaged.passUnretained(c) }
        return nil
    }

    /// The content's size for `p`: a container's layout, a leaf's model, a scroll view's or a
    /// `ViewThatFits`'s rule. O(1) for a leaf.
    @inline(__always)
    func contentSize(_ p: ProposedSize) -> Size {
        if let c = containerRef { return c._withUnsafeGuaranteedRef { $0.sizeThatFits(p) } }
        if case let .leaf(primitive) = content { return primitive.sizeThatFits(p) }
        return composedContentSize(p)
    }

    /// ``contentSize(_:)`` of a scroll view or a `ViewThatFits`, out of line: with them inline, a
    /// leaf's measurement paid their stack frame and a copy of the whole content, about 40
    /// instructions a call (docs/PERFORMANCE.md#leaf-nodes).
    @inline(never)
    private func composedContentSize(_ p: ProposedSize) -> Size {
        switch content {
        case let .leaf(primitive):
            return primitive.sizeThatFits(p)
        case let .container(c):
            return c.sizeThatFits(p)
        case let .scrollView(h, v, inner):
            let s = inner.sizeThatFits(Self.scrollProposal(p, horizontal: h, vertical: v))
            return Size(width: p.width ?? s.width, height: p.height ?? s.height)
        case let .viewThatFits(h, v, candidates):
            let memo = choices ?? ViewThatFitsChoices()
            choices = memo
            if memo.isEnabled, let (size, chosen) = memo.answers.answer(p) {
                memo.chosen = chosen
                return size
            }
            memo.chosen = candidates.count - 1
            for (i, c) in candidates.enumerated() {
                let ideal = c.sizeThatFits(.unspecified)
                let fitsWidth = !h || p.width.map { ideal.width <= $0 } ?? true
                let fitsHeight = !v || p.height.map { ideal.height <= $0 } ?? true
                if fitsWidth && fitsHeight {
                    memo.chosen = i
                    break
                }
            }
            let size = candidates[memo.chosen].sizeThatFits(p)
            if memo.isEnabled { memo.answers.remember(p, (size, memo.chosen)) }
            return size
        }
    }

    static func scrollProposal(_ p: ProposedSize, horizontal h: Bool, vertical v: Bool) -> ProposedSize {
        ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
    }

    /// Places the node in `bounds` (its parent's frame for it) as proposed `p`: each modifier
    /// puts its child (and an overlay or background its secondary view), then the content is
    /// placed, a container's subviews by its layout. O(modifiers) plus the content's placing.
    ///
    /// A node placed again in its last frame at its last proposal keeps its frames, and its
    /// subtree's, in O(1) while nothing below it changed: a node of leaves, or of a container whose
    /// layout kept its last placement (no subview replaced, forgotten or measured since: each change
    /// below reaches every container above it, as an update's patch does) over views that all kept
    /// theirs. The views below are then not placed again: their frames, `isPlaced` and placement
    /// counts stay what the last placement left (docs/PERFORMANCE.md#kept-subtrees).
    public func place(in bounds: Rect, proposal p: ProposedSize) {
        // The kept placement alone here, the rest out of line: the check needs few registers
        // (a deferred node was never placed: it matches nothing).
        if deferred == nil, placedProposal.matches(p), frame.isIdentical(to: bounds), containerKeepsPlacement {
            isPlaced = true
            placements &+= 1
            return
        }
        placeAgain(in: bounds, proposal: p)
    }

    /// ``place(in:proposal:)`` when the last placement does not hold.
    @inline(never)
    private func placeAgain(in bounds: Rect, proposal p: ProposedSize) {
        if deferred != nil { realise() }
        placementChanged()
        isPlaced = true
        placements &+= 1
        frame = bounds
        let leaf = placeAfresh(in: bounds, proposal: p)
        let kept = leaf || containerRef?._withUnsafeGuaranteedRef { $0.keepsSubtree } == true
        placedProposal = reusesPlacement && kept && secondariesReused ? MeasurementKey(storing: p) : .empty
    }

    /// Whether placing the node again in its last frame at its last proposal would keep its frames
    /// (``place(in:proposal:)``). O(1).
    var keepsPlacement: Bool { !placedProposal.isEmpty && containerKeepsPlacement }

    /// Whether the content, a container, keeps its last placement (true for any other content).
    @inline(__always)
    private var containerKeepsPlacement: Bool {
        guard let c = containerRef else { return true }
        return c._withUnsafeGuaranteedRef { $0.keepsPlacement }
    }

    /// Whether each secondary view's placement is reused (a node of leaves itself): with a leaf
    /// for content, what the node places then depends only on its frame and proposal.
    private var secondariesReused: Bool {
        for s in secondaries where s.placedProposal.isEmpty { return false }
        return true
    }

    /// Forgets the node's last placement: placed again, it is placed afresh. O(1).
    func forgetPlacement() {
        placedProposal = .empty
        placementChanged()
    }

    /// Forgets the holding storage's record of the node's placement (``SubviewStorage/keptViews``):
    /// what the node's kept placement depends on changed — it was measured, placed afresh or
    /// forgot its placement, or its container forgot its answers or placement, or its container's
    /// storage changed. The storage asks the node again at its next placement. O(1).
    @inline(__always)
    func placementChanged() {
        if let h = holder { h._withUnsafeGuaranteedRef { $0.keptViews.forget(Int(holderSlot)) } }
    }

    /// Whether `storage` holds the node (its changes clear `storage`'s record of it). O(1).
    @inline(__always)
    func isHeld(by storage: SubviewStorage) -> Bool {
        holder?.toOpaque() == Unmanaged.passUnretained(storage).toOpaque()
    }

    /// `storage` holds the node, as its view `slot` (a storage that held it before forgets its
    /// record of it). O(1).
    func hold(by storage: SubviewStorage, slot: Int) {
        if !isHeld(by: storage) { placementChanged() }
        levelsRemembered = false
        holder = .passUnretained(storage)
        holderSlot = Int32(slot)
    }

    /// The node is `storage`'s view `slot` now, if `storage` holds it. O(1).
    func renumber(in storage: SubviewStorage, slot: Int) {
        if isHeld(by: storage) {
            holderSlot = Int32(slot)
            levelsRemembered = false
        }
    }

    /// `storage` no longer holds the node (it was replaced, or the storage is freed). O(1).
    func release(by storage: SubviewStorage) {
        if isHeld(by: storage) { holder = nil }
    }

    /// Places the node; whether its content is a leaf.
    ///
    /// A node without modifiers (a container, a text with a line limit) places its content here;
    /// its modifiers' levels are placed out of line (``placeLevelsAfresh(in:proposal:count:)``),
    /// whose set-up (a large frame for their arrays) was most of such a node's placing
    /// (docs/PERFORMANCE.md#light-frames).
    @inline(__always)
    private func placeAfresh(in bounds: Rect, proposal p: ProposedSize) -> Bool {
        let count = layoutModifiers.count
        if count == 0 {
            contentFrame = bounds
            return placeContent(in: bounds, proposal: p)
        }
        if count == 1, levelsRemembered { return placeOneLevel(in: bounds, proposal: p) }
        return placeLevelsAfresh(in: bounds, proposal: p, count: count)
    }

    /// ``placeAfresh(in:proposal:)`` of a node of one modifier that remembers its content's size
    /// (over a leaf: called only while ``levelsRemembered``). Placed at the proposal it was
    /// measured at last, its content at the size it answered then (``oneLevelChild``; a leaf's size
    /// depends on the proposal only), bit for bit: placing it re-derived the modifier's proposal
    /// and measured the leaf again, about 180 instructions in a frame sized for nine levels
    /// (docs/PERFORMANCE.md#one-level-remembered). Otherwise the level loop's. O(1).
    ///
    /// Its one level written out, not through ``placeLevels(in:count:_:)``: a second caller of
    /// ``placeSecondary(_:on:)`` (a no-op here: such a node has no secondary view) took
    /// `placeLeaf` out of `placeLevelsAfresh`'s inlining, chips +132 instructions.
    @inline(never)
    private func placeOneLevel(in bounds: Rect, proposal p: ProposedSize) -> Bool {
        guard lastProposal.isIdentical(to: p) else { return placeLevelsAfresh(in: bounds, proposal: p, count: 1) }
        let child = oneLevelChild
        contentFrame = Rect(origin: layoutModifiers[0].childOrigin(in: bounds, child: child), size: child)
        return true
    }

    /// ``placeAfresh(in:proposal:)`` of a node of `count` (≥ 1) modifiers.
    @inline(never)
    private func placeLevelsAfresh(in bounds: Rect, proposal p: ProposedSize, count: Int) -> Bool {
        if levelsRemembered, let h = holder, lastProposal.isIdentical(to: p) {
            // Measured last at `p`: each level's size is what it answered then (a leaf's sizes
            // depend on the proposal only), bit for bit.
            let sizes = h._withUnsafeGuaranteedRef { $0.levelSizes.sizes(view: Int(holderSlot)) }
            contentFrame = placeLevels(in: bounds, count: count) { sizes[$0] }
            return true
        }
        if count == 1 || count > Self.levelsInline {
            // At most one modifier, or more than the levels kept inline: each level sized from
            // the levels inside it (O(modifiers²) modifier steps).
            var rect = bounds
            var proposal = p
            for k in stride(from: count, through: 1, by: -1) {
                let m = layoutModifiers[k - 1]
                let cp = m.childProposal(proposal) { size(.unspecified, level: k - 1) }
                let cs = size(cp, level: k - 1)
                rect = Rect(origin: m.childOrigin(in: rect, child: cs), size: cs)
                proposal = cp
                placeSecondary(m, on: rect)
            }
            contentFrame = rect
            return placeContent(in: rect, proposal: proposal)
        }
        // Each level's proposal (inwards) and size (outwards, from the content's) once: O(modifiers).
        var proposals = InlineArray<9, ProposedSize>(repeating: .unspecified)
        var sizes = InlineArray<9, Size>(repeating: .zero)
        measureLevels(p, count: count, sizes: count, &proposals, &sizes)
        let rect = placeLevels(in: bounds, count: count) { sizes[$0] }
        contentFrame = rect
        return placeContent(in: rect, proposal: proposals[0])
    }

    /// Puts each level's child in its level's rect, from `bounds` inwards — level `k`'s child is
    /// `size(k - 1)` — and its overlays and backgrounds on it; returns the content's rect.
    /// O(count).
    @inline(__always)
    private func placeLevels(in bounds: Rect, count: Int, _ size: (Int) -> Size) -> Rect {
        var rect = bounds
        for k in stride(from: count, through: 1, by: -1) {
            let m = layoutModifiers[k - 1]
            let child = size(k - 1)
            rect = Rect(origin: m.childOrigin(in: rect, child: child), size: child)
            placeSecondary(m, on: rect)
        }
        return rect
    }

    /// The levels whose proposals and sizes ``place(in:proposal:)`` keeps on the stack (more
    /// modifiers than this on one view are sized level by level).
    static let levelsInline = 8

    /// Places an overlay's or background's view on `rect`, the frame of the view it modifies.
    @inline(__always)
    private func placeSecondary(_ m: LayoutModifier, on rect: Rect) {
        if m.hasSecondary { secondaries[m.secondary].placeSecondary(on: rect, m.alignment) }
    }

    /// An overlay's or background's view: proposed the primary's size, aligned on it.
    func placeSecondary(on primary: Rect, _ alignment: Alignment) {
        let p = ProposedSize(primary.size)
        if deferred == nil, containerRef == nil, layoutModifiers.isEmpty, secondaries.isEmpty,
            case let .leaf(primitive) = content
        {
            placeLeaf(primitive, on: primary, alignment, proposal: p)
            return
        }
        let s = sizeThatFits(p)
        place(in: Rect(origin: ViewModifier.aligned(s, in: primary, alignment), size: s), proposal: p)
    }

    /// ``placeSecondary(on:_:)`` of a leaf without modifiers (a shape behind a chip, a badge): its
    /// measurement and placement in one step, with their effects — the last proposal, the counts,
    /// the frames and the kept placement — as ``sizeThatFits(_:)`` then ``place(in:proposal:)``
    /// leave them. Five calls were 200 instructions a chip's background
    /// (docs/PERFORMANCE.md#leaf-secondaries). O(1).
    private func placeLeaf(
        _ primitive: PrimitiveView, on primary: Rect, _ alignment: Alignment, proposal p: ProposedSize
    ) {
        placementChanged()
        lastProposal = p
        measurements &+= 1
        let s = primitive.sizeThatFits(p)
        let bounds = Rect(origin: ViewModifier.aligned(s, in: primary, alignment), size: s)
        isPlaced = true
        placements &+= 1
        // Its holder, if any, was told at the measurement above (the general path tells it again
        // when placing afresh; nothing between records the node anew).
        if placedProposal.matches(p), frame.isIdentical(to: bounds) { return }
        frame = bounds
        contentFrame = bounds
        placedProposal = reusesPlacement ? MeasurementKey(storing: p) : .empty
    }

    /// Places the content in `rect`; whether it is a leaf (nothing to place).
    @discardableResult
    func placeContent(in rect: Rect, proposal p: ProposedSize) -> Bool {
        if let c = containerRef {
            c._withUnsafeGuaranteedRef { $0.place(in: rect, proposal: p) }
            return false
        }
        if case .leaf = content { return true }
        placeComposedContent(in: rect, proposal: p)
        return false
    }

    /// ``placeContent(in:proposal:)`` of a scroll view or a `ViewThatFits`, out of line (see
    /// ``composedContentSize(_:)``).
    @inline(never)
    private func placeComposedContent(in rect: Rect, proposal p: ProposedSize) {
        switch content {
        case .leaf:
            return
        case let .container(c):
            c.place(in: rect, proposal: p)
        case let .scrollView(h, v, inner):
            let cp = Self.scrollProposal(p, horizontal: h, vertical: v)
            let s = inner.sizeThatFits(cp)
            // Content starts at the top (leading) along a scrolled axis, centred across it.
            let x = h ? rect.minX : rect.minX + (rect.width - s.width) / 2
            let y = v ? rect.minY : rect.minY + (rect.height - s.height) / 2
            inner.place(in: Rect(x: x, y: y, width: s.width, height: s.height), proposal: cp)
        case let .viewThatFits(_, _, candidates):
            _ = contentSize(p)
            for (i, c) in candidates.enumerated() {
                if i == chosenCandidate {
                    c.place(in: rect, proposal: p)
                } else {
                    c.markUnplaced()
                }
            }
        }
    }

    func markUnplaced() {
        isPlaced = false
        // Placed again, its subtree is placed afresh (a kept placement would leave it unplaced).
        forgetPlacement()
        visitChildren { $0.markUnplaced() }
    }
}

/// Makes the views of deferred nodes (``ViewNode/init(deferred:index:kind:)``): a template's
/// copies, made as a lazy container realises them.
public protocol DeferredViews: AnyObject {
    /// The view of item `index`. It cannot throw (it is called while measuring): a source that
    /// fails records why in ``failure`` and answers an empty view.
    func makeView(_ index: Int) -> ViewNode
    /// Why making a view failed, if it did: the run reports it after the pass.
    var failure: String? { get }
}

extension ViewNode {
    /// A deferred node's copy is deferred too, from the same source.
    func deferredCopy() -> ViewNode? {
        guard let d = deferred else { return nil }
        let copy = ViewNode(deferred: d.source, index: d.index, kind: kind)
        copy.deferredCacheEnabled = deferredCacheEnabled
        return copy
    }

    /// Records the measurement cache setting of a deferred node; false when the node is made.
    func deferCacheSetting(_ on: Bool) -> Bool {
        guard deferred != nil else { return false }
        deferredCacheEnabled = on
        return true
    }
}

/// A `ViewThatFits` node's remembered answers (``ViewNode/choices``): a reference, so that a
/// node that is no `ViewThatFits` carries only a pointer.
final class ViewThatFitsChoices {
    var answers = ProposalMemo(placeholder: (Size.zero, 0))
    /// False under `--no-measure-cache`.
    var isEnabled = true
    /// The candidate chosen at the node's last measurement (``ViewNode/chosenCandidate``).
    var chosen = 0
}
