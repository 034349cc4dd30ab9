import Foundation
import GridPerfModel

/// Maps data values along one axis to pixels: linearly, or on a base-10 logarithm. It also
/// chooses the axis's ticks: multiples of 1, 2 or 5 times a power of ten (linear), or whole
/// decades, with 2× and 5× steps added when fewer than two decades show (log).
package struct ChartScale: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case linear, log }

    package var kind: Kind
    /// The data values at the two ends of the axis (both positive on a log scale).
    package var domain: ClosedRange<Double>
    /// The pixels the domain's ends land on (`lower` for `domain.lowerBound`; a y axis passes
    /// its bottom as `lower`, so larger values draw higher).
    package var pixels: (lower: Double, upper: Double)

    package static func == (a: ChartScale, b: ChartScale) -> Bool {
        a.kind == b.kind && a.domain == b.domain && a.pixels == b.pixels
    }

    /// A scale over `domain` (on a log scale: its positive part; an empty or single-point
    /// domain is widened so that a value lands in the middle).
    package init(kind: Kind, domain: ClosedRange<Double>, pixels: (lower: Double, upper: Double)) {
        self.kind = kind
        self.pixels = pixels
        var lo = domain.lowerBound, hi = domain.upperBound
        if kind == .log {
            hi = Swift.max(hi, Double.leastNormalMagnitude)
            lo = lo > 0 ? lo : hi / 10
            if lo == hi { lo /= 2; hi *= 2 }
        } else if lo == hi {
            let pad = lo == 0 ? 1 : Swift.abs(lo) * 0.1
            lo -= pad; hi += pad
        }
        self.domain = lo...hi
    }

    /// A scale covering `values` with a margin (5% of the span, or a factor on a log scale),
    /// from 0 when `fromZero` and the values are positive. Non-finite values (and on a log
    /// scale, values ≤ 0) are ignored. O(n).
    package static func covering(
        _ values: [Double], kind: Kind, fromZero: Bool = false,
        pixels: (lower: Double, upper: Double)
    ) -> ChartScale {
        let usable = values.filter { $0.isFinite && (kind == .linear || $0 > 0) }
        guard var lo = usable.min(), var hi = usable.max() else {
            return ChartScale(kind: kind, domain: kind == .log ? 1...10 : 0...1, pixels: pixels)
        }
        switch kind {
        case .linear:
            if fromZero { lo = Swift.min(lo, 0) }
            let pad = (hi - lo) * 0.05
            if !(fromZero && lo == 0) { lo -= pad }
            hi += pad
        case .log:
            let factor = hi > lo ? Foundation.pow(hi / lo, 0.06) : 2
            lo /= factor; hi *= factor
        }
        return ChartScale(kind: kind, domain: lo...hi, pixels: pixels)
    }

    /// The pixel of `value` (on a log scale, values ≤ 0 land at the lower end). O(1).
    package func position(_ value: Double) -> Double {
        let t: Double
        switch kind {
        case .linear:
            t = (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        case .log:
            let v = Swift.max(value, domain.lowerBound)
            t = Foundation.log10(v / domain.lowerBound) / Foundation.log10(domain.upperBound / domain.lowerBound)
        }
        return pixels.lower + t * (pixels.upper - pixels.lower)
    }

    /// Tick values inside the domain, in increasing order: about `target` of them on a
    /// linear scale. O(ticks).
    package func ticks(target: Int = 5) -> [Double] {
        let lo = domain.lowerBound, hi = domain.upperBound
        switch kind {
        case .linear:
            let step = Self.niceStep(for: (hi - lo) / Double(Swift.max(target, 1)))
            guard step > 0, step.isFinite else { return [lo] }
            var ticks: [Double] = []
            var k = (lo / step).rounded(.up)
            while k * step <= hi + step * 1e-9, ticks.count < 50 {
                let v = k * step
                ticks.append(Swift.abs(v) < step * 1e-9 ? 0 : v)
                k += 1
            }
            return ticks
        case .log:
            let first = Int(Foundation.log10(lo).rounded(.up)), last = Int(Foundation.log10(hi).rounded(.down))
            let decades = first <= last ? (first...last).map { Foundation.pow(10, Double($0)) } : []
            guard decades.count < 2 else {
                // Many decades: every other one when there are more than 8.
                let stride = decades.count > 8 ? 2 : 1
                return decades.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
            }
            var ticks: [Double] = []
            for e in (Int(Foundation.log10(lo).rounded(.down)))...(Int(Foundation.log10(hi).rounded(.up))) {
                for m in [1.0, 2, 5] {
                    let v = m * Foundation.pow(10, Double(e))
                    if v >= lo * (1 - 1e-12), v <= hi * (1 + 1e-12) { ticks.append(v) }
                }
            }
            return ticks
        }
    }

    /// The smallest of 1, 2, 5 or 10 times a power of ten that is at least `raw`.
    package static func niceStep(for raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 0 }
        let magnitude = Foundation.pow(10, Foundation.log10(raw).rounded(.down))
        for m in [1.0, 2, 5, 10] where m * magnitude >= raw * (1 - 1e-12) {
            return m * magnitude
        }
        return 10 * magnitude
    }
}
