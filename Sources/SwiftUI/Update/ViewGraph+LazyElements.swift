import Observation

/// What a lazy `ForEach`'s elements made, kept from one evaluation to the next: a state change
/// that ran no body around the `ForEach` leaves its data and its content as they were, so an
/// element none of whose views has a reason to run shows the views it showed — SwiftUI updates
/// the one cell whose dependency changed, not every cell on screen ("Demystify SwiftUI
/// performance", WWDC23: a view whose inputs did not change is not updated).
extension ViewGraph {
    /// One lazy `ForEach`'s elements as their last evaluation left them.
    final class LazyElements {
        /// The last pass whose evaluation met the `ForEach`.
        @exclusivity(unchecked) var pass = 0
        /// By element, what its last evaluation left (``Element``). Only an element whose
        /// evaluation ran none of the user's code outside a body, met no lazy `ForEach` and no
        /// repeated id (what ``Node/reusable`` asks of a view) has an entry; an element without
        /// one is evaluated again.
        @exclusivity(unchecked) var elements: [Int: Element] = [:]
    }

    /// One element's last evaluation: the pass that last evaluated or kept it, the views at its
    /// top, and whether an `@Observable` property it read changed since — the `ForEach`'s
    /// content reads the element's model itself (`ForEach(rows) { Text($0.title) }`), where no
    /// body's tracking sees it. A class: kept in place at each pass, with no copy of its views.
    final class Element: @unchecked Sendable {
        // Observation calls `onChange` on the thread that changed the property: gridperf changes
        // state and evaluates views on one thread.
        @exclusivity(unchecked) var pass: Int
        @exclusivity(unchecked) var tops: [Node] = []
        @exclusivity(unchecked) var changed = false

        init(pass: Int) { self.pass = pass }
    }

    /// The elements of the lazy `ForEach` at `path`, met by the pass under way; forgotten when
    /// `remade` (a body around the `ForEach` ran: its data or its content may differ). `nil` when
    /// every body runs (`check --update`). O(path).
    func lazyElements(at path: [Slot], remade: Bool) -> LazyElements? {
        guard !runsEveryBody else { return nil }
        let elements: LazyElements
        if let known = lazyElementsByPlace[path] {
            elements = known
        } else {
            elements = LazyElements()
            lazyElementsByPlace[path] = elements
        }
        if remade { elements.elements.removeAll() }
        elements.pass = pass
        return elements
    }

    /// Keeps element `index` of `lazy` as the pass before showed it, when it may be: it was
    /// evaluated or kept in that pass, a body around its `ForEach` did not run since, and none of
    /// its views (those at its top, and every view below them) has a reason to run or was
    /// evaluated in this pass already (element 0, made with the `ForEach`, may have been shown
    /// again whole). Its views are then counted kept, as their evaluation would count them.
    /// O(views kept).
    func keep(_ index: Int, of lazy: LazyElements) -> Bool {
        guard !runsEveryBody, let element = lazy.elements[index], element.pass == pass - 1, !element.changed,
            element.tops.allSatisfy({ node in
                (node.seen == pass - 1 || node.shownWhole == pass) && node.causes.isEmpty && !node.pendingBelow
                    && node.reusable
            })
        else { return false }
        keep(element.tops)
        element.pass = pass
        return true
    }

    /// Runs `evaluate` (element `index`'s evaluation by `builder`), noting the views at its top
    /// for ``keep(_:of:)`` when the evaluation may be shown again. O(1) more than `evaluate`.
    func evaluating<R>(_ index: Int, of lazy: LazyElements, in builder: ViewSceneBuilder, _ evaluate: () -> R) -> R {
        let outer = (elementTops, evaluatingElement)
        let before = (record.duplicateIdentities, builder.lazyViews.count, builder.userCodeRuns)
        let element = Element(pass: pass)
        elementTops = []
        evaluatingElement = element
        defer { (elementTops, evaluatingElement) = outer }
        let value = evaluate()
        let reusable = before == (record.duplicateIdentities, builder.lazyViews.count, builder.userCodeRuns)
        element.tops = elementTops ?? []
        lazy.elements[index] = reusable ? element : nil
        return value
    }

    /// Runs `make`, the `ForEach`'s content for the element being evaluated, with its reads of
    /// `@Observable` properties tracked for the element (``Element/changed``); the views it makes
    /// are evaluated after, each tracking its own body. Outside an element's evaluation, `make`
    /// runs untracked. O(1) more than `make`.
    func trackingElementContent<T>(_ make: () -> T) -> T {
        guard let element = evaluatingElement else { return make() }
        evaluatingElement = nil
        // The `onChange` argument is an autoclosure: evaluated only when `make` read something.
        return withObservationTracking(make, onChange: { [weak element] in element?.changed = true })
    }

    /// Forgets the lazy `ForEach`s the pass under way did not meet, and the elements it did not
    /// evaluate or keep (their views left the graph). O(elements kept).
    func forgetUnusedLazyElements() {
        if lazyElementsByPlace.values.contains(where: { $0.pass != pass }) {
            lazyElementsByPlace = lazyElementsByPlace.filter { $0.value.pass == pass }
        }
        for lazy in lazyElementsByPlace.values where lazy.elements.values.contains(where: { $0.pass != pass }) {
            lazy.elements = lazy.elements.filter { $0.value.pass == pass }
        }
    }
}
