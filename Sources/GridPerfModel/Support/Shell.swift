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
    private static let live = Mutex((children: Set<Int32>(), paths: Set<String>()))

    /// Registers `path` for removal by ``stopEverything()`` until ``forget(_:)``.
    package static func remember(_ path: String) { live.withLock { _ = $0.paths.insert(path) } }
    package static func forget(_ path: String) { live.withLock { _ = $0.paths.remove(path) } }

    /// Kills every running child and everything it started (the compiler driver's frontends,
    /// which run in process groups of their own) and removes the remembered paths: what the
    /// watchdog does before it exits.
    package static func stopEverything() {
        let (children, paths) = live.withLock { ($0.children, $0.paths) }
        for pid in descendants(of: children).union(children) { _ = Glibc.kill(pid, SIGKILL) }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
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

        package init(
            status: Int32, signaled: Bool = false, output: Data = Data(), errors: Data = Data(), timedOut: Bool = false
        ) {
            self.status = status
            self.signaled = signaled
            self.output = output
            self.errors = errors
            self.timedOut = timedOut
        }
    }

    /// Bounds on a child: wall-clock seconds (then SIGKILL) and virtual memory in bytes
    /// (`ulimit -v`: an allocation past it fails in the child).
    package struct Limits: Sendable {
        package var seconds: Double
        package var memoryBytes: UInt64

        package init(seconds: Double, memoryBytes: UInt64) {
            self.seconds = seconds
            self.memoryBytes = memoryBytes
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
            process.arguments = ["/bin/sh", "-c", "ulimit -v \(kilobytes) && exec \"$0\" \"$@\""] + arguments
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
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog?.cancel()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let signaled = process.terminationReason == .uncaughtSignal
        return Finished(
            status: process.terminationStatus, signaled: signaled, output: outData,
            errors: (try? InputFile.read(errPath)) ?? Data(),
            timedOut: signaled && process.terminationStatus == SIGKILL && limits.map { seconds >= $0.seconds } == true)
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
