import Foundation
import GridPerfCore
import GridPerfHarness

/// The same-machine A/B comparison behind `compare --base-ref REF`: REF is built (release) in
/// a temporary git worktree, then the base build and this build run the suite in turns,
/// A B A B …, so that drift in the machine's speed lands on both sides alike. The samples of
/// each side's rounds are pooled.
struct ABRun {
    var ref: String
    var suite: String
    var rounds: Int

    func run() throws -> (base: RunReport, head: RunReport) {
        let fm = FileManager.default
        guard fm.fileExists(atPath: suite) else { throw GridPerfError("--suite \(suite): no such file") }
        let suitePath = URL(fileURLWithPath: suite).standardizedFileURL.path
        _ = try Suite.load(path: suitePath, registry: GridPerfCommand.registry)  // a bad suite fails before building anything
        let headBinary = try BaseBuild.currentExecutable()
        let base = try BaseBuild(ref: ref)
        defer { base.remove() }
        let (root, tree, work, commit, baseBinary) = (base.root, base.tree, base.work, base.commit, base.binary)

        var baseRuns: [RunReport] = [], headRuns: [RunReport] = []
        for round in 1...rounds {
            for (side, binary) in [("base", baseBinary), ("head", headBinary)] {
                BaseBuild.note("round \(round)/\(rounds): \(side)")
                let out = "\(work)/\(side)-\(round)"
                // Each side runs in its own checkout, so its report names its own commit.
                let finished = try Shell.launch([binary, "suite", suitePath, "--output", out, "--format", "json", "--quiet"]
                                                + GridPerfCommand.sourceArguments,
                                                in: side == "base" ? tree : root)
                if let problem = Self.failure(finished, side: side, ref: ref, withSource: !GridPerfCommand.sourceArguments.isEmpty) {
                    throw problem
                }
                // The run's report folder (a newer gridperf also leaves its history.sqlite there).
                let dirs = try ReportWriter.reportFolders(in: out)
                guard let dir = dirs.first else { throw GridPerfError("\(side) round \(round): the suite wrote no report") }
                let report = try RunReport.load(path: out + "/" + dir)
                if side == "base" { baseRuns.append(report) } else { headRuns.append(report) }
            }
        }
        // Run ids name the session (time and commit), so that the history keeps every session.
        let session = headRuns.first?.runID ?? RunReport.makeRunID(commit: nil)
        guard let base = RunReport.merged(baseRuns, runID: "\(session)-ab-base-\(commit.prefix(10))-x\(rounds)"),
              let head = RunReport.merged(headRuns, runID: "\(session)-ab-head-x\(rounds)") else {
            throw GridPerfError("--base-ref: no runs")
        }
        return (base, head)
    }

    /// What went wrong with one side's suite run, `nil` when it succeeded. A base that exits 64
    /// (ArgumentParser's usage error) does not know an option this side passed: it predates it.
    static func failure(_ finished: Shell.Finished, side: String, ref: String, withSource: Bool) -> GridPerfError? {
        guard finished.signaled || finished.status != 0 else { return nil }
        if side == "base" && !finished.signaled && finished.status == 64 {
            return GridPerfError(withSource
                ? "--base-ref \(ref): its gridperf predates --source; pick a newer ref"
                : "--base-ref \(ref): its gridperf has no `suite` command (it predates suites); pick a newer ref")
        }
        let tail = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: " | ")
        let how = finished.signaled ? "killed by signal \(finished.status)" : "exit \(finished.status)"
        return GridPerfError("the \(side) build's suite run failed (\(how)): \(tail)")
    }
}
