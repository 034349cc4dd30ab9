/// A plugin parameter declared and read in one place: its name, type, default and summary
/// (what `gridperf list` shows and `--param` is typed by) and how a spec's value is read and
/// checked. The default is written once, here; make it the layout's own default.
///
/// ```swift
/// static let spacing = TypedParameter.number("spacing", default: FlowLayout().spacing, "space between items")
/// …
/// let spacing = try reader.read(Self.spacing)
/// ```
public struct TypedParameter<Value>: Sendable {
    /// The declaration, for ``LayoutPlugin/parameters``.
    public let declaration: PluginParameter
    private let reader: @Sendable (inout JSONObjectReader) throws -> Value

    /// A parameter read by `read` (which must apply the default itself).
    public init(_ declaration: PluginParameter, read: @escaping @Sendable (inout JSONObjectReader) throws -> Value) {
        self.declaration = declaration
        self.reader = read
    }

    /// Reads the parameter from `reader`: the default when absent; errors name the field.
    public func read(from reader: inout JSONObjectReader) throws -> Value { try self.reader(&reader) }
}

extension TypedParameter where Value == Int {
    /// A whole number within `range`.
    public static func integer(_ name: String, default value: Int, in range: ClosedRange<Int>, _ summary: String)
        -> Self
    {
        Self(PluginParameter(name, .integer, default: String(value), summary)) { r in
            try r.int(name, default: value, range: range)
        }
    }
}

extension TypedParameter where Value == Double {
    /// A finite number, at least `minimum`.
    public static func number(_ name: String, default value: Double, minimum: Double = 0, _ summary: String) -> Self {
        Self(PluginParameter(name, .number, default: formatPoints(value), summary)) { r in
            try r.double(name, default: value, minimum: minimum)
        }
    }
}

extension TypedParameter where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases of `Value`, by raw value.
    public static func choice(_ name: String, default value: Value, _ summary: String) -> Self {
        let choices = Value.allCases.map(\.rawValue)
        return Self(PluginParameter(name, .choice(choices), default: value.rawValue, summary)) { r in
            Value(rawValue: try r.choice(name, default: value.rawValue, choices: choices))!
        }
    }
}

extension JSONObjectReader {
    /// Reads a typed parameter (see ``TypedParameter``).
    public mutating func read<Value>(_ parameter: TypedParameter<Value>) throws -> Value {
        try parameter.read(from: &self)
    }
}
