/// A layout algorithm as gridperf knows it: a name, what it does, its parameters, and a
/// factory. Register plugins in a `PluginRegistry` to make them available to every command.
public protocol LayoutPlugin: Sendable {
    /// The name used on the command line and in spec files (`waterfall`).
    var name: String { get }
    /// One line saying what the layout does.
    var summary: String { get }
    /// The parameters the factory accepts, with types and defaults.
    var parameters: [PluginParameter] { get }
    /// What the layout's spec input is: a flat `items` list (the default), items or lazy-grid
    /// `sections`, or `grid` rows.
    var input: LayoutInputKind { get }
    /// What the layout promises about its output, checked by `gridperf check`.
    var guarantees: LayoutGuarantees { get }

    /// Makes the layout for a flat list of items from SPEC-FORMAT `parameters` (`nil` when
    /// absent: all defaults). Throws a ``GridPerfError`` naming the field for an unknown field
    /// or a bad value.
    func makeLayout(parameters: JSONValue?) throws -> AnyLayout

    /// Makes the layout for subviews grouped as `structure` (sections, rows). The default
    /// accepts only `.items` and then calls ``makeLayout(parameters:)``.
    func makeLayout(parameters: JSONValue?, structure: SceneStructure) throws -> AnyLayout

    /// The parameters that give the layout `count` columns, for `--columns` (waterfall:
    /// `columns`; lazy grids: that many flexible columns). `nil` when it has no such notion.
    func parameters(forColumns count: Int) -> [String: JSONValue]?
}

extension LayoutPlugin {
    public var input: LayoutInputKind { .items }
    public var guarantees: LayoutGuarantees { [] }

    public func makeLayout(parameters: JSONValue?, structure: SceneStructure) throws -> AnyLayout {
        guard case .items = structure else {
            throw GridPerfError("\(structure.fieldName): this layout takes \(input.fieldsDescription), not \(structure.fieldName)")
        }
        return try makeLayout(parameters: parameters)
    }
    public func parameters(forColumns count: Int) -> [String: JSONValue]? { nil }

    /// The parameter object for command-line options: `--columns` through
    /// ``parameters(forColumns:)``, then `--param key=value` pairs typed by the declared
    /// ``parameters`` (numbers, names, or JSON for structured ones), later pairs winning.
    /// Unknown keys and bad values are errors naming the option.
    public func parameterObject(options: [(key: String, value: String)], columns: Int? = nil) throws -> JSONValue {
        var object: [String: JSONValue] = [:]
        if let columns {
            guard let mapped = parameters(forColumns: columns) else {
                throw GridPerfError("--columns does not apply to layout '\(name)'")
            }
            object.merge(mapped) { _, new in new }
        }
        for (key, raw) in options {
            guard let parameter = parameters.first(where: { $0.name == key }) else {
                let known = parameters.map(\.name).joined(separator: ", ")
                throw GridPerfError("--param \(key): layout '\(name)' has no such parameter (known: \(known))")
            }
            object[key] = try parameter.kind.parse(raw, name: "--param \(key)")
        }
        return .object(object)
    }

    /// Makes the layout from command-line options (see ``parameterObject(options:columns:)``).
    public func makeLayout(options: [String: String], columns: Int? = nil) throws -> AnyLayout {
        let pairs = options.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        return try makeLayout(parameters: parameterObject(options: pairs, columns: columns))
    }
}

/// Promises a layout makes about its output for subviews that take what they are proposed
/// (flexible items), which `gridperf check` holds it to.
public struct LayoutGuarantees: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No two frames overlap.
    public static let noOverlaps = LayoutGuarantees(rawValue: 1 << 0)
    /// Every frame lies inside (0, 0, reported size).
    public static let framesInsideSize = LayoutGuarantees(rawValue: 1 << 1)
    /// The reported size is the bounding box of the frames (from the origin).
    public static let sizeIsBoundingBox = LayoutGuarantees(rawValue: 1 << 2)
}

/// What a layout takes as input in a spec file.
public enum LayoutInputKind: Sendable {
    /// `items`.
    case items
    /// `items` or `sections`, as the lazy grids.
    case itemsOrSections
    /// `rows` of cells, as `grid`.
    case rows

    /// The spec fields this input allows, for messages (`items or sections`).
    public var fieldsDescription: String {
        switch self {
        case .items: "items"
        case .itemsOrSections: "items or sections"
        case .rows: "rows"
        }
    }
}

/// One parameter of a plugin, for `gridperf list` and for typing command-line values.
public struct PluginParameter: Sendable {
    public var name: String
    public var kind: Kind
    /// The default, as it would be written in a spec file.
    public var defaultValue: String
    public var summary: String

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

        /// Types a command-line value.
        public func parse(_ raw: String, name: String) throws -> JSONValue {
            switch self {
            case .integer, .number:
                guard let v = Double(raw), v.isFinite else {
                    throw GridPerfError("\(name): expected a number, got '\(raw)'")
                }
                return .number(v)
            case .choice:
                return .string(raw)
            case .json:
                return try JSONValue.parse(raw, what: name)
            }
        }
    }
}
