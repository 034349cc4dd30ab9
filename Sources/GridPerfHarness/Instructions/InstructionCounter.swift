import CCallgrind
import Foundation
import GridPerfCore
import GridPerfModel

/// Exact CPU cost: a case's passes counted instruction by instruction under valgrind's
/// callgrind, in a child process (this gridperf again, `_count-passes`), with collection on
/// only inside the two measured phases and a fixed simulated cache. The same binary and inputs
/// give the same counts whatever else the machine does, so CI can gate them exactly where
/// times can only be reported.
package struct InstructionCounter: Sendable {
    /// The gridperf executable to run under valgrind (this one) and the arguments that go
    /// before its command (`--plugin lib.so` …), so the child knows the same layouts.
    package var executable: String
    package var leadingArguments: [String]
    /// Counted passes per case (after two uncounted warm-up passes); callgrind is about 50×
    /// slower than a native run, and the counts are exact, so a few suffice.
    package var passes: Int

    package init(executable: String, leadingArguments: [String] = [], passes: Int = 3) {
        self.executable = executable
        self.leadingArguments = leadingArguments
        self.passes = passes
    }

    /// valgrind's version (`valgrind-3.19.0`), or `nil` when it is not installed.
    package static func valgrindVersion() -> String? {
        guard let text = try? Shell.run(["valgrind", "--version"]) else { return nil }
        let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return version.isEmpty ? nil : version
    }

    /// What counted the instructions, for report headers and comparability:
    /// `callgrind (valgrind-3.19.0)`.
    package static func toolDescription(version: String) -> String { "callgrind (\(version))" }

    /// The instruction metrics of `workload`: for full passes, instructions per pass (in all and
    /// per phase) and simulated D1 and LL data-cache misses per pass; for a scroll scenario the
    /// same per step (`step.instructions`, …). Throws when valgrind or the child fails, or when
    /// the child's full passes laid out something other than `expectedFrameHash`.
    package func count(_ workload: Workload, measurementCache: Bool, expectedFrameHash: String?, iterations: Int = 1)
        throws
        -> (metrics: [Metric], functions: [FunctionCost])
    {
        let scenario = workload.scenario != .full
        let (profile, counted, childHash, frames) = try runChild(
            workload,
            collecting: [
                MeasuredPasses.cacheSymbol, MeasuredPasses.sizeSymbol, MeasuredPasses.placeSymbol,
                MeasuredPasses.stepSymbol, MeasuredPasses.updateSymbol, MeasuredPasses.frameSymbol,
                MeasuredPasses.changeFrameSymbol,
            ],
            measurementCache: measurementCache, iterations: iterations)
        // A scenario's last frames depend on where a time-limited run stopped: only full
        // passes are checked against the timed run.
        if !scenario, let expectedFrameHash, childHash != expectedFrameHash {
            throw GridPerfError(
                "\(workload.label): the callgrind run laid out frames \(childHash), the timed run \(expectedFrameHash)")
        }
        func per(_ function: String, _ events: [String]) -> Double {
            // A scenario's steps: a scroll's or a state change's, whichever the case has.
            let functions =
                function == MeasuredPasses.stepSymbol ? [function, MeasuredPasses.updateSymbol] : [function]
            return Double(functions.reduce(0) { sum, f in events.reduce(sum) { $0 + profile.inclusive(f, $1) } })
                / Double(counted)
        }
        let d1 = ["D1mr", "D1mw"], ll = ["DLmr", "DLmw"]
        let functions = Self.topFunctions(profile, counted: counted)
        // An animated layout's frames (`--animate-to`) ran inside their own measured function;
        // a state change's frames too (`--update` under `withAnimation`), counted apart (`frames`).
        let changes = profile.inclusive(MeasuredPasses.updateSymbol, "Ir") > 0
        if profile.inclusive(MeasuredPasses.frameSymbol, "Ir") > 0, !changes {
            return ([Metric(.animationInstructions, samples: [per(MeasuredPasses.frameSymbol, ["Ir"])])], functions)
        }
        if scenario {
            let step = MeasuredPasses.stepSymbol
            // A state change's steps (`--update`) ran inside their own measured function: their
            // count has a tolerance of its own (docs/PERFORMANCE.md#update-instructions).
            var metrics = [
                Metric(changes ? .updateInstructions : .stepInstructions, samples: [per(step, ["Ir"])]),
                Metric(.stepD1Misses, samples: [per(step, d1)]),
                Metric(.stepLLMisses, samples: [per(step, ll)]),
            ]
            let frameInstructions = Double(profile.inclusive(MeasuredPasses.changeFrameSymbol, "Ir"))
            if changes, frameInstructions > 0, frames > 0 {
                metrics.append(Metric(.animationInstructions, samples: [frameInstructions / Double(frames)]))
            }
            return (metrics, functions)
        }
        let size = MeasuredPasses.sizeSymbol, place = MeasuredPasses.placeSymbol
        let cache = MeasuredPasses.cacheSymbol
        func pass(_ events: [String]) -> Double { per(cache, events) + per(size, events) + per(place, events) }
        guard profile.functions[size] != nil else {
            throw GridPerfError(
                "\(workload.label): callgrind collected nothing in \(size) (was the binary built without it?)")
        }
        return (
            [
                Metric(.cpuInstructions, samples: [pass(["Ir"])]),
                Metric(.cpuInstructionsSize, samples: [per(size, ["Ir"])]),
                Metric(.cpuInstructionsPlace, samples: [per(place, ["Ir"])]),
                Metric(.cpuInstructionsCache, samples: [per(cache, ["Ir"])]),
                Metric(.cpuD1Misses, samples: [pass(d1)]),
                Metric(.cpuLLMisses, samples: [pass(ll)]),
            ], functions
        )
    }

    /// The 40 functions with the most self instructions, per counted pass or step, named for
    /// people. O(functions log functions).
    static func topFunctions(_ profile: CallgrindProfile, counted: Int) -> [FunctionCost] {
        guard let ir = profile.column("Ir") else { return [] }
        let top = profile.functions.map {
            (symbol: $0.key, cost: ir < $0.value.selfCost.count ? $0.value.selfCost[ir] : 0)
        }
        .filter { $0.cost > 0 }.sorted { ($0.cost, $1.symbol) > ($1.cost, $0.symbol) }.prefix(40)
        let names = SymbolNames.demangled(top.map(\.symbol))
        return top.map {
            FunctionCost(
                symbol: $0.symbol, name: names[$0.symbol] ?? $0.symbol, instructions: Double($0.cost) / Double(counted))
        }
    }

    /// Runs `workload`'s passes (or scenario) in a child gridperf under callgrind, collecting
    /// inside the functions `collecting` names only, and returns callgrind's output read, how
    /// many passes or steps ran counted, and the child's last frame hash. `pass`: which passes of
    /// a full-pass case (``MeasuredPasses/Pass``). With `cacheSimulation`
    /// off (profiles) the child runs faster and records instructions only.
    package func runChild(
        _ workload: Workload, collecting functions: [String], measurementCache: Bool, iterations: Int,
        pass: MeasuredPasses.Pass = .steady, cacheSimulation: Bool = true
    ) throws -> (profile: CallgrindProfile, counted: Int, frameHash: String, frames: Int) {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("gridperf-callgrind-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        // The child sees the same argv and environment wherever gridperf and the temporary
        // folder are: it runs from that folder, through a symlink, with relative file names.
        // (The stack holds argv and the environment; where it starts moves the addresses the
        // simulated caches see.)
        try JSONEncoder().encode(workload).write(to: URL(fileURLWithPath: dir + "/workload.json"))
        try fm.createSymbolicLink(atPath: dir + "/gridperf", withDestinationPath: executable)
        var arguments = ["valgrind", "--tool=callgrind", "--quiet", "--collect-atstart=no"]
        // The child starts the instrumentation itself once its scene is built (MeasuredPasses.run),
        // when this build has valgrind's client request: the child is this executable.
        if gridperf_callgrind_can_start() != 0 { arguments.append("--instr-atstart=no") }
        arguments += functions.map { "--toggle-collect=\($0)" }
        arguments += cacheSimulation ? ["--cache-sim=yes"] + SimulatedCaches.valgrindOptions : []
        arguments +=
            [
                "--compress-strings=no", "--compress-pos=no", "--callgrind-out-file=callgrind.out",
                "./gridperf",
            ] + leadingArguments
        arguments += [
            "_count-passes", "--workload-file", "workload.json", "--passes", String(passes),
            "--iterations", String(iterations),
        ]
        if pass != .steady { arguments += ["--pass", pass.rawValue] }
        if !measurementCache { arguments.append("--no-measure-cache") }
        // A fixed, small environment: hashing seeds and the environment's size must not vary.
        // Symbols are bound at load time (LD_BIND_NOW): a lazy binding inside a counted pass
        // costs instructions that depend on the whole binary (docs/PERFORMANCE.md#bind-now).
        // jemalloc's time-based purging is off (MALLOC_CONF): it runs when enough time has passed,
        // so an allocation inside a counted step took a few more instructions on a loaded machine.
        let output = try Shell.run(
            arguments, in: dir,
            environment: [
                "PATH": "/usr/local/bin:/usr/bin:/bin", "SWIFT_DETERMINISTIC_HASHING": "1", "LD_BIND_NOW": "1",
                "MALLOC_CONF": "dirty_decay_ms:-1,muzzy_decay_ms:-1",
            ])
        // The child prints what it counted (passes or steps), then its last frame hash.
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.count >= 2, let counted = Int(lines[lines.count - 2]), counted > 0 else {
            throw GridPerfError("\(workload.label): the callgrind run counted nothing")
        }
        // Before them, for a state change made under an animation, the frames it played.
        var frames = 0
        if lines.count >= 3, lines[lines.count - 3].hasPrefix("frames "),
            let n = Int(lines[lines.count - 3].dropFirst("frames ".count))
        {
            frames = n
        }
        return (try CallgrindProfile.load(path: dir + "/callgrind.out"), counted, lines[lines.count - 1], frames)
    }

    /// The instruction metrics of a full-pass case (`scenario` false) or a scroll case, each
    /// unavailable for `reason` (never 0).
    package static func unavailable(_ reason: String, scenario: Bool = false) -> [Metric] {
        (scenario ? MetricKind.stepInstructionKinds : MetricKind.instructionKinds).map {
            Metric($0, unavailable: reason)
        }
    }
}
