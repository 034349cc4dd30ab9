import Foundation
import GridPerfCore
import GridPerfHarness
import Observation
import SwiftUI
import Testing

// The classic three ways to hand a grid its data, each toggling one row's favourite. Every
// expected count below is derived by hand from SwiftUI's published rules, named at each test:
// - Apple's documentation of `ObservableObject`/`ObservedObject`: a view that observes an object
//   updates when the object's `objectWillChange` fires, whichever `@Published` property changed;
// - "Demystify SwiftUI performance" (WWDC23): a body runs when its view's dependencies (its
//   stored inputs, its dynamic properties) change; a child whose inputs are equal is not updated;
// - "Discover Observation in SwiftUI" (WWDC23): a body depends only on the `@Observable`
//   properties it read; changing another property updates nothing;
// - "Demystify SwiftUI" (WWDC21): identity is structure plus explicit ids (`ForEach`, `.id(_:)`);
//   a new id is a new view, the old one's lifetime ends.

struct UpdateFilm: Identifiable, Equatable {
    let id: Int
    var title: String
    var isFavorite = false
}

/// An `ObservableObject` store.
final class UpdateStore: ObservableObject {
    @Published var films: [UpdateFilm]
    init(count: Int) { films = (0..<count).map { UpdateFilm(id: $0, title: "Film \($0)") } }
}

/// Every row observes the store and looks its film up.
struct StoreObservedGrid: View {
    @ObservedObject var store: UpdateStore
    var body: some View {
        VStack(spacing: 0) { ForEach(store.films) { film in StoreObservedRow(store: store, id: film.id) } }
    }
}

struct StoreObservedRow: View {
    @ObservedObject var store: UpdateStore
    let id: Int
    var body: some View {
        let film = store.films[id]
        HStack {
            Text(film.title)
            Image(systemName: film.isFavorite ? "heart.fill" : "heart")
        }
    }
}

/// `StoreObservedGrid` with each row padded: the grid's output holds each row's views inside the
/// padding it adds.
struct PaddedStoreObservedGrid: View {
    @ObservedObject var store: UpdateStore
    var body: some View {
        VStack(spacing: 0) { ForEach(store.films) { film in StoreObservedRow(store: store, id: film.id).padding(4) } }
    }
}

/// `StoreObservedGrid` in a scroll view's `LazyVStack`: only the rows on screen have bodies.
struct StoreObservedLazyGrid: View {
    @ObservedObject var store: UpdateStore
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) { ForEach(store.films) { film in StoreObservedRow(store: store, id: film.id) } }
        }
    }
}

/// The grid observes the store; each row is given its film's value.
struct StoreValuesGrid: View {
    @ObservedObject var store: UpdateStore
    var body: some View {
        VStack(spacing: 0) { ForEach(store.films) { film in ValueRow(film: film) } }
    }
}

struct ValueRow: View {
    let film: UpdateFilm
    var body: some View {
        HStack {
            Text(film.title)
            Image(systemName: film.isFavorite ? "heart.fill" : "heart")
        }
    }
}

/// `@Observable` items in an `@Observable` library.
@Observable final class ObservableFilm: Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
    /// A property no body reads.
    var playCount = 0
    init(id: Int) {
        self.id = id
        title = "Film \(id)"
    }
}

@Observable final class ObservableLibrary {
    var films: [ObservableFilm]
    init(count: Int) { films = (0..<count).map(ObservableFilm.init(id:)) }
}

struct ObservableFilmList: View {
    let library: ObservableLibrary
    var body: some View {
        VStack(spacing: 0) { ForEach(library.films) { film in ObservableRow(film: film) } }
    }
}

struct ObservableRow: View {
    let film: ObservableFilm
    var body: some View {
        HStack {
            Text(film.title)
            Image(systemName: film.isFavorite ? "heart.fill" : "heart")
        }
    }
}

/// The films held by the root itself, as an array; each row given a closure as well.
struct RootHeldFilmList: View {
    let films: [ObservableFilm]
    var body: some View {
        VStack(spacing: 0) { ForEach(films) { film in ClosureRow(film: film, onTap: { film.playCount += 1 }) } }
    }
}

struct ClosureRow: View {
    let film: ObservableFilm
    let onTap: () -> Void
    var body: some View {
        HStack {
            Text(film.title)
            Image(systemName: film.isFavorite ? "heart.fill" : "heart")
        }
    }
}

@Suite struct UpdateTests {
    /// The root holds the array and each row a closure (which cannot be compared: a view given one
    /// by a body that ran has new inputs). Toggling film 3 runs row 3 alone: nothing above the root
    /// runs, so nothing gives the root new inputs, and the root's body did not run, so no row is
    /// given a new value to compare (SwiftUI compares a child's inputs only when its parent's body
    /// ran, "Demystify SwiftUI performance", WWDC23). 1 body; the root and the 999 other rows kept.
    @Test func aRootHoldingItsItemsRunsOnlyTheRowThatReadTheChange() {
        let films = (0..<1_000).map(ObservableFilm.init(id:))
        let updates = ViewUpdates(RootHeldFilmList(films: films), width: 390, height: 844)
        #expect(updates.finish().bodies == 1 + 1_000)
        updates.step { films[3].isFavorite.toggle() }
        let step = updates.finish()
        #expect(step.bodies == 1)
        #expect(step.causes == ["an @Observable property its body read": ["ClosureRow": 1]])
        #expect(step.kept == 1 + 1_000 - 1)
    }

    /// The first evaluation runs every body once, each inserted: the grid and its 1,000 rows.
    @Test func theFirstEvaluationInsertsEveryView() {
        let updates = ViewUpdates(StoreValuesGrid(store: UpdateStore(count: 1_000)), width: 390, height: 844)
        let first = updates.finish()
        #expect(first.bodies == 1 + 1_000)
        #expect(first.inserted == 1_001)
        #expect(first.causes["inserted (a new identity)"]?["ValueRow"] == 1_000)
        #expect(first.removed == 0)
    }

    /// An `ObservableObject` read by every row: the toggle sends `objectWillChange`, and every view
    /// observing the store runs — the grid and all 1,000 rows — although one row's output changed:
    /// 1,000 bodies made what they made before, the 999 other rows and the grid, whose own output
    /// (a `VStack` of the same 1,000 rows, each standing for its body's views) is what it was —
    /// a body returns its child views as values, their bodies are theirs ("Demystify SwiftUI
    /// performance", WWDC23), as in the lazy screen below.
    @Test func anObservableObjectReadByEveryRowRunsEveryRow() {
        let store = UpdateStore(count: 1_000)
        let updates = ViewUpdates(StoreObservedGrid(store: store), width: 390, height: 844)
        updates.finish()
        updates.step { store.films[3].isFavorite.toggle() }
        let step = updates.finish()
        #expect(step.bodies == 1 + 1_000)
        #expect(step.bodiesByType == ["StoreObservedGrid": 1, "StoreObservedRow": 1_000])
        #expect(step.causes["UpdateStore.objectWillChange (@ObservedObject store)"]?["StoreObservedRow"] == 1_000)
        #expect(step.sameOutput == 1_000)
        #expect(step.inserted == 0 && step.removed == 0)
        // The same with each row wrapped in the grid's padding: the grid's own output is still
        // the same (the padding's, around each row standing for its views).
        let padded = UpdateStore(count: 1_000)
        let wrapped = ViewUpdates(PaddedStoreObservedGrid(store: padded), width: 390, height: 844)
        wrapped.finish()
        wrapped.step { padded.films[3].isFavorite.toggle() }
        let paddedStep = wrapped.finish()
        #expect(paddedStep.bodies == 1 + 1_000 && paddedStep.sameOutput == 1_000)
    }

    /// The same store read by the rows of a `LazyVStack` in the window (390 × 844): a row is an
    /// `HStack` of a text (one line, 17) and a symbol image (20 × 20), 20 tall, rows 0 apart, at
    /// 0, 20, …, 840 < 844: 43 rows realised. The toggle of film 3 runs the grid and the 43 rows
    /// (44 bodies); all but row 3 made the same output (43), the grid's own output counted as the
    /// eager screen's is: one definition of "same output" for both.
    @Test func theSameOutputCountsAlikeEagerAndLazy() throws {
        let store = UpdateStore(count: 1_000)
        let updates = ViewUpdates(StoreObservedLazyGrid(store: store), width: 390, height: 844)
        let screen = UpdateScreen(registry: .builtIn, path: "lazy.json", viewport: Size(width: 390, height: 844))
        _ = try screen.show(updates.scene)
        #expect(updates.finish().bodies == 1 + 43)
        updates.step { store.films[3].isFavorite.toggle() }
        _ = try screen.show(updates.scene)
        let step = updates.finish()
        #expect(step.bodiesByType == ["StoreObservedLazyGrid": 1, "StoreObservedRow": 43])
        #expect(step.sameOutput == 43)
    }

    /// Values passed down: the grid observes the store and runs; its new `ForEach` gives row 3 a
    /// different film and the other 999 the same one, so one row runs: 2 bodies, 999 rows kept.
    @Test func valuesPassedDownRunTheOneRowWhoseValueChanged() {
        let store = UpdateStore(count: 1_000)
        let updates = ViewUpdates(StoreValuesGrid(store: store), width: 390, height: 844)
        updates.finish()
        updates.step { store.films[3].isFavorite.toggle() }
        let step = updates.finish()
        #expect(step.bodies == 2)
        #expect(step.causes["new inputs from StoreValuesGrid's body"] == ["ValueRow": 1])
        #expect(step.kept == 999)
    }

    /// `@Observable` items: only row 3's body read `films[3].isFavorite`; the grid read
    /// `library.films`, which did not change. One body.
    @Test func anObservableItemRunsOnlyTheRowThatReadIt() {
        let library = ObservableLibrary(count: 1_000)
        let updates = ViewUpdates(ObservableFilmList(library: library), width: 390, height: 844)
        updates.finish()
        updates.step { library.films[3].isFavorite.toggle() }
        let step = updates.finish()
        #expect(step.bodies == 1)
        #expect(step.causes == ["an @Observable property its body read": ["ObservableRow": 1]])
        #expect(step.kept == 1 + 1_000 - 1)
    }

    /// An `@Observable` property no body read: nothing runs.
    @Test func anUnreadObservablePropertyRunsNoBody() {
        let library = ObservableLibrary(count: 100)
        let updates = ViewUpdates(ObservableFilmList(library: library), width: 390, height: 844)
        updates.finish()
        updates.step { library.films[3].playCount += 1 }
        #expect(updates.finish().bodies == 0)
    }

    /// A body that ran is tracked afresh: toggling row 3 twice runs it twice, once a step.
    @Test func aRowThatRanIsTrackedAgain() {
        let library = ObservableLibrary(count: 10)
        let updates = ViewUpdates(ObservableFilmList(library: library), width: 390, height: 844)
        updates.finish()
        for _ in 0..<2 {
            updates.step { library.films[3].isFavorite.toggle() }
            #expect(updates.finish().bodies == 1)
        }
    }
}

/// Tags whose ids move by an offset.
@Observable final class TagModel {
    var offset = 0
    var count = 10
}

struct TagList: View {
    let model: TagModel
    var body: some View {
        VStack { ForEach(model.offset..<(model.offset + model.count), id: \.self) { TagView(number: $0) } }
    }
}

struct TagView: View {
    let number: Int
    var body: some View { Text("#\(number)") }
}

/// A badge given a new id each time its parent's body runs, or a stable one.
@Observable final class Counter { var value = 0 }

struct BadgeHolder: View {
    let counter: Counter
    let fresh: Bool
    var body: some View {
        VStack {
            Text("\(counter.value)")
            if fresh { Badge().id(UUID()) } else { Badge().id("badge") }
        }
    }
}

struct Badge: View {
    @State private var taps = 0
    var body: some View { Text("taps \(taps)") }
}

@Suite struct IdentityUpdateTests {
    /// `ForEach` over 10..<20 after 0..<10 ... moved by 5: ids 5…9 are kept (same id, same
    /// number: not run), 10…14 are inserted and 0…4 removed; the list's body ran (it read
    /// `offset`): 1 + 5 bodies.
    @Test func idsThatChangeAreRemovalsAndInsertions() {
        let model = TagModel()
        let updates = ViewUpdates(TagList(model: model), width: 390, height: 844)
        #expect(updates.finish().inserted == 1 + 10)
        updates.step { model.offset = 5 }
        let step = updates.finish()
        #expect(step.inserted == 5)
        #expect(step.removed == 5)
        #expect(step.bodies == 1 + 5)
        #expect(step.kept == 5)
    }

    /// `.id(UUID())` in a body: each run of the body makes a new identity — the badge is removed
    /// and inserted at every step (its state made afresh); with a stable id it is kept.
    @Test func aNewUUIDEachBodyIsANewViewEachTime() {
        for fresh in [true, false] {
            let counter = Counter()
            let updates = ViewUpdates(BadgeHolder(counter: counter, fresh: fresh), width: 390, height: 844)
            updates.finish()
            for _ in 0..<3 {
                updates.step { counter.value += 1 }
                let step = updates.finish()
                #expect(step.inserted == (fresh ? 1 : 0))
                #expect(step.removed == (fresh ? 1 : 0))
                #expect(step.bodies == (fresh ? 2 : 1))
            }
        }
    }

    /// `ForEach(…, id: \.self)` over values with duplicates: 3 elements share an earlier one's id.
    @Test func duplicateIDsAreCounted() {
        struct Words: View {
            var body: some View { VStack { ForEach(["a", "b", "a", "c", "b", "a"], id: \.self) { Text($0) } } }
        }
        let updates = ViewUpdates(Words(), width: 390, height: 844)
        #expect(updates.finish().duplicateIdentities == 3)
    }

    /// Ids whose hash values all collide are not duplicates: 5 distinct ids of one hash value count
    /// 0, and with one repeated, 1 (the count compares the ids, not only their hashes).
    @Test func collidingHashesAreNotDuplicates() {
        struct Clash: Hashable {
            let value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        struct Rows: View {
            let values: [Int]
            var body: some View { VStack { ForEach(values, id: \.self) { Text("\($0)") } } }
        }
        struct ClashRows: View {
            let values: [Int]
            var body: some View { VStack { ForEach(values.map(Clash.init), id: \.self) { Text("\($0.value)") } } }
        }
        #expect(
            ViewUpdates(ClashRows(values: [1, 2, 3, 4, 5]), width: 390, height: 844).finish().duplicateIdentities == 0)
        #expect(
            ViewUpdates(ClashRows(values: [1, 2, 3, 2, 5]), width: 390, height: 844).finish().duplicateIdentities == 1)
        #expect(ViewUpdates(Rows(values: [7, 8, 9]), width: 390, height: 844).finish().duplicateIdentities == 0)
    }

    /// A `ForEach` evaluated again keeps its last ids' hash values (not sorted again when they are
    /// the same): the count still follows the ids at each change — distinct (0), one repeated
    /// (1), distinct again (0), the same again (0) — and ids whose hashes all collide are compared
    /// themselves every time (the same hash values in the same order are not the same ids).
    @Test func duplicateIDsAreCountedAtEachChange() {
        final class Values: ObservableObject {
            @Published var words: [String]
            @Published var clashing: [Int]
            init() { (words, clashing) = (["a", "b", "c"], [1, 2, 3]) }
        }
        struct Clash: Hashable {
            let value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        struct Lists: View {
            @ObservedObject var values: Values
            var body: some View {
                VStack {
                    ForEach(values.words, id: \.self) { Text($0) }
                    ForEach(values.clashing.map(Clash.init), id: \.self) { Text("\($0.value)") }
                }
            }
        }
        let values = Values()
        let updates = ViewUpdates(Lists(values: values), width: 390, height: 844)
        #expect(updates.finish().duplicateIdentities == 0)
        let changes: [(words: [String], clashing: [Int], duplicates: Int)] = [
            (["a", "b", "a"], [1, 2, 3], 1), (["a", "b", "c"], [1, 2, 3], 0), (["a", "b", "c"], [1, 2, 3], 0),
            (["a", "b", "c"], [1, 2, 2], 1), (["a", "b", "c"], [1, 2, 3], 0), (["a", "a", "a"], [3, 3, 3], 4),
        ]
        for change in changes {
            updates.step { (values.words, values.clashing) = (change.words, change.clashing) }
            #expect(updates.finish().duplicateIdentities == change.duplicates)
        }
    }

    /// The ids kept for each `ForEach` are bounded: 300 rows each holding a `ForEach` of two tags,
    /// and the list's own, are 301 `ForEach`s made by the first pass (all kept: the bound, 256, is
    /// checked as a pass ends, 301 > 256 — the first pass's are all of this pass). Cut to 3 rows,
    /// the list's body runs and the 3 rows are kept (the same inputs: their bodies, and their
    /// `ForEach`s, are not made again): only the list's `ForEach` was made by that pass, 1 kept.
    @Test func theIDsKeptForEachForEachAreBounded() {
        final class Model: ObservableObject {
            @Published var rows = 300
        }
        struct Row: View {
            let index: Int
            var body: some View { HStack { ForEach(["a", "b"], id: \.self) { Text("\(index)\($0)") } } }
        }
        struct List300: View {
            @ObservedObject var model: Model
            var body: some View { VStack { ForEach(0..<model.rows, id: \.self) { Row(index: $0) } } }
        }
        let model = Model()
        let updates = ViewUpdates(List300(model: model), width: 390, height: 844)
        updates.finish()
        #expect(updates.graph.forEachIDCount == 301)
        updates.step { model.rows = 3 }
        let step = updates.finish()
        #expect(step.bodies == 1 && step.removed == 297)
        #expect(updates.graph.forEachIDCount == 1)
    }

    /// `@State` lives with the identity: a parent that runs again makes a new value of its child,
    /// whose state is still the first one's.
    @Test func stateSurvivesTheParentsBody() {
        final class Holder { var binding: Binding<Int>? }
        let holder = Holder()
        struct Child: View {
            @State var count = 0
            let holder: Holder
            let label: Int
            var body: some View {
                let _ = { holder.binding = $count }()
                Text("\(label): \(count)")
            }
        }
        struct Parent: View {
            let counter: Counter
            let holder: Holder
            var body: some View { Child(holder: holder, label: counter.value) }
        }
        let counter = Counter()
        let updates = ViewUpdates(Parent(counter: counter, holder: holder), width: 390, height: 844)
        updates.finish()
        // Setting the child's state runs the child only.
        updates.step { holder.binding?.wrappedValue = 7 }
        let set = updates.finish()
        #expect(set.causes == ["@State count set": ["Child": 1]])
        // The parent runs and gives a new label: the child runs with its state kept (7).
        updates.step { counter.value = 1 }
        #expect(updates.finish().bodies == 2)
        #expect(holder.binding?.wrappedValue == 7)
    }
}

/// Films in plain classes, which SwiftUI does not watch, and a store whose favourites are not
/// `@Published`.
final class PlainFilm: Identifiable {
    let id: Int
    var isFavorite = false
    init(id: Int) { self.id = id }
}

struct PlainFilmList: View {
    let films: [PlainFilm]
    var body: some View { VStack(spacing: 0) { ForEach(films) { film in PlainRow(film: film) } } }
}

struct PlainRow: View {
    let film: PlainFilm
    var body: some View { Image(systemName: film.isFavorite ? "heart.fill" : "heart") }
}

final class UnpublishedStore: ObservableObject {
    /// Not `@Published`: changing it sends no `objectWillChange`.
    var favourites: Set<Int> = []
}

struct UnpublishedList: View {
    @ObservedObject var store: UnpublishedStore
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<10, id: \.self) { id in UnpublishedRow(store: store, id: id) } }
    }
}

struct UnpublishedRow: View {
    @ObservedObject var store: UnpublishedStore
    let id: Int
    var body: some View { Image(systemName: store.favourites.contains(id) ? "heart.fill" : "heart") }
}

/// `check --update`'s pass (``ViewGraph/runsEveryBody``): the same state evaluated again with
/// every body run finds the views whose kept body was out of date. SwiftUI runs no body for a
/// change it does not watch — a plain class's property, or an `ObservableObject` property that is
/// not `@Published` (Apple's documentation of `ObservableObject`: "By default an
/// ObservableObject synthesizes an objectWillChange publisher that emits the changed value
/// before any of its @Published properties changes") — so the row keeps its old heart.
@Suite struct StaleViewTests {
    /// A plain class toggled: the change runs 0 bodies; the checking pass runs the list and its 10
    /// rows, and exactly row 3 makes another image: 1 stale `PlainRow` (the list's output differs
    /// only through it, so it is not counted).
    @Test func aPlainClassLeavesTheRowThatReadItStale() {
        let films = (0..<10).map(PlainFilm.init(id:))
        let updates = ViewUpdates(PlainFilmList(films: films), width: 390, height: 844)
        updates.finish()
        updates.step { films[3].isFavorite.toggle() }
        #expect(updates.finish().bodies == 0)
        updates.graph.runsEveryBody = true
        updates.step {}
        let checked = updates.finish()
        #expect(checked.bodies == 1 + 10)
        #expect(checked.stale == ["PlainRow": 1])
        #expect(checked.staleViews == 1)
        // Run again, the rows are up to date: nothing is stale a second time.
        updates.step {}
        #expect(updates.finish().stale.isEmpty)
    }

    /// A property that is not `@Published`: no `objectWillChange`, no body; row 3 and row 5 stale.
    @Test func anUnpublishedPropertyLeavesItsReadersStale() {
        let store = UnpublishedStore()
        let updates = ViewUpdates(UnpublishedList(store: store), width: 390, height: 844)
        updates.finish()
        updates.step { store.favourites = [3, 5] }
        #expect(updates.finish().bodies == 0)
        updates.graph.runsEveryBody = true
        updates.step {}
        #expect(updates.finish().stale == ["UnpublishedRow": 2])
    }

    /// What SwiftUI watches is never stale: an `@Observable` toggle, an `ObservableObject`'s
    /// `@Published` change, values passed down — each followed by the checking pass, 0 stale.
    @Test func watchedStateIsNeverStale() {
        let library = ObservableLibrary(count: 10)
        let observed = ViewUpdates(ObservableFilmList(library: library), width: 390, height: 844)
        let store = UpdateStore(count: 10)
        let byStore = ViewUpdates(StoreObservedGrid(store: store), width: 390, height: 844)
        let values = ViewUpdates(StoreValuesGrid(store: store), width: 390, height: 844)
        for updates in [observed, byStore, values] { updates.finish() }
        for k in 0..<3 {
            observed.step { library.films[k].isFavorite.toggle() }
            byStore.step { store.films[k].isFavorite.toggle() }
            values.step {}
            for updates in [observed, byStore, values] {
                updates.finish()
                updates.graph.runsEveryBody = true
                updates.step {}
                #expect(updates.finish().stale.isEmpty)
                updates.graph.runsEveryBody = false
            }
        }
    }
}
