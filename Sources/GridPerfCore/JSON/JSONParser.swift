/// A strict JSON parser (RFC 8259) whose errors say where the text went wrong
/// (`line 3, column 14: expected ',' or '}'`), and which keeps out-of-range numbers as
/// infinities so that validation can name the field instead of failing the whole file.
/// Duplicate keys in an object are an error, as are invalid UTF-8 and nesting deeper than
/// ``maximumDepth``; a leading UTF-8 byte-order mark is skipped. O(n) in the text's length.
///
/// Given the field names a reader can ask for (`kept`), the value of any other field is checked
/// for syntax and skipped, not built, and stands as `null`: a document the reader will refuse
/// for an unknown field costs its scan, not a tree of values many times its size
/// (docs/PERFORMANCE.md#skipped-fields). Inside a skipped value duplicate fields are not looked for.
struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0
    /// The field names whose values are built; `nil`: every field's.
    private let kept: Set<String>?
    /// The names of the fields skipped, in the order met (at most ``maximumSkippedNames``).
    private(set) var skipped: [String] = []

    /// The most skipped field names remembered.
    static let maximumSkippedNames = 16

    /// Arrays and objects nested deeper than this are an error (the parser recurses).
    static let maximumDepth = 512

    init(_ bytes: [UInt8], keeping kept: Set<String>? = nil) {
        self.bytes = bytes
        self.kept = kept
    }

    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try parse(bytes, keeping: nil).value
    }

    /// The value of `bytes`, and the names of the fields not in `kept` whose values were skipped.
    static func parse(_ bytes: [UInt8], keeping kept: Set<String>?) throws -> (value: JSONValue, skipped: [String]) {
        var p = JSONParser(bytes, keeping: kept)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3 }
        p.skipWhitespace()
        let value = try p.parseValue()
        p.skipWhitespace()
        guard p.i == p.bytes.count else { throw p.error("unexpected text after the JSON value") }
        return (value, p.skipped)
    }

    private func error(_ message: String) -> GridPerfError {
        var line = 1, column = 1
        for b in bytes[..<min(i, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return GridPerfError(
            "line \(line), column \(column): \(message)", kind: .malformedJSON(line: line, column: column))
    }

    /// A byte as a message shows it: `'x'` when printable ASCII, `byte 0x0A` otherwise.
    private static func describe(_ b: UInt8) -> String {
        (0x21..<0x7F).contains(b)
            ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true).leftPadded(to: 2))"
    }

    private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipWhitespace() {
        while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws -> JSONValue {
        for b in literal.utf8 {
            guard current == b else { throw error("invalid literal (expected '\(literal)')") }
            i += 1
        }
        return value
    }

    private mutating func parseValue(build: Bool = true) throws -> JSONValue {
        guard let b = current else { throw error("unexpected end of input, expected a value") }
        switch b {
        case UInt8(ascii: "{"): return try parseObject(build: build)
        case UInt8(ascii: "["): return try parseArray(build: build)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(build: build)
        default: throw error("unexpected \(Self.describe(b)), expected a value")
        }
    }

    private mutating func nest() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
    }

    /// An object; when `build` is false, checked and skipped (`null`).
    private mutating func parseObject(build: Bool) throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var object: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { i += 1; return build ? .object(object) : .null }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let keyStart = i
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the field name") }
            i += 1
            skipWhitespace()
            let keep = build && kept?.contains(key) != false
            if build && !keep && skipped.count < Self.maximumSkippedNames { skipped.append(key) }
            let value = try parseValue(build: keep)
            if build, object.updateValue(value, forKey: key) != nil {
                i = keyStart
                throw error("duplicate field '\(GridPerfError.quoted(key))'")
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "}"): i += 1; return build ? .object(object) : .null
            default: throw error("expected ',' or '}'")
            }
        }
    }

    /// An array; when `build` is false, checked and skipped (`null`).
    private mutating func parseArray(build: Bool) throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var array: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { i += 1; return build ? .array(array) : .null }
        while true {
            skipWhitespace()
            let element = try parseValue(build: build)
            if build { array.append(element) }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "]"): i += 1; return build ? .array(array) : .null
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard let b = current else { throw error("unterminated string") }
            i += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let string = String(validating: out, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string")
                }
                return string
            case UInt8(ascii: "\\"):
                guard let e = current else { throw error("unterminated string") }
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard current == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        i += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    i -= 1  // point at the character after the backslash
                    throw error("invalid escape: backslash followed by \(Self.describe(e))")
                }
            case 0x00..<0x20:
                throw error("control character in string")
            default:
                out.append(b)
            }
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current, let d = Character(Unicode.Scalar(b)).hexDigitValue else {
                throw error("expected 4 hex digits in \\u escape")
            }
            v = v * 16 + UInt32(d)
            i += 1
        }
        return v
    }

    /// A number; when `build` is false, its grammar checked and `null` returned.
    private mutating func parseNumber(build: Bool) throws -> JSONValue {
        let start = i
        func digits() -> Int {
            let s = i
            while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if current == UInt8(ascii: "-") { i += 1 }
        if current == UInt8(ascii: "0") {
            i += 1
        } else if digits() == 0 {
            throw error("invalid number")
        }
        if current == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            i += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        guard build else { return .null }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text) else { throw error("invalid number '\(text)'") }
        return .number(v)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
