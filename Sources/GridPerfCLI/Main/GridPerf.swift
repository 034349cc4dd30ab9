import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// The `gridperf` command line as a library: an outside package builds its own `gridperf`,
/// with its plugins registered beside the built-ins, from a `main.swift` of one line:
///
/// ```swift
/// import GridPerfCLI
/// GridPerf.main(plugins: [JustifiedRowsPlugin()])
/// ```
///
/// Every command (`list`, `layout`, `run`, `suite`, `compare`, `check`) then knows them.
public enum GridPerf {
    /// Registers `plugins` beside the built-ins, runs the command line and exits. A plugin
    /// whose name is taken or malformed is an error (exit 1). Input errors print one line and
    /// exit 1; argument errors print the usage and exit 64; `compare` and `check` have their
    /// own codes (docs/CI.md, docs/GETTING-STARTED.md).
    public static func main(plugins: [any LayoutPlugin] = [], arguments: [String]? = nil) -> Never {
        main(plugins: plugins, arguments: arguments, server: nil)
    }

    /// ``main(plugins:arguments:)`` in an executable that links the playground's server
    /// (`GridPerfServer.main` in module `GridPerfServe`): `serve` runs `server`. Without one,
    /// `serve` hands itself to the `-serve` executable beside this one.
    package static func main(plugins: [any LayoutPlugin], arguments: [String]?, server: ServeCommand.Server?) -> Never {
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        // Not in gridperf's own children (`_count-passes` under callgrind above all: the signal
        // sources' thread would run inside a counted window, and a change's count moved by 613
        // instructions between two runs); their parent stops them.
        if Worker.command(in: given)?.hasPrefix("_") != true { Worker.endCleanlyOnSignals() }
        // A command that runs a user's code runs whole in a bounded worker (``Worker``).
        if Worker.needed(for: given) { exit(Worker.run(given)) }
        // A worker, or a view's bounded child, ends with the gridperf that started it.
        if Worker.isWorker || Worker.command(in: given) == "_view-child" { Worker.endWithParent() }
        do {
            var invocation = Invocation(registry: .builtIn, arguments: given, server: server)
            for plugin in plugins { try invocation.registry.register(plugin) }
            // `--plugin PATH` (before the command, repeatable) loads plugins from shared libraries.
            var rest = given
            while let first = rest.first, first == "--plugin" || first.hasPrefix("--plugin=") {
                let path: String
                if first == "--plugin" {
                    guard rest.count > 1 else { throw GridPerfError("--plugin: expected the path of a plugin library") }
                    path = rest[1]
                    rest.removeFirst(2)
                } else {
                    path = String(first.dropFirst("--plugin=".count))
                    rest.removeFirst()
                }
                for plugin in try DynamicPlugins.load(path: path) { try invocation.registry.register(plugin) }
                invocation.pluginPaths.append(URL(fileURLWithPath: path).standardizedFileURL.path)
            }
            // `--view-layouts PATH ITEMS WIDTH HEIGHT SCENE` (what a parent gridperf gives its
            // children, after the `--plugin`s): the layouts and lazy ForEachs of a `--view` scene,
            // evaluated again; `--view-updates …`: also the view ready to change (`--update`).
            while rest.first == "--view-layouts" || rest.first == "--view-updates" {
                guard rest.count >= 6, let items = Int(rest[2]), items >= 0, let width = Double(rest[3]),
                    width.isFinite, width > 0, width <= 1e6,
                    rest[4] == "nil" || Double(rest[4]).map({ $0.isFinite && $0 > 0 && $0 <= 1e6 }) == true
                else {
                    throw GridPerfError(
                        "--view-layouts: expected a library, an item count, a width, a height and a scene file")
                }
                let height = rest[4] == "nil" ? nil : Double(rest[4])
                let entry = Invocation.ViewLayouts(
                    library: rest[1], items: items, width: width, height: height, scene: rest[5],
                    updates: rest[0] == "--view-updates")
                rest.removeFirst(6)
                try ViewOption.registerLayouts(of: entry, invocation: &invocation)
            }
            // `--timeout SECONDS` on a command that lays out: a bound on the whole command
            // (``Watchdog``), and on a `--view`'s evaluation in its child.
            var watchdog: Watchdog?
            if let name = rest.first, Self.boundedCommands.contains(name) {
                invocation.timeout = try ViewOption.seconds("--timeout", in: &rest)
                watchdog = Watchdog(
                    command: name, seconds: invocation.timeout ?? Watchdog.defaultSeconds(command: name))
            }
            defer { withExtendedLifetime(watchdog) {} }
            // `--allow-print` was needed before a view's prints went to standard error by default
            // (issue 66); still accepted, so that scripts written for it run.
            if let name = rest.first, Self.boundedCommands.contains(name) || name == "serve" {
                rest.removeAll { $0 == "--allow-print" }
            }
            try SourceOption.apply(to: &rest, invocation: &invocation)
            var command = try GridPerfCommand.parseAsRoot(rest)
            if let invoked = command as? any InvokedCommand {
                try invoked.run(invocation)
            } else {
                try command.run()
            }
            let status: Int32 = finishStandardOutput() ? 0 : 1
            WorkerEnding.mark()
            exit(status)
        } catch let error as GridPerfError {
            _ = finishStandardOutput()
            printError(error.message)
            WorkerEnding.mark()
            exit(1)
        } catch let error as DecodingError {
            _ = finishStandardOutput()
            printError(GridPerfError(describing: error).message)
            WorkerEnding.mark()
            exit(1)
        } catch {
            _ = finishStandardOutput()
            WorkerEnding.mark()
            GridPerfCommand.exit(withError: error)
        }
    }

    /// The commands `--timeout` bounds.
    static let boundedCommands: Set<String> = ["layout", "run", "profile", "check", "suite"]

    /// Flushes standard output and reports whether everything printed reached it. A write
    /// that failed (a full disk: `> /dev/full`) prints one line on stderr and makes the exit
    /// status non-zero, so output is never lost silently. A reader that closed the pipe
    /// (`gridperf list | head -1`) ends the process with SIGPIPE, quietly, as other tools do.
    static func finishStandardOutput() -> Bool {
        // C's `stdout`, found through the loader: Swift 6 does not let code name the global.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") else { return true }
        let stream = symbol.load(as: UnsafeMutablePointer<FILE>.self)
        errno = 0
        let flushed = fflush(stream) == 0
        guard !flushed || ferror(stream) != 0 else { return true }
        let reason = errno != 0 ? String(cString: strerror(errno)) : "write error"
        printError("cannot write to standard output: \(reason)")
        return false
    }
}
