import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import PropertyBased
import Testing

/// `GridMath` on hand arithmetic.
@Suite struct GridMathTests {
    /// Tracks answer as clamp(offer, min, max), as a flexible frame does.
    static func clamp(_ minima: [Double], _ maxima: [Double]) -> (Int, Double?) -> Double {
        { i, offer in offer.map { Swift.min(Swift.max($0, minima[i]), maxima[i]) } ?? minima[i] }
    }

    @Test func leastFlexibleFirstEachOfferedWhatRemainsOverTracksLeft() {
        // A: fixed 50; B: 0…∞; C: 0…60. Order A (0), C (60), B (∞).
        // A takes 50 (250 left); C offered 250 ÷ 2 = 125 takes 60 (190 left); B offered 190.
        let minima = [50.0, 0, 0], maxima = [50.0, .infinity, 60]
        var order: [Int] = [], sizes: [Double] = []
        GridMath.share(
            300, minima: minima, maxima: maxima, order: &order, sizes: &sizes, answer: Self.clamp(minima, maxima))
        #expect(sizes == [50, 190, 60])
        #expect(order == [0, 2, 1])
    }

    @Test func tiesKeepIndexOrderAndOffersNeverGoNegative() {
        // 20 for a fixed 50 and two 0…∞: the fixed one takes 50, the others are offered 0.
        let minima = [0.0, 50, 0], maxima = [Double.infinity, 50, .infinity]
        var order: [Int] = [], sizes: [Double] = []
        GridMath.share(
            20, minima: minima, maxima: maxima, order: &order, sizes: &sizes, answer: Self.clamp(minima, maxima))
        #expect(sizes == [0, 50, 0])
        #expect(order == [1, 0, 2])
        // Equal flexibility: 90 shared 30, 30, 30 in index order.
        let flat = [Double](repeating: 0, count: 3), open = [Double](repeating: .infinity, count: 3)
        GridMath.share(90, minima: flat, maxima: open, order: &order, sizes: &sizes, answer: Self.clamp(flat, open))
        #expect(sizes == [30, 30, 30] && order == [0, 1, 2])
    }

    @Test func anUnspecifiedLengthGivesEveryTrackItsIdeal() {
        var order: [Int] = [], sizes: [Double] = []
        GridMath.share(nil, minima: [0, 0], maxima: [9, 9], order: &order, sizes: &sizes) { i, offer in
            #expect(offer == nil)
            return Double(i + 1) * 7
        }
        #expect(sizes == [7, 14])
    }

    @Test func widenSharesTheShortfallEqually() {
        var sizes = [100.0, 100, 40]
        // Columns 0 and 1 with 10 between give 210; a cell needing 500 adds 145 to each.
        #expect(GridMath.widen(&sizes, span: 0..<2, spacing: 10, need: 500) == 290)
        #expect(sizes == [245, 245, 40])
        // Enough already: nothing changes.
        #expect(GridMath.widen(&sizes, span: 1..<3, spacing: 10, need: 200) == 0)
        #expect(sizes == [245, 245, 40])
        var offsets: [Double] = []
        #expect(GridMath.offsets(sizes, spacing: 10, into: &offsets) == 550)
        #expect(offsets == [0, 255, 510])
    }
}

/// Apple's statements on its Grid page (seed 003) and our documented rules, as scenes.
@Suite struct GridTests {
    static func layout(_ json: String) throws -> LayoutResult {
        try LayoutResult.compute(LayoutSpec.parse(Data(json.utf8), source: "test"))
    }

    static func dividerScene(unsized: Bool) -> String {
        """
        {"layout": "grid", "proposal": {"width": 500, "height": null},
         "rows": [{"cells": [{"size": [100, 20]}, {"size": [100, 20]}]},
                  {"item": {"flexible": {"height": 1}\(unsized ? ", \"unsizedAxes\": [\"horizontal\"]" : "")}},
                  {"cells": [{"size": [100, 20]}, {"size": [100, 20]}]}]}
        """
    }

    /// "Because a divider takes as much horizontal space as its parent offers, the entire grid
    /// widens to fill the width offered by its parent view." Columns 100 + 8 + 100 = 208; the
    /// divider is offered 208 + the 292 left and takes 500, so each column gains 146: 246.
    /// The 100-wide cells sit centred: x = (246 − 100) ÷ 2 = 73, and 254 + 73 = 327.
    @Test func aDividerWidensTheGridToTheOfferedWidth() throws {
        let result = try Self.layout(Self.dividerScene(unsized: false))
        #expect(result.size == Size(width: 500, height: 20 + 8 + 1 + 8 + 20))
        #expect(result.frames[0] == Rect(x: 73, y: 0, width: 100, height: 20))
        #expect(result.frames[1] == Rect(x: 327, y: 0, width: 100, height: 20))
        #expect(result.frames[2] == Rect(x: 0, y: 28, width: 500, height: 1))
    }

    /// "…gridCellUnsizedAxes(.horizontal) … restores the grid to the width that the text and
    /// images require": 208, and the divider is given those 208.
    @Test func anUnsizedDividerDoesNot() throws {
        let result = try Self.layout(Self.dividerScene(unsized: true))
        #expect(result.size == Size(width: 208, height: 57))
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(result.frames[2] == Rect(x: 0, y: 28, width: 208, height: 1))
    }

    /// "The grid's column count grows to handle the row with the largest number of columns":
    /// rows of 1, 2 and 3 cells make 3 columns; the first two rows have empty trailing cells
    /// (no frames). Every cell is 40 × 20: width 3·40 + 2·8 = 136, height 3·20 + 2·8 = 76.
    @Test func rowsOfOneTwoAndThreeCellsGiveThreeColumns() throws {
        let cell = "{\"size\": [40, 20]}"
        let result = try Self.layout(
            """
            {"layout": "grid", "proposal": {"width": 300, "height": null},
             "rows": [{"cells": [\(cell)]}, {"cells": [\(cell), \(cell)]}, {"cells": [\(cell), \(cell), \(cell)]}]}
            """)
        #expect(result.size == Size(width: 136, height: 76))
        #expect(result.frames.map(\.minX) == [0, 0, 48, 0, 48, 96])
        #expect(result.frames.map(\.minY) == [0, 28, 28, 56, 56, 56])
    }

    /// "The grid sets the width of all the cells in a column to match the needs of column's
    /// widest cell": texts of 3, 10 and 6 characters at 7 points make a 70-wide column, and
    /// "the other columns, which contain flexible Color views, share the remaining horizontal
    /// space … equally": 300 − 2·8 = 284; the text column (flexibility 70 − 7) goes first,
    /// offered 284 ÷ 3, and takes 70; the two colour columns are offered 214 ÷ 2 = 107 each.
    /// Rows: the colours share the height too: 3 rows in 200 − 16, 184 ÷ 3 each.
    @Test func aTextColumnIsAsWideAsItsWidestAndFlexibleColumnsShareTheRest() throws {
        func row(_ n: Int) -> String {
            "{\"cells\": [{\"text\": {\"length\": \(n), \"charWidth\": 7, \"lineHeight\": 17}}, {\"flexible\": {}}, {\"flexible\": {}}]}"
        }
        let result = try Self.layout(
            """
            {"layout": "grid", "parameters": {"alignment": "leading"}, "proposal": {"width": 300, "height": 200},
             "rows": [\(row(3)), \(row(10)), \(row(6))]}
            """)
        #expect(result.size.width == 300)
        #expect(abs(result.size.height - 200) < 1e-9)
        let rowHeight = 184.0 / 3
        #expect(result.frames[0] == Rect(x: 0, y: (rowHeight - 17) / 2, width: 21, height: 17))
        #expect(result.frames[3].width == 70 && result.frames[6].width == 42)
        for colour in [1, 2, 4, 5, 7, 8] {
            #expect(result.frames[colour].width == 107)
            #expect(abs(result.frames[colour].height - rowHeight) < 1e-9)
        }
        #expect(result.frames[1].minX == 78 && result.frames[2].minX == 193)
    }

    /// Our rule for a spanning cell that needs more than its columns: the shortfall goes to
    /// its columns equally. Columns 50 and 50 (108 with spacing) in a 100 proposal; a
    /// 200-wide cell spanning both needs 92 more: 96 and 96. The 50-wide cells centre in 96:
    /// x 23 and 104 + 23 = 127.
    @Test func aSpanningCellThatNeedsMoreWidensItsColumnsEqually() throws {
        let result = try Self.layout(
            """
            {"layout": "grid", "proposal": {"width": 100, "height": null},
             "rows": [{"cells": [{"size": [50, 10]}, {"size": [50, 10]}]}, {"cells": [{"size": [200, 10], "columns": 2}]}]}
            """)
        #expect(result.size == Size(width: 200, height: 28))
        #expect(
            result.frames == [
                Rect(x: 23, y: 0, width: 50, height: 10), Rect(x: 127, y: 0, width: 50, height: 10),
                Rect(x: 0, y: 18, width: 200, height: 10),
            ])
        // A flexible spanning cell takes what the grid has left of 300: 192 more, 96 each.
        let flexible = try Self.layout(
            """
            {"layout": "grid", "proposal": {"width": 300, "height": null},
             "rows": [{"cells": [{"size": [50, 10]}, {"size": [50, 10]}]}, {"cells": [{"flexible": {"height": 10}, "columns": 2}]}]}
            """)
        #expect(flexible.size.width == 300 && flexible.frames[2].width == 300)
        // A span that fits changes nothing: the cell is proposed its columns and centred.
        let fits = try Self.layout(
            """
            {"layout": "grid", "proposal": {"width": 300, "height": null},
             "rows": [{"cells": [{"size": [50, 10]}, {"size": [50, 10]}]}, {"cells": [{"size": [60, 10], "columns": 2}]}]}
            """)
        #expect(fits.size.width == 108 && fits.frames[2] == Rect(x: 24, y: 18, width: 60, height: 10))
    }

    /// Precedence: grid (topLeading) < row (bottom) / column (trailing) < cell anchor.
    /// Every column is 30 wide and both rows 30 tall (a 30-point cell in each); spacing 8.
    @Test func alignmentPrecedence() throws {
        let result = try Self.layout(
            """
            {"layout": "grid", "parameters": {"alignment": "topLeading"}, "proposal": {"width": null, "height": null},
             "rows": [{"cells": [{"size": [10, 10], "columnAlignment": "trailing"}, {"size": [30, 30]}, {"size": [30, 30]}]},
                      {"alignment": "bottom",
                       "cells": [{"size": [30, 30]}, {"size": [10, 10], "anchor": {"x": 0.5, "y": 0.5}}, {"size": [10, 10]}]}]}
            """)
        #expect(result.size == Size(width: 106, height: 68))
        #expect(
            result.frames == [
                Rect(x: 20, y: 0, width: 10, height: 10),  // column trailing, grid top
                Rect(x: 38, y: 0, width: 30, height: 30),
                Rect(x: 76, y: 0, width: 30, height: 30),
                Rect(x: 0, y: 38, width: 30, height: 30),  // fills its cell
                Rect(x: 48, y: 48, width: 10, height: 10),  // anchor centre: 38 + 10 on both axes
                Rect(x: 76, y: 58, width: 10, height: 10),  // grid leading, row bottom: 38 + 20
            ])
    }

    /// An unsized-vertical flexible cell does not make its row tall: the row is its other
    /// cell's 20, and the cell is given those 20.
    @Test func anUnsizedVerticalCellTakesTheRowItIsGiven() throws {
        let result = try Self.layout(
            """
            {"layout": "grid", "proposal": {"width": 200, "height": 500},
             "rows": [{"cells": [{"size": [40, 20]}, {"flexible": {"width": 40}, "unsizedAxes": ["vertical"]}]}]}
            """)
        #expect(result.size == Size(width: 88, height: 20))
        #expect(result.frames[1] == Rect(x: 48, y: 0, width: 40, height: 20))
    }

    @Test func badGridInputIsAClearError() {
        #expect(throws: GridPerfError("grid: parameters.columns: required with items (cells per row), or give rows")) {
            try Self.layout("{\"layout\": \"grid\", \"proposal\": {\"width\": 100, \"height\": null}, \"items\": []}")
        }
        #expect(
            throws: GridPerfError(
                "test: rows[0].cells[0].columns: must be in 1...100000, got 0",
                kind: .invalidValue(path: "rows[0].cells[0].columns"))
        ) {
            try Self.layout(
                "{\"layout\": \"grid\", \"proposal\": {\"width\": 1, \"height\": 1}, \"rows\": [{\"cells\": [{\"size\": [1, 1], \"columns\": 0}]}]}"
            )
        }
        #expect(throws: GridPerfError("test: rows[0]: a row needs cells (a GridRow) or item (a bare view)")) {
            try Self.layout("{\"layout\": \"grid\", \"proposal\": {\"width\": 1, \"height\": 1}, \"rows\": [{}]}")
        }
        #expect(
            throws: GridPerfError(
                "test: rows[0].cells[0].unsizedAxes: expected an array of \"horizontal\" / \"vertical\"")
        ) {
            try Self.layout(
                "{\"layout\": \"grid\", \"proposal\": {\"width\": 1, \"height\": 1}, \"rows\": [{\"cells\": [{\"size\": [1, 1], \"unsizedAxes\": [\"diagonal\"]}]}]}"
            )
        }
    }

    /// The cache: placement with the proposal of `sizeThatFits` hits; a new proposal misses.
    @Test func theCacheIsKeyedByTheProposal() throws {
        let layout = LayoutInstance(try GridLayout(columns: 2))
        let storage = SubviewStorage((0..<6).map { _ in ItemModel.flexible(.height(10)) })
        layout.layout(proposal: ProposedSize(width: 100, height: nil), subviews: storage.subviews)
        #expect(storage.counters.layoutCacheMisses == 1 && storage.counters.layoutCacheHits == 1)
        layout.layout(proposal: ProposedSize(width: 200, height: nil), subviews: storage.subviews)
        #expect(storage.counters.layoutCacheMisses == 2 && storage.counters.layoutCacheHits == 2)
        // Every cell: width proposed 0, ∞ and the offer; height at the ideal; then placed.
        // 6 cells × 4 measures + 6 placements, per pass at a new width.
        #expect(storage.counters.measureCalls == 2 * 6 * 5)
    }
}

@Suite struct GridPropertyTests {
    /// Rows of 1…5 columns of cells that fill their width, with fixed random heights.
    @Test func gridProperties() async {
        let input = zip(
            Gen.int(in: 1...5), Gen.double(in: 0...600), Gen.double(in: 1...90).array(of: 0...30),
            Gen.double(in: 0...12))
        await propertyCheck(count: 150, input: input) { columns, width, heights, spacing in
            let storage = SubviewStorage(heights.map { ItemModel.flexible(.height($0)) })
            let layout = LayoutInstance(
                try GridLayout(columns: columns, horizontalSpacing: spacing, verticalSpacing: spacing))
            let size = layout.layout(proposal: ProposedSize(width: width, height: nil), subviews: storage.subviews)
            let frames = storage.frames
            for a in frames.indices {
                for b in frames.indices where b > a {
                    #expect(!frames[a].overlaps(frames[b]))
                    // Cells of one column share x and width.
                    if a % columns == b % columns {
                        #expect(frames[a].minX == frames[b].minX && frames[a].width == frames[b].width)
                    }
                }
            }
            // Cells of one row share the row band: centred on one line, the tallest spans it.
            for start in stride(from: 0, to: frames.count, by: columns) {
                let row = frames[start..<min(start + columns, frames.count)]
                let top = row.map(\.minY).min()!, bottom = row.map(\.maxY).max()!
                for f in row { #expect(abs((f.minY + f.maxY) / 2 - (top + bottom) / 2) < 1e-9) }
            }
            // The reported size is the bounding box of the cells.
            if let first = frames.first {
                let box = frames.dropFirst().reduce(first) { $0.union($1) }
                #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9)
                #expect(abs(box.width - size.width) < 1e-6 && abs(box.height - size.height) < 1e-6)
            } else {
                #expect(size == .zero)
            }
        }
    }
}
