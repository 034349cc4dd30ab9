import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// `gridperf check --layout NAME`: the conformance suite, as a pass/fail table.
struct CheckCommand: SourceCommand, BoundedCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a layout plugin against the conformance suite (exit 2 when a check fails).",
        discussion: """
            Every layout: finite frames, determinism, zero/tiny/huge/unspecified proposals, empty and \
            one-item inputs. What the plugin declares (LayoutGuarantees): no overlaps, frames inside \
            the size, size = bounding box. Lazy layouts: realised frames equal the full layout's.
            A plugin loaded with --plugin runs in a child process: if it crashes, the check it was \
            in fails ("crashed with SIGSEGV during …") and the other layouts are still checked.
            """)

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @OptionGroup(title: "SwiftUI files") var window: ViewWindowOptions

    @OptionGroup(title: "Bounds") var bound: BoundOptions

    @Option(
        name: .long,
        help: "The layout to check (a --source file's Layout type by name); `all` checks every registered layout.")
    var layout: String?

    @Option(
        name: .long,
        help:
            "Check a scene (docs/SPEC-FORMAT.md; or a view: --source F --view EXPR): finite, deterministic frames, and the suite on each layout it uses that is not built in."
    )
    var spec: String?

    @Option(
        name: .long,
        help:
            "With --update: the changes to check (default 100): after each, the screen equals a fresh layout, no view is stale, the frames are finite, and a second play gives the same."
    )
    var iterations: String?

    var sourceInputs: SourceInputs {
        SourceInputs(
            command: "check", layout: layout, spec: spec != nil, items: window.items, width: window.width,
            height: window.height, iterations: iterations)
    }

    mutating func adopt(_ prepared: PreparedSource) throws {
        if let layout = prepared.layout { self.layout = layout }
        if let scene = prepared.specs.first { spec = scene }
        window.adopt(prepared)
    }

    func run(_ invocation: Invocation) throws {
        try window.checkNoneLeft()
        let registry = invocation.registry
        var rows = [["layout", "check", "scene", "result", "detail"]]
        var failed = 0
        let plugins: [any LayoutPlugin]
        if let spec {
            guard layout == nil else {
                throw GridPerfError("--spec \(spec): the scene names its layouts; leave out --layout")
            }
            var (results, used) = try SceneCheck.run(path: spec, registry: registry)
            let name = URL(fileURLWithPath: spec).lastPathComponent
            if let source = registry.updates(scene: spec), let window = invocation.window(ofScene: spec) {
                let changes = try ViewOption.checkChanges(iterations)
                results += try UpdateCheck.run(
                    source, path: spec, viewport: window,
                    changes: changes, registry: registry)
            } else if iterations != nil {
                throw GridPerfError("--iterations: the changes of --update; give --source F --view EXPR --update STMTS")
            }
            for r in results {
                rows.append([name, r.check, r.scene, r.passed ? "pass" : "FAIL", r.detail])
                if !r.passed { failed += 1 }
            }
            let builtIn = Set(PluginRegistry.builtIn.all.map(\.name))
            plugins = used.filter { !builtIn.contains($0) }.compactMap { try? registry.plugin(named: $0) }
        } else {
            guard let layout else { throw GridPerfError("check: give --layout NAME (or all), or --spec FILE") }
            plugins = layout == "all" ? registry.all : [try registry.plugin(named: layout)]
        }
        for plugin in plugins {
            let results =
                DynamicPlugins.isFromLibrary(plugin)
                ? try Self.runInChild(plugin.name, invocation: invocation) : try Conformance.run(plugin)
            for r in results {
                rows.append([plugin.name, r.check, r.scene, r.passed ? "pass" : "FAIL", r.detail])
                if !r.passed { failed += 1 }
            }
        }
        let colour = TerminalStyle.standardOutput
        // Colour after the table is laid out, so that escape codes do not count as width.
        let table = TextTable.render(rows).map {
            $0.replacingOccurrences(
                of: "  FAIL  ", with: "  " + TerminalStyle.paint("FAIL", .red, enabled: colour) + "  ")
        }
        print(table.joined(separator: "\n"))
        let findings = rows.dropFirst().filter { $0[4].hasPrefix("finding:") }
        if !findings.isEmpty {
            print("\n\(findings.count) finding\(findings.count == 1 ? "" : "s") (costs, not failures):")
            for f in findings { print("  \(f[0]) \(f[1]): \(f[4].dropFirst("finding: ".count))") }
        }
        print(
            failed == 0
                ? "\n" + TerminalStyle.paint("all \(rows.count - 1) checks passed", .green, enabled: colour)
                : "\n" + TerminalStyle.paint("\(failed) of \(rows.count - 1) checks failed", .red, enabled: colour))
        if failed > 0 { throw ExitStatus.failed }
    }

    /// Runs the checks of `layout` in a child gridperf (`_check-child`, with the same
    /// `--plugin` libraries) and reads its results. A child killed by a signal adds a failed
    /// result naming the signal and the check it was in; a child that fails otherwise is an
    /// error with its message.
    static func runInChild(_ layout: String, invocation: Invocation) throws -> [Conformance.Result] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a crashing plugin is reported here, in one row
        let child = try Shell.launch(
            [try BaseBuild.currentExecutable()] + invocation.pluginArguments
                + ["_check-child", "--layout", layout], environment: environment)
        var results: [Conformance.Result] = []
        var stage = "loading the layout"
        for line in String(decoding: child.output, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.first == "stage", fields.count >= 2 { stage = fields[1] }
            if fields.first == "result", fields.count >= 5 {
                results.append(
                    Conformance.Result(
                        check: fields[1], scene: fields[2], passed: fields[3] == "pass", detail: fields[4]))
            }
        }
        if child.signaled {
            results.append(
                Conformance.Result(
                    check: stage, scene: "", passed: false,
                    detail: "crashed with \(signalName(child.status)) during \(stage)"))
            // The checks after the crash never ran: said, not counted as passed or dropped.
            results.append(
                Conformance.Result(
                    check: "the checks after \(stage)", scene: "", passed: false,
                    detail: "not run: the child running them crashed (\(results.count - 1) ran before the crash)"))
        } else if child.status != 0 {
            let message =
                String(decoding: child.errors, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            throw GridPerfError(
                "check \(layout): the child process failed (exit \(child.status)): "
                    + GridPerfError.quoted(message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message))
        }
        return results
    }

    /// `SIGSEGV` for 11, and so on; `signal N` for the rare others.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGABRT: "SIGABRT",
            SIGFPE: "SIGFPE", SIGTRAP: "SIGTRAP", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
