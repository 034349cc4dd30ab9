import GridPerfCore

/// A SwiftUI ``Layout`` registered with gridperf: every command (`run`, `check`, `layout`,
/// `suite`, `profile`, `compare`) knows it by `name`.
///
/// ```swift
/// import GridPerfCLI
/// import SwiftUI
/// GridPerf.main(plugins: [.swiftUI(FlowLayout()), .swiftUI(FlowLayout(spacing: 4), name: "flow-4")])
/// ```
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct SwiftUILayoutPlugin: LayoutPlugin {
    /// `SwiftUILayoutPlugin`'s `name`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let name: String
    /// `SwiftUILayoutPlugin`'s `summary`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let summary: String
    /// `SwiftUILayoutPlugin`'s `parameters`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let parameters: [PluginParameter]
    /// `SwiftUILayoutPlugin`'s `guarantees`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var guarantees: LayoutGuarantees
    /// The name of the layout's Swift type, for reports.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public let typeName: String
    /// The view SwiftUI code writes for it (`HStack` for `HStackLayout`); `nil`: the layout
    /// itself, called as a function (`FlowLayout(spacing: 4) { … }`).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var swiftUIView: String?
    private let make: @Sendable (JSONValue?) throws -> any Layout
    /// The arguments of the value a scene's parameters name, for a layout a view used
    /// (``init(values:name:summary:)``); `nil`: the parameters are the arguments.
    private var valueArguments: (@Sendable (JSONValue?) -> [String])?
    private var providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any] = [:]

    /// `layout` as it is: its scenes take no parameters (configure it in Swift: `FlowLayout(spacing: 4)`).
    /// `gridperf check` holds it to `guarantees` (none by default) and to what every layout owes.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<L: Layout>(
        _ layout: L, name: String? = nil, summary: String? = nil,
        guarantees: LayoutGuarantees = []
    ) {
        let typeName = String(describing: L.self)
        self.name = name ?? typeName
        self.summary = summary ?? "SwiftUI Layout \(typeName)"
        self.parameters = []
        self.guarantees = guarantees
        self.typeName = typeName
        let pluginName = self.name
        make = { parameters in
            if let parameters, parameters != .object([:]), parameters != .null {
                throw GridPerfError(
                    "parameters: \(pluginName) takes none (it is configured in Swift: give --init 'Type(…)' with --source)"
                )
            }
            return layout
        }
    }

    /// A custom layout as views used it: every value of the type they used, the first named by
    /// no parameters and the `k`th by `{"value": k}` (``ViewLayoutValues``).
    init<L: Layout>(values: ViewLayoutValues<L>, name: String, summary: String) {
        self.name = name
        self.summary = summary
        self.parameters = []
        self.guarantees = []
        self.typeName = String(describing: L.self)
        @Sendable func value(_ parameters: JSONValue?) throws -> L {
            guard let parameters, parameters != .object([:]), parameters != .null else { return values.value(at: 0)! }
            var reader = try JSONObjectReader(parameters, path: "parameters")
            let k = try reader.int("value", default: 0, range: 0...(values.count - 1))
            try reader.finish(known: ["value"])
            return values.value(at: k)!
        }
        make = { try value($0) }
        valueArguments = { parameters in
            guard let layout = try? value(parameters) else { return [] }
            return Mirror(reflecting: layout).children.compactMap { child in
                child.label.map { "\($0): \(String(reflecting: child.value))" }
            }
        }
    }

    /// An animated change of the layout: `layout` on screen, then changed to `target` under
    /// `animation` (`--init A --animate-to B --animation X`). `run` plays its frames
    /// (``animation``); every other command lays out `layout`.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<L: Layout>(
        _ layout: L, animatingTo target: L, animation: Animation, name: String? = nil, summary: String? = nil
    ) {
        self.init(layout, name: name, summary: summary)
        self.animation = LayoutAnimationPlan(from: layout, to: target, animation: animation)
    }

    /// The layout's animated change, when it was given one: what `run` measures frame by frame.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public private(set) var animation: LayoutAnimationPlan?

    /// A layout made from a scene's `parameters`, read field by field by `make` (which names bad
    /// fields in its errors; unknown fields are refused after it).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init<L: Layout>(
        name: String, summary: String, parameters: [PluginParameter], guarantees: LayoutGuarantees = [],
        make: @escaping @Sendable (inout JSONObjectReader) throws -> L
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.guarantees = guarantees
        self.typeName = String(describing: L.self)
        let known = parameters.map(\.name)
        self.make = { json in
            var reader = try JSONObjectReader(json, path: "parameters")
            let layout = try make(&reader)
            try reader.finish(known: known)
            return layout
        }
    }

    /// Sets `key`'s value for every item from Swift, for a key whose values a scene cannot write
    /// as JSON (an enum with payloads, a closure): `value` gets the item's index and its scene
    /// value for the key (`nil` when the scene sets none).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func layoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: @escaping @Sendable (Int, JSONValue?) -> K.Value)
        -> Self
    {
        var copy = self
        copy.providers[ObjectIdentifier(key)] = { index, json in value(index, json) }
        return copy
    }

    /// `SwiftUILayoutPlugin`'s `makeLayout(parameters:)`. gridperf's own: the harness's side of the module, not
    /// SwiftUI's API.
    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        let layout = try make(parameters)
        // A view's layout, whose properties may follow state: changeable in place.
        return valueArguments == nil ? instance(layout) : changeableInstance(layout)
    }

    /// The layout's type (or ``swiftUIView``) with the scene's parameters as arguments, in the
    /// order the plugin declares them (a custom layout's memberwise initialiser takes its
    /// properties in that order).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        if let valueArguments {
            return SwiftUICall(typeName, arguments: valueArguments(.object(parameters)), isLayoutInstance: true)
        }
        return SwiftUICall(
            swiftUIView ?? typeName, arguments: SwiftUICall.arguments(parameters, order: self.parameters.map(\.name)),
            isLayoutInstance: swiftUIView == nil)
    }

    /// `layout` in a box: SwiftUI's stacks in their own non-generic one (``StackBox``), every
    /// other layout in GridPerfCore's generic box through the adapter.
    private func instance<L: Layout>(_ layout: L) -> LayoutInstance {
        if let stack = StackBox.make(layout, providers: providers) { return LayoutInstance(box: stack) }
        return LayoutInstance(SwiftUILayoutAdapter(layout, providers: providers))
    }

    private func changeableInstance<L: Layout>(_ layout: L) -> LayoutInstance {
        LayoutInstance(ChangeableLayoutAdapter(layout, providers: providers))
    }
}

extension LayoutPlugin where Self == SwiftUILayoutPlugin {
    /// A SwiftUI layout as a plugin, named after its type unless `name` is given.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static func swiftUI<L: Layout>(_ layout: L, name: String? = nil, summary: String? = nil)
        -> SwiftUILayoutPlugin
    {
        SwiftUILayoutPlugin(layout, name: name, summary: summary)
    }
}

/// For gridperf's generated registration (`--source`): `plugins` as the retained list a
/// library hands over. Not for users.
public func _gridperfPluginList(_ plugins: [SwiftUILayoutPlugin]) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(PluginList(plugins)).toOpaque()
}
