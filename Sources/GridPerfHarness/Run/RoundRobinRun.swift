import Dispatch
import Foundation
import GridPerfCore
import GridPerfModel

/// Runs workloads into one report: with `options.rounds` R > 1 every case is measured in R
/// rounds, all cases once per round, and the rounds are pooled (each case keeps its per-round
/// sample counts), so a slow episode of the machine lands on every case alike. Bad layouts or
/// parameters fail before any case runs.
package struct RoundRobinRun {
    /// Where a run is, for a progress line.
    package struct Position {
        /// Cases measured so far over all rounds, and in all.
        package var done: Int
        package var total: Int
        /// The round (1-based) and how many.
        package var round: Int
        package var rounds: Int
        package var workload: Workload
        /// Passes measured of this case so far and planned (`nil` while preparing).
        package var passes: (done: Int, planned: Int)?
        /// Nanoseconds since the run started.
        package var elapsed: UInt64
        /// What is happening besides timing (`counting instructions under callgrind`).
        package var activity: String?
    }

    package var workloads: [Workload]
    package var options: RunOptions
    /// The suite's name, recorded in the report.
    package var suite: String?
    /// Counts instructions when `options.instructions` asks for them; `nil`: they are
    /// reported as not measured.
    package var instructionCounter: InstructionCounter?

    package init(
        workloads: [Workload], options: RunOptions, suite: String? = nil, instructionCounter: InstructionCounter? = nil
    ) {
        self.workloads = workloads
        self.options = options
        self.suite = suite
        self.instructionCounter = instructionCounter
    }

    /// Runs every case in every round with `registry`'s layouts; `progress` hears where the
    /// run is. O(rounds × cases) benchmark runs.
    package func run(registry: PluginRegistry, progress: @escaping (Position) -> Void = { _ in }) throws -> RunReport {
        for w in workloads where w.spec == nil {
            _ = try registry.makeLayout(named: w.layout, parameters: w.parameters)
        }
        let probe = AllocationProbe.probe()
        let runner = BenchmarkRunner(registry: registry, probe: probe)
        let overhead = runner.overhead()
        let start = UptimeClock.now()
        let rounds = Swift.max(1, options.rounds ?? 1)
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
                var position = Position(
                    done: round * workloads.count + n, total: rounds * workloads.count,
                    round: round + 1, rounds: rounds, workload: workload, passes: nil,
                    elapsed: UptimeClock.now() - start, activity: nil)
                progress(position)
                runner.progress = { done, planned, _ in
                    position.passes = (done, planned)
                    position.elapsed = UptimeClock.now() - start
                    progress(position)
                }
                results.append(try runner.run(workload, options: perRound))
            }
            reports.append(
                RunReport(
                    runID: runID, createdAt: RunReport.timestamp(), environment: env,
                    harnessOverhead: overhead, cases: results, suite: suite))
        }
        runner.progress = nil
        guard var report = rounds == 1 ? reports[0] : RunReport.merged(reports, runID: runID) else {
            throw GridPerfError("no cases to run")
        }
        if options.instructions == true {
            try countInstructions(&report, start: start, progress: progress)
        }
        let fits = report.scalingFits()
        report.scaling = fits.isEmpty ? nil : fits
        return report
    }

    /// Adds each full-pass case's instruction metrics (scroll cases, and every case when
    /// valgrind is missing, get them as not measured, with the reason). O(cases) child runs.
    private func countInstructions(_ report: inout RunReport, start: UInt64, progress: (Position) -> Void) throws {
        func unavailable(_ reason: String) {
            for k in report.cases.indices {
                let scenario = report.cases[k].workload.scenario != .full
                report.cases[k].metrics += InstructionCounter.unavailable(reason, scenario: scenario)
            }
        }
        guard let counter = instructionCounter else {
            return unavailable("this gridperf cannot re-run itself under callgrind")
        }
        guard let version = InstructionCounter.valgrindVersion() else {
            return unavailable("valgrind is not installed (make setup installs it)")
        }
        report.environment.instructionCounter = InstructionCounter.toolDescription(version: version)
        // Each case is counted in a child process of its own, whose counts do not depend on what
        // else the machine runs: the children run side by side, as many as there are cores
        // (docs/PERFORMANCE.md#parallel-counting). No timed pass runs meanwhile: the rounds are done.
        let cases = report.cases
        let results = withoutActuallyEscaping(progress) { progress in
            let outcomes = CountOutcomes(count: cases.count, progress: progress)
            DispatchQueue.concurrentPerform(iterations: cases.count) { k in
                let c = cases[k]
                outcomes.lock.withLock {
                    outcomes.progress(
                        Position(
                            done: outcomes.done, total: cases.count, round: 1, rounds: 1, workload: c.workload,
                            passes: nil, elapsed: UptimeClock.now() - start,
                            activity: "counting instructions under callgrind"))
                }
                // A scenario's jumps and updates are counted per round of the timed run.
                let perRound = c.options.iterations / Swift.max(1, c.rounds?.count ?? 1)
                let outcome = Result {
                    try counter.count(
                        c.workload, measurementCache: c.options.measurementCache,
                        expectedFrameHash: c.frameHash, iterations: Swift.max(1, perRound))
                }
                outcomes.lock.withLock {
                    outcomes.results[k] = outcome
                    outcomes.done += 1
                }
            }
            return outcomes.results
        }
        // The first case that failed, in the report's order, is the error.
        for k in cases.indices {
            guard let counted = try results[k]?.get() else { continue }
            report.cases[k].metrics += counted.metrics
            report.cases[k].functions = counted.functions
        }
    }
}

/// The instruction counts of a run's cases as their children finish, in any order.
private final class CountOutcomes: @unchecked Sendable {
    var results: [Result<(metrics: [Metric], functions: [FunctionCost]), any Error>?]
    var done = 0
    /// The run's progress line: called holding the lock only.
    let progress: (RoundRobinRun.Position) -> Void
    /// Held while the results, the count or the progress line change: one child's thread at a time.
    let lock = NSLock()

    init(count: Int, progress: @escaping (RoundRobinRun.Position) -> Void) {
        results = Array(repeating: nil, count: count)
        self.progress = progress
    }
}
