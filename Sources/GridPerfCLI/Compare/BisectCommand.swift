import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf bisect --good REF --bad REF`: the first commit at which a metric moved. Each
/// commit it asks about is built in a worktree (cached, as for `--base-ref`) and measured on
/// the cases that moved only. Exact metrics and frames decide a commit for certain, so the
/// answer comes after about log2(commits) builds; a time is decided by which end it is nearer,
/// and the culprit then confirmed against its parent by an interleaved A/B.
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the first commit at which a metric moved, between a good and a bad ref.",
        discussion: """
            Commits that do not build, or whose suite run fails, are skipped (as `git bisect skip`). \
            The answer names the commit, the metric before and after on each case that moved, and \
            the functions whose instructions moved most (callgrind).
            Exit codes: 0 found (for a time: and confirmed by an A/B against its parent); 1 bad input \
            or a refusal (unknown ref, good and bad reversed, the metric did not move, uncommitted \
            changes to the suite); 4 not found (skipped commits hide it, or the A/B did not confirm \
            the time); 64 usage.
            """)

    enum BisectMetric: String, OptionChoice {
        case instructions = "cpu.instructions", allocations = "alloc.count", measureCalls = "measure.calls"
        case frame, time = "time.total"
        static var noun: String { "metric" }

        /// Exact metrics decide a commit for certain.
        var isExact: Bool { self != .time }

        /// The metric a case reports for this choice (`nil` for frames): a scroll case's steps
        /// stand for a full case's passes.
        func kind(in scenario: Scenario) -> MetricKind? {
            let full = scenario == .full
            switch self {
            case .instructions: return full ? .cpuInstructions : .stepInstructions
            case .time: return full ? .timeTotal : .stepTime
            case .allocations: return .allocCount
            case .measureCalls: return MetricKind.measureCalls.total
            case .frame: return nil
            }
        }
    }

    @Option(name: .long, help: "A commit where the metric had its old value.")
    var good: String

    @Option(name: .long, help: "A later commit where it has moved.")
    var bad: String

    @Option(name: .long, help: "The suite (each commit runs its own copy when it has one).")
    var suite: String = "Benchmarks/ci.json"

    @Option(name: .long, help: "Only the cases whose label or identity matches this regular expression.")
    var filter: String?

    @Option(name: .customLong("case"), help: "Only this case (its label or identity, exactly).")
    var caseName: String?

    @Option(name: .customLong("metric"), help: "What moved.")
    var metricName = Choice(BisectMetric.instructions)

    @Option(name: .long, parsing: .unconditional, help: "Rounds of the A/B that confirms a time regression.")
    var rounds: Checked<Count> = "3"

    func run() throws {
        let started = Date()
        let metric = try metricName.value("--metric")
        if filter != nil && caseName != nil { throw GridPerfError("--filter and --case: give one or the other") }
        let caseFilter = caseName.map { "^" + NSRegularExpression.escapedPattern(for: $0) + "$" } ?? filter
        var bisection = try Bisection(good: good, bad: bad, suite: suite, metric: metric, caseFilter: caseFilter)
        let commits = bisection.commits

        Self.note("\(commits.count) commits after --good; measuring the two ends")
        guard let before = try bisection.measure(bisection.goodCommit) else {
            throw GridPerfError("--good \(good): cannot be measured (see above)")
        }
        guard let after = try bisection.measure(bisection.badCommit) else {
            throw GridPerfError("--bad \(bad): cannot be measured (see above)")
        }
        let moved = try movedCases(before: before, after: after, metric: metric)
        let followed = Self.largestMove(moved, before: before, after: after)
        let label = before.label[followed] ?? followed
        Self.note(
            "\(moved.count) case\(moved.count == 1 ? "" : "s") moved; following \(label): \(before.value[followed]!) → \(after.value[followed]!)"
        )
        let only = "^" + NSRegularExpression.escapedPattern(for: label) + "$"

        let (search, measured) = try bisection.search(following: followed, only: only, before: before, after: after)
        guard let first = search.first else {
            print("bisect: skipped commits hide the first bad one; it is one of:")
            for i in search.candidates {
                print(
                    "  \(commits[i].prefix(10)) \(bisection.subject(commits[i]))\(search.skipped.contains(i) ? " (skipped)" : "")"
                )
            }
            throw ExitStatus.notFound
        }
        let culprit = commits[first]
        let parent = search.good >= 0 ? commits[search.good] : bisection.goodCommit
        let parentRun = search.good >= 0 ? measured[search.good] : before
        print(
            "bisect: the first commit where \(metric.rawValue) moved is \(culprit.prefix(10)) \(bisection.subject(culprit))"
        )
        print(
            "  \(label): \(parentRun?.value[followed] ?? "?") → \(measured[first]?.value[followed] ?? "?")  (parent \(parent.prefix(10)))"
        )
        for id in moved where id != followed {
            print(
                "  also moved between the ends: \(before.label[id] ?? id): \(before.value[id]!) → \(after.value[id]!)")
        }
        try printMovers(
            &bisection, followed: followed, only: only, parent: (parent, parentRun), culprit: (culprit, measured[first])
        )
        if metric == .time {
            Self.note("confirming with an interleaved A/B of \(parent.prefix(10)) and \(culprit.prefix(10))")
            let verdict = try confirmTime(
                parent: parent, culprit: culprit, only: only, root: bisection.root, suitePath: bisection.suitePath)
            print("  A/B (\(try rounds.value("--rounds")) rounds): \(verdict.description)")
            if !verdict.confirmed {
                print("bisect: the A/B did not confirm the time change at \(culprit.prefix(10))")
                throw ExitStatus.notFound
            }
        }
        let asked = measured.count - 1 + search.skipped.count
        print(
            String(
                format:
                    "bisect: %d of %d commits asked about besides the two ends (%d skipped); %d builds measured in all (with the profiles); %.0f s",
                asked, commits.count, search.skipped.count, bisection.builds, Date().timeIntervalSince(started)))
    }

    /// The cases whose metric differs between the ends (for a time, by 5% or more); refuses
    /// when the metric was not measured or did not move.
    func movedCases(before: Bisection.Measured, after: Bisection.Measured, metric: BisectMetric) throws -> [String] {
        var moved: [String] = []
        for (id, v) in before.value where after.value[id] != nil && after.value[id] != v {
            if metric == .time, let a = before.number[id], let b = after.number[id], a > 0, Swift.abs(b / a - 1) < 0.05
            {
                continue
            }
            moved.append(id)
        }
        if before.value.isEmpty {
            throw GridPerfError("--metric \(metric.rawValue): not measured by this suite's cases at --good")
        }
        guard !moved.isEmpty else {
            let cases = "\(before.value.count) case\(before.value.count == 1 ? "" : "s")"
            throw GridPerfError(
                "--metric \(metric.rawValue): did not move between --good \(good) and --bad \(bad) on \(cases)\(metric == .time ? " (by 5% or more)" : "")"
            )
        }
        return moved
    }

    /// The case to follow: the largest relative move (a move from 0, or of a frame, counts
    /// as infinite), ties to the smallest identity.
    static func largestMove(_ moved: [String], before: Bisection.Measured, after: Bisection.Measured) -> String {
        func change(_ id: String) -> Double {
            guard let a = before.number[id], let b = after.number[id], a != 0 else { return .infinity }
            return Swift.abs(b / a - 1)
        }
        return moved.max { (change($0), $1) < (change($1), $0) }!
    }

    /// The profile diff: the functions whose instructions moved most, parent to culprit
    /// (measured again with instructions when the metric was not instructions).
    func printMovers(
        _ bisection: inout Bisection, followed: String, only: String,
        parent: (commit: String, run: Bisection.Measured?), culprit: (commit: String, run: Bisection.Measured?)
    ) throws {
        var (parentRun, culpritRun) = (parent.run, culprit.run)
        if bisection.metric != .instructions {
            parentRun = try bisection.measure(parent.commit, instructions: true, only: only)
            culpritRun = try bisection.measure(culprit.commit, instructions: true, only: only)
        }
        guard let pf = parentRun?.functions[followed], let cf = culpritRun?.functions[followed] else {
            print("  (no instruction profile: valgrind is not installed)")
            return
        }
        let movers = Comparison.movers(base: pf, head: cf).prefix(5)
        print(
            movers.isEmpty
                ? "  no function's instructions moved" : "  functions that moved most (instructions per pass):")
        for f in movers { print("    \(f.delta > 0 ? "+" : "")\(formatNumber(f.delta))  \(f.name)") }
    }

    /// An interleaved A/B of the two commits' builds on the followed case.
    func confirmTime(parent: String, culprit: String, only: String, root: String, suitePath: String) throws -> (
        confirmed: Bool, description: String
    ) {
        let a = try BaseBuild(ref: parent, quiet: true)
        defer { a.remove() }
        let b = try BaseBuild(ref: culprit, quiet: true)
        defer { b.remove() }
        var runs: ([RunReport], [RunReport]) = ([], [])
        for round in 1...(try rounds.value("--rounds")) {
            for (k, side) in [a, b].enumerated() {
                let out = side.work + "/ab-\(round)"
                _ = try Shell.run(
                    [
                        side.binary, "suite", ABRun.suite(suitePath, root: root, tree: side.tree), "--output", out,
                        "--format", "json",
                        "--quiet", "--no-history", "--no-instructions", "--filter", only,
                    ], in: side.tree)
                guard let dir = try ReportWriter.reportFolders(in: out).first else {
                    throw GridPerfError("the A/B wrote no report")
                }
                let report = try RunReport.load(path: out + "/" + dir)
                if k == 0 { runs.0.append(report) } else { runs.1.append(report) }
            }
        }
        guard let base = RunReport.merged(runs.0, runID: "bisect-parent"),
            let head = RunReport.merged(runs.1, runID: "bisect-culprit")
        else {
            return (false, "no runs")
        }
        let comparison = Comparison(base: base, head: head)
        guard let c = comparison.cases.first, let m = c.metric(MetricKind.timeTotal) ?? c.metric(MetricKind.stepTime)
        else {
            return (false, "the case was not measured")
        }
        let text =
            "\(m.metric) \(m.relative.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a") (\(m.verdict.rawValue)\(m.note.map { "; \($0)" } ?? ""))"
        return (m.verdict == .regression || m.verdict == .improvement, text)
    }

    /// A line of progress on stderr.
    static func note(_ text: String) { FileHandle.standardError.write(Data("bisect: \(text)\n".utf8)) }
}

extension Shell {
    /// Whether `a` is an ancestor of (or is) `b`.
    static func isAncestor(_ a: String, of b: String, in root: String) -> Bool {
        ((try? launch(["git", "-C", root, "merge-base", "--is-ancestor", a, b]))?.status ?? 1) == 0
    }
}
