/// A JSON value, for layout parameters and spec files, decoded strictly so that unknown or
/// mistyped fields can be named in an error.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var doubleValue: Double? { if case let .number(v) = self { v } else { nil } }
    public var boolValue: Bool? { if case let .bool(v) = self { v } else { nil } }
    public var stringValue: String? { if case let .string(v) = self { v } else { nil } }
    public var arrayValue: [JSONValue]? { if case let .array(v) = self { v } else { nil } }
    public var objectValue: [String: JSONValue]? { if case let .object(v) = self { v } else { nil } }
    public var isNull: Bool { self == .null }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case let .bool(b): try c.encode(b)
        case let .number(d): try c.encode(d)
        case let .string(s): try c.encode(s)
        case let .array(a): try c.encode(a)
        case let .object(o): try c.encode(o)
        }
    }
}

extension JSONValue {
    /// The elements of `value`, which must be an array; an error naming `path` otherwise.
    public static func array(_ value: JSONValue?, at path: String) throws -> [JSONValue] {
        guard case let .array(list)? = value else { throw GridPerfError("\(path): expected an array") }
        return list
    }
}
