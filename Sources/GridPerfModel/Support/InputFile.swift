import Foundation
import GridPerfCore
#if canImport(Glibc)
    import Glibc
#endif

/// Reads an input file (a scene, a suite, a report, a profile) with a size limit, so that a
/// hostile path cannot hang or exhaust memory: `/dev/zero` or an endless FIFO stops at the
/// limit with an error, a directory is refused. Pipes and process substitutions
/// (`--spec <(…)`) are read like files.
package enum InputFile {
    /// The largest input read: far above any real scene or report (the CI suite's report is
    /// under 1 MB, a 100,000-item scene about 5 MB).
    package static let maximumBytes = 250_000_000

    /// The bytes of `path`, or an error naming it: no such file, a directory, unreadable, or
    /// larger than `limit`. O(size).
    package static func read(_ path: String, limit: Int = maximumBytes) throws -> Data {
        try withOpenFile(path) { fd, info in
            if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
                throw GridPerfError(
                    "\(path): larger than \(ResourceLimits.formatBytes(limit)), the most gridperf reads", kind: .limit)
            }
            let data = try readUpTo(limit + 1, from: fd, path: path)
            if info.st_mode & S_IFMT == S_IFIFO, data.isEmpty {
                throw GridPerfError(
                    "\(path): a pipe with nothing written to it (no writer); give a file, or a pipe a program writes",
                    kind: .unreadableFile(path: path))
            }
            guard data.count <= limit else {
                throw GridPerfError(
                    "\(path): larger than \(ResourceLimits.formatBytes(limit)), the most gridperf reads", kind: .limit)
            }
            return data
        }
    }

    /// The first `count` bytes (fewer when the file is shorter) of the regular file at `path`,
    /// and its whole size: for headers, without reading the rest. O(count).
    package static func prefix(_ path: String, count: Int) throws -> (data: Data, size: Int) {
        try withOpenFile(path) { fd, info in
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw GridPerfError("\(path): not a regular file", kind: .unreadableFile(path: path))
            }
            return (try readUpTo(count, from: fd, path: path), Int(info.st_size))
        }
    }

    /// Opens `path` for reading, refuses a directory, a device and a socket, and hands the
    /// descriptor and its status to `body`; closes it after. Opened without waiting
    /// (`O_NONBLOCK`): a FIFO no program writes would otherwise block the open for ever; a
    /// FIFO's reads then block again, and one without a writer reads as empty at once.
    private static func withOpenFile<R>(_ path: String, _ body: (Int32, stat) throws -> R) throws -> R {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "cannot read the file (\(String(cString: strerror(errno))))"
            throw GridPerfError("\(path): \(reason)", kind: .unreadableFile(path: path))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw GridPerfError("\(path): cannot read the file", kind: .unreadableFile(path: path))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw GridPerfError("\(path): is a directory, not a file", kind: .unreadableFile(path: path))
        case S_IFCHR, S_IFBLK:
            throw GridPerfError("\(path): is a device, not a file", kind: .unreadableFile(path: path))
        case S_IFSOCK: throw GridPerfError("\(path): is a socket, not a file", kind: .unreadableFile(path: path))
        case S_IFIFO: _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        default: break
        }
        return try body(fd, info)
    }

    /// At most `count` bytes from `fd`, stopping at its end. O(count).
    private static func readUpTo(_ count: Int, from fd: Int32, path: String) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < count {
            let wanted = Swift.min(chunk.count, count - data.count)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                throw GridPerfError(
                    "\(path): cannot read the file (\(String(cString: strerror(errno))))",
                    kind: .unreadableFile(path: path))
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[..<n])
        }
        return data
    }
}
