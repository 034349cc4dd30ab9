import GridPerfCore
import GridPerfModel

extension Conformance {
    /// One run of the checks against a plugin: the results so far, and how a check lays out
    /// a scene (a fresh layout each time, so that no cache carries over).
    struct Session {
        let plugin: any LayoutPlugin
        let parameters: JSONValue
        /// Told which check is about to run, so that a crash in a child process can be pinned on it.
        let stage: (String) -> Void
        /// Told of each result as it is made.
        let recorded: (Result) -> Void
        private(set) var results: [Result] = []

        /// The scenes the ordinary checks use, and the proposals they lay them out at.
        static let scenes = [(count: 40, seed: UInt64(1)), (count: 300, seed: 2)]
        static let normal = [
            Conformance.phoneProposal, ProposedSize(width: 1024, height: 768), ProposedSize(width: 200, height: 600),
        ]

        func make() throws -> LayoutInstance { try plugin.makeLayout(parameters: parameters) }

        /// A result: passed without a `problem`; `note` is the detail shown when it passes.
        mutating func record(_ check: String, _ scene: String, _ problem: String?, note: String = "") {
            results.append(Result(check: check, scene: scene, passed: problem == nil, detail: problem ?? note))
            recorded(results[results.count - 1])
        }

        func lay(_ items: [ItemModel], _ proposal: ProposedSize) throws -> (Size, [Rect]) {
            let (size, frames, _) = try layProposing(items, proposal)
            return (size, frames)
        }

        /// ``lay(_:_:)``, with what each subview was last proposed (for a non-finite frame's report).
        func layProposing(_ items: [ItemModel], _ proposal: ProposedSize) throws -> (Size, [Rect], [ProposedSize?]) {
            let storage = SubviewStorage(items)
            let size = try make().layout(proposal: proposal, subviews: storage.subviews)
            return (size, storage.frames, (0..<storage.count).map { storage.lastProposal(of: $0) })
        }

        /// Finite frames and sizes, determinism, and the plugin's declared guarantees, on
        /// ordinary scenes.
        mutating func checkOrdinaryScenes() throws {
            for scene in Self.scenes {
                for proposal in Self.normal {
                    let name = "\(scene.count) items, \(proposal)"
                    stage("finite frames (\(name))")
                    let items = Conformance.items(scene.count, seed: scene.seed)
                    let (size, frames, proposals) = try layProposing(items, proposal)
                    record(
                        "finite frames", name,
                        Conformance.finiteProblem(size, frames, count: items.count, proposals: proposals))
                    let (size2, frames2) = try lay(items, proposal)
                    record("deterministic", name, Conformance.differenceProblem(size, frames, size2, frames2))
                    guard Conformance.isFinite(size, frames) else { continue }
                    checkGuarantees(name, size, frames)
                }
            }
        }

        /// What the plugin declares in ``LayoutGuarantees``, on one laid-out scene.
        mutating func checkGuarantees(_ name: String, _ size: Size, _ frames: [Rect]) {
            if plugin.guarantees.contains(.noOverlaps) {
                record("no overlaps", name, Conformance.overlapProblem(frames))
            }
            if plugin.guarantees.contains(.framesInsideSize) {
                let bounds = Rect(origin: .zero, size: size)
                let outside = frames.firstIndex { !Conformance.contains(bounds, $0) }
                record("frames inside the size", name, outside.map { "frame \($0) \(frames[$0]) is outside \(bounds)" })
            }
            if plugin.guarantees.contains(.sizeIsBoundingBox), let first = frames.first {
                let box = frames.dropFirst().reduce(Rect(origin: .zero, size: first.size).union(first)) { $0.union($1) }
                let ok =
                    abs(box.width - size.width) <= 1e-6 * max(1, size.width)
                    && abs(box.height - size.height) <= 1e-6 * max(1, size.height)
                record("size is the bounding box", name, ok ? nil : "size \(size), bounding box \(box.size)")
            }
        }

        /// Placement, in SwiftUI's terms: every subview placed, once, by each placeSubviews;
        /// and what a pass asked of each subview (shown, not judged: a layout's own choice).
        mutating func checkPlacement() throws {
            stage("every subview placed once")
            let placement = try Conformance.placementProblem(make(), Conformance.items(40, seed: 6))
            record("every subview placed once", "40 items, \(Conformance.phoneProposal)", placement.problem)
            record("work per subview", "40 items, \(Conformance.phoneProposal)", nil, note: placement.work)
        }

        /// Edge proposals: answers must be finite, sizes never negative.
        mutating func checkEdgeProposals() throws {
            let edges: [(String, ProposedSize)] = [
                ("zero", ProposedSize(width: 0, height: 0)), ("tiny", ProposedSize(width: 1, height: 1)),
                ("huge", ProposedSize(width: 1e9, height: 1e9)), ("unspecified", ProposedSize(width: nil, height: nil)),
            ]
            for (label, proposal) in edges {
                let items = Conformance.items(25, seed: 3)
                stage("\(label) proposal")
                let (size, frames) = try lay(items, proposal)
                var problem = Conformance.finiteProblem(size, frames, count: items.count)
                if label == "unspecified", let found = problem {
                    problem =
                        "\(found) (SwiftUI proposes .unspecified to ask for the ideal size: the answer must be finite)"
                }
                record("\(label) proposal", "25 items, \(proposal)", problem)
            }
        }

        /// What a scroll view proposes: `nil` (unspecified) along its axis and its own length across
        /// (a vertical one 390 × nil, a horizontal one nil × 390). With fixed-size subviews, every
        /// layout must answer a finite size and frames: it is the content of a scroll view.
        mutating func checkScrollViewProposals() throws {
            let items = Conformance.items(25, seed: 7).map { item -> ItemModel in
                let ideal = item.sizeThatFits(.unspecified)
                return .size(width: ideal.width, height: ideal.height)
            }
            let proposals = [
                ("vertical scroll view", ProposedSize(width: Conformance.width, height: nil)),
                ("horizontal scroll view", ProposedSize(width: nil, height: Conformance.width)),
            ]
            for (label, proposal) in proposals {
                stage("\(label) proposal")
                let (size, frames) = try lay(items, proposal)
                var problem = Conformance.finiteProblem(size, frames, count: items.count)
                if let found = problem {
                    problem = "\(found) for \(proposal), what a \(label) proposes (nil along its axis)"
                }
                record("\(label) proposal", "25 fixed-size items, \(proposal)", problem)
            }
        }

        /// SwiftUI's `.infinity`: the maximum-size probe a stack sends to learn how far a subview
        /// grows (not what a scroll view proposes). A view that fills (a `Color`, a flexible frame)
        /// rightly answers infinity, so the answer is shown, not judged — unless the layout
        /// promises a finite one (``LayoutGuarantees/finiteForInfiniteProposal``, as the stacks do).
        mutating func checkInfinityProposal() throws {
            stage("infinity proposal")
            let items = Conformance.items(25, seed: 7).map { item -> ItemModel in
                let ideal = item.sizeThatFits(.unspecified)
                return .size(width: ideal.width, height: ideal.height)
            }
            let (size, frames) = try lay(items, .infinity)
            let found = Conformance.finiteProblem(size, frames, count: items.count)
            if plugin.guarantees.contains(.finiteForInfiniteProposal) {
                record(
                    "infinity proposal", "25 fixed-size items, (inf, inf)",
                    found.map {
                        "\($0) for .infinity with fixed-size subviews, though the layout promises a finite one"
                    })
            } else {
                let fills = size.width.isInfinite || size.height.isInfinite
                record(
                    "infinity proposal (shown)", "25 fixed-size items, (inf, inf)", nil,
                    note: "answers \(size) to a stack's maximum-size probe\(fills ? ": it fills, as a Color does" : "")"
                )
            }
        }

        /// No items and one item: finite answers, and no negative size for none.
        mutating func checkSmallInputs() throws {
            for count in [0, 1] {
                stage(count == 0 ? "empty input" : "one item")
                let (size, frames) = try lay(Conformance.items(count, seed: 4), Conformance.phoneProposal)
                var problem = Conformance.finiteProblem(size, frames, count: count)
                if problem == nil, count == 0, size.width < 0 || size.height < 0 { problem = "negative size \(size)" }
                record(count == 0 ? "empty input" : "one item", "\(count) items, \(Conformance.phoneProposal)", problem)
            }
        }

        /// What nesting costs under this layout: 12 cards, each `VStack { HStack { Text; Text;
        /// Text } }` (texts of 3 to 25 characters), laid out at a phone's proposal. A leaf
        /// measured more than ``TreeCensus/leafCallThreshold`` times in the pass is a finding
        /// naming its path (the row passes: what a layout costs is not a conformance failure;
        /// its counts are gated as exact metrics), beside the spread of measure calls per leaf.
        mutating func checkNesting() throws {
            stage("nesting")
            let context = LayoutSpec.treeContext(registry: .builtIn)
            context.enterRoot(plugin.name)
            let items = try ViewTreeContext.withContext(context) {
                try (0..<12).map { i -> ItemModel in
                    let texts = [3 + i, 8 + i, 14 + i].map {
                        JSONValue.object(["text": .object(["length": .number(Double($0))])])
                    }
                    let hstack = JSONValue.object(["layout": .string("hstack"), "items": .array(texts)])
                    let card = JSONValue.object([
                        "layout": .string("vstack"), "parameters": .object(["spacing": .number(4)]),
                        "items": .array([hstack]),
                    ])
                    var r = try JSONObjectReader(card, path: "items[\(i)]")
                    return try ItemModel.parseItem(&r).model
                }
            }
            let census = TreeCensus(
                layout: try make(), storage: SubviewStorage(items), proposal: Conformance.phoneProposal,
                root: plugin.name)
            let scene = "12 cards vstack › hstack › 3 texts, \(Conformance.phoneProposal)"
            guard let hottest = census.hottest, let perLeaf = census.perLeaf else {
                return record("nesting", scene, nil, note: "no leaf was measured")
            }
            let spread =
                "leaves measured per pass: min \(formatLength(perLeaf.min)), median \(formatLength(perLeaf.median)), max \(formatLength(perLeaf.max)) (\(hottest.trail))"
            // A cost, not a conformance failure: the row passes, and says "finding:".
            let finding =
                perLeaf.max > TreeCensus.leafCallThreshold
                ? "finding: \(hottest.trail) is measured \(formatLength(perLeaf.max)) times a pass (more than \(formatLength(TreeCensus.leafCallThreshold))); "
                : ""
            record("nesting", scene, nil, note: finding + spread)
        }

        /// Lazy: a scroll from the top in steps of 150 realises the full layout's frames.
        mutating func checkLazyMatchesFull() throws {
            guard let lazy = try make().lazy else { return }
            stage("lazy = full layout")
            let items = Conformance.items(300, seed: 5)
            let proposal =
                lazy.scrollAxis == .vertical
                ? Conformance.phoneProposal : ProposedSize(width: nil, height: Conformance.width)
            let (_, full) = try lay(items, proposal)
            let storage = SubviewStorage(items)
            var realized: [Int] = []
            var problem: String?
            var offset = 0.0
            let end = lazy.contentExtent(crossLength: Conformance.width, subviews: storage.subviews) + 2000
            outer: while offset < end {
                realized.removeAll(keepingCapacity: true)
                lazy.realize(
                    crossLength: Conformance.width, visible: offset..<(offset + 600), subviews: storage.subviews,
                    realized: &realized)
                let frames = storage.frames
                for i in realized {
                    let a = frames[i], b = full[i]
                    let tolerance = 1e-9 * max(1, abs(b.minX) + abs(b.minY))
                    if abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || a.size != b.size {
                        problem = "at scroll offset \(offset), item \(i) is \(a) lazily and \(b) in a full pass"
                        break outer
                    }
                }
                offset += 150
            }
            record("lazy = full layout", "300 items, scrolled in steps of 150", problem)
        }
    }
}
