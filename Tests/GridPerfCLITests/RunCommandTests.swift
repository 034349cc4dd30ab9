import Foundation
import GridPerfCLI
import GridPerfCore
import GridPerfHarness
import GridPerfTestSupport
import Testing

@Suite struct RunCommandTests {
    @Test(arguments: [
        (["--items", "0"], "error: --items: must be at least 1, got 0"),
        (["--items", "-5"], "error: --items: must be at least 1, got -5"),
        (["--items", "abc"], "error: --items: 'abc' is not a whole number"),
        (["--items", "10,,20"], "error: --items: '' is not a whole number"),
        (["--items", "10", "--layout", "masonry"], "error: unknown layout 'masonry' (known layouts: "),
        (["--items", "10", "--items-model", "blob"], "error: --items-model: unknown model 'blob'"),
        (["--items", "10", "--width", "-1"], "error: --width: must be at least 0, got -1"),
        (["--items", "10", "--param", "gap=3"], "error: --param gap: layout 'waterfall' has no such parameter"),
        (["--items", "10", "--format", "pdf"], "error: --format: unknown format 'pdf'"),
        // Ranges and counts in one wording: "must be in A...B", "at least", "greater than 0", with what was got.
        (
            ["--items", "10", "--items-model", "aspect:0-2"],
            "error: --items-model aspect:0-2: aspect ratios must be greater than 0, got 0"
        ),
    ])
    func badArgumentsAreOneLineAndNonZero(arguments: [String], message: String) throws {
        let out = try CLI.run(["run", "--layout", "waterfall", "--allow-debug", "--quiet"] + arguments)
        #expect(out.status == 1)
        #expect(out.stderr.hasPrefix(message), "stderr: \(out.stderr)")
        #expect(out.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnwritableOutputDirectoryIsRefusedBeforeAnyWork() throws {
        let file = try CLI.temporaryFile("not a directory", name: "occupied")
        let out = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--allow-debug", "--quiet", "--output", file,
        ])
        #expect(out.status == 1)
        #expect(out.stderr == "error: --output \(file): exists and is not a directory\n")
        let proc = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--allow-debug", "--quiet", "--output", "/proc/gridperf",
        ])
        #expect(proc.status == 1)
        #expect(proc.stderr == "error: --output /proc/gridperf: cannot create the directory\n")
    }

    @Test func aDebugBuildRefusesToBenchmarkUnlessAsked() throws {
        let error = try #require(throws: GridPerfError.self) {
            try refuseDebugBuild(unless: false, configuration: "debug")
        }
        #expect("\(error)".contains("debug build"))
        #expect("\(error)".contains("--allow-debug"))
        try refuseDebugBuild(unless: true, configuration: "debug")
        try refuseDebugBuild(unless: false, configuration: "release")
        // Through the binary, as it was built (`make test` builds its tests against the release build).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-run-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try CLI.run([
            "run", "--layout", "waterfall", "--items", "10", "--iterations", "3", "--warmup-time", "0", "--quiet",
            "--output", dir,
        ])
        if RunEnvironment.buildConfiguration == "debug" {
            #expect(out.status == 1)
            #expect(out.stderr.contains("debug build"))
        } else {
            #expect(out.status == 0)
            #expect(out.stderr.isEmpty)
        }
    }

    @Test func aSweepWritesOneReport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-run-\(UUID().uuidString)")
            .path
        let out = try CLI.run([
            "run", "--layout", "waterfall", "--items", "100,200", "--columns", "3", "--iterations", "3",
            "--warmup", "1", "--allow-debug", "--quiet", "--output", dir,
        ])
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(out.stdout.contains("waterfall columns=3 n=100"))
        #expect(out.stdout.contains("waterfall columns=3 n=200"))
        // One report folder, and the history the run was recorded in beside it.
        let entries = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(entries.contains("history.sqlite"))
        #expect(out.stdout.contains("history: recorded in \(dir)/history.sqlite (1 runs)"))
        let runs = try ReportWriter.reportFolders(in: dir)
        try #require(runs.count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + runs[0]).sorted()
        #expect(files == ["results.csv", "results.html", "results.json", "results.md"])
    }

    /// The HTML report of a tree run draws what the playground draws: the chip flow's 24
    /// leaves (12 chips: a text and its capsule each) numbered depth first, and its Nesting
    /// findings with the hottest leaf's path.
    @Test func aTreeRunsHTMLReportNumbersLeavesAndNamesTheHottest() throws {
        let spec = CLI.repositoryRoot.path + "/Sources/GridPerfServe/Page/chip-flow.json"
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-tree-\(UUID().uuidString)")
            .path
        let r = try CLI.run([
            "run", "--spec", spec, "--iterations", "2", "--warmup", "0", "--warmup-time", "0", "--rounds", "1",
            "--quiet", "--allow-debug", "--no-history", "--output", out,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let dir = try #require(try ReportWriter.reportFolders(in: out).first)
        let html = try String(contentsOfFile: "\(out)/\(dir)/results.html", encoding: .utf8)
        #expect(html.contains("flow: proposal (390, nil), 24 frames shown"))
        #expect(html.contains(">23</text>") && !html.contains(">24</text>"))
        #expect(html.contains("<h3>Nesting</h3>"))
        #expect(html.contains("leaves measured per pass: min 1, median 1, max 1 (flow › text[0])"))
    }

    /// `run --spec`: a scene file is benchmarked with its own layout, parameters, rows and
    /// proposal; its cells are the case's items.
    @Test func aSceneFileIsBenchmarked() throws {
        let spec = CLI.repositoryRoot.path + "/Examples/specs/grid-table.json"
        // The scene's leaf views, counted from the file: every cell of every row, or a row's one item.
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: spec))) as! [String: Any]
        let rows = json["rows"] as! [[String: Any]]
        let views = rows.reduce(0) { $0 + (($1["cells"] as? [Any])?.count ?? 1) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-spec-\(UUID().uuidString)")
            .path
        let r = try CLI.run([
            "run", "--spec", spec, "--iterations", "2", "--warmup", "0", "--warmup-time", "0", "--rounds", "1",
            "--quiet", "--allow-debug", "--output", out,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("grid spec=grid-table.json n=\(views)"))
        let dir = try #require(try ReportWriter.reportFolders(in: out).first)
        let report = try String(contentsOfFile: "\(out)/\(dir)/results.json", encoding: .utf8)
        #expect(report.contains("\"count\" : \(views)"))
        // The scene names its layout and views: --layout or --items beside it is an error.
        let mixed = try CLI.run(["run", "--spec", spec, "--layout", "grid", "--allow-debug"])
        #expect(mixed.isOneLineError && mixed.stderr.contains("leave out --layout"))
        let neither = try CLI.run(["run", "--allow-debug"])
        #expect(neither.isOneLineError && neither.stderr.contains("give --layout (with --items), or --spec FILE"))
    }

    @Test func versionIsPrinted() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("gridperf 0.") && r.stdout.contains("report format"))
    }
}
