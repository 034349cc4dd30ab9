import Foundation
import GridPerfCore
import GridPerfHarness

/// A shipped suite read without building its Swift files: each view entry's scene stands in as an
/// empty `zstack` (what `gridperf suite` makes by compiling and evaluating the view), and each
/// `--source` layout the suite names (its `"source"` entries' `"type"`) as a `zstack` under its
/// name (what the command registers by compiling the file), so that the entries load and expand
/// as the command reads them.
enum ShippedSuite {
    static func load(_ path: String) throws -> Suite {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var scenes: [Int: [Int: String]] = [:]
        for entry in try Suite.viewEntries(path: path) {
            for count in entry.counts {
                let file = folder.appendingPathComponent("view-\(entry.index)-\(count).json").path
                try Data("{\"layout\": \"zstack\", \"count\": \(count), \"items\": []}".utf8).write(
                    to: URL(fileURLWithPath: file))
                scenes[entry.index, default: [:]][count] = file
            }
        }
        var registry = PluginRegistry.builtIn
        for name in try sourcedLayouts(path) { try registry.register(StandIn(name: name)) }
        return try Suite.load(path: path, registry: registry, viewScenes: scenes)
    }

    /// The layout types the suite's `"source"` entries build.
    static func sourcedLayouts(_ path: String) throws -> [String] {
        guard case let .object(fields) = try JSONValue.parse(Data(contentsOf: URL(fileURLWithPath: path)), what: path),
            let source = fields["source"]
        else { return [] }
        let entries: [JSONValue]
        if case let .array(list) = source { entries = list } else { entries = [source] }
        return entries.compactMap { entry in
            if case let .object(o) = entry, case let .string(type)? = o["type"] { return type }
            return nil
        }
    }

    /// A `--source` layout's stand-in: the built-in `zstack` under the layout's name.
    struct StandIn: LayoutPlugin {
        let name: String
        var summary: String { "stand-in for the --source layout \(name)" }
        var parameters: [PluginParameter] { [] }
        func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
            try PluginRegistry.builtIn.makeLayout(named: "zstack", parameters: nil)
        }
    }
}
