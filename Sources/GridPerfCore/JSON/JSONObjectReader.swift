/// Reads one JSON object field by field, validating types and ranges, and at the end rejects
/// any field nobody asked for. Every error names the path of the offending field.
public struct JSONObjectReader {
    /// Where this object sits in the input (`items[3].flexible`), for messages.
    public let path: String
    private let object: [String: JSONValue]
    /// The fields read that are present, each once, in the order asked: an array, not a set,
    /// because an object has a few fields and hashing each name cost more than comparing it (a
    /// scene's views are read field by field: docs/PERFORMANCE.md#reader-fields). A field asked
    /// for and absent is not kept: a reader asks for many (every attribute of every view), and
    /// keeping each cost an array's growth (docs/PERFORMANCE.md#reader-scan).
    private var used: [String] = []

    /// A reader over `value`, which must be an object; `nil` and `null` read as an empty object.
    public init(_ value: JSONValue?, path: String) throws {
        self.path = path
        switch value {
        case nil, .null?: object = [:]
        case let .object(o)?: object = o
        case let other?:
            throw GridPerfError(
                "\(path.isEmpty ? "top level" : path): expected an object, got \(other.typeName)",
                kind: .invalidValue(path: path))
        }
    }

    /// The field names present.
    public var keys: [String] { object.keys.sorted() }

    /// The field names present, in no order. O(1).
    public var unsortedKeys: Dictionary<String, JSONValue>.Keys { object.keys }

    /// The path of a field, for messages.
    public func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value of `key`, `nil` when absent. An object of a few fields (a view's, a modifier's)
    /// is scanned, its names compared with `key`: a reader asks for many names an object lacks
    /// (every kind of view, every attribute), and hashing each cost about 350 instructions where a
    /// comparison costs about 30 (docs/PERFORMANCE.md#reader-scan).
    /// - Complexity: O(fields) for an object of at most ``scannedFields`` fields, else O(1).
    @inline(__always)
    private func lookUp(_ key: String) -> JSONValue? {
        guard object.count <= Self.scannedFields else { return object[key] }
        for (name, value) in object where name == key { return value }
        return nil
    }

    /// The most fields an object may have to be scanned rather than hashed (``lookUp(_:)``).
    static let scannedFields = 8

    /// The raw value of `key` (`nil` when absent), marking it as read.
    public mutating func value(_ key: String) -> JSONValue? {
        let value = lookUp(key)
        if value != nil, !used.contains(key) { used.append(key) }
        return value
    }

    /// True when `key` is present (without marking it read).
    public func contains(_ key: String) -> Bool { lookUp(key) != nil }

    /// A number, `default` when absent. Must be finite and at least `minimum`.
    public mutating func double(_ key: String, default def: Double, minimum: Double = 0) throws -> Double {
        try optionalDouble(key, minimum: minimum) ?? def
    }

    /// A number or `nil` when absent or `null`. Must be finite and at least `minimum`.
    public mutating func optionalDouble(_ key: String, minimum: Double = 0) throws -> Double? {
        switch value(key) {
        case nil, .null?: return nil
        case let .number(v)?:
            guard v.isFinite else {
                throw GridPerfError(
                    "\(path(key)): must be a finite number, got \(v)", kind: .invalidValue(path: path(key)))
            }
            guard v >= minimum else {
                throw GridPerfError(
                    "\(path(key)): must be at least \(formatPoints(minimum)), got \(formatPoints(v))",
                    kind: .invalidValue(path: path(key)))
            }
            return v
        case let other?:
            throw GridPerfError(
                "\(path(key)): expected a number, got \(other.typeName)", kind: .invalidValue(path: path(key)))
        }
    }

    /// A whole number, `default` when absent, within `range`.
    public mutating func int(_ key: String, default def: Int, range: ClosedRange<Int>) throws -> Int {
        guard let d = try optionalDouble(key, minimum: -.greatestFiniteMagnitude) else { return def }
        guard d == d.rounded(), let v = Int(exactly: d) else {
            throw GridPerfError("\(path(key)): expected a whole number, got \(d)", kind: .invalidValue(path: path(key)))
        }
        guard range.contains(v) else {
            throw GridPerfError(
                "\(path(key)): must be in \(range.lowerBound)...\(range.upperBound), got \(v)",
                kind: .invalidValue(path: path(key)))
        }
        return v
    }

    /// A boolean (`true` / `false`), `default` when absent or `null`.
    public mutating func bool(_ key: String, default def: Bool) throws -> Bool {
        switch value(key) {
        case nil, .null?: return def
        case let .bool(b)?: return b
        case let other?:
            throw GridPerfError(
                "\(path(key)): expected true or false, got \(other.typeName)", kind: .invalidValue(path: path(key)))
        }
    }

    /// A string from `choices`, `default` when absent.
    public mutating func choice(_ key: String, default def: String, choices: [String]) throws -> String {
        switch value(key) {
        case nil, .null?: return def
        case let .string(s)? where choices.contains(s): return s
        case let .string(s)?:
            throw GridPerfError(
                "\(path(key)): unknown value '\(GridPerfError.quoted(s))' (expected one of: \(choices.joined(separator: ", ")))",
                kind: .invalidValue(path: path(key)))
        case let other?:
            throw GridPerfError(
                "\(path(key)): expected a string, got \(other.typeName)", kind: .invalidValue(path: path(key)))
        }
    }

    /// Throws when the object has a field that was never read; `known` (made only then) lists
    /// the fields the message names (`nil`: those read).
    public func finish(known: @autoclosure () -> [String]? = nil) throws {
        guard used.count < object.count else { return }
        let unknown = object.keys.filter { !used.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let knownList = (known() ?? used.sorted()).joined(separator: ", ")
        throw GridPerfError(
            "\(path(first)): unknown field '\(GridPerfError.quoted(first))' (known fields: \(knownList))",
            kind: .unknownField(path: path(first)))
    }
}
