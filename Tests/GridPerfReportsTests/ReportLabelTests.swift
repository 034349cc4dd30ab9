import GridPerfCore
import GridPerfHarness
import GridPerfModel
import Testing

/// A report written before workloads carried their label (`parametersLabel`) reads with labels
/// as the plugins write them once the registry labels it; without one, a workload's parameters
/// are compact JSON (GridPerfModel knows no plugin).
@Suite struct ReportLabelTests {
    /// Two flexible columns and a fixed one of 70 points, as a lazy grid's `columns` parameter.
    static let tracks: JSONValue = .array([
        .object(["size": .object(["flexible": .object([:])])]),
        .object(["size": .object(["flexible": .object([:])])]),
        .object(["size": .object(["fixed": .number(70)])]),
    ])

    @Test func anUnlabelledWorkloadWritesItsParametersAsJSON() {
        let w = Workload(layout: "lazy-vgrid", parameters: .object(["columns": Self.tracks]), count: 10)
        #expect(w.parametersLabel == nil)
        #expect(
            w.label
                == #"lazy-vgrid columns=[{"size":{"flexible":{}}},{"size":{"flexible":{}}},{"size":{"fixed":70}}] n=10"#
        )
    }

    @Test func theRegistryLabelsAnOldReportsWorkloadsAndKeepsTheirOwn() {
        var old = Synthetic.result(times: Synthetic.times(1_000))
        old.workload = Workload(layout: "lazy-vgrid", parameters: .object(["columns": Self.tracks]), count: 10)
        var labelled = Synthetic.result(times: Synthetic.times(1_000))
        labelled.workload.parametersLabel = "columns=as-written"
        let report = PluginRegistry.builtIn.label(Synthetic.report([old, labelled]))
        // The lazy grid's abbreviation: each track by its size, joined by commas.
        #expect(report.cases[0].workload.label == "lazy-vgrid columns=flexible,flexible,fixed(70) n=10")
        #expect(report.cases[1].workload.label == "waterfall columns=as-written n=1000")
    }
}
