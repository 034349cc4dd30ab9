import Foundation

/// Runs the built `gridperf` executable and captures what it prints. Shared by the test targets
/// that drive the binary (`GridPerfCLITests`, `EndToEndTests`).
public struct CLI {
    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Killed by a signal (a crash): `status` is then the signal's number.
        public var signaled = false

        /// Exit 1 with exactly one line on stderr, `error: …`, and no crash.
        public var isOneLineError: Bool {
            !signaled && status == 1 && stderr.hasPrefix("error: ") && stderr.hasSuffix("\n")
                && stderr.dropLast().firstIndex(of: "\n") == nil
        }
    }

    /// The `gridperf` binary beside the test bundle (SwiftPM builds it for this target).
    public static let executable: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("gridperf")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/gridperf")
        return fallback
    }()

    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs gridperf (or `executable`, a copy of it) with `arguments`; its standard output goes to
    /// `standardOutput` when given (e.g. `/dev/full`), else it is captured.
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], standardOutput: FileHandle? = nil,
        executable: URL = executable
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        // Both streams read at once: a program that fills one pipe while the other is read to its
        // end would wait forever.
        nonisolated(unsafe) var errData = Data()
        let errorsRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            signaled: process.terminationReason == .uncaughtSignal)
    }

    /// Writes `text` to a new temporary file and returns its path.
    public static func temporaryFile(_ text: String, name: String = "spec.json") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
