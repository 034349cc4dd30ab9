import GridPerfCore

/// The `flow` plugin: SPEC-FORMAT parameters `spacing`, `lineSpacing`, `alignment`,
/// `itemAlignment`.
public struct FlowPlugin: LayoutPlugin {
    public init() {}

    public let name = "flow"
    public let summary = "Wrapping lines of items at their ideal size (HFlow)"
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize, .sizeIsBoundingBox] }

    public var parameters: [PluginParameter] {
        [
            PluginParameter("spacing", .number, default: "8", "space between items on a line"),
            PluginParameter("lineSpacing", .number, default: "8", "space between lines"),
            PluginParameter("alignment", .choice(HorizontalAlignment.allCases.map(\.rawValue)), default: "leading",
                            "horizontal alignment of each line"),
            PluginParameter("itemAlignment", .choice(VerticalAlignment.allCases.map(\.rawValue)), default: "center",
                            "vertical alignment of an item within its line"),
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> AnyLayout {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let spacing = try r.double("spacing", default: 8)
        let lineSpacing = try r.double("lineSpacing", default: 8)
        let alignment = try r.choice("alignment", default: "leading", choices: HorizontalAlignment.allCases.map(\.rawValue))
        let itemAlignment = try r.choice("itemAlignment", default: "center", choices: VerticalAlignment.allCases.map(\.rawValue))
        try r.finish(known: self.parameters.map(\.name))
        return AnyLayout(FlowLayout(
            spacing: spacing, lineSpacing: lineSpacing,
            alignment: HorizontalAlignment(rawValue: alignment)!, itemAlignment: VerticalAlignment(rawValue: itemAlignment)!))
    }
}
