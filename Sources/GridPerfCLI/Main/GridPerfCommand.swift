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

    @Option(
        name: .customLong("plugin"),
        help: ArgumentHelp(
            "A shared library of layout plugins (docs/PLUGINS.md: C plugins), registered beside the built-ins for the command; repeatable.",
            valueName: "path.so"))
    var plugins: [String] = []

    /// What a parent gridperf hands its child (``Invocation/pluginArguments``): a `--view`'s scene,
    /// evaluated again here so that its layouts and lazy `ForEach`s have the same names.
    @Option(name: .customLong("view-scene"), help: .hidden)
    var viewScenes: [String] = []
}

/// Prints `error: message` on stderr.
func printError(_ message: String) {
    let label = TerminalStyle.paint("error:", .red, enabled: TerminalStyle.standardError)
    FileHandle.standardError.write(Data("\(label) \(message)\n".utf8))
}
