import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// One `gridperf bisect`: the commits between good and bad, checked, and how one of them is
/// built (cached, in a worktree) and measured.
struct Bisection {
    /// What one commit measured, per case identity: its label, the metric's value as text (a
    /// frame: hash and size), as a number, and the functions' instructions.
    struct Measured {
        var label: [String: String] = [:]
        var value: [String: String] = [:]
        var number: [String: Double] = [:]
        var functions: [String: [FunctionCost]] = [:]
        var report: RunReport
    }

    let root: String
    let suitePath: String
    let goodCommit: String
    let badCommit: String
    /// The commits after good up to bad, oldest first (bad last).
    let commits: [String]
    let metric: BisectCommand.BisectMetric
    let caseFilter: String?
    /// Commits built and measured so far.
    private(set) var builds = 0

    /// Resolves the refs and refuses what cannot be bisected: the same commit, good and bad
    /// reversed or unrelated, a missing suite or one with uncommitted changes.
    init(good: String, bad: String, suite: String, metric: BisectCommand.BisectMetric, caseFilter: String?) throws {
        func prefixed<T>(_ option: String, _ body: () throws -> T) throws -> T {
            do { return try body() } catch let e as GridPerfError { throw e.prefixed(option, separator: " ") }
        }
        root = try BaseBuild.repositoryRoot()
        let root = root
        goodCommit = try prefixed("--good") { try BaseBuild.resolve(good, in: root) }
        badCommit = try prefixed("--bad") { try BaseBuild.resolve(bad, in: root) }
        guard goodCommit != badCommit else {
            throw GridPerfError("--good and --bad: the same commit (\(goodCommit.prefix(10)))")
        }
        if Shell.isAncestor(badCommit, of: goodCommit, in: root) {
            throw GridPerfError("--good \(good) and --bad \(bad): reversed (\(bad) is older than \(good)); swap them")
        }
        guard Shell.isAncestor(goodCommit, of: badCommit, in: root) else {
            throw GridPerfError("--good \(good) is not an ancestor of --bad \(bad): nothing to bisect between them")
        }
        suitePath = URL(fileURLWithPath: suite).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: suitePath) else {
            throw GridPerfError("--suite \(suite): no such file")
        }
        if let dirty = RunEnvironment.git(["status", "--porcelain", "--", suitePath], in: root), !dirty.isEmpty {
            throw GridPerfError(
                "--suite \(suite): has uncommitted changes, which the commits measured would not see; commit them (or copy the suite out of the repository)"
            )
        }
        commits =
            (RunEnvironment.git(["rev-list", "--ancestry-path", "--reverse", "\(goodCommit)..\(badCommit)"], in: root)
            ?? "")
            .split(separator: "\n").map(String.init)
        guard !commits.isEmpty else { throw GridPerfError("no commits between --good and --bad") }
        self.metric = metric
        self.caseFilter = caseFilter
    }

    /// `commit`'s suite run on the cases `only` selects (`nil`: the command's filter), or
    /// `nil` when it does not build or its run fails (the commit is skipped). Exact metrics
    /// need two passes; `instructions` forces counting them (or not).
    mutating func measure(_ commit: String, instructions: Bool? = nil, only: String? = nil) throws -> Measured? {
        let side: BaseBuild
        do {
            side = try BaseBuild(ref: commit, quiet: true)
        } catch let failed as BaseBuild.BuildFailed {
            BisectCommand.note("\(commit.prefix(10)): does not build, skipped (\(failed.message.prefix(160)))")
            return nil
        }
        defer { side.remove() }
        builds += 1
        let out = side.work + "/run"
        var arguments = [
            side.binary, "suite", ABRun.suite(suitePath, root: root, tree: side.tree), "--output", out,
            "--format", "json", "--quiet", "--no-history",
        ]
        if let filter = only ?? caseFilter { arguments += ["--filter", filter] }
        let counting = instructions ?? (metric == .instructions)
        arguments.append(counting ? "--instructions" : "--no-instructions")
        if metric.isExact && instructions == nil { arguments += ["--iterations", "2"] }
        let finished = try Shell.launch(arguments, in: side.tree)
        guard finished.status == 0, !finished.signaled, let dir = try ReportWriter.reportFolders(in: out).first else {
            let tail = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").suffix(2).joined(
                separator: " | ")
            BisectCommand.note(
                "\(commit.prefix(10)): the suite run failed (exit \(finished.status)), skipped: \(tail.prefix(200))")
            return nil
        }
        return read(try RunReport.load(path: out + "/" + dir))
    }

    /// The metric of each case of `report`.
    func read(_ report: RunReport) -> Measured {
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

    /// Halves the commits on the `followed` case: exact metrics are good when they equal
    /// good's value, times when nearer good's than bad's (in log terms). Returns the search
    /// and each commit's measurement by index.
    mutating func search(following followed: String, only: String, before: Measured, after: Measured) throws -> (
        BisectSearch, [Int: Measured]
    ) {
        var search = BisectSearch(count: commits.count)
        var measured: [Int: Measured] = [commits.count - 1: after]
        while let i = search.next {
            BisectCommand.note("[\(builds) builds] \(commits[i].prefix(10)) (\(i + 1) of \(commits.count)) …")
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
            BisectCommand.note("  \(metric.rawValue) = \(value): \(isGood ? "good" : "bad")")
            if isGood { search.markGood(i) } else { search.markBad(i) }
        }
        return (search, measured)
    }

    /// A commit's subject line.
    func subject(_ commit: String) -> String {
        RunEnvironment.git(["log", "-1", "--format=%s", commit], in: root) ?? ""
    }
}
