import Foundation
import GridPerfCore
import GridPerfHarness

/// The same-machine A/B comparison behind `compare --base-ref REF`: REF is built (release) in
/// a temporary git worktree, then the base build and this build run the suite in turns, the
/// order reversed every other round (A B, B A, A B …), so that drift in the machine's speed
/// lands on both sides alike and neither side always runs second (docs/PERFORMANCE.md#ab-order).
/// The samples of each side's rounds are pooled.
package struct ABRun {
    var ref: String
    var suite: String
    var rounds: Int
    /// Count instructions in the first round only (`gate`): they are exact, so one count per
    /// side says all there is; the other rounds time the passes (`suite --no-instructions`).
    var instructionsOnce = false
    /// Passed to every suite run of both sides (`--shard K/N`, `--filter REGEX`).
    var suiteArguments: [String] = []
    /// How the option that asked for the run is named in errors.
    var option = "--base-ref"
    /// The plugins the suite is checked against, and the `--source` arguments both sides get.
    var invocation: Invocation

    func run() throws -> (base: RunReport, head: RunReport) {
        let fm = FileManager.default
        guard fm.fileExists(atPath: suite) else { throw GridPerfError("--suite \(suite): no such file") }
        let suitePath = URL(fileURLWithPath: suite).standardizedFileURL.path
        // A bad suite fails before building anything (one naming --source layouts or views is
        // checked by the sides, which build them).
        if try SourceOption.suiteSources(suitePath).isEmpty, try Suite.viewEntries(path: suitePath).isEmpty {
            _ = try Suite.load(path: suitePath, registry: invocation.registry)
        }
        let headBinary = try BaseBuild.currentExecutable()
        let base = try BaseBuild.make(ref: ref, option: option)
        defer { base.remove() }
        let (root, tree, work, commit, baseBinary) = (base.root, base.tree, base.work, base.commit, base.binary)
        let baseSuite = Self.suite(suitePath, root: root, tree: tree)

        var baseRuns: [RunReport] = [], headRuns: [RunReport] = []
        var baseKnowsNoInstructions = true
        for round in 1...rounds {
            for side in Self.sides(round: round) {
                let binary = side == "base" ? baseBinary : headBinary
                BaseBuild.note(
                    "round \(round)/\(rounds): \(side)\(instructionsOnce && round == 1 ? " (counting instructions)" : "")"
                )
                let out = "\(work)/\(side)-\(round)"
                var arguments =
                    [
                        binary, "suite", side == "base" ? baseSuite : suitePath, "--output", out, "--format", "json",
                        "--quiet", "--no-history",
                    ]
                    + suiteArguments + invocation.sourceArguments
                let timingOnly = instructionsOnce && round > 1 && (side == "head" || baseKnowsNoInstructions)
                if timingOnly { arguments.append("--no-instructions") }
                // Each side runs in its own checkout, so its report names its own commit.
                var finished = try Shell.launch(arguments, in: side == "base" ? tree : root)
                if timingOnly && side == "base" && finished.status == 64 && !finished.signaled {
                    // A base from before --no-instructions counts them again: slower, as correct.
                    baseKnowsNoInstructions = false
                    BaseBuild.note("the base predates suite --no-instructions: it counts instructions in every round")
                    finished = try Shell.launch(arguments.dropLast(), in: tree)
                }
                if let problem = Self.failure(
                    finished, side: side, ref: ref, withSource: !invocation.sourceArguments.isEmpty)
                {
                    throw problem
                }
                // The run's report folder (a newer gridperf also leaves its history.sqlite there).
                let dirs = try ReportWriter.reportFolders(in: out)
                guard let dir = dirs.first else {
                    throw GridPerfError("\(side) round \(round): the suite wrote no report")
                }
                let report = try RunReport.load(path: out + "/" + dir)
                if side == "base" { baseRuns.append(report) } else { headRuns.append(report) }
            }
        }
        // Run ids name the session (time and commit), so that the history keeps every session.
        let session = headRuns.first?.runID ?? RunReport.makeRunID(commit: nil)
        guard let base = RunReport.merged(baseRuns, runID: "\(session)-ab-base-\(commit.prefix(10))-x\(rounds)"),
            let head = RunReport.merged(headRuns, runID: "\(session)-ab-head-x\(rounds)")
        else {
            throw GridPerfError("\(option): no runs")
        }
        return (base, head)
    }

    /// The sides in the order round `round` (from 1) runs them: base first in odd rounds, head
    /// first in even ones. A machine that is slower for whichever run comes second in a pair
    /// would otherwise slow one side in every round alike (docs/PERFORMANCE.md#ab-order).
    package static func sides(round: Int) -> [String] { round % 2 == 1 ? ["base", "head"] : ["head", "base"] }

    /// The suite a side runs: its own checkout's copy when the suite is a file of the
    /// repository that exists at that commit (its `"source"` layouts are then that commit's
    /// too), else the one given.
    static func suite(_ path: String, root: String, tree: String) -> String {
        let rootPrefix = URL(fileURLWithPath: root).resolvingSymlinksInPath().path + "/"
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(rootPrefix) else { return path }
        let own = tree + "/" + resolved.dropFirst(rootPrefix.count)
        return FileManager.default.fileExists(atPath: own) ? own : path
    }

    /// What went wrong with one side's suite run, `nil` when it succeeded. A base that exits 64
    /// (ArgumentParser's usage error) does not know an option this side passed: it predates it.
    package static func failure(_ finished: Shell.Finished, side: String, ref: String, withSource: Bool)
        -> GridPerfError?
    {
        guard finished.signaled || finished.status != 0 else { return nil }
        if side == "base" && !finished.signaled && finished.status == 64 {
            return GridPerfError(
                withSource
                    ? "--base-ref \(ref): its gridperf predates --source; pick a newer ref"
                    : "--base-ref \(ref): its gridperf has no `suite` command (it predates suites); pick a newer ref")
        }
        let tail = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").suffix(5).joined(
            separator: " | ")
        let how = finished.signaled ? "killed by signal \(finished.status)" : "exit \(finished.status)"
        return GridPerfError("the \(side) build's suite run failed (\(how)): \(tail)")
    }
}
