/// The arithmetic of justified rows, as in photo galleries: items of known aspect ratios
/// (width ÷ height) fill rows; a row closes with the item that makes it at least as wide as
/// the container at the target height, and is then scaled so that it fills the width
/// exactly: its height is (W − s·(k − 1)) ÷ Σ ratios. The last row keeps the target height
/// and is left ragged.
public enum JustifiedRowsMath {
    public struct Row: Equatable, Sendable {
        public var range: Range<Int>
        public var height: Double
    }

    /// Breaks `ratios` into rows for width `width`. O(n).
    public static func rows(ratios: [Double], width: Double, targetHeight: Double, spacing: Double) -> [Row] {
        var rows: [Row] = []
        var start = 0, sum = 0.0
        for (i, r) in ratios.enumerated() {
            sum += r
            let count = i - start + 1
            let atTarget = sum * targetHeight + spacing * Double(count - 1)
            if atTarget >= width {
                let height = sum > 0 ? Swift.max(0, width - spacing * Double(count - 1)) / sum : targetHeight
                rows.append(Row(range: start..<(i + 1), height: height))
                start = i + 1
                sum = 0
            }
        }
        if start < ratios.count { rows.append(Row(range: start..<ratios.count, height: targetHeight)) }
        return rows
    }
}
