import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// Item templates whose numbers are drawn: `{"uniform": [A, B]}`.
@Suite struct ItemTemplateTests {
    /// SplitMix64 seeded with 42 gives 13679457532755275413, 2949826092126892291,
    /// 5139283748462763858 (the ItemDistribution comment's 272, 299, 85 are 50 + these mod 251).
    /// A whole range 6…28 has 23 values: 6 + each mod 23 = 7, 8, 13.
    static let lengths = [7, 8, 13]

    /// A template file holding `text`, named by its content (FNV-1a), so that runs of the tests
    /// reuse one file a template instead of leaving a new one in the temporary folder each time;
    /// written whole (atomically), since tests running side by side may write the same one.
    static func file(_ text: String) throws -> String {
        let digest = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-test-template-\(String(digest, radix: 16)).json"
        ).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    static func items(_ template: String, layout: String = "flow") throws -> [ItemModel] {
        let path = try file(template)
        var w = Workload(layout: layout, count: 3, seed: 42)
        w.template = path
        w.templateDigest = Workload.digest(ofScene: try Data(contentsOf: URL(fileURLWithPath: path)))
        return try w.makeScene(registry: .builtIn).items
    }

    /// A card holding a `Grid` of rows is copied with its rows: every copy lays out as the
    /// first. By hand: columns 20 and 30 wide (the widest cell of each), 4 apart; rows 10 tall,
    /// 2 apart. So the cells sit at x 0 and 24, y 0 and 12, in every card.
    @Test func aCopiedCardKeepsItsGridsRows() throws {
        let template =
            #"{"layout": "grid", "parameters": {"horizontalSpacing": 4, "verticalSpacing": 2}, "rows": ["#
            + #"{"cells": [{"size": [10, 10]}, {"size": [30, 10]}]}, {"cells": [{"size": [20, 10]}, {"size": [5, 10]}]}]}"#
        let path = try Self.file(template)
        var w = Workload(layout: "vstack", count: 3, seed: 42)
        w.template = path
        w.templateDigest = Workload.digest(ofScene: try Data(contentsOf: URL(fileURLWithPath: path)))
        let (layout, storage, made) = try w.makeStorage(registry: .builtIn)
        layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
        try made.check()
        let leaves = storage.leafFrames
        try #require(leaves.count == 12)
        for card in 0..<3 {
            let cells = leaves[(card * 4)..<(card * 4 + 4)]
            let origin = cells.first!
            let relative = cells.map { [$0.minX - origin.minX, $0.minY - origin.minY] }
            // Cells are placed in their areas at the grid's default centre: 10 in a 20 column
            // sits at 5; 30 in 30 at 24; 20 in 20 at 0; 5 in 30 at 24 + 12.5 = 36.5. Less the
            // first's 5: 0, 19, −5, 31.5.
            #expect(relative == [[0, 0], [19, 0], [-5, 12], [31.5, 12]], "card \(card)")
        }
    }

    @Test func aLeafDrawsItsLengthPerCopy() throws {
        let items = try Self.items(#"{"text": {"length": {"uniform": [6, 28]}}}"#)
        #expect(items == Self.lengths.map { .text(TextItem(length: $0)) })
    }

    @Test func aCardDrawsInsideItsTree() throws {
        let items = try Self.items(
            #"{"layout": "vstack", "items": [{"text": {"length": {"uniform": [6, 28]}}}, {"size": [10, 10]}]}"#)
        let first = items.map { item -> ItemModel? in
            guard case let .view(node) = item else { return nil }
            return node.container?.storage.model(at: 0)
        }
        #expect(first == Self.lengths.map { .text(TextItem(length: $0)) })
    }

    @Test func badBoundsNameTheSite() throws {
        let path = try Self.file(#"{"text": {"length": {"uniform": [28, 6]}}}"#)
        #expect {
            try Workload.readTemplate(
                Data(contentsOf: URL(fileURLWithPath: path)), path: path, layout: "flow", registry: .builtIn)
        } throws: { error in
            (error as? GridPerfError)?.message.contains("template.text.length.uniform: expected [MIN, MAX]") == true
        }
    }

    /// A suite entry's `itemTemplate` is a path from the suite file's folder; its cases name it.
    @Test func aSuiteEntryTakesATemplate() throws {
        let path = try Self.file(#"{"text": {"length": {"uniform": [6, 28]}}}"#)
        let url = URL(fileURLWithPath: path)
        let suite = try Suite.parse(
            .object([
                "matrix": .array([
                    .object([
                        "layout": .string("flow"), "itemTemplate": .string(url.lastPathComponent),
                        "items": .array([.number(3)]),
                    ])
                ])
            ]), registry: .builtIn, folder: url.deletingLastPathComponent().path)
        let w = try #require(suite.workloads.first)
        #expect(w.template == url.standardizedFileURL.path)
        #expect(w.label == "flow template=\(url.lastPathComponent) n=3")
        #expect(w.identity.contains("template=\(url.lastPathComponent) digest="))
    }
}
