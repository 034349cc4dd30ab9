import GridPerfCore
import GridPerfModel

/// From command-line options to a plugin's parameters: `--columns` and `--param key=value`,
/// shared by `run`, `suite` and `check`. (The plugin protocol itself knows nothing of the
/// command line.)
extension LayoutPlugin {
    /// The parameter object for command-line options: `--columns` through
    /// ``parameters(forColumns:)``, then `--param key=value` pairs typed by the declared
    /// ``parameters`` (numbers, names, or JSON for structured ones), later pairs winning.
    /// Unknown keys and bad values are errors naming the option.
    package func parameterObject(options: [(key: String, value: String)], columns: Int? = nil) throws -> JSONValue {
        var object: [String: JSONValue] = [:]
        if let columns {
            guard let mapped = parameters(forColumns: columns) else {
                throw GridPerfError("--columns does not apply to layout '\(GridPerfError.quoted(name))'")
            }
            object.merge(mapped) { _, new in new }
        }
        for (key, raw) in options {
            guard let parameter = parameters.first(where: { $0.name == key }) else {
                let known = parameters.map(\.name).joined(separator: ", ")
                throw GridPerfError(
                    "--param \(key): layout '\(GridPerfError.quoted(name))' has no such parameter (known: \(known))")
            }
            object[key] = try parameter.kind.parse(raw, name: "--param \(key)")
        }
        return .object(object)
    }

    /// Makes the layout from command-line options (see ``parameterObject(options:columns:)``).
    package func makeLayout(options: [String: String], columns: Int? = nil) throws -> LayoutInstance {
        let pairs = options.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        return try makeLayout(parameters: parameterObject(options: pairs, columns: columns))
    }
}

extension PluginParameter.Kind {
    /// Types a command-line value (`--param key=value`) by this kind.
    package func parse(_ raw: String, name: String) throws -> JSONValue {
        switch self {
        case .integer, .number:
            guard let v = Double(raw), v.isFinite else {
                throw GridPerfError("\(name): expected a number, got '\(GridPerfError.quoted(raw))'")
            }
            return .number(v)
        case .choice:
            return .string(raw)
        case .json:
            return try JSONValue.parse(raw, what: name)
        }
    }
}
