import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf history`: the recorded runs, per case and metric in commit order, with change
/// points; `gridperf history import`: reports recorded after the fact.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show how each case's metric moved over commits, with change points; or import reports.",
        discussion: """
            Every run, suite and compare --base-ref records its report in an SQLite history \
            (<output>/history.sqlite, so reports/history.sqlite by default): per run the environment \
            (commit, date, machine, toolchain), per case and metric the statistics and 21 quantiles, \
            never the raw samples.
            """,
        subcommands: [HistoryShowCommand.self, HistoryImportCommand.self],
        defaultSubcommand: HistoryShowCommand.self)
}

/// `gridperf history [show]`.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Per case, a metric over commits (in commit order) with change points.",
        discussion: """
            An exact metric (counters, allocations, instructions) changes at the first commit where \
            it moved. A time changes where a step persists: the runs since the last change and the \
            runs from a point on (5 at most each) compared as compare does (Mann–Whitney U at --alpha, \
            at least --min-effect), every later run on the same side. Runs are put in commit order \
            with git (run it in the checkout); commits not in the checkout leave them in recording order.
            """)

    @Option(name: .long, help: "The history database.")
    var history: String = "reports/" + HistoryStore.fileName

    @Option(name: .long, help: "Only this layout's cases.")
    var layout: String?

    @Option(name: .long, help: "The metric (default: each case's gating time: time.total, or step.time for a scroll).")
    var metric: String?

    @Option(name: .long, help: "Only runs at this commit and the ones after it.")
    var since: String?

    @Option(name: .long, help: "text, md, csv or html.")
    var format: String = "text"

    @OptionGroup var timeTest: TimeTestOptions

    @Option(name: .long, help: "Also write the output to this file (written whole, or not at all).")
    var output: String?

    func run() throws {
        guard ["text", "md", "csv", "html"].contains(format) else {
            throw GridPerfError("--format: expected text, md, csv or html, got '\(GridPerfError.quoted(format))'")
        }
        let (minEffect, alpha) = try timeTest.values()
        guard FileManager.default.fileExists(atPath: history) else {
            throw GridPerfError("--history \(history): no such history (`gridperf run` records one; `gridperf history import REPORT` adds reports)")
        }
        let store = try HistoryStore(path: history)
        var points = try store.points(layout: layout, metric: metric)
        if let since {
            let after = try CommitOrder.since(since)
            points = points.filter { $0.commit.map(after.contains) ?? false }
        }
        guard !points.isEmpty else {
            let filters = [layout.map { "--layout \($0)" }, metric.map { "--metric \($0)" }, since.map { "--since \($0)" }].compactMap { $0 }
            throw GridPerfError("\(history): no recorded points\(filters.isEmpty ? "" : " for " + filters.joined(separator: " "))")
        }
        let (ordered, note) = CommitOrder.load().sort(points)
        let series = HistorySeries.build(ordered, minEffect: minEffect, alpha: alpha)
        let text: String
        switch format {
        case "csv": text = HistorySeries.csv(series)
        case "md": text = HistorySeries.text(series, markdown: true, note: note)
        case "html": text = HistorySeries.html(series, note: note, title: "gridperf history" + (layout.map { " of \($0)" } ?? ""))
        default: text = HistorySeries.text(series, markdown: false, note: note)
        }
        print(text, terminator: "")
        if let output { try AtomicFile.write(Data(text.utf8), to: output) }
    }
}

/// `gridperf history import REPORT...`.
struct HistoryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Record existing reports (run directories or results.json files) in the history, each once (by run id).")

    @Argument(help: "The reports.")
    var reports: [String] = []

    @Option(name: .long, help: "The history database (created when missing).")
    var history: String = "reports/" + HistoryStore.fileName

    func run() throws {
        guard !reports.isEmpty else { throw GridPerfError("history import: give the reports to record") }
        let loaded = try reports.map { try RunReport.load(path: $0) }  // every report reads before anything is written
        let store = try HistoryStore(path: history)
        var added = 0
        for (path, report) in zip(reports, loaded) {
            if try store.record(report, source: "import", folder: path) {
                added += 1
                print("recorded \(report.runID) (\(path))")
            } else {
                print("already recorded: \(report.runID) (\(path))")
            }
        }
        print("\(added) of \(reports.count) report\(reports.count == 1 ? "" : "s") recorded in \(history) (\(try store.runCount()) runs)")
    }
}
