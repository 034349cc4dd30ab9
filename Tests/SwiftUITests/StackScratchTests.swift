import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// A stack's offer scratch lives on the stack up to ``StackCache/scratchOnStack`` subviews and in
/// its cache above (docs/PERFORMANCE.md#stack-scratch): the frames are the same rule's either way.
@Suite struct StackScratchTests {
    /// `n` subviews alternating a fixed 10 × 10 box (priority 0) and a rectangle (priority 1, any
    /// size), spacing 0, 15·n wide, 10 high. By hand (SwiftUI's rule: priority groups first, each
    /// leaving the lower groups their minimum; Apple's `layoutPriority(_:)` documentation): the
    /// rectangles go first and may use all but the boxes' minimum, 15n − 10·n/2 = 10n, an equal
    /// share each of n/2: 20 wide; then each box is offered what is left, 10, and takes 10. So
    /// subview i is 10 wide when even and 20 when odd, at x = 10·⌈i/2⌉ + 20·⌊i/2⌋, y 0, 10 high.
    @Test(arguments: [8, 32, 40, 200])
    func priorityGroupsGiveTheSameFramesOnEitherSideOfTheScratchLimit(n: Int) throws {
        let items = (0..<n).map { i in
            i % 2 == 0 ? #"{"size": [10, 10]}"# : #"{"rectangle": {}, "priority": 1}"#
        }
        let scene = """
            {"layout": "hstack", "parameters": {"spacing": 0}, "proposal": {"width": \(15 * n), "height": 10},
             "items": [\(items.joined(separator: ", "))]}
            """
        let result = try layOut(scene: scene, plugins: [])
        #expect(result.size == Size(width: Double(15 * n), height: 10))
        let expected = (0..<n).map { i -> Rect in
            let x: Int = 10 * ((i + 1) / 2) + 20 * (i / 2)
            let width: Double = i % 2 == 0 ? 10 : 20
            return Rect(x: Double(x), y: 0, width: width, height: 10)
        }
        #expect(result.frames == expected)
    }

    /// One priority, least flexible first: boxes of fixed widths 30, 10, 20 (flexibility 0 each,
    /// so in index order) and a rectangle (flexibility ∞, last), repeated `copies` times, 90 wide a
    /// copy, spacing 0. Each box is offered at least its width and takes it; the rectangles, last,
    /// share what is left: 90 − 60 = 30 a copy. 4 subviews use the stack's scratch, 48 the cache's.
    @Test(arguments: [1, 12])
    func oneGroupTakesFixedWidthsThenSharesTheRest(copies: Int) throws {
        let copy = [#"{"size": [30, 10]}"#, #"{"size": [10, 10]}"#, #"{"size": [20, 10]}"#, #"{"rectangle": {}}"#]
        let items = (0..<copies).flatMap { _ in copy }
        let scene = """
            {"layout": "hstack", "parameters": {"spacing": 0}, "proposal": {"width": \(90 * copies), "height": 10},
             "items": [\(items.joined(separator: ", "))]}
            """
        let result = try layOut(scene: scene, plugins: [])
        let widths: [Double] = [30, 10, 20, 30]
        var x = 0.0
        var expected: [Rect] = []
        for i in 0..<(4 * copies) {
            expected.append(Rect(x: x, y: 0, width: widths[i % 4], height: 10))
            x += widths[i % 4]
        }
        #expect(result.frames == expected)
    }

    /// One stack's cache over 3, then 12, then 3 subviews, unspecified along its axis, then 3
    /// again: its offers kept in the cache itself up to 8 subviews and in an array above
    /// (docs/PERFORMANCE.md#stack-offers-inline), the frames the rule's each time. By hand, spacing
    /// 0, 10 high: boxes 30 and 10 wide and a rectangle (any width, ideally 10) in 90 → the boxes
    /// take their widths and the rectangle the 50 left; the 12 of the test above in 270 → 30, 10,
    /// 20 and a rectangle of 30, three times; unspecified, each its ideal: 30, 10, 10.
    @Test func oneCacheOverSmallAndLargeStacks() throws {
        let adapter = SwiftUILayoutAdapter(HStackLayout(spacing: 0))
        let small: [ItemModel] = [.size(width: 30, height: 10), .size(width: 10, height: 10), .flexible(.height(10))]
        let large: [ItemModel] = (0..<3).flatMap { _ -> [ItemModel] in
            [
                .size(width: 30, height: 10), .size(width: 10, height: 10), .size(width: 20, height: 10),
                .flexible(.height(10)),
            ]
        }
        var cache = adapter.makeCache(subviews: SubviewStorage(small).subviews)
        func frames(_ items: [ItemModel], width: Double?) -> [Rect] {
            let storage = SubviewStorage(items)
            let proposal = ProposedSize(width: width, height: 10)
            let size = adapter.sizeThatFits(proposal: proposal, subviews: storage.subviews, cache: &cache)
            adapter.placeSubviews(
                in: Rect(origin: .zero, size: size), proposal: proposal, subviews: storage.subviews, cache: &cache)
            return items.indices.map { storage.subviews.recordedFrame(at: $0) }
        }
        let fitted = [
            Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 10, height: 10),
            Rect(x: 40, y: 0, width: 50, height: 10),
        ]
        #expect(frames(small, width: 90) == fitted)
        let widths: [Double] = [30, 10, 20, 30]
        var x = 0.0
        var expected: [Rect] = []
        for i in 0..<12 {
            expected.append(Rect(x: x, y: 0, width: widths[i % 4], height: 10))
            x += widths[i % 4]
        }
        #expect(frames(large, width: 270) == expected)
        #expect(frames(small, width: 90) == fitted)
        #expect(
            frames(small, width: nil) == [
                Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 10, height: 10),
                Rect(x: 40, y: 0, width: 10, height: 10),
            ])
        #expect(frames(small, width: 90) == fitted)
    }
}
