import Foundation
import GridPerfCore
import GridPerfHarness

/// A single progress line on stderr, redrawn in place; silent when stderr is not a terminal.
final class Progress {
    let enabled: Bool
    private var last: UInt64 = 0

    init(enabled: Bool) { self.enabled = enabled }

    /// Redraws the line with `text`, at most every 100 ms unless `force`d. The text is made only
    /// when it is drawn: a run calls this after every measured pass or scroll step (about a
    /// microsecond apart), and the line's text (the case's label, a formatted time) costs more
    /// than a step; made every time, it cost the run's time budget and the caches between steps.
    func update(force: Bool = false, _ text: () -> String) {
        guard enabled else { return }
        let now = UptimeClock.now()
        guard force || now - last > 100_000_000 || last == 0 else { return }
        last = now
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text())".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// Benchmarks refuse a debug build (its timings mean little) unless asked; `configuration` is
/// how this gridperf was compiled.
package func refuseDebugBuild(unless allowDebug: Bool, configuration: String = RunEnvironment.buildConfiguration) throws
{
    if configuration == "debug" && !allowDebug {
        throw GridPerfError(
            "this gridperf is a debug build, whose timings mean little: build with `swift build -c release` (or `make release`), or pass --allow-debug"
        )
    }
}

/// A text progress bar: `[#####.....] 12/40`.
func progressBar(_ done: Int, _ total: Int, width: Int = 20) -> String {
    let filled = total > 0 ? min(width, done * width / total) : width
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        + "] \(done)/\(total)"
}

/// Runs `workloads` into a report (``RoundRobinRun``) with a progress line on stderr (a bar
/// when there are several cases).
func runWorkloads(
    _ workloads: [Workload], options: RunOptions, suite: String? = nil, quiet: Bool, invocation: Invocation
) throws -> RunReport {
    let progress = Progress(enabled: !quiet && Worker.standardErrorIsTerminal)
    defer { progress.clear() }
    return try RoundRobinRun(
        workloads: workloads, options: options, suite: suite,
        instructionCounter: invocation.instructionCounter()
    )
    .run(registry: invocation.registry) { at in
        func prefix() -> String {
            let roundText = at.rounds > 1 ? " round \(at.round)/\(at.rounds)" : ""
            return "\(progressBar(at.done, at.total))\(roundText) \(at.workload.label)"
        }
        if let activity = at.activity {
            progress.update(force: true) { "\(prefix()): \(activity)" }
        } else if let passes = at.passes {
            progress.update {
                let elapsed = String(format: "%.0f", Double(at.elapsed) / 1e9)
                return "\(prefix()): \(passes.done)/\(passes.planned) passes · \(elapsed) s elapsed"
            }
        } else {
            progress.update(force: true) { "\(prefix()): preparing \(at.workload.count) items" }
        }
    }
}
