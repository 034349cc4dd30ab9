import GridPerfCore

/// The `flow` plugin: SPEC-FORMAT parameters `spacing`, `lineSpacing`, `alignment`,
/// `itemAlignment`, with ``FlowLayout``'s defaults.
public struct FlowPlugin: LayoutPlugin {
    public init() {}

    public let name = "flow"
    public let summary = "Wrapping lines of items at their ideal size (HFlow)"
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize, .sizeIsBoundingBox] }

    static let spacing = TypedParameter.number(
        "spacing", default: FlowLayout().spacing, "space between items on a line")
    static let lineSpacing = TypedParameter.number(
        "lineSpacing", default: FlowLayout().lineSpacing, "space between lines")
    static let alignment = TypedParameter.choice(
        "alignment", default: FlowLayout().alignment, "horizontal alignment of each line")
    static let itemAlignment = TypedParameter.choice(
        "itemAlignment", default: FlowLayout().itemAlignment,
        "vertical alignment of an item within its line")

    public var parameters: [PluginParameter] {
        [
            Self.spacing.declaration, Self.lineSpacing.declaration, Self.alignment.declaration,
            Self.itemAlignment.declaration,
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let layout = FlowLayout(
            spacing: try r.read(Self.spacing), lineSpacing: try r.read(Self.lineSpacing),
            alignment: try r.read(Self.alignment), itemAlignment: try r.read(Self.itemAlignment))
        try r.finish(known: self.parameters.map(\.name))
        return LayoutInstance(layout)
    }
}
