/// A container view of a tree scene: a layout (any registered one: the built-ins, a plugin, a
/// `--source` type) over subviews of its own, with its own cache (`makeCache`/`updateCache`) and
/// its own measurement cache: its answers to its last few proposals (`ProposalMemo`).
public final class ViewContainer {
    /// The container's subviews (their models, caches, frames and counters).
    public let storage: SubviewStorage
    /// The generation of ``lastPlacement`` (`.max` when there is none), beside ``storage``: the kept
    /// check (``keepsPlacement``) reads the first line of the container and of the storage only.
    @exclusivity(unchecked) private var placedGeneration = UInt64.max
    /// The layout's registered name (`vstack`, `lazy-vgrid`, …).
    public let kind: String
    public let layout: LayoutInstance
    /// The layout's parameters as the scene gave them (for writing the scene back).
    public private(set) var parameters: JSONValue?
    /// How the scene grouped the subviews (a grid's rows, a lazy grid's sections), which the
    /// layout was made with: a copy's layout is made with it too.
    public let grouping: (any SceneGrouping)?
    // Unchecked: a container belongs to one tree, used from one thread (see ``ViewNode``).
    @exclusivity(unchecked) private var answers = ProposalMemo(placeholder: Size.zero)
    /// The container's last placement, while it holds (``place(in:proposal:)``).
    @exclusivity(unchecked) private var lastPlacement: Placement? {
        didSet {
            placedGeneration = lastPlacement?.generation ?? .max
            storage.owner?._withUnsafeGuaranteedRef { $0.placementChanged() }
        }
    }

    public init(
        kind: String, layout: LayoutInstance, storage: SubviewStorage, parameters: JSONValue? = nil,
        grouping: (any SceneGrouping)? = nil
    ) {
        self.kind = kind
        self.parameters = parameters
        self.grouping = grouping
        self.layout = layout
        self.storage = storage
    }

    /// The layout's `sizeThatFits` over the container's subviews, answered from the container's
    /// cache when one of its last few proposals is asked again (and the cache is on).
    /// The layout's cache is made (or updated) on the container's first measurement.
    /// - Complexity: O(1) on a hit; the layout's cost on a miss.
    func sizeThatFits(_ p: ProposedSize) -> Size {
        let cached = storage.measurementCacheEnabled
        if cached, let s = answers.answer(p) { return s }
        // The layout measures the subviews: a view subview's last proposal may change. (Already
        // forgotten in a first layout: its owner was told when it was measured.)
        if lastPlacement != nil { lastPlacement = nil }
        let s = layout.sizeThatFits(proposal: p, of: storage)
        if cached { answers.remember(p, s) }
        return s
    }

    /// The layout's `placeSubviews` in `rect`; the subviews that are views place theirs.
    ///
    /// Placed again in the same `rect` with the same proposal, and nothing changed since (no
    /// subview replaced or re-measured, no answer forgotten: ``Placement``), the layout is not
    /// asked again: its subviews' frames are what they were, and the views among them place
    /// theirs (each by the same rule). SwiftUI does the same: "SwiftUI automatically reuses both
    /// the results of calls into the layout and the values that the layout reads from its
    /// subviews" (Apple's documentation of `Layout.makeCache(subviews:)`). Not for a lazy layout
    /// (what it realises depends on a viewport), nor without the measurement cache.
    /// - Complexity: O(view subviews) when it holds; the layout's cost otherwise.
    func place(in rect: Rect, proposal p: ProposedSize) {
        if lastPlacement?.holds(rect, p, storage.generation) == true {
            storage.placeViews()
            return
        }
        layout.placeSubviews(in: rect, proposal: p, of: storage)
        if storage.measurementCacheEnabled, layout.lazy == nil {
            lastPlacement = Placement(rect, p, storage.generation)
        }
    }

    /// Whether the container's last placement still holds as far as the container can tell: it was
    /// recorded (a non-lazy layout, the cache on) and no subview was replaced, forgotten or measured
    /// since. Placing it again in the same rect at the same proposal gives the same frames. O(1).
    var keepsPlacement: Bool { placedGeneration == storage.generation }

    /// ``keepsPlacement``, and every view among the subviews keeps its own placement: the whole
    /// subtree's frames hold. O(view subviews).
    var keepsSubtree: Bool { keepsPlacement && storage.viewsKeepPlacement }

    /// Makes `node` the view whose content the container is (`nil`: none): the owner of its
    /// storage (``SubviewStorage/owner``), told of the container's changes too.
    func setOwner(_ node: Unmanaged<ViewNode>?) { storage.owner = node }

    /// Forgets the container's answers to its last proposals, keeping its subviews' measurements:
    /// one of its subviews changed, and the others' answers still hold. O(1).
    public func forgetAnswers() {
        answers.forget()
        lastPlacement = nil
    }

    /// The same layout with new properties: the container's layout takes those of `layout` (made
    /// from `parameters` by the container's plugin), keeping its cache; its answers are forgotten.
    /// The caller calls `updateCache`, as SwiftUI does "when your layout or its subviews change"
    /// (Apple's documentation of `Layout.updateCache(_:subviews:)`). `false`, and nothing changed,
    /// unless both are of one ``ChangeableLayout`` type (``LayoutInstance/takeProperties(of:)``). O(1).
    public func changeLayout(to layout: LayoutInstance, parameters: JSONValue?) -> Bool {
        guard self.layout.takeProperties(of: layout) else { return false }
        self.parameters = parameters
        forgetAnswers()
        return true
    }

    /// Forgets the container's measurement and its subviews' (an input changed). O(subviews).
    func invalidate() {
        answers.forget()
        lastPlacement = nil
        storage.invalidateMeasurements()
    }
}

extension ViewContainer {
    /// Where and as what a container last placed its subviews, and its storage's
    /// ``SubviewStorage/generation`` then: placing again in the same bounds (bit for bit) at the
    /// same proposal (as the measurement cache compares them) gives the same frames while the
    /// generation is the same and no subview was measured since (a measurement changes the
    /// proposal a view subview is placed with: ``ViewContainer/sizeThatFits(_:)`` forgets it).
    struct Placement {
        let bounds: Rect
        let proposal: MeasurementKey
        let generation: UInt64

        init(_ bounds: Rect, _ proposal: ProposedSize, _ generation: UInt64) {
            self.bounds = bounds
            self.proposal = MeasurementKey(storing: proposal)
            self.generation = generation
        }

        /// Whether placing in `bounds` at `proposal` gives the last placement's frames. O(1).
        @inline(__always)
        func holds(_ bounds: Rect, _ proposal: ProposedSize, _ generation: UInt64) -> Bool {
            generation == self.generation && self.proposal.matches(proposal) && self.bounds.isIdentical(to: bounds)
        }
    }
}
