import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// A template's copies are made when a layout first measures them (issue 31: "a card's subtree
/// is built and measured only when the card is realised").
@Suite struct DeferredTemplateTests {
    static func workload(_ template: String, layout: String, count: Int, parameters: JSONValue? = nil) throws
        -> Workload
    {
        let path = try ItemTemplateTests.file(template)
        var w = Workload(layout: layout, count: count, seed: 42)
        w.template = path
        w.templateDigest = Workload.digest(ofScene: try Data(contentsOf: URL(fileURLWithPath: path)))
        if let parameters { w.parameters = parameters }
        return w
    }

    static let flexible = JSONValue.object(["size": .object(["flexible": .object([:])])])

    static let card =
        #"{"layout": "vstack", "items": [{"text": {"length": {"uniform": [6, 28]}}}, {"size": [10, 10]}]}"#

    @Test func copiesAreMadeWhenFirstMeasuredWithTheirOwnDraws() throws {
        let w = try Self.workload(Self.card, layout: "flow", count: 3)
        let (_, storage, _) = try w.makeStorage(registry: .builtIn)
        // Copy 0 is made to check the template; the others wait.
        #expect(storage.viewNodes.map(\.isRealised) == [true, false, false])
        #expect(storage.viewNodes[1].container == nil && !storage.viewNodes[1].isLeaf)
        // Made in reverse order, each still draws its own number: seed 42's draws give the
        // lengths 7, 8, 13 (ItemTemplateTests.lengths), copy k the (k+1)-th.
        _ = storage.viewNodes[2].sizeThatFits(.unspecified)
        _ = storage.viewNodes[1].sizeThatFits(.unspecified)
        let lengths = storage.viewNodes.map { $0.container?.storage.model(at: 0) }
        #expect(lengths == ItemTemplateTests.lengths.map { .text(TextItem(length: $0)) })
        // 7 characters of 7 points and a 10 × 10 square, 8 apart: 49 × (17 + 8 + 10).
        #expect(storage.viewNodes[0].sizeThatFits(.unspecified) == Size(width: 49, height: 35))
    }

    /// A first layout times the layout, not the making of the views: every copy is made before
    /// the clock starts, and the pass still measures each view afresh. Counted over the whole
    /// tree: the flow measures each of its 30 cards once in `sizeThatFits` and once more, at the
    /// same proposal, in `placeSubviews` (60 calls, the first 30 misses); each card's vstack, measured
    /// once (its second measure is the flow's cache hit) and placed once, measures its text and
    /// its square once in its `sizeThatFits` and once more in its `placeSubviews` (4 calls a card,
    /// 2 misses): 60 + 120 = 180 calls, 30 + 60 = 90 misses.
    @Test func aFirstLayoutHasEveryCopyMadeAndMeasuresEachAfresh() throws {
        let w = try Self.workload(Self.card, layout: "flow", count: 30)
        let (_, storage, _) = try w.makeStorage(registry: .builtIn)
        #expect(storage.viewNodes.filter(\.isRealised).count == 1)
        storage.realiseDeferredViews()
        #expect(storage.viewNodes.allSatisfy { $0.isRealised })
        let r = try BenchmarkRunner(registry: .builtIn, probe: .probe())
            .run(w, options: RunOptions(iterations: 2, warmup: 0, warmupTime: 0, maxTime: 60))
        #expect(r.deterministic)
        #expect(r.metric(MetricKind.first.measureCalls)?.samples == [180, 180, 180])
        #expect(r.metric(MetricKind.first.measureMisses)?.samples == [90, 90, 90])
        #expect(r.metric(MetricKind.measureMisses.total)?.samples == [0, 0])
    }

    @Test func twoDrawSitesACopyGiveTheEagerCopies() throws {
        // Copy k starts at draw 2k of the generator, as the eager path (which draws in order) does.
        let template =
            #"{"layout": "hstack", "items": [{"text": {"length": {"uniform": [6, 28]}}}, {"text": {"length": {"uniform": [1, 10]}}}]}"#
        let w = try Self.workload(template, layout: "flow", count: 4)
        let eager = try w.makeScene(registry: .builtIn).items.map { item -> [ItemModel]? in
            guard case let .view(node) = item, let c = node.container else { return nil }
            return (0..<c.storage.count).map { c.storage.model(at: $0) }
        }
        let (_, storage, _) = try w.makeStorage(registry: .builtIn)
        for node in storage.viewNodes.reversed() { node.realise() }
        let lazy = storage.viewNodes.map { node -> [ItemModel]? in
            node.container.map { c in (0..<c.storage.count).map { c.storage.model(at: $0) } }
        }
        #expect(lazy == eager)
        // The first copy by hand: draws 13679457532755275413 and 2949826092126892291 give
        // 6 + 13679457532755275413 mod 23 = 7 and 1 + 2949826092126892291 mod 10 = 2.
        #expect(eager[0] == [.text(TextItem(length: 7)), .text(TextItem(length: 2))])
    }

    @Test func aLazyGridMakesOnlyTheCardsItRealises() throws {
        // Two flexible columns at 390: (390 − 8) / 2 = 191 wide. A card is a line of text (at most
        // 28 × 7 = 196 points: two lines only for 28 characters) over a 10-point square, 8 apart:
        // 17 + 8 + 10 = 35 tall (52 with two lines). A viewport of 100 points shows rows at 0,
        // 43 and 86 (35 + 8 apart; a two-line card can only push a row down): at most 3 rows,
        // 6 cards of 100,000.
        let w = try Self.workload(
            Self.card, layout: "lazy-vgrid", count: 100_000,
            parameters: .object(["columns": .array([Self.flexible, Self.flexible])]))
        let (layout, storage, _) = try w.makeStorage(registry: .builtIn)
        var realized: [Int] = []
        layout.lazy!.realize(crossLength: 390, visible: 0..<100, subviews: storage.subviews, realized: &realized)
        let made = storage.viewNodes.indices.filter { storage.viewNodes[$0].isRealised }
        #expect(Set(made) == Set(realized).union([0]))
        #expect(!realized.isEmpty && realized.count <= 6)
        #expect(realized.allSatisfy { storage.viewNodes[$0].isPlaced })
    }

    @Test func aCopyThatCannotBeMadeFailsTheRun() throws {
        // maxWidth drawn from 0…10 against minWidth 5: seed 42's third draw gives
        // 13679457532755275413, 2949826092126892291, 5139283748462763858 mod 11 = 9, 5, 2: copies 0
        // and 1 are valid, copy 2's maxWidth 2 < minWidth 5 is refused when it is made.
        let template =
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"frame": {"minWidth": 5, "maxWidth": {"uniform": [0, 10]}}}]}]}"#
        let w = try Self.workload(template, layout: "vstack", count: 3)
        let runner = BenchmarkRunner(registry: .builtIn, probe: .unavailable("tests"))
        #expect {
            _ = try runner.run(w, options: RunOptions(iterations: 2, warmup: 0, warmupTime: 0, maxTime: 60))
        } throws: { error in
            let message = (error as? GridPerfError)?.message ?? ""
            return message.contains("copy 2 of the item template")
                && message.contains("minWidth 5 is greater than maxWidth 2")
        }
    }
}
