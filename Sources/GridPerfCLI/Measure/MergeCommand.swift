import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf merge REPORT... --output DIR`: joins the reports of a suite's shards
/// (`suite --shard K/N`) into one report, which compares with a baseline like a whole run.
struct MergeCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join shard reports (suite --shard K/N) into one report.",
        discussion:
            "Reports of different builds (commit, configuration, toolchain, allocator) or holding the same case are refused (exit 1)."
    )

    @Argument(help: "The shard reports (run directories or results.json files).")
    var reports: [String]

    @Option(name: .long, help: "Directory for the merged report (written as <output>/<run-id>/).")
    var output: String = "reports"

    @Option(name: .long, help: "Report files to write: a comma-separated list.")
    var format = ChoiceList(ReportFormat.allCases)

    func run(_ invocation: Invocation) throws {
        guard !reports.isEmpty else { throw GridPerfError("merge: give the shard reports to join") }
        let formats = try format.value("--format")
        let loaded = try reports.map { invocation.registry.label(try RunReport.load(path: $0)) }
        let merged = try RunReport.union(loaded, runID: loaded[0].runID + "-merged")
        try ReportWriter.prepare(root: output)
        let dir = try ReportWriter.write(
            merged, formats: formats, root: output,
            thumbnails: formats.contains(.html) ? merged.thumbnails(registry: invocation.registry) : [:])
        print("merged \(loaded.count) reports, \(merged.cases.count) cases, into \(dir)/")
    }
}
