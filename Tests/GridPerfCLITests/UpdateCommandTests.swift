import Foundation
import GridPerfHarness
import Testing

/// `run --source F --setup S --view V --update U`: the state change counted through the command
/// line (the counts themselves are derived by hand in SwiftUITests' UpdateRunTests), and the ways
/// the options fail.
@Suite(.serialized) struct UpdateCommandTests {
    static let grids = ["--source", CLI.repositoryRoot.path + "/Examples/Updates/FavouriteGrids.swift"]
    static let observable = [
        "--setup", "let library = ProductLibrary(count: $items)", "--view", "ObservableGrid(library: library)",
        "--update", "library.products[$step % 10].isFavorite.toggle()",
    ]

    /// Three toggles of an `@Observable` product on screen: one body each, the cause named, and
    /// the counts in the report as exact per-change samples.
    @Test func aToggleIsCountedAndExplained() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try CLI.run(
            ["run"] + Self.grids + Self.observable + [
                "--items", "1000", "--iterations", "3", "--rounds", "1", "--allow-debug", "--quiet", "--no-history",
                "--output", output,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3  an @Observable property its body read → ObservableCell 3"), "\(run.stdout)")
        #expect(run.stdout.contains("state changes (per change; --update):"))
        let report = try FileManager.default.contentsOfDirectory(atPath: output)[0]
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(report)/results.json"))
        let c = try #require(try RunReport.decode(data, source: report).cases.first)
        #expect(c.workload.scenario == .update)
        #expect(c.metric("update.bodies")?.samples == [1, 1, 1])
        #expect(c.metric("update.bodies")?.deterministic == true)
        #expect(c.deterministic)
    }

    /// With `--instructions`, the callgrind child makes the same view ready to change
    /// (`--view-updates`) and counts each change inside `gridperf_measured_update`: a count, never 0
    /// (0 is what a measured function folded into its uncounted twin would give), the same twice.
    @Test(
        .enabled(if: InstructionCounter.valgrindVersion() != nil, "valgrind is not installed (make setup installs it)"))
    func aChangesInstructionsAreCounted() throws {
        var counts: [Double] = []
        for _ in 0..<2 {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)")
                .path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let run = try CLI.run(
                ["run"] + Self.grids + Self.observable + [
                    "--items", "100", "--iterations", "2", "--rounds", "1", "--instructions", "--allow-debug",
                    "--quiet",
                    "--no-history", "--output", output,
                ])
            #expect(run.status == 0, "\(run.stderr)")
            let report = try FileManager.default.contentsOfDirectory(atPath: output)[0]
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(report)/results.json"))
            let c = try #require(try RunReport.decode(data, source: report).cases.first)
            let instructions = try #require(c.metric("update.instructions"))
            #expect(instructions.unavailable == nil)
            counts.append(instructions.statistics?.median ?? 0)
        }
        #expect(counts[0] > 0)
        #expect(counts[0] == counts[1])
    }

    /// Bad options: one line each, exit status 1, before anything is built where the arguments
    /// alone say so; a change that traps is caught in the bounded child and named.
    @Test func badUpdatesAreClearErrors() throws {
        let layout = try CLI.run(["layout"] + Self.grids + Self.observable + ["--items", "10"])
        #expect(layout.status == 1 && layout.stderr.contains("--update: for run"), "\(layout.stderr)")
        let scroll = try CLI.run(["run"] + Self.grids + Self.observable + ["--items", "10", "--scenario", "scroll"])
        #expect(scroll.status == 1 && scroll.stderr.contains("leave out --scenario scroll"), "\(scroll.stderr)")
        let setup = try CLI.run(["run"] + Self.grids + ["--view", "X()", "--setup", "let a = 1"])
        #expect(setup.status == 1 && setup.stderr.contains("--setup: only with --update"), "\(setup.stderr)")
        let noView = try CLI.run(["run"] + Self.grids + ["--update", "x"])
        #expect(noView.status == 1 && noView.stderr.contains("--update: only with --view"), "\(noView.stderr)")
        let trap = try CLI.run(
            ["run"] + Self.grids + [
                "--setup", "let library = ProductLibrary(count: $items)", "--view", "ObservableGrid(library: library)",
                "--update", "library.products[$step * 600].isFavorite.toggle()", "--items", "1000",
                "--iterations", "3", "--allow-debug", "--quiet", "--no-history",
            ])
        #expect(trap.status == 1, "\(trap.stderr)")
        #expect(trap.stderr.contains("or its --setup/--update: crashed"), "\(trap.stderr)")
        #expect(trap.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1, "\(trap.stderr)")
    }
}
