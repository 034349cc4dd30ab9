import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

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

    /// What one commit measured: per case identity, its label, frame hash, metric value, functions.
    struct Measured {
        var label: [String: String] = [:]
        var value: [String: String] = [:]
        var number: [String: Double] = [:]
        var functions: [String: [FunctionCost]] = [:]
        var report: RunReport
    }

    func run() throws {
        let started = Date()
        let metric = try metricName.value("--metric")
        if filter != nil && caseName != nil { throw GridPerfError("--filter and --case: give one or the other") }
        let root = try BaseBuild.repositoryRoot()
        let goodCommit = try prefixed("--good") { try BaseBuild.resolve(good, in: root) }
        let badCommit = try prefixed("--bad") { try BaseBuild.resolve(bad, in: root) }
        guard goodCommit != badCommit else { throw GridPerfError("--good and --bad: the same commit (\(goodCommit.prefix(10)))") }
        if Shell.isAncestor(badCommit, of: goodCommit, in: root) {
            throw GridPerfError("--good \(good) and --bad \(bad): reversed (\(bad) is older than \(good)); swap them")
        }
        guard Shell.isAncestor(goodCommit, of: badCommit, in: root) else {
            throw GridPerfError("--good \(good) is not an ancestor of --bad \(bad): nothing to bisect between them")
        }
        let suitePath = URL(fileURLWithPath: suite).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: suitePath) else { throw GridPerfError("--suite \(suite): no such file") }
        if let dirty = RunEnvironment.git(["status", "--porcelain", "--", suitePath], in: root), !dirty.isEmpty {
            throw GridPerfError(
                "--suite \(suite): has uncommitted changes, which the commits measured would not see; commit them (or copy the suite out of the repository)")
        }
        let commits = (RunEnvironment.git(["rev-list", "--ancestry-path", "--reverse", "\(goodCommit)..\(badCommit)"], in: root) ?? "")
            .split(separator: "\n").map(String.init)
        guard !commits.isEmpty else { throw GridPerfError("no commits between --good and --bad") }
        let caseFilter = caseName.map { "^" + NSRegularExpression.escapedPattern(for: $0) + "$" } ?? filter
        var builds = 0

        func measure(_ commit: String, instructions: Bool? = nil, only: String? = caseFilter) throws -> Measured? {
            let side: BaseBuild
            do {
                side = try BaseBuild(ref: commit, quiet: true)
            } catch let failed as BaseBuild.BuildFailed {
                note("\(commit.prefix(10)): does not build, skipped (\(failed.message.prefix(160)))")
                return nil
            }
            defer { side.remove() }
            builds += 1
            let out = side.work + "/run"
            var arguments = [
                side.binary, "suite", ABRun.suite(suitePath, root: root, tree: side.tree), "--output", out,
                "--format", "json", "--quiet", "--no-history",
            ]
            if let only { arguments += ["--filter", only] }
            let counting = instructions ?? (metric == .instructions)
            arguments.append(counting ? "--instructions" : "--no-instructions")
            if metric.isExact && instructions == nil { arguments += ["--iterations", "2"] }
            let finished = try Shell.launch(arguments, in: side.tree)
            guard finished.status == 0, !finished.signaled, let dir = try ReportWriter.reportFolders(in: out).first else {
                let tail = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").suffix(2).joined(separator: " | ")
                note("\(commit.prefix(10)): the suite run failed (exit \(finished.status)), skipped: \(tail.prefix(200))")
                return nil
            }
            let report = try RunReport.load(path: out + "/" + dir)
            var m = Measured(report: report)
            for c in report.cases {
                m.label[c.identity] = c.workload.label
                m.functions[c.identity] = c.functions
                if let kind = metric.kind(in: c.workload.scenario) {
                    if let measured = c.metric(kind), measured.unavailable == nil, let v = measured.statistics?.median {
                        m.number[c.identity] = v
                        m.value[c.identity] = formatNumber(v)
                    }
                } else {
                    m.value[c.identity] = c.frameHash + " " + formatNumber(c.size.width) + "×" + formatNumber(c.size.height)
                }
            }
            return m
        }

        note("\(commits.count) commits after --good; measuring the two ends")
        guard let before = try measure(goodCommit) else { throw GridPerfError("--good \(good): cannot be measured (see above)") }
        guard let after = try measure(badCommit) else { throw GridPerfError("--bad \(bad): cannot be measured (see above)") }
        // The cases that moved, and the one to follow (the largest relative move).
        var moved: [String] = []
        for (id, v) in before.value where after.value[id] != nil && after.value[id] != v {
            if metric == .time, let a = before.number[id], let b = after.number[id], a > 0, Swift.abs(b / a - 1) < 0.05 { continue }
            moved.append(id)
        }
        if before.value.isEmpty { throw GridPerfError("--metric \(metric.rawValue): not measured by this suite's cases at --good") }
        guard !moved.isEmpty else {
            throw GridPerfError(
                "--metric \(metric.rawValue): did not move between --good \(good) and --bad \(bad) on \(before.value.count) case\(before.value.count == 1 ? "" : "s")\(metric == .time ? " (by 5% or more)" : "")"
            )
        }
        func change(_ id: String) -> Double {
            guard let a = before.number[id], let b = after.number[id], a != 0 else { return .infinity }
            return Swift.abs(b / a - 1)
        }
        let followed = moved.max { (change($0), $1) < (change($1), $0) }!
        let label = before.label[followed] ?? followed
        note("\(moved.count) case\(moved.count == 1 ? "" : "s") moved; following \(label): \(before.value[followed]!) → \(after.value[followed]!)")
        let only = "^" + NSRegularExpression.escapedPattern(for: label) + "$"

        var search = BisectSearch(count: commits.count)
        var measured: [Int: Measured] = [commits.count - 1: after]
        while let i = search.next {
            note("[\(builds) builds] \(commits[i].prefix(10)) (\(i + 1) of \(commits.count)) …")
            guard let m = try measure(commits[i], only: only), let value = m.value[followed] else {
                search.skip(i)
                continue
            }
            measured[i] = m
            let isGood: Bool
            if metric.isExact {
                isGood = value == before.value[followed]
            } else {
                let v = m.number[followed] ?? 0, a = before.number[followed] ?? 0, b = after.number[followed] ?? 0
                isGood = Swift.abs(Foundation.log(v / a)) < Swift.abs(Foundation.log(v / b))
            }
            note("  \(metric.rawValue) = \(value): \(isGood ? "good" : "bad")")
            if isGood { search.markGood(i) } else { search.markBad(i) }
        }
        guard let first = search.first else {
            print("bisect: skipped commits hide the first bad one; it is one of:")
            for i in search.candidates { print("  \(commits[i].prefix(10)) \(subject(commits[i], root))\(search.skipped.contains(i) ? " (skipped)" : "")") }
            throw ExitCode(4)
        }
        let culprit = commits[first]
        let parent = search.good >= 0 ? commits[search.good] : goodCommit
        let parentValue = search.good >= 0 ? measured[search.good]?.value[followed] : before.value[followed]
        print("bisect: the first commit where \(metric.rawValue) moved is \(culprit.prefix(10)) \(subject(culprit, root))")
        print("  \(label): \(parentValue ?? "?") → \(measured[first]?.value[followed] ?? "?")  (parent \(parent.prefix(10)))")
        for id in moved where id != followed {
            print("  also moved between the ends: \(before.label[id] ?? id): \(before.value[id]!) → \(after.value[id]!)")
        }
        // The profile diff: the functions whose instructions moved most, parent to culprit.
        var parentRun = search.good >= 0 ? measured[search.good] : before, culpritRun = measured[first]
        if metric != .instructions {
            parentRun = try measure(parent, instructions: true, only: only)
            culpritRun = try measure(culprit, instructions: true, only: only)
        }
        if let pf = parentRun?.functions[followed], let cf = culpritRun?.functions[followed] {
            let movers = Comparison.movers(base: pf, head: cf).prefix(5)
            print(movers.isEmpty ? "  no function's instructions moved" : "  functions that moved most (instructions per pass):")
            for f in movers { print("    \(f.delta > 0 ? "+" : "")\(formatNumber(f.delta))  \(f.name)") }
        } else {
            print("  (no instruction profile: valgrind is not installed)")
        }
        if metric == .time {
            note("confirming with an interleaved A/B of \(parent.prefix(10)) and \(culprit.prefix(10))")
            let verdict = try confirmTime(parent: parent, culprit: culprit, only: only, root: root, suitePath: suitePath)
            print("  A/B (\(try rounds.value("--rounds")) rounds): \(verdict.description)")
            if !verdict.confirmed { print("bisect: the A/B did not confirm the time change at \(culprit.prefix(10))"); throw ExitCode(4) }
        }
        let asked = measured.count - 1 + search.skipped.count
        print(
            String(
                format: "bisect: %d of %d commits asked about besides the two ends (%d skipped); %d builds measured in all (with the profiles); %.0f s",
                asked, commits.count, search.skipped.count, builds, Date().timeIntervalSince(started)))
    }

    /// An interleaved A/B of the two commits' builds on the followed case.
    func confirmTime(parent: String, culprit: String, only: String, root: String, suitePath: String) throws -> (confirmed: Bool, description: String) {
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
                        side.binary, "suite", ABRun.suite(suitePath, root: root, tree: side.tree), "--output", out, "--format", "json",
                        "--quiet", "--no-history", "--no-instructions", "--filter", only,
                    ], in: side.tree)
                guard let dir = try ReportWriter.reportFolders(in: out).first else { throw GridPerfError("the A/B wrote no report") }
                let report = try RunReport.load(path: out + "/" + dir)
                if k == 0 { runs.0.append(report) } else { runs.1.append(report) }
            }
        }
        guard let base = RunReport.merged(runs.0, runID: "bisect-parent"), let head = RunReport.merged(runs.1, runID: "bisect-culprit") else {
            return (false, "no runs")
        }
        let comparison = Comparison(base: base, head: head)
        guard let c = comparison.cases.first, let m = c.metric(MetricKind.timeTotal) ?? c.metric(MetricKind.stepTime) else {
            return (false, "the case was not measured")
        }
        let text = "\(m.metric) \(m.relative.map { String(format: "%+.1f%%", $0 * 100) } ?? "n/a") (\(m.verdict.rawValue)\(m.note.map { "; \($0)" } ?? ""))"
        return (m.verdict == .regression || m.verdict == .improvement, text)
    }

    func subject(_ commit: String, _ root: String) -> String {
        RunEnvironment.git(["log", "-1", "--format=%s", commit], in: root) ?? ""
    }

    func note(_ text: String) { FileHandle.standardError.write(Data("bisect: \(text)\n".utf8)) }

    func prefixed<T>(_ option: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as GridPerfError { throw GridPerfError("\(option) \(e.message)") }
    }
}

extension Shell {
    /// Whether `a` is an ancestor of (or is) `b`.
    static func isAncestor(_ a: String, of b: String, in root: String) -> Bool {
        ((try? launch(["git", "-C", root, "merge-base", "--is-ancestor", a, b]))?.status ?? 1) == 0
    }
}
