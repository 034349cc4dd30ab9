import GridPerfCore

/// The `justified-rows` plugin: parameters `rowHeight` (target, default 120) and `spacing` (4).
public struct JustifiedRowsPlugin: LayoutPlugin {
    public init() {}

    public let name = "justified-rows"
    public let summary = "Justified rows (photo galleries): rows scaled to fill the width at about the target height"
    public var guarantees: LayoutGuarantees { [.noOverlaps] }
    public var parameters: [PluginParameter] {
        [
            PluginParameter("rowHeight", .number, default: "120", "the target row height"),
            PluginParameter("spacing", .number, default: "4", "space between items and between rows"),
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let height = try r.double("rowHeight", default: 120)
        guard height > 0 else { throw GridPerfError("\(r.path("rowHeight")): must be greater than 0") }
        let spacing = try r.double("spacing", default: 4)
        try r.finish(known: self.parameters.map(\.name))
        return LayoutInstance(JustifiedRowsLayout(targetHeight: height, spacing: spacing))
    }
}
