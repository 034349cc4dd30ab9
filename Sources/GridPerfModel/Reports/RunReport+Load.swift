import Foundation
import GridPerfCore

extension RunReport {
    /// Reads a report from a run directory (its `results.json`) or a JSON file.
    package static func load(path: String) throws -> RunReport {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
            throw GridPerfError("\(path): no such file or directory")
        }
        let file = isDir.boolValue ? (path as NSString).appendingPathComponent("results.json") : path
        if isDir.boolValue, !fm.fileExists(atPath: file) {
            throw GridPerfError("\(path): not a report directory (no results.json)")
        }
        let data = try InputFile.read(file)
        return try decode(data, source: file)
    }

    /// Several runs of the same cases as one: samples of a case are pooled (in run order) and
    /// statistics recomputed; environment and overhead are the first run's. Cases keep the
    /// first run's order; a case missing from some runs keeps the samples it has. Used by the
    /// interleaved A/B comparison.
    package static func merged(_ runs: [RunReport], runID: String) -> RunReport? {
        guard let first = runs.first else { return nil }
        var order: [String] = []
        var byID: [String: CaseResult] = [:]
        for run in runs {
            for c in run.cases {
                guard var existing = byID[c.identity] else {
                    var first = c
                    first.rounds = c.rounds ?? [c.samples]
                    byID[c.identity] = first
                    order.append(c.identity)
                    continue
                }
                existing.samples += c.samples
                existing.rounds = (existing.rounds ?? []) + (c.rounds ?? [c.samples])
                existing.options.iterations += c.options.iterations
                existing.options.maxTime += c.options.maxTime
                existing.options.rounds = existing.rounds?.count
                existing.deterministic = existing.deterministic && c.deterministic && existing.frameHash == c.frameHash
                existing.metrics = existing.metrics.map { m in
                    guard let other = c.metric(m.name), let a = m.samples, let b = other.samples, m.unavailable == nil,
                        other.unavailable == nil
                    else {
                        return m
                    }
                    return Metric(name: m.name, unit: m.unit, deterministic: m.deterministic, samples: a + b)
                }
                if let total = existing.metric(MetricKind.timeTotal)?.statistics?.median {
                    existing.nsPerItem = existing.workload.count > 0 ? total / Double(existing.workload.count) : nil
                    existing.passesPerSecond = total > 0 ? 1e9 / total : nil
                }
                byID[c.identity] = existing
            }
        }
        // Scaling fits are the caller's to make (a comparison does not need them).
        return RunReport(
            runID: runID, createdAt: first.createdAt, environment: first.environment,
            harnessOverhead: first.harnessOverhead, cases: order.map { byID[$0]! }, suite: first.suite)
    }
}
