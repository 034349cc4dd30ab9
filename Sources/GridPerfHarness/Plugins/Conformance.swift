import GridPerfCore
import GridPerfModel

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

    /// The width the checks lay their scenes out at (a phone's, as `gridperf run`'s default).
    static let width = Workload.defaultWidth
    /// Proposed that width and an unspecified height, as a vertical scroll view proposes.
    static let phoneProposal = ProposedSize(width: width, height: nil)

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
        _ = try plugin.makeLayout(parameters: parameters)
        return try withoutActuallyEscaping(stage) { stage in
            try withoutActuallyEscaping(recorded) { recorded in
                var session = Session(plugin: plugin, parameters: parameters, stage: stage, recorded: recorded)
                try session.checkOrdinaryScenes()
                try session.checkPlacement()
                try session.checkEdgeProposals()
                try session.checkScrollViewProposals()
                try session.checkInfinityProposal()
                try session.checkSmallInputs()
                try session.checkLazyMatchesFull()
                try session.checkNesting()
                return session.results
            }
        }
    }

    /// Runs one pass and reports subviews that `placeSubviews` left unplaced or placed more than
    /// once, as SwiftUI would see them.
    static func placementProblem(_ layout: LayoutInstance, _ items: [ItemModel]) -> (problem: String?, work: String) {
        let storage = SubviewStorage(items)
        let proposal = phoneProposal
        let start = storage.counters
        let size = layout.sizeThatFits(proposal: proposal, subviews: storage.subviews)
        let sized = storage.counters
        // A frame no `place` call writes keeps this marker.
        storage.resetFrames(to: .unplaced)
        layout.placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, subviews: storage.subviews)
        let end = storage.counters
        let calls = end.placeCalls - sized.placeCalls
        let n = Double(Swift.max(items.count, 1))
        func per(_ value: Int) -> String { formatLength(Double(value) / n) }
        let work =
            "\(per(end.measureCalls - start.measureCalls)) measure calls (\(per(sized.measureCalls - start.measureCalls)) sizing, "
            + "\(per(end.measureCalls - sized.measureCalls)) placing), \(per(calls)) place calls per subview in a pass"
        let unplaced = storage.frames.indices.filter { storage.frame(at: $0) == .unplaced }
        if !unplaced.isEmpty {
            return (
                "\(unplaced.count) of \(items.count) subviews never placed (first: item \(unplaced[0])): SwiftUI places a subview its layout does not place at the centre of the layout's bounds",
                work
            )
        }
        // A SwiftUI layout's unplaced subviews are centred as SwiftUI centres them: still the
        // layout's omission, named.
        if let centred = layout.unplacedInLastPass {
            return (
                "\(centred.count) of \(items.count) subviews never placed (first: item \(centred.first)): SwiftUI places a subview its layout does not place at the centre of the layout's bounds (gridperf lays it out there too)",
                work
            )
        }
        if calls > items.count {
            return (
                "place called \(calls) times for \(items.count) subviews: SwiftUI keeps each subview's last placement, the earlier ones are wasted work",
                work
            )
        }
        return (nil, work)
    }

    static func isFinite(_ size: Size, _ frames: [Rect]) -> Bool {
        size.width.isFinite && size.height.isFinite && frames.allSatisfy(\.isFinite)
    }

    /// What is wrong with a pass's answer: the frame count, a size or frame that is not finite
    /// (which subview, which value, what it was proposed when `proposals` says), a negative size.
    static func finiteProblem(_ size: Size, _ frames: [Rect], count: Int, proposals: [ProposedSize?] = []) -> String? {
        if frames.count != count { return "\(frames.count) frames for \(count) items" }
        if !(size.width.isFinite && size.height.isFinite) { return "size \(size) is not finite" }
        if size.width < 0 || size.height < 0 { return "size \(size) is negative" }
        if let i = frames.firstIndex(where: { !$0.isFinite }) {
            let f = frames[i]
            let values = [("x", f.minX), ("y", f.minY), ("width", f.width), ("height", f.height)]
            let bad = values.filter { !$0.1.isFinite }.map { "\($0.0) \($0.1.isNaN ? "NaN" : "\($0.1)")" }
                .joined(separator: ", ")
            var text = "subview \(i) was placed with \(bad) (frame \(f))"
            if i < proposals.count {
                text += proposals[i].map { "; it was last proposed \($0)" } ?? "; it was never measured"
            }
            return text
        }
        return nil
    }

    /// Two passes over the same items, compared value by value (a NaN equal to a NaN: a
    /// non-finite answer is reported as that, by ``finiteProblem(_:_:count:proposals:)``, not
    /// as a difference).
    static func differenceProblem(_ size: Size, _ frames: [Rect], _ size2: Size, _ frames2: [Rect]) -> String? {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        func same(_ a: Rect, _ b: Rect) -> Bool {
            same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
        }
        if !(same(size.width, size2.width) && same(size.height, size2.height)) {
            return "two passes over the same items differ: size \(size), then \(size2)"
        }
        if frames.count != frames2.count { return "two passes gave \(frames.count) and \(frames2.count) frames" }
        if let i = frames.indices.first(where: { !same(frames[$0], frames2[$0]) }) {
            return "two passes over the same items differ: subview \(i) at \(frames[i]), then \(frames2[i])"
        }
        return nil
    }

    static func overlapProblem(_ frames: [Rect]) -> String? {
        // Sort by minX and sweep: O(n log n + overlapping candidates).
        let order = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        for (k, a) in order.enumerated() {
            for b in order[(k + 1)...] {
                if frames[b].minX >= frames[a].maxX { break }
                if frames[a].overlaps(frames[b]) {
                    return "frames \(min(a, b)) \(frames[min(a, b)]) and \(max(a, b)) \(frames[max(a, b)]) overlap"
                }
            }
        }
        return nil
    }

    static func contains(_ bounds: Rect, _ r: Rect) -> Bool {
        let e = 1e-9 * max(1, bounds.width + bounds.height)
        return r.minX >= bounds.minX - e && r.minY >= bounds.minY - e && r.maxX <= bounds.maxX + e
            && r.maxY <= bounds.maxY + e
    }
}
