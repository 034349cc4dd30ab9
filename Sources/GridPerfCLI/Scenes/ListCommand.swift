import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// `gridperf list`: the registered layouts, their parameters and defaults.
struct ListCommand: SourceCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the registered layouts with their parameters and defaults.")

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    var sourceInputs: SourceInputs { SourceInputs(command: "list") }

    mutating func adopt(_ prepared: PreparedSource) throws {}

    func run(_ invocation: Invocation) throws {
        for (n, plugin) in invocation.registry.all.enumerated() {
            if n > 0 { print("") }
            print("\(plugin.name) — \(plugin.summary)")
            let rows =
                [["  parameter", "type", "default", "meaning"]]
                + plugin.parameters.map {
                    ["  \($0.name)", $0.kind.description, $0.defaultValue, $0.summary]
                }
            for line in TextTable.render(rows) { print(line) }
        }
    }
}
