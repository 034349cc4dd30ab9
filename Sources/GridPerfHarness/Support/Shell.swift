import Foundation
import GridPerfCore

/// Running other programs (git, swift, a base build of gridperf).
public enum Shell {
    /// Runs a command and returns its standard output; a non-zero exit is an error quoting the
    /// end of its standard error.
    /// `environment`, when given, replaces the inherited one.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Standard error goes to a file (read after the exit), so it cannot fill a pipe and block.
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-shell-\(UUID().uuidString)").path
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
        let errData = (try? InputFile.read(errPath)) ?? Data()
        guard process.terminationStatus == 0 else {
            let tail = String(decoding: errData, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: " | ")
            throw GridPerfError("`\(arguments.joined(separator: " "))` failed (exit \(process.terminationStatus)): \(tail)")
        }
        return String(decoding: outData, as: UTF8.self)
    }
}
