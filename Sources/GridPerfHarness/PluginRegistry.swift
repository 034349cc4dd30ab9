import GridPerfCore
import GridPerfLayouts

/// The plugins every command can use, by name. Built-ins are registered by
/// ``PluginRegistry/builtIn``; an outside package registers its own beside them.
public struct PluginRegistry: Sendable {
    private var byName: [String: any LayoutPlugin] = [:]
    private var order: [String] = []

    /// An empty registry.
    public init() {}

    /// A registry holding `plugins`; throws on a duplicate name.
    public init(_ plugins: [any LayoutPlugin]) throws {
        for p in plugins { try register(p) }
    }

    /// The built-in layouts of `GridPerfLayouts`.
    public static var builtIn: PluginRegistry {
        // The built-in names are distinct; a clash is a programming error caught by the tests.
        try! PluginRegistry(BuiltInPlugins.all)
    }

    /// Adds `plugin`. A name that is empty, has spaces, or is already taken is an error.
    public mutating func register(_ plugin: any LayoutPlugin) throws {
        let name = plugin.name
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw GridPerfError("plugin name '\(name)' must be letters, digits, '-' or '_'")
        }
        guard byName[name] == nil else { throw GridPerfError("a plugin named '\(name)' is already registered") }
        byName[name] = plugin
        order.append(name)
    }

    /// The plugin called `name`; an unknown name is an error listing the known ones.
    public func plugin(named name: String) throws -> any LayoutPlugin {
        guard let p = byName[name] else {
            throw GridPerfError("unknown layout '\(name)' (known layouts: \(order.joined(separator: ", ")))")
        }
        return p
    }

    /// The layout `name` makes from `parameters`; errors name the layout
    /// (`waterfall: parameters.columns: must be in 1...100000, got 0`).
    public func makeLayout(named name: String, parameters: JSONValue?, structure: SceneStructure = .items) throws -> AnyLayout {
        let plugin = try plugin(named: name)
        do {
            return try plugin.makeLayout(parameters: parameters, structure: structure)
        } catch let error as GridPerfError {
            throw GridPerfError("\(name): \(error.message)")
        }
    }

    /// Every plugin, in registration order.
    public var all: [any LayoutPlugin] { order.map { byName[$0]! } }

    /// Every name, in registration order.
    public var names: [String] { order }
}
