import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import Synchronization
import Testing

/// A layout that stacks every subview at the origin, yet promises no overlaps.
struct PileLayout: Layout {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        Size(width: proposal.width ?? 10, height: 100)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedSize(width: 50, height: 50)) }
    }
}

/// A layout whose frames drift from one pass to the next.
struct DriftLayout: Layout {
    static let passes = Atomic<Int>(0)
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        Size(width: 1000, height: Double(subviews.count) * 20)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let drift = Double(Self.passes.add(1, ordering: .relaxed).newValue % 7)
        for (k, s) in subviews.enumerated() {
            s.place(at: Point(x: drift, y: Double(k) * 20), proposal: ProposedSize(width: 10, height: 10))
        }
    }
}

struct BrokenPlugin: LayoutPlugin {
    var name: String
    var summary: String { "broken on purpose" }
    var parameters: [PluginParameter] { [] }
    var guarantees: LayoutGuarantees { [.noOverlaps] }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        name == "pile" ? LayoutInstance(PileLayout()) : LayoutInstance(DriftLayout())
    }
}

/// A column that measures each subview at 20 different widths before it places it.
struct ProbingLayout: Layout {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        var height = 0.0
        for s in subviews {
            for k in 1...20 {
                height = Swift.max(height, s.sizeThatFits(ProposedSize(width: Double(100 + k), height: nil)).height)
            }
        }
        return Size(width: proposal.width ?? 100, height: height * Double(subviews.count))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for (k, s) in subviews.enumerated() {
            s.place(
                at: Point(x: bounds.minX, y: bounds.minY + Double(k) * 60),
                proposal: ProposedSize(width: 100, height: 60))
        }
    }
}

struct ProbingPlugin: LayoutPlugin {
    var name: String { "probing" }
    var summary: String { "measures each subview at 20 widths" }
    var parameters: [PluginParameter] { [] }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(ProbingLayout()) }
}

@Suite struct ConformanceTests {
    /// The nesting check's finding. Each card `VStack { HStack { 3 texts } }` is offered 20
    /// different widths: each misses the card's one-entry cache, so the vstack measures its
    /// hstack at least once at that width, which measures each text at least once — at least
    /// 20 calls a leaf, over the threshold of 12. A vstack of cards offers each card one width
    /// in sizeThatFits and the same in placeSubviews: no finding.
    @Test func nestingCheckNamesTheHottestLeaf() throws {
        let probing = try #require(try Conformance.run(ProbingPlugin()).first { $0.check == "nesting" })
        #expect(probing.passed)
        #expect(probing.detail.hasPrefix("finding: probing › vstack["))
        #expect(probing.detail.contains("] › hstack[0] › text["))
        let vstack = try #require(
            try Conformance.run(PluginRegistry.builtIn.plugin(named: "vstack")).first { $0.check == "nesting" })
        #expect(vstack.passed && vstack.detail.hasPrefix("leaves measured per pass: min "))
    }

    @Test func everyBuiltInPasses() throws {
        for plugin in PluginRegistry.builtIn.all {
            let results = try Conformance.run(plugin)
            #expect(results.count >= 18)
            for r in results where !r.passed { Issue.record("\(plugin.name): \(r.check) on \(r.scene): \(r.detail)") }
        }
    }

    @Test func overlappingFramesFailNoOverlaps() throws {
        let results = try Conformance.run(BrokenPlugin(name: "pile"))
        let overlaps = results.filter { $0.check == "no overlaps" }
        let allFailed = overlaps.allSatisfy { !$0.passed }
        #expect(!overlaps.isEmpty && allFailed)
        #expect(overlaps.first?.detail == "frames 0 (0, 0, 50, 50) and 1 (0, 0, 50, 50) overlap")
        let deterministic = results.first { $0.check == "deterministic" }?.passed
        #expect(deterministic == true)
    }

    @Test func driftingFramesFailDeterminism() throws {
        let results = try Conformance.run(BrokenPlugin(name: "drift"))
        let deterministic = results.filter { $0.check == "deterministic" }
        let allFailed = deterministic.allSatisfy { !$0.passed }
        #expect(!deterministic.isEmpty && allFailed)
        #expect(deterministic.first?.detail.hasPrefix("two passes over the same items differ") == true)
        let noOverlaps = results.filter { $0.check == "no overlaps" }.allSatisfy(\.passed)
        #expect(noOverlaps)
    }
}
