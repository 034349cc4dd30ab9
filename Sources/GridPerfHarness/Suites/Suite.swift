import Foundation
import GridPerfCore
import GridPerfModel

/// A benchmark suite: workloads written as a matrix, run into one report (`gridperf suite`).
///
/// ```json
/// { "name": "ci",
///   "options": {"iterations": 30, "warmup": 3, "maxTime": 1},
///   "matrix": [
///     {"layout": "waterfall", "columns": [2, 4], "items": [1000, 10000, 100000]},
///     {"layouts": ["lazy-vgrid", "lazy-hgrid"], "parameters": [{"columns": [{"size": {"flexible": {}}}]}],
///      "items": [1000, 100000], "widths": [390, 1024], "itemsModels": ["flexible:50-300", "text:3-40"]} ] }
/// ```
///
/// Every entry expands to layouts × parameters × columns × widths × item models × seeds ×
/// scenarios × items, item counts innermost, so a sweep over counts stays together (and is
/// fitted, see ``ScalingFit``). A field that takes a list also takes a single value.
package struct Suite: Sendable {
    package var name: String
    package var options: RunOptions
    package var workloads: [Workload]

    package init(name: String, options: RunOptions, workloads: [Workload]) {
        self.name = name
        self.options = options
        self.workloads = workloads
    }

    /// Reads and expands a suite file; layouts and parameters are checked against `registry`.
    /// `viewScenes`: the scene files of its view entries, by entry index and count, which the
    /// command line made by compiling and evaluating the views (``viewEntries(path:)``).
    package static func load(
        path: String, registry: PluginRegistry,
        maxCases: Int = ResourceLimits.defaultMaximumCases, viewScenes: [Int: [Int: String]] = [:]
    ) throws -> Suite {
        let data = try InputFile.read(path)
        do {
            return try parse(
                JSONValue.parse(data, what: path), registry: registry,
                defaultName: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                maxCases: maxCases, folder: (path as NSString).deletingLastPathComponent, viewScenes: viewScenes)
        } catch let error as GridPerfError where !error.message.hasPrefix(path) {
            throw error.prefixed(path)
        }
    }

    /// Expands a decoded suite. Errors name the field (`matrix[2].items[0]: …`).
    ///
    /// A suite of more than `maxCases` cases is refused before any is built, with the count.
    package static func parse(
        _ json: JSONValue, registry: PluginRegistry, defaultName: String = "suite",
        maxCases: Int = ResourceLimits.defaultMaximumCases, folder: String? = nil,
        viewScenes: [Int: [Int: String]] = [:]
    ) throws -> Suite {
        var r = try JSONObjectReader(json, path: "")
        let name = r.value("name")?.stringValue ?? defaultName
        _ = r.value("description")
        // Swift files whose SwiftUI layouts the suite runs: built and registered by the command
        // line before the suite is read (`--source`'s path), so here only accepted.
        _ = r.value("source")
        var o = try JSONObjectReader(r.value("options"), path: "options")
        let defaults = RunOptions()
        let options = RunOptions(
            iterations: try o.int("iterations", default: defaults.iterations, range: 1...1_000_000),
            warmup: try o.int("warmup", default: defaults.warmup, range: 0...1_000_000),
            warmupTime: try o.double("warmupTime", default: defaults.warmupTime ?? 0),
            rounds: try o.int("rounds", default: defaults.rounds ?? 1, range: 1...1000),
            maxTime: try o.double("maxTime", default: defaults.maxTime, minimum: 0.001),
            measurementCache: try o.bool("measurementCache", default: true),
            instructions: try o.bool("instructions", default: false))
        try o.finish(known: [
            "iterations", "warmup", "warmupTime", "rounds", "maxTime", "measurementCache", "instructions",
        ])
        guard case let .array(entries)? = r.value("matrix"), !entries.isEmpty else {
            throw GridPerfError("matrix: required, a non-empty array of workload entries")
        }
        try r.finish(known: ["name", "description", "options", "matrix", "source"])

        var total = 0
        for (k, entry) in entries.enumerated() {
            let n = try caseCount(entry, path: "matrix[\(k)]")
            total = n > Int.max - total ? Int.max : total + n
        }
        guard total <= maxCases else {
            throw GridPerfError(
                "matrix: \(total == Int.max ? "too many" : String(total)) cases, more than the limit of \(maxCases) (raise it with --max-cases)"
            )
        }

        var workloads: [Workload] = []
        var seen: [String: String] = [:]
        for (k, entry) in entries.enumerated() {
            let path = "matrix[\(k)]"
            let isView = entry.objectValue?["view"] != nil || entry.objectValue?["app"] != nil
            let cases =
                isView
                ? try viewWorkloads(index: k, path: path, registry: registry, scenes: viewScenes[k] ?? [:])
                : try Entry(entry, path: path, registry: registry, folder: folder).workloads(registry: registry)
            for w in cases {
                if let first = seen[w.identity] {
                    throw GridPerfError(
                        "\(path): the workload \(w.label) is already listed (\(first)); a case may appear once")
                }
                seen[w.identity] = path
                workloads.append(w)
            }
        }
        return Suite(name: name, options: options, workloads: workloads)
    }

    /// How many cases `entry` expands to: the product of its lists' lengths (saturating), so
    /// that a huge matrix is refused before it is built. O(fields).
    private static func caseCount(_ entry: JSONValue, path: String) throws -> Int {
        guard case let .object(fields) = entry else { throw GridPerfError("\(path): expected an object") }
        func length(_ keys: String...) -> Int {
            var n = 0
            for key in keys {
                guard let v = fields[key], !v.isNull else { continue }
                n += v.arrayValue?.count ?? 1
            }
            return Swift.max(n, 1)
        }
        var product = 1
        for n in [
            length("layout", "layouts"), length("parameters"), length("columns"), length("widths", "width"),
            length("itemsModels", "itemsModel"), length("seeds", "seed"), length("scenarios", "scenario"),
            length("items"),
        ] {
            let (p, overflow) = product.multipliedReportingOverflow(by: n)
            product = overflow ? Int.max : p
        }
        return product
    }

    /// The workloads whose label or identity `pattern` (a regular expression) matches.
    package func filtered(_ pattern: String) throws -> Suite {
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw GridPerfError("--filter \(pattern): not a valid regular expression")
        }
        func matches(_ s: String) -> Bool {
            regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
        }
        var copy = self
        copy.workloads = workloads.filter { matches($0.label) || matches($0.identity) }
        return copy
    }

    /// The cases of shard `index` (1-based) of `count`: those whose case id (a hash of the
    /// whole workload) falls in it, so reordering or extending a suite moves no other case
    /// between shards. Shards 1…count together hold every case exactly once. O(cases).
    package func shard(_ index: Int, of count: Int) -> Suite {
        var copy = self
        copy.workloads = workloads.filter { Self.shard(ofIdentity: $0.identity, count: count) == index }
        return copy
    }

    /// The shard (1-based) of `count` a workload identity belongs to. O(identity length).
    package static func shard(ofIdentity identity: String, count: Int) -> Int {
        Int(FrameHash.hash(of: identity) % UInt64(count)) + 1
    }
}
