import Foundation

/// How a worker tells the gridperf that started it that the command ended as gridperf ends it —
/// its result written, its error printed, its time bound reached — and not because the user's
/// code called `exit`: it creates the file its environment names (``environmentKey``) just before
/// it exits. A worker that exits without it was ended by the user's code (``Worker`` in the CLI).
package enum WorkerEnding {
    /// The environment variable that names the file.
    package static let environmentKey = "GRIDPERF_WORKER_ENDED"

    /// Creates the file, when this process is a worker. O(1).
    package static func mark() {
        guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else { return }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
}
