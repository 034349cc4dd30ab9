import GridPerfCore

/// The conformance suite `gridperf check` runs against a plugin: what every layout must do
/// (finite frames, determinism, sane answers to zero, tiny, huge and unspecified proposals,
/// empty and one-item inputs), what it declares in ``LayoutGuarantees`` (no overlaps, frames
/// inside the size, size = bounding box), and, for a lazy layout, that what it realises for a
/// viewport equals the full layout.
public enum Conformance {
    /// One check's outcome.
    public struct Result: Sendable, Hashable {
        public var check: String
        public var scene: String
        public var passed: Bool
        /// What went wrong (empty when passed).
        public var detail: String

        public init(check: String, scene: String, passed: Bool, detail: String) {
            self.check = check
            self.scene = scene
            self.passed = passed
            self.detail = detail
        }
    }

    /// The scenes: items that take what they are proposed on both axes (as `Rectangle()`
    /// does) with varied ideal sizes, and some with a bounded height; seeded.
    static func items(_ count: Int, seed: UInt64) -> [ItemModel] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let w = Double(rng.nextInt(in: 10...120)), h = Double(rng.nextInt(in: 10...120))
            let maxHeight = rng.nextInt(in: 0...2) == 0 ? h + 30 : .infinity
            return ItemModel.flexible(
                FlexibleItem(
                    minWidth: 0, idealWidth: w, maxWidth: .infinity,
                    minHeight: 0, idealHeight: h, maxHeight: maxHeight))
        }
    }

    /// The parameters the suite uses: the defaults, with 3 columns where the layout has them.
    public static func parameters(for plugin: any LayoutPlugin) throws -> JSONValue {
        try plugin.parameterObject(options: [], columns: plugin.parameters(forColumns: 3) == nil ? nil : 3)
    }

    /// Runs every check against `plugin`. A check that finds a problem fails with the first
    /// instance; the others still run. `stage` is told which check is about to run (so that
    /// a crash in a child process can be pinned on it), `record` of each result as it is made.
    public static func run(
        _ plugin: any LayoutPlugin, stage: (String) -> Void = { _ in },
        recorded: (Result) -> Void = { _ in }
    ) throws -> [Result] {
        let parameters = try Self.parameters(for: plugin)
        func make() throws -> LayoutInstance { try plugin.makeLayout(parameters: parameters) }
        _ = try make()
        var results: [Result] = []
        /// A check that passes without a problem; `note` is the detail shown when it passes.
        func record(_ check: String, _ scene: String, _ problem: String?, note: String = "") {
            results.append(Result(check: check, scene: scene, passed: problem == nil, detail: problem ?? note))
            recorded(results[results.count - 1])
        }
        func lay(_ items: [ItemModel], _ proposal: ProposedSize) throws -> (Size, [Rect]) {
            let storage = SubviewStorage(items)
            let size = try make().layout(proposal: proposal, subviews: storage.subviews)
            return (size, storage.frames)
        }
        let normal = [ProposedSize(width: 390, height: nil), ProposedSize(width: 1024, height: 768), ProposedSize(width: 200, height: 600)]
        let scenes = [(count: 40, seed: UInt64(1)), (count: 300, seed: 2)]

        // Finite frames and sizes, and determinism, on ordinary scenes.
        for scene in scenes {
            for proposal in normal {
                let name = "\(scene.count) items, \(proposal)"
                stage("finite frames (\(name))")
                let items = Self.items(scene.count, seed: scene.seed)
                let (size, frames) = try lay(items, proposal)
                record("finite frames", name, finiteProblem(size, frames, count: items.count))
                let (size2, frames2) = try lay(items, proposal)
                record(
                    "deterministic", name,
                    size == size2 && frames == frames2
                        ? nil
                        : "two passes over the same items differ (size \(size) vs \(size2), or frames)")
                guard isFinite(size, frames) else { continue }
                if plugin.guarantees.contains(.noOverlaps) {
                    record("no overlaps", name, overlapProblem(frames))
                }
                if plugin.guarantees.contains(.framesInsideSize) {
                    let bounds = Rect(origin: .zero, size: size)
                    let outside = frames.firstIndex { !contains(bounds, $0) }
                    record("frames inside the size", name, outside.map { "frame \($0) \(frames[$0]) is outside \(bounds)" })
                }
                if plugin.guarantees.contains(.sizeIsBoundingBox), let first = frames.first {
                    let box = frames.dropFirst().reduce(Rect(origin: .zero, size: first.size).union(first)) { $0.union($1) }
                    let ok = abs(box.width - size.width) <= 1e-6 * max(1, size.width) && abs(box.height - size.height) <= 1e-6 * max(1, size.height)
                    record("size is the bounding box", name, ok ? nil : "size \(size), bounding box \(box.size)")
                }
            }
        }

        // Placement, in SwiftUI's terms: every subview placed, once, by each placeSubviews.
        stage("every subview placed once")
        let placement = try placementProblem(make(), Self.items(40, seed: 6))
        record("every subview placed once", "40 items, (390, nil)", placement.problem)
        // What a pass asked of each subview: shown, not judged (a layout's own choice).
        record("work per subview", "40 items, (390, nil)", nil, note: placement.work)

        // Edge proposals and inputs: answers must be finite (or, for an infinite proposal on
        // a flexible axis, at least not NaN) and sizes never negative.
        let edges: [(String, ProposedSize)] = [
            ("zero", ProposedSize(width: 0, height: 0)), ("tiny", ProposedSize(width: 1, height: 1)),
            ("huge", ProposedSize(width: 1e9, height: 1e9)), ("unspecified", ProposedSize(width: nil, height: nil)),
        ]
        for (label, proposal) in edges {
            let items = Self.items(25, seed: 3)
            stage("\(label) proposal")
            let (size, frames) = try lay(items, proposal)
            var problem = finiteProblem(size, frames, count: items.count)
            if label == "unspecified", let found = problem {
                problem = "\(found) (SwiftUI proposes .unspecified to ask for the ideal size: the answer must be finite)"
            }
            record("\(label) proposal", "25 items, \(proposal)", problem)
        }
        // SwiftUI's .infinity (the maximum size, as a scroll view proposes along its axis): with
        // fixed-size subviews, a layout that promises it answers a finite size and frames.
        if plugin.guarantees.contains(.finiteForInfiniteProposal) {
            stage("infinity proposal")
            let items = Self.items(25, seed: 7).map { item -> ItemModel in
                let ideal = item.sizeThatFits(.unspecified)
                return .size(width: ideal.width, height: ideal.height)
            }
            let (size, frames) = try lay(items, .infinity)
            var problem = finiteProblem(size, frames, count: items.count)
            if let found = problem {
                problem = "\(found) for .infinity with fixed-size subviews (in a ScrollView, SwiftUI proposes infinity along its axis)"
            }
            record("infinity proposal", "25 fixed-size items, (inf, inf)", problem)
        }
        for count in [0, 1] {
            stage(count == 0 ? "empty input" : "one item")
            let (size, frames) = try lay(Self.items(count, seed: 4), ProposedSize(width: 390, height: nil))
            var problem = finiteProblem(size, frames, count: count)
            if problem == nil, count == 0, size.width < 0 || size.height < 0 { problem = "negative size \(size)" }
            record(count == 0 ? "empty input" : "one item", "\(count) items, (390, nil)", problem)
        }

        // Lazy: a scroll from the top realises the full layout's frames.
        if let lazy = try make().lazy {
            stage("lazy = full layout")
            let items = Self.items(300, seed: 5)
            let vertical = lazy.scrollAxis == .vertical
            let proposal = vertical ? ProposedSize(width: 390, height: nil) : ProposedSize(width: nil, height: 390)
            let (_, full) = try lay(items, proposal)
            let storage = SubviewStorage(items)
            var realized: [Int] = []
            var problem: String?
            var offset = 0.0
            let end = lazy.contentExtent(crossLength: 390, subviews: storage.subviews) + 2000
            outer: while offset < end {
                realized.removeAll(keepingCapacity: true)
                lazy.realize(crossLength: 390, visible: offset..<(offset + 600), subviews: storage.subviews, realized: &realized)
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
        return results
    }

    /// Runs one pass and reports subviews that `placeSubviews` left unplaced or placed more than
    /// once, as SwiftUI would see them.
    static func placementProblem(_ layout: LayoutInstance, _ items: [ItemModel]) -> (problem: String?, work: String) {
        let storage = SubviewStorage(items)
        let proposal = ProposedSize(width: 390, height: nil)
        let start = storage.counters
        let size = layout.sizeThatFits(proposal: proposal, subviews: storage.subviews)
        let sized = storage.counters
        // A frame no `place` call writes keeps this marker.
        let unplacedMarker = Rect(x: -.infinity, y: -.infinity, width: 0, height: 0)
        storage.resetFrames(to: unplacedMarker)
        layout.placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, subviews: storage.subviews)
        let end = storage.counters
        let calls = end.placeCalls - sized.placeCalls
        let n = Double(Swift.max(items.count, 1))
        func per(_ value: Int) -> String { formatLength(Double(value) / n) }
        let work =
            "\(per(end.measureCalls - start.measureCalls)) measure calls (\(per(sized.measureCalls - start.measureCalls)) sizing, "
            + "\(per(end.measureCalls - sized.measureCalls)) placing), \(per(calls)) place calls per subview in a pass"
        let unplaced = storage.frames.indices.filter { storage.frame(at: $0) == unplacedMarker }
        if !unplaced.isEmpty {
            return (
                "\(unplaced.count) of \(items.count) subviews never placed (first: item \(unplaced[0])): SwiftUI places a subview its layout does not place at the centre of the layout's bounds",
                work
            )
        }
        if calls > items.count {
            return (
                "place called \(calls) times for \(items.count) subviews: SwiftUI keeps each subview's last placement, the earlier ones are wasted work", work
            )
        }
        return (nil, work)
    }

    static func isFinite(_ size: Size, _ frames: [Rect]) -> Bool {
        size.width.isFinite && size.height.isFinite && frames.allSatisfy(\.isFinite)
    }

    static func finiteProblem(_ size: Size, _ frames: [Rect], count: Int) -> String? {
        if frames.count != count { return "\(frames.count) frames for \(count) items" }
        if !(size.width.isFinite && size.height.isFinite) { return "size \(size) is not finite" }
        if size.width < 0 || size.height < 0 { return "size \(size) is negative" }
        if let i = frames.firstIndex(where: { !$0.isFinite }) { return "frame \(i) is \(frames[i])" }
        return nil
    }

    static func overlapProblem(_ frames: [Rect]) -> String? {
        // Sort by minX and sweep: O(n log n + overlapping candidates).
        let order = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        for (k, a) in order.enumerated() {
            for b in order[(k + 1)...] {
                if frames[b].minX >= frames[a].maxX { break }
                if frames[a].overlaps(frames[b]) { return "frames \(min(a, b)) \(frames[min(a, b)]) and \(max(a, b)) \(frames[max(a, b)]) overlap" }
            }
        }
        return nil
    }

    static func contains(_ bounds: Rect, _ r: Rect) -> Bool {
        let e = 1e-9 * max(1, bounds.width + bounds.height)
        return r.minX >= bounds.minX - e && r.minY >= bounds.minY - e && r.maxX <= bounds.maxX + e && r.maxY <= bounds.maxY + e
    }
}
