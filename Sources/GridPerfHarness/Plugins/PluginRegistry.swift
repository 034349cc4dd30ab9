import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// The plugins every command can use, by name. Built-ins are registered by
/// ``PluginRegistry/builtIn``; an outside package registers its own beside them
/// (`GridPerf.main(plugins:)`), and `--plugin` loads more from shared libraries.
///
/// Lookups by name are O(1) (a dictionary); the registration order is kept for listings.
public struct PluginRegistry: Sendable {
    private var byName: [String: any LayoutPlugin] = [:]
    private var order: [String] = []
    /// `items`, and every field some plugin reads its views from (`sections`, `rows`), in the
    /// order met: kept as plugins are registered, since a scene's reader asks for them at every
    /// container (the registry's every plugin walked cost 7,000 instructions a container).
    public private(set) var viewFields = ["items"]
    /// The lazy `ForEach`s of the `--view` scenes this invocation evaluated, by the scene file
    /// each was written to: what a scene's `{"forEach": …}` entries are made from. Kept here, an
    /// input of every parse, not in a global (ARCHITECTURE.md, "Shared state").
    private var lazyViews = LazyViewsByScene()

    /// The views are made and read on the thread that lays their scene out; the table is only
    /// written while the command line sets up, before any layout.
    private struct LazyViewsByScene: @unchecked Sendable {
        var byScene: [String: [LazyForEachViews]] = [:]
        /// `--update`: how to make each `--view` scene's view afresh, ready to change.
        var updates: [String: ViewUpdatesSource] = [:]
    }

    /// Records how to make the view of the scene written to `path` afresh, for `--update` (under
    /// the path as written and as an absolute path). O(1).
    package mutating func register(updates source: ViewUpdatesSource, scene path: String) {
        lazyViews.updates[path] = source
        lazyViews.updates[URL(fileURLWithPath: path).standardizedFileURL.path] = source
    }

    /// How to make the view of the scene written to `path` afresh; `nil` when no `--update` was given.
    package func updates(scene path: String) -> ViewUpdatesSource? { lazyViews.updates[path] }

    /// Records the lazy `ForEach`s of the scene written to `path` (under the path as written and
    /// as an absolute path). O(1).
    package mutating func register(lazyViews views: [LazyForEachViews], scene path: String) {
        guard !views.isEmpty else { return }
        lazyViews.byScene[path] = views
        lazyViews.byScene[URL(fileURLWithPath: path).standardizedFileURL.path] = views
    }

    /// The lazy `ForEach`s of the scene written to `path`, looked up by the path as given
    /// (allocating nothing: it runs inside a case's storage window); `nil` when no view of this
    /// invocation wrote the file. O(1).
    package func lazyViews(scene path: String) -> [LazyForEachViews]? { lazyViews.byScene[path] }

    /// An empty registry.
    public init() {}

    /// A registry holding `plugins`; throws on a duplicate name.
    public init(_ plugins: [any LayoutPlugin]) throws {
        for p in plugins { try register(p) }
    }

    /// The built-in layouts: `GridPerfLayouts`' own, then SwiftUI's stacks
    /// (``SwiftUIBuiltIns/everyBuiltIn``: the harness imports no layout module).
    public static var builtIn: PluginRegistry {
        // The built-in names are distinct; a clash is a programming error caught by the tests.
        try! PluginRegistry(SwiftUIBuiltIns.everyBuiltIn)
    }

    /// Adds those of `plugins` whose names are not registered yet (a view's custom layouts, met
    /// again in a later evaluation or element, keep their first registration). O(plugins).
    public mutating func registerUnknown<S: Sequence>(_ plugins: S) throws where S.Element: LayoutPlugin {
        for plugin in plugins where byName[plugin.name] == nil { try register(plugin) }
    }

    /// Adds `plugins`, each in the place of a plugin registered under its name, if any: a view's
    /// custom layouts from the evaluation that made the scene being read, which hold the values
    /// its parameters name (an earlier evaluation of the same view, registered under the same
    /// names, holds only its own). O(plugins).
    public mutating func registerReplacing<S: Sequence>(_ plugins: S) throws where S.Element: LayoutPlugin {
        for plugin in plugins {
            if byName[plugin.name] != nil {
                byName[plugin.name] = plugin
                viewFields = ["items"]
                for name in order { addViewFields(of: byName[name]!) }
            } else {
                try register(plugin)
            }
        }
    }

    /// Adds `plugin`. A name that is empty, has spaces, or is already taken is an error. Dots
    /// may join parts (a nested Swift type's `Gallery.Strip`), never lead, trail or repeat.
    public mutating func register(_ plugin: any LayoutPlugin) throws {
        let name = plugin.name
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard
            parts.allSatisfy({ part in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            })
        else {
            throw GridPerfError(
                "plugin name '\(GridPerfError.quoted(name))' must be letters, digits, '-' or '_' (parts joined by '.')",
                kind: .pluginName(name))
        }
        guard byName[name] == nil else {
            throw GridPerfError(
                "a plugin named '\(GridPerfError.quoted(name))' is already registered", kind: .pluginName(name))
        }
        byName[name] = plugin
        order.append(name)
        addViewFields(of: plugin)
    }

    /// The plugin called `name`; an unknown name is an error listing the known ones.
    public func plugin(named name: String) throws -> any LayoutPlugin {
        guard let p = byName[name] else {
            throw GridPerfError(
                "unknown layout '\(GridPerfError.quoted(name))' (known layouts: \(order.joined(separator: ", ")))",
                kind: .unknownLayout(name))
        }
        return p
    }

    /// The layout `name` makes from `parameters`; errors name the layout
    /// (`waterfall: parameters.columns: must be in 1...100000, got 0`).
    public func makeLayout(named name: String, parameters: JSONValue?, grouping: (any SceneGrouping)? = nil) throws
        -> LayoutInstance
    {
        let plugin = try plugin(named: name)
        do {
            return try plugin.makeLayout(parameters: parameters, grouping: grouping)
        } catch let error as GridPerfError {
            throw error.prefixed(name)
        }
    }

    /// `key=value` for each parameter (sorted by key), each value as the plugin abbreviates it
    /// (the generic compact JSON when it does not, or when `layout` is not registered).
    public func parametersLabel(layout: String, parameters: JSONValue) -> String {
        guard let plugin = byName[layout] else { return Workload.parametersText(parameters) }
        return Workload.parametersText(parameters) { plugin.abbreviation(ofParameter: $0, value: $1) }
    }

    /// `workload` with its parameters labelled by its plugin (``Workload/parametersLabel``).
    public func label(_ workload: Workload) -> Workload {
        var w = workload
        w.parametersLabel = parametersLabel(layout: w.layout, parameters: w.parameters)
        return w
    }

    /// `report` with the workloads that carry no label of their own (reports written before
    /// ``Workload/parametersLabel`` existed) labelled by their plugins. O(cases).
    package func label(_ report: RunReport) -> RunReport {
        var r = report
        for i in r.cases.indices where r.cases[i].workload.parametersLabel == nil {
            r.cases[i].workload = label(r.cases[i].workload)
        }
        return r
    }

    /// Adds the fields `plugin` reads views from to ``viewFields``, each once. O(fields²).
    private mutating func addViewFields(of plugin: any LayoutPlugin) {
        for f in plugin.viewFields where !viewFields.contains(f) { viewFields.append(f) }
    }

    /// Every plugin, in registration order.
    public var all: [any LayoutPlugin] { order.map { byName[$0]! } }

    /// Every name, in registration order.
    public var names: [String] { order }
}

/// A `--view` whose state `--update` changes: a fresh view (its state made anew) on each call
/// of ``make``, with the change of each step.
package struct ViewUpdatesSource {
    package let make: () throws -> ViewUpdatesBox
    /// The update as written (for messages and reports).
    package let update: String
    package init(update: String, make: @escaping () throws -> ViewUpdatesBox) {
        self.update = update
        self.make = make
    }
}
