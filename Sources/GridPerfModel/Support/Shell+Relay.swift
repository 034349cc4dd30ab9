import Foundation
import GridPerfCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child whose output the user reads as it comes: gridperf's worker (``Shell/relay(_:environment:seconds:memoryBytes:errorBytes:holdingFrom:holdingLinesAt:)``).
extension Shell {
    /// How a relayed child ended.
    package struct Relayed: Sendable {
        /// The exit status, or the signal's number when `signaled`.
        package var status: Int32
        package var signaled: Bool
        /// Standard error from the first line that starts a crash report (not shown), at most
        /// ``heldBytes`` of it.
        package var held: Data
        /// Stopped because it wrote more than its bound to standard error.
        package var errorsExceeded: Bool
        /// Stopped because it ran past its time bound.
        package var timedOut: Bool
    }

    /// The most of a crash report kept for reading.
    package static let heldBytes = 1 << 20
    /// The most of a child's standard error shown as it comes: a screen's prints are far less; a
    /// print in a loop is cut here, and stopped at the relay's bound; its last ``tailBytes`` are
    /// shown at the end, after a line saying how much was left out.
    package static let shownBytes = 1 << 20
    package static let tailBytes = 64 << 10

    /// `data` whole when it is at most `head` + `tail` bytes, else its first `head` and last `tail`
    /// bytes around a line saying how many were left out: what a captured output shows. O(head + tail).
    package static func shortened(_ data: Data, head: Int = shownBytes, tail: Int = tailBytes) -> Data {
        guard data.count > head + tail else { return data }
        let dropped = data.count - head - tail
        return data.prefix(head)
            + Data("\n[… \(dropped) bytes left out …]\n".utf8) + data.suffix(tail)
    }

    /// Runs `arguments` with standard output inherited (the child writes the command's result where
    /// this process would) and standard error read through a pipe and written to this process's,
    /// a line at a time as it comes (a progress line's `\r` ends a line too) — until a line holds
    /// one of `markers` (a crash report: the Swift runtime's "Fatal error", the backtracer's
    /// banner), from which on it is held back and returned, for one line to say what happened.
    /// A line that starts with one of `prefixes` (`error: `) is held too, alone: the caller shows
    /// it, or says it better, once it knows how the child ended.
    /// Bounded: `ulimit -v memoryBytes`; past `errorBytes` written to standard error, or past
    /// `seconds`, the child (and everything it started) is killed. The child is registered as the
    /// others are, so that the `--timeout` watchdog ends it and everything it started too.
    /// O(bytes written).
    package static func relay(
        _ arguments: [String], environment: [String: String], seconds: Double, memoryBytes: UInt64,
        errorBytes: UInt64, holdingFrom markers: [String], holdingLinesAt prefixes: [String] = []
    ) throws -> Relayed {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -v \(Swift.max(1, memoryBytes / 1024)) && exec \"$0\" \"$@\""] + arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GridPerfError("\(arguments[0]): cannot run it: \(error.localizedDescription)")
        }
        let pid = process.processIdentifier
        live.withLock { _ = $0.children.insert(pid) }
        defer { live.withLock { _ = $0.children.remove(pid) } }
        // Past `seconds`, the child and everything it started are ended.
        let timedOut = Mutex(false)
        let kill = DispatchWorkItem {
            guard process.isRunning else { return }
            timedOut.withLock { $0 = true }
            killTrees([pid])
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: kill)
        defer { kill.cancel() }
        var relay = LineRelay(markers: markers, prefixes: prefixes)
        // Past the first ``shownBytes``, what comes is counted and its last ``tailBytes`` kept.
        var shownSoFar = 0
        var dropped = 0
        var tail = Data()
        func show(_ data: Data) {
            guard !data.isEmpty else { return }
            let room = Swift.max(0, shownBytes - shownSoFar)
            if room > 0 { FileHandle.standardError.write(data.prefix(room)) }
            shownSoFar += Swift.min(room, data.count)
            guard data.count > room else { return }
            tail.append(data.dropFirst(room))
            if tail.count > tailBytes {
                dropped += tail.count - tailBytes
                tail = Data(tail.suffix(tailBytes))
            }
        }
        var written: UInt64 = 0
        var exceeded = false
        let handle = errors.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            written += UInt64(chunk.count)
            if exceeded { continue }
            if written > errorBytes {
                exceeded = true
                _ = Glibc.kill(pid, SIGKILL)
                continue
            }
            show(relay.take(chunk))
        }
        show(relay.finish())
        if !tail.isEmpty {
            if dropped > 0 {
                FileHandle.standardError.write(Data("\n[… \(dropped) bytes of standard error left out …]\n".utf8))
            }
            // Ended on a line of its own, so that what gridperf says next starts a line.
            FileHandle.standardError.write(tail.last == UInt8(ascii: "\n") ? tail : tail + Data("\n".utf8))
        }
        process.waitUntilExit()
        return Relayed(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            held: relay.held, errorsExceeded: exceeded, timedOut: timedOut.withLock { $0 })
    }
}

/// Standard error cut into lines as it comes: lines are shown until one holds a marker, then
/// held (at most ``Shell/heldBytes``); a line with one of the prefixes is held alone.
struct LineRelay {
    let markers: [String]
    let prefixes: [String]
    /// Bytes of an unfinished line.
    var partial = Data()
    var holding = false
    var held = Data()

    init(markers: [String], prefixes: [String] = []) {
        self.markers = markers
        self.prefixes = prefixes
    }

    /// What of `chunk` (with the unfinished line before it) is shown now. O(chunk).
    mutating func take(_ chunk: Data) -> Data {
        if holding {
            hold(chunk)
            return Data()
        }
        partial.append(chunk)
        var shown = Data()
        var start = partial.startIndex
        for k in partial.indices where partial[k] == UInt8(ascii: "\n") || partial[k] == UInt8(ascii: "\r") {
            let line = partial[start...k]
            if startsReport(line) {
                holding = true
                hold(partial[start...])
                partial = Data()
                return shown
            }
            if isHeldAlone(line) { hold(line) } else { shown.append(line) }
            start = k + 1
        }
        partial = Data(partial[start...])
        // A line longer than 64 KiB without an end is shown as it is: never held unbounded.
        if partial.count > 65_536 {
            shown.append(partial)
            partial = Data()
        }
        return shown
    }

    /// The unfinished line at the end, shown unless it is held.
    mutating func finish() -> Data {
        defer { partial = Data() }
        if holding || partial.isEmpty { return Data() }
        if startsReport(partial[...]) || isHeldAlone(partial[...]) {
            hold(partial)
            return Data()
        }
        return partial
    }

    func startsReport(_ line: Data.SubSequence) -> Bool {
        let text = String(decoding: line.prefix(200), as: UTF8.self)
        return markers.contains { text.contains($0) }
    }

    func isHeldAlone(_ line: Data.SubSequence) -> Bool {
        prefixes.contains { line.starts(with: Data($0.utf8)) }
    }

    mutating func hold(_ data: some Collection<UInt8>) {
        let room = Shell.heldBytes - held.count
        if room > 0 { held.append(contentsOf: data.prefix(room)) }
    }
}
