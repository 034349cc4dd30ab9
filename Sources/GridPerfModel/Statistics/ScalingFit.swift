import Foundation

/// How a metric grows with the item count N across a sweep: `value ≈ a·N^b`, fitted by least
/// squares on log N and log value, with a bootstrap 95% interval for the exponent b and the
/// fit's R² (on the logs).
///
/// b ≈ 1 is linear; b ≈ 2 quadratic. The interval comes from refitting on resampled passes:
/// each bootstrap round draws, for every N, as many samples as were measured (with
/// replacement) and fits their medians. Seeded, so a report is reproducible.
package struct ScalingFit: Hashable, Sendable, Codable {
    /// The workload identity without the count: the cases of one sweep share it.
    package var group: String
    /// A readable name for the sweep (the case label without `n=`).
    package var label: String
    package var metric: String
    package var counts: [Int]
    /// a in a·N^b (`nil` when not fitted).
    package var coefficient: Double?
    /// b in a·N^b.
    package var exponent: Double?
    package var exponentLow: Double?
    package var exponentHigh: Double?
    package var rSquared: Double?
    /// Why there is no fit (`alloc.bytes is 0 at n=1000`), `nil` when fitted.
    package var unavailable: String?

    /// Least squares of log y on log x: returns (a, b, R²) for y ≈ a·x^b. Needs two distinct x
    /// and positive values. O(n).
    package static func powerLaw(x: [Double], y: [Double]) -> (a: Double, b: Double, r2: Double)? {
        precondition(x.count == y.count)
        guard x.count >= 2, x.allSatisfy({ $0 > 0 }), y.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        let lx = x.map { Foundation.log($0) }, ly = y.map { Foundation.log($0) }
        let n = Double(x.count)
        let mx = lx.reduce(0, +) / n, my = ly.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for i in lx.indices {
            sxx += (lx[i] - mx) * (lx[i] - mx)
            sxy += (lx[i] - mx) * (ly[i] - my)
            syy += (ly[i] - my) * (ly[i] - my)
        }
        guard sxx > 0 else { return nil }
        let b = sxy / sxx
        let a = Foundation.exp(my - b * mx)
        let r2 = syy == 0 ? 1 : (sxy * sxy) / (sxx * syy)
        return (a, b, r2)
    }

    /// Fits `metric` over the sweep whose samples per count are given; `rounds` bootstrap
    /// rounds for the interval. Fewer than 3 distinct counts, or a value ≤ 0 anywhere, gives an
    /// unfitted result saying why.
    package static func fit(
        group: String, label: String, metric: String, samples: [(count: Int, values: [Double])],
        rounds: Int = 1000, seed: UInt64 = 1
    ) -> ScalingFit {
        let sorted = samples.sorted { $0.count < $1.count }
        var fit = ScalingFit(group: group, label: label, metric: metric, counts: sorted.map(\.count))
        guard Set(sorted.map(\.count)).count >= 3 else {
            fit.unavailable = "needs at least 3 item counts"
            return fit
        }
        guard sorted.allSatisfy({ !$0.values.isEmpty }) else {
            fit.unavailable = "\(metric) was not measured at every count"
            return fit
        }
        let medians = sorted.map { Statistics($0.values)!.median }
        if let zero = sorted.indices.first(where: { medians[$0] <= 0 }) {
            fit.unavailable = "\(metric) is \(medians[zero] == 0 ? "0" : "negative") at n=\(sorted[zero].count)"
            return fit
        }
        let x = sorted.map { Double($0.count) }
        guard let (a, b, r2) = powerLaw(x: x, y: medians) else {
            fit.unavailable = "no fit"
            return fit
        }
        fit.coefficient = a
        fit.exponent = b
        fit.rSquared = r2
        var rng = SplitMix64(seed: seed)
        var exponents: [Double] = []
        exponents.reserveCapacity(rounds)
        var draw: [Double] = []
        for _ in 0..<rounds {
            var y: [Double] = []
            for s in sorted {
                draw.removeAll(keepingCapacity: true)
                for _ in s.values { draw.append(s.values[rng.nextInt(in: 0...(s.values.count - 1))]) }
                y.append(Statistics.percentile(draw.sorted(), 0.5))
            }
            if let (_, bb, _) = powerLaw(x: x, y: y) { exponents.append(bb) }
        }
        if !exponents.isEmpty {
            exponents.sort()
            fit.exponentLow = Statistics.percentile(exponents, 0.025)
            fit.exponentHigh = Statistics.percentile(exponents, 0.975)
        }
        return fit
    }

    init(group: String, label: String, metric: String, counts: [Int]) {
        self.group = group
        self.label = label
        self.metric = metric
        self.counts = counts
    }
}

extension RunReport {
    /// The metrics whose growth is fitted (instructions only where they were counted: their
    /// exponent is exact, so a history sees an O(n) turn O(n log n) for certain).
    package static let fittedMetrics: [MetricKind] = [.timeTotal, .allocBytes, .cpuInstructions]

    /// Fits every sweep in the report: cases that differ only in their item count.
    package func scalingFits(rounds: Int = 1000) -> [ScalingFit] {
        var groups: [String: [CaseResult]] = [:]
        var order: [String] = []
        for c in cases where c.workload.scenario == .full {
            let key = c.workload.sweepIdentity
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(c)
        }
        var fits: [ScalingFit] = []
        for key in order {
            let members = groups[key]!
            guard Set(members.map(\.workload.count)).count >= 3 else { continue }
            let label = members[0].workload.label.replacingOccurrences(of: " n=\(members[0].workload.count)", with: "")
            // An animated layout's sweep: how a frame's time grows with the subviews.
            let kinds = members[0].metric(.animationFrames) != nil ? [.animationFrameTime] : Self.fittedMetrics
            for kind in kinds {
                let metric = kind.name
                if kind == .cpuInstructions, !members.contains(where: { $0.metric(kind)?.samples?.isEmpty == false }) {
                    continue
                }
                let samples = members.map { (count: $0.workload.count, values: $0.metric(kind)?.samples ?? []) }
                var fit = ScalingFit.fit(group: key, label: label, metric: metric, samples: samples, rounds: rounds)
                if let reason = members.compactMap({ $0.metric(kind)?.unavailable }).first {
                    fit = ScalingFit(group: key, label: label, metric: metric, counts: fit.counts)
                    fit.unavailable = reason
                }
                fits.append(fit)
            }
        }
        return fits
    }
}
