import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf _count-passes`: the child that `run --instructions` starts under callgrind. It
/// runs one workload's passes through the measured functions callgrind toggles on, and prints
/// the frame hash of the last pass. Not for people: hidden from the help.
struct CountPassesCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "_count-passes", abstract: "Internal: the passes `--instructions` counts under callgrind.",
        shouldDisplay: false)

    @Option(name: .customLong("workload-file"), help: "The workload, as JSON.")
    var workloadFile: String

    @Option(name: .long, help: "Counted passes.")
    var passes: Checked<Count> = "3"

    @Option(name: .long, help: "A scenario's jumps or updates (as in one round of the timed run).")
    var iterations: Checked<Count> = "1"

    @Option(name: .long, help: "Which passes of a full-pass case: steady, first or width.")
    var pass = Choice(MeasuredPasses.Pass.steady)

    @Flag(name: .customLong("no-measure-cache"), help: "Turn the per-subview measurement cache off.")
    var noMeasureCache = false

    func run(_ invocation: Invocation) throws {
        let data = try InputFile.read(workloadFile)
        let workload: Workload
        do {
            workload = try JSONDecoder().decode(Workload.self, from: data)
        } catch {
            throw GridPerfError("\(workloadFile): not a workload")
        }
        let (hash, counted, frames) = try MeasuredPasses.run(
            workload, passes: try passes.value("--passes"),
            measurementCache: !noMeasureCache, iterations: try iterations.value("--iterations"),
            pass: try pass.value("--pass"), registry: invocation.registry)
        // The frames of a state change made under an animation, counted apart from its steps.
        if frames > 0 { print("frames \(frames)") }
        print(counted)
        print(hash)
    }
}
