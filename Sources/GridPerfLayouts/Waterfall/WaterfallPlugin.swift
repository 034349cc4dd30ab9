import GridPerfCore

/// The `waterfall` plugin: SPEC-FORMAT parameters `columns`, `spacing` and `strategy`, with
/// ``WaterfallLayout``'s defaults.
public struct WaterfallPlugin: LayoutPlugin {
    public init() {}

    public let name = "waterfall"
    public let summary = "Masonry: equal columns, each item appended to the shortest one"
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize] }

    static let columns = TypedParameter.integer(
        "columns", default: WaterfallLayout().columns, in: 1...LayoutLimits.maximumColumns,
        "number of columns")
    static let spacing = TypedParameter.number(
        "spacing", default: WaterfallLayout().spacing,
        "space between columns and between items")
    static let strategy = TypedParameter.choice(
        "strategy", default: WaterfallLayout().strategy,
        "how the shortest column is found (linear scan, heap, or by column count)")

    public var parameters: [PluginParameter] {
        [Self.columns.declaration, Self.spacing.declaration, Self.strategy.declaration]
    }

    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let layout = WaterfallLayout(
            columns: try r.read(Self.columns), spacing: try r.read(Self.spacing),
            strategy: try r.read(Self.strategy))
        try r.finish(known: self.parameters.map(\.name))
        return LayoutInstance(layout)
    }

    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        ["columns": .number(Double(count))]
    }
}
