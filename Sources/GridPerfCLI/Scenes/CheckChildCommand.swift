import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf _check-child --layout NAME`: the child `check` starts for a plugin loaded from a
/// shared library, so that a crash in the plugin is reported instead of killing `check`.
/// It prints, unbuffered, a `stage` line before each check and a `result` line after it
/// (tab-separated). Not for people: hidden from the help.
struct CheckChildCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "_check-child", abstract: "Internal: the conformance checks of one layout, in a child process.",
        shouldDisplay: false)

    @Option(name: .long, help: "The layout to check.")
    var layout: String

    func run(_ invocation: Invocation) throws {
        let plugin = try invocation.registry.plugin(named: layout)
        func emit(_ fields: [String]) {
            let line =
                fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: "\t") + "\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        _ = try Conformance.run(
            plugin, stage: { emit(["stage", $0]) },
            recorded: { r in
                emit(["result", r.check, r.scene, r.passed ? "pass" : "FAIL", r.detail])
            })
    }
}
