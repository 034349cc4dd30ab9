import Foundation
import GridPerfCore

/// Running other programs (git, swift, valgrind, a base build of gridperf, gridperf itself).
package enum Shell {
    /// How a program ended, and what it printed.
    package struct Finished: Sendable {
        /// The exit status, or the signal's number when `signaled`.
        package var status: Int32
        /// Killed by a signal (a crash) rather than exiting.
        package var signaled: Bool
        package var output: Data
        package var errors: Data

        package init(status: Int32, signaled: Bool = false, output: Data = Data(), errors: Data = Data()) {
            self.status = status
            self.signaled = signaled
            self.output = output
            self.errors = errors
        }
    }

    /// Runs a command (looked up on `PATH`, or a path) to its end and returns how it ended.
    /// Standard error goes to a file, read after the exit, so that neither stream can fill a
    /// pipe and block. `environment`, when given, replaces the inherited one.
    package static func launch(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil)
        throws -> Finished
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-shell-\(UUID().uuidString)"
        ).path
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        do {
            try process.run()
        } catch {
            throw GridPerfError("\(arguments[0]): cannot run it: \(error.localizedDescription)")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            output: outData, errors: (try? InputFile.read(errPath)) ?? Data())
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
