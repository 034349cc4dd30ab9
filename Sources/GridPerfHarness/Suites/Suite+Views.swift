import Foundation
import GridPerfCore
import GridPerfModel

/// Suite entries that are SwiftUI views: `{"view": "PosterGrid(films: .samples(count: $items))",
/// "source": ["Views.swift", "Data.swift"], "items": [1000, 10000]}` — the files (paths from the
/// suite's folder) compiled together, the view evaluated once per count into a scene file by the
/// command line before the suite is read (given to ``load(path:registry:maxCases:viewScenes:)``),
/// each scene a case as `run --spec` makes it.
extension Suite {
    /// One view entry as the command line reads it, to build and evaluate.
    package struct ViewEntry: Sendable {
        package var index: Int
        package var view: String
        package var files: [String]
        package var counts: [Int]
        package var width: Double?
        package var height: Double?
        /// `--update` and `--setup`: the entry's cases are state changes (`scenario: update`).
        package var update: String?
        package var setup: String?
        /// `{"app": "Apps/Shelf", "preview": "Grid"}`: an app folder's preview (`--app`), the
        /// command line building the app and picking the preview; ``view`` and ``files`` empty.
        package var app: String?
        package var preview: String?
    }

    package static let viewEntryFields = ["view", "source", "items", "width", "height", "update", "setup"]
    package static let appEntryFields = ["app", "preview", "width", "height"]

    /// The view entries of a suite file (`nil`: the file cannot be read; `suite` reports it).
    package static func viewEntries(path: String) throws -> [ViewEntry] {
        guard let data = try? InputFile.read(path), let json = try? JSONValue.parse(data, what: path),
            case let .array(entries)? = json.objectValue?["matrix"]
        else { return [] }
        let folder = (path as NSString).deletingLastPathComponent
        var out: [ViewEntry] = []
        for (k, entry) in entries.enumerated() {
            guard case let .object(fields) = entry, fields["view"] != nil || fields["app"] != nil else { continue }
            var r = try JSONObjectReader(entry, path: "matrix[\(k)]")
            do {
                if fields["app"] != nil {
                    guard case let .string(app)? = r.value("app"), !app.isEmpty,
                        case let .string(preview)? = r.value("preview"), !preview.isEmpty
                    else {
                        throw GridPerfError(
                            "matrix[\(k)]: an app entry is {\"app\": \"Folder\", \"preview\": \"Name\"}: the app's folder and one of its previews"
                        )
                    }
                    let width = try r.optionalDouble("width")
                    let height = try r.optionalDouble("height")
                    try r.finish(known: appEntryFields)
                    out.append(
                        ViewEntry(
                            index: k, view: "", files: [], counts: [1], width: width, height: height,
                            app: app.hasPrefix("/") ? app : (folder as NSString).appendingPathComponent(app),
                            preview: preview))
                    continue
                }
                guard case let .string(view)? = r.value("view"), !view.isEmpty else {
                    throw GridPerfError("\(r.path("view")): expected a Swift expression that makes a view")
                }
                let sources = r.value("source").map { $0.arrayValue ?? [$0] } ?? []
                let files = try sources.map { s -> String in
                    guard let f = s.stringValue, !f.isEmpty else {
                        throw GridPerfError("\(r.path("source")): expected a Swift file's path or a list of them")
                    }
                    return f.hasPrefix("/") ? f : (folder as NSString).appendingPathComponent(f)
                }
                guard !files.isEmpty else {
                    throw GridPerfError("\(r.path("source")): required, the Swift files that declare the view")
                }
                let list = r.value("items").map { $0.arrayValue ?? [$0] } ?? [.number(1)]
                let counts = try list.map { v -> Int in
                    guard let d = v.doubleValue, d == d.rounded(), d >= 1, d <= Double(Int32.max) else {
                        throw GridPerfError("\(r.path("items")): expected whole item counts ≥ 1")
                    }
                    return Int(d)
                }
                func text(_ key: String) throws -> String? {
                    switch r.value(key) {
                    case nil, .null?: return nil
                    case let .string(t)? where !t.isEmpty && !t.contains("\n"): return t
                    default: throw GridPerfError("\(r.path(key)): expected one line of Swift")
                    }
                }
                let update = try text("update")
                let setup = try text("setup")
                if setup != nil, update == nil {
                    throw GridPerfError(
                        "\(r.path("setup")): only with \"update\" (the setup makes what the update changes)")
                }
                if counts.count > 1 || counts != [1], !(view + (setup ?? "")).contains("$items") {
                    throw GridPerfError(
                        "\(r.path("items")): the view takes no item count; write $items where the count goes")
                }
                let width = try r.optionalDouble("width")
                let height = try r.optionalDouble("height")
                try r.finish(known: viewEntryFields)
                out.append(
                    ViewEntry(
                        index: k, view: view, files: files, counts: counts, width: width, height: height,
                        update: update, setup: setup))
            } catch let error as GridPerfError where !error.message.hasPrefix(path) {
                throw error.prefixed(path)
            }
        }
        return out
    }

    /// The cases of view entry `index`: its scenes (by count), as `run --spec` reads them.
    static func viewWorkloads(index: Int, path: String, registry: PluginRegistry, scenes: [Int: String]) throws
        -> [Workload]
    {
        guard !scenes.isEmpty else {
            throw GridPerfError("\(path): a view entry needs its files built first (gridperf suite does it)")
        }
        return try scenes.keys.sorted().map { count in
            var workload = try Workload.scene(path: scenes[count]!, registry: registry)
            if registry.updates(scene: scenes[count]!) != nil {
                // An entry with "update": its state changes, seen through the view's window.
                workload.scenario = .update
                workload.viewport = Size(
                    width: workload.width, height: workload.height ?? Scenario.defaultViewport.height)
            }
            return registry.label(workload)
        }
    }
}
