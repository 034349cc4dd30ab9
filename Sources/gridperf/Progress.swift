import Foundation
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

/// A text progress bar: `[#####.....] 12/40`.
func progressBar(_ done: Int, _ total: Int, width: Int = 20) -> String {
    let filled = total > 0 ? min(width, done * width / total) : width
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total)"
}

/// Runs `workloads` one after another into a report, with a progress line (a bar when there
/// are several cases). Bad layouts or parameters fail before any case runs.
func runWorkloads(_ workloads: [Workload], options: RunOptions, suite: String? = nil, quiet: Bool) throws -> RunReport {
    let registry = GridPerfCommand.registry
    for w in workloads { _ = try registry.makeLayout(named: w.layout, parameters: w.parameters) }
    let probe = AllocationProbe.probe()
    let runner = BenchmarkRunner(registry: registry, probe: probe)
    let progress = Progress(enabled: !quiet && isatty(2) == 1)
    let overhead = runner.overhead()
    let start = Clock.now()
    var results: [CaseResult] = []
    for (n, workload) in workloads.enumerated() {
        let prefix = "\(progressBar(n, workloads.count)) \(workload.label)"
        progress.update("\(prefix): preparing \(workload.count) items", force: true)
        runner.progress = { done, planned, _ in
            let elapsed = Double(Clock.now() - start) / 1e9
            progress.update("\(prefix): \(done)/\(planned) passes · \(String(format: "%.0f", elapsed)) s elapsed")
        }
        results.append(try runner.run(workload, options: options))
    }
    progress.clear()
    let env = RunEnvironment.current(probe: probe)
    var report = RunReport(runID: RunReport.makeRunID(commit: env.commit), createdAt: RunReport.timestamp(),
                           environment: env, harnessOverhead: overhead, cases: results, suite: suite)
    let fits = report.scalingFits()
    report.scaling = fits.isEmpty ? nil : fits
    return report
}
