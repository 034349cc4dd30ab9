import GridPerfCore
import GridPerfLayouts
import Testing

/// The resumable engines the full passes and the lazy paths share: stopping and going on must
/// give what one go gives.
@Suite struct PlacementEngineTests {
    // 2 columns in 100 with spacing 10: column width 45, stride 55. Heights 100, 50, 70, 30:
    // 100 → col 0 at 0 (next 110); 50 → col 1 at 0 (next 60); 70 → col 1 at 60 (next 140);
    // 30 → col 0 at 110 (next 150). Content height 150 − 10 = 140.
    static let heights = [100.0, 50, 70, 30]
    static let expected = [
        Rect(x: 0, y: 0, width: 45, height: 100), Rect(x: 55, y: 0, width: 45, height: 50),
        Rect(x: 55, y: 60, width: 45, height: 70), Rect(x: 0, y: 110, width: 45, height: 30),
    ]

    @Test(arguments: WaterfallMath.Strategy.allCases)
    func waterfallResumesWhereItStopped(strategy: WaterfallMath.Strategy) {
        var engine = WaterfallEngine()
        engine.reset(columns: 2, columnWidth: 45, spacing: 10, strategy: strategy)
        var frames: [Rect] = []
        let measure = { (i: Int) in Size(width: 45, height: Self.heights[i]) }
        // While the next top is above 100: items at 0, 0 and 60; the fourth would start at 110.
        engine.place(
            upTo: 4, while: { _, top in top < 100 }, measure: measure, emit: { _, frame, _ in frames.append(frame) })
        #expect(engine.placed == 3)
        #expect(engine.tallestItem == 100)
        engine.place(upTo: 4, while: { _, _ in true }, measure: measure, emit: { _, frame, _ in frames.append(frame) })
        #expect(frames == Self.expected)
        #expect(engine.contentHeight == 140)
        // Starting over and replaying gives the same again.
        engine.restart()
        var again: [Rect] = []
        engine.place(upTo: 4, while: { _, _ in true }, measure: measure, emit: { _, frame, _ in again.append(frame) })
        #expect(again == Self.expected)
    }

    @Test func flowBreaksOneItemAtATime() {
        // Width 100, spacing 10. 40 at 0; 50: 40 + 10 + 50 = 100 fits (equality); 20: 110 + 20
        // does not, closing 0..<2 (100 wide, 20 tall); 100: 20 + 10 + 100 > 100, closing 2..<3;
        // 120 (wider than the line) closes 3..<4 and sits alone: 4..<5 when finished.
        var breaker = FlowLineBreaker(maxWidth: 100, spacing: 10)
        let sizes = [
            Size(width: 40, height: 10), Size(width: 50, height: 20), Size(width: 20, height: 5),
            Size(width: 100, height: 8), Size(width: 120, height: 9),
        ]
        let closed = sizes.map { breaker.add($0) }
        #expect(
            closed == [
                nil, nil, FlowLine(range: 0..<2, width: 100, height: 20),
                FlowLine(range: 2..<3, width: 20, height: 5), FlowLine(range: 3..<4, width: 100, height: 8),
            ])
        #expect(breaker.finish() == FlowLine(range: 4..<5, width: 120, height: 9))
        #expect(breaker.finish() == nil)
        // Restarting at item 2 breaks the rest again the same way.
        breaker.restart(at: 2)
        #expect(
            sizes[2...].map { breaker.add($0) } == [
                nil, FlowLine(range: 2..<3, width: 20, height: 5),
                FlowLine(range: 3..<4, width: 100, height: 8),
            ])
    }

    @Test func flowPlacesOneLineAsTheFullPassDoes() {
        // A 60-wide line of items 20 and 30 (spacing 10), 30 tall, trailing in 100 from x = 5:
        // x starts at 5 + (100 − 60) = 45; the 10-tall item is centred: y = 7 + 10.
        var frames: [Rect] = []
        let sizes = [Size(width: 20, height: 10), Size(width: 30, height: 30)]
        FlowMath.place(
            line: FlowLine(range: 0..<2, width: 60, height: 30), top: 7, minX: 5, width: 100, spacing: 10,
            alignment: .trailing, itemAlignment: .center
        ) { i, position in
            frames.append(Rect(origin: position(sizes[i]), size: sizes[i]))
            return sizes[i]
        }
        #expect(frames == [Rect(x: 45, y: 17, width: 20, height: 10), Rect(x: 75, y: 7, width: 30, height: 30)])
    }
}
