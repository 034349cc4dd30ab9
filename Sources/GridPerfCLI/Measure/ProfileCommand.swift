import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf profile --layout L --items N`: where a layout's passes spend their instructions,
/// function by function (callgrind, inclusive and self, calls), as a top-functions table, a
/// flame graph (SVG) and folded stacks; `--compare BASE HEAD` shows which functions moved
/// between two profiles.
struct ProfileCommand: SourceCommand, BoundedCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Where a layout's passes spend their instructions: top functions, flame graph, folded stacks.",
        discussion: """
            Counts the measured phases only (not item generation, warm-up or reports) under valgrind's callgrind, \
            in a child process, and writes profile.json, profile.md, profile.folded and flamegraph.svg into \
            <output>/<run-id>-profile/. `--compare BASE HEAD` (profile.json files or their directories) lists the \
            functions that gained or lost instructions, the largest moves first.
            """)

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @OptionGroup var window: ViewHeightOption

    @OptionGroup(title: "Bounds") var bound: BoundOptions

    var sourceInputs: SourceInputs {
        SourceInputs(
            command: "profile", layout: layout, spec: spec != nil, items: items.givenText,
            width: workload.width.givenText, height: window.height)
    }

    mutating func adopt(_ prepared: PreparedSource) throws {
        if let layout = prepared.layout { self.layout = layout }
        if let scene = prepared.specs.first { spec = scene }
        if prepared.consumedItems { items = "50000" }
        window.adopt(prepared)
        workload.adopt(prepared)
    }

    @Option(name: .long, help: "The layout to profile (see `gridperf list`).")
    var layout: String?

    @Option(name: .long, help: "Item count.")
    var items: Checked<Count> = "50000"

    @Option(
        name: .long,
        help:
            "Profile this scene file (docs/SPEC-FORMAT.md: its layout, parameters, proposal and views) instead of --layout."
    )
    var spec: String?

    @Option(
        name: .customLong("item-template"),
        help: "Each item is a copy of the view in this file (one item of a scene, e.g. a card; docs/SPEC-FORMAT.md).")
    var itemTemplate: String?

    @OptionGroup var workload: WorkloadOptions

    /// The measured phases a profile counts.
    enum Phase: String, OptionChoice {
        case cache, size, place, all
        static var noun: String { "phase" }

        /// The measured functions collection starts at.
        var roots: [String] {
            switch self {
            case .cache: [MeasuredPasses.cacheSymbol]
            case .size: [MeasuredPasses.sizeSymbol]
            case .place: [MeasuredPasses.placeSymbol]
            case .all: [MeasuredPasses.cacheSymbol, MeasuredPasses.sizeSymbol, MeasuredPasses.placeSymbol]
            }
        }

        /// How a report names the phases: `cache + size + place` for all of them.
        var label: String { self == .all ? "cache + size + place" : rawValue }
    }

    /// What a profile counts: the measured functions collection starts at, how the report names
    /// them, and how many of a scenario's changes the child makes.
    struct Measured {
        var roots: [String]
        var label: String
        var iterations = 1
        var pass = MeasuredPasses.Pass.steady
    }

    /// What a profile measures each function by.
    enum Cost: String, OptionChoice {
        case instructions, time
        static var noun: String { "cost" }
    }

    @Option(name: .long, help: "Which phase to count.")
    var phase = Choice(Phase.all)

    @Option(
        name: .long,
        help:
            "Which passes: steady (the scene laid out again, nothing changed), first (a fresh scene's first layout, one a scene) or width (the root given each width of a 12-width cycle)."
    )
    var pass = Choice(MeasuredPasses.Pass.steady)

    @Option(
        name: .long,
        help:
            "instructions (callgrind: exact counts, calls) or time (Linux perf sampling the cpu-clock; where perf cannot sample, instructions instead, said in one line)."
    )
    var by = Choice(Cost.instructions)

    @Option(name: .long, help: "Passes (after two uncounted warm-up passes); default 3 for instructions, 500 for time.")
    var passes: Checked<Count>?

    @Option(name: .long, help: "Rows of the top-functions table.")
    var top: Checked<Count> = "15"

    @Option(name: .long, help: "Directory for the profile (written as <output>/<run-id>-profile/).")
    var output: String = "reports"

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp(
            "Compare two profiles instead: BASE HEAD (profile.json or its directory).", valueName: "profile"))
    var compare: [String] = []

    @Option(
        name: .customLong("base-ref"),
        help:
            "Also profile this git ref's build (release, in a temporary worktree) and list the functions that moved from it to this build."
    )
    var baseRef: String?

    func run(_ invocation: Invocation) throws {
        try window.checkNoneLeft()
        let rows = try top.value("--top")
        if !compare.isEmpty { return try printDiff(top: rows) }
        let phase = try self.phase.value("--phase")
        let sampleTime = try samplesTime()
        var workload: Workload
        if let spec {
            guard layout == nil, itemTemplate == nil else {
                throw GridPerfError(
                    "--spec \(spec): the scene names its layout and views; leave out --layout and --item-template")
            }
            workload = try Workload.scene(path: spec, registry: invocation.registry)
        } else {
            guard let layout else {
                throw GridPerfError("profile: give --layout (or --spec FILE, or --compare BASE HEAD)")
            }
            workload = try makeWorkload(layout: layout, registry: invocation.registry)
        }
        guard var counter = invocation.instructionCounter() else {
            throw GridPerfError("profile: cannot find this gridperf's own executable to run it again")
        }
        counter.passes = try passes?.value("--passes") ?? (sampleTime ? 500 : 3)
        let pass = try self.pass.value("--pass")
        var measured = Measured(
            roots: phase.roots, label: pass == .steady ? phase.label : "\(phase.label), \(pass.rawValue) passes",
            pass: pass)
        if let path = workload.spec, invocation.registry.updates(scene: path) != nil {
            // `--update`: what one change costs (its evaluation and relayout), `--passes` changes.
            guard pass == .steady else {
                throw GridPerfError("--pass \(pass.rawValue): counts a full pass; leave it out with --update")
            }
            workload.scenario = .update
            measured = Measured(
                roots: [MeasuredPasses.updateSymbol], label: "a state change (--update)", iterations: counter.passes)
        }
        let valgrind = sampleTime ? nil : InstructionCounter.valgrindVersion()
        if !sampleTime && valgrind == nil {
            throw GridPerfError("profile: valgrind is not installed (make setup installs it)")
        }
        if baseRef != nil && sampleTime {
            throw GridPerfError("--base-ref: compares instructions; leave out --by time")
        }
        try ResourceLimits.checkItems(workload.count, what: "--items")
        try ReportWriter.prepare(root: output)

        var baseProfile: Profile?
        if let baseRef, let version = valgrind {
            baseProfile = try profileBase(
                ref: baseRef, workload: workload, counter: counter, measured: measured, valgrind: version)
        }
        let profile: Profile
        if let version = valgrind {
            profile = try Self.countInstructions(
                workload, label: workload.label, counter: counter, measured: measured, valgrind: version)
        } else {
            profile = try PerfSampler.sample(
                workload, counter: counter, roots: measured.roots, phases: measured.label, pass: measured.pass)
        }
        show(profile, base: baseProfile, top: rows)
        if let nesting = try TreeCensus.summary(of: workload, registry: invocation.registry) {
            print("\nwhat nesting costs, one pass (exact counts):")
            for line in nesting { print("  \(line)") }
        }
        let commit = RunEnvironment.current(probe: AllocationProbe.probe()).commit
        let dir = try profile.writeReport(root: output, top: rows, base: baseProfile, commit: commit)
        print("\nprofile written to \(dir)/ (\(Profile.reportFileNames.joined(separator: ", ")))")
    }

    /// `--compare BASE HEAD`: the functions that moved most between two written profiles.
    func printDiff(top rows: Int) throws {
        guard compare.count == 2 else { throw GridPerfError("--compare: give two profiles, BASE and HEAD") }
        let base = try Profile.load(compare[0]), head = try Profile.load(compare[1])
        print(
            "profile diff: \(base.workload) (\(base.phases)), \(formatNumber(Double(base.total))) → \(formatNumber(Double(head.total))) \(base.event)"
        )
        print(
            TextTable.render(Profile.diffRows(base: base, head: head, top: rows), rightAligned: [2, 3, 4, 5]).joined(
                separator: "\n"))
    }

    /// Whether `--by time` can be honoured: perf sampling where it works, else instructions
    /// (said in one line).
    func samplesTime() throws -> Bool {
        guard try by.value("--by") == .time else { return false }
        if let why = PerfSampler.unavailableReason() {
            printError("--by time: \(why); counting instructions instead")
            return false
        }
        return true
    }

    /// The case to profile, its parameters checked before any child runs.
    func makeWorkload(layout: String, registry: PluginRegistry) throws -> Workload {
        let plugin = try registry.plugin(named: layout)
        let parameters = try workload.parameters(for: plugin)
        _ = try registry.makeLayout(named: layout, parameters: parameters)
        var made = Workload(
            layout: layout, parameters: parameters, width: try workload.width.value("--width"),
            count: try items.value("--items"),
            itemsModel: try workload.distribution(), seed: workload.seed)
        if let itemTemplate {
            let path = URL(fileURLWithPath: itemTemplate).standardizedFileURL.path
            let data = try InputFile.read(path)
            _ = try Workload.readTemplate(data, path: itemTemplate, layout: layout, registry: registry)
            made.template = path
            made.templateDigest = Workload.digest(ofScene: data)
        }
        return registry.label(made)
    }

    /// The same case counted by `ref`'s gridperf, built in a worktree.
    func profileBase(
        ref: String, workload: Workload, counter: InstructionCounter, measured: Measured, valgrind: String
    ) throws -> Profile {
        let base = try BaseBuild.make(ref: ref)
        defer { base.remove() }
        var baseCounter = counter
        baseCounter.executable = base.binary
        baseCounter.leadingArguments = []
        do {
            return try Self.countInstructions(
                workload, label: workload.label + " @ \(base.commit.prefix(10))", counter: baseCounter,
                measured: measured, valgrind: valgrind)
        } catch let error as GridPerfError {
            throw GridPerfError(
                "--base-ref \(ref): its gridperf cannot be profiled (\(error.message.prefix(120))); pick a ref from after `profile` existed"
            )
        }
    }

    /// `workload`'s measured phases counted by callgrind in `counter`'s child process.
    static func countInstructions(
        _ workload: Workload, label: String, counter: InstructionCounter, measured: Measured, valgrind: String
    ) throws -> Profile {
        let (callgrind, counted, _, _) = try counter.runChild(
            workload, collecting: measured.roots, measurementCache: true, iterations: measured.iterations,
            pass: measured.pass, cacheSimulation: false)
        return try Profile.make(
            from: callgrind, roots: measured.roots, tool: InstructionCounter.toolDescription(version: valgrind),
            workload: label, phases: measured.label, passes: counted)
    }

    /// The header, the functions that moved from `base`, the top functions and the modules.
    func show(_ profile: Profile, base: Profile?, top rows: Int) {
        print(profile.header)
        if let base {
            print(
                "\nfrom \(base.workload): \(formatNumber(Double(base.total))) → \(formatNumber(Double(profile.total))) instructions; the functions that moved most:"
            )
            print(
                TextTable.render(Profile.diffRows(base: base, head: profile, top: rows), rightAligned: [2, 3, 4, 5])
                    .joined(separator: "\n"))
            print("")
        }
        print(TextTable.render(profile.topRows(rows), rightAligned: [2, 3, 4, 5]).joined(separator: "\n"))
        print("")
        print(TextTable.render(profile.moduleRows, rightAligned: [1, 2]).joined(separator: "\n"))
    }
}
