import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import Testing

/// What `profile --pass first|width` counts (``MeasuredPasses``): the passes the timed run reports
/// as `first.*` and `width.*`, run outside valgrind here (the start request does nothing then).
@Suite struct CountedPassesTests {
    static let card =
        #"{"layout": "vstack", "items": [{"text": {"length": {"uniform": [6, 28]}}}, {"size": [10, 10]}]}"#

    /// A first pass is one a fresh scene: `passes` scenes counted; a width change counts whole
    /// cycles of 12 widths (WidthCycle), at least `passes` widths. Each ends on the case's frames,
    /// so all three give the steady pass's frame hash.
    @Test func firstAndWidthPassesCountTheirPassesAndEndOnTheSameFrames() throws {
        let w = try DeferredTemplateTests.workload(Self.card, layout: "flow", count: 12)
        let steady = try MeasuredPasses.run(w, passes: 3, registry: .builtIn)
        let first = try MeasuredPasses.run(w, passes: 3, pass: .first, registry: .builtIn)
        let width = try MeasuredPasses.run(w, passes: 3, pass: .width, registry: .builtIn)
        let widths = try MeasuredPasses.run(w, passes: 13, pass: .width, registry: .builtIn)
        #expect(steady.counted == 3 && first.counted == 3)
        #expect(width.counted == 12 && widths.counted == 24)
        #expect(first.frameHash == steady.frameHash && width.frameHash == steady.frameHash)
    }

    @Test func aRootProposedNoWidthHasNoWidthToChange() throws {
        var w = try DeferredTemplateTests.workload(Self.card, layout: "flow", count: 2)
        w.width = 0
        #expect(throws: GridPerfError.self) { try MeasuredPasses.run(w, passes: 3, pass: .width, registry: .builtIn) }
    }
}

/// A container's answers to its last nine proposals (ProposalMemo, docs/PERFORMANCE.md#container-answers),
/// seen through the measure calls its layout makes on its subviews.
@Suite struct ContainerAnswersTests {
    /// An `hstack` of one 10 × 10 box: each width it computes asks the box three times (at 0, at
    /// ∞ and at its offer: StackEngine's probes). Ten widths: 30 calls. The first width again: its
    /// answer was the oldest of ten, forgotten — 3 more. The tenth again: remembered, none. After
    /// ``ViewContainer/forgetAnswers()``: 3 again.
    @Test func nineAnswersAreKeptTheOldestForgottenFirst() throws {
        let (storage, node, container) = try Self.boxInAStack()
        func calls() -> Int { container.storage.counters.measureCalls }
        func ask(_ width: Double) { _ = node.sizeThatFits(ProposedSize(width: width, height: nil)) }
        #expect(calls() == 0)
        for width in 1...10 { ask(Double(width * 10)) }
        #expect(calls() == 30)
        ask(10)
        #expect(calls() == 33)
        ask(100)
        #expect(calls() == 33)
        container.forgetAnswers()
        ask(100)
        #expect(calls() == 36)
        withExtendedLifetime(storage) {}
    }

    /// A remembered answer is found by `Double?`'s `==` (docs/PERFORMANCE.md#memo-lookup): `-0`
    /// finds the answer to `0`, a NaN finds nothing (not even a NaN's), an unspecified width only
    /// an unspecified width's. Each width computed asks the box three times, an unspecified one
    /// once (StackEngine: no length to offer, each subview asked once).
    @Test func anAnswerIsFoundByEquality() throws {
        let (storage, node, container) = try Self.boxInAStack()
        func calls() -> Int { container.storage.counters.measureCalls }
        func ask(_ width: Double?) { _ = node.sizeThatFits(ProposedSize(width: width, height: nil)) }
        ask(0)
        #expect(calls() == 3)
        ask(-0.0)
        #expect(calls() == 3)
        ask(.nan)
        #expect(calls() == 6)
        ask(.nan)
        #expect(calls() == 9)
        ask(nil)
        #expect(calls() == 10)
        ask(nil)
        ask(0)
        #expect(calls() == 10)
        ask(.infinity)
        ask(.infinity)
        #expect(calls() == 13)
        withExtendedLifetime(storage) {}
    }

    /// A `vstack` holding an `hstack` of one 10 × 10 box: the vstack's storage (which keeps the
    /// hstack's node alive), that node and its container.
    static func boxInAStack() throws -> (SubviewStorage, ViewNode, ViewContainer) {
        let scene = #"{"layout": "vstack", "items": [{"layout": "hstack", "items": [{"size": [10, 10]}]}]}"#
        let spec = try LayoutSpec.parse(Data(scene.utf8), source: "memo")
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        guard case let .view(node) = storage.model(at: 0), let container = node.container else {
            throw GridPerfError("the vstack's subview is not a container")
        }
        return (storage, node, container)
    }
}
