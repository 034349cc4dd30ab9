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
        do {
            // ArgumentParser parses every option of every command, the user-code options included:
            // a typo is a usage error before anything is built.
            var command = try GridPerfCommand.parseAsRoot(given)
            let name = type(of: command).configuration.commandName ?? ""
            // Not in gridperf's own children (`_count-passes` under callgrind above all: the signal
            // sources' thread would run inside a counted window, and a change's count moved by 613
            // instructions between two runs); their parent stops them.
            if !name.hasPrefix("_") { Worker.endCleanlyOnSignals() }
            guard var invoked = command as? any InvokedCommand else {
                try command.run()
                finish()
            }
            // A command that runs a user's code runs whole in a bounded worker (``Worker``).
            if Worker.needed(for: invoked) { exit(Worker.run(given, command: invoked)) }
            // A worker, or a view's bounded child, ends with the gridperf that started it.
            if Worker.isWorker || invoked is ViewChildCommand { Worker.endWithParent() }
            var invocation = Invocation(registry: .builtIn, arguments: given, server: server)
            for plugin in plugins { try invocation.registry.register(plugin) }
            try invocation.load(invoked.root)
            // `--timeout SECONDS` on a command that lays out: a bound on the whole command
            // (``Watchdog``), and on a `--view`'s evaluation in its child.
            var watchdog: Watchdog?
            if let bounded = invoked as? any BoundedCommand {
                invocation.timeout = try bounded.bound.seconds()
                watchdog = Watchdog(
                    command: name, seconds: invocation.timeout ?? Watchdog.defaultSeconds(command: name))
            }
            defer { withExtendedLifetime(watchdog) {} }
            if var sourced = invoked as? any SourceCommand {
                try sourced.adopt(
                    try SourceOption.prepare(sourced.source, inputs: sourced.sourceInputs, invocation: &invocation))
                invoked = sourced
            }
            try invoked.run(invocation)
            finish()
        } catch let status as ExitStatus {
            // A command's verdict (a regression, a failed check), said by the command already.
            _ = finishStandardOutput()
            WorkerEnding.mark()
            exit(status.code)
        } catch let error as GridPerfError {
            _ = finishStandardOutput()
            printError(error.message)
            WorkerEnding.mark()
            exit(ExitStatus.badInput.code)
        } catch let error as DecodingError {
            _ = finishStandardOutput()
            printError(GridPerfError(describing: error).message)
            WorkerEnding.mark()
            exit(ExitStatus.badInput.code)
        } catch {
            _ = finishStandardOutput()
            WorkerEnding.mark()
            GridPerfCommand.exit(withError: error)
        }
    }

    /// Ends a command that ran to its end: 0, or 1 when its output could not be written whole.
    private static func finish() -> Never {
        let status = (finishStandardOutput() ? ExitStatus.success : .badInput).code
        WorkerEnding.mark()
        exit(status)
    }

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
