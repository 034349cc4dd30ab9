import Foundation
import GridPerfCore
import GridPerfModel

/// One case's metric over the recorded runs, in commit order, with its change points.
package struct HistorySeries: Sendable {
    package var caseID: String
    package var label: String
    package var metric: String
    package var unit: String
    package var exact: Bool
    package var points: [HistoryPoint]
    /// By index into `points`.
    package var changes: [Int: ChangePoint]
    /// A time's noise, learned from the history (``CaseNoise``); `nil` for other metrics.
    package var noise: CaseNoise?
    /// A time's runs not yet confirmed by later commits (indices into `points`).
    package var pending: Set<Int> = []
    /// A time's runs flagged as an environment effect: the machine was busy.
    package var busy: Set<Int> = []
    /// A time's segments between change points: runs and level.
    package var segments: [(runs: Range<Int>, level: Double)] = []

    /// Groups `points` by case and metric (in order of first appearance) and finds each
    /// series' change points. `points` must already be in commit order. Exact metrics change
    /// at the first commit where they moved; times are analysed per commit (``TimeHistory``),
    /// with the runs whose machine signals say the machine was busy during the case flagged
    /// (``busyRuns(_:)``).
    /// `minEffect` is the floor of a time's minimum effect; `alpha` is kept for callers.
    /// `signals`: the machine signals of the runs (`machine.cpu.share`, `machine.steal` points)
    /// when `points` holds only the metrics shown; `nil`: they are among `points`.
    package static func build(
        _ points: [HistoryPoint], signals: [HistoryPoint]? = nil, minEffect: Double = 0.05, alpha: Double = 0.01
    ) -> [HistorySeries] {
        var order: [String] = []
        var groups: [String: [HistoryPoint]] = [:]
        for p in points {
            let key = p.caseID + " " + p.metric
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(p)
        }
        var series = order.map { key in
            let members = groups[key]!
            let first = members[0]
            let kind = MetricKind.named(first.metric, unit: first.unit, deterministic: first.exact)
            var changes: [Int: ChangePoint] = [:]
            if first.unit == "exponent" {
                // A fit of exact counts is exact too, but a 1% move at one size nudges b: only
                // a step that changes the growth counts.
                changes =
                    first.exact
                    ? ChangePoints.exact(members.map(\.median), tolerance: { _ in ChangePoints.exponentStep / 5 })
                    : TimeHistory.exponentChanges(members)
            } else if first.exact {
                changes = ChangePoints.exact(members.map(\.median), tolerance: { kind.defaultTolerance(base: $0) })
            }
            return HistorySeries(
                caseID: first.caseID, label: first.label, metric: first.metric, unit: first.unit,
                exact: first.exact, points: members, changes: changes)
        }
        // The commits at which each case's exact metrics moved.
        var exactMoves: [String: Set<String>] = [:]
        for s in series where s.exact && s.unit != "exponent" {
            for i in s.changes.keys { exactMoves[s.caseID, default: []].insert(TimeHistory.commitKey(s.points[i])) }
        }
        let busy = Self.busyRuns(signals ?? points)
        for k in series.indices {
            let s = series[k]
            guard !s.exact, s.unit != "exponent", MetricKind.named(s.metric, unit: s.unit, deterministic: false).isTime
            else { continue }
            let t = TimeHistory(
                s.points, exactMoves: exactMoves[s.caseID] ?? [], busyRuns: busy[s.caseID] ?? [], minEffect: minEffect)
            series[k].changes = t.changes
            series[k].noise = t.noise
            series[k].pending = t.pending
            series[k].busy = t.busy
            series[k].segments = t.segments
        }
        return series
    }
}

/// The order of commits, from git: parents before children.
package struct CommitOrder: Sendable {
    /// Short commit (10 hex digits, as reports store them) → position.
    var positions: [String: Int]

    package init(positions: [String: Int]) { self.positions = positions }

    /// Every commit reachable from any ref in `directory`, oldest first (`git rev-list
    /// --topo-order --reverse --all`); empty outside a checkout.
    package static func load(directory: String = FileManager.default.currentDirectoryPath) -> CommitOrder {
        let list = RunEnvironment.git(["rev-list", "--topo-order", "--reverse", "--all"], in: directory) ?? ""
        var positions: [String: Int] = [:]
        for (i, line) in list.split(separator: "\n").enumerated() { positions[String(line.prefix(10))] = i }
        return CommitOrder(positions: positions)
    }

    /// `points` (in recording order) in commit order, runs of one commit in recording order.
    /// When a point's commit is not in this checkout, the recording order is kept and the
    /// reason returned.
    package func sort(_ points: [HistoryPoint]) -> (points: [HistoryPoint], note: String?) {
        let unknown = Set(
            points.compactMap { p -> String? in
                guard let commit = p.commit else { return "no commit" }
                return positions[commit] == nil ? commit : nil
            })
        guard unknown.isEmpty else {
            return (
                points,
                "in recording order: \(unknown.count) commit\(unknown.count == 1 ? "" : "s") not in this checkout (\(unknown.sorted().prefix(3).joined(separator: ", ")))"
            )
        }
        let sorted = points.enumerated().sorted { a, b in
            let pa = positions[a.element.commit!]!, pb = positions[b.element.commit!]!
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
        return (sorted, nil)
    }

    /// The commits after `rev` (descendants, and anything on other refs not reachable from it)
    /// and `rev` itself, as short ids; an error when git cannot resolve it.
    package static func since(_ rev: String, directory: String = FileManager.default.currentDirectoryPath) throws
        -> Set<String>
    {
        guard
            let resolved = RunEnvironment.git(["rev-parse", "--verify", "--quiet", rev + "^{commit}"], in: directory),
            !resolved.isEmpty
        else {
            throw GridPerfError("--since \(GridPerfError.quoted(rev, limit: 80)): not a commit in this checkout")
        }
        let list = RunEnvironment.git(["rev-list", "--all", "^" + resolved], in: directory) ?? ""
        return Set(list.split(separator: "\n").map { String($0.prefix(10)) } + [String(resolved.prefix(10))])
    }
}

extension HistorySeries {
    /// The runs, by case, during which the machine was busy (``MachineSignals``): the case's
    /// thread had less than 90% of its wall time on a CPU, or the host stole more than 5%. From
    /// what the machine did, recorded with the run (`machine.cpu.share`, `machine.steal`),
    /// never from the code's own times: a run recorded without them is never flagged. O(points).
    package static func busyRuns(_ points: [HistoryPoint]) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for p in points {
            let busy: Bool
            switch p.metric {
            case MetricKind.machineCPUShare.name: busy = MachineSignals.busy(cpuShare: p.median, steal: nil)
            case MetricKind.machineSteal.name: busy = MachineSignals.busy(cpuShare: nil, steal: p.median)
            default: continue
            }
            if busy { out[p.caseID, default: []].insert(p.runID) }
        }
        return out
    }
}
