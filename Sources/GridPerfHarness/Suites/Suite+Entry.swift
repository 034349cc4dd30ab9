import Foundation
import GridPerfCore
import GridPerfModel

extension Suite {
    /// One matrix entry of a suite file, read and checked: the lists whose product is its
    /// cases (layouts × parameter sets × columns × widths × item models × seeds × scenarios ×
    /// item counts). Errors name the field and the element (`matrix[0].widths[1]: …`).
    struct Entry {
        var layouts: [String]
        var parameterSets: [JSONValue]
        /// `nil`: the entry's parameters as they are; a count: mapped onto the layout's
        /// parameters (``LayoutPlugin/parameters(forColumns:)``).
        var columns: [Int?]
        var widths: [Double]
        var models: [ItemDistribution]
        var seeds: [UInt64]
        var scenarios: [Scenario]
        var viewport: Size?
        var step: Double?
        var prefetch: Double?
        var sectionSize: Int?
        var items: [Int]
        /// The item template every case's items are copies of (its absolute path and digest),
        /// or `nil`: items drawn from ``models``.
        var template: (path: String, digest: String)?
        /// Where `parameters` and `columns` are, for the errors found while expanding.
        var parametersPath: String
        var columnsPath: String

        static let fields = [
            "layout", "layouts", "parameters", "columns", "widths", "width", "itemsModels", "itemsModel",
            "seeds", "seed", "scenarios", "scenario", "viewport", "step", "sectionSize", "prefetch", "items",
            "itemTemplate",
        ]

        /// Reads entry `entry`; a relative `itemTemplate` is a path from `folder` (the suite
        /// file's folder; `nil`: the current directory).
        init(_ entry: JSONValue, path: String, registry: PluginRegistry, folder: String? = nil) throws {
            var r = try JSONObjectReader(entry, path: path)
            let layoutPath = r.path("layout")
            layouts = try ((r.list("layout") ?? []) + (r.list("layouts") ?? [])).map { v in
                guard let s = v.stringValue else { throw GridPerfError("\(layoutPath): expected a layout name") }
                _ = try registry.plugin(named: s)
                return s
            }
            guard !layouts.isEmpty else {
                throw GridPerfError("\(layoutPath): required, a layout name or a list of them")
            }
            parameterSets = r.list("parameters") ?? [.object([:])]
            columns = try r.each(
                r.list("columns") ?? [.null], "columns", expected: "expected a whole number of columns ≥ 1"
            ) { v -> Int?? in
                if v.isNull { return .some(nil) }
                guard let d = v.doubleValue, d == d.rounded(), d >= 1, d <= Double(LayoutLimits.maximumColumns) else {
                    return nil
                }
                return Int(d)
            }
            widths = try r.each(
                r.list("widths") ?? r.list("width") ?? [.number(Workload.defaultWidth)], "widths",
                expected: "expected a width ≥ 0"
            ) {
                v in v.doubleValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            }
            let defaultModel = JSONValue.string(ItemDistribution.default.description)
            models = try r.each(
                r.list("itemsModels") ?? r.list("itemsModel") ?? [defaultModel], "itemsModels",
                expected: "expected a model such as flexible:50-300"
            ) {
                v in try v.stringValue.map { try ItemDistribution(parsing: $0) }
            }
            seeds = try r.each(
                r.list("seeds") ?? r.list("seed") ?? [.number(Double(Workload.defaultSeed))], "seeds",
                expected: "expected a whole number ≥ 0"
            ) { v in
                v.doubleValue.flatMap { $0 >= 0 && $0 == $0.rounded() && $0 < 9.0e15 ? UInt64($0) : nil }
            }
            scenarios = try r.each(
                r.list("scenarios") ?? r.list("scenario") ?? [.string(Scenario.full.rawValue)], "scenarios",
                expected: "expected a scenario name"
            ) {
                v in
                guard let s = v.stringValue else { return nil }
                guard let scenario = Scenario(rawValue: s) else {
                    throw GridPerfError(
                        "scenario '\(GridPerfError.quoted(s))' is not supported by this gridperf (known: \(Scenario.knownNames))"
                    )
                }
                return scenario
            }
            if let v = r.value("viewport"), !v.isNull {
                guard let size = Scenario.parseViewport(v.stringValue ?? "") else {
                    throw GridPerfError("\(r.path("viewport")): expected \"WxH\"")
                }
                viewport = size
            }
            step = try r.optionalDouble("step", minimum: 0.001)
            prefetch = try r.optionalDouble("prefetch")
            sectionSize = r.contains("sectionSize") ? try r.int("sectionSize", default: 1, range: 1...100_000_000) : nil
            guard let counts = r.list("items"), !counts.isEmpty else {
                throw GridPerfError("\(r.path("items")): required, item counts")
            }
            items = try r.each(counts, "items", expected: "expected a whole item count") { v in
                v.doubleValue.flatMap { $0 == $0.rounded() && $0 >= 0 && $0 <= 100_000_000 ? Int($0) : nil }
            }
            if let v = r.value("itemTemplate"), !v.isNull {
                guard let name = v.stringValue, !name.isEmpty else {
                    throw GridPerfError("\(r.path("itemTemplate")): expected the path of an item template")
                }
                guard sectionSize == nil else {
                    throw GridPerfError("\(r.path("itemTemplate")): an item template does not take sectionSize")
                }
                let file = name.hasPrefix("/") || (folder ?? "").isEmpty ? name : "\(folder!)/\(name)"
                let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
                let data = try InputFile.read(absolute)
                for layout in layouts {
                    _ = try Workload.readTemplate(data, path: absolute, layout: layout, registry: registry)
                }
                template = (absolute, Workload.digest(ofScene: data))
            }
            parametersPath = r.path("parameters")
            columnsPath = r.path("columns")
            try r.finish(known: Self.fields)
        }

        /// The entry's cases, in the order of its lists (the last, item counts, varies fastest).
        func workloads(registry: PluginRegistry) throws -> [Workload] {
            var out: [Workload] = []
            for layout in layouts {
                for parameters in try parameterObjects(layout: layout, registry: registry) {
                    for width in widths {
                        for model in models {
                            for seed in seeds {
                                for scenario in scenarios {
                                    out += items.map { count in
                                        registry.label(
                                            workload(layout, parameters, width, model, seed, scenario, count: count))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return out
        }

        /// Each parameter set with each column count mapped onto it, checked by making the
        /// layout. Each count starts from the set: a mapping must not carry over to the next
        /// count (`[2, null]` was two cases of 2 columns).
        func parameterObjects(layout: String, registry: PluginRegistry) throws -> [JSONValue] {
            let plugin = try registry.plugin(named: layout)
            var out: [JSONValue] = []
            for (p, set) in parameterSets.enumerated() {
                guard case let .object(base) = set else {
                    throw GridPerfError("\(parametersPath)[\(p)]: expected an object")
                }
                for c in columns {
                    var fields = base
                    if let c {
                        guard let mapped = plugin.parameters(forColumns: c) else {
                            throw GridPerfError(
                                "\(columnsPath): layout '\(GridPerfError.quoted(layout))' has no notion of columns")
                        }
                        fields.merge(mapped) { _, new in new }
                    }
                    let parameters = JSONValue.object(fields)
                    do {
                        _ = try registry.makeLayout(named: layout, parameters: parameters)
                    } catch let e as GridPerfError {
                        throw e.prefixed(parametersPath)
                    }
                    out.append(parameters)
                }
            }
            return out
        }

        /// One case. A scroll scenario's container is its viewport (default the entry's width
        /// × 844), stepped by an eighth of its height unless `step` is given.
        func workload(
            _ layout: String, _ parameters: JSONValue, _ width: Double, _ model: ItemDistribution, _ seed: UInt64,
            _ scenario: Scenario, count: Int
        ) -> Workload {
            let scrolls = scenario != .full
            let view = scrolls ? (viewport ?? Size(width: width, height: Scenario.defaultViewport.height)) : nil
            var w = Workload(
                layout: layout, parameters: parameters, width: view?.width ?? width, count: count,
                itemsModel: model, seed: seed, scenario: scenario, viewport: view,
                step: view.map { step ?? $0.height / 8 }, sectionSize: sectionSize,
                prefetch: scrolls ? prefetch : nil)
            w.template = template?.path
            w.templateDigest = template?.digest
            return w
        }
    }
}

extension JSONObjectReader {
    /// The value at `key` as a list (a single value is a list of one); `nil` when it is absent
    /// or null.
    fileprivate mutating func list(_ key: String) -> [JSONValue]? {
        guard let v = value(key), !v.isNull else { return nil }
        return v.arrayValue ?? [v]
    }

    /// Each element of `values` (the list at `key`) read by `read`; `nil` from it is
    /// `expected`, an error from it is prefixed with the element's path. O(values).
    fileprivate func each<T>(
        _ values: [JSONValue], _ key: String, expected: String, _ read: (JSONValue) throws -> T?
    ) throws -> [T] {
        try values.enumerated().map { i, v in
            let at = "\(path(key))[\(i)]"
            do {
                guard let value = try read(v) else { throw GridPerfError("\(at): \(expected)") }
                return value
            } catch let e as GridPerfError where !e.message.hasPrefix(at) {
                throw e.prefixed(at)
            }
        }
    }
}
