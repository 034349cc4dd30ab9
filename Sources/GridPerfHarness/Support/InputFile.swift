import Foundation
import GridPerfCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads an input file (a scene, a suite, a report, a profile) with a size limit, so that a
/// hostile path cannot hang or exhaust memory: `/dev/zero` or an endless FIFO stops at the
/// limit with an error, a directory is refused. Pipes and process substitutions
/// (`--spec <(…)`) are read like files.
public enum InputFile {
    /// The largest input read: far above any real scene or report (the CI suite's report is
    /// under 1 MB, a 100,000-item scene about 5 MB).
    public static let maximumBytes = 250_000_000

    /// The bytes of `path`, or an error naming it: no such file, a directory, unreadable, or
    /// larger than `limit`. O(size).
    public static func read(_ path: String, limit: Int = maximumBytes) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "cannot read the file (\(String(cString: strerror(errno))))"
            throw GridPerfError("\(path): \(reason)")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw GridPerfError("\(path): cannot read the file") }
        if info.st_mode & S_IFMT == S_IFDIR { throw GridPerfError("\(path): is a directory, not a file") }
        if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
            throw GridPerfError("\(path): larger than \(ResourceLimits.formatBytes(limit)), the most gridperf reads")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw GridPerfError("\(path): cannot read the file (\(String(cString: strerror(errno))))")
            }
            if n == 0 { break }
            guard data.count + n <= limit else {
                throw GridPerfError("\(path): larger than \(ResourceLimits.formatBytes(limit)), the most gridperf reads")
            }
            data.append(contentsOf: chunk[..<n])
        }
        return data
    }
}
