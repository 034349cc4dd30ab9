import Foundation
import GridPerfCore

/// Writes files whole or not at all: the bytes go to a temporary file beside the target,
/// which is then renamed over it (atomic on one file system).
public enum AtomicFile {
    /// Writes `data` to `path` atomically. On any failure no partial file is left behind, and
    /// the error names the path.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: tmp.path, contents: data) else {
            throw GridPerfError("\(path): cannot write (is the directory \(dir.path) writable?)")
        }
        guard rename(tmp.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw GridPerfError("\(path): cannot write: \(reason)")
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}
