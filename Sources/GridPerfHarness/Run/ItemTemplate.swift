import GridPerfCore
import GridPerfModel

/// An item template (`run --item-template`, a suite entry's `itemTemplate`): one item of a
/// scene's `items` whose numbers may be drawn. `{"uniform": [A, B]}` where a number is
/// expected is replaced, in each copy, by a number drawn uniformly from A…B with the workload's
/// seed: a whole number when both bounds are whole (a text's `length`), any number otherwise.
///
///     {"text": {"length": {"uniform": [6, 28]}, "style": "subheadline", "lineLimit": 1}}
///
/// The draws are made depth first, in the order of the file's keys, so a seed gives the same
/// items on every machine.
struct ItemTemplate {
    /// The template as read, draw sites included.
    let json: JSONValue
    /// How many numbers each copy draws.
    let draws: Int

    /// Reads a template's JSON and checks its draw sites (`[MIN, MAX]`, finite, MIN ≤ MAX, each
    /// within ±``ItemDistribution/maximumValue``); errors name the site's path.
    init(_ json: JSONValue) throws {
        self.json = json
        var count = 0
        try Self.visit(json, path: "template") { bounds, path in
            guard case let .array(pair) = bounds, pair.count == 2, let lo = pair[0].doubleValue,
                let hi = pair[1].doubleValue, lo.isFinite, hi.isFinite, lo <= hi,
                abs(lo) <= ItemDistribution.maximumValue, abs(hi) <= ItemDistribution.maximumValue
            else {
                throw GridPerfError(
                    "\(path).uniform: expected [MIN, MAX], finite numbers with MIN ≤ MAX, each within ±\(formatPoints(ItemDistribution.maximumValue))"
                )
            }
            count += 1
        }
        draws = count
    }

    /// One copy's JSON: every draw site replaced by a number drawn from `rng`.
    /// - Complexity: O(size of the template).
    func drawn(_ rng: inout SplitMix64) -> JSONValue {
        Self.replacing(json, &rng)
    }

    /// A draw site: an object whose only key is `uniform`.
    private static func site(_ value: JSONValue) -> JSONValue? {
        guard case let .object(fields) = value, fields.count == 1 else { return nil }
        return fields["uniform"]
    }

    private static func visit(
        _ value: JSONValue, path: String, _ found: (JSONValue, String) throws -> Void
    ) throws {
        if let bounds = site(value) { return try found(bounds, path) }
        switch value {
        case let .array(elements):
            for (i, e) in elements.enumerated() { try visit(e, path: "\(path)[\(i)]", found) }
        case let .object(fields):
            for key in fields.keys.sorted() { try visit(fields[key]!, path: "\(path).\(key)", found) }
        default: break
        }
    }

    private static func replacing(_ value: JSONValue, _ rng: inout SplitMix64) -> JSONValue {
        if case let .array(pair)? = site(value), let lo = pair[0].doubleValue, let hi = pair[1].doubleValue {
            if lo == lo.rounded(), hi == hi.rounded() {
                return .number(Double(rng.nextInt(in: Int(lo)...Int(hi))))
            }
            return .number(lo + rng.nextUnit() * (hi - lo))
        }
        switch value {
        case let .array(elements):
            var out: [JSONValue] = []
            out.reserveCapacity(elements.count)
            for e in elements { out.append(replacing(e, &rng)) }
            return .array(out)
        case let .object(fields):
            var out = fields
            for key in fields.keys.sorted() { out[key] = replacing(fields[key]!, &rng) }
            return .object(out)
        default: return value
        }
    }
}
