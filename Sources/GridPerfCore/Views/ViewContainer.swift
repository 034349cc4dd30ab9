/// A container view of a tree scene: a layout (any registered one: the built-ins, a plugin, a
/// `--source` type) over subviews of its own, with its own cache (`makeCache`/`updateCache`) and
/// its own measurement cache: its answers to its last few proposals (``ProposalMemo``).
public final class ViewContainer {
    /// The layout's registered name (`vstack`, `lazy-vgrid`, …).
    public let kind: String
    public let layout: LayoutInstance
    /// The container's subviews (their models, caches, frames and counters).
    public let storage: SubviewStorage
    /// The layout's parameters as the scene gave them (for writing the scene back).
    public let parameters: JSONValue?
    /// How the scene grouped the subviews (a grid's rows, a lazy grid's sections), which the
    /// layout was made with: a copy's layout is made with it too.
    public let grouping: (any SceneGrouping)?
    // Unchecked: a container belongs to one tree, used from one thread (see ``ViewNode``).
    @exclusivity(unchecked) private var answers = ProposalMemo(placeholder: Size.zero)

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
        let s = layout.sizeThatFits(proposal: p, subviews: storage.subviews)
        if cached { answers.remember(p, s) }
        return s
    }

    /// The layout's `placeSubviews` in `rect`; the subviews that are views place theirs.
    func place(in rect: Rect, proposal p: ProposedSize) {
        layout.placeSubviews(in: rect, proposal: p, subviews: storage.subviews)
    }

    /// Forgets the container's answers to its last proposals, keeping its subviews' measurements:
    /// one of its subviews changed, and the others' answers still hold. O(1).
    public func forgetAnswers() { answers.forget() }

    /// Forgets the container's measurement and its subviews' (an input changed). O(subviews).
    func invalidate() {
        answers.forget()
        storage.invalidateMeasurements()
    }
}
