import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// Tree scenes: the seed's poster grid derived by hand, what nesting costs in measure calls, and
/// bad trees refused with their paths.
@Suite struct ViewTreeTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenes")

    static func posterGrid(width: Double) throws -> LayoutResult {
        var spec = try LayoutSpec.load(path: examples.appendingPathComponent("poster-grid.json").path)
        spec.proposal = ProposedSize(width: width, height: 844)
        return try LayoutResult.compute(spec)
    }

    /// The seed's `PixarFilmGridView` (ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum:
    /// 160, maximum: 240), spacing: 12)], spacing: 16) { FilmPosterCard… }.padding(.horizontal, 16)
    /// }) with the card `VStack(alignment: .leading, spacing: 6) { placeholder
    /// .aspectRatio(2/3, contentMode: .fit); Text(title).font(.subheadline).lineLimit(1);
    /// Text(year).font(.caption) }`, at 390 points: the padding leaves 358 for the grid; adaptive
    /// columns: floor((358 + 12) / (160 + 12)) = 2, each (358 − 12) / 2 = 173 (under 240). A card is
    /// proposed 173 × nil: the poster 173 × 173·3/2 = 259.5; "Toy Story" 9 characters of 7.5
    /// (subheadline: 15 pt / 2) = 67.5 × 20 (its line height); "1995" 4 × 6 (caption 12 pt / 2) = 24
    /// × 16. The card is 259.5 + 6 + 20 + 6 + 16 = 307.5 tall, its leaves at its leading edge.
    /// Column 1 starts at 16 + 173 + 12 = 201; the second row at 307.5 + 16 = 323.5.
    @Test func thePosterGridAt390PointsIsTheHandDerivedOne() throws {
        let r = try Self.posterGrid(width: 390)
        #expect(r.frames.count == 18)
        let expected = [
            Rect(x: 16, y: 0, width: 173, height: 259.5), Rect(x: 16, y: 265.5, width: 67.5, height: 20),
            Rect(x: 16, y: 291.5, width: 24, height: 16),
            // "A Bug's Life": 12 characters of 7.5 = 90.
            Rect(x: 201, y: 0, width: 173, height: 259.5), Rect(x: 201, y: 265.5, width: 90, height: 20),
            Rect(x: 201, y: 291.5, width: 24, height: 16),
            // Second row, first card ("Toy Story 2": 11 × 7.5 = 82.5).
            Rect(x: 16, y: 323.5, width: 173, height: 259.5), Rect(x: 16, y: 589, width: 82.5, height: 20),
            Rect(x: 16, y: 615, width: 24, height: 16),
        ]
        for (i, want) in expected.enumerated() {
            #expect(r.frames[i] == want, "leaf \(i): \(r.frames[i]), expected \(want)")
        }
        let cards = r.containers.filter { $0.kind == "vstack" }
        #expect(cards.first?.frame == Rect(x: 16, y: 0, width: 173, height: 307.5))
        #expect(cards.dropFirst().first?.frame == Rect(x: 201, y: 0, width: 173, height: 307.5))
    }

    /// At 1024 points: 992 for the grid; floor((992 + 12) / 172) = 5 columns of (992 − 4 · 12) / 5 =
    /// 188.8; the poster 188.8 × 283.2; the card 283.2 + 6 + 20 + 6 + 16 = 331.2 tall. Column k at
    /// 16 + 200.8 k; the sixth card on the second row at y 331.2 + 16 = 347.2.
    @Test func thePosterGridAt1024PointsIsTheHandDerivedOne() throws {
        let r = try Self.posterGrid(width: 1024)
        let tolerance = 1e-9
        for k in 0..<5 {
            let poster = r.frames[3 * k]
            let x = 16 + 200.8 * Double(k)
            #expect(abs(poster.minX - x) < tolerance && poster.minY == 0, "card \(k) at \(poster.origin)")
            #expect(abs(poster.width - 188.8) < tolerance && abs(poster.height - 283.2) < tolerance)
            #expect(
                abs(r.frames[3 * k + 1].minY - 289.2) < tolerance && abs(r.frames[3 * k + 2].minY - 315.2) < tolerance)
        }
        #expect(abs(r.frames[15].minX - 16) < tolerance && abs(r.frames[15].minY - 347.2) < tolerance)
        #expect(r.frames[16].size == Size(width: 112.5, height: 20))  // "The Incredibles": 15 × 7.5
    }

    /// `VStack { HStack { Text; Text; Text } }` (texts of 5 characters), its layout, its storage
    /// (the per-view cache on or off) and its proposal, 300 × 100; not laid out yet.
    static func nestedStacks(cacheOn: Bool) throws -> (LayoutInstance, SubviewStorage, ProposedSize) {
        let text = #"{"text": {"length": 5}}"#
        let json = """
            {"layout": "vstack", "proposal": {"width": 300, "height": 100},
             "items": [{"layout": "hstack", "items": [\(text), \(text), \(text)]}]}
            """
        let spec = try LayoutSpec.parse(Data(json.utf8), source: "nested stacks")
        let layout = try PluginRegistry.builtIn.makeLayout(named: spec.layout, parameters: spec.parameters)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        storage.measurementCacheEnabled = cacheOn
        return (layout, storage, spec.proposal)
    }

    /// `VStack { HStack { Text; Text; Text } }` proposed 300 × 100. The VStack probes its one
    /// subview at three heights (0, ∞, then its offer of 100) and places it at the offer: 4 calls
    /// on the HStack, 3 misses and a hit. Each of the three measurements runs the HStack (its
    /// proposal differs each time), which probes each text at 0, ∞ and its offer (3 calls, all at
    /// new proposals: misses); placing the HStack at (300, 100) places each text at its last offer
    /// (a hit). Per text: 3 × 3 + 1 = 10 calls, 9 misses, 1 hit. With the per-view cache off the
    /// calls are the same 10 (the HStack's fourth measurement is answered by its own layout cache,
    /// which is not the per-view one), each a measurement.
    @Test(arguments: [true, false])
    func nestedStacksMeasureEachTextTenTimesAPass(cacheOn: Bool) throws {
        let (layout, storage, proposal) = try Self.nestedStacks(cacheOn: cacheOn)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(storage.counters.measureCalls == 4)
        #expect(storage.counters.measureCacheMisses == (cacheOn ? 3 : 0))
        guard case let .view(node) = storage.model(at: 0), let hstack = node.container else {
            Issue.record("the VStack's item is not a container")
            return
        }
        let texts = hstack.storage.counters
        #expect(texts.measureCalls == 3 * 10)
        #expect(texts.measureCacheMisses == (cacheOn ? 3 * 9 : 0))
        #expect(texts.measureCacheHits == (cacheOn ? 3 * 1 : 0))
        #expect(texts.placeCalls == 3)
    }

    /// A container placed again where and as it was, nothing changed since, is not laid out
    /// again (Apple's `Layout.makeCache(subviews:)`: "SwiftUI automatically reuses both the results
    /// of calls into the layout and the values that the layout reads from its subviews"). The
    /// scene above: the first pass gives the texts 30 calls and 3 placements. A second pass runs
    /// the root VStack (its stack cache answers the size; placing asks the HStack once, a hit) and
    /// places the HStack in the same frame at the same offer: its layout is not asked, the texts'
    /// counts stay 30 and 3, every frame the same. A text replaced (the same length) changes the
    /// HStack's subviews: the third pass places them again — its stack cache answers the size,
    /// placing asks each text at its offer: 3 calls (the new text a miss), 3 placements. With the
    /// per-view cache off, nothing is reused: every pass places the texts again.
    @Test(arguments: [true, false])
    func aContainerPlacedAsBeforeIsNotLaidOutAgain(cacheOn: Bool) throws {
        let (layout, storage, proposal) = try Self.nestedStacks(cacheOn: cacheOn)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        guard case let .view(node) = storage.model(at: 0), let hstack = node.container else {
            Issue.record("the VStack's item is not a container")
            return
        }
        let first = hstack.storage.frames
        #expect(hstack.storage.counters.measureCalls == 30 && hstack.storage.counters.placeCalls == 3)

        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(hstack.storage.counters.measureCalls == (cacheOn ? 30 : 33))
        #expect(hstack.storage.counters.placeCalls == (cacheOn ? 3 : 6))
        #expect(hstack.storage.frames == first)

        hstack.storage.replaceModel(at: 1, with: .text(TextItem(length: 5)))
        let before = hstack.storage.counters
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let after = hstack.storage.counters
        #expect(after.measureCalls - before.measureCalls == 3)
        #expect(after.measureCacheMisses - before.measureCacheMisses == (cacheOn ? 1 : 0))
        #expect(after.placeCalls - before.placeCalls == 3)
        #expect(hstack.storage.frames == first)
    }

    /// A scene's root layout, its storage (the per-view cache on or off) and its proposal; not laid
    /// out yet.
    static func make(_ json: String, cacheOn: Bool = true) throws -> (LayoutInstance, SubviewStorage, ProposedSize) {
        let spec = try LayoutSpec.parse(Data(json.utf8), source: "tree")
        let layout = try PluginRegistry.builtIn.makeLayout(named: spec.layout, parameters: spec.parameters)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        storage.measurementCacheEnabled = cacheOn
        return (layout, storage, spec.proposal)
    }

    /// The view node of `storage`'s item `index`, and its container.
    static func container(_ storage: SubviewStorage, _ index: Int) throws -> (ViewNode, ViewContainer) {
        guard case let .view(node) = storage.model(at: index), let container = node.container else {
            throw CocoaError(
                .featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "item \(index) is no container"])
        }
        return (node, container)
    }

    /// A subtree placed again where and as it was, nothing below it changed, is not walked: its
    /// node keeps its frames and the subtree's (ViewNode.place; Taffy keeps a subtree's layout the
    /// same way). `VStack { HStack { VStack { Text; Text }; Text } }` proposed 300 wide: a second
    /// pass places the HStack (its node's placements 1 → 2) and not the inner VStack (still 1),
    /// every frame the same. The inner VStack's shorter text made shorter still (5 → 3 characters:
    /// the VStack keeps its width, its 9-character text's, and every node its frame), the change
    /// told to every container above it as an update's patch tells it (UpdateScreen), the third
    /// pass places the inner VStack again (2) and its leaves where a fresh layout of the changed
    /// scene puts them (the short text centred anew). With the cache off nothing is kept: each pass
    /// places the inner VStack.
    @Test(arguments: [true, false])
    func aSubtreePlacedAsBeforeIsNotWalkedAgain(cacheOn: Bool) throws {
        func scene(_ length: Int) -> String {
            """
            {"layout": "vstack", "proposal": {"width": 300}, "items": [{"layout": "hstack", "items": [
                {"layout": "vstack", "items": [{"text": {"length": 9}}, {"text": {"length": \(length)}}]},
                {"text": {"length": 5}}]}]}
            """
        }
        let (layout, storage, proposal) = try Self.make(scene(5), cacheOn: cacheOn)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        let (hstackNode, hstack) = try Self.container(storage, 0)
        let (innerNode, inner) = try Self.container(hstack.storage, 0)
        #expect(hstackNode.placements == 1 && innerNode.placements == 1)
        let first = storage.leafFrames

        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(hstackNode.placements == 2)
        #expect(innerNode.placements == (cacheOn ? 1 : 2))
        #expect(storage.leafFrames == first)

        let innerFrame = innerNode.frame
        inner.storage.replaceModel(at: 1, with: .text(TextItem(length: 3)))
        inner.forgetAnswers()
        inner.layout.updateCache(subviews: inner.storage.subviews)
        hstack.storage.forgetMeasurement(at: 0)
        hstack.forgetAnswers()
        hstack.layout.updateCache(subviews: hstack.storage.subviews)
        storage.forgetMeasurement(at: 0)
        layout.updateCache(subviews: storage.subviews)
        layout.layout(proposal: proposal, subviews: storage.subviews)
        #expect(innerNode.placements == (cacheOn ? 2 : 3))
        #expect(innerNode.frame == innerFrame)
        let (fresh, freshStorage, _) = try Self.make(scene(3))
        fresh.layout(proposal: proposal, subviews: freshStorage.subviews)
        #expect(storage.leafFrames == freshStorage.leafFrames)
        #expect(storage.leafFrames != first)
    }

    /// A `ViewThatFits` candidate not chosen is marked unplaced down to its leaves, and chosen again
    /// where it was, it is placed afresh, not kept: `VStack { ViewThatFits(in: .horizontal) {
    /// HStack { VStack { Text; Text }; Text }; Text } }` at 1000 wide (the HStack fits: its texts of
    /// 20 characters side by side), then 50 (it does not: the last candidate), then 1000 again: the
    /// inner VStack's node is placed (isPlaced) and every leaf has the frame a fresh layout at 1000
    /// gives it, the inner VStack's two texts among them.
    @Test func aCandidateChosenAgainIsPlacedAgain() throws {
        func scene(_ width: Int) -> String {
            let text = #"{"text": {"length": 20}}"#
            return """
                {"layout": "vstack", "proposal": {"width": \(width)}, "items": [{"viewThatFits": {"in": ["horizontal"],
                  "candidates": [{"layout": "hstack", "items": [{"layout": "vstack", "items": [\(text), \(text)]}, \(text)]},
                                 {"text": {"length": 3}}]}}]}
                """
        }
        let (layout, storage, _) = try Self.make(scene(1000))
        let wide = ProposedSize(width: 1000, height: nil), narrow = ProposedSize(width: 50, height: nil)
        layout.layout(proposal: wide, subviews: storage.subviews)
        let first = storage.leafFrames
        #expect(first.count == 3)
        layout.layout(proposal: narrow, subviews: storage.subviews)
        #expect(storage.leafFrames.count == 1)
        layout.layout(proposal: wide, subviews: storage.subviews)
        let (fresh, freshStorage, _) = try Self.make(scene(1000))
        fresh.layout(proposal: wide, subviews: freshStorage.subviews)
        #expect(storage.leafFrames == freshStorage.leafFrames)
        #expect(storage.leafFrames == first)
    }

    /// A chain of 31 single-child `hstack`s in a `vstack` proposed (390, nil) measures in time
    /// linear in its depth. The root VStack, its height unspecified, measures the first HStack at
    /// (390, nil) and places it there: 2 calls, the second a hit. An HStack computing (w, nil)
    /// asks its child (0, nil), (∞, nil) and (w, nil) (the probes above), and is placed once,
    /// placing its child at its offer (w, nil). So the first HStack computes once: its child's
    /// storage sees 3 + 1 = 4 calls; every deeper view is asked the 3 distinct proposals (0, nil),
    /// (∞, nil), (390, nil), computes each once (ProposalMemo remembers them), and its child's
    /// storage sees 3 × 3 + 1 = 10 calls, the leaf's included. Remembering one answer, each level
    /// computed once per call it received: 3ⁿ.
    @Test func aChainOfThirtyOneStacksMeasuresLinearlyInItsDepth() throws {
        let depth = 31
        let scene = Self.chain(of: "hstack", depth: depth, leaf: #"{"size": [10, 10]}"#, width: 390)
        let spec = try LayoutSpec.parse(Data(scene.utf8), source: "chain")
        let layout = try PluginRegistry.builtIn.makeLayout(named: spec.layout, parameters: spec.parameters)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        #expect(storage.counters.measureCalls == 2)
        var level = storage
        var calls: [Int] = []
        for _ in 0..<depth {
            guard case let .view(node) = level.model(at: 0), let container = node.container else {
                Issue.record("level \(calls.count + 1) is not a container")
                return
            }
            level = container.storage
            calls.append(level.counters.measureCalls)
        }
        #expect(calls == [4] + Array(repeating: 10, count: depth - 1))
        #expect(storage.frame(at: 0).size == Size(width: 10, height: 10))
    }

    @Test(arguments: [
        (#"{"layout": "vstack", "items": [{"layout": "nope", "items": []}]}"#, "items[0]: unknown layout"),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "identity": -1}]}"#,
            "items[0].identity: expected a whole number from 0 to 2^53"
        ),
        (
            #"{"layout": "vstack", "items": [{"size": [1, 1], "identity": 1.5}]}"#,
            "items[0].identity: expected a whole number from 0 to 2^53"
        ),
        (
            #"{"layout": "vstack", "items": [{"spacer": {}, "modifiers": [{"blur": 3}]}]}"#,
            "items[0].modifiers[0]: unknown modifier 'blur'"
        ),
        (
            #"{"layout": "vstack", "items": [{"layout": "hstack", "items": [{"sparkle": {}}]}]}"#,
            "items[0].items[0]: an item needs one of"
        ),
        (#"{"layout": "vstack", "items": [{"spacer": {}, "color": {}}]}"#, "an item is one view"),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"frame": {"width": 3, "maxWidth": 9}}]}]}"#,
            "not both"
        ),
        // One wording for one range: below it and at its edge alike.
        (
            #"{"layout": "vstack", "items": [{"text": {"length": 3, "lineLimit": -1}}]}"#,
            "must be in 1...1000000, got -1"
        ),
        (#"{"layout": "vstack", "items": [{"text": {"length": 3, "lineLimit": 0}}]}"#, "must be in 1...1000000, got 0"),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"aspectRatio": {"ratio": -1}}]}]}"#,
            "ratio: must be greater than 0, got -1"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"aspectRatio": {"ratio": 0}}]}]}"#,
            "ratio: must be greater than 0, got 0"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"value": 3}}]}]}"#,
            "items[0].modifiers[0].alignmentGuide: expected one of 'horizontal' or 'vertical'"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"horizontal": "leading", "vertical": "top"}}]}]}"#,
            "expected one of 'horizontal' or 'vertical'"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"horizontal": "a b"}}]}]}"#,
            "alignmentGuide.horizontal: expected a guide's name"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"horizontal": "leading", "value": 1e10}}]}]}"#,
            "alignmentGuide.value: must be at most 1000000000"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"vertical": "top", "width": -2000}}]}]}"#,
            "alignmentGuide.width: must be at least -1000"
        ),
        (
            #"{"layout": "vstack", "items": [{"color": {}, "modifiers": [{"alignmentGuide": {"vertical": "top", "depth": 1}}]}]}"#,
            "depth"
        ),
    ])
    func badTreesNameThePath(json: String, message: String) {
        #expect {
            _ = try LayoutSpec.parse(Data(json.utf8), source: "scene")
        } throws: { error in
            (error as? GridPerfError)?.message.contains(message) == true
        }
    }

    /// The scene form of `alignmentGuide`, by hand: an `hstack` aligned `top` of a 20 × 30 view
    /// (top guide 0) and a 10 × 10 view whose top guide is `5 + 0.5·h` = 10, padded by 4 on top
    /// after the guide: the padded view is 10 × 14 and its guide 4 + 10 = 14 (as a function of
    /// the padded height, 7 + 0.5·h). The line is 14, the extent below it max(30 − 0, 14 − 14):
    /// 44 tall. The first view's top at 14 − 0 = 14, the padded one's at 0, its inner view 4 lower.
    @Test func anAlignmentGuideModifierPutsItsValueOnTheStacksLine() throws {
        let json = #"""
            {"layout": "hstack", "parameters": {"alignment": "top", "spacing": 0}, "proposal": {"width": 390, "height": null},
             "items": [{"size": [20, 30]},
                       {"size": [10, 10], "modifiers": [{"alignmentGuide": {"vertical": "top", "value": 5, "height": 0.5}}, {"padding": {"top": 4}}]}]}
            """#
        let spec = try LayoutSpec.parse(Data(json.utf8), source: "guide")
        let result = try LayoutResult.compute(spec)
        #expect(result.frames == [Rect(x: 0, y: 14, width: 20, height: 30), Rect(x: 20, y: 4, width: 10, height: 10)])
        #expect(result.size == Size(width: 30, height: 44))
    }

    /// A scene 10,000 deep is refused at the tree's limit (or the JSON parser's), never a crash.
    @Test(arguments: [33, 10_000])
    func deepScenesAreRefused(depth: Int) {
        let json =
            String(repeating: #"{"layout": "vstack", "items": ["#, count: depth) + #"{"size": [1, 1]}"#
            + String(repeating: "]}", count: depth)
        let scene = #"{"layout": "vstack", "items": ["# + json + "]}"
        #expect {
            _ = try LayoutSpec.parse(Data(scene.utf8), source: "deep")
        } throws: { error in
            let m = (error as? GridPerfError)?.message ?? ""
            return m.contains("nest more than 32 deep") || m.contains("nested too deeply")
        }
    }

    /// `depth` single-child containers `kind` around `leaf`, in a `vstack` proposed (`width`, nil).
    static func chain(of kind: String, depth: Int, leaf: String, width: Double) -> String {
        let json =
            String(repeating: #"{"layout": "\#(kind)", "items": ["#, count: depth) + leaf
            + String(repeating: "]}", count: depth)
        return #"{"layout": "vstack", "proposal": {"width": \#(width), "height": null}, "items": ["# + json + "]}"
    }

    /// The other chains the robustness issue timed as exponential — nested `viewThatFits`, `grid`,
    /// `aspectRatio` inside `hstack`s, alternating stacks with a text at each level — each 30 or
    /// 31 levels deep. A level is asked few distinct proposals, remembers its answers
    /// (ProposalMemo, 9 of them), and each answer asks its child a handful of times: the
    /// measure calls of the whole tree grow by a bounded number per level. Bound, by hand: at
    /// most 9 computed answers a level, each asking its children at most 4 proposals (a stack's
    /// zero, infinite and offered ones; a grid's unspecified, zero, infinite and column width),
    /// plus a placement, for at most 2 children (the alternating chain's text): 2 × (9 × 4 + 1)
    /// = 74 calls a level. Without the memo the deepest chain made 3³¹ calls.
    @Test(arguments: ["viewThatFits", "grid", "aspectRatio", "alternating"])
    func otherDeepChainsMeasureLinearlyInTheirDepth(kind: String) throws {
        // Two levels a step for the wrappers (a `viewThatFits` of an `hstack`; an `hstack` of an
        // `hstack` with an aspect ratio), one for the others: 30 or 31 levels.
        var json = #"{"size": [10, 10]}"#
        var levels = 0
        while levels < 30 {
            switch kind {
            case "viewThatFits":
                json = #"{"viewThatFits": {"candidates": [{"layout": "hstack", "items": [\#(json)]}]}}"#
                levels += 2
            case "grid":
                json = #"{"layout": "grid", "parameters": {"columns": 1}, "items": [\#(json)]}"#
                levels += 1
            case "aspectRatio":
                json =
                    #"{"layout": "hstack", "items": [{"layout": "hstack", "items": [\#(json)], "modifiers": [{"aspectRatio": {"ratio": 1.5}}]}]}"#
                levels += 2
            default:
                let stack = levels % 2 == 0 ? "vstack" : "hstack"
                json = #"{"layout": "\#(stack)", "items": [{"text": {"length": 5}}, \#(json)]}"#
                levels += 1
            }
        }
        let scene = #"{"layout": "vstack", "proposal": {"width": 390, "height": null}, "items": [\#(json)]}"#
        let spec = try LayoutSpec.parse(Data(scene.utf8), source: "chain")
        let layout = try PluginRegistry.builtIn.makeLayout(named: spec.layout, parameters: spec.parameters)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        layout.layout(proposal: spec.proposal, subviews: storage.subviews)
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(storage)]
        var calls = storage.counters.measureCalls
        storage.walkTree(root: "vstack") { entry in
            if case let .container(c)? = entry.node?.content, seen.insert(ObjectIdentifier(c.storage)).inserted {
                calls += c.storage.counters.measureCalls
            }
        }
        #expect(seen.count > levels / 2, "the walk met \(seen.count) storages")
        #expect(calls <= 74 * levels, "\(calls) measure calls over \(levels) levels")
    }

    /// 32 levels are accepted and laid out: every VStack is as wide as its widest subview (4), so
    /// the root is 4 × 2 and the innermost leaf at the origin.
    @Test func thirtyTwoLevelsLayOut() throws {
        let depth = 31
        let scene = Self.chain(of: "vstack", depth: depth, leaf: #"{"size": [4, 2]}"#, width: 10)
        let r = try LayoutResult.compute(try LayoutSpec.parse(Data(scene.utf8), source: "deep"))
        #expect(r.size == Size(width: 4, height: 2))
        #expect(r.frames == [Rect(x: 0, y: 0, width: 4, height: 2)])
        #expect(r.containers.count == depth)
    }

    /// Pinned headers of a lazy grid nested in a tree are leaves of the output: a 30-point bar
    /// (leaf 0), then the grid's subviews in order: the first header, an HStack of two leaves
    /// (1, 2), its two items (3, 4), the second header, one leaf (5), its item (6). Pinned: the
    /// headers' leaves, [1, 2, 5] (the grid's own subview indices, 0 and 3, are not frames).
    @Test func aNestedGridsPinnedHeadersAreItsHeadersLeaves() throws {
        let scene = #"""
            {"layout": "vstack", "proposal": {"width": 200, "height": 400}, "items": [
              {"size": [200, 30]},
              {"layout": "lazy-vgrid",
               "parameters": {"columns": [{"size": {"flexible": {}}}, {"size": {"flexible": {}}}],
                              "pinnedViews": ["sectionHeaders"]},
               "sections": [
                 {"header": {"layout": "hstack", "items": [{"size": [40, 20]}, {"size": [50, 20]}]},
                  "items": [{"size": [10, 10]}, {"size": [10, 10]}]},
                 {"header": {"size": [60, 20]}, "items": [{"size": [10, 10]}]}]}]}
            """#
        let r = try LayoutResult.compute(try LayoutSpec.parse(Data(scene.utf8), source: "pinned"))
        #expect(r.frames.count == 7)
        #expect(r.pinned == [1, 2, 5])
        // The first header's leaves sit on the grid's first row, below the bar and 8 apart.
        #expect(r.frames[1].minY == 38 && r.frames[2].minY == 38)
    }
}
