import Foundation
import GridPerfTestSupport
import Testing

/// A `--view`'s code runs first in a bounded child (`_view-child`): whatever it does, the command
/// ends with one line naming the view and the cause, exit 1, no signal, nothing on standard
/// output — or, for a view that prints, a clean result with the print on standard error.
@Suite struct ViewChildTests {
    static let file = CLI.repositoryRoot.path + "/Tests/Hostile/HostileViews.swift"

    func layOut(_ view: String, _ extra: [String] = []) throws -> CLI.Output {
        try CLI.run(["layout", "--source", Self.file, "--view", view, "--format", "json"] + extra)
    }

    @Test(arguments: [
        ("Recursive()", "views nested more than 4096 deep"),
        ("Billion()", "ran out of memory"),
        ("Boom()", "crashed (a trap, signal 4: Fatal error: boom) at HostileViews.swift:31"),
        ("Quits()", "called exit(0)"),
        ("EndlessPadding()", "padding(bottom: inf) at HostileViews.swift:54: not a finite number"),
        ("Spammer()", "printed more than 64 MiB"),
        ("ErrorSpammer()", "printed more than 64 MiB"),
    ])
    func aMisbehavingViewIsOneLine(view: String, cause: String) throws {
        let r = try layOut(view)
        #expect(r.status == 1 && !r.signaled, "exit \(r.status): \(r.stderr.suffix(300))")
        #expect(r.stdout.isEmpty)
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("--view `\(view)`: ") == true, "\(r.stderr.suffix(300))")
        #expect(errors.first?.contains(cause) == true, "\(r.stderr.suffix(300))")
    }

    /// A text under `count` chained `.padding(1)`, written to a file of its own: 40 are past the 32
    /// layout modifiers a view may have, named with the body and the modifier, never an internal file;
    /// at 600 the view's type is deeper than the Swift runtime makes from its mangled name ("Mangled type
    /// is too complex", or a null type the first modifier's call crashes on), said in one line too
    /// (issue 68; 300 give the 32-modifier line).
    @Test(arguments: [
        (40, "Chain40's body: a text with more than 32 layout modifiers (the next: .padding)"),
        (600, "Chain600's body: a chain of modifiers nested deeper than the Swift runtime makes a type for"),
    ])
    func aLongModifierChainIsOneLine(count: Int, cause: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Chain\(count).swift")
        let chain = String(repeating: "\n            .padding(1)", count: count)
        try """
        import SwiftUI

        struct Chain\(count): View {
            var body: some View {
                Text("x")\(chain)
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "--source", file.path, "--view", "Chain\(count)()", "--format", "json"])
        #expect(r.status == 1 && !r.signaled && r.stdout.isEmpty, "exit \(r.status): \(r.stderr.suffix(300))")
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("--view `Chain\(count)()`: \(cause)") == true, "\(r.stderr.suffix(300))")
        #expect(!r.stderr.contains(".json"))
    }

    /// An endless body is stopped at `--timeout` (3 s here) with a line that says so.
    @Test func anEndlessBodyStopsAtTheTimeout() throws {
        let started = Date()
        let r = try layOut("Forever()", ["--timeout", "3"])
        #expect(r.status == 1 && !r.signaled)
        // The command's bound and the child's are one: whichever ends it names the view.
        #expect(r.stderr.contains("did not finish within 3 s"), "\(r.stderr.suffix(300))")
        #expect(r.stderr.contains("`Forever()`"), "\(r.stderr.suffix(300))")
        #expect(r.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1)
        #expect(Date().timeIntervalSince(started) < 60)
        let bad = try layOut("Forever()", ["--timeout", "0"])
        #expect(
            bad.status == 1
                && bad.stderr.contains(
                    "--timeout: must be a number of seconds greater than 0 and at most 86400, got '0'")
        )
    }

    /// A compile still running at `--timeout` (3,000 chained modifiers) stops with the command:
    /// no compiler process is left behind (the driver's frontends run in process groups of
    /// their own), nor its `.building-*` folder (issue 68).
    @Test func aCompileStillRunningAtTheTimeoutIsStoppedWithIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-mods-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Mods.swift")
        try
            ("import SwiftUI\nstruct Mods: View { var body: some View { Text(\"x\")"
            + String(repeating: ".padding(1)", count: 3_000) + " } }\n").write(
                to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "--timeout", "5", "--source", file.path, "--view", "Mods()"])
        #expect(r.status == 1 && r.stderr.contains("did not finish within 5 s"), "\(r.stderr.suffix(300))")
        Thread.sleep(forTimeInterval: 1)
        let processes = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { Int($0) != nil }
        let left = processes.filter { pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains(folder.lastPathComponent)
                || command.contains("Mods.swift")
                    && command.contains("gridperf-sources")
        }
        #expect(left.isEmpty, "compiler processes left: \(left)")
        let cache = CLI.executable.deletingLastPathComponent().appendingPathComponent("gridperf-sources").path
        // Other tests build at the same time: only this file's folder counts.
        let building = (try? FileManager.default.contentsOfDirectory(atPath: cache))?.filter {
            $0.hasPrefix(".building-") && FileManager.default.fileExists(atPath: "\(cache)/\($0)/0/Mods.swift")
        }
        #expect(building?.isEmpty != false, "left: \(building ?? [])")
    }

    /// A frame given a width that is not a number is laid out as SwiftUI lays it out: without that
    /// width, SwiftUI's runtime message once on standard error (issue 66). `Text("x")` is then its
    /// own size: one character of 7 points, one line of 17.
    @Test func anInvalidFrameDimensionIsAWarningAndTheViewIsLaidOut() throws {
        let r = try layOut("NaNFrame()")
        #expect(r.status == 0 && !r.signaled, "\(r.stderr.suffix(300))")
        let warnings = r.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(
            warnings == [
                "warning: .frame(width: nan) at HostileViews.swift:49: Invalid frame dimension (negative or non-finite). — ignored, as SwiftUI does"
            ], "\(r.stderr.suffix(300))")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let frame = (json?["frames"] as? [[String: Any]])?.first
        #expect(frame?["width"] as? Double == 7 && frame?["height"] as? Double == 17, "\(r.stdout.prefix(300))")
    }

    /// A view whose code prints is laid out as SwiftUI runs it (issue 66: real screens print in
    /// `onAppear` and initialisers): in a body, and in a lazy `ForEach`'s element made while the
    /// scene is laid out, its prints on standard error and the JSON alone on standard output —
    /// the lazy elements made later, in this process, too. `--allow-print`, which this once
    /// needed, is still accepted.
    @Test(arguments: [("Chatty()", "hello from the body"), ("ChattyLazy()", "element 0")])
    func aViewThatPrintsIsLaidOutItsPrintsOnStandardError(view: String, first: String) throws {
        for extra in [[], ["--allow-print"]] {
            let r = try layOut(view, extra)
            #expect(r.status == 0 && !r.signaled, "\(r.stderr.suffix(300))")
            #expect(r.stderr.contains(first) && !r.stdout.contains(first))
            #expect(!r.stderr.contains("error:") && !r.stderr.contains("warning:"))
            #expect((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil)
        }
    }

    /// Every command that lays out has a bound: a run far longer than 2 s with `--timeout 2`
    /// stops with one line naming the case it was measuring, exit 1, in bounded time.
    @Test func aLongRunStopsAtItsTimeoutNamingTheCase() throws {
        let started = Date()
        let r = try CLI.run([
            "run", "--layout", "waterfall", "--items", "1000000", "--iterations", "100000", "--warmup", "0",
            "--rounds", "1", "--no-history", "--allow-debug", "--quiet", "--timeout", "2",
            "--output",
            FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-to-\(UUID().uuidString)").path,
        ])
        #expect(r.status == 1 && !r.signaled, "\(r.stderr.suffix(300))")
        #expect(
            r.stderr.contains("error: run did not finish within 2 s (while measuring waterfall"),
            "\(r.stderr.suffix(300))")
        #expect(Date().timeIntervalSince(started) < 60)
    }
}
