import GridPerfCore

/// The `lazy-vgrid` and `lazy-hgrid` plugins: one implementation, two axes.
public struct LazyGridPlugin: LayoutPlugin {
    public let trackAxis: Axis

    /// `LazyVGrid`: columns sized from the proposed width, rows grow downwards.
    public static let vertical = LazyGridPlugin(trackAxis: .horizontal)
    /// `LazyHGrid`: rows sized from the proposed height, columns grow rightwards.
    public static let horizontal = LazyGridPlugin(trackAxis: .vertical)

    var tracksKey: String { trackAxis == .horizontal ? "columns" : "rows" }
    var alignmentChoices: [String] {
        trackAxis == .horizontal
            ? HorizontalAlignment.allCases.map(\.rawValue) : VerticalAlignment.allCases.map(\.rawValue)
    }

    /// Tracks are centred in wider bounds unless told otherwise (both axes call it `center`).
    static let defaultAlignment = "center"
    var spacing: TypedParameter<Double> {
        .number(
            "spacing", default: LazyGridLayout.defaultSpacing,
            trackAxis == .horizontal ? "space between rows" : "space between columns")
    }

    public var name: String { trackAxis == .horizontal ? "lazy-vgrid" : "lazy-hgrid" }
    public var summary: String {
        trackAxis == .horizontal
            ? "LazyVGrid: GridItem columns (fixed, flexible, adaptive), rows as tall as their tallest item"
            : "LazyHGrid: GridItem rows (fixed, flexible, adaptive), columns as wide as their widest item"
    }
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps] }

    public var parameters: [PluginParameter] {
        [
            PluginParameter(
                tracksKey, .json("GridItem array (JSON)"), default: "(required)",
                "the \(tracksKey): [{\"size\": {\"flexible\": {}}}, …]"),
            PluginParameter(
                "alignment", .choice(alignmentChoices), default: Self.defaultAlignment,
                "alignment of the \(tracksKey) in wider bounds"),
            spacing.declaration,
            PluginParameter(
                "pinnedViews", .json("[\"sectionHeaders\", \"sectionFooters\"]"), default: "[]",
                "pinned section views (recorded)"),
        ]
    }

    /// A lazy grid's views may come in `sections`.
    public var viewFields: [String] { ["sections"] }

    public func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping {
        try LazyGridSections.read(value, into: &items)
    }

    public func grouping(sections: [SceneSection]) -> (any SceneGrouping)? { LazyGridSections(sections) }

    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        try makeLayout(parameters: parameters, grouping: nil)
    }

    public func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance {
        let sections: [SceneSection]?
        switch grouping {
        case nil: sections = nil
        case let grouped as LazyGridSections: sections = grouped.sections
        default: throw GridPerfError("this layout takes \(viewFieldsDescription) only")
        }
        var r = try JSONObjectReader(parameters, path: "parameters")
        guard case let .array(raw)? = r.value(tracksKey) else {
            throw GridPerfError("\(r.path(tracksKey)): required, an array of GridItems")
        }
        let items = try raw.enumerated().map { try GridItem(json: $1, path: "\(r.path(tracksKey))[\($0)]") }
        let alignment = try r.choice("alignment", default: Self.defaultAlignment, choices: alignmentChoices)
        let spacing = try r.read(self.spacing)
        var pinHeaders = false, pinFooters = false
        if let pinned = r.value("pinnedViews"), !pinned.isNull {
            guard let list = pinned.arrayValue?.map(\.stringValue),
                list.allSatisfy({ $0 == "sectionHeaders" || $0 == "sectionFooters" })
            else {
                throw GridPerfError(
                    "\(r.path("pinnedViews")): expected an array of \"sectionHeaders\" / \"sectionFooters\"")
            }
            pinHeaders = list.contains("sectionHeaders")
            pinFooters = list.contains("sectionFooters")
        }
        try r.finish(known: self.parameters.map(\.name))
        let fraction =
            trackAxis == .horizontal
            ? HorizontalAlignment(rawValue: alignment)!.fraction : VerticalAlignment(rawValue: alignment)!.fraction
        var layout = try LazyGridLayout(
            items: items, trackAxis: trackAxis, spacing: spacing, alignmentFraction: fraction, sections: sections)
        layout.pinsHeaders = pinHeaders
        layout.pinsFooters = pinFooters
        return LayoutInstance(layout)
    }

    /// `count` flexible tracks (SwiftUI's default `GridItem()`).
    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        [tracksKey: .array(Array(repeating: .object(["size": .object(["flexible": .object([:])])]), count: count))]
    }

    /// A GridItem list as `flexible,fixed(70),adaptive(160)`.
    public func abbreviation(ofParameter key: String, value: JSONValue) -> String? {
        guard key == tracksKey, case let .array(items) = value,
            items.allSatisfy({ $0.objectValue?["size"]?.objectValue != nil })
        else { return nil }
        return items.map { item -> String in
            let size = item.objectValue!["size"]!.objectValue!
            guard let (kind, value) = size.first else { return "?" }
            if case let .number(v) = value { return "\(kind)(\(formatPoints(v)))" }
            if let minimum = value.objectValue?["minimum"]?.doubleValue { return "\(kind)(\(formatPoints(minimum)))" }
            return kind
        }.joined(separator: ",")
    }
}
