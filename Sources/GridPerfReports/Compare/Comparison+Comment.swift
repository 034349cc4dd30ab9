import Foundation
import GridPerfCore
import GridPerfModel

extension Comparison {
    /// GitHub refuses a comment longer than this many characters.
    package static let commentLimit = 65_536

    /// `65536` as `65,536`.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n)), out = ""
        while digits.count > 3 {
            out = "," + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }

    /// The geometric mean of head ÷ base instruction counts (a full pass's, or a scroll step's)
    /// over the cases that counted them on both sides, minus 1; `nil` with none. O(cases).
    package var instructionsGeometricMean: (change: Double, cases: Int)? {
        var logSum = 0.0, n = 0
        for c in cases {
            guard let m = c.metric(MetricKind.cpuInstructions) ?? c.metric(MetricKind.stepInstructions),
                let b = m.base, let h = m.head, b > 0, h > 0, m.note?.hasPrefix("instructions not comparable") != true
            else { continue }
            logSum += Foundation.log(h / b)
            n += 1
        }
        return n == 0 ? nil : (Foundation.exp(logSum / Double(n)) - 1, n)
    }

    /// The line a reviewer reads first: `instructions: geometric mean −3.1% over 26 cases; 0
    /// regressions; 0 output changes`.
    package var reviewLine: String {
        let instructions =
            instructionsGeometricMean.map {
                let percent =
                    Swift.abs($0.change) < 0.0005
                    ? "±0.0%" : String(format: "%+.1f%%", $0.change * 100).replacingOccurrences(of: "-", with: "−")
                return "instructions: geometric mean \(percent) over \($0.cases) case\($0.cases == 1 ? "" : "s")"
            } ?? "instructions: not counted"
        var parts = [instructions]
        let regressions = cases(.regression).count, changed = cases(.outputChanged).count,
            improved = cases(.improvement).count
        parts.append("\(regressions) regression\(regressions == 1 ? "" : "s")")
        parts.append("\(changed) output change\(changed == 1 ? "" : "s")")
        if improved > 0 { parts.append("\(improved) improvement\(improved == 1 ? "" : "s")") }
        if !comparability.comparable { parts.append("NOT COMPARABLE") }
        return parts.joined(separator: "; ")
    }

    /// A pull-request comment: `prefix` (a marker), the review line, `context` lines, then the
    /// Markdown diff — at most `limit` UTF-8 bytes (so at most as many characters), however
    /// many cases changed. Unchanged cases are cut first, then the changed metrics from the
    /// least bad, and the comment says so. O(cases × log cases).
    package func comment(prefix: String = "", context: [String] = [], limit: Int = commentLimit) -> String {
        let head =
            prefix + "**gridperf gate** — \(reviewLine)\n\n" + context.map { $0 + "\n" }.joined()
            + (context.isEmpty ? "" : "\n")
        let cut =
            "\n_Cut to stay under GitHub's \(Self.grouped(limit))-character limit: the whole comparison is in the workflow's artifact (comparison.md)._\n"
        func fits(_ body: String) -> Bool { head.utf8.count + body.utf8.count + cut.utf8.count <= limit }
        let full = markdown()
        if head.utf8.count + full.utf8.count <= limit { return head + full }
        // Largest number of unchanged rows that fits, with every changed row; else none of them
        // and the largest number of changed rows.
        let unchangedTotal = unchangedRows().count - 1
        if fits(markdown(unchangedRows: 0)) {
            var lo = 0, hi = unchangedTotal
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if fits(markdown(unchangedRows: mid)) { lo = mid } else { hi = mid - 1 }
            }
            return head + markdown(unchangedRows: lo) + cut
        }
        let changedTotal = [Verdict.outputChanged, .regression, .improvement].map { changeRows($0).count - 1 }.reduce(
            0, +)
        var lo = 0, hi = changedTotal
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(markdown(changeRows: mid, unchangedRows: 0)) { lo = mid } else { hi = mid - 1 }
        }
        let body = markdown(changeRows: lo, unchangedRows: 0)
        guard fits(body) else { return String(decoding: Array((head + cut).utf8.prefix(limit)), as: UTF8.self) }
        return head + body + cut
    }
}
