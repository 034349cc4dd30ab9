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
        trackAxis == .horizontal ? HorizontalAlignment.allCases.map(\.rawValue) : VerticalAlignment.allCases.map(\.rawValue)
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
            PluginParameter(tracksKey, .json("GridItem array (JSON)"), default: "(required)",
                            "the \(tracksKey): [{\"size\": {\"flexible\": {}}}, …]"),
            PluginParameter("alignment", .choice(alignmentChoices), default: "center", "alignment of the \(tracksKey) in wider bounds"),
            PluginParameter("spacing", .number, default: "8", trackAxis == .horizontal ? "space between rows" : "space between columns"),
            PluginParameter("pinnedViews", .json("[\"sectionHeaders\", \"sectionFooters\"]"), default: "[]", "pinned section views (recorded)"),
        ]
    }

    public var input: LayoutInputKind { .itemsOrSections }

    public func makeLayout(parameters: JSONValue?) throws -> AnyLayout {
        try makeLayout(parameters: parameters, structure: .items)
    }

    public func makeLayout(parameters: JSONValue?, structure: SceneStructure) throws -> AnyLayout {
        let sections: [SceneSection]?
        switch structure {
        case .items: sections = nil
        case let .sections(list): sections = list
        case .rows: throw GridPerfError("rows: this layout takes items or sections, not rows")
        }
        var r = try JSONObjectReader(parameters, path: "parameters")
        guard case let .array(raw)? = r.value(tracksKey) else {
            throw GridPerfError("\(r.path(tracksKey)): required, an array of GridItems")
        }
        let items = try raw.enumerated().map { try GridItem(json: $1, path: "\(r.path(tracksKey))[\($0)]") }
        let alignment = try r.choice("alignment", default: "center", choices: alignmentChoices)
        let spacing = try r.double("spacing", default: 8)
        var pinHeaders = false, pinFooters = false
        if let pinned = r.value("pinnedViews"), !pinned.isNull {
            guard let list = pinned.arrayValue?.map(\.stringValue),
                  list.allSatisfy({ $0 == "sectionHeaders" || $0 == "sectionFooters" }) else {
                throw GridPerfError("\(r.path("pinnedViews")): expected an array of \"sectionHeaders\" / \"sectionFooters\"")
            }
            pinHeaders = list.contains("sectionHeaders")
            pinFooters = list.contains("sectionFooters")
        }
        try r.finish(known: self.parameters.map(\.name))
        let fraction = trackAxis == .horizontal
            ? HorizontalAlignment(rawValue: alignment)!.fraction : VerticalAlignment(rawValue: alignment)!.fraction
        var layout = try LazyGridLayout(items: items, trackAxis: trackAxis, spacing: spacing, alignmentFraction: fraction, sections: sections)
        layout.pinsHeaders = pinHeaders
        layout.pinsFooters = pinFooters
        var pinned: [Int] = []
        for section in sections ?? [] {
            if pinHeaders, let h = section.header { pinned.append(h) }
            if pinFooters, let f = section.footer { pinned.append(f) }
        }
        return AnyLayout(layout, pinnedSubviews: pinned)
    }

    /// `count` flexible tracks (SwiftUI's default `GridItem()`).
    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        [tracksKey: .array(Array(repeating: .object(["size": .object(["flexible": .object([:])])]), count: count))]
    }
}
