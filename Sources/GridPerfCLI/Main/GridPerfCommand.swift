import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// The root command: `gridperf <subcommand>`.
struct GridPerfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gridperf",
        abstract: "Lay out grids as SwiftUI does, and measure what it costs.",
        version: "gridperf \(GridPerfVersion.number) (report format \(RunReport.currentFormatVersion))",
        subcommands: [
            ListCommand.self, PreviewsCommand.self, LayoutCommand.self, RunCommand.self, SuiteCommand.self,
            MergeCommand.self,
            CompareCommand.self, GateCommand.self,
            BisectCommand.self, ServeCommand.self, CheckCommand.self, ProfileCommand.self, HistoryCommand.self,
            CountPassesCommand.self, CheckChildCommand.self, ViewChildCommand.self, ChangePointsCommand.self,
        ])
}

/// Prints `error: message` on stderr.
func printError(_ message: String) {
    let label = TerminalStyle.paint("error:", .red, enabled: TerminalStyle.standardError)
    FileHandle.standardError.write(Data("\(label) \(message)\n".utf8))
}
