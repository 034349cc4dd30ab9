import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel

/// A `--view`'s code run first where it cannot take gridperf down: a child gridperf
/// (`_view-child`) evaluates the view and lays its scene out once, within a time and a memory
/// limit, before this process runs the same code. Views are deterministic, so a view that
/// traps, exits, loops or runs away with memory does so in the child, and the command stops
/// with one line naming the view, the cause and (where the runtime says it) the file and line.
enum ViewChild {
    /// Seconds a view may take to evaluate and lay out once (`--timeout` changes it).
    static let defaultSeconds = 120.0
    /// Virtual memory the child may reserve: a scene at the 2,000,000-view limit needs a small
    /// part of it (docs/PERFORMANCE.md#memory-per-item), a runaway `ForEach` reaches it.
    static let memoryBytes: UInt64 = 16 << 30
    /// What the child may print, to each of standard output and standard error: screens that print
    /// write lines, a print in a loop fills memory and the disk (issue 68: 14 GB in 120 s).
    static let outputBytes: UInt64 = 64 << 20

    /// Runs the child for `items`; returns whether the view wrote to standard output (the
    /// parent's evaluation then sends it to standard error, as it does a view's every print).
    /// Throws the child's failure. With `updates` and `windowOnly`, the child shows the scene
    /// through its window and makes the changes, without laying it out whole: what a run's update
    /// case does (`Workload.scene`).
    static func check(
        view: String, library: String, items: Int, width: Double, height: Double?, seconds: Double,
        updates: Int = 0, windowOnly: Bool = false, label: String? = nil
    ) throws -> Bool {
        let done = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-view-\(getpid())-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: done) }
        let arguments =
            [
                try BaseBuild.currentExecutable(), "_view-child", "--library", library, "--items", "\(items)",
                "--width", "\(width)", "--height", height.map { "\($0)" } ?? "nil", "--done", done,
            ] + (updates > 0 ? ["--updates", "\(updates)"] + (windowOnly ? ["--window-only"] : []) : [])
        let finished = try Shell.launch(
            arguments, limits: Shell.Limits(seconds: seconds, memoryBytes: memoryBytes, outputBytes: outputBytes))
        if let failure = failure(finished, done: FileManager.default.fileExists(atPath: done), seconds: seconds) {
            // The glue file holds the update's statements: name them so.
            let what =
                label ?? (updates > 0 ? "--view `\(view)` or its --setup/--update" : "--view `\(view)`")
            let place = failure.replacingOccurrences(
                of: #" at GridPerfRegistration\.swift:[0-9]+"#, with: " in the --setup/--update code",
                options: .regularExpression)
            throw GridPerfError("\(what): \(place)")
        }
        // A view that prints is laid out as SwiftUI runs it (real screens print in `onAppear` and
        // initialisers, issue 66): its text goes to standard error, standard output keeps the result.
        return !finished.output.isEmpty
    }

    /// What went wrong in the child, in a phrase; `nil` when it finished.
    static func failure(
        _ finished: Shell.Finished, done: Bool, seconds: Double, memoryBytes: UInt64 = memoryBytes
    ) -> String? {
        let errors = String(decoding: finished.errors, as: UTF8.self)
        if finished.outputExceeded {
            return
                "printed more than \(outputBytes >> 20) MiB (a print in a loop?): gridperf stops a view there, before its output fills memory or the disk"
        }
        if finished.timedOut {
            return
                "did not finish within \(formatPoints(seconds)) s (an endless loop in a body, an init or a layout?); --timeout SECONDS gives it longer"
        }
        if !finished.signaled && finished.status == 0 {
            return done ? nil : "the view's code called exit(0) before gridperf was done with it"
        }
        let place = location(in: errors).map { " at \($0)" } ?? ""
        if let message = errors.split(separator: "\n").first(where: { $0.hasPrefix("error: ") }) {
            // gridperf's own message from the child (a limit, an object no ancestor gave).
            return message.dropFirst("error: ".count) + place
        }
        let fatal = errors.split(separator: "\n").first { $0.contains("Fatal error") }
            .map { String($0[$0.range(of: "Fatal error")!.lowerBound...]) }
        if errors.contains("allocat") || errors.contains("out of memory") {
            return "ran out of memory (the limit is \(memoryBytes >> 30) GiB of address space)\(place)"
        }
        if let deep = deepModifierChain(in: errors) { return deep }
        if finished.signaled {
            let name = signalName(finished.status)
            return "crashed (\(name)\(fatal.map { ": \($0)" } ?? ""))\(place)"
        }
        return "its code exited with status \(finished.status)\(fatal.map { " (\($0))" } ?? "")\(place)"
    }

    /// A view's type nested deeper than the Swift runtime builds from its mangled name — a long chain
    /// of modifiers (600 chained `.padding(1)`; 300 are built) — in one line naming the body: the
    /// runtime says "Mangled type is too complex" when it looks up a body's type and aborts, or hands
    /// a modifier's call a null type, which crashes reading the word before it (a bad pointer at
    /// `0xfffffffffffffff8`) in `View.padding(_:file:line:)` called from `Mods.body.getter`.
    static func deepModifierChain(in errors: String) -> String? {
        let limit = "gridperf lays out at most \(ViewTreeContext.maximumModifiers) layout modifiers on one view"
        if errors.contains("Mangled type is too complex") {
            // "… in conformance 'Module.DeepModifiers: View' …": the view, without its module.
            let body = errors.range(of: #"conformance '[^']*: View'"#, options: .regularExpression).flatMap {
                errors[$0].dropFirst("conformance '".count).dropLast(": View'".count).split(separator: ".").last
            }
            let name = body.map { "\($0)'s body" } ?? "a view's body"
            return
                "\(name): a chain of modifiers nested deeper than the Swift runtime makes a type for (\"Mangled type is too complex\"); \(limit)"
        }
        guard errors.contains("Bad pointer dereference at 0xfffffffffffffff8") else { return nil }
        let frames = errors.split(separator: "\n").prefix { !$0.hasPrefix("Thread 1") }
        guard
            let call = frames.lazy.compactMap({ line -> String? in
                guard let r = line.range(of: #"View\.([A-Za-z]+)\("#, options: .regularExpression) else { return nil }
                return String(line[r].dropFirst("View.".count).dropLast())
            }).first(where: { $0 != "sceneModifier" }),
            let body = frames.lazy.compactMap({ line -> String? in
                guard let r = line.range(of: #"[A-Za-z_][A-Za-z0-9_]*\.body\.getter"#, options: .regularExpression)
                else { return nil }
                return String(line[r].dropLast(".body.getter".count))
            }).first
        else { return nil }
        return
            "\(body)'s body: a chain of modifiers nested deeper than the Swift runtime makes a type for (its type came back null: a crash in .\(call)); \(limit)"
    }

    /// The user's file and line the runtime names: a frame in the built copy of a `--source`
    /// file (`…/.building-KEY/K/File.swift:LINE`), else a `File.swift:LINE: Fatal error` line
    /// that is not the standard library's.
    static func location(in errors: String) -> String? {
        for line in errors.split(separator: "\n") {
            if let r = line.range(
                of: #"/\.building-[^/]+/[0-9]+/([^/:\s]+\.swift):([0-9]+)"#, options: .regularExpression)
            {
                let match = line[r]
                let tail = match.split(separator: "/").last!
                return String(tail)
            }
        }
        for line in errors.split(separator: "\n") where line.contains("Fatal error") {
            guard let r = line.range(of: #"[A-Za-z0-9_./-]+\.swift:[0-9]+"#, options: .regularExpression) else {
                continue
            }
            let place = String(line[r])
            if place.hasPrefix("Swift/") { continue }
            return String(place.split(separator: "/").last!)
        }
        return nil
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "a trap, signal \(signal)"
        case SIGSEGV, SIGBUS: "a bad memory access, signal \(signal)"
        case SIGABRT: "aborted, signal \(signal)"
        case SIGKILL: "killed, signal \(signal)"
        default: "signal \(signal)"
        }
    }
}
