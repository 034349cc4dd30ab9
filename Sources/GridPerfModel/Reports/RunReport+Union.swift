import GridPerfCore

extension RunReport {
    /// Joins the reports of shards of one suite (`suite --shard K/N`) into one report, as if
    /// the whole suite had run: every case once, the environment of the first. Reports from
    /// different builds — commit, build configuration, toolchain, allocator, instruction
    /// counter — cannot be joined, nor can two holding the same case. Different machines
    /// (CI's matrix jobs) can: the report's machine then lists them. O(cases).
    package static func union(_ reports: [RunReport], runID: String) throws -> RunReport {
        guard let first = reports.first else { throw GridPerfError("merge: no reports given") }
        var environment = first.environment
        var machines = [first.environment.machine]
        var seen: [String: String] = [:]
        var cases: [CaseResult] = []
        for (k, report) in reports.enumerated() {
            let e = report.environment
            let checks: [(String, String?, String?)] = [
                ("commit", environment.commit, e.commit),
                ("build configuration", environment.buildConfiguration, e.buildConfiguration),
                ("Swift version", environment.swiftVersion, e.swiftVersion),
                ("allocator", environment.allocator, e.allocator),
                ("instruction counter", environment.instructionCounter, e.instructionCounter),
                ("suite", first.suite, report.suite),
            ]
            for (what, a, b) in checks where a != b {
                throw GridPerfError(
                    "merge: \(report.runID) has another \(what) (\(b ?? "none")) than \(first.runID) (\(a ?? "none")): shards of one build only"
                )
            }
            if !machines.contains(e.machine) { machines.append(e.machine) }
            for c in report.cases {
                if let other = seen[c.identity] {
                    throw GridPerfError(
                        "merge: \(c.workload.label) is in both \(other) and \(report.runID) (reports \(k + 1) and an earlier one)"
                    )
                }
                seen[c.identity] = report.runID
                cases.append(c)
            }
        }
        environment.machine = machines.joined(separator: ", ")
        var merged = RunReport(
            runID: runID, createdAt: first.createdAt, environment: environment,
            harnessOverhead: first.harnessOverhead, cases: cases, suite: first.suite)
        let fits = merged.scalingFits()
        merged.scaling = fits.isEmpty ? nil : fits
        return merged
    }
}
