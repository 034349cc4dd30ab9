import GridPerfModel
import Testing

import GridPerfReports

/// The HTML report's cause-and-effect graph of a state change.
@Suite struct UpdateGraphTests {
    /// One box per cause and per view, one edge (and its count) per pair, every text escaped.
    @Test func eachCauseAndViewIsABoxAndEachPairAnEdge() {
        let edges = [
            UpdateCause(cause: "Store.objectWillChange (@ObservedObject store)", view: "Cell<Int>", bodies: 200),
            UpdateCause(cause: "Store.objectWillChange (@ObservedObject store)", view: "Grid", bodies: 20),
            UpdateCause(cause: "new inputs from Grid's body", view: "Cell<Int>", bodies: 3),
        ]
        let svg = RunReport.updateGraphFigure(edges)
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 2 + 2)
        #expect(svg.components(separatedBy: "<path ").count - 1 == 3)
        #expect(svg.contains(">200</text>") && svg.contains(">20</text>") && svg.contains(">3</text>"))
        #expect(svg.contains("Cell&lt;Int&gt;") && !svg.contains("Cell<Int>"))
        // The widest edge is the one of most bodies: 1.5 + 10 × 200 ÷ 200.
        #expect(svg.contains("stroke-width=\"11.5\""))
        #expect(RunReport.updateGraphFigure([]).contains("no body ran"))
    }

    /// The table's "changes" of an update case run in rounds: each round's, so that the cause lines
    /// (a round's) and the column agree; one round: its changes. Two runs of 34 and 33 changes merged.
    @Test func changesAreListedARoundAtATime() {
        let one = Synthetic.result(times: Array(repeating: 100, count: 34))
        let two = Synthetic.result(times: Array(repeating: 100, count: 33))
        #expect(RunReport.changesPerRound(one) == "34")
        let merged = RunReport.merged([Synthetic.report([one]), Synthetic.report([two])], runID: "m")
        #expect(merged.map { RunReport.changesPerRound($0.cases[0]) } == "34 + 33")
    }
}
