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
    static let commands: Set<String> = ["layout", "run", "profile", "check", "suite", "serve"]

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

    /// Whether `command` is to run in a worker: not already in one, a command that runs user code
    /// (`--source`, `--view`, `--app` or `--plugin`; every `suite`: its entries may name sources).
    static func needed(for command: any InvokedCommand) -> Bool {
        let name = type(of: command).configuration.commandName ?? ""
        guard !isWorker, commands.contains(name) else { return false }
        if name == "suite" { return true }
        return !command.root.plugins.isEmpty || (command as? any SourceCommand)?.source.bringUserCode == true
    }

    /// Runs `arguments` (which parse as `command`) in a worker and returns the exit status this
    /// process ends with: the worker's own, or 1 with one line when it was stopped by a signal or
    /// wrote past its bound.
    static func run(_ arguments: [String], command: any InvokedCommand) -> Int32 {
        let name = type(of: command).configuration.commandName ?? "gridperf"
        let what =
            (command as? any SourceCommand)?.source.what ?? command.root.plugins.first.map { "--plugin \($0)" } ?? name
        if let serve = command as? ServeCommand { return Self.serve(arguments, port: serve.port.text, what: what) }
        // The worker bounds itself (`--timeout`, its watchdog); this bound, a minute later, holds
        // should the worker not. A `--timeout` that is no number is the worker's one line to say.
        let timeout = (command as? any BoundedCommand).flatMap { try? $0.bound.seconds() }
        return runOnce(arguments, seconds: timeout ?? Watchdog.defaultSeconds(command: name), what: what).status
    }

    /// A gridperf stopped (SIGTERM, SIGINT, SIGHUP) first stops its children — a worker and
    /// everything it started, a compiler, callgrind — and removes the files and folders it was
    /// writing (``Shell/stopEverything()``), then ends as the signal would have ended it: nothing
    /// is left behind however a command ends. Called first thing, for every command.
    static func endCleanlyOnSignals() {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                Shell.stopEverything()
                _exit(128 + signal)
            }
            source.resume()
            // Kept for the process's lifetime, never released.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }

    /// In a worker (or a view's child): ends it when the gridperf that started it is gone (killed
    /// past any handler), so that no child outlives its command. Checked twice a second.
    static func endWithParent() {
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
        timer.setEventHandler { if getppid() != parent { _exit(1) } }
        timer.resume()
        // Kept for the process's lifetime, never released.
        _ = Unmanaged.passRetained(timer as AnyObject)
    }

    /// The most times a playground served from a worker starts again after a crash, within a
    /// minute, before gridperf stops with it.
    static let restarts = 5

    /// `serve` with a user's view: the server itself is the worker, on a port fixed here (a free
    /// one for `--port 0`), so that after a crash of the view's code — one line on standard error —
    /// it starts again where the page finds it. The page's next request is answered by the new
    /// server (a scene it kept is sent again, as after any restart).
    static func serve(_ arguments: [String], port: String, what: String) -> Int32 {
        var arguments = arguments
        do {
            // The last `--port` given is the one ArgumentParser keeps.
            if port == "0" { arguments += ["--port", String(try freePort())] }
        } catch let error as GridPerfError {
            printError(error.message)
            return 1
        } catch {
            printError("serve: \(error)")
            return 1
        }
        var crashes: [Date] = []
        while true {
            let (status, crashed) = runOnce(arguments, seconds: 1e9, what: what, restarting: true)
            guard crashed else { return status }
            crashes = crashes.filter { Date().timeIntervalSince($0) < 60 } + [Date()]
            guard crashes.count <= restarts else {
                printError(
                    "serve: the view's code crashed \(crashes.count) times within a minute; the playground stops")
                return 1
            }
            FileHandle.standardError.write(Data("gridperf playground: starting again on the same port\n".utf8))
        }
    }

    /// A free TCP port on the loopback address, from the kernel (a socket bound to port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw GridPerfError("serve: cannot open a socket to find a free port") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0 else { throw GridPerfError("serve: cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// One worker, bounded to `seconds` and a minute (a playground serves until it is stopped: no
    /// bound), whose crash names `what`: the status this process ends with, and whether the worker
    /// crashed (a serving worker's crash is said in one line, then `restarting` starts it again).
    static func runOnce(_ arguments: [String], seconds: Double, what: String, restarting: Bool = false) -> (
        status: Int32, crashed: Bool
    ) {
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
            // The worker creates this file when the command ends as gridperf ends it (WorkerEnding).
            // Its name is of one length whatever the process: the folder below holds the folders the
            // worker's callgrind children run in, and their counts move with the length of that path
            // (pids here wrap at 32,768, so a pid in the name was 4 or 5 digits from run to run).
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gridperf-worker-\(UUID().uuidString)"
            ).path
            environment[WorkerEnding.environmentKey] = marker
            // The worker's temporary files (the playground's scene files, the compiler's own folders)
            // in a folder of its own, removed when it ends however it ends: a worker stopped or
            // crashed mid-request had left them in the machine's temporary folder.
            let scratch = marker + ".d"
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
            environment["TMPDIR"] = scratch
            Shell.remember(marker)
            Shell.remember(scratch)
            defer {
                try? FileManager.default.removeItem(atPath: marker)
                try? FileManager.default.removeItem(atPath: scratch)
                Shell.forget(marker)
                Shell.forget(scratch)
            }
            let ended = try Shell.relay(
                [try BaseBuild.currentExecutable()] + arguments, environment: environment, seconds: seconds + 60,
                memoryBytes: memoryBytes, errorBytes: errorBytes, holdingFrom: crashMarkers,
                holdingLinesAt: ["error: "])
            if ended.timedOut {
                printError(
                    "\(what): did not finish within \(formatPoints(seconds + 60)) s; --timeout SECONDS gives it longer"
                )
                return (1, false)
            }
            if ended.errorsExceeded {
                printError(
                    "\(what): printed more than \(errorBytes >> 20) MiB (a print in a loop?): gridperf stops it there, before its output fills memory or the disk"
                )
                return (1, false)
            }
            let gridperfEnded = FileManager.default.fileExists(atPath: marker)
            if !ended.signaled, gridperfEnded {
                // The command ended as gridperf ends it: its error lines, held, are its own.
                FileHandle.standardError.write(ended.held)
                return (ended.status, false)
            }
            if !ended.signaled, ended.status == 0 {
                printError("\(what): its code called exit(0) before gridperf was done with it")
                return (1, restarting)
            }
            // A crash, a stop in the view's evaluation (its one line, held), or the user's `exit(n)`.
            // Interrupted (Ctrl-C reaches the worker too) or stopped: no line, no restart.
            if ended.signaled, [SIGINT, SIGTERM, SIGHUP].contains(ended.status) { return (1, false) }
            printError("\(what): \(failure(ended))")
            return (1, restarting)
        } catch let error as GridPerfError {
            printError(error.message)
            return (1, false)
        } catch {
            printError("cannot start gridperf's worker: \(error)")
            return (1, false)
        }
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

}
