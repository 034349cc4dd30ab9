import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf compare BASE HEAD`: two reports, case by case; or `--base-ref REF`: an
/// interleaved A/B run of a suite against REF built in a temporary worktree.
struct CompareCommand: SourceCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two reports (directories or results.json files), or this build against a git ref.",
        discussion: """
            Cases are matched by workload identity. Counters and allocations are compared exactly; \
            times with a Mann–Whitney U test and a minimum effect, so noise reads as noise. A changed \
            frame hash is reported as "output changed" before anything else.
            Exit codes: 0 no significant change (improvements too, unless --fail-on-improvement); \
            1 bad input; 2 regression; 3 output changed; 4 improvement only (with --fail-on-improvement); \
            5 the runs are not comparable (build configuration or allocator differ, or no common cases); 64 usage.
            """)

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    /// `--base-ref REF --suite S`: the suite's sources are built before its sides run it.
    var sourceInputs: SourceInputs { SourceInputs(command: "compare", suite: suite) }

    mutating func adopt(_ prepared: PreparedSource) throws {}

    @Argument(help: "The base report (a run directory or its results.json).")
    var base: String?

    @Argument(help: "The head report.")
    var head: String?

    @Option(
        name: .customLong("base-ref"),
        help: "Build this git ref in a temporary worktree and run --suite with both builds, interleaved.")
    var baseRef: String?

    @Option(name: .long, help: "The suite for --base-ref (default Benchmarks/ci.json).")
    var suite: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Rounds of the interleaved A/B run (A B A B …) for --base-ref (default 3).")
    var rounds: Checked<Count>?

    /// What `gridperf compare` writes.
    enum Format: String, OptionChoice {
        case text, md, json, html
        static var noun: String { "format" }
    }

    /// Whether compare judges times.
    enum Times: String, OptionChoice {
        /// Judged in `--base-ref` A/B sessions, shown only for two separate reports.
        case auto
        /// Always judged.
        case gate
        /// Shown only.
        case report
        static var noun: String { "choice" }
    }

    @Option(
        name: .long,
        help:
            "The output's form (html: a page with the samples of base and head drawn side by side; best with --output)."
    )
    var format = Choice(Format.text)

    @OptionGroup var timeTest: TimeTestOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Tolerance for a deterministic metric, metric=value (repeatable).", valueName: "metric=value"))
    var tolerance: [String] = []

    @Option(
        name: .long,
        help:
            "Times: auto (judged in --base-ref A/B sessions, shown only for two separate reports), gate (always judged) or report (shown only, as in CI)."
    )
    var times = Choice(Times.auto)

    @Flag(name: .customLong("fail-on-improvement"), help: "Exit 4 when there are improvements and nothing worse.")
    var failOnImprovement = false

    @Flag(name: .customLong("allow-incomparable"), help: "Judge even when the runs are not comparable.")
    var allowIncomparable = false

    @Option(name: .long, help: "Also write the output to this file (written whole, or not at all).")
    var output: String?

    @OptionGroup var historyOptions: HistoryOptions

    func run(_ invocation: Invocation) throws {
        let options = try comparisonOptions()
        let format = try self.format.value("--format")
        let (baseReport, headReport) = try reports(invocation)
        let measured = Set((baseReport.cases + headReport.cases).flatMap { $0.metrics.map(\.name) })
        for name in options.tolerances.keys.sorted() where !measured.contains(name) {
            throw GridPerfError(
                "--tolerance \(GridPerfError.quoted(name, limit: 80)): no such metric in these reports (known: \(measured.sorted().joined(separator: ", ")))"
            )
        }
        let comparison = Comparison(base: baseReport, head: headReport, options: options)
        let text: String
        switch format {
        case .md: text = comparison.markdown
        case .json: text = String(decoding: try comparison.jsonData(), as: UTF8.self) + "\n"
        case .html: text = comparison.html(base: baseReport, head: headReport)
        case .text: text = comparison.text
        }
        if format == .text, TerminalStyle.standardOutput {
            print(
                comparison.text { title, verdict in
                    TerminalStyle.paint(title, verdict == .improvement ? .green : .red, enabled: true)
                }, terminator: "")
        } else {
            print(text, terminator: "")
        }
        if let output { try AtomicFile.write(Data(text.utf8), to: output) }
        let status = ExitStatus.verdict(
            of: comparison, failOnImprovement: failOnImprovement, allowIncomparable: allowIncomparable)
        if status != .success { throw status }
    }

    /// The options as the comparison takes them, refusing those that need `--base-ref`
    /// without it.
    private func comparisonOptions() throws -> ComparisonOptions {
        var options = ComparisonOptions()
        (options.minEffect, options.alpha) = try timeTest.values()
        if baseRef == nil {
            if rounds != nil {
                throw GridPerfError("--rounds: only with --base-ref (two reports are compared as they are)")
            }
            if suite != nil {
                throw GridPerfError("--suite: only with --base-ref (two reports are compared as they are)")
            }
        }
        options.allowIncomparable = allowIncomparable
        switch try times.value("--times") {
        case .auto:
            // Two separate runs each have their own speed (rounds within one run share its
            // slow episodes): only an interleaved A/B session can judge times.
            options.gateTimes = baseRef != nil
            if baseRef == nil {
                options.timesNotGatedReason =
                    "times from separate runs are not judged: use `compare --base-ref`, or `--times gate`."
            }
        case .gate: options.gateTimes = true
        case .report: options.gateTimes = false
        }
        for t in tolerance {
            let parts = t.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let v = Double(parts[1]), v.isFinite, v >= 0 else {
                throw GridPerfError(
                    "--tolerance \(GridPerfError.quoted(t, limit: 80)): expected metric=value with a value ≥ 0")
            }
            options.tolerances[parts[0]] = v
        }
        return options
    }

    /// The two reports: measured now in an A/B session with `--base-ref` (and recorded in the
    /// history), else read from the two paths given.
    private func reports(_ invocation: Invocation) throws -> (base: RunReport, head: RunReport) {
        // Only an A/B session records its runs (two reports given were recorded when they ran).
        if baseRef == nil, historyOptions.history != nil || historyOptions.noHistory {
            throw GridPerfError(
                "--history and --no-history: only with --base-ref (two reports given are not recorded again)")
        }
        let historyPath = baseRef == nil ? nil : try historyOptions.path(defaultFolder: "reports")
        if let baseRef {
            guard base == nil && head == nil else {
                throw GridPerfError("--base-ref: give either two reports or --base-ref, not both")
            }
            let (baseReport, headReport) = try ABRun(
                ref: baseRef, suite: suite ?? "Benchmarks/ci.json",
                rounds: try rounds?.value("--rounds") ?? 3, invocation: invocation
            ).run()
            try HistoryOptions.record(
                [baseReport, headReport], source: "compare", reportDirectory: nil, path: historyPath)
            return (baseReport, headReport)
        }
        guard let base, let head else {
            throw GridPerfError("compare: give two reports (BASE HEAD), or --base-ref REF")
        }
        // A report from before workloads carried their label is labelled by this gridperf's plugins.
        let registry = invocation.registry
        return (registry.label(try RunReport.load(path: base)), registry.label(try RunReport.load(path: head)))
    }
}
