import Foundation
import GridPerfTestSupport
import Testing

/// `gridperf --plugin PATH.so`: a C plugin built into a shared library during the test run,
/// loaded, used by every command, and the ways loading can fail.
@Suite(.serialized) struct PluginLoadingTests {
    static let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridperf-plugins-\(UUID().uuidString)"
    ).path

    /// Compiles `source` (in Tests/Plugins) into `dir/name` with clang; returns its path.
    static func build(_ source: String, _ name: String, defines: [String] = []) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let output = dir + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["clang", "-shared", "-fPIC", "-I", CLI.repositoryRoot.path + "/Sources/CGridPerfPlugin/include"]
            + defines.map { "-D" + $0 } + [CLI.repositoryRoot.path + "/Tests/Plugins/" + source, "-o", output]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "clang failed on \(source)")
        return output
    }

    @Test func aCPluginIsLoadedAndUsedByEveryCommand() throws {
        let plugin = try Self.build("row_plugin.c", "row.so")
        let list = try CLI.run(["--plugin", plugin, "list"])
        #expect(list.status == 0 && list.stdout.contains("c-row — Items left to right"))
        // 50 + 8 + 30 + 8 + 10 = 106 wide, as tall as the tallest (40).
        let spec = Self.dir + "/row.json"
        try
            #"{"layout": "c-row", "proposal": {"width": 300, "height": null}, "items": [{"size": [50, 20]}, {"size": [30, 40]}, {"flexible": {}}]}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let layout = try CLI.run(["--plugin", plugin, "layout", "--spec", spec])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains(#""size": {"width": 106, "height": 40}"#))
        #expect(layout.stdout.contains(#"{"x": 96, "y": 0, "width": 10, "height": 10}"#))
        let run = try CLI.run([
            "--plugin=" + plugin, "run", "--layout", "c-row", "--items", "100", "--iterations", "3",
            "--allow-debug", "--quiet", "--output", Self.dir + "/reports",
        ])
        #expect(run.status == 0 && run.stdout.contains("c-row n=100"), "\(run.stderr)")
        let check = try CLI.run(["--plugin", plugin, "check", "--layout", "c-row"])
        #expect(check.status == 0 && check.stdout.contains("checks passed"))
        // The plugin judges its own parameters.
        try #"{"layout": "c-row", "parameters": {"bad": 1}, "proposal": {"width": 300, "height": null}, "items": []}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["--plugin", plugin, "layout", "--spec", spec])
        #expect(refused.status == 1 && refused.stderr == "error: c-row: c-row: parameter 'bad' is not allowed\n")
    }

    /// `gridperf check` through the binary on a deliberately broken C plugin: its frames
    /// drift from pass to pass.
    @Test func checkFailsADriftingPlugin() throws {
        let drifting = try Self.build("row_plugin.c", "drift.so", defines: ["DRIFT"])
        let check = try CLI.run(["--plugin", drifting, "check", "--layout", "c-row"])
        #expect(check.status == 2)
        #expect(check.stdout.contains("deterministic") && check.stdout.contains("FAIL"))
        #expect(check.stdout.contains("two passes over the same items differ"))
        #expect(check.stdout.contains("checks failed"))
    }

    @Test func loadingErrorsAreClear() throws {
        let missing = try CLI.run(["--plugin", Self.dir + "/nothing.so", "list"])
        #expect(missing.status == 1 && missing.stderr == "error: --plugin \(Self.dir)/nothing.so: no such file\n")
        let notPlugin = try Self.build("not_a_plugin.c", "not-a-plugin.so")
        let np = try CLI.run(["--plugin", notPlugin, "list"])
        #expect(
            np.status == 1
                && np.stderr.contains(
                    "not a gridperf plugin (it must export gridperf_plugin_abi and gridperf_register_plugins")
        )
        let wrong = try Self.build("row_plugin.c", "wrong-abi.so", defines: ["WRONG_ABI"])
        let w = try CLI.run(["--plugin", wrong, "list"])
        #expect(w.status == 1 && w.stderr.contains("built for plugin ABI 2, this gridperf speaks ABI 1"))
        let garbage = Self.dir + "/garbage.so"
        try "not a library".write(toFile: garbage, atomically: true, encoding: .utf8)
        let g = try CLI.run(["--plugin", garbage, "list"])
        #expect(g.status == 1 && g.stderr.hasPrefix("error: --plugin \(garbage): cannot load the library:"))
        // The same library twice: the name is taken.
        let row = try Self.build("row_plugin.c", "row2.so")
        let twice = try CLI.run(["--plugin", row, "--plugin", row, "list"])
        #expect(twice.status == 1 && twice.stderr == "error: a plugin named 'c-row' is already registered\n")
    }
}
