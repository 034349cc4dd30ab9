import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf suite FILE`: runs every workload of a benchmark suite into one report, and fits
/// how time and allocations grow where the suite sweeps item counts.
struct SuiteCommand: SourceCommand, BoundedCommand {
    static let configuration = CommandConfiguration(
        commandName: "suite",
        abstract: "Run a benchmark suite (Benchmarks/*.json) into one report.",
        discussion: """
            Exit codes: 0 done; 1 bad input; 2 a fitted time exponent is above --max-exponent.
            """)

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @OptionGroup(title: "Bounds") var bound: BoundOptions

    /// The suite's own sources and views are built and evaluated first (``SourceOption``).
    var sourceInputs: SourceInputs { SourceInputs(command: "suite", quiet: quiet, suite: file) }

    mutating func adopt(_ prepared: PreparedSource) throws {}

    @Argument(help: "The suite file (see Benchmarks/ci.json).")
    var file: String

    @Option(name: .long, help: "Directory for reports (the run writes <output>/<run-id>/).")
    var output: String = "reports"

    @Option(name: .long, help: "Run only the cases whose label or identity matches this regular expression.")
    var filter: String?

    @Option(
        name: .customLong("max-exponent"), parsing: .unconditional,
        help: "Fail (exit 2) when a sweep's fitted time exponent b (time ≈ a·N^b) is above this.")
    var maxExponent: Checked<NonNegative>?

    @Option(name: .long, parsing: .unconditional, help: "Override the suite's measured passes per case.")
    var iterations: Checked<Count>?

    @Option(name: .long, help: "Report files to write: a comma-separated list.")
    var format = ChoiceList(ReportFormat.allCases)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run only shard K of N (1-based), chosen by case id: shards 1…N together are the whole suite; join their reports with `gridperf merge`.",
            valueName: "K/N"))
    var shard: Checked<ShardSpec>?

    @Option(
        name: .customLong("max-cases"), parsing: .unconditional,
        help: "Refuse a suite of more cases than this, before running any (default 10000).")
    var maxCases: Checked<Count> = "10000"

    @Flag(
        name: .long, inversion: .prefixedNo,
        help: "Count instructions under callgrind too, or not, whatever the suite's option \"instructions\" says.")
    var instructions: Bool?

    @Flag(name: .customLong("allow-debug"), help: "Benchmark even though this is a debug build.")
    var allowDebug = false

    @OptionGroup var historyOptions: HistoryOptions

    @Flag(name: .long, help: "No progress bar.")
    var quiet = false

    func run(_ invocation: Invocation) throws {
        var suite = try Suite.load(
            path: file, registry: invocation.registry, maxCases: try maxCases.value("--max-cases"),
            viewScenes: invocation.suiteViewScenes)
        if let filter {
            suite = try suite.filtered(filter)
            guard !suite.workloads.isEmpty else {
                throw GridPerfError("--filter \(filter): matches none of the suite's cases")
            }
        }
        if let iterations { suite.options.iterations = try iterations.value("--iterations") }
        if let instructions { suite.options.instructions = instructions ? true : nil }
        if let (k, n) = try shard?.value("--shard") {
            suite = suite.shard(k, of: n)
            guard !suite.workloads.isEmpty else {
                throw GridPerfError("--shard \(k)/\(n): this shard holds none of the suite's cases")
            }
        }
        let limit = try maxExponent?.value("--max-exponent")
        let formats = try format.value("--format")
        for w in suite.workloads { try ResourceLimits.checkItems(w.count, what: "\(w.label): items") }
        try refuseDebugBuild(unless: allowDebug)
        let historyPath = try historyOptions.path(defaultFolder: output)
        try ReportWriter.prepare(root: output)
        let report = try runWorkloads(
            suite.workloads, options: suite.options, suite: suite.name, quiet: quiet, invocation: invocation)
        print(report.terminalSummary)
        let dir = try ReportWriter.write(
            report, formats: formats, root: output,
            thumbnails: formats.contains(.html) ? report.thumbnails(registry: invocation.registry) : [:])
        print("\nreports written to \(dir)/ (\(formats.map(\.fileName).joined(separator: ", ")))")
        try HistoryOptions.record([report], source: "suite", reportDirectory: dir, path: historyPath)

        if let limit {
            let over = (report.scaling ?? []).filter {
                $0.metric == MetricKind.timeTotal.name && ($0.exponent ?? 0) > limit
            }
            if !over.isEmpty {
                for f in over {
                    printError(
                        "\(f.label): time grows as N^\(String(format: "%.3f", f.exponent!)), above --max-exponent \(formatNumber(limit))"
                    )
                }
                throw ExitStatus.failed
            }
        }
    }
}
