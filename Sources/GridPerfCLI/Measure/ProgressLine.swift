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
        let now = UptimeClock.now()
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
    let progress = Progress(enabled: !quiet && isatty(2) == 1)
    defer { progress.clear() }
    return try RoundRobinRun(
        workloads: workloads, options: options, suite: suite,
        instructionCounter: invocation.instructionCounter()
    )
    .run(registry: invocation.registry) { at in
        let roundText = at.rounds > 1 ? " round \(at.round)/\(at.rounds)" : ""
        let prefix = "\(progressBar(at.done, at.total))\(roundText) \(at.workload.label)"
        if let activity = at.activity {
            progress.update("\(prefix): \(activity)", force: true)
        } else if let passes = at.passes {
            let elapsed = String(format: "%.0f", Double(at.elapsed) / 1e9)
            progress.update("\(prefix): \(passes.done)/\(passes.planned) passes · \(elapsed) s elapsed")
        } else {
            progress.update("\(prefix): preparing \(at.workload.count) items", force: true)
        }
    }
}
