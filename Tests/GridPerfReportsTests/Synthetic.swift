import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfModel
import GridPerfReports

/// Reports built by hand, for comparison tests.
enum Synthetic {
    static let environment = RunEnvironment(
        commit: "abc", commitDirty: false, machine: "m", cpu: "cpu", cores: 2, memoryGiB: 8, os: "Linux",
        swiftVersion: "Swift 6.3", allocator: "jemalloc 5.3.0", allocationStats: true, buildConfiguration: "release")

    /// `count` timing samples around `median` ns, ±`noise` (a fraction), from a seeded generator.
    static func times(_ median: Double, noise: Double = 0.01, count: Int = 30, seed: UInt64 = 7) -> [Double] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in median * (1 + noise * (2 * rng.nextUnit() - 1)) }
    }

    static func result(
        count: Int = 1000, layout: String = "waterfall", times: [Double], calls: Double = 2000, hits: Double = 2000,
        allocBytes: Double = 0, hash: String = "00000000000000aa"
    ) -> CaseResult {
        let w = Workload(layout: layout, parameters: .object(["columns": .number(4)]), count: count)
        let n = times.count
        let metrics = [
            Metric(name: MetricKind.timeTotal.name, unit: "ns", deterministic: false, samples: times),
            Metric(
                name: MetricKind.allocBytes.name, unit: "B", deterministic: true,
                samples: Array(repeating: allocBytes, count: n)),
            Metric(
                name: MetricKind.measureCalls.total.name, unit: "calls", deterministic: true,
                samples: Array(repeating: calls, count: n)),
            Metric(
                name: MetricKind.measureHits.total.name, unit: "calls", deterministic: true,
                samples: Array(repeating: hits, count: n)),
        ]
        return CaseResult(
            workload: w, identity: w.identity, caseID: FrameHash.hex(of: w.identity), options: RunOptions(),
            samples: n, size: Size(width: 390, height: 100), frameHash: hash, deterministic: true,
            metrics: metrics, nsPerItem: nil, passesPerSecond: nil)
    }

    static func report(_ cases: [CaseResult], environment: RunEnvironment = environment, id: String = "run")
        -> RunReport
    {
        RunReport(
            runID: id, createdAt: "2026-11-22T00:00:00Z", environment: environment,
            harnessOverhead: HarnessOverhead(timedWindowNs: 60, bookkeepingNs: 150, allocationCountReadNs: nil),
            cases: cases)
    }
}
