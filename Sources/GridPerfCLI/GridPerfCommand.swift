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
            ListCommand.self, LayoutCommand.self, RunCommand.self, SuiteCommand.self, MergeCommand.self, CompareCommand.self, GateCommand.self,
            BisectCommand.self, ServeCommand.self, CheckCommand.self, ProfileCommand.self, HistoryCommand.self,
            CountPassesCommand.self, CheckChildCommand.self,
        ])

    /// The plugins available to every subcommand.
    nonisolated(unsafe) static var registry = PluginRegistry.builtIn
    /// The shared libraries loaded with `--plugin`, in order (a child gridperf loads them too).
    nonisolated(unsafe) static var pluginPaths: [String] = []
    /// `--source FILE [--init EXPR]` as given (the file's path absolute), for a child gridperf
    /// that builds the file against its own modules (compare --base-ref's sides).
    nonisolated(unsafe) static var sourceArguments: [String] = []
}

/// Prints `error: message` on stderr.
func printError(_ message: String) {
    let label = TerminalStyle.paint("error:", .red, enabled: TerminalStyle.standardError)
    FileHandle.standardError.write(Data("\(label) \(message)\n".utf8))
}
