import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

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
        subcommands: [HistoryShowCommand.self, HistoryImportCommand.self, HistoryExportCommand.self],
        defaultSubcommand: HistoryShowCommand.self)
}

/// `gridperf history [show]`.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Per case, a metric over commits (in commit order) with change points.",
        discussion: """
            An exact metric (counters, allocations, instructions) changes at the first commit where \
            it moved. A time is judged with the run as the unit: the runs of a commit are one point, \
            each case learns its run-to-run noise from reruns and from commits whose exact metrics did \
            not move, and a robust PELT over the commits finds the steps of at least --min-effect \
            (--alpha is not used for history). The last commit is pending; a case that ran with less \
            than 90% of its time on a CPU (or more than 5% stolen) is flagged busy. Runs are put in commit order with git \
            (run it in the checkout); commits not in the checkout leave them in recording order.
            """)

    @Option(name: .long, help: "The history database.")
    var history: String = "reports/" + HistoryStore.fileName

    @Option(name: .long, help: "Only this layout's cases.")
    var layout: String?

    @Option(name: .long, help: "The metric (default: each case's gating time: time.total, or step.time for a scroll).")
    var metric: String?

    @Option(name: .long, help: "Only runs at this commit and the ones after it.")
    var since: String?

    /// What `gridperf history` writes.
    enum Format: String, OptionChoice {
        case text, md, csv, html
        static var noun: String { "format" }
    }

    @Option(name: .long, help: "The output's form (html with a folder --output: the dashboard).")
    var format = Choice(Format.text)

    @OptionGroup var timeTest: TimeTestOptions

    @Option(
        name: .long,
        help:
            "Also write the output to this file (written whole, or not at all); with --format html, a folder (no .html) gets the dashboard: index.html and a page per case."
    )
    var output: String?

    @Option(
        name: .customLong("commit-url"),
        help:
            "The dashboard links each point to this prefix + its commit (default: the GitHub URL of the origin remote, if it is one)."
    )
    var commitURL: String?

    func run() throws {
        let format = try self.format.value("--format")
        let (minEffect, alpha) = try timeTest.values()
        guard FileManager.default.fileExists(atPath: history) else {
            throw GridPerfError(
                "--history \(history): no such history (`gridperf run` records one; `gridperf history import REPORT` adds reports)"
            )
        }
        let store = try HistoryStore(path: history)
        let site = format == .html && output.map { !$0.hasSuffix(".html") && !$0.hasSuffix(".htm") } == true
        if site, metric != nil {
            throw GridPerfError(
                "--metric: the dashboard shows time, instructions, allocations and exponents; leave it out with a folder --output"
            )
        }
        var points =
            try site
            ? store.points(layout: layout, metrics: HistoryDashboard.metrics)
            : store.points(layout: layout, metric: metric)
        if let since {
            let after = try CommitOrder.since(since)
            points = points.filter { $0.commit.map(after.contains) ?? false }
        }
        guard !points.isEmpty else {
            let filters = [
                layout.map { "--layout \($0)" }, metric.map { "--metric \($0)" }, since.map { "--since \($0)" },
            ].compactMap { $0 }
            throw GridPerfError(
                "\(history): no recorded points\(filters.isEmpty ? "" : " for " + filters.joined(separator: " "))")
        }
        let (ordered, note) = CommitOrder.load().sort(points)
        // The machine's signals, whatever metric is shown: they say which runs ran busy.
        let signals = try store.points(layout: layout, metrics: MetricKind.machineKinds.map(\.name))
        let series = HistorySeries.build(ordered, signals: signals, minEffect: minEffect, alpha: alpha)
        if site, let output {
            let remote = RunEnvironment.git(
                ["remote", "get-url", "origin"], in: FileManager.default.currentDirectoryPath)
            let files = HistoryDashboard.site(
                series, commitURL: commitURL ?? remote.flatMap(HistoryDashboard.commitURL(forRemote:)), note: note)
            try HistoryDashboard.write(files, to: output)
            print(
                "dashboard: \(output)/index.html (\(files.count - 1) case pages, \(series.count) series, \(series.filter { !$0.changes.isEmpty }.count) with change points)"
            )
            return
        }
        let text: String
        switch format {
        case .csv: text = HistorySeries.csv(series)
        case .md: text = HistorySeries.text(series, markdown: true, note: note)
        case .html:
            text = HistorySeries.html(
                series, note: note, title: "gridperf history" + (layout.map { " of \($0)" } ?? ""))
        case .text: text = HistorySeries.text(series, markdown: false, note: note)
        }
        print(text, terminator: "")
        if let output { try AtomicFile.write(Data(text.utf8), to: output) }
    }
}

/// `gridperf history import REPORT...`.
struct HistoryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Record reports in the history, each once (by run id): run directories, results.json or compact files, or folders of compact files (a history branch's runs/)."
    )

    @Argument(help: "The reports.")
    var reports: [String] = []

    @Option(name: .long, help: "The history database (created when missing).")
    var history: String = "reports/" + HistoryStore.fileName

    func run() throws {
        guard !reports.isEmpty else { throw GridPerfError("history import: give the reports to record") }
        let paths = try reports.flatMap(Self.expand)
        let loaded = try paths.map { try RunReport.load(path: $0) }  // every report reads before anything is written
        let store = try HistoryStore(path: history)
        var added = 0
        for (path, report) in zip(paths, loaded) {
            if try store.record(report, source: report.compact == true ? "history" : "import", folder: path) {
                added += 1
                print("recorded \(report.runID) (\(path))")
            } else {
                print("already recorded: \(report.runID) (\(path))")
            }
        }
        print(
            "\(added) of \(paths.count) report\(paths.count == 1 ? "" : "s") recorded in \(history) (\(try store.runCount()) runs)"
        )
    }

    /// A report folder or file as it is; any other folder: every `.json` file in it, sorted.
    static func expand(_ path: String) throws -> [String] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue,
            !fm.fileExists(atPath: (path as NSString).appendingPathComponent("results.json"))
        else { return [path] }
        let files = (try fm.contentsOfDirectory(atPath: path)).filter { $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else {
            throw GridPerfError("\(path): neither a report folder nor a folder of reports (no .json file)")
        }
        return files.map { (path as NSString).appendingPathComponent($0) }
    }
}

/// `gridperf history export REPORT --output FOLDER`.
struct HistoryExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a report as a history keeps it: statistics and 21 quantiles per metric, one case per line.",
        discussion:
            "The file is named by the run id, so runs recorded at once never write the same file; `history import FOLDER` reads them all."
    )

    @Argument(help: "The report (a run directory or its results.json).")
    var report: String

    @Option(name: .long, help: "The folder to write <run-id>.json into.")
    var output: String

    func run() throws {
        let loaded = try RunReport.load(path: report)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let path = (output as NSString).appendingPathComponent(loaded.historyFileName)
        let data = try loaded.compactJSONData()
        try AtomicFile.write(data, to: path)
        print("\(path) (\(data.count / 1024) KiB, \(loaded.cases.count) cases)")
    }
}
