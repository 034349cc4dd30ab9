import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

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
    /// the scene file it was written to (whose lazy `ForEach`s it makes).
    struct ViewLayouts: Equatable, Sendable {
        var library: String
        var items: Int
        var width: Double
        var height: Double?
        var scene: String
        /// The library was built with `--update`: a child makes the view ready to change too.
        var updates = false

        /// `--view-layouts PATH ITEMS WIDTH HEIGHT SCENE` (`nil` for an unspecified height);
        /// `--view-updates …` with the same arguments for a view built with `--update`.
        var arguments: [String] {
            [
                updates ? "--view-updates" : "--view-layouts", library, String(items), String(width),
                height.map { String($0) } ?? "nil", scene,
            ]
        }
    }

    /// `--plugin PATH` for each loaded library, then `--view-layouts …` for each view that uses
    /// layouts of its own: the leading arguments of a child gridperf.
    package var pluginArguments: [String] {
        pluginPaths.flatMap { ["--plugin", $0] } + viewLayouts.flatMap(\.arguments)
    }

    /// The counter `--instructions` uses: this executable again, with the same `--plugin`s;
    /// `nil` when this executable cannot be found.
    func instructionCounter() -> InstructionCounter? {
        guard let path = try? BaseBuild.currentExecutable() else { return nil }
        return InstructionCounter(executable: path, leadingArguments: pluginArguments)
    }
}

/// A command that runs with the ``Invocation`` `GridPerf.main` made (every command but those
/// that need nothing from it).
protocol InvokedCommand: ParsableCommand {
    func run(_ invocation: Invocation) throws
}

extension InvokedCommand {
    /// ArgumentParser's entry point, which `GridPerf.main` does not use for these commands.
    func run() throws {
        try run(Invocation(registry: .builtIn))
    }
}
