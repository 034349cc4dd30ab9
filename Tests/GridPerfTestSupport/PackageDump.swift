import Foundation

/// `swift package dump-package` of the repository: the manifest as SwiftPM reads it, in JSON.
public enum PackageDump {
    /// The dump, read with `environment` added to this process's (the `GRIDPERF_` variables
    /// removed first), in a scratch folder of its own: the running test holds the package's build
    /// folder's lock. `nil` when `swift package` fails.
    public static func json(environment: [String: String] = [:]) throws -> [String: Any]? {
        let root = CLI.repositoryRoot.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-dump-\(getpid())-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"]
        var variables = ProcessInfo.processInfo.environment
        for key in variables.keys where key.hasPrefix("GRIDPERF_") { variables[key] = nil }
        variables.merge(environment) { $1 }
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
