import GridPerfCore

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How the track's size is decided.
    public enum Size: Hashable, Sendable {
        /// Always this size, whatever is offered.
        case fixed(Double)
        /// The offered size clamped to `minimum…maximum` (SwiftUI's defaults: 10…∞).
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// Takes what it is offered, then holds as many sub-tracks of `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The space after this track (ignored after the last one). Default 8.
    public var spacing: Double
    /// Where an item sits in its cell. Default center.
    public var alignment: Alignment

    public init(_ size: Size, spacing: Double = 8, alignment: Alignment = .center) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// Parses SPEC-FORMAT's
    /// `{"size": {"fixed": v} | {"flexible": {…}} | {"adaptive": {…}}, "spacing", "alignment"}`.
    public init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        var s = try JSONObjectReader(r.value("size"), path: r.path("size"))
        let kinds = ["fixed", "flexible", "adaptive"].filter { s.contains($0) }
        guard kinds.count == 1, let kind = kinds.first else {
            throw GridPerfError("\(s.path): expected exactly one of fixed, flexible, adaptive")
        }
        let size: Size
        switch kind {
        case "fixed":
            guard let v = try s.optionalDouble("fixed") else {
                throw GridPerfError("\(s.path(kind)): expected a number")
            }
            size = .fixed(v)
        default:
            var b = try JSONObjectReader(s.value(kind), path: s.path(kind))
            let lo = try b.optionalDouble("minimum")
            let hi = try b.optionalDouble("maximum") ?? .infinity
            try b.finish(known: ["minimum", "maximum"])
            if kind == "flexible" {
                size = .flexible(minimum: lo ?? 10, maximum: hi)
            } else {
                guard let lo else { throw GridPerfError("\(b.path("minimum")): required for an adaptive item") }
                size = .adaptive(minimum: lo, maximum: hi)
            }
            let minimum = lo ?? 10
            guard minimum <= hi else {
                throw GridPerfError(
                    "\(b.path): minimum \(formatPoints(minimum)) is greater than maximum \(formatPoints(hi))")
            }
        }
        try s.finish(known: ["fixed", "flexible", "adaptive"])
        let spacing = try r.double("spacing", default: 8)
        let alignmentName = try r.choice("alignment", default: "center", choices: Alignment.named.map(\.name))
        try r.finish(known: ["size", "spacing", "alignment"])
        self.init(size, spacing: spacing, alignment: Alignment(name: alignmentName)!)
    }
}
