import Foundation
import GridPerfTestSupport
import Testing

/// A command that runs a user's code runs whole in a bounded worker, this executable again
/// (issue 68): the code runs once, where a crash cannot take gridperf down, and a crash is one line
/// naming the view, with the command's output left clean.
@Suite struct WorkerTests {
    static let file = """
        import Foundation
        import SwiftUI

        /// Traps unless it runs in a view's child: a view whose second run differs from its first.
        struct Twice: View {
            var body: some View {
                let values = [1, 2, 3]
                let k = CommandLine.arguments.contains("_view-child") ? 0 : 5
                return Text("x").frame(width: Double(values[k]))
            }
        }

        struct Prints: View {
            var body: some View {
                print("hello from the body")
                return Color.red.frame(width: 10, height: 12)
            }
        }
        """

    /// The view runs once, in the worker: no rehearsal in a child before it. It traps there, and
    /// gridperf says so in one line, exit 1; nothing of the crash report reaches standard output.
    @Test func aCrashInTheViewIsOneLineFromTheWorker() throws {
        let source = try CLI.temporaryFile(Self.file, name: "Twice.swift")
        let r = try CLI.run(["layout", "--source", source, "--view", "Twice()", "--format", "json"])
        #expect(r.status == 1 && !r.signaled, "\(r.stderr.suffix(600))")
        let last = r.stderr.split(separator: "\n").last.map(String.init)
        #expect(last == "error: --view `Twice()`: crashed (a trap, signal 4)", "\(r.stderr.suffix(600))")
        #expect(r.stdout.isEmpty, "\(r.stdout.prefix(300))")
        #expect(!r.stderr.contains("Thread 0"), "the crash report is held back: \(r.stderr.suffix(600))")
    }

    /// A view that prints: its line on standard error, the frames (10 × 12) on standard output,
    /// exit 0, the view evaluated once.
    @Test func aPrintingViewRunsOnceWithItsLineOnStandardError() throws {
        let source = try CLI.temporaryFile(Self.file, name: "Prints.swift")
        let r = try CLI.run(["layout", "--source", source, "--view", "Prints()", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        #expect(r.stderr.components(separatedBy: "hello from the body").count - 1 == 1, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(json?["size"] as? [String: Double] == ["width": 10, "height": 12])
    }

    /// A body that prints in a loop (Tests/Hostile/HostileViews.swift's `Spammer`) is stopped at the
    /// worker's bound, in one line, and leaves nothing in the temporary folder: the worker's
    /// standard error goes through a pipe, never a file (issue 68: a capture file filled 14 GB).
    @Test func aPrintFloodLeavesTheTemporaryFolderAsItWas() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = CLI.repositoryRoot.path + "/Tests/Hostile/HostileViews.swift"
        let r = try CLI.run(
            ["layout", "--source", file, "--view", "Spammer()", "--format", "json"], environment: ["TMPDIR": tmp.path])
        #expect(r.status == 1 && !r.signaled && r.stdout.isEmpty, "\(r.stderr.suffix(300))")
        #expect(r.stderr.split(separator: "\n").last?.contains("printed more than 64 MiB") == true)
        #expect(r.stderr.utf8.count < 2 << 20, "at most a MiB of its lines shown: \(r.stderr.utf8.count) bytes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty)
    }
}
