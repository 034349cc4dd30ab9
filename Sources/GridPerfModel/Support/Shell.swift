import Foundation
import GridPerfCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Running other programs (git, swift, valgrind, a base build of gridperf, gridperf itself).
package enum Shell {
    /// The children running now, by process identifier; and the files and folders to remove
    /// should gridperf stop before they are. ``stopEverything()`` reads them (the `--timeout`
    /// watchdog), so that no child outlives gridperf and nothing it was writing stays behind.
    static let live = Mutex((children: Set<Int32>(), paths: Set<String>()))

    /// Registers `path` for removal by ``stopEverything()`` until ``forget(_:)``.
    package static func remember(_ path: String) { live.withLock { _ = $0.paths.insert(path) } }
    package static func forget(_ path: String) { live.withLock { _ = $0.paths.remove(path) } }

    /// Kills every running child and everything it started (the compiler driver's frontends,
    /// which run in process groups of their own) and removes the remembered paths: what the
    /// watchdog does before it exits.
    package static func stopEverything() {
        let (children, paths) = live.withLock { ($0.children, $0.paths) }
        killTrees(children)
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Kills (SIGKILL) the processes `roots` and every process below them.
    /// - Complexity: O(processes on the machine).
    package static func killTrees(_ roots: Set<Int32>) {
        for pid in descendants(of: roots).union(roots) { _ = Glibc.kill(pid, SIGKILL) }
    }

    /// Every process whose chain of parents reaches one of `roots`, from `/proc/<pid>/stat`
    /// (the parent is the field after the state, past the command's closing parenthesis).
    /// - Complexity: O(processes on the machine).
    static func descendants(of roots: Set<Int32>) -> Set<Int32> {
        guard !roots.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return []
        }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: Set<Int32> = []
        var stack = Array(roots)
        while let pid = stack.popLast() {
            for child in children[pid] ?? [] where found.insert(child).inserted { stack.append(child) }
        }
        return found
    }

    /// How a program ended, and what it printed.
    package struct Finished: Sendable {
        /// The exit status, or the signal's number when `signaled`.
        package var status: Int32
        /// Killed by a signal (a crash) rather than exiting.
        package var signaled: Bool
        package var output: Data
        package var errors: Data
        /// Killed because it ran past its time limit (``launch(_:in:environment:limits:)``).
        package var timedOut: Bool
        /// Stopped because it wrote more than its limit to standard output or standard error
        /// (``Limits/outputBytes``): `output` and `errors` hold what came before.
        package var outputExceeded: Bool

        package init(
            status: Int32, signaled: Bool = false, output: Data = Data(), errors: Data = Data(), timedOut: Bool = false,
            outputExceeded: Bool = false
        ) {
            self.status = status
            self.signaled = signaled
            self.output = output
            self.errors = errors
            self.timedOut = timedOut
            self.outputExceeded = outputExceeded
        }
    }

    /// Bounds on a child: wall-clock seconds (then SIGKILL), virtual memory in bytes (`ulimit -v`:
    /// an allocation past it fails in the child), and, when given, the bytes it may write to each of
    /// standard output (read into this process: past the bound the child is killed) and standard
    /// error (a file: `ulimit -f`, so that the kernel stops the child with SIGXFSZ at the bound).
    package struct Limits: Sendable {
        package var seconds: Double
        package var memoryBytes: UInt64
        package var outputBytes: UInt64?

        package init(seconds: Double, memoryBytes: UInt64, outputBytes: UInt64? = nil) {
            self.seconds = seconds
            self.memoryBytes = memoryBytes
            self.outputBytes = outputBytes
        }
    }

    /// Runs a command (looked up on `PATH`, or a path) to its end and returns how it ended.
    /// Standard error goes to a file, read after the exit, so that neither stream can fill a
    /// pipe and block. `environment`, when given, replaces the inherited one.
    /// With `limits`, the program runs under `ulimit -v` (through `/bin/sh`, which `exec`s it:
    /// the same process) and is killed (SIGKILL) once it has run `limits.seconds`; `timedOut`
    /// then says so.
    package static func launch(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        limits: Limits? = nil
    ) throws -> Finished {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if let limits {
            let kilobytes = Swift.max(1, limits.memoryBytes / 1024)
            // POSIX sh counts `ulimit -f` in blocks of 512 bytes (dash, /bin/sh on Debian).
            let files = limits.outputBytes.map { " && ulimit -f \(Swift.max(1, $0 / 512))" } ?? ""
            process.arguments =
                ["/bin/sh", "-c", "ulimit -v \(kilobytes)\(files) && exec \"$0\" \"$@\""] + arguments
        } else {
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-shell-\(UUID().uuidString)"
        ).path
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        remember(errPath)
        defer {
            try? FileManager.default.removeItem(atPath: errPath)
            forget(errPath)
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        do {
            try process.run()
        } catch {
            throw GridPerfError("\(arguments[0]): cannot run it: \(error.localizedDescription)")
        }
        let started = DispatchTime.now()
        let pid = process.processIdentifier
        live.withLock { _ = $0.children.insert(pid) }
        defer { live.withLock { _ = $0.children.remove(pid) } }
        var watchdog: DispatchWorkItem?
        if let limits {
            let kill = DispatchWorkItem { if process.isRunning { _ = Glibc.kill(pid, SIGKILL) } }
            DispatchQueue.global().asyncAfter(deadline: .now() + limits.seconds, execute: kill)
            watchdog = kill
        }
        var outputExceeded = false
        let outData = readOutput(out.fileHandleForReading, bound: limits?.outputBytes) {
            outputExceeded = true
            _ = Glibc.kill(pid, SIGKILL)
        }
        process.waitUntilExit()
        watchdog?.cancel()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let signaled = process.terminationReason == .uncaughtSignal
        let errData = (try? InputFile.read(errPath)) ?? Data()
        // Past `ulimit -f` the kernel sends SIGXFSZ; a child that inherited it ignored fails the write
        // instead (EFBIG), and Foundation traps on a failed write: either way the file is full.
        if let bound = limits?.outputBytes, signaled || process.terminationStatus != 0,
            (signaled && process.terminationStatus == SIGXFSZ) || UInt64(errData.count) + 65_536 >= bound
        {
            outputExceeded = true
        }
        return Finished(
            status: process.terminationStatus, signaled: signaled, output: outData,
            errors: errData,
            timedOut: !outputExceeded && signaled && process.terminationStatus == SIGKILL
                && limits.map { seconds >= $0.seconds } == true,
            outputExceeded: outputExceeded)
    }

    /// Everything `handle` gives until its end; with a `bound`, at most that many bytes are kept:
    /// the first read past it calls `exceeded` (once) and the rest is read and dropped, so that the
    /// writer never blocks on a full pipe. O(bytes read).
    static func readOutput(_ handle: FileHandle, bound: UInt64?, exceeded: () -> Void) -> Data {
        guard let bound else { return handle.readDataToEndOfFile() }
        var kept = Data()
        var over = false
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if over { continue }
            if UInt64(kept.count) + UInt64(chunk.count) > bound {
                over = true
                exceeded()
            } else {
                kept.append(chunk)
            }
        }
        return kept
    }

    /// Runs a command and returns its standard output; a non-zero exit is an error quoting the
    /// end of its standard error.
    /// `environment`, when given, replaces the inherited one.
    package static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil)
        throws -> String
    {
        let finished = try launch(arguments, in: directory, environment: environment)
        guard finished.status == 0 else {
            let tail = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").suffix(5).joined(
                separator: " | ")
            throw GridPerfError("`\(arguments.joined(separator: " "))` failed (exit \(finished.status)): \(tail)")
        }
        return String(decoding: finished.output, as: UTF8.self)
    }
}
