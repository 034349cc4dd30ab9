import Foundation
import GridPerfCore
#if canImport(Glibc)
    import Glibc
#endif

/// Writes files whole or not at all, and never replaces what is not a regular file.
///
/// - A new path or a regular file: the bytes go to a temporary file beside it, which is then
///   renamed over it (atomic on one file system).
/// - A symbolic link is followed to its target, which gets the same treatment: the link
///   stays a link (`-o link` writes the file it points to).
/// - A character device or a FIFO (`-o /dev/null`, `-o /dev/stdout`, a named pipe) is opened
///   and written directly: it is never replaced by a regular file.
/// - A directory, a socket or a block device is refused.
package enum AtomicFile {
    /// Writes `data` to `path` as above. On any failure no partial file is left behind, and
    /// the error names the path.
    package static func write(_ data: Data, to path: String) throws {
        let target = try resolve(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFCHR, S_IFIFO: return try writeDirectly(data, to: target, shown: path)
            case S_IFDIR: throw GridPerfError("\(path): is a directory")
            default: throw GridPerfError("\(path): not a regular file, a device or a FIFO; not written")
            }
        }
        let url = URL(fileURLWithPath: target)
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(
            ".\(url.lastPathComponent)\(ReportWriter.temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        )
        guard FileManager.default.createFile(atPath: tmp.path, contents: data) else {
            try? FileManager.default.removeItem(at: tmp)
            throw GridPerfError("\(path): cannot write (is the directory \(dir.path) writable, with space left?)")
        }
        guard rename(tmp.path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw GridPerfError("\(path): cannot write: \(reason)")
        }
    }

    /// Writes `text` as UTF-8 to `path` (see ``write(_:to:)-(Data,_)``).
    package static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// `path` with symbolic links followed (at most 40, as the kernel allows); a dangling
    /// link resolves to the path it names, which the write then creates.
    static func resolve(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { throw GridPerfError("\(path): cannot read the symbolic link") }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                link.hasPrefix("/")
                ? link
                : (URL(fileURLWithPath: current).deletingLastPathComponent().path as NSString).appendingPathComponent(
                    link)
        }
        throw GridPerfError("\(path): too many levels of symbolic links")
    }

    /// Writes into an existing device or FIFO without creating, truncating or replacing it.
    private static func writeDirectly(_ data: Data, to target: String, shown path: String) throws {
        let fd = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            throw GridPerfError("\(path): cannot open for writing: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw GridPerfError("\(path): cannot write: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
        }
    }
}
