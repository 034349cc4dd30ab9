/// The leaf views of one layout, stored as a struct of contiguous arrays: item models, the
/// one-entry measurement cache (proposal → size) and the placed frames, one slot per item.
///
/// This is the hot path of every benchmark, so nothing here is an object per item: the
/// buffers are allocated once (growing geometrically on ``append(_:)``), and the
/// ``LayoutSubviews`` collections handed to layouts carry raw pointers into them, so reading
/// a model or writing a frame costs no reference counting and no copy-on-write check.
///
/// A storage is used from one thread at a time (as its layouts and view trees are), so its stored
/// properties are `@exclusivity(unchecked)`: a scroll step read `viewSlots` through a dynamic
/// exclusivity check, 76 instructions a step (docs/PERFORMANCE.md#tree-exclusivity).
public final class SubviewStorage {
    @exclusivity(unchecked) public private(set) var count: Int
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) @usableFromInline var buffers: SubviewBuffers
    /// What the storage keeps until it is freed (outgrown buffers, the nodes replaced while they
    /// are kept, the boxes of wide items): rare, so one reference (`nil` while there is none)
    /// keeps the storage in its 160-byte allocation class beside ``levelSizes``.
    @exclusivity(unchecked) private var keepsakes: Keepsakes?

    /// Whether ``LayoutSubview/sizeThatFits(_:)`` answers repeated proposals from the
    /// per-subview cache (on by default, as SwiftUI caches a view's last measurement).
    @exclusivity(unchecked) public var measurementCacheEnabled: Bool = true {
        didSet {
            generation &+= 1
            buffers.forgetPattern()
            visitViews { $0.setMeasurementCacheEnabled(measurementCacheEnabled) }
        }
    }

    /// Counts the changes to what a layout reads from these subviews or writes into them (an
    /// item replaced or appended, a measurement forgotten, the attributes or the frames set):
    /// a container's placement holds only while it is the same (``ViewContainer``).
    @exclusivity(unchecked) public private(set) var generation: UInt64 = 0 {
        didSet { owner?._withUnsafeGuaranteedRef { $0.placementChanged() } }
    }
    /// The view whose container's subviews these are (`nil` for a scene's root, and once that view
    /// is freed), unretained: a change here is a change of its placement (``ViewNode/placementChanged()``).
    @exclusivity(unchecked) var owner: Unmanaged<ViewNode>?
    /// Where each view was last placed, and whether it kept that placement (``placeViews()``).
    @exclusivity(unchecked) var keptViews = KeptViews()

    /// The indices of the items that are views of a tree (``ItemModel/view(_:)``), in order;
    /// empty for a flat scene, which then pays nothing for trees.
    @exclusivity(unchecked) public private(set) var viewSlots: [Int] = []
    /// The view nodes at ``viewSlots``, in the same order: the storage owns them (its buffers
    /// hold them unretained, see `StoredItem`).
    @exclusivity(unchecked) public private(set) var viewNodes: [ViewNode] = []
    /// The sizes the innermost modifiers of some of the views answered at their last measurement,
    /// for placing them without measuring again (``ViewNode``'s remembered levels).
    @exclusivity(unchecked) var levelSizes = LevelSizes()

    /// Whether the views remember their levels' sizes (``levelSizes``): over more views than
    /// ``KeptViews/minimumViews``, as the kept records — a card's or a row's few views would pay
    /// an allocation each for little (docs/PERFORMANCE.md#levels-remembered).
    var remembersLevels: Bool { viewNodes.count > KeptViews.minimumViews }

    /// What the subviews answer besides their size (spacing, priority, layout values), for the
    /// SwiftUI layer; `nil`: every item answers the defaults. Its arrays must hold `count` items.
    @exclusivity(unchecked) public var attributes: SubviewAttributeTable? { didSet { generation &+= 1 } }

    /// Creates storage holding `models`. O(n).
    public init<C: Collection>(_ models: C) where C.Element == ItemModel {
        count = models.count
        capacity = Swift.max(count, 1)
        buffers = SubviewBuffers(capacity: capacity)
        var i = 0
        for m in models {
            buffers.initialize(at: i, item: stored(m))
            if case let .view(node) = m { holdView(node, at: i) }
            i += 1
        }
    }

    /// Creates storage of `count` items, each made by `next` in order, without an array of
    /// the models beside the storage (a generated workload's items are drawn straight into it).
    /// O(n).
    public init(count: Int, _ next: () throws -> ItemModel) rethrows {
        precondition(count >= 0, "negative count")
        self.count = 0
        capacity = Swift.max(count, 1)
        buffers = SubviewBuffers(capacity: capacity)
        while self.count < count {
            let m = try next()
            buffers.initialize(at: self.count, item: stored(m))
            if case let .view(node) = m { holdView(node, at: self.count) }
            self.count += 1
        }
    }

    /// Creates storage holding `models`, answering `attributes` (`nil` or empty: the defaults).
    /// O(n).
    public convenience init<C: Collection>(_ models: C, attributes: SubviewAttributes?) where C.Element == ItemModel {
        self.init(models)
        if let attributes, !attributes.isEmpty { self.attributes = SubviewAttributeTable(attributes) }
    }

    deinit {
        for node in viewNodes { node.release(by: self) }
        keptViews.deallocate()
        levelSizes.deallocate()
        buffers.deallocate(count: count)
        if let keepsakes {
            for old in keepsakes.retired { old.buffers.deallocate(count: old.count) }
            for box in keepsakes.boxes { box.deallocate() }
        }
    }

    /// What a storage keeps until it is freed (``keepsakes``).
    private final class Keepsakes {
        /// Buffers outgrown by ``append(contentsOf:)``: a ``LayoutSubviews`` taken before the
        /// growth still points into them, and must read memory that is alive (holding what it held
        /// then), never freed memory. Geometric growth bounds them: together they are smaller than
        /// the current buffers.
        var retired: [(buffers: SubviewBuffers, count: Int)] = []
        /// Nodes replaced while outgrown buffers still reference them.
        var nodes: [ViewNode] = []
        /// The boxes of items too wide to store inline (``StoredItem/flexible(_:)``,
        /// ``StoredItem/boxedText(_:)``; trivial values). Generated workloads have none.
        var boxes: [UnsafeMutableRawPointer] = []
    }

    /// The storage's ``keepsakes``, made on first use.
    private func keep() -> Keepsakes {
        if let keepsakes { return keepsakes }
        let made = Keepsakes()
        keepsakes = made
        return made
    }

    /// `model` as a slot holds it, boxing what does not fit inline.
    private func stored(_ model: ItemModel) -> StoredItem {
        StoredItem(model) { byteCount, alignment in
            let box = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
            keep().boxes.append(box)
            return box
        }
    }

    /// The subviews to hand to a layout. O(1). The collection keeps this storage alive. Taken
    /// before an ``append(contentsOf:)`` that grows the storage, it still reads and writes
    /// memory that is alive — the buffers as they were — but no longer this storage's: take
    /// the subviews again after appending.
    public var subviews: LayoutSubviews {
        LayoutSubviews(
            storage: self, buffers: buffers, cacheEnabled: measurementCacheEnabled,
            range: 0..<count)
    }

    /// Work counted so far (measure calls, cache hits and misses, place calls).
    public var counters: LayoutCounters {
        get { buffers.counters.pointee }
        set { buffers.counters.pointee = newValue }
    }

    /// The item model at `index`.
    public func model(at index: Int) -> ItemModel {
        precondition(index >= 0 && index < count, "index out of range")
        return buffers.models[index].model
    }

    /// Holds `node`, the view at item `index`, after the views held so far. O(1) amortised.
    private func holdView(_ node: ViewNode, at index: Int) {
        viewSlots.append(index)
        viewNodes.append(node)
        keptViews.insert(at: keptViews.count)
        node.hold(by: self, slot: viewNodes.count - 1)
    }

    /// Tells the views from `slot` on their place among the views (one was inserted or removed
    /// before them). O(views − slot).
    private func renumberViews(from slot: Int) {
        for j in slot..<viewNodes.count { viewNodes[j].renumber(in: self, slot: j) }
    }

    /// Replaces one item's model and forgets its cached measurement. O(views): the view slots are
    /// searched, and renumbered when a view is added or removed (not when a view replaces a view).
    public func replaceModel(at index: Int, with model: ItemModel) {
        precondition(index >= 0 && index < count, "index out of range")
        generation &+= 1
        buffers.models[index] = stored(model)
        buffers.forgetPattern()
        buffers.keys[index] = .empty
        let oldSlot = viewSlots.firstIndex(of: index)
        let newNode: ViewNode?
        if case let .view(node) = model { newNode = node } else { newNode = nil }
        if let slot = oldSlot {
            let old = viewNodes[slot]
            if let node = newNode {
                // A view for a view (an update's new card): the same place among the views, none
                // renumbered (its record forgotten here, and again when the new view is measured).
                viewNodes[slot] = node
                keptViews.forget(slot)
                old.release(by: self)
                node.hold(by: self, slot: slot)
            } else {
                viewNodes.remove(at: slot)
                viewSlots.remove(at: slot)
                keptViews.remove(at: slot)
                old.release(by: self)
                renumberViews(from: slot)
            }
            if let keepsakes, !keepsakes.retired.isEmpty { keepsakes.nodes.append(old) }
        } else if let node = newNode {
            let slot = viewSlots.firstIndex { $0 > index } ?? viewSlots.endIndex
            viewSlots.insert(index, at: slot)
            viewNodes.insert(node, at: slot)
            keptViews.insert(at: slot)
            node.hold(by: self, slot: slot)
            renumberViews(from: slot + 1)
        }
    }

    /// Forgets one item's cached measurement (its view changed inside). O(1).
    public func forgetMeasurement(at index: Int) {
        precondition(index >= 0 && index < count, "index out of range")
        generation &+= 1
        buffers.forgetPattern()
        buffers.keys[index] = .empty
    }

    /// Appends items, growing the buffers geometrically. Amortised O(1) per item.
    public func append<C: Collection>(contentsOf models: C) where C.Element == ItemModel {
        let needed = count + models.count
        generation &+= 1
        buffers.forgetPattern()
        if needed > capacity {
            let newCapacity = Swift.max(needed, capacity * 2)
            let grown = SubviewBuffers(capacity: newCapacity)
            grown.copyContents(from: buffers, count: count)
            keep().retired.append((buffers, count))
            buffers = grown
            capacity = newCapacity
        }
        for m in models {
            buffers.initialize(at: count, item: stored(m))
            if case let .view(node) = m { holdView(node, at: count) }
            count += 1
        }
    }

    /// Appends one item. Amortised O(1).
    public func append(_ model: ItemModel) { append(contentsOf: CollectionOfOne(model)) }

    /// Forgets every cached measurement. O(n).
    public func invalidateMeasurements() {
        generation &+= 1
        buffers.forgetPattern()
        keptViews.forgetAll()
        for i in 0..<count { buffers.keys[i] = .empty }
        visitViews {
            $0.container?.invalidate()
            $0.choices?.answers.forget()
        }
    }

    /// The frame recorded by the last `place` call of item `index` (`Rect.zero` before any).
    public func frame(at index: Int) -> Rect {
        precondition(index >= 0 && index < count, "index out of range")
        return buffers.frames[index]
    }

    /// All recorded frames, in item order. O(n).
    public var frames: [Rect] { Array(UnsafeBufferPointer(start: buffers.frames, count: count)) }

    /// Calls `body` with the recorded frames, without copying them.
    public func withFrames<R>(_ body: (UnsafeBufferPointer<Rect>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: buffers.frames, count: count))
    }

    /// Sets every recorded frame to `frame` (a marker that no `place` call writes, to find the
    /// subviews a pass leaves unplaced). O(n).
    public func resetFrames(to frame: Rect) {
        generation &+= 1
        buffers.frames.update(repeating: frame, count: count)
    }

    /// Checks the storage's internal consistency; for tests. O(n).
    public func _checkInvariants() {
        precondition(count <= capacity, "count exceeds capacity")
        let pattern = buffers.pattern.pointee
        if pattern.period > 0, let keys = pattern.keys {
            for i in 0..<count {
                let key = buffers.keys[i], expected = keys[i % pattern.period]
                precondition(
                    key.width == expected.width && key.height == expected.height,
                    "item \(i)'s measurement is not the one its pattern says")
            }
        }
        for i in 0..<count {
            let key = buffers.keys[i]
            if !key.isEmpty, measurementCacheEnabled {
                precondition(
                    buffers.values[i] == buffers.models[i].sizeThatFits(key.proposal),
                    "stale measurement cached for item \(i)")
            }
        }
    }
}

/// Raw pointers into a ``SubviewStorage``'s arrays. A trivial value: copying it costs nothing.
@usableFromInline
struct SubviewBuffers {
    @usableFromInline let models: UnsafeMutablePointer<StoredItem>
    @usableFromInline let keys: UnsafeMutablePointer<MeasurementKey>
    @usableFromInline let values: UnsafeMutablePointer<Size>
    @usableFromInline let frames: UnsafeMutablePointer<Rect>
    @usableFromInline let counters: UnsafeMutablePointer<LayoutCounters>
    /// The proposals every slot of these buffers answers, when a pattern of them is known
    /// (``MeasuredPattern``; docs/PERFORMANCE.md#uniform-sizes): kept in the 16 bytes before
    /// `keys`, in the keys' allocation, so that a miss, which writes a key, forgets it with one
    /// store beside that key's address (no pointer of its own to load), and a storage allocates
    /// nothing more for it.
    @inlinable var pattern: UnsafeMutablePointer<MeasuredPattern> {
        (UnsafeMutableRawPointer(keys) - MemoryLayout<MeasuredPattern>.stride).assumingMemoryBound(
            to: MeasuredPattern.self)
    }

    init(capacity: Int) {
        models = .allocate(capacity: capacity)
        // The pattern, then the keys: one allocation (both 16-byte strides, 8-byte aligned).
        let stride = MemoryLayout<MeasurementKey>.stride
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<MeasuredPattern>.stride + capacity * stride,
            alignment: Swift.max(MemoryLayout<MeasuredPattern>.alignment, MemoryLayout<MeasurementKey>.alignment))
        block.initializeMemory(as: MeasuredPattern.self, repeating: MeasuredPattern(), count: 1)
        keys = (block + MemoryLayout<MeasuredPattern>.stride).bindMemory(to: MeasurementKey.self, capacity: capacity)
        values = .allocate(capacity: capacity)
        frames = .allocate(capacity: capacity)
        counters = .allocate(capacity: 1)
        counters.initialize(to: LayoutCounters())
    }

    /// Forgets the proposals every slot answered (``pattern``): a slot's key is about to change.
    /// One store. O(1).
    @inlinable @inline(__always)
    func forgetPattern() { pattern.pointee.forget() }

    /// Item `index`'s size for `proposal`, asked of its model and remembered: a cache miss,
    /// out of line (``LayoutSubview/sizeThatFits(_:tally:missOutOfLine:)``). O(1) for a leaf.
    @usableFromInline @inline(never)
    func measure(_ index: Int, _ proposal: ProposedSize) -> Size {
        let size = models[index].sizeThatFits(proposal)
        forgetPattern()
        keys[index] = MeasurementKey(storing: proposal)
        values[index] = size
        return size
    }

    func initialize(at i: Int, item: StoredItem) {
        (models + i).initialize(to: item)
        (keys + i).initialize(to: .empty)
        (values + i).initialize(to: .zero)
        (frames + i).initialize(to: .zero)
    }

    /// Copies the first `count` slots of `other` (which stays valid) into these buffers.
    func copyContents(from other: SubviewBuffers, count: Int) {
        models.initialize(from: other.models, count: count)
        keys.initialize(from: other.keys, count: count)
        values.initialize(from: other.values, count: count)
        frames.initialize(from: other.frames, count: count)
        counters.pointee = other.counters.pointee
    }

    func deallocate(count: Int) {
        models.deallocate()
        pattern.pointee.deallocate()
        UnsafeMutableRawPointer(pattern).deallocate()  // the block holding the keys too
        values.deallocate()
        frames.deallocate()
        counters.deallocate()
    }
}
