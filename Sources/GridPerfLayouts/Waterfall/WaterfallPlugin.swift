import GridPerfCore

/// The `waterfall` plugin: SPEC-FORMAT parameters `columns` (default 2) and `spacing` (8).
public struct WaterfallPlugin: LayoutPlugin {
    public init() {}

    public let name = "waterfall"
    public let summary = "Masonry: equal columns, each item appended to the shortest one"
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize] }

    public var parameters: [PluginParameter] {
        [
            PluginParameter("columns", .integer, default: "2", "number of columns"),
            PluginParameter("spacing", .number, default: "8", "space between columns and between items"),
            PluginParameter("strategy", .choice(WaterfallMath.Strategy.allCases.map(\.rawValue)), default: "automatic",
                            "how the shortest column is found (linear scan, heap, or by column count)"),
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> AnyLayout {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let columns = try r.int("columns", default: 2, range: 1...100_000)
        let spacing = try r.double("spacing", default: 8)
        let strategy = try r.choice("strategy", default: "automatic", choices: WaterfallMath.Strategy.allCases.map(\.rawValue))
        try r.finish(known: self.parameters.map(\.name))
        return AnyLayout(WaterfallLayout(columns: columns, spacing: spacing, strategy: WaterfallMath.Strategy(rawValue: strategy)!))
    }

    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        ["columns": .number(Double(count))]
    }
}
