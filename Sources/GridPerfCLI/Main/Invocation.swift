import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// What the command line was started with, handed to every command rather than kept in
/// globals: the plugins it knows, and what a child gridperf needs to know the same ones.
package struct Invocation: Sendable {
    /// The built-ins, the plugins a package registered (`GridPerf.main(plugins:)`), and those
    /// loaded with `--plugin` or built from `--source`.
    package var registry: PluginRegistry
    /// The command line as given, after the program's name (`serve` hands it on unchanged).
    var arguments: [String] = []
    /// The playground's server, in an executable that links it (``ServeCommand``).
    var server: ServeCommand.Server?
    /// The shared libraries loaded with `--plugin` and built from `--source`, in order (a
    /// child gridperf loads them too).
    var pluginPaths: [String] = []
    /// `--source FILE [--init EXPR]` as given (the files' paths absolute), for a child gridperf
    /// that builds them against its own modules (compare --base-ref's sides).
    var sourceArguments: [String] = []

    /// The `--view` scenes whose views use `Layout`s of their own (registered from the scene,
    /// not from the library's plugin list) or have lazy `ForEach`s: a child gridperf evaluates
    /// them again to register the same layouts under the same names, and the same elements.
    var viewLayouts: [ViewLayouts] = []

    /// The window the view of the scene file `path` was evaluated in (`--view`), if any.
    package func window(ofScene path: String) -> Size? {
        viewLayouts.first { $0.scene == path }.map {
            Size(width: $0.width, height: $0.height ?? ViewOption.defaultHeight)
        }
    }
    /// `--timeout SECONDS` as given (``Watchdog``): also the bound of a `--view`'s child.
    var timeout: Double?
    /// The scene files of a suite's view entries, by entry index and count (``ViewOption``
    /// evaluates them before the suite is read).
    var suiteViewScenes: [Int: [Int: String]] = [:]

    /// A view evaluated in a `--source` library: the library, the item count, the window, and
    /// the scene file it was written to (whose lazy `ForEach`s it makes). A child gridperf is
    /// handed each as `--view-scene JSON` (``GridPerfCommand``) and evaluates the view again.
    struct ViewLayouts: Codable, Equatable, Sendable {
        var library: String
        var items: Int
        var width: Double
        var height: Double?
        var scene: String
        /// The library was built with `--update`: a child makes the view ready to change too.
        var updates = false
    }

    /// `--plugin PATH` for each loaded library, then `--view-scene JSON` for each view that uses
    /// layouts of its own: the leading arguments of a child gridperf.
    package var pluginArguments: [String] {
        pluginPaths.flatMap { ["--plugin", $0] } + viewLayouts.flatMap(\.arguments)
    }

    /// Loads what the options before the command name: each `--plugin` library's layouts, then
    /// each `--view-scene` (a parent gridperf's view) evaluated again.
    mutating func load(_ root: GridPerfCommand) throws {
        for path in root.plugins {
            for plugin in try DynamicPlugins.load(path: path) { try registry.register(plugin) }
            pluginPaths.append(URL(fileURLWithPath: path).standardizedFileURL.path)
        }
        for text in root.viewScenes {
            try ViewOption.registerLayouts(of: try ViewLayouts(argument: text), invocation: &self)
        }
    }

    /// The counter `--instructions` uses: this executable again, with the same `--plugin`s;
    /// `nil` when this executable cannot be found.
    func instructionCounter() -> InstructionCounter? {
        guard let path = try? BaseBuild.currentExecutable() else { return nil }
        return InstructionCounter(executable: path, leadingArguments: pluginArguments)
    }
}

/// `--view-scene JSON`: a ``Invocation/ViewLayouts`` on a child gridperf's command line. (An
/// extension, so that the struct keeps its memberwise initialiser.)
extension Invocation.ViewLayouts {
    /// `--view-scene`'s value, as ``argument`` writes it; what a parent hands its child is
    /// input too: malformed or out of range, one line.
    init(argument text: String) throws {
        let entry: Self
        do {
            entry = try JSONDecoder().decode(Self.self, from: Data(text.utf8))
        } catch {
            throw GridPerfError(
                "--view-scene: expected {\"library\", \"items\", \"width\", \"height\", \"scene\", \"updates\"}, got '\(GridPerfError.quoted(text, limit: 120))'"
            )
        }
        func window(_ v: Double) -> Bool { v.isFinite && v > 0 && v <= 1e6 }
        guard entry.items >= 0, window(entry.width), entry.height.map(window) ?? true else {
            throw GridPerfError(
                "--view-scene: the item count must be at least 0 and the window in (0, 1000000] points, got '\(GridPerfError.quoted(text, limit: 120))'"
            )
        }
        self = entry
    }

    /// The value of `--view-scene` for this entry.
    var argument: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A struct of strings and numbers: always encodable.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    /// `--view-scene JSON`: the leading arguments of a child gridperf for this entry.
    var arguments: [String] { ["--view-scene", argument] }
}

/// A command that runs with the ``Invocation`` `GridPerf.main` made (every command but those
/// that need nothing from it).
protocol InvokedCommand: ParsableCommand {
    /// The root command as parsed: the options before the command (`--plugin`).
    var root: GridPerfCommand { get }
    func run(_ invocation: Invocation) throws
}

extension InvokedCommand {
    /// ArgumentParser's entry point, which `GridPerf.main` does not use for these commands.
    func run() throws {
        try run(Invocation(registry: .builtIn))
    }
}
