import GridPerfCore
import GridPerfLayouts
import Testing

@Suite struct FlowMathTests {
    func widths(_ ws: [Double], height: Double = 10) -> [Size] { ws.map { Size(width: $0, height: height) } }

    @Test func greedyLineBreaking() {
        // 40 at 0, 30 at 50 (ends 80), 50 would end at 90 + 50 = 140 > 100: new line.
        var lines: [FlowLine] = []
        let sizes = widths([40, 30, 50])
        FlowMath.breakLines(count: 3, maxWidth: 100, spacing: 10, size: { sizes[$0] }, into: &lines)
        #expect(
            lines == [FlowLine(range: 0..<2, width: 80, height: 10), FlowLine(range: 2..<3, width: 50, height: 10)])
    }

    /// The lines replace what the array held, whether it held more lines or fewer (they are
    /// written in place up to its old count, appended beyond it).
    @Test func breakingReplacesTheOldLines() {
        let sizes = widths([40, 30, 50])  // two lines, as in greedyLineBreaking
        let expected = [FlowLine(range: 0..<2, width: 80, height: 10), FlowLine(range: 2..<3, width: 50, height: 10)]
        let stale = FlowLine(range: 7..<9, width: 1, height: 2)
        for old in [[], [stale], [stale, stale], [stale, stale, stale, stale]] {
            var lines = old
            FlowMath.breakLines(count: 3, maxWidth: 100, spacing: 10, size: { sizes[$0] }, into: &lines)
            #expect(lines == expected, "from \(old.count) old lines")
        }
        // Five lines after two (an item of 120 sits alone on each).
        var lines = expected
        let wide = widths([120, 120, 120, 120, 120])
        FlowMath.breakLines(count: 5, maxWidth: 100, spacing: 10, size: { wide[$0] }, into: &lines)
        #expect(lines == (0..<5).map { FlowLine(range: $0..<$0 + 1, width: 120, height: 10) })
    }

    @Test func equalityFits() {
        // 45 + 10 + 45 = 100 = W: one line.
        let (frames, size) = FlowMath.frames(sizes: widths([45, 45]), maxWidth: 100, spacing: 10, lineSpacing: 0)
        #expect(frames.map(\.minY) == [0, 0])
        #expect(size == Size(width: 100, height: 10))
    }

    @Test func anItemWiderThanTheLineSitsAlone() {
        let (frames, size) = FlowMath.frames(sizes: widths([20, 150, 20]), maxWidth: 100, spacing: 10, lineSpacing: 5)
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 15, width: 150, height: 10),
                Rect(x: 0, y: 30, width: 20, height: 10),
            ])
        #expect(size == Size(width: 150, height: 40))  // 3 lines of 10 + 2 spacings of 5
    }

    @Test func linesAlignWithinTheBounds() {
        // Lines of 80 and 50 in bounds 80 wide (the widest line): center offsets 0 and 15.
        let sizes = widths([40, 30, 50])
        let center = FlowMath.frames(sizes: sizes, maxWidth: 100, spacing: 10, lineSpacing: 0, alignment: .center)
        #expect(center.frames.map(\.minX) == [0, 50, 15])
        let trailing = FlowMath.frames(sizes: sizes, maxWidth: 100, spacing: 10, lineSpacing: 0, alignment: .trailing)
        #expect(trailing.frames.map(\.minX) == [0, 50, 30])
    }

    @Test func itemsAlignWithinTheirLine() {
        // Heights 2 and 6 on one line of height 6: top 0, center 2, bottom 4.
        let sizes = [Size(width: 1, height: 2), Size(width: 1, height: 6)]
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 2), (.bottom, 4)] {
            let r = FlowMath.frames(sizes: sizes, maxWidth: 10, spacing: 1, lineSpacing: 0, itemAlignment: alignment)
            #expect(r.frames[0].minY == y)
            #expect(r.frames[1].minY == 0)
        }
    }

    @Test func unspecifiedWidthIsOneLine() {
        let storage = SubviewStorage((0..<50).map { _ in ItemModel.size(width: 100, height: 5) })
        let size = LayoutInstance(FlowLayout(spacing: 1)).layout(proposal: .unspecified, subviews: storage.subviews)
        #expect(size == Size(width: 50 * 100 + 49, height: 5))
    }

    @Test func countersOfAFullPass() {
        // sizeThatFits measures each item once at its ideal size; placeSubviews reuses the line
        // breaks and the sizes (a layout-cache hit), and place measures each again (a hit).
        let n = 64
        let storage = SubviewStorage((0..<n).map { ItemModel.text(TextItem(length: $0 % 9 + 1)) })
        let layout = LayoutInstance(FlowLayout())
        layout.layout(proposal: ProposedSize(width: 200, height: nil), subviews: storage.subviews)
        let c = storage.counters
        #expect(c.measureCalls == 2 * n)
        #expect(c.measureCacheMisses == n)
        #expect(c.measureCacheHits == n)
        #expect(c.layoutCacheMisses == 1)
        #expect(c.layoutCacheHits == 1)
    }
}
