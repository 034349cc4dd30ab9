import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode
import SwiftUI
import Testing

@testable import UpdateExamples

/// The playground's state changes (`POST /api/update`, ``PlaygroundChanges``): each request runs
/// the next change as `run --scenario update` does and answers the same counts — the hand-derived
/// ones of ``UpdateRunTests`` (10 cards on an iPhone's screen; values passed down run the grid and
/// the toggled card, patched where it changed) — and the window after it: the leaves on screen,
/// never the whole scene.
///
/// The window, by hand (UpdateRunTests' first screen): the grid 358 wide, 2 columns of
/// (358 − 12) ÷ 2 = 173, the second at 173 + 12 = 185; cards 173 tall, rows 185 apart: 5 rows, 10
/// cards on screen, each 3 leaves (the picture, 120 tall; the name, "Product k" at 120 + 8 = 128,
/// 9 characters of 7 = 63 wide and one line of 17; the heart, at 128 + 17 + 8 = 153, 20 × 20):
/// 30 leaves, the container 16 from the window's left (its `.padding(.horizontal, 16)`).
@Suite struct PlaygroundChangesTests {
    static let preset = "View: ValueGrid"

    /// A server's changes for `ValueGrid` over 1,000 products, `rehearsed` changes at most.
    static func changes(rehearsed: Int) throws -> PlaygroundChanges {
        let make = {
            let store = ProductStore(count: 1_000)
            return ViewUpdatesBox(ViewUpdates(ValueGrid(store: store), width: 390, height: 844)) {
                store.products[$0 % 10].isFavorite.toggle()
            }
        }
        let box = make()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("changes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = try ViewEvaluation.write(
            box.updates.scene, folder: folder, name: "grid", items: 1_000, counted: true, width: 390, height: 844,
            eager: true)
        let source = ViewUpdatesSource(update: "store.products[$step % 10].isFavorite.toggle()", make: make)
        return PlaygroundChanges(
            views: [.init(name: preset, path: path, source: source, viewport: Size(width: 390, height: 844))],
            registry: .builtIn, rehearsed: rehearsed)
    }

    static func post(_ changes: PlaygroundChanges, _ body: String) throws -> [String: JSONValue] {
        try #require(try JSONValue.parse(try changes.step(Data(body.utf8)), what: "answer").objectValue)
    }

    static func number(_ answer: [String: JSONValue], _ key: String) -> Double? {
        if case let .number(n)? = answer["counts"]?.objectValue?[key] { return n }
        return nil
    }

    /// Three changes: each runs the grid and the toggled card (2 bodies; the card patched where
    /// it changed: the card and its heart measured anew, its `VStack` and the lazy grid
    /// invalidated — UpdateRunTests derives each), named by cause; the window sent holds the 10
    /// cards on screen, the toggled one's 3 leaves marked changed and its heart filled.
    @Test func eachRequestRunsTheNextChange() throws {
        let changes = try Self.changes(rehearsed: 100)
        #expect(changes.update(ofPreset: Self.preset) == "store.products[$step % 10].isFavorite.toggle()")
        for step in 1...3 {
            let answer = try Self.post(changes, #"{"preset": "View: ValueGrid"}"#)
            #expect(answer["step"] == .number(Double(step)))
            #expect(answer["started"] == .bool(step == 1))
            #expect(Self.number(answer, "bodies") == 2)
            #expect(Self.number(answer, "remeasured") == 2)
            #expect(Self.number(answer, "layoutsInvalidated") == 2)
            let causes = answer["causes"]?.arrayValue ?? []
            #expect(causes.contains { $0.objectValue?["view"] == .string("ProductCard") })
            #expect(answer["scene"] == nil)
            let window = try #require(answer["window"]?.objectValue)
            let frames = try Self.frames(window)
            #expect(frames.count == 30)
            #expect(window["elements"] == .number(1_000))
            #expect(window["element"] == .array((0..<10).flatMap { e in [e, e, e].map { .number(Double($0)) } }))
            // Product step − 1 toggled: its card, element step − 1, leaves 3(step − 1) …
            let k = 3 * (step - 1)
            #expect(window["changed"] == .array((k..<k + 3).map { .number(Double($0)) }))
            let (left, right): (Double, Double) = (16, 16 + 185)
            let lastName: Double = 4 * 185 + 128
            #expect(frames[3] == [right, 0, 173, 120])
            #expect(frames[6] == [left, 185, 173, 120])
            #expect(frames[28] == [right, lastName, 63, 17])
            #expect(frames[2] == [left, 153, 20, 20])
            let views = try #require(window["views"]).jsonText()
            // The toggled products' hearts filled (products 0 … step − 1), the 10 on screen only.
            #expect(views.components(separatedBy: "\"heart.fill\"").count - 1 == step)
            #expect(views.contains("\"Product 9\"") && !views.contains("\"Product 10\""))
        }
    }

    /// The frames of `window`, `[x, y, width, height]` each.
    static func frames(_ window: [String: JSONValue]) throws -> [[Double]] {
        try #require(window["frames"]?.arrayValue).map { f in
            (f.arrayValue ?? []).map { if case let .number(n) = $0 { n } else { .nan } }
        }
    }

    /// Drawing the window places the cards on screen, measuring inside them: the counts of the
    /// changes after it stay those of a screen nobody drew (`run`'s), change for change.
    @Test func drawingTheWindowCountsNothing() throws {
        func counts(drawn: Bool) throws -> [[Int]] {
            let store = ProductStore(count: 1_000)
            let updates = ViewUpdates(ValueGrid(store: store), width: 390, height: 844)
            let screen = UpdateScreen(registry: .builtIn, path: "grid.json", viewport: Size(width: 390, height: 844))
            var shown = try screen.show(updates.scene)
            updates.finish()
            var out: [[Int]] = []
            for k in 0..<12 {
                if drawn { _ = screen.window(shown) }
                updates.step { store.products[(k * 7) % 12].isFavorite.toggle() }
                shown = try screen.show(updates.scene)
                updates.finish()
                out.append([shown.measureCalls, shown.measureMisses, shown.layoutsInvalidated])
            }
            return out
        }
        let plain = try counts(drawn: false)
        #expect(try counts(drawn: true) == plain)
        // Not a vacuous equality: a card on screen (products 0 … 9) toggled is measured anew with
        // its heart (2) and invalidates its VStack and the grid (2); products 10 and 11 (changes
        // 5 and 10: 35 mod 12 = 11, 70 mod 12 = 10) are off screen: nothing measured anew.
        #expect(plain.map { [$0[1], $0[2]] } == (0..<12).map { (($0 * 7) % 12) < 10 ? [2, 2] : [0, 0] })
    }

    /// "Views observe more than they show" only where its premise holds, in the terminal and the
    /// page alike (`BenchmarkRunner.observesMoreThanShown`): every cell of `StoreGrid` observes the
    /// store, so a toggle runs the grid and the 10 cells on screen, 10 of them making what they
    /// made (11 bodies, 10 the same: the finding); `ValueGrid`'s toggle of product 500, off screen,
    /// runs the grid alone, whose output is the same (1 of 1: no row observes anything — no finding).
    @Test func theFindingHoldsOnlyWhereItsPremiseDoes() throws {
        func record<V: View>(_ view: V, _ change: () -> Void) throws -> UpdateRecord {
            let updates = ViewUpdates(view, width: 390, height: 844)
            let screen = UpdateScreen(registry: .builtIn, path: "grid.json", viewport: Size(width: 390, height: 844))
            _ = try screen.show(updates.scene)
            updates.finish()
            updates.step(change)
            _ = try screen.show(updates.scene)
            return updates.finish()
        }
        let store = ProductStore(count: 1_000)
        let observed = try record(StoreGrid(store: store)) { store.products[0].isFavorite.toggle() }
        #expect(observed.bodies == 11 && observed.sameOutput == 10)
        #expect(
            BenchmarkRunner.observesMoreThanShown([observed])?.hasPrefix("10 of 11 bodies made the same output") == true
        )
        let values = ProductStore(count: 1_000)
        let offScreen = try record(ValueGrid(store: values)) { values.products[500].isFavorite.toggle() }
        #expect(offScreen.bodies == 1 && offScreen.sameOutput == 1)
        #expect(BenchmarkRunner.observesMoreThanShown([offScreen]) == nil)
    }

    /// A view's scene the page may change is sent whole up to 2 MiB; past it, the preset says the
    /// page draws the window only (`{"window": true}`, with the file's size), as the page could not
    /// send it back to be laid out (the body limit is 8 MiB). A scene no change takes is sent whole.
    @Test func aLargeChangingSceneIsNotSent() throws {
        func scene(bytes: Int) -> Data {
            let (head, tail) = (#"{"layout": "zstack", "items": [], "p": ""#, #""}"#)
            return Data((head + String(repeating: "x", count: bytes - head.utf8.count - tail.utf8.count) + tail).utf8)
        }
        let limit = Playground.largestChangingScene
        let answer = try JSONValue.parse(
            Playground.presetsJSON(
                presets: Data("[]".utf8),
                scenes: [
                    (name: "small", note: "", scene: scene(bytes: limit)),
                    (name: "large", note: "", scene: scene(bytes: limit + 1)),
                    (name: "unchanged", note: "", scene: scene(bytes: limit + 1)),
                ], updates: ["small": "x += 1", "large": "x += 1"]), what: "presets")
        let presets = try #require(answer.objectValue?["presets"]?.arrayValue).compactMap(\.objectValue)
        #expect(presets.map { $0["name"] } == [.string("small"), .string("large"), .string("unchanged")])
        #expect(presets[0]["request"]?.objectValue?["scene"]?.objectValue?["layout"] == .string("zstack"))
        #expect(presets[1]["request"] == .object(["window": .bool(true)]))
        #expect(presets[1]["sceneBytes"] == .number(Double(limit + 1)))
        #expect(presets[1]["update"] == .string("x += 1"))
        #expect(presets[2]["request"]?.objectValue?["scene"] != nil)
    }

    /// After the rehearsed changes the view starts again from a fresh one; `reset` starts afresh
    /// at once and counts nothing; an unknown preset is a clear error about `preset`.
    @Test func changesStayWithinWhatWasRehearsed() throws {
        let changes = try Self.changes(rehearsed: 2)
        _ = try Self.post(changes, #"{"preset": "View: ValueGrid"}"#)
        _ = try Self.post(changes, #"{"preset": "View: ValueGrid"}"#)
        let third = try Self.post(changes, #"{"preset": "View: ValueGrid"}"#)
        #expect(third["step"] == .number(1))
        #expect(third["started"] == .bool(true))
        let reset = try Self.post(changes, #"{"preset": "View: ValueGrid", "reset": true}"#)
        #expect(reset["step"] == .number(0))
        #expect(reset["counts"] == nil)
        let window = try #require(reset["window"]?.objectValue)
        #expect(try #require(window["views"]).jsonText().contains("heart.fill") == false)
        #expect(window["changed"] == .array([]))
        #expect {
            try changes.step(Data(#"{"preset": "View: Other"}"#.utf8))
        } throws: { ($0 as? PlaygroundError)?.field == "preset" }
        #expect {
            try changes.step(Data(#"[1]"#.utf8))
        } throws: { ($0 as? PlaygroundError)?.field == "preset" }
    }
}
