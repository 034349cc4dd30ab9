import GridPerfCore

/// Views made from a collection, as SwiftUI's `ForEach`: over a range, `Identifiable` elements
/// or elements identified by a key path. Each element's views are its parent's subviews.
///
/// - Complexity: O(n) views evaluated when the scene is built (outside the timed passes); in a
///   lazy container, one (element 0), the others as they are realised (``LazyForEachViews``).
///
/// Laid out as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    /// `ForEach`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// `ForEach`'s `data`. Laid out as in SwiftUI.
    public var data: Data
    /// `ForEach`'s `content`. Laid out as in SwiftUI.
    public var content: (Data.Element) -> Content
    /// Each element's identity: its views keep their state while the id does (``ViewGraph``). A
    /// closure rather than the key path: an `Identifiable` element's `id` is a witness call, where
    /// a key path's projection cost 150 instructions an element (docs/PERFORMANCE.md#foreach-ids).
    let id: (Data.Element) -> ID

    /// A view for each element, identified by the key path `id`. Laid out as in SwiftUI; inside a lazy container each
    /// element's views are made when it is first measured, as SwiftUI makes them when it needs them.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = identify
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        var items: [SceneItem] = []
        let (content, id) = (self.content, self.id)
        builder.userCodeRuns += 1
        // Counted when the body around made this ForEach afresh (a kept body's was counted then).
        if let graph = builder.graph, builder.position.enclosingBodyRan {
            graph.noteDuplicateIDs(Self.duplicates(data, id, at: builder.position.path, in: graph))
        }
        // Under the update model the content's reads of @Observable properties are watched
        // (``ViewGraph/trackingClosure(_:)``), element by element (no view it makes is evaluated
        // inside the tracking). Tracking costs about 800 instructions an element: when element 0's
        // content reads nothing, the others are taken to read nothing either (a content that reads
        // the model for some elements only is missed; `check --update` finds the stale views).
        var tracking = builder.graph
        for (k, element) in data.enumerated() {
            let view: Content
            if let graph = tracking {
                let tracked = graph.trackingClosure { content(element) }
                view = tracked.value
                if k == 0, !tracked.read { tracking = nil }
            } else {
                view = content(element)
            }
            let made = builder.items(of: view, id: AnyHashable(id(element)))
            if k == 0 {
                // In a lazy container, element 0 decides whether the others wait to be realised.
                if builder.lazyContent,
                    let lazy = LazyForEachViews.make(
                        count: data.count, first: made, builder: builder,
                        element: { builder, i in
                            let element = data[data.index(data.startIndex, offsetBy: i)]
                            let view = builder.graph?.trackingElementContent { content(element) } ?? content(element)
                            return builder.items(of: view, id: AnyHashable(id(element)))
                        })
                {
                    // Its content's reads are tracked where it runs: element 0's here, the
                    // others' as they are evaluated (``ViewGraph/trackingElementContent(_:)``).
                    if builder.graph != nil { builder.userCodeRuns -= 1 }
                    return [.lazyForEach(lazy)]
                }
                items.reserveCapacity(data.count)
            }
            items += made
        }
        return items
    }
}

extension ForEach {
    /// How many elements of `data`, the `ForEach` at `place`, repeat an earlier element's id. The
    /// ids' hash values are sorted as plain integers, in place (``InPlaceSort``: no scratch
    /// buffer, so a change's counts do not move with where the allocator puts one); only where
    /// two are equal (a repeated id, or a collision) are the ids themselves put in a `Set`.
    /// Unspecialised code pays a metadata lookup on every generic operation: a `Set<ID>` insert
    /// per element cost 180 instructions, an `AnyHashable` per element 3,000
    /// (docs/PERFORMANCE.md#foreach-ids). The same hash values in the same order as at the last
    /// evaluation of this `ForEach` (`graph` keeps them), all distinct then, are the same distinct
    /// ids — a body run again over an unchanged collection, as a store's grid at each toggle — and
    /// are not sorted (docs/PERFORMANCE.md#foreach-ids-kept).
    ///
    /// - Complexity: O(n) hash values and integer comparisons; O(n log n) when the ids changed.
    static func duplicates(
        _ data: Data, _ id: (Data.Element) -> ID, at place: [ViewGraph.Slot], in graph: ViewGraph
    ) -> Int {
        var hashes: [Int] = []
        hashes.reserveCapacity(data.count)
        // Through the elements' buffer where there is one (an array): iterating `data` itself
        // goes through unspecialised witnesses whose `subscript.read` allocates its coroutine
        // frame, a malloc and a free an element (docs/PERFORMANCE.md#foreach-ids-kept).
        let read: Void? = data.withContiguousStorageIfAvailable { elements in
            for element in elements { hashes.append(id(element).hashValue) }
        }
        if read == nil {
            for element in data { hashes.append(id(element).hashValue) }
        }
        if let i = graph.forEachIDs.index(forKey: place) {
            let last = graph.forEachIDs.values[i]
            if last.distinct, last.hashes == hashes {
                graph.forEachIDs.values[i].pass = graph.pass
                return 0
            }
        }
        // Sorted apart: the order is kept for the next evaluation's comparison.
        var sorted = hashes
        InPlaceSort.sort(&sorted, by: <)
        let distinct = !zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
        graph.forEachIDs[place] = ViewGraph.ForEachIDs(pass: graph.pass, hashes: hashes, distinct: distinct)
        guard !distinct else { return 0 }
        var ids = Set<ID>(minimumCapacity: data.count)
        var duplicates = 0
        for element in data where !ids.insert(id(element)).inserted { duplicates += 1 }
        return duplicates
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each `Identifiable` element. Laid out as in SwiftUI; inside a lazy container each element's views are
    /// made when it is first measured.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range. Laid out as in SwiftUI; inside a lazy container each element's views
    /// are made when it is first measured.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Makes a `ForEach`. Laid out as in SwiftUI.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

/// A section of a lazy grid or stack, as SwiftUI's `Section`: a header and a footer around its
/// content. Inside `LazyVGrid`/`LazyHGrid` it is a section of the scene (its header can be
/// pinned); anywhere else its views are its parent's subviews.
///
/// Laid out as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
    /// `Section`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let header: Parent?
    let content: Content
    let footer: Footer?

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        func one<V: View>(_ v: V?) -> [String: JSONValue]? {
            guard let v else { return nil }
            let views = builder.views(of: v)
            return views.isEmpty ? nil : ViewSceneBuilder.single(views, stack: "vstack")
        }
        return [.section(header: one(header), items: builder.items(of: content), footer: one(footer))]
    }
}

extension Section {
    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        self.footer = nil
    }

    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.header = nil
        self.content = content()
        self.footer = footer()
    }

    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Makes a `Section`. Laid out as in SwiftUI.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Title") { … }`: a text header.
    ///
    /// Laid out as in SwiftUI.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = nil
    }

    /// Makes a `Section`. Laid out as in SwiftUI.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = nil
    }
}
