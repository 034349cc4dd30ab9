import Foundation
import GridPerfTestSupport
import Testing

/// Hostile input through the binary, a class at a time: every case must end with exit 1 (or
/// the command's own failure code), one line on stderr, no signal, nothing replaced and
/// nothing left behind.
@Suite struct HostileInputTests {
    static let spec = CLI.repositoryRoot.path + "/Examples/specs/flow.json"

    func expectOneLine(_ r: CLI.Output, _ contains: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            r.isOneLineError, "exit \(r.status) signaled \(r.signaled): \(r.stderr.prefix(300))",
            sourceLocation: sourceLocation)
        #expect(r.stderr.contains(contains), "\(r.stderr.prefix(300))", sourceLocation: sourceLocation)
    }

    func scene(_ json: String) throws -> String { try CLI.temporaryFile(json) }

    // MARK: Arithmetic on input

    @Test func itemModelBoundsNearTheLimitsOfIntAreRefused() throws {
        for model in ["flexible:1e300-1e300", "flexible:1e19-1e19", "text:1e19-1e19", "fixed:1e308x1", "heavy:1-1e400"]
        {
            let r = try CLI.run([
                "run", "--layout", "waterfall", "--items", "10", "--items-model", model, "--allow-debug",
            ])
            expectOneLine(r, "--items-model")
        }
    }

    @Test func gridSpansBeyondTheColumnLimitAreRefused() throws {
        // Two cells of 100,000 columns: 200,000 in the row, more than the 100,000 a grid takes
        // (and, as Int32 sums over many such cells, what once trapped).
        let cell = #"{"size": [1, 1], "columns": 100000}"#
        let path = try scene(
            #"{"layout": "grid", "proposal": {"width": 390}, "rows": [{"cells": [\#(cell), \#(cell)]}]}"#)
        expectOneLine(try CLI.run(["layout", "--spec", path]), "span more than 100000 columns")
    }

    // MARK: Resource limits

    @Test func countsThatCannotFitInMemoryAreRefusedBeforeAllocating() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-limits-\(UUID().uuidString)")
            .path
        let huge = try CLI.run([
            "run", "--layout", "waterfall", "--items", "1000000000", "--output", out, "--allow-debug",
        ])
        expectOneLine(huge, "1000000000 items need about")
        #expect(!FileManager.default.fileExists(atPath: out), "--output was created for a refused run")
        expectOneLine(
            try CLI.run(["run", "--layout", "lazy-hgrid", "--columns", "99999999999", "--items", "10", "--allow-debug"]
            ),
            "--columns: at most 100000 columns")
    }

    @Test func aSuiteOfAMillionCasesIsRefusedBeforeRunning() throws {
        let items = (1...1000).map(String.init).joined(separator: ",")
        let seeds = (1...1000).map(String.init).joined(separator: ",")
        let path = try CLI.temporaryFile(
            #"{"matrix": [{"layout": "waterfall", "items": [\#(items)], "seeds": [\#(seeds)]}]}"#, name: "suite.json")
        let start = Date()
        let r = try CLI.run(["suite", path, "--allow-debug", "--quiet"])
        expectOneLine(r, "matrix: 1000000 cases, more than the limit of 10000 (raise it with --max-cases)")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func specialAndHugeInputFilesAreRefused() throws {
        expectOneLine(try CLI.run(["layout", "--spec", "/dev/zero"]), "/dev/zero: is a device, not a file")
        expectOneLine(try CLI.run(["layout", "--spec", "/tmp"]), "/tmp: is a directory")
        // A sparse file over the limit: refused by its size, before a byte is read.
        let huge = try CLI.temporaryFile("")
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 250_000_001)
        try handle.close()
        expectOneLine(try CLI.run(["layout", "--spec", huge]), "larger than 250 MB")
    }

    /// A FIFO no program writes, given as any input, is refused at once (it blocked the open
    /// for ever); a FIFO a program writes is read.
    @Test(arguments: [
        ["layout", "--spec"], ["layout", "--source"], ["list", "--json", "--plugin"],
        ["run", "--layout", "waterfall", "--items", "10", "--item-template"],
    ])
    func aFIFOWithoutAWriterIsRefusedAtOnce(command: [String]) throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-fifo-\(UUID().uuidString)")
            .path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let started = Date()
        // `--plugin` goes before the command.
        let arguments = command.last == "--plugin" ? ["--plugin", fifo, "list"] : command + [fifo]
        let r = try CLI.run(arguments)
        #expect(r.status != 0 && !r.signaled, "\(r.stderr)")
        #expect(r.stderr.contains(fifo), "\(r.stderr)")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    // MARK: Non-finite results

    @Test func overflowingResultsAreErrorsNamingTheProblem() throws {
        let path = try scene(
            #"{"layout": "flow", "proposal": {"width": 390}, "items": [{"size": [1e308, 1e308]}, {"size": [1e308, 1e308]}]}"#
        )
        for format in ["json", "text", "svg"] {
            let r = try CLI.run(["layout", "--spec", path, "--format", format])
            expectOneLine(r, "flow: the layout's size is not finite")
            #expect(r.stdout.isEmpty)
        }
        // Found during the run (after the first pass): the --output folder it would have
        // written into, and its missing parent, are not left behind.
        let parent = FileManager.default.temporaryDirectory.path + "/gridperf-inf-\(UUID().uuidString)"
        let run = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--param", "spacing=1e308", "--iterations", "1",
            "--warmup", "0", "--rounds", "1", "--quiet", "--allow-debug", "--output", parent + "/reports",
        ])
        expectOneLine(run, "is not finite")
        #expect(!FileManager.default.fileExists(atPath: parent))
    }

    // MARK: Plugins

    @Test func aTruncatedLibraryIsRefusedBeforeDlopen() throws {
        let library = try PluginLoadingTests.build("row_plugin.c", "whole.so")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: library))
        let truncated = PluginLoadingTests.dir + "/truncated.so"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        expectOneLine(
            try CLI.run(["--plugin", truncated, "list"]), "--plugin \(truncated): cannot load the library: truncated")
        let text = try CLI.temporaryFile("not ELF at all", name: "text.so")
        expectOneLine(try CLI.run(["--plugin", text, "list"]), "not a shared library (no ELF header)")
    }

    @Test func aCrashingPluginFailsItsCheckWithoutKillingGridperf() throws {
        let crashing = try PluginLoadingTests.build("row_plugin.c", "crash.so", defines: ["CRASH_ON_EMPTY"])
        let r = try CLI.run(["--plugin", crashing, "check", "--layout", "all"])
        #expect(!r.signaled && r.status == 2, "\(r.status) \(r.stderr)")
        #expect(r.stdout.contains("crashed with SIGSEGV during empty input"))
        // The checks after the crash are named as not run, not dropped.
        #expect(
            r.stdout.contains("the checks after empty input")
                && r.stdout.contains("not run: the child running them crashed"))
        // The built-ins were still checked, in this process, and passed.
        #expect(r.stdout.contains("waterfall") && r.stdout.contains("2 of ") && r.stdout.contains("checks failed"))
    }

    // MARK: Output paths

    @Test func outputNeverReplacesAFIFOOrASymlink() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-out-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // A FIFO: written through, still a FIFO afterwards.
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Received: @unchecked Sendable { var data = Data() }
        let box = Received()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }.start()
        let r = try CLI.run(["layout", "--spec", Self.spec, "--format", "text", "-o", fifo])
        done.wait()
        let received = box.data
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("layout   flow"))
        #expect(fileType(fifo) == S_IFIFO)
        // A symlink: followed; the link stays a link and its target gets the text.
        let target = dir + "/target.txt", link = dir + "/link.txt"
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
        #expect(try CLI.run(["layout", "--spec", Self.spec, "--format", "text", "-o", link]).status == 0)
        #expect(fileType(link, follow: false) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("layout   flow"))
        // Nothing temporary is left beside them.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.txt", "pipe", "target.txt"])
        // A directory is refused.
        expectOneLine(try CLI.run(["layout", "--spec", Self.spec, "-o", dir]), "is a directory")
    }

    func fileType(_ path: String, follow: Bool = true) -> mode_t {
        var info = stat()
        guard (follow ? stat(path, &info) : lstat(path, &info)) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    // MARK: Silent loss

    @Test func aFailedWriteToStandardOutputExitsNonZero() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try CLI.run(["layout", "--spec", Self.spec], standardOutput: full)
        #expect(
            r.isOneLineError && r.stderr == "error: cannot write to standard output: No space left on device\n",
            "\(r.stderr)")
    }

    // MARK: Leftovers

    @Test func deadRunsTemporariesAreRemovedAndFailedRunsCreateNothing() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-left-\(UUID().uuidString)")
            .path
        // A failed run (a bad --scenario, checked after the layout) creates no --output.
        expectOneLine(
            try CLI.run([
                "run", "--layout", "waterfall", "--items", "10", "--scenario", "nope", "--output", out, "--allow-debug",
            ]),
            "--scenario: unknown scenario 'nope'")
        #expect(!FileManager.default.fileExists(atPath: out))
        // The hidden directory of a run that died (its pid is gone) is removed by the next run;
        // one of a live process (this test's) is kept.
        var dead: Int32 = 4_000_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let deadTemp = out + "/.20260101T000000Z.gridperf-tmp-\(dead)"
        let liveTemp = out + "/.20260101T000001Z.gridperf-tmp-\(getpid())"
        // A user's hidden directory with a temporary-looking name of a dead process: not
        // gridperf's (no marker), kept; a link named as gridperf's temporary: not followed, kept,
        // and what it points to untouched.
        let users = out + "/.x.tmp-\(dead)"
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-elsewhere-\(UUID().uuidString)"
        ).path
        let link = out + "/.20260101T000002Z.gridperf-tmp-\(dead)"
        for d in [deadTemp, liveTemp, users, elsewhere] {
            try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        }
        try "keep".write(toFile: elsewhere + "/file.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
        let r = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--iterations", "1", "--warmup", "0", "--warmup-time", "0",
            "--rounds", "1", "--quiet", "--allow-debug", "--output", out,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: deadTemp))
        #expect(FileManager.default.fileExists(atPath: liveTemp))
        #expect(FileManager.default.fileExists(atPath: users))
        #expect(fileType(link, follow: false) == S_IFLNK)
        #expect(try String(contentsOfFile: elsewhere + "/file.txt", encoding: .utf8) == "keep")
    }

    /// A `history.sqlite` in the output folder that is a link to a file elsewhere is refused,
    /// and the file it points to keeps its bytes (before, SQLite turned it into a database).
    @Test func aHistoryLinkIsRefusedAndItsTargetUntouched() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-hist-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-victim-\(UUID().uuidString)"
        ).path
        #expect(FileManager.default.createFile(atPath: target, contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: out + "/history.sqlite", withDestinationPath: target)
        let r = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--iterations", "1", "--warmup", "0", "--warmup-time", "0",
            "--rounds", "1", "--quiet", "--allow-debug", "--output", out,
        ])
        #expect(r.status == 1 && !r.signaled, "\(r.stderr)")
        #expect(r.stderr.contains("history.sqlite: a symbolic link"), "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).isEmpty)
    }

    // MARK: Messages

    @Test func messagesAreOneBoundedLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-msg-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // A truncated report: where it broke (31 characters, so the end is column 32).
        try #"{"formatVersion": 3, "cases": ["#.write(toFile: dir + "/results.json", atomically: true, encoding: .utf8)
        expectOneLine(
            try CLI.run(["compare", dir, dir]),
            "\(dir)/results.json: malformed results.json: line 1, column 32: unexpected end of input")
        // A report missing a field: named, not Swift's DecodingError text.
        try #"{"formatVersion": 1}"#.write(toFile: dir + "/results.json", atomically: true, encoding: .utf8)
        let missing = try CLI.run(["compare", dir, dir])
        expectOneLine(missing, "incomplete gridperf report: missing field")
        #expect(!missing.stderr.contains("keyNotFound") && !missing.stderr.contains("CodingKeys"))
        // A newline in a name, and a name of 100,000 characters (near the kernel's limit on one argument).
        expectOneLine(try CLI.run(["run", "--layout", "a\nb", "--items", "1"]), #"unknown layout 'a\nb'"#)
        let long = try CLI.run(["run", "--layout", String(repeating: "x", count: 100_000), "--items", "1"])
        expectOneLine(long, "unknown layout")
        #expect(long.stderr.count < 800)
        // Options that were once accepted silently.
        let baseline = CLI.repositoryRoot.path + "/reports/baseline"
        expectOneLine(
            try CLI.run(["compare", "--tolerance", "nosuch=5", baseline, baseline]),
            "--tolerance nosuch: no such metric")
        expectOneLine(
            try CLI.run(["compare", "--alpha", "0", baseline, baseline]),
            "--alpha: the significance level must be above 0")
        expectOneLine(try CLI.run(["compare", "--rounds", "0", baseline, baseline]), "--rounds")
        expectOneLine(try CLI.run(["compare", "--rounds", "3", baseline, baseline]), "--rounds: only with --base-ref")
    }

    // MARK: Colour

    /// Colour at a terminal only: through a pseudo-terminal (`script`, util-linux) the error
    /// label is red; through a pipe, or with NO_COLOR, no escape code appears.
    @Test func colourOnlyAtATerminal() throws {
        let piped = try CLI.run(["run", "--layout", "nope", "--items", "1"])
        #expect(!piped.stderr.contains("\u{1B}["))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        func throughTerminal(_ environment: [String: String]) throws -> String {
            let command = CLI.executable.path + " run --layout nope --items 1"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            var env = ProcessInfo.processInfo.environment
            env["TERM"] = "xterm"
            env.removeValue(forKey: "NO_COLOR")
            env.merge(environment) { _, new in new }
            process.environment = env
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try throughTerminal([:]).contains("\u{1B}[31merror:\u{1B}[0m unknown layout 'nope'"))
        #expect(!(try throughTerminal(["NO_COLOR": "1"]).contains("\u{1B}[")))
    }
}

import GridPerfCLI
import GridPerfHarness

/// compare --base-ref reads a side's exit status, not its message: 64 from the base is a usage
/// error (an older gridperf without the option), anything else non-zero a failure naming it.
@Suite struct ABRunStatusTests {
    @Test func aBaseUsageErrorIsToldApartByItsStatus() {
        #expect(ABRun.failure(Shell.Finished(status: 0), side: "base", ref: "v1", withSource: false) == nil)
        #expect(
            ABRun.failure(Shell.Finished(status: 64), side: "base", ref: "v1", withSource: false)?.message.contains(
                "predates suites") == true)
        #expect(
            ABRun.failure(Shell.Finished(status: 64), side: "base", ref: "v1", withSource: true)?.message.contains(
                "predates --source") == true)
        // A message that merely mentions "exit 64" is not a usage error.
        let other = ABRun.failure(
            Shell.Finished(status: 1, errors: Data("error: exit 64 in a file name".utf8)), side: "base", ref: "v1",
            withSource: false)
        #expect(other?.message.contains("failed (exit 1)") == true)
        #expect(
            ABRun.failure(Shell.Finished(status: 11, signaled: true), side: "head", ref: "v1", withSource: false)?
                .message.contains("signal 11") == true)
    }

    /// Over any even number of rounds each side runs first in half of them, so an advantage of
    /// running first or second lands on both sides alike.
    @Test func theSidesTakeTurnsRunningFirst() {
        #expect(ABRun.sides(round: 1) == ["base", "head"])
        #expect(ABRun.sides(round: 2) == ["head", "base"])
        let firsts = (1...8).map { ABRun.sides(round: $0)[0] }
        #expect(firsts.filter { $0 == "base" }.count == 4)
        #expect(Set((1...9).map { ABRun.sides(round: $0).sorted() }) == [["base", "head"]])
    }

    @Test func runHelpListsEveryScenario() throws {
        let help = try CLI.run(["run", "--help"])
        for scenario in Scenario.allCases { #expect(help.stdout.contains(scenario.rawValue), "\(scenario)") }
    }
}
