/// Writing JSON text directly, keys sorted: the same text for the same value (a scene's
/// digest), and fast for large scenes (a `--view` of 100,000 cards is about 90 MB), where
/// `JSONEncoder` over ``JSONValue``'s `Codable` conformance is slow.
extension JSONValue {
    /// The value as compact JSON text, object keys sorted; numbers as the shortest text that
    /// reads back as the same `Double` (whole numbers without a fraction). A non-finite number
    /// has no JSON form: it is written `null`. O(size of the text).
    public func compactJSON() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(d):
            if !d.isFinite {
                out += "null"
            } else if d == d.rounded(), abs(d) < 1e15 {
                out += String(Int64(d))
            } else {
                out += "\(d)"
            }
        case let .string(s): Self.writeString(s, into: &out)
        case let .array(list):
            out += "["
            for (i, v) in list.enumerated() {
                if i > 0 { out += "," }
                v.write(into: &out)
            }
            out += "]"
        case let .object(fields):
            out += "{"
            for (i, key) in fields.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                fields[key]!.write(into: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
