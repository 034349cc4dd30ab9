import CGridPerfPlugin
import Foundation
import GridPerfCore
import GridPerfModel

/// Loads layout plugins from shared libraries built against `gridperf_plugin.h` (the C
/// interface), so a layout can be benchmarked without rebuilding gridperf. A library that is
/// missing, not a gridperf plugin, or built for another ABI version is an error naming it.
package enum DynamicPlugins {
    /// The ABI version this gridperf speaks.
    package static let abiVersion = GRIDPERF_PLUGIN_ABI

    /// The plugins the library at `path` registers. The library stays loaded for the
    /// process's lifetime (its layouts point into it).
    package static func load(path: String) throws -> [any LayoutPlugin] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw GridPerfError("--plugin \(path): no such file")
        }
        do { try ELFCheck.check(path: path) } catch let problem as GridPerfError {
            throw GridPerfError("--plugin \(path): cannot load the library: \(problem.message)")
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw GridPerfError("--plugin \(path): cannot load the library: \(reason)")
        }
        if let swiftAbi = dlsym(handle, "gridperf_swift_plugin_abi"), let list = dlsym(handle, "gridperf_swift_plugins")
        {
            return try loadSwift(path: path, handle: handle, abi: swiftAbi, list: list)
        }
        guard let abiSymbol = dlsym(handle, "gridperf_plugin_abi"),
            let registerSymbol = dlsym(handle, "gridperf_register_plugins")
        else {
            dlclose(handle)
            throw GridPerfError(
                "--plugin \(path): not a gridperf plugin (it must export gridperf_plugin_abi and gridperf_register_plugins, see gridperf_plugin.h)"
            )
        }
        typealias AbiFunction = @convention(c) () -> UInt32
        typealias RegisterFunction = @convention(c) (UnsafePointer<gp_registrar>) -> Int32
        let abi = unsafeBitCast(abiSymbol, to: AbiFunction.self)()
        guard abi == abiVersion else {
            dlclose(handle)
            throw GridPerfError(
                "--plugin \(path): built for plugin ABI \(abi), this gridperf speaks ABI \(abiVersion); rebuild it against this gridperf's gridperf_plugin.h"
            )
        }
        let collector = Collector()
        let context = Unmanaged.passRetained(collector).toOpaque()
        defer { Unmanaged<Collector>.fromOpaque(context).release() }
        var registrar = gp_registrar(
            abi_version: abiVersion, context: context,
            register_layout: { context, definition in
                guard let context, let definition else { return 1 }
                Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue().definitions.append(definition)
                return 0
            })
        let status = unsafeBitCast(registerSymbol, to: RegisterFunction.self)(&registrar)
        guard status == 0 else {
            throw GridPerfError("--plugin \(path): gridperf_register_plugins failed (returned \(status))")
        }
        guard !collector.definitions.isEmpty else {
            throw GridPerfError("--plugin \(path): the library registered no layouts")
        }
        return try collector.definitions.map { definition in
            guard let name = definition.pointee.name, definition.pointee.create != nil,
                definition.pointee.size_that_fits != nil,
                definition.pointee.place_subviews != nil
            else {
                throw GridPerfError("--plugin \(path): a layout definition lacks a name or a function")
            }
            return CPlugin(
                definition: definition, name: String(cString: name),
                summary: definition.pointee.summary.map { String(cString: $0) } ?? "(from \(path))")
        }
    }

    /// Whether `plugin` came from a shared library (`--plugin`, `--source`): code gridperf
    /// cannot vouch for, so `check` runs it in a child process.
    package static func isFromLibrary(_ plugin: any LayoutPlugin) -> Bool {
        plugin is CPlugin || plugin is LibraryPlugin
    }

    /// A Swift plugin library (built by `--source` against this very gridperf): its plugins are
    /// Swift values handed over as a retained ``PluginList``.
    private static func loadSwift(
        path: String, handle: UnsafeMutableRawPointer, abi: UnsafeMutableRawPointer,
        list: UnsafeMutableRawPointer
    ) throws -> [any LayoutPlugin] {
        typealias AbiFunction = @convention(c) () -> UInt32
        typealias ListFunction = @convention(c) () -> UnsafeMutableRawPointer
        let version = unsafeBitCast(abi, to: AbiFunction.self)()
        guard version == SourceBuild.abiVersion else {
            dlclose(handle)
            throw GridPerfError(
                "--plugin \(path): a Swift plugin for interface \(version), this gridperf speaks \(SourceBuild.abiVersion); build it again with --source"
            )
        }
        let plugins = Unmanaged<PluginList>.fromOpaque(unsafeBitCast(list, to: ListFunction.self)()).takeRetainedValue()
            .plugins
        guard !plugins.isEmpty || dlsym(handle, ViewEvaluation.symbol) != nil else {
            throw GridPerfError("--plugin \(path): the library registered no layouts")
        }
        return plugins.map { LibraryPlugin(base: $0) }
    }

    final class Collector {
        var definitions: [UnsafePointer<gp_layout_def>] = []
    }
}

/// A plugin from a shared library.
struct CPlugin: LayoutPlugin, @unchecked Sendable {
    let definition: UnsafePointer<gp_layout_def>
    let name: String
    let summary: String
    /// A library plugin declares no parameters here (its `create` judges the JSON), so only
    /// spec files and `--columns` (passed as `columns`) reach it.
    var parameters: [PluginParameter] { [] }

    func parameters(forColumns count: Int) -> [String: JSONValue]? { ["columns": .number(Double(count))] }

    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        let json = (parameters ?? .object([:])).jsonText()
        var error = [CChar](repeating: 0, count: 512)
        guard let handle = definition.pointee.create(json, &error, error.count) else {
            let bytes = error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let message = String(decoding: bytes, as: UTF8.self)
            throw GridPerfError(message.isEmpty ? "the plugin refused the parameters \(json)" : message)
        }
        return LayoutInstance(CLayout(box: CLayoutBox(definition: definition, handle: handle)))
    }
}

/// Owns a library layout handle; destroys it with the layout.
final class CLayoutBox {
    let definition: UnsafePointer<gp_layout_def>
    let handle: UnsafeMutableRawPointer
    init(definition: UnsafePointer<gp_layout_def>, handle: UnsafeMutableRawPointer) {
        self.definition = definition
        self.handle = handle
    }
    deinit { definition.pointee.destroy?(handle) }
}

/// A library layout behind the `Layout` protocol: subviews are passed as C callbacks.
struct CLayout: Layout {
    let box: CLayoutBox

    static func proposal(_ p: ProposedSize) -> gp_proposal {
        gp_proposal(
            width: p.width ?? 0, height: p.height ?? 0, has_width: p.width == nil ? 0 : 1,
            has_height: p.height == nil ? 0 : 1)
    }

    static func proposal(_ p: gp_proposal) -> ProposedSize {
        ProposedSize(width: p.has_width != 0 ? p.width : nil, height: p.has_height != 0 ? p.height : nil)
    }

    /// Calls `body` with C subviews that forward to `subviews`.
    func withCSubviews<R>(_ subviews: LayoutSubviews, _ body: (UnsafePointer<gp_subviews>) -> R) -> R {
        var copy = subviews
        return withUnsafeMutablePointer(to: &copy) { pointer in
            var c = gp_subviews(
                context: UnsafeMutableRawPointer(pointer), count: subviews.count,
                size_that_fits: { context, index, proposal in
                    let subviews = context!.assumingMemoryBound(to: LayoutSubviews.self).pointee
                    guard index >= 0 && index < subviews.count else { return gp_size(width: 0, height: 0) }
                    let s = subviews[subviews.startIndex + index].sizeThatFits(CLayout.proposal(proposal))
                    return gp_size(width: s.width, height: s.height)
                },
                place: { context, index, x, y, proposal in
                    let subviews = context!.assumingMemoryBound(to: LayoutSubviews.self).pointee
                    guard index >= 0 && index < subviews.count else { return }
                    subviews[subviews.startIndex + index].place(
                        at: Point(x: x, y: y), proposal: CLayout.proposal(proposal))
                })
            return body(&c)
        }
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let s = withCSubviews(subviews) {
            box.definition.pointee.size_that_fits(box.handle, Self.proposal(proposal), $0)
        }
        return Size(width: s.width, height: s.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        withCSubviews(subviews) {
            box.definition.pointee.place_subviews(
                box.handle, bounds.minX, bounds.minY, bounds.width, bounds.height,
                Self.proposal(proposal), $0)
        }
    }
}

/// A Swift plugin from a library: the plugin itself, marked as coming from outside.
struct LibraryPlugin: PluginWrapper {
    let base: any LayoutPlugin

    var name: String { base.name }
    var summary: String { base.summary }
    var parameters: [PluginParameter] { base.parameters }
    var viewFields: [String] { base.viewFields }
    var guarantees: LayoutGuarantees { base.guarantees }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { try base.makeLayout(parameters: parameters) }
    func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping {
        try base.readViews(field: field, value: value, into: &items)
    }
    func grouping(sections: [SceneSection]) -> (any SceneGrouping)? { base.grouping(sections: sections) }
    func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance {
        try base.makeLayout(parameters: parameters, grouping: grouping)
    }
    func parameters(forColumns count: Int) -> [String: JSONValue]? { base.parameters(forColumns: count) }
    func abbreviation(ofParameter key: String, value: JSONValue) -> String? {
        base.abbreviation(ofParameter: key, value: value)
    }
}
