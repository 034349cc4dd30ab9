import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf gate --base REF`: the pull-request gate. Builds the merge base of REF and HEAD in
/// a worktree (cached) and runs the suite with both builds on this machine: instructions once
/// a side (exact), then interleaved rounds for the times. Nothing committed is read: no
/// baseline goes stale when the toolchain or the runner image changes.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Gate a change: its merge base and HEAD measured in the same job, compared exactly.",
        discussion: """
            Frames, counters, allocations and instruction counts are compared exactly (instructions \
            counted once a side: they do not vary); times as an interleaved A/B judges them. With \
            --shard K/N each job runs its share; `gridperf gate merge` joins the shards into one verdict.
            Writes <output>/base.json, head.json, comparison.md (all of it), comparison.json and \
            comment.md (a pull-request comment opening with one line for the reviewer, cut to stay \
            under GitHub's 65,536 characters).
            A commit between the base and HEAD with a `Gridperf-Accept: <why>` line in its message \
            accepts the changes (exit 0, the verdict still shown).
            Exit codes: 0 no change, or accepted; 1 bad input; 2 regression; 3 output changed; \
            5 not comparable; 64 usage.
            """,
        subcommands: [GateRunCommand.self, GateMergeCommand.self],
        defaultSubcommand: GateRunCommand.self)
}

/// `gridperf gate [run] --base REF`.
struct GateRunCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measure the merge base of --base and HEAD against HEAD, and judge.")

    @Option(
        name: .long, help: "The branch the change goes into (origin/main); the gate measures its merge base with HEAD.")
    var base: String

    @Option(
        name: .long,
        help: "The suite (default Benchmarks/ci.json; each side runs its own commit's copy when it has one).")
    var suite: String = "Benchmarks/ci.json"

    @Option(
        name: .long, parsing: .unconditional,
        help: "Rounds of each side, interleaved (the first also counts instructions).")
    var rounds: Checked<Count> = "3"

    @Option(
        name: .long,
        help: ArgumentHelp("Run only shard K of N of the suite (join with `gridperf gate merge`).", valueName: "K/N"))
    var shard: Checked<ShardSpec>?

    @Option(name: .long, help: "Run only the cases whose label or identity matches this regular expression.")
    var filter: String?

    @Option(name: .long, help: "Directory for the gate's files.")
    var output: String = "reports/gate"

    @Option(
        name: .long,
        help:
            "The history whose runs teach each case its run-to-run noise (the time threshold); used when the file exists."
    )
    var history: String = "reports/history.sqlite"

    func run(_ invocation: Invocation) throws {
        let root = try BaseBuild.repositoryRoot()
        let baseTip: String
        do { baseTip = try BaseBuild.resolve(base, in: root) } catch let e as GridPerfError {
            throw e.prefixed("--base", separator: " ")
        }
        let head = try BaseBuild.resolve("HEAD", in: root)
        guard
            let mergeBase = try? Shell.run(["git", "merge-base", baseTip, head], in: root).trimmingCharacters(
                in: .whitespacesAndNewlines),
            !mergeBase.isEmpty
        else {
            throw GridPerfError("--base \(base): has no common history with HEAD")
        }
        guard mergeBase != head else {
            print("gate: HEAD (\(head.prefix(10))) is the merge base itself: nothing to compare")
            return
        }
        let rounds = try rounds.value("--rounds")
        var arguments: [String] = []
        if let (k, n) = try shard?.value("--shard") { arguments += ["--shard", "\(k)/\(n)"] }
        if let filter { arguments += ["--filter", filter] }
        let dirty = !(RunEnvironment.git(["status", "--porcelain", "--untracked-files=no"], in: root) ?? "").isEmpty
        BaseBuild.note(
            "gate: base \(mergeBase.prefix(10)) (merge base of \(base) and HEAD) against HEAD \(head.prefix(10))\(dirty ? " with uncommitted changes" : "")"
        )
        let (baseReport, headReport) = try ABRun(
            ref: mergeBase, suite: suite, rounds: rounds, instructionsOnce: true,
            suiteArguments: arguments, option: "--base", invocation: invocation
        ).run()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try AtomicFile.write(try baseReport.jsonData(), to: output + "/base.json")
        try AtomicFile.write(try headReport.jsonData(), to: output + "/head.json")
        try Gate.judge(
            base: baseReport, head: headReport, output: output, root: root, range: "\(mergeBase)..\(head)",
            noise: try Gate.noise(history: history, root: root))
    }
}

/// `gridperf gate merge DIR...`.
struct GateMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the output folders of `gate --shard K/N` runs into one verdict and one comment.")

    @Argument(help: "The shards' output folders (each holding base.json and head.json).")
    var shards: [String] = []

    @Option(name: .long, help: "Directory for the joined gate's files.")
    var output: String = "reports/gate"

    @Option(
        name: .long,
        help:
            "The history whose runs teach each case its run-to-run noise (the time threshold); used when the file exists."
    )
    var history: String = "reports/history.sqlite"

    func run() throws {
        guard !shards.isEmpty else { throw GridPerfError("gate merge: give the shards' output folders") }
        let bases = try shards.map { try RunReport.load(path: $0 + "/base.json") }
        let heads = try shards.map { try RunReport.load(path: $0 + "/head.json") }
        let base = try RunReport.union(bases, runID: bases[0].runID + "-merged")
        let head = try RunReport.union(heads, runID: heads[0].runID + "-merged")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let root = try? BaseBuild.repositoryRoot()
        let range = [base.environment.commit, head.environment.commit].compactMap { $0 }
        try Gate.judge(
            base: base, head: head, output: output, root: root,
            range: range.count == 2 ? range.joined(separator: "..") : nil,
            noise: try Gate.noise(history: history, root: root))
    }
}

/// What the gate does with two measured sides.
enum Gate {
    /// The pull-request comment's first line, by which the comment workflow finds its own comment.
    static let marker = "<!-- gridperf-gate -->\n"

    /// Compares, prints, writes comparison.md/.json and comment.md, and exits as `compare` does,
    /// unless a commit in `range` accepts the change.
    static func judge(
        base: RunReport, head: RunReport, output: String, root: String?, range: String?,
        noise: [String: CaseNoise]? = nil
    ) throws {
        var options = ComparisonOptions()
        options.gateTimes = true
        let thresholds = timeThresholds(head: head, noise: noise)
        for (caseID, n) in noise ?? [:] where n.learned { options.caseMinEffect[caseID] = n.threshold }
        // Two builds place code and data differently: the simulated caches see other addresses
        // (docs/PERFORMANCE.md#cache-miss-tolerance).
        for kind in [MetricKind.cpuD1Misses, MetricKind.cpuLLMisses] {
            options.reportedOnly[kind.name] =
                "reported, not judged: simulated cache misses move with the build's memory layout"
        }
        let comparison = Comparison(base: base, head: head, options: options)
        let accepted = root.flatMap { root in range.flatMap { acceptance(in: $0, root: root) } }
        let rounds = head.cases.first?.rounds?.count ?? 1
        var context = [
            "base `\(base.environment.commit ?? "?")` (merge base) → head `\(head.environment.commit ?? "?")`, measured in the same job: "
                + "instructions counted once a side; times from \(rounds) rounds of passes a side, the sides' runs interleaved."
        ]
        if let accepted { context.append("Accepted by \(accepted): the gate passes with the changes below.") }
        context.append(thresholds)
        try AtomicFile.write(comparison.markdown, to: output + "/comparison.md")
        try AtomicFile.write(try comparison.jsonData(), to: output + "/comparison.json")
        try AtomicFile.write(comparison.comment(prefix: marker, context: context), to: output + "/comment.md")
        print("gate: \(comparison.reviewLine)")
        print(comparison.text, terminator: "")
        print("gate: the comment is in \(output)/comment.md")
        let status = ExitStatus.verdict(of: comparison, failOnImprovement: false, allowIncomparable: false)
        if status == .success { return }
        if let accepted, status == .regression || status == .outputChanged {
            print("gate: \(status == .regression ? "regression" : "output change") accepted by \(accepted)")
            return
        }
        throw status
    }

    /// Each case's time noise, learned from the history at `history` (its `time.total` series,
    /// runs in commit order); `nil` when the file does not exist.
    static func noise(history: String, root: String?) throws -> [String: CaseNoise]? {
        guard FileManager.default.fileExists(atPath: history) else { return nil }
        let store = try HistoryStore(path: history)
        let points = try store.points(metric: MetricKind.timeTotal.name)
        let ordered = root.map { CommitOrder.load(directory: $0).sort(points).points } ?? points
        var out: [String: CaseNoise] = [:]
        let signals = try store.points(metrics: MetricKind.machineKinds.map(\.name))
        for s in HistorySeries.build(ordered, signals: signals) { if let n = s.noise { out[s.caseID] = n } }
        return out
    }

    /// The comment's line on time thresholds: per case, its noise and threshold, or today's rule.
    static func timeThresholds(head: RunReport, noise: [String: CaseNoise]?) -> String {
        guard let noise else {
            return "Time thresholds: no history here, so every case uses today's rule (a 5% minimum effect)."
        }
        let lines = head.cases.map { c -> String in
            guard let n = noise[c.caseID] else { return "- \(c.workload.label): not in the history; 5% (today's rule)" }
            return "- \(c.workload.label): \(n.description)"
        }
        return "Time thresholds per case, learned from the history (the larger of 5% and what two runs of unchanged "
            + "code exceed 1% of the time, e^(2.576·√2·σ) − 1):\n" + lines.joined(separator: "\n")
    }

    /// `<commit>: <why>` for the newest commit in `range` whose message has a
    /// `Gridperf-Accept: <why>` line; `nil` when none has.
    static func acceptance(in range: String, root: String) -> String? {
        guard
            let log = RunEnvironment.git(
                ["log", "--format=%h%x09%(trailers:key=Gridperf-Accept,valueonly,separator=%x20)", range], in: root)
        else {
            return nil
        }
        for line in log.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, !parts[1].isEmpty { return "\(parts[0]) (\(parts[1]))" }
        }
        return nil
    }
}
