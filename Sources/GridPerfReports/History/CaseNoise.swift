import Foundation
import GridPerfModel

/// A case's run-to-run noise in one time metric, learned from its history: the spread between
/// runs of unchanged code — reruns of one commit, and consecutive commits at which none of the
/// case's exact metrics (instructions, allocations, counters, frames) moved.
///
/// σ is the standard deviation of ln(time) of one run, estimated robustly from the pairs'
/// absolute differences: for two runs of the same code, |a − b| is half-normal with scale
/// σ√2, whose median is 0.6745 σ√2, so σ = 1.4826 × median |a − b| / √2.
package struct CaseNoise: Sendable, Equatable {
    /// σ of ln(time) between runs of the same code.
    package var sigma: Double
    /// The pairs of runs it was learned from.
    package var pairs: Int

    /// The fewest pairs of unchanged runs from which a case's own noise is trusted.
    package static let minimumPairs = 5
    /// The floor of the minimum effect: today's rule (`compare`'s 5%).
    package static let floorEffect = 0.05
    /// z for a two-sided false-alarm rate of 1%.
    package static let z = 2.576
    /// The σ whose threshold is exactly the floor: what a case with too little history is
    /// assumed to have (≈ 1.4%).
    package static let fallbackSigma = log(1 + floorEffect) / (z * 2.0.squareRoot())
    /// The smallest σ used: identical times (a coarse clock) must not make every move significant.
    package static let minimumSigma = 0.001

    package init(sigma: Double, pairs: Int) {
        self.sigma = sigma
        self.pairs = pairs
    }

    /// Learned from ``minimumPairs`` pairs or more; otherwise today's rule applies.
    package var learned: Bool { pairs >= Self.minimumPairs }

    /// The σ detection uses: the learned one; with too little history, the larger of
    /// ``fallbackSigma`` and what the few pairs show (a noisy machine must not look calm
    /// because its history is short).
    package var effectiveSigma: Double {
        learned ? Swift.max(sigma, Self.minimumSigma) : Swift.max(Self.fallbackSigma, pairs >= 2 ? sigma : 0)
    }

    /// One run's noise as a relative change: e^σ − 1.
    package var relative: Double { exp(effectiveSigma) - 1 }

    /// The smallest change of a time that counts between two runs (the gate): the larger of
    /// 5% and the change two single runs of unchanged code exceed with probability 1%
    /// (e^(z √2 σ) − 1); 5% (today's rule) with too little history.
    package var threshold: Double {
        learned ? Swift.max(Self.floorEffect, exp(Self.z * 2.0.squareRoot() * effectiveSigma) - 1) : Self.floorEffect
    }

    /// `±3.1% run-to-run (from 12 pairs); threshold 11.3%`, or why today's rule applies.
    package var description: String {
        func percent(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
        guard learned else {
            return
                "too little history (\(pairs) pair\(pairs == 1 ? "" : "s") of unchanged runs, \(Self.minimumPairs) needed): threshold \(percent(threshold)) (today's rule); detection assumes ±\(percent(relative))"
        }
        return "±\(percent(relative)) run-to-run (from \(pairs) pairs); threshold \(percent(threshold))"
    }

    /// `±3.1% run-to-run` or `±1.4% assumed`: the noise beside a change point.
    package var summary: String {
        String(format: "±%.1f%% ", relative * 100) + (learned ? "run-to-run" : "assumed: too little history")
    }

    /// The noise learned from absolute differences of ln(time) between runs of unchanged code.
    package static func learn(_ differences: [Double]) -> CaseNoise {
        let d = differences.filter(\.isFinite).map(Swift.abs).sorted()
        guard !d.isEmpty else { return CaseNoise(sigma: 0, pairs: 0) }
        let median = d.count % 2 == 1 ? d[d.count / 2] : (d[d.count / 2 - 1] + d[d.count / 2]) / 2
        return CaseNoise(sigma: 1.4826 * median / 2.0.squareRoot(), pairs: d.count)
    }
}
