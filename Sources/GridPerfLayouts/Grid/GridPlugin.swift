import GridPerfCore

/// The `grid` plugin: SwiftUI's `Grid`, taking SPEC-FORMAT `rows`, or `items` with a
/// `columns` parameter (rows of that many plain cells: the benchmark form).
public struct GridPlugin: LayoutPlugin {
    public init() {}

    public let name = "grid"
    public let summary = "Grid/GridRow: eager, columns as wide as their widest cell, rows as tall as their tallest"
    /// A grid's views come in `rows` (or as `items` with a `columns` parameter).
    public var viewFields: [String] { ["rows"] }

    public func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping {
        try GridRows.read(value, into: &items)
    }
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize] }

    static let alignment = TypedParameter<Alignment>(
        PluginParameter(
            "alignment", .choice(Alignment.named.map(\.name)), default: GridLayout.defaultAlignmentName,
            "alignment of every cell in its area")
    ) { r in
        Alignment(
            name: try r.choice(
                "alignment", default: GridLayout.defaultAlignmentName, choices: Alignment.named.map(\.name)))!
    }
    static let horizontalSpacing = TypedParameter.number(
        "horizontalSpacing", default: GridLayout.defaultSpacing, "space between columns")
    static let verticalSpacing = TypedParameter.number(
        "verticalSpacing", default: GridLayout.defaultSpacing, "space between rows")

    public var parameters: [PluginParameter] {
        [
            Self.alignment.declaration, Self.horizontalSpacing.declaration, Self.verticalSpacing.declaration,
            PluginParameter(
                "columns", .integer, default: "(with items)", "cells per row when the input is items (not rows)"),
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> LayoutInstance {
        try makeLayout(parameters: parameters, grouping: nil)
    }

    public func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let alignment = try r.read(Self.alignment)
        let h = try r.read(Self.horizontalSpacing)
        let v = try r.read(Self.verticalSpacing)
        let columns =
            r.contains("columns") ? try r.int("columns", default: 1, range: 1...LayoutLimits.maximumColumns) : nil
        try r.finish(known: self.parameters.map(\.name))
        switch grouping {
        case let grid as GridRows:
            let rows = grid.rows
            if columns != nil {
                throw GridPerfError("\(r.path("columns")): only with items; rows give their own columns")
            }
            return LayoutInstance(
                try GridLayout(rows: rows, alignment: alignment, horizontalSpacing: h, verticalSpacing: v))
        case nil:
            guard let columns else {
                throw GridPerfError("\(r.path("columns")): required with items (cells per row), or give rows")
            }
            return LayoutInstance(
                try GridLayout(columns: columns, alignment: alignment, horizontalSpacing: h, verticalSpacing: v))
        default:
            throw GridPerfError("this layout takes rows (or items with parameters.columns) only")
        }
    }

    /// Rows of `count` cells.
    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        ["columns": .number(Double(count))]
    }
}
