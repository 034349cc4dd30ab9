import Foundation
import GridPerfCore

/// The report files a run can write.
package enum ReportFormat: String, CaseIterable, Sendable {
    case csv, md, json, html

    package var fileName: String { "results.\(rawValue)" }
}

/// Writes a report directory whole or not at all: every file goes into a hidden temporary
/// directory beside the target, which is renamed into place only when all are written.
package enum ReportWriter {
    /// Checks that reports can be written under `root`, before any work is done, without
    /// leaving anything behind: a missing `root` is created to prove it can be, then removed
    /// again (with any parents it needed), so that a run that fails later leaves no empty
    /// folder. The report's writing creates it for good.
    package static func prepare(root: String) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: root) {
            try create(root)  // only checks that it is a directory
            guard fm.isWritableFile(atPath: root) else {
                throw GridPerfError("--output \(root): the directory is not writable")
            }
            removeLeftovers(in: root)
            return
        }
        // The outermost folder this check creates: removed again afterwards.
        var outermost = URL(fileURLWithPath: root).standardizedFileURL
        while !fm.fileExists(atPath: outermost.deletingLastPathComponent().path), outermost.pathComponents.count > 1 {
            outermost = outermost.deletingLastPathComponent()
        }
        var created = false
        defer { if created { try? fm.removeItem(at: outermost) } }
        try create(root)
        created = true
        guard fm.isWritableFile(atPath: root) else {
            throw GridPerfError("--output \(root): the directory is not writable")
        }
    }

    /// Creates `root` (and its parents) if missing; an existing `root` must be a directory.
    static func create(_ root: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDir) {
            guard isDir.boolValue else { throw GridPerfError("--output \(root): exists and is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw GridPerfError("--output \(root): cannot create the directory")
        }
    }

    /// The marker in the name of every temporary gridperf writes beside its output:
    /// `.<name>.gridperf-tmp-<pid>` (a report folder being written) or
    /// `.<name>.gridperf-tmp-<pid>-<random>` (a file, ``AtomicFile``).
    package static let temporaryMarker = ".gridperf-tmp-"

    /// Removes what gridperf runs that died while writing left in `root`: entries whose name is
    /// one gridperf gives its temporaries (``temporaryMarker``, then the writer's process id and
    /// nothing else), which are a directory or a regular file (never a link, never followed),
    /// owned by this user, and whose process no longer exists. A live run's are kept; a user's
    /// `.x.tmp-123` is not gridperf's and stays. O(entries in root).
    package static func removeLeftovers(in root: String) {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: root) else { return }
        for entry in entries where entry.hasPrefix(".") {
            guard let pid = temporaryOwner(entry) else { continue }
            let path = (root as NSString).appendingPathComponent(entry)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid(),
                [S_IFDIR, S_IFREG].contains(info.st_mode & S_IFMT),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? fm.removeItem(atPath: path)
        }
    }

    /// The process id in a temporary name `.<name>.gridperf-tmp-<pid>` or
    /// `.<name>.gridperf-tmp-<pid>-<random>`; `nil` for any other name.
    static func temporaryOwner(_ entry: String) -> pid_t? {
        guard let marker = entry.range(of: temporaryMarker, options: .backwards) else { return nil }
        let tail = entry[marker.upperBound...]
        let digits = tail.prefix { $0.isNumber }
        let rest = tail.dropFirst(digits.count)
        guard !digits.isEmpty, rest.isEmpty || (rest.first == "-" && rest.dropFirst().allSatisfy(\.isNumber)),
            let pid = pid_t(digits), pid > 0
        else { return nil }
        return pid
    }

    /// The report folders a run left in `root`, by name: its subfolders, not what lies beside
    /// them (the history `history.sqlite`, hidden temporaries). O(entries).
    package static func reportFolders(in root: String) throws -> [String] {
        let fm = FileManager.default
        return try fm.contentsOfDirectory(atPath: root).filter { entry in
            var isDirectory: ObjCBool = false
            return !entry.hasPrefix(".")
                && fm.fileExists(atPath: (root as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// Writes `files` into `root/name` atomically (a `-2`, `-3`… suffix when `name` exists).
    package static func writeDirectory(_ files: [(String, Data)], root: String, name: String) throws -> String {
        let fm = FileManager.default
        try create(root)
        let tmp = (root as NSString).appendingPathComponent(
            ".\(name)\(temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(atPath: tmp)
        do {
            try fm.createDirectory(atPath: tmp, withIntermediateDirectories: false)
            for (file, data) in files {
                let path = (tmp as NSString).appendingPathComponent(file)
                guard fm.createFile(atPath: path, contents: data) else { throw GridPerfError("\(path): cannot write") }
            }
            var target = (root as NSString).appendingPathComponent(name)
            var n = 2
            while fm.fileExists(atPath: target) {
                target = (root as NSString).appendingPathComponent("\(name)-\(n)")
                n += 1
            }
            guard rename(tmp, target) == 0 else {
                throw GridPerfError("\(target): cannot move the report into place: \(String(cString: strerror(errno)))")
            }
            return target
        } catch {
            try? fm.removeItem(atPath: tmp)
            if let e = error as? GridPerfError { throw e }
            throw GridPerfError("\(root): cannot write the report: \(error.localizedDescription)")
        }
    }
}
