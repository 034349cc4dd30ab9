extension ItemModel {
    /// The model keys of SPEC-FORMAT.md's item table.
    public static let jsonKinds = ["size", "flexible", "text", "aspect"]

    /// Parses a SPEC-FORMAT item from `reader`, leaving fields other than the model key unread
    /// (so a caller can accept extra ones, as grid cells do). Sizes must be finite and ≥ 0.
    /// A view of a tree (``viewKinds``, `modifiers`) is read as ``parseItem(_:)`` reads it.
    public static func parse(_ reader: inout JSONObjectReader) throws -> ItemModel {
        try parseItem(&reader).model
    }

    /// The model of ``jsonKinds`` that `reader` holds (a text with its `lineLimit`).
    static func parseModel(_ reader: inout JSONObjectReader) throws -> ItemModel {
        let present = jsonKinds.filter { reader.contains($0) }
        guard present.count == 1, let kind = present.first else {
            if present.isEmpty {
                let extra = reader.keys.first.map { " (found field '\($0)')" } ?? ""
                throw GridPerfError(
                    "\(reader.path): an item needs one of \(jsonKinds.joined(separator: ", "))\(extra), or is a view: \(viewKinds.joined(separator: ", "))"
                )
            }
            throw GridPerfError(
                "\(reader.path): an item has exactly one of \(jsonKinds.joined(separator: ", ")), got \(present.joined(separator: " and "))"
            )
        }
        let path = reader.path(kind)
        let value = reader.value(kind)
        switch kind {
        case "size":
            guard case let .array(pair)? = value, pair.count == 2,
                case let .number(w) = pair[0], case let .number(h) = pair[1]
            else {
                throw GridPerfError("\(path): expected [width, height]")
            }
            try checkSize(w, "\(path)[0]")
            try checkSize(h, "\(path)[1]")
            return .size(width: w, height: h)
        case "flexible":
            return .flexible(try FlexibleItem(json: value, path: path))
        case "text":
            return .text(try TextItem.read(value, path: path))
        default:
            var r = try JSONObjectReader(value, path: path)
            guard let ratio = try r.optionalDouble("ratio"), ratio > 0 else {
                throw GridPerfError("\(path).ratio: required, a number greater than 0")
            }
            let iw = try r.double("idealWidth", default: 100)
            try r.finish(known: ["ratio", "idealWidth"])
            return .aspect(AspectItem(ratio: ratio, idealWidth: iw))
        }
    }

    /// Parses a plain item (no extra fields allowed).
    public init(json: JSONValue, path: String) throws {
        var reader = try JSONObjectReader(json, path: path)
        self = try ItemModel.parse(&reader)
        try reader.finish(known: ItemModel.itemKeys)
    }

    private static func checkSize(_ v: Double, _ path: String) throws {
        guard v.isFinite else { throw GridPerfError("\(path): must be a finite number, got \(v)") }
        guard v >= 0 else { throw GridPerfError("\(path): a size cannot be negative, got \(formatPoints(v))") }
    }

    /// The SPEC-FORMAT JSON of this item.
    public var json: JSONValue {
        switch self {
        case let .size(w, h): return .object(["size": .array([.number(w), .number(h)])])
        case let .flexible(f):
            func bound(_ v: Double) -> JSONValue { v.isFinite ? .number(v) : .null }
            return .object([
                "flexible": .object([
                    "minWidth": .number(f.minWidth), "idealWidth": .number(f.idealWidth), "maxWidth": bound(f.maxWidth),
                    "minHeight": .number(f.minHeight), "idealHeight": .number(f.idealHeight),
                    "maxHeight": bound(f.maxHeight),
                ])
            ])
        case let .text(t):
            var text: [String: JSONValue] = [
                "length": .number(Double(t.length)), "charWidth": .number(t.charWidth),
                "lineHeight": .number(t.lineHeight),
            ]
            if let limit = t.lineLimit { text["lineLimit"] = .number(Double(limit)) }
            return .object(["text": .object(text)])
        case let .aspect(a):
            return .object(["aspect": .object(["ratio": .number(a.ratio), "idealWidth": .number(a.idealWidth)])])
        case let .view(node):
            return node.json
        }
    }
}

extension FlexibleItem {
    static let jsonKeys = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "width", "height",
    ]

    /// Parses `{"minWidth", "idealWidth", "maxWidth", …}` with the shorthands `width` / `height`
    /// (min = ideal = max). Requires min ≤ max on each axis; an ideal outside [min, max] is
    /// clamped into it, as a frame whose ideal is below its minimum reports the minimum.
    init(json: JSONValue?, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        func axis(_ name: String, _ cap: String) throws -> (Double, Double, Double) {
            if let v = try r.optionalDouble(name) {
                for k in ["min\(cap)", "ideal\(cap)", "max\(cap)"] where r.contains(k) {
                    throw GridPerfError("\(r.path(name)): cannot be combined with \(k)")
                }
                return (v, v, v)
            }
            let lo = try r.double("min\(cap)", default: 0)
            let ideal = try r.double("ideal\(cap)", default: 10)
            let hi = try r.optionalDouble("max\(cap)") ?? .infinity
            guard lo <= hi else {
                throw GridPerfError(
                    "\(path): min\(cap) \(formatPoints(lo)) is greater than max\(cap) \(formatPoints(hi))")
            }
            return (lo, Swift.min(Swift.max(ideal, lo), hi), hi)
        }
        let (w0, w1, w2) = try axis("width", "Width")
        let (h0, h1, h2) = try axis("height", "Height")
        try r.finish(known: FlexibleItem.jsonKeys)
        self.init(minWidth: w0, idealWidth: w1, maxWidth: w2, minHeight: h0, idealHeight: h1, maxHeight: h2)
    }
}
