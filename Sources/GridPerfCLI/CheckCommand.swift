import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf check --layout NAME`: the conformance suite, as a pass/fail table.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a layout plugin against the conformance suite (exit 2 when a check fails).",
        discussion: """
            Every layout: finite frames, determinism, zero/tiny/huge/unspecified proposals, empty and \
            one-item inputs. What the plugin declares (LayoutGuarantees): no overlaps, frames inside \
            the size, size = bounding box. Lazy layouts: realised frames equal the full layout's.
            """)

    @Option(name: .long, help: "The layout to check; `all` checks every registered layout.")
    var layout: String

    func run() throws {
        let registry = GridPerfCommand.registry
        let plugins = layout == "all" ? registry.all : [try registry.plugin(named: layout)]
        var rows = [["layout", "check", "scene", "result", "detail"]]
        var failed = 0
        for plugin in plugins {
            for r in try Conformance.run(plugin) {
                rows.append([plugin.name, r.check, r.scene, r.passed ? "pass" : "FAIL", r.detail])
                if !r.passed { failed += 1 }
            }
        }
        print(TextTable.render(rows).joined(separator: "\n"))
        print(failed == 0 ? "\nall \(rows.count - 1) checks passed" : "\n\(failed) of \(rows.count - 1) checks failed")
        if failed > 0 { throw ExitCode(2) }
    }
}
