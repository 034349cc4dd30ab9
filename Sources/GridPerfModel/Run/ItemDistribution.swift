import Foundation
import GridPerfCore

/// How a workload's items are drawn: a distribution of item models, written as a short spec
/// on the command line (`--items-model flexible:50-300`).
///
/// | spec | items |
/// | --- | --- |
/// | `fixed:WxH` | all `W × H` (fixed-size content) |
/// | `flexible:A-B` | full-width rectangles, heights uniform in A…B (whole points) — the default, `flexible:50-300` |
/// | `heavy:A-B` | full-width rectangles, Pareto(α = 1.5) heights from A, capped at B |
/// | `text:A-B` | text of A…B characters (7 pt wide, 17 pt lines) |
/// | `aspect:A-B` | images with width / height uniform in A…B, ideal width 100 |
/// | `mix` | 40 % `flexible:50-300`, 30 % `aspect:0.5-2`, 20 % `text:5-80`, 10 % `fixed:100x100` |
public enum ItemDistribution: Hashable, Sendable, CustomStringConvertible {
    case fixed(width: Double, height: Double)
    case flexible(ClosedRange<Double>)
    case heavy(ClosedRange<Double>)
    case text(ClosedRange<Int>)
    case aspect(ClosedRange<Double>)
    case mix

    public static let `default` = ItemDistribution.flexible(50...300)

    /// The largest bound a model takes (points, characters or a ratio): far beyond any screen,
    /// and small enough that sums over millions of items stay exact and finite, and that a
    /// bound converts to an `Int` without trapping.
    public static let maximumValue: Double = 1e9

    /// The canonical spec string (what `--items-model` accepts and reports show).
    public var description: String {
        func n(_ v: Double) -> String { formatPoints(v) }
        switch self {
        case let .fixed(w, h): return "fixed:\(n(w))x\(n(h))"
        case let .flexible(r): return "flexible:\(n(r.lowerBound))-\(n(r.upperBound))"
        case let .heavy(r): return "heavy:\(n(r.lowerBound))-\(n(r.upperBound))"
        case let .text(r): return "text:\(r.lowerBound)-\(r.upperBound)"
        case let .aspect(r): return "aspect:\(n(r.lowerBound))-\(n(r.upperBound))"
        case .mix: return "mix"
        }
    }

    /// Parses a spec; errors say what was expected.
    public init(parsing spec: String) throws {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let kind = parts.first ?? ""
        let arg = parts.count > 1 ? parts[1] : nil
        func range(_ what: String) throws -> ClosedRange<Double> {
            let bounds = (arg ?? "").split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map {
                Double($0)
            }
            guard bounds.count == 2, let lo = bounds[0], let hi = bounds[1], lo.isFinite, hi.isFinite, lo >= 0, lo <= hi
            else {
                throw GridPerfError(
                    "--items-model \(GridPerfError.quoted(spec)): expected \(kind):MIN-MAX with 0 ≤ MIN ≤ MAX (\(what))"
                )
            }
            guard hi <= Self.maximumValue else {
                throw GridPerfError(
                    "--items-model \(GridPerfError.quoted(spec)): MAX is at most \(formatPoints(Self.maximumValue)) (\(what))"
                )
            }
            return lo...hi
        }
        switch kind {
        case "fixed":
            let dims = (arg ?? "").split(separator: "x").map { Double($0) }
            guard dims.count == 2, let w = dims[0], let h = dims[1], w.isFinite, h.isFinite, w >= 0, h >= 0,
                w <= Self.maximumValue, h <= Self.maximumValue
            else {
                throw GridPerfError(
                    "--items-model \(GridPerfError.quoted(spec)): expected fixed:WIDTHxHEIGHT, each 0…\(formatPoints(Self.maximumValue)), e.g. fixed:100x100"
                )
            }
            self = .fixed(width: w, height: h)
        case "flexible": self = .flexible(try range("heights in points"))
        case "heavy":
            let r = try range("heights in points")
            guard r.lowerBound > 0 else {
                throw GridPerfError("--items-model \(GridPerfError.quoted(spec)): heavy needs MIN > 0")
            }
            self = .heavy(r)
        case "text":
            let r = try range("lengths in characters")
            guard r.lowerBound == r.lowerBound.rounded(), r.upperBound == r.upperBound.rounded() else {
                throw GridPerfError("--items-model \(GridPerfError.quoted(spec)): text lengths are whole numbers")
            }
            self = .text(Int(r.lowerBound)...Int(r.upperBound))
        case "aspect":
            let r = try range("width/height ratios")
            guard r.lowerBound > 0 else {
                throw GridPerfError(
                    "--items-model \(GridPerfError.quoted(spec)): aspect ratios must be greater than 0, got \(formatNumber(r.lowerBound))"
                )
            }
            self = .aspect(r)
        case "mix" where arg == nil: self = .mix
        default:
            throw GridPerfError(
                "--items-model: unknown model '\(GridPerfError.quoted(spec))' (expected fixed:WxH, flexible:A-B, heavy:A-B, text:A-B, aspect:A-B or mix)"
            )
        }
    }

    /// `count` items drawn from a SplitMix64 stream seeded with `seed`. O(n).
    public func generate(count: Int, seed: UInt64) -> [ItemModel] {
        var rng = SplitMix64(seed: seed)
        var items: [ItemModel] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(draw(&rng)) }
        return items
    }

    /// One item.
    public func draw(_ rng: inout SplitMix64) -> ItemModel {
        switch self {
        case let .fixed(w, h):
            return .size(width: w, height: h)
        case let .flexible(r):
            // Whole points, `lo + next() % (hi − lo + 1)`: seed 42 in 50…300 gives 272, 299, 85.
            let lo = Int(r.lowerBound.rounded(.up)), hi = Int(r.upperBound.rounded(.down))
            return .flexible(.height(Double(lo <= hi ? rng.nextInt(in: lo...hi) : lo)))
        case let .heavy(r):
            // Pareto inverse CDF: x_m / (1 − u)^(1/α), α = 1.5.
            let u = rng.nextUnit()
            let h = r.lowerBound / pow(1 - u, 1 / 1.5)
            return .flexible(.height(Swift.min(h, r.upperBound)))
        case let .text(r):
            return .text(TextItem(length: rng.nextInt(in: r), charWidth: 7, lineHeight: 17))
        case let .aspect(r):
            let ratio = r.lowerBound + rng.nextUnit() * (r.upperBound - r.lowerBound)
            return .aspect(AspectItem(ratio: ratio, idealWidth: 100))
        case .mix:
            let pick = rng.nextInt(in: 0...9)
            switch pick {
            case 0...3: return ItemDistribution.flexible(50...300).draw(&rng)
            case 4...6: return ItemDistribution.aspect(0.5...2).draw(&rng)
            case 7...8: return ItemDistribution.text(5...80).draw(&rng)
            default: return .size(width: 100, height: 100)
            }
        }
    }
}
