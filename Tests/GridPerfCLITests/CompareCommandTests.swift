import Foundation
import GridPerfHarness
import GridPerfTestSupport
import Testing

/// `gridperf suite` and `gridperf compare` through the binary: exit codes and output.
@Suite(.serialized) struct CompareCommandTests {
    static let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridperf-compare-\(UUID().uuidString)"
    ).path

    /// Runs a small waterfall sweep into its own directory and returns the report directory.
    static func run(_ name: String, extra: [String] = []) throws -> String {
        let out = dir + "/" + name
        let r = try CLI.run(
            [
                "run", "--layout", "waterfall", "--items", "200,400", "--iterations", "5", "--warmup", "1",
                "--warmup-time", "0", "--allow-debug", "--quiet", "--output", out,
            ] + extra)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let runs = try ReportWriter.reportFolders(in: out)
        return out + "/" + runs[0]
    }

    @Test func everyExitCodeThroughTheBinary() throws {
        let base = try Self.run("base"), head = try Self.run("head")
        // The same code twice: no change (times reported only: a debug build is noisy).
        let same = try CLI.run(["compare", base, head, "--times", "report"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("0 output changed, 0 regressions, 0 improvements, 2 unchanged"))

        // Without the measurement cache every remeasure misses: fewer hits is a regression.
        let nocache = try Self.run("nocache", extra: ["--no-measure-cache"])
        let regression = try CLI.run(["compare", base, nocache, "--times", "report", "--format", "md"])
        #expect(regression.status == 2)
        #expect(regression.stdout.contains("#### Regressions (2)"))
        #expect(regression.stdout.contains("| measure.hits |"))
        // The other way round, the steady pass's hits improve, but a fresh scene's first layout
        // allocates the cache (one allocation more): a regression there, exit 2…
        let cacheOn = try CLI.run(["compare", nocache, base, "--times", "report"])
        #expect(cacheOn.status == 2)
        #expect(cacheOn.stdout.contains("first.alloc.count"))
        // …and, that cost allowed, an improvement: 0, or 4 when asked to fail on it.
        let allowed = ["--tolerance", "first.alloc.count=1", "--tolerance", "first.alloc.bytes=256"]
        #expect(try CLI.run(["compare", nocache, base, "--times", "report"] + allowed).status == 0)
        #expect(
            try CLI.run(["compare", nocache, base, "--times", "report", "--fail-on-improvement"] + allowed).status == 4)

        // A different frame hash: output changed.
        let json = try String(contentsOfFile: head + "/results.json", encoding: .utf8)
        // Each case was measured in 3 rounds (iterations 5 shared: 2 + 2 + 2), all cases per round.
        #expect(json.contains("\"rounds\" : [\n        2,\n        2,\n        2\n      ]"))
        let hash = try #require(json.range(of: "\"frameHash\" : \"")).upperBound
        let changed = json.replacingCharacters(in: hash..<json.index(hash, offsetBy: 16), with: "0123456789abcdef")
        let changedPath = Self.dir + "/changed.json"
        try changed.write(toFile: changedPath, atomically: true, encoding: .utf8)
        let output = try CLI.run(["compare", base, changedPath, "--times", "report"])
        #expect(output.status == 3)
        #expect(output.stdout.contains("OUTPUT CHANGED (1):"))

        // A report from another build configuration: not comparable.
        let (this, other) =
            json.contains("\"buildConfiguration\" : \"debug\"") ? ("debug", "release") : ("release", "debug")
        let otherBuild = json.replacingOccurrences(
            of: "\"buildConfiguration\" : \"\(this)\"", with: "\"buildConfiguration\" : \"\(other)\"")
        #expect(otherBuild != json)
        let otherPath = Self.dir + "/other-build.json"
        try otherBuild.write(toFile: otherPath, atomically: true, encoding: .utf8)
        let incomparable = try CLI.run(["compare", base, otherPath])
        #expect(incomparable.status == 5)
        #expect(incomparable.stdout.contains("NOT COMPARABLE: build: \(this) vs \(other)"))

        // Bad input and bad usage.
        let missing = try CLI.run(["compare", base, Self.dir + "/nothing"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: \(Self.dir)/nothing: no such file or directory\n")
        #expect(try CLI.run(["compare", base, head, "--times", "sometimes"]).status == 1)
        #expect(try CLI.run(["compare", base, head, "--no-such-flag"]).status == 64)
    }

    @Test func aSuiteRunsIntoOneReportAndCanGateTheExponent() throws {
        let suite = Self.dir + "/s.json"
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        try """
        {"name": "tiny", "options": {"iterations": 3, "warmup": 1},
         "matrix": [{"layout": "waterfall", "items": [100, 200, 400]}, {"layout": "grid", "columns": 2, "items": 50}]}
        """.write(toFile: suite, atomically: true, encoding: .utf8)
        let out = Self.dir + "/suite"
        let r = try CLI.run(["suite", suite, "--output", out, "--allow-debug", "--quiet"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("grid columns=2 n=50"))
        #expect(r.stdout.contains("scaling with the item count:"))
        let filtered = try CLI.run(["suite", suite, "--output", out, "--allow-debug", "--quiet", "--filter", "^grid"])
        #expect(filtered.status == 0 && !filtered.stdout.contains("waterfall n=100"))
        // An exponent limit no real sweep meets fails with exit 2, naming the sweep.
        let gated = try CLI.run(["suite", suite, "--output", out, "--allow-debug", "--quiet", "--max-exponent", "0.01"])
        #expect(gated.status == 2)
        #expect(gated.stderr.contains("waterfall: time grows as N^"))
        let none = try CLI.run([
            "suite", suite, "--output", out, "--allow-debug", "--quiet", "--filter", "nothing-matches",
        ])
        #expect(
            none.status == 1 && none.stderr == "error: --filter nothing-matches: matches none of the suite's cases\n")
    }
}

@Suite struct CheckCommandTests {
    @Test func everyBuiltInPassesTheConformanceSuite() throws {
        let all = try CLI.run(["check", "--layout", "all"])
        #expect(all.status == 0, "\(all.stdout)")
        #expect(all.stdout.contains("checks passed"))
        #expect(!all.stdout.contains("FAIL"))
        let unknown = try CLI.run(["check", "--layout", "masonry"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("error: unknown layout 'masonry'"))
    }
}
