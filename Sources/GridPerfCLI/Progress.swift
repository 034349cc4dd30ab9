import Foundation
import GridPerfCore
import GridPerfHarness

/// A single progress line on stderr, redrawn in place; silent when stderr is not a terminal.
final class Progress {
    let enabled: Bool
    private var last: UInt64 = 0

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ text: String, force: Bool = false) {
        guard enabled else { return }
        let now = Clock.now()
        guard force || now - last > 100_000_000 || last == 0 else { return }
        last = now
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// Benchmarks refuse a debug build (its timings mean little) unless asked.
func refuseDebugBuild(unless allowDebug: Bool) throws {
    if RunEnvironment.buildConfiguration == "debug" && !allowDebug {
        throw GridPerfError("this gridperf is a debug build, whose timings mean little: build with `swift build -c release` (or `make release`), or pass --allow-debug")
    }
}

/// A text progress bar: `[#####.....] 12/40`.
func progressBar(_ done: Int, _ total: Int, width: Int = 20) -> String {
    let filled = total > 0 ? min(width, done * width / total) : width
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total)"
}

/// Runs `workloads` into a report, with a progress line (a bar when there are several
/// cases). With `options.rounds` R > 1 every case is measured in R rounds, all cases once per
/// round, and the rounds are pooled (each case keeps its per-round sample counts). Bad layouts
/// or parameters fail before any case runs.
func runWorkloads(_ workloads: [Workload], options: RunOptions, suite: String? = nil, quiet: Bool) throws -> RunReport {
    let registry = GridPerfCommand.registry
    for w in workloads { _ = try registry.makeLayout(named: w.layout, parameters: w.parameters) }
    let probe = AllocationProbe.probe()
    let runner = BenchmarkRunner(registry: registry, probe: probe)
    let progress = Progress(enabled: !quiet && isatty(2) == 1)
    let overhead = runner.overhead()
    let start = Clock.now()
    let rounds = max(1, options.rounds ?? 1)
    var perRound = options
    perRound.iterations = (options.iterations + rounds - 1) / rounds
    perRound.maxTime = options.maxTime / Double(rounds)
    perRound.rounds = 1
    let env = RunEnvironment.current(probe: probe)
    let runID = RunReport.makeRunID(commit: env.commit)
    var reports: [RunReport] = []
    for round in 0..<rounds {
        var results: [CaseResult] = []
        for (n, workload) in workloads.enumerated() {
            let roundText = rounds > 1 ? " round \(round + 1)/\(rounds)" : ""
            let prefix = "\(progressBar(round * workloads.count + n, rounds * workloads.count))\(roundText) \(workload.label)"
            progress.update("\(prefix): preparing \(workload.count) items", force: true)
            runner.progress = { done, planned, _ in
                let elapsed = Double(Clock.now() - start) / 1e9
                progress.update("\(prefix): \(done)/\(planned) passes · \(String(format: "%.0f", elapsed)) s elapsed")
            }
            results.append(try runner.run(workload, options: perRound))
        }
        reports.append(RunReport(runID: runID, createdAt: RunReport.timestamp(), environment: env,
                                 harnessOverhead: overhead, cases: results, suite: suite))
    }
    progress.clear()
    guard var report = rounds == 1 ? reports[0] : RunReport.merged(reports, runID: runID) else {
        throw GridPerfError("no cases to run")
    }
    let fits = report.scalingFits()
    report.scaling = fits.isEmpty ? nil : fits
    return report
}
