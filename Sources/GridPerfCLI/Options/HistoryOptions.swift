import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `--history FILE` and `--no-history`: where `run`, `suite` and `compare --base-ref` record
/// their reports (``HistoryStore``).
struct HistoryOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Record the run in this SQLite history (default: <output>/history.sqlite; reports/history.sqlite for compare)."
    )
    var history: String?

    @Flag(name: .customLong("no-history"), help: "Do not record the run in the history.")
    var noHistory = false

    /// The history's path, `nil` with `--no-history`. Checked before any work: an existing
    /// path must be a regular file. Nothing is created until ``record(_:source:reportDirectory:path:)``.
    func path(defaultFolder: String) throws -> String? {
        if noHistory {
            if history != nil { throw GridPerfError("--history and --no-history: give one or the other") }
            return nil
        }
        let path = history ?? (defaultFolder as NSString).appendingPathComponent(HistoryStore.fileName)
        try HistoryStore.checkPath(path)
        return path
    }

    /// Records `reports` in the history at `path` (if any) and says so; on failure, an error
    /// that says where the reports are and how to record them later.
    static func record(_ reports: [RunReport], source: String, reportDirectory: String?, path: String?) throws {
        guard let path else { return }
        do {
            let store = try HistoryStore(path: path)
            // A new run is always recorded (under a suffixed id when its id is taken).
            for (i, report) in reports.enumerated() {
                try store.record(
                    report, source: reports.count == 2 ? (i == 0 ? "\(source)-base" : "\(source)-head") : source,
                    folder: reportDirectory, newRun: true)
            }
            print("history: recorded in \(path) (\(try store.runCount()) runs)")
        } catch let error as GridPerfError {
            let later =
                reportDirectory.map { "; the report is in \($0): `gridperf history import \($0)` records it later" }
                ?? ""
            throw GridPerfError("history: \(error.message)\(later)")
        }
    }
}
