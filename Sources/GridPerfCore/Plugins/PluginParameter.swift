/// One parameter of a plugin, for `gridperf list` and for typing command-line values.
public struct PluginParameter: Sendable {
    public var name: String
    public var kind: Kind
    /// The default, as it would be written in a spec file.
    public var defaultValue: String
    public var summary: String

    /// A declaration only: the plugin reads the value itself. Prefer ``TypedParameter``, which
    /// declares and reads with the default written once.
    public init(_ name: String, _ kind: Kind, default defaultValue: String, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The type of a parameter.
    public enum Kind: Sendable {
        case integer
        case number
        case choice([String])
        /// A structured value written as JSON (e.g. a list of GridItems).
        case json(String)

        /// A short description (`integer`, `one of leading|center|trailing`).
        public var description: String {
            switch self {
            case .integer: "integer"
            case .number: "number"
            case let .choice(values): values.joined(separator: "|")
            case let .json(what): what
            }
        }
    }
}
