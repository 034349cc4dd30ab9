import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode
import SwiftUI
import Testing

@testable import UpdateExamples

/// `run --scenario update` over the three grids of Examples/Updates, laid out in an iPhone's
/// window (390 × 844) as the window shows them, with hand-derived counts.
///
/// The first screen, by hand: the grid is 390 − 2·16 = 358 wide; adaptive columns of at least 160
/// with spacing 12 fit ⌊(358 + 12) ÷ (160 + 12)⌋ = 2. A card is 120 (the picture) + 8 + 17 (a
/// line of text without a style: the text model's default line height, docs/SPEC-FORMAT.md) + 8
/// + 20 (a symbol image's default) = 173 tall; rows start 173 + 12 = 185 apart, at 0, 185, 370,
/// 555 and 740 < 844: 5 rows, 10 cards realised.
///
/// The rules (Apple's documentation of `ObservableObject`; "Demystify SwiftUI performance" and
/// "Discover Observation in SwiftUI", WWDC23): only realised views have bodies, so each count
/// below is the same at 1,000 and 100,000 products. A toggled card's heart changed and nothing
/// else in it: the card keeps its identity and its `VStack`, patched where it changed as an
/// eager scene's views are — its answers forgotten, its heart (another image) made again. 2
/// measurements the cache cannot answer (the card, then its heart); its picture and its name,
/// whose views did not change, answer from it, as every other card does. 2 layouts invalidated:
/// the card's `VStack` and the lazy grid (from the card's place).
@Suite struct UpdateRunTests {
    /// A list whose rows take a new `.id` at each round: every row a new view each change.
    @Observable final class Rounds {
        var round = 0
        let count: Int
        init(count: Int) { self.count = count }
    }

    struct ReidentifiedList: View {
        let rounds: Rounds
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<rounds.count, id: \.self) { i in
                    ReidentifiedRow().id("\(rounds.round)-\(i)")
                }
            }
        }
    }

    struct ReidentifiedRow: View {
        var body: some View { Color.clear.frame(width: 10, height: 1) }
    }

    /// A scrolled list of 100-point rows whose first row grows to `first` points.
    @Observable final class Growth {
        var first = 100.0
    }

    struct GrowingList: View {
        let growth: Growth
        let count: Int
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.clear.frame(width: 10, height: i == 0 ? growth.first : 100)
                    }
                }
            }
        }
    }

    /// Two rings side by side, turned 0° and 180°, one button each.
    struct TwoRings: View {
        var body: some View {
            HStack(spacing: 8) {
                Ring(turn: 0, radius: 100) { Circle().frame(width: 20, height: 20) }
                Ring(turn: 180, radius: 100) { Circle().frame(width: 20, height: 20) }
            }
        }
    }

    /// Rows whose title a lazy `ForEach`'s content reads itself, not a row's body.
    @Observable final class Titled: Identifiable {
        let id: Int
        var title: String
        init(id: Int) {
            self.id = id
            title = "Row \(id)"
        }
    }

    struct TitleList: View {
        let rows: [Titled]
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(rows) { row in Text(row.title).frame(height: 40) }
                }
            }
        }
    }

    static let cardsOnScreen = 2 * 5

    /// Runs `steps` changes of `make`'s view through the harness, as `run --scenario update` does.
    static func run(items: Int, steps: Int = 4, update: String, _ make: @escaping () -> ViewUpdatesBox) throws
        -> CaseResult
    {
        let box = make()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ViewEvaluation.write(
            box.updates.scene, folder: folder, name: "grid", items: items, counted: true, width: 390, height: 844)
        var registry = PluginRegistry.builtIn
        for plugin in box.updates.scene.layouts { try registry.register(plugin) }
        registry.register(lazyViews: box.updates.scene.lazyViews, scene: path)
        registry.register(updates: ViewUpdatesSource(update: update) { make() }, scene: path)
        var workload = try Workload.scene(path: path, registry: registry)
        workload.scenario = .update
        workload.viewport = Size(width: 390, height: 844)
        let runner = BenchmarkRunner(registry: registry, probe: .probe())
        return try runner.run(workload, options: RunOptions(iterations: steps, warmup: 0, rounds: 1, maxTime: 60))
    }

    static func samples(_ result: CaseResult, _ kind: MetricKind) -> [Double] { result.metric(kind)?.samples ?? [] }

    /// Every cell observes the store: the grid and the 10 realised cells run at each toggle, 10
    /// of them making what they made before; the toggled card is re-measured (2 measurements).
    @Test(arguments: [1_000, 100_000]) func anObservableObjectStoreRunsEveryCellOnScreen(items: Int) throws {
        let r = try Self.run(items: items, update: "store.products[$step % 10].isFavorite.toggle()") {
            let store = ProductStore(count: items)
            return ViewUpdatesBox(ViewUpdates(StoreGrid(store: store), width: 390, height: 844)) {
                store.products[$0 % 10].isFavorite.toggle()
            }
        }
        #expect(Self.samples(r, .updateInitialBodies) == [Double(1 + Self.cardsOnScreen)])
        #expect(Self.samples(r, .updateBodies) == Array(repeating: Double(1 + Self.cardsOnScreen), count: 4))
        #expect(Self.samples(r, .updateSameOutput) == Array(repeating: Double(Self.cardsOnScreen - 1 + 1), count: 4))
        #expect(Self.samples(r, .updateMeasureMisses) == [2, 2, 2, 2])
        #expect(Self.samples(r, .updateRelayoutsAfresh) == [0])
        #expect(r.deterministic)
        #expect(
            r.updateCauses?.contains {
                $0.contains("ProductStore.objectWillChange (@ObservedObject store) → StoreCell 40, StoreGrid 4")
            } == true)
    }

    /// Values passed down: the grid runs (it observes the store) and one card, whose value changed.
    @Test(arguments: [1_000, 100_000]) func valuesPassedDownRunTheGridAndOneCard(items: Int) throws {
        let r = try Self.run(items: items, update: "store.products[$step % 10].isFavorite.toggle()") {
            let store = ProductStore(count: items)
            return ViewUpdatesBox(ViewUpdates(ValueGrid(store: store), width: 390, height: 844)) {
                store.products[$0 % 10].isFavorite.toggle()
            }
        }
        #expect(Self.samples(r, .updateBodies) == [2, 2, 2, 2])
        #expect(Self.samples(r, .updateMeasureMisses) == [2, 2, 2, 2])
    }

    /// `@Observable` products: the one cell that read `isFavorite` runs; the grid does not.
    @Test(arguments: [1_000, 100_000]) func observableProductsRunOneCell(items: Int) throws {
        let r = try Self.run(items: items, update: "library.products[$step % 10].isFavorite.toggle()") {
            let library = ProductLibrary(count: items)
            return ViewUpdatesBox(ViewUpdates(ObservableGrid(library: library), width: 390, height: 844)) {
                library.products[$0 % 10].isFavorite.toggle()
            }
        }
        #expect(Self.samples(r, .updateBodies) == [1, 1, 1, 1])
        #expect(Self.samples(r, .updateSameOutput) == [0, 0, 0, 0])
        #expect(Self.samples(r, .updateMeasureMisses) == [2, 2, 2, 2])
        #expect(Self.samples(r, .updateLayoutsInvalidated) == [2, 2, 2, 2])
        #expect(Self.samples(r, .updateFramesChanged) == [0, 0, 0, 0])
    }

    /// A product off screen (number 500): its cell was never made, so no body runs and nothing is
    /// re-measured.
    @Test func aChangeOffScreenRunsNothing() throws {
        let r = try Self.run(items: 1_000, update: "library.products[500].isFavorite.toggle()") {
            let library = ProductLibrary(count: 1_000)
            return ViewUpdatesBox(ViewUpdates(ObservableGrid(library: library), width: 390, height: 844)) { _ in
                library.products[500].isFavorite.toggle()
            }
        }
        #expect(Self.samples(r, .updateBodies) == [0, 0, 0, 0])
        #expect(Self.samples(r, .updateMeasureMisses) == [0, 0, 0, 0])
    }

    /// A custom `Layout` that caches every row's height (Examples/Updates/Checklist.swift), in a
    /// scroll view with no lazy container, so the scene is patched where it changed: one task
    /// ticked runs one row's body; its `HStack`, the `CachedColumn` and the window's `ZStack` are
    /// the layouts from the changed view to the root (3, each `updateCache` once, Apple's
    /// documentation of `Layout.updateCache(_:subviews:)`); the column's `updateCache` asks every
    /// row its size again (its `makeCache` maps the subviews), so a change costs at least n measure
    /// calls although one row changed. Nothing is laid out afresh; no frame moves (a symbol's
    /// name changed, not its size).
    @Test(arguments: [100, 1_000]) func aCacheOfEveryRowMakesOneChangeCostN(items: Int) throws {
        let r = try Self.run(items: items, update: "list.tasks[$step % $items].isDone.toggle()") {
            let list = Checklist(count: items)
            return ViewUpdatesBox(ViewUpdates(ChecklistView(list: list), width: 390, height: 844)) {
                list.tasks[$0 % items].isDone.toggle()
            }
        }
        #expect(Self.samples(r, .updateInitialBodies) == [Double(1 + items)])
        #expect(Self.samples(r, .updateBodies) == [1, 1, 1, 1])
        #expect(Self.samples(r, .updateLayoutsInvalidated) == [3, 3, 3, 3])
        #expect(Self.samples(r, .updateRelayoutsAfresh) == [0])
        #expect(Self.samples(r, .updateFramesChanged) == [0, 0, 0, 0])
        #expect(Self.samples(r, .updateMeasureCalls).allSatisfy { $0 >= Double(items) })
        #expect(r.deterministic)
    }

    /// A ring whose turn follows state (Examples/Updates/RingMenu.swift), n buttons of 20 × 20: a
    /// quarter turn runs the menu's body alone (it read `turn`). The ring is the same layout with
    /// a new `turn` (not a new layout, not laid out afresh): its `updateCache` is called and the
    /// window's `ZStack`'s (2). Measure calls: the window's `ZStack` asks the ring its size (a miss:
    /// its answers were forgotten) and asks again to place it (a hit), and the ring places each
    /// button at an unspecified proposal (a hit each: nothing about a button changed) — n + 2
    /// calls, 1 miss. A quarter turn moves every button: n frames changed.
    @Test(arguments: [4, 1_000]) func aLayoutGivenANewPropertyIsRelaidOutNotMadeAgain(items: Int) throws {
        let r = try Self.run(items: items, update: "menu.turn += 90") {
            let menu = MenuState(count: items)
            return ViewUpdatesBox(ViewUpdates(RingMenu(state: menu), width: 390, height: 844)) { _ in
                menu.turn += 90
            }
        }
        let steps = 4
        #expect(Self.samples(r, .updateBodies) == Array(repeating: 1, count: steps))
        #expect(Self.samples(r, .updateLayoutsInvalidated) == Array(repeating: 2, count: steps))
        #expect(Self.samples(r, .updateMeasureCalls) == Array(repeating: Double(items + 2), count: steps))
        #expect(Self.samples(r, .updateMeasureMisses) == Array(repeating: 1, count: steps))
        #expect(Self.samples(r, .updateFramesChanged) == Array(repeating: Double(items), count: steps))
        #expect(Self.samples(r, .updateRelayoutsAfresh) == [0])
        #expect(r.deterministic)
    }

    /// The ring's frames after a quarter turn, by hand: the ring is 2 × 100 square (the window's
    /// `ZStack` takes its size, so the frames are in the ring's space), its centre (100, 100); button
    /// i is centred at 90° + 90°·i: (100 + 100 cos, 100 + 100 sin), a 20 × 20 frame 10 back from it.
    @Test func aQuarterTurnPlacesEveryButtonAQuarterOn() throws {
        let menu = MenuState(count: 4)
        let updates = ViewUpdates(RingMenu(state: menu), width: 390, height: 844)
        let screen = UpdateScreen(registry: .builtIn, path: "ring.json", viewport: Size(width: 390, height: 844))
        let before = try screen.show(updates.scene)
        let after = try screen.show(updates.step { menu.turn += 90 })
        let centres: [(Double, Double)] = [(200, 100), (100, 200), (0, 100), (100, 0)]
        let turned: [(Double, Double)] = [(100, 200), (0, 100), (100, 0), (200, 100)]
        for (shown, expected) in [(before, centres), (after, turned)] {
            #expect(shown.size == Size(width: 200, height: 200))
            #expect(shown.frames.count == 4)
            for (frame, (x, y)) in zip(shown.frames, expected) {
                #expect(abs(frame.minX - (x - 10)) < 1e-9 && abs(frame.minY - (y - 10)) < 1e-9, "\(frame)")
                #expect(frame.width == 20 && frame.height == 20)
            }
        }
    }

    /// Two values of one custom layout type on one screen are one layout with two sets of
    /// properties (before, the second was registered under a name the registry refused).
    @Test func twoValuesOfOneLayoutOnOneScreen() throws {
        let menus = TwoRings()
        let updates = ViewUpdates(menus, width: 390, height: 844)
        let shown = try UpdateScreen(registry: .builtIn, path: "rings.json", viewport: Size(width: 390, height: 844))
            .show(updates.scene)
        // An HStack of two 200-wide rings, spacing 8: the second ring starts at 208. Each ring's
        // one button sits at its turn: 0° (its right, x 200 − 10) and 180° (its left, x 0 − 10).
        #expect(shown.size == Size(width: 408, height: 200))
        #expect(shown.frames.count == 2)
        for (frame, x) in zip(shown.frames, [190, 208 - 10] as [Double]) {
            #expect(abs(frame.minX - x) < 1e-9 && abs(frame.minY - 90) < 1e-9, "\(frame)")
        }
    }

    /// Every row given a new identity by the change (its `.id` names the round): n rows removed and
    /// n inserted, each a new view with no cached size (SwiftUI "considers [views with different
    /// identities] to be different views", "Demystify SwiftUI", WWDC21), though each shows what the
    /// row it replaced showed. By hand: the window proposes the `VStack` 390 × 844, which asks each
    /// row at three heights — 0 and ∞ (its flexibility), then its share of what is left — three
    /// misses a new row; placing asks each row once more at its offer (a hit): 4n calls, 3n misses;
    /// the window's `ZStack` asks the stack twice (its size, a miss; to place it, a hit). So 4n + 2
    /// calls and 3n + 1 misses; no frame moves. (Before identities reached the layout: 1 call, 0
    /// misses — the new rows answered from the sizes of the rows they replaced.)
    @Test(arguments: [10, 1_000]) func newIdentitiesAreMeasuredAfresh(items: Int) throws {
        let r = try Self.run(items: items, update: "rounds.round += 1") {
            let rounds = Rounds(count: items)
            return ViewUpdatesBox(ViewUpdates(ReidentifiedList(rounds: rounds), width: 390, height: 844)) { _ in
                rounds.round += 1
            }
        }
        let steps = 4
        #expect(Self.samples(r, .updateInserted) == Array(repeating: Double(items), count: steps))
        #expect(Self.samples(r, .updateRemoved) == Array(repeating: Double(items), count: steps))
        #expect(Self.samples(r, .updateMeasureCalls) == Array(repeating: Double(4 * items + 2), count: steps))
        #expect(Self.samples(r, .updateMeasureMisses) == Array(repeating: Double(3 * items + 1), count: steps))
        #expect(Self.samples(r, .updateFramesChanged) == Array(repeating: 0, count: steps))
        #expect(r.deterministic)
    }

    /// One row grows and every row below it moves, but "frames changed" counts the frames on
    /// screen (docs/UPDATES.md). By hand: the scroll view fills the 390 × 844 window and its
    /// content starts at the top; rows are 100 tall, so before the change rows 0–8 meet the
    /// window (row 8 spans 800–900); after it, row 0 spans 0–200 and row k 100k + 100 onwards,
    /// rows 0–7 meeting it. Every row changed (row 0 grew, the others moved); 9 of them are on
    /// screen in either layout — at 20 rows and at 1,000 alike (before: 20 and 1,000).
    @Test(arguments: [20, 1_000]) func framesChangedAreThoseOnScreen(items: Int) throws {
        let r = try Self.run(items: items, steps: 1, update: "growth.first = 200") {
            let growth = Growth()
            return ViewUpdatesBox(ViewUpdates(GrowingList(growth: growth, count: items), width: 390, height: 844)) {
                _ in growth.first = 200
            }
        }
        #expect(Self.samples(r, .updateFramesChanged) == [9])
    }

    /// A product off screen toggled in the value grid: the grid runs (it observes the store) and
    /// makes what it made before — one body, not "every row": no finding that views observe more
    /// than they show. The store grid, where the ten cards on screen run for nothing at each
    /// toggle, keeps it.
    @Test func anOffScreenToggleIsNoFindingOfRowsObservingTooMuch() throws {
        let r = try Self.run(items: 1_000, update: "store.products[500].isFavorite.toggle()") {
            let store = ProductStore(count: 1_000)
            return ViewUpdatesBox(ViewUpdates(ValueGrid(store: store), width: 390, height: 844)) { _ in
                store.products[500].isFavorite.toggle()
            }
        }
        #expect(Self.samples(r, .updateBodies) == [1, 1, 1, 1])
        #expect(Self.samples(r, .updateSameOutput) == [1, 1, 1, 1])
        #expect(r.updateCauses?.contains { $0.contains("observe more than they show") } == false)
        let store = try Self.run(items: 1_000, update: "store.products[$step % 10].isFavorite.toggle()") {
            let store = ProductStore(count: 1_000)
            return ViewUpdatesBox(ViewUpdates(StoreGrid(store: store), width: 390, height: 844)) {
                store.products[$0 % 10].isFavorite.toggle()
            }
        }
        #expect(store.updateCauses?.contains { $0.contains("observe more than they show") } == true)
    }

    /// A title read by the lazy `ForEach`'s content (no view's body reads it), of row 3 — on
    /// screen, not element 0 — made one letter longer at each change: SwiftUI evaluates that
    /// element's content again ("Discover Observation in SwiftUI", WWDC23: a `List`'s rows update
    /// when a name its closure read changes). No body runs; row 3's text is one frame on screen
    /// that changed (rows are 40 tall: rows 0–21 meet the 844-point window), each change. A
    /// change that kept the elements it did not reach must still find this one.
    @Test func aTitleTheLazyContentReadIsShownChanged() throws {
        let r = try Self.run(items: 100, update: "rows[3].title += \"W\"") {
            let rows = (0..<100).map(Titled.init(id:))
            return ViewUpdatesBox(ViewUpdates(TitleList(rows: rows), width: 390, height: 844)) { _ in
                rows[3].title += "W"
            }
        }
        #expect(Self.samples(r, .updateBodies) == [0, 0, 0, 0])
        #expect(Self.samples(r, .updateFramesChanged) == [1, 1, 1, 1])
    }
}
