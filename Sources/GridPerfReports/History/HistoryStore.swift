import Foundation
import GridPerfCore
import GridPerfModel

/// One case's metric in one recorded run: its statistics and where it ran. No raw samples:
/// 21 quantiles (every 5%) stand for them, enough to test a change in time
/// (``ChangePoints``) the way `compare` does.
package struct HistoryPoint: Sendable, Equatable {
    package var runID: String
    package var createdAt: String
    package var commit: String?
    package var commitDirty: Bool
    package var machine: String
    package var caseID: String
    package var label: String
    package var layout: String
    package var scenario: String
    package var metric: String
    package var unit: String
    package var exact: Bool
    package var samples: Int
    package var median: Double
    package var p25: Double
    package var p75: Double
    /// The 0%, 5%, …, 100% quantiles of the run's samples.
    package var quantiles: [Double]

    package init(
        runID: String, createdAt: String, commit: String?, commitDirty: Bool, machine: String, caseID: String,
        label: String, layout: String, scenario: String, metric: String, unit: String, exact: Bool, samples: Int,
        median: Double, p25: Double, p75: Double, quantiles: [Double]
    ) {
        (self.runID, self.createdAt, self.commit, self.commitDirty, self.machine, self.caseID) = (
            runID, createdAt, commit, commitDirty, machine, caseID
        )
        (self.label, self.layout, self.scenario, self.metric, self.unit, self.exact, self.samples) = (
            label, layout, scenario, metric, unit, exact, samples
        )
        (self.median, self.p25, self.p75, self.quantiles) = (median, p25, p75, quantiles)
    }

    /// The run's level, what a time's change points are found on: the mean of its samples
    /// between the 10% and the 90% quantile (the mean of the 17 kept quantiles from 10% to 90%),
    /// or the median when the quantiles are not kept (and for an exact metric). A time can be
    /// bimodal within a run (a shared machine switches between speeds about 2× apart in spells of
    /// tens of milliseconds); the median then jumps from one mode to the other, while this trimmed
    /// mean moves with their proportion and still drops the tails' spikes (docs/PERFORMANCE.md
    /// "Time change points").
    package var level: Double {
        guard !exact, quantiles.count == HistoryStore.quantileCount else { return median }
        let inner = quantiles[2...18]
        let mean = inner.reduce(0, +) / Double(inner.count)
        return mean.isFinite ? mean : median
    }
}

/// The history database (`reports/history.sqlite`): per run its environment, per case its
/// workload, per metric its statistics. Written by `run`, `suite` and `compare --base-ref`,
/// read by `gridperf history`. Each run is recorded once (by run id), in one transaction.
package final class HistoryStore {
    /// The schema this gridperf writes (SQLite's `user_version`).
    package static let schemaVersion = 1
    /// The history's file name in a report folder (`reports/history.sqlite` by default).
    package static let fileName = "history.sqlite"
    /// How a run's samples are kept: this many quantiles, evenly spaced from 0 to 1.
    package static let quantileCount = 21

    let database: SQLiteDatabase
    package let path: String

    /// Opens the history at `path`, creating it (and its folder) when missing. An existing
    /// path must be a regular file (a directory, device or FIFO is refused, never replaced);
    /// a database of a newer schema is refused.
    package init(path: String) throws {
        self.path = path
        let fm = FileManager.default
        if try !Self.checkPath(path) {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, !fm.fileExists(atPath: folder) {
                do { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                    throw GridPerfError("--history \(path): cannot create the folder \(folder)")
                }
            }
        }
        database = try SQLiteDatabase(path: path)
        try database.transaction {
            var version = 0
            try database.query("PRAGMA user_version") { version = $0.first?.int ?? 0 }
            guard version <= Self.schemaVersion else {
                throw GridPerfError(
                    "\(path): a history of schema \(version), written by a newer gridperf (this one reads \(Self.schemaVersion))"
                )
            }
            // Probe that this is a database at all (a text file fails here, before anything is written).
            try database.execute("SELECT count(*) FROM sqlite_master")
            guard version < Self.schemaVersion else { return }
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS runs (
                    run_id TEXT PRIMARY KEY, created_at TEXT NOT NULL, recorded_at TEXT NOT NULL, source TEXT NOT NULL,
                    suite TEXT, commit_id TEXT, commit_dirty INTEGER NOT NULL, machine TEXT NOT NULL, cpu TEXT NOT NULL,
                    cores INTEGER NOT NULL, os TEXT NOT NULL, swift TEXT NOT NULL, allocator TEXT NOT NULL,
                    build TEXT NOT NULL, instruction_counter TEXT, gridperf TEXT NOT NULL)
                """)
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS cases (
                    run_id TEXT NOT NULL REFERENCES runs(run_id), case_id TEXT NOT NULL, identity TEXT NOT NULL,
                    label TEXT NOT NULL, layout TEXT NOT NULL, item_count INTEGER NOT NULL, scenario TEXT NOT NULL,
                    frame_hash TEXT NOT NULL, samples INTEGER NOT NULL, PRIMARY KEY (run_id, case_id))
                """)
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS metrics (
                    run_id TEXT NOT NULL, case_id TEXT NOT NULL, metric TEXT NOT NULL, unit TEXT NOT NULL,
                    exact INTEGER NOT NULL, n INTEGER, min REAL, p25 REAL, median REAL, p75 REAL, p90 REAL, p99 REAL,
                    max REAL, mean REAL, stddev REAL, mad REAL, quantiles TEXT, unavailable TEXT,
                    PRIMARY KEY (run_id, case_id, metric))
                """)
            try database.execute("CREATE INDEX IF NOT EXISTS metrics_by_name ON metrics(metric, case_id)")
            try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
        }
    }

    /// Whether a history exists at `path`; an error when something other than a regular file
    /// is there (a directory, device or FIFO is never opened as a database), or a symbolic
    /// link: a link in the output folder must not make gridperf write a file elsewhere. O(1).
    @discardableResult
    package static func checkPath(_ path: String) throws -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw GridPerfError(
                "--history \(path): a symbolic link; gridperf writes a history only to a file at that path, never through a link (give the file it points to)"
            )
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw GridPerfError("--history \(path): not a regular file") }
        return true
    }

    /// Records `report` (from `source`: run, suite, compare-base, compare-head or import) in one
    /// transaction, under ``runID(of:folder:)``; false when a run of that id is already there
    /// (nothing is written).
    /// O(cases × metrics × samples log samples).
    @discardableResult
    package func record(_ report: RunReport, source: String, folder: String? = nil, newRun: Bool = false) throws -> Bool
    {
        var report = report
        report.runID = Self.runID(of: report, folder: folder)
        if newRun {
            // A run that just finished is never a duplicate: one in the same second (and so of
            // the same run id) written to another folder is recorded as `<run id>-2`, `-3`, ….
            let base = report.runID
            var n = 2
            while try hasRun(report.runID) {
                report.runID = "\(base)-\(n)"
                n += 1
            }
        }
        typealias V = SQLiteDatabase.Value
        func text(_ s: String?) -> V { s.map { .text($0) } ?? .null }
        func real(_ d: Double?) -> V { d.map { $0.isFinite ? .real($0) : .null } ?? .null }
        return try database.transaction {
            try database.execute(
                "INSERT OR IGNORE INTO runs VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [
                    .text(report.runID), .text(report.createdAt), .text(RunReport.timestamp()), .text(source),
                    text(report.suite),
                    text(report.environment.commit), .integer((report.environment.commitDirty ?? false) ? 1 : 0),
                    .text(report.environment.machine), .text(report.environment.cpu),
                    .integer(Int64(report.environment.cores)),
                    .text(report.environment.os), .text(report.environment.swiftVersion),
                    .text(report.environment.allocator),
                    .text(report.environment.buildConfiguration), text(report.environment.instructionCounter),
                    .text(GridPerfVersion.number),
                ])
            guard database.changes == 1 else { return false }
            for c in report.cases {
                try database.execute(
                    "INSERT INTO cases VALUES (?,?,?,?,?,?,?,?,?)",
                    [
                        .text(report.runID), .text(c.caseID), .text(c.identity), .text(c.workload.label),
                        .text(c.workload.layout),
                        .integer(Int64(c.workload.count)), .text(c.workload.scenario.rawValue), .text(c.frameHash),
                        .integer(Int64(c.samples)),
                    ])
                for m in c.metrics {
                    let s = m.unavailable == nil ? m.statistics : nil
                    let quantiles = (m.samples.map { Self.quantiles(of: $0) } ?? []).map { "\($0)" }.joined(
                        separator: ",")
                    try database.execute(
                        "INSERT INTO metrics VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        [
                            .text(report.runID), .text(c.caseID), .text(m.name), .text(m.unit),
                            .integer(m.deterministic ? 1 : 0),
                            s.map { .integer(Int64($0.count)) } ?? .null, real(s?.min), real(s?.p25), real(s?.median),
                            real(s?.p75),
                            real(s?.p90), real(s?.p99), real(s?.max), real(s?.mean), real(s?.standardDeviation),
                            real(s?.mad),
                            s == nil || quantiles.isEmpty ? .null : .text(quantiles),
                            text(m.unavailable ?? (s == nil ? "no samples" : nil)),
                        ])
                }
            }
            try recordExponents(report)
            return true
        }
    }

    /// The name under which a sweep's fitted exponent of `metric` is recorded.
    package static func exponentMetric(_ metric: String) -> String { metric + ".exponent" }

    /// Each sweep's fitted exponents, as a case of its own (`sweep-…`, scenario `sweep`) with one
    /// metric per fitted metric: the median is b, p25 and p75 its interval. So a history follows
    /// b over commits like any metric, and sees an O(n) turn O(n log n) when no size moves
    /// beyond noise. Inside ``record(_:source:folder:newRun:)``'s transaction. O(fits × cases).
    func recordExponents(_ report: RunReport) throws {
        var added = Set<String>()
        for fit in report.scaling ?? [] {
            guard let b = fit.exponent, b.isFinite,
                let member = report.cases.first(where: { $0.workload.sweepIdentity == fit.group })
            else { continue }
            let caseID = "sweep-" + FrameHash.hex(of: fit.group)
            if added.insert(caseID).inserted {
                try database.execute(
                    "INSERT OR IGNORE INTO cases VALUES (?,?,?,?,?,?,?,?,?)",
                    [
                        .text(report.runID), .text(caseID), .text(fit.group), .text(fit.label + " (sweep)"),
                        .text(member.workload.layout),
                        .integer(Int64(fit.counts.max() ?? 0)), .text("sweep"), .text(""),
                        .integer(Int64(fit.counts.count)),
                    ])
            }
            let exact = MetricKind.named(fit.metric, unit: "", deterministic: false).isExact
            let low = fit.exponentLow ?? b, high = fit.exponentHigh ?? b
            try database.execute(
                "INSERT OR IGNORE INTO metrics VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [
                    .text(report.runID), .text(caseID), .text(Self.exponentMetric(fit.metric)), .text("exponent"),
                    .integer(exact ? 1 : 0),
                    .integer(Int64(fit.counts.count)), .real(low), .real(low), .real(b), .real(high), .real(high),
                    .real(high), .real(high),
                    .real(b), .null, .null, .text("\(low),\(b),\(high)"), .null,
                ])
        }
    }

    /// The id a report is recorded under: its report folder's name when that is the run id
    /// with a suffix (two runs in one second: `…Z-abc`, then `…Z-abc-2`), else its run id.
    package static func runID(of report: RunReport, folder: String?) -> String {
        guard let folder else { return report.runID }
        var path = folder
        if path.hasSuffix("/results.json") { path = (path as NSString).deletingLastPathComponent }
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(report.runID + "-") ? name : report.runID
    }

    /// The 21 quantiles (0, 5%, …, 100%) of `samples`; empty without samples. O(n log n).
    package static func quantiles(of samples: [Double]) -> [Double] {
        let sorted = samples.filter(\.isFinite).sorted()
        guard !sorted.isEmpty else { return [] }
        return (0..<quantileCount).map { Statistics.percentile(sorted, Double($0) / Double(quantileCount - 1)) }
    }

    /// Every measured point of `metric` (or, when `nil`, each case's gating time: `time.total`,
    /// or `step.time` for a scenario), for `layout` when given, in recording order.
    package func points(layout: String? = nil, metric: String? = nil) throws -> [HistoryPoint] {
        try points(layout: layout, metrics: metric.map { [$0] })
    }

    /// Every measured point of any of `metrics` (each case's gating time when `nil`).
    package func points(layout: String? = nil, metrics: [String]?) throws -> [HistoryPoint] {
        var sql = """
            SELECT r.run_id, r.created_at, r.commit_id, r.commit_dirty, r.machine, c.case_id, c.label, c.layout, c.scenario,
                   m.metric, m.unit, m.exact, m.n, m.median, m.p25, m.p75, m.quantiles
            FROM metrics m JOIN cases c ON c.run_id = m.run_id AND c.case_id = m.case_id JOIN runs r ON r.run_id = m.run_id
            WHERE m.median IS NOT NULL
            """
        var arguments: [SQLiteDatabase.Value] = []
        if let metrics {
            sql += " AND m.metric IN (" + metrics.map { _ in "?" }.joined(separator: ",") + ")"
            arguments += metrics.map { .text($0) }
        } else {
            sql +=
                " AND ((c.scenario = 'full' AND m.metric = '\(MetricKind.timeTotal.name)') OR (c.scenario != 'full' AND m.metric = '\(MetricKind.stepTime.name)'))"
        }
        if let layout {
            sql += " AND c.layout = ?"
            arguments.append(.text(layout))
        }
        sql += " ORDER BY r.created_at, r.rowid, m.rowid"
        var out: [HistoryPoint] = []
        try database.query(sql, arguments) { row in
            out.append(
                HistoryPoint(
                    runID: row[0].string ?? "", createdAt: row[1].string ?? "", commit: row[2].string,
                    commitDirty: row[3].int == 1,
                    machine: row[4].string ?? "", caseID: row[5].string ?? "", label: row[6].string ?? "",
                    layout: row[7].string ?? "",
                    scenario: row[8].string ?? "", metric: row[9].string ?? "", unit: row[10].string ?? "",
                    exact: row[11].int == 1,
                    samples: row[12].int ?? 0, median: row[13].double ?? .nan, p25: row[14].double ?? .nan,
                    p75: row[15].double ?? .nan,
                    quantiles: (row[16].string ?? "").split(separator: ",").compactMap { Double($0) }))
        }
        return out
    }

    func hasRun(_ id: String) throws -> Bool {
        var found = false
        try database.query("SELECT 1 FROM runs WHERE run_id = ?", [.text(id)]) { _ in found = true }
        return found
    }

    /// How many runs are recorded.
    package func runCount() throws -> Int {
        var n = 0
        try database.query("SELECT count(*) FROM runs") { n = $0.first?.int ?? 0 }
        return n
    }
}
