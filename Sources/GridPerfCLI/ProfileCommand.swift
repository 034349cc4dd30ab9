import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

/// `gridperf profile --layout L --items N`: where a layout's passes spend their instructions,
/// function by function (callgrind, inclusive and self, calls), as a top-functions table, a
/// flame graph (SVG) and folded stacks; `--compare BASE HEAD` shows which functions moved
/// between two profiles.
struct ProfileCommand: InvokedCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Where a layout's passes spend their instructions: top functions, flame graph, folded stacks.",
        discussion: """
            Counts the measured phases only (not item generation, warm-up or reports) under valgrind's callgrind, \
            in a child process, and writes profile.json, profile.md, profile.folded and flamegraph.svg into \
            <output>/<run-id>-profile/. `--compare BASE HEAD` (profile.json files or their directories) lists the \
            functions that gained or lost instructions, the largest moves first.
            """)

    @Option(name: .long, help: "The layout to profile (see `gridperf list`).")
    var layout: String?

    @Option(name: .long, help: "Item count.")
    var items: Checked<Count> = "50000"

    @OptionGroup var workload: WorkloadOptions

    /// The measured phases a profile counts.
    enum Phase: String, OptionChoice {
        case size, place, all
        static var noun: String { "phase" }

        /// The measured functions collection starts at.
        var roots: [String] {
            switch self {
            case .size: [MeasuredPasses.sizeSymbol]
            case .place: [MeasuredPasses.placeSymbol]
            case .all: [MeasuredPasses.sizeSymbol, MeasuredPasses.placeSymbol]
            }
        }

        /// How a report names the phases: `size + place` for both.
        var label: String { self == .all ? "size + place" : rawValue }
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
        help: ArgumentHelp("Compare two profiles instead: BASE HEAD (profile.json or its directory).", valueName: "profile"))
    var compare: [String] = []

    @Option(
        name: .customLong("base-ref"),
        help: "Also profile this git ref's build (release, in a temporary worktree) and list the functions that moved from it to this build.")
    var baseRef: String?

    func run(_ invocation: Invocation) throws {
        let rows = try top.value("--top")
        if !compare.isEmpty {
            guard compare.count == 2 else { throw GridPerfError("--compare: give two profiles, BASE and HEAD") }
            let base = try Self.load(compare[0]), head = try Self.load(compare[1])
            print("profile diff: \(base.workload) (\(base.phases)), \(formatNumber(Double(base.total))) → \(formatNumber(Double(head.total))) \(base.event)")
            print(TextTable.render(Profile.diffRows(base: base, head: head, top: rows), rightAligned: [2, 3, 4, 5]).joined(separator: "\n"))
            return
        }
        guard let layout else { throw GridPerfError("profile: give --layout (or --compare BASE HEAD)") }
        let phase = try self.phase.value("--phase")
        let roots = phase.roots
        var sampleTime = false
        if try by.value("--by") == .time {
            if let why = PerfSampler.unavailableReason() {
                printError("--by time: \(why); counting instructions instead")
            } else {
                sampleTime = true
            }
        }
        let plugin = try invocation.registry.plugin(named: layout)
        let parameters = try workload.parameters(for: plugin)
        _ = try invocation.registry.makeLayout(named: layout, parameters: parameters)
        let workload = invocation.registry.label(
            Workload(
                layout: layout, parameters: parameters, width: try self.workload.width.value("--width"), count: try items.value("--items"),
                itemsModel: try self.workload.distribution(), seed: self.workload.seed))
        guard var counter = invocation.instructionCounter() else {
            throw GridPerfError("profile: cannot find this gridperf's own executable to run it again")
        }
        counter.passes = try passes?.value("--passes") ?? (sampleTime ? 500 : 3)
        let phases = phase.label
        let valgrind = sampleTime ? nil : InstructionCounter.valgrindVersion()
        if !sampleTime && valgrind == nil { throw GridPerfError("profile: valgrind is not installed (make setup installs it)") }
        if baseRef != nil && sampleTime { throw GridPerfError("--base-ref: compares instructions; leave out --by time") }
        try ResourceLimits.checkItems(workload.count, what: "--items")
        try ReportWriter.prepare(root: output)
        var baseProfile: Profile?
        if let baseRef, let version = valgrind {
            let base = try BaseBuild.make(ref: baseRef)
            defer { base.remove() }
            var baseCounter = counter
            baseCounter.executable = base.binary
            baseCounter.leadingArguments = []
            do {
                let (callgrind, counted, _) = try baseCounter.runChild(
                    workload, collecting: roots, measurementCache: true,
                    iterations: 1, cacheSimulation: false)
                baseProfile = try Profile.make(
                    from: callgrind, roots: roots, tool: InstructionCounter.toolDescription(version: version),
                    workload: workload.label + " @ \(base.commit.prefix(10))", phases: phases, passes: counted)
            } catch let error as GridPerfError {
                throw GridPerfError(
                    "--base-ref \(baseRef): its gridperf cannot be profiled (\(error.message.prefix(120))); pick a ref from after `profile` existed")
            }
        }
        let profile: Profile
        if let version = valgrind {
            let (callgrind, counted, _) = try counter.runChild(
                workload, collecting: roots, measurementCache: true, iterations: 1,
                cacheSimulation: false)
            profile = try Profile.make(
                from: callgrind, roots: roots, tool: InstructionCounter.toolDescription(version: version),
                workload: workload.label, phases: phases, passes: counted)
        } else {
            profile = try PerfSampler.sample(workload, counter: counter, roots: roots, phases: phases)
        }
        let header =
            "\(profile.workload): \(formatNumber(Double(profile.total))) \(profile.event) in \(profile.passes) passes (\(profile.phases)), by \(profile.tool)"
        let table = TextTable.render(profile.topRows(rows), rightAligned: [2, 3, 4, 5])
        let modules = TextTable.render(profile.moduleRows, rightAligned: [1, 2])
        print(header)
        if let baseProfile {
            print(
                "\nfrom \(baseProfile.workload): \(formatNumber(Double(baseProfile.total))) → \(formatNumber(Double(profile.total))) instructions; the functions that moved most:"
            )
            print(TextTable.render(Profile.diffRows(base: baseProfile, head: profile, top: rows), rightAligned: [2, 3, 4, 5]).joined(separator: "\n"))
            print("")
        }
        print(table.joined(separator: "\n"))
        print("")
        print(modules.joined(separator: "\n"))

        var lines: [String] = ["# gridperf profile", "", header, ""]
        lines += markdownTable(profile.topRows(rows))
        lines += ["", "## By module", ""]
        lines += markdownTable(profile.moduleRows)
        lines += ["", "The flame graph: flamegraph.svg; folded stacks: profile.folded."]
        if let baseProfile {
            lines += ["", "## Moved from \(baseProfile.workload)", ""] + markdownTable(Profile.diffRows(base: baseProfile, head: profile, top: rows))
        }
        let markdown = lines.joined(separator: "\n") + "\n"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let svg = FlameGraph.svg(profile.folded, title: "\(profile.workload) — \(profile.phases), \(profile.event)", unit: profile.event)
        let runID = RunReport.makeRunID(commit: RunEnvironment.current(probe: AllocationProbe.probe()).commit) + "-profile"
        var files: [(String, Data)] = [
            ("profile.json", try encoder.encode(profile)), ("profile.md", Data(markdown.utf8)),
            ("profile.folded", Data((profile.folded.joined(separator: "\n") + "\n").utf8)), ("flamegraph.svg", Data(svg.utf8)),
            ("results.html", Data(profile.html(top: rows, flameGraph: svg, base: baseProfile).utf8)),
        ]
        if let baseProfile { files.append(("base-profile.json", try encoder.encode(baseProfile))) }
        let dir = try ReportWriter.writeDirectory(files, root: output, name: runID)
        print("\nprofile written to \(dir)/ (profile.json, profile.md, profile.folded, flamegraph.svg, results.html)")
    }

    static func load(_ path: String) throws -> Profile {
        var isDir: ObjCBool = false
        let file = FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue ? path + "/profile.json" : path
        let data = try InputFile.read(file)
        do {
            return try JSONDecoder().decode(Profile.self, from: data)
        } catch {
            throw GridPerfError("\(file): not a gridperf profile")
        }
    }
}
