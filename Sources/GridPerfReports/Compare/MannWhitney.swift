import Foundation
import GridPerfModel

/// The Mann–Whitney U test (Wilcoxon rank-sum): do two samples come from the same
/// distribution, against a shift of one? Rank-based, so robust to the outliers and skew of
/// timing samples, where a t-test is not.
package enum MannWhitney {
    /// The two-sided p-value for samples `a` and `b`, from the normal approximation with the
    /// tie correction and a continuity correction (fine from about 8 samples a side).
    /// Returns 1 when either side is empty or every value is tied. O((m + n) log(m + n)).
    package static func pValue(_ a: [Double], _ b: [Double]) -> Double {
        let m = Double(a.count), n = Double(b.count)
        guard m > 0, n > 0 else { return 1 }
        // Rank the pooled samples; ties share their mean rank.
        var pooled = a.map { ($0, true) } + b.map { ($0, false) }
        pooled.sort { $0.0 < $1.0 }
        var rankSumA = 0.0
        var tieTerm = 0.0
        var i = 0
        while i < pooled.count {
            var j = i
            while j + 1 < pooled.count && pooled[j + 1].0 == pooled[i].0 { j += 1 }
            let rank = Double(i + j + 2) / 2  // ranks are 1-based: (i+1 + j+1) / 2
            let t = Double(j - i + 1)
            if t > 1 { tieTerm += t * t * t - t }
            for k in i...j where pooled[k].1 { rankSumA += rank }
            i = j + 1
        }
        let u = rankSumA - m * (m + 1) / 2
        let mean = m * n / 2
        let total = m + n
        let variance = m * n / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return 1 }
        let z = (Swift.abs(u - mean) - 0.5) / variance.squareRoot()
        guard z > 0 else { return 1 }
        return Swift.min(1, erfc(z / 2.0.squareRoot()))
    }
}
