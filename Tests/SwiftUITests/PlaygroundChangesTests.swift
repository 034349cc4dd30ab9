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
/// the toggled card, whose 4 views are measured anew) — and the new state's scene.
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
    /// invalidated — UpdateRunTests derives each), named by cause; the scene sent holds every card, the toggled one's heart filled.
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
            let scene = try #require(answer["scene"]).jsonText()
            // 1,000 cards, the toggled products' hearts filled (products 0 … step − 1).
            #expect(scene.components(separatedBy: "\"heart.fill\"").count - 1 == step)
            #expect(scene.components(separatedBy: "\"Product 999\"").count - 1 == 1)
        }
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
        #expect(try #require(reset["scene"]).jsonText().contains("heart.fill") == false)
        #expect {
            try changes.step(Data(#"{"preset": "View: Other"}"#.utf8))
        } throws: { ($0 as? PlaygroundError)?.field == "preset" }
        #expect {
            try changes.step(Data(#"[1]"#.utf8))
        } throws: { ($0 as? PlaygroundError)?.field == "preset" }
    }
}
