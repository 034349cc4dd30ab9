import Foundation
import GridPerfTestSupport
import Testing

/// `gridperf serve` without the playground's server linked in: it hands itself, arguments
/// unchanged, to `<itself>-serve` beside it, or says in one line what to build.
@Suite struct ServeHandOffTests {
    /// A copy of gridperf alone in a new folder (a copy, not a link: the sibling is looked for
    /// beside the executable the process runs).
    static func lonelyCopy() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let copy = dir.appendingPathComponent("gridperf")
        try FileManager.default.copyItem(at: CLI.executable, to: copy)
        return copy
    }

    @Test func withoutTheServerItSaysWhatToBuild() throws {
        let copy = try Self.lonelyCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let r = try CLI.run(["serve", "--port", "0"], executable: copy)
        #expect(r.isOneLineError)
        #expect(r.stderr.contains("gridperf-serve") && r.stderr.contains("make serve-build"))
        #expect(r.stdout.isEmpty)
    }

    @Test func theServerBesideItGetsTheSameArguments() throws {
        let copy = try Self.lonelyCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        // A stand-in server that prints what it was given, one argument a line.
        let server = copy.deletingLastPathComponent().appendingPathComponent("gridperf-serve")
        try Data("#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\nexit 7\n".utf8).write(to: server)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: server.path)
        let arguments = ["serve", "--port", "0", "--address", "127.0.0.1"]
        let r = try CLI.run(arguments, executable: copy)
        // The same process, replaced: the stand-in's exit status and output are the command's.
        #expect(r.status == 7)
        #expect(r.stdout == arguments.map { $0 + "\n" }.joined())
    }
}
