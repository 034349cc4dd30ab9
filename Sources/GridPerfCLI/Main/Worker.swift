import Foundation
import GridPerfCore
import GridPerfHarness

#if canImport(Glibc)
    import Glibc
#endif

/// User code never runs in gridperf's own process (issue 68): a command that runs a user's views
/// or layouts — `layout`, `run`, `profile`, `check` given `--source`, `--view`, `--app` or
/// `--plugin`, and every `suite` (its entries may name sources) — runs whole in a worker, this
/// executable again with the same arguments, bounded in time, memory and what it writes to
/// standard error. The worker does everything the command does (evaluation, layout, timing,
/// counting, the update steps, its reports, written whole or not at all); this process only
/// starts it, shows what it writes, and, when it crashes, says so in one line naming the view,
/// the preview or the file — so the code runs once, where it cannot take gridperf down. Standard
/// output is the worker's own (the result goes where the command's would); standard error is
/// shown a line at a time, up to a crash report, which is held back and read for that one line.
enum Worker {
    /// Set in a worker's environment: the command runs here.
    static let environmentKey = "GRIDPERF_WORKER"
    /// Set when this process's standard error is a terminal, so that the worker shows progress as
    /// if its own were (it is a pipe).
    static let terminalKey = "GRIDPERF_STDERR_TERMINAL"

    /// Whether this process is a worker.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[environmentKey] == "1" }

    /// Whether standard error is a terminal, here or, for a worker, in the process that started it.
    static var standardErrorIsTerminal: Bool {
        isatty(2) == 1 || ProcessInfo.processInfo.environment[terminalKey] == "1"
    }

    /// The commands that run user code.
    static let commands: Set<String> = ["layout", "run", "profile", "check", "suite"]
    /// The options that bring user code to them.
    static let userCodeOptions = ["--source", "--view", "--app", "--plugin"]

    /// The worker's address space: a scene at the limits takes a small part of it; a runaway
    /// allocation meets it.
    static let memoryBytes: UInt64 = 32 << 30
    /// What the worker may write to standard error (its prints included).
    static let errorBytes: UInt64 = 64 << 20
    /// Where a crash report begins: the Swift runtime's fatal error, its backtracer's banner, a
    /// signal's report.
    static let crashMarkers = [
        "Fatal error:", "💣 Program crashed", "*** Program crashed", "*** Signal ", "Current stack trace:",
        "Mangled type is too complex",
    ]

    /// The command `arguments` run, past the leading `--plugin PATH`s.
    static func command(in arguments: [String]) -> String? {
        var k = 0
        while k < arguments.count {
            if arguments[k] == "--plugin" {
                k += 2
            } else if arguments[k].hasPrefix("--plugin=") {
                k += 1
            } else {
                return arguments[k]
            }
        }
        return nil
    }

    /// Whether `arguments` are to run in a worker: not already in one, a command that runs user code.
    static func needed(for arguments: [String]) -> Bool {
        guard !isWorker, let command = command(in: arguments), commands.contains(command) else { return false }
        if command == "suite" { return true }
        return arguments.contains { argument in
            userCodeOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }
    }

    /// Runs `arguments` in a worker and returns the exit status this process ends with: the
    /// worker's own, or 1 with one line when it was stopped by a signal or wrote past its bound.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            var environment = ProcessInfo.processInfo.environment
            environment[environmentKey] = "1"
            if isatty(2) == 1 { environment[terminalKey] = "1" }
            // The Swift runtime's backtracer writes to standard output unless told otherwise: the
            // command's result stays the result, the report goes where it is held and read.
            let backtrace = environment["SWIFT_BACKTRACE"] ?? ""
            if !backtrace.contains("output-to") {
                environment["SWIFT_BACKTRACE"] =
                    backtrace.isEmpty ? "output-to=stderr" : backtrace + ",output-to=stderr"
            }
            _ = GridPerf.finishStandardOutput()
            // The worker bounds itself (`--timeout`, its watchdog); this bound, a minute later,
            // holds should the worker not.
            let seconds =
                (try? timeout(in: arguments)) ?? Watchdog.defaultSeconds(command: command(in: arguments) ?? "")
            // The worker creates this file when the command ends as gridperf ends it (WorkerEnding).
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gridperf-worker-\(getpid())-\(UUID().uuidString)"
            ).path
            environment[WorkerEnding.environmentKey] = marker
            Shell.remember(marker)
            defer {
                try? FileManager.default.removeItem(atPath: marker)
                Shell.forget(marker)
            }
            let ended = try Shell.relay(
                [try BaseBuild.currentExecutable()] + arguments, environment: environment, seconds: seconds + 60,
                memoryBytes: memoryBytes, errorBytes: errorBytes, holdingFrom: crashMarkers,
                holdingLinesAt: ["error: "])
            if ended.timedOut {
                printError(
                    "\(what(arguments)): did not finish within \(formatPoints(seconds + 60)) s; --timeout SECONDS gives it longer"
                )
                return 1
            }
            if ended.errorsExceeded {
                printError(
                    "\(what(arguments)): printed more than \(errorBytes >> 20) MiB (a print in a loop?): gridperf stops it there, before its output fills memory or the disk"
                )
                return 1
            }
            let gridperfEnded = FileManager.default.fileExists(atPath: marker)
            if !ended.signaled, gridperfEnded {
                // The command ended as gridperf ends it: its error lines, held, are its own.
                FileHandle.standardError.write(ended.held)
                return ended.status
            }
            if !ended.signaled, ended.status == 0 {
                printError("\(what(arguments)): its code called exit(0) before gridperf was done with it")
                return 1
            }
            // A crash, a stop in the view's evaluation (its one line, held), or the user's `exit(n)`.
            printError("\(what(arguments)): \(failure(ended))")
            return 1
        } catch let error as GridPerfError {
            printError(error.message)
            return 1
        } catch {
            printError("cannot start gridperf's worker: \(error)")
            return 1
        }
    }

    /// `--timeout SECONDS` in `arguments`, if given and a number.
    static func timeout(in arguments: [String]) throws -> Double? {
        var rest = arguments
        return try ViewOption.seconds("--timeout", in: &rest)
    }

    /// What went wrong, in a phrase: the crash and where, read as a view's child's are.
    static func failure(_ ended: Shell.Relayed) -> String {
        let finished = Shell.Finished(status: ended.status, signaled: ended.signaled, errors: ended.held)
        let failure =
            ViewChild.failure(finished, done: true, seconds: 0, memoryBytes: memoryBytes)
            ?? "its code called exit(\(ended.status)) before gridperf was done with it"
        return failure.replacingOccurrences(
            of: #" at GridPerfRegistration\.swift:[0-9]+"#, with: " in the --setup/--update code",
            options: .regularExpression)
    }

    /// The user code `arguments` name, for the one line: the view, the preview, the app, the file.
    static func what(_ arguments: [String]) -> String {
        func value(_ flag: String) -> String? {
            if let k = arguments.firstIndex(of: flag), k + 1 < arguments.count { return arguments[k + 1] }
            return arguments.first { $0.hasPrefix(flag + "=") }.map { String($0.dropFirst(flag.count + 1)) }
        }
        if let view = value("--view") {
            // The glue file holds the update's statements: name them so, as the view's child did.
            let changes = value("--update") != nil ? " or its --setup/--update" : ""
            return "--view `\(GridPerfError.quoted(view, limit: 120))`\(changes)"
        }
        if let preview = value("--preview") { return "preview \(GridPerfError.quoted(preview, limit: 120))" }
        if let app = value("--app") { return "--app \(app)" }
        if let source = value("--source") { return "--source \(source)" }
        if let plugin = value("--plugin") { return "--plugin \(plugin)" }
        return command(in: arguments) ?? "gridperf"
    }
}
