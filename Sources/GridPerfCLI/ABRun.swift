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
        guard RunEnvironment.buildConfiguration == "release" else {
            throw GridPerfError("--base-ref: run it from a release build (make release), so both sides are release builds")
        }
        let fm = FileManager.default
        guard fm.fileExists(atPath: suite) else { throw GridPerfError("--suite \(suite): no such file") }
        let suitePath = URL(fileURLWithPath: suite).standardizedFileURL.path
        _ = try Suite.load(path: suitePath, registry: GridPerfCommand.registry)  // a bad suite fails before building anything
        guard let root = try? Shell.run(["git", "rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines) else {
            throw GridPerfError("--base-ref: not inside a git checkout")
        }
        guard let commit = try? Shell.run(["git", "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines), !commit.isEmpty else {
            throw GridPerfError("--base-ref \(ref): not a commit in this repository")
        }
        let headBinary = try currentExecutable()

        let work = fm.temporaryDirectory.appendingPathComponent("gridperf-ab-\(ProcessInfo.processInfo.processIdentifier)").path
        try? fm.removeItem(atPath: work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        let tree = work + "/base"
        defer {
            _ = try? Shell.run(["git", "worktree", "remove", "--force", tree], in: root)
            try? fm.removeItem(atPath: work)
        }
        note("base: \(ref) = \(commit.prefix(10)); checking it out in a temporary worktree")
        _ = try Shell.run(["git", "worktree", "add", "--detach", tree, commit], in: root)
        // Builds of a commit are kept in .build-base/<commit> (git-ignored) and reused.
        let scratch = root + "/.build-base/" + commit
        note("base: building in release (kept in \(scratch))")
        do {
            _ = try Shell.run(["swift", "build", "-c", "release", "--package-path", tree, "--scratch-path", scratch, "--product", "gridperf"])
        } catch let error as GridPerfError {
            throw GridPerfError("--base-ref \(ref): the base does not build: \(error.message)")
        }
        let baseBinary = scratch + "/release/gridperf"

        var baseRuns: [RunReport] = [], headRuns: [RunReport] = []
        for round in 1...rounds {
            for (side, binary) in [("base", baseBinary), ("head", headBinary)] {
                note("round \(round)/\(rounds): \(side)")
                let out = "\(work)/\(side)-\(round)"
                do {
                    // Each side runs in its own checkout, so its report names its own commit.
                    _ = try Shell.run([binary, "suite", suitePath, "--output", out, "--format", "json", "--quiet"],
                                  in: side == "base" ? tree : root)
                } catch let error as GridPerfError {
                    if side == "base" && error.message.contains("exit 64") {
                        throw GridPerfError("--base-ref \(ref): its gridperf has no `suite` command (it predates suites); pick a newer ref")
                    }
                    throw error
                }
                let dirs = try fm.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }
                guard let dir = dirs.first else { throw GridPerfError("\(side) round \(round): the suite wrote no report") }
                let report = try RunReport.load(path: out + "/" + dir)
                if side == "base" { baseRuns.append(report) } else { headRuns.append(report) }
            }
        }
        guard let base = RunReport.merged(baseRuns, runID: "base-\(commit.prefix(10))-x\(rounds)"),
              let head = RunReport.merged(headRuns, runID: "head-x\(rounds)") else {
            throw GridPerfError("--base-ref: no runs")
        }
        return (base, head)
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data("ab: \(text)\n".utf8))
    }

    private func currentExecutable() throws -> String {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw GridPerfError("--base-ref: cannot find this gridperf's own executable")
        }
        return path
    }
}
