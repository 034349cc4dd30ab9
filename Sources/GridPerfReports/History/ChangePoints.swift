import Foundation
import GridPerfCore
import GridPerfModel

/// Where a series of recorded values moved for good.
package struct ChangePoint: Sendable, Equatable {
    /// After ÷ before − 1 (medians).
    package var relative: Double
    /// A p-value where the method gives one (none of today's do).
    package var pValue: Double?
    /// For people: `+15.0% (noise ±0.1% …; threshold 5.0%)`, `2000 → 2400`.
    package var description: String
}

/// Change detection over a history, in commit order.
///
/// - An exact metric (counters, allocations, instructions) changes at the first point whose
///   value differs from the one before by more than its tolerance.
/// - A time sweep's fitted exponent changes where its level steps (``TimeHistory/exponentChanges(_:)``).
/// - Times: ``TimeHistory`` (the run as the unit, ``RobustPELT``).
package enum ChangePoints {
    /// Indices of `values` that differ from the value before by more than `tolerance(before)`.
    /// O(n).
    package static func exact(_ values: [Double], tolerance: (Double) -> Double = { _ in 0 }) -> [Int: ChangePoint] {
        var out: [Int: ChangePoint] = [:]
        for i in values.indices.dropFirst() where Swift.abs(values[i] - values[i - 1]) > tolerance(values[i - 1]) {
            let before = values[i - 1], after = values[i]
            out[i] = ChangePoint(
                relative: before != 0 ? after / before - 1 : .infinity, pValue: nil,
                description: "\(formatNumber(before)) → \(formatNumber(after))")
        }
        return out
    }

    /// The smallest move of a fitted exponent b that counts: n → n log n over 10³…10⁵ items
    /// moves b by about 1/ln(n) ≈ 0.1, twice this.
    package static let exponentStep = 0.05
}
