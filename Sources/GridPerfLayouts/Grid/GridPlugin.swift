import GridPerfCore

/// The `grid` plugin: SwiftUI's `Grid`, taking SPEC-FORMAT `rows`, or `items` with a
/// `columns` parameter (rows of that many plain cells: the benchmark form).
public struct GridPlugin: LayoutPlugin {
    public init() {}

    public let name = "grid"
    public let summary = "Grid/GridRow: eager, columns as wide as their widest cell, rows as tall as their tallest"
    public var input: LayoutInputKind { .rows }
    /// Checked by `gridperf check`.
    public var guarantees: LayoutGuarantees { [.noOverlaps, .framesInsideSize] }

    public var parameters: [PluginParameter] {
        [
            PluginParameter("alignment", .choice(Alignment.named.map(\.name)), default: "center", "alignment of every cell in its area"),
            PluginParameter("horizontalSpacing", .number, default: "8", "space between columns"),
            PluginParameter("verticalSpacing", .number, default: "8", "space between rows"),
            PluginParameter("columns", .integer, default: "(with items)", "cells per row when the input is items (not rows)"),
        ]
    }

    public func makeLayout(parameters: JSONValue?) throws -> AnyLayout {
        try makeLayout(parameters: parameters, structure: .items)
    }

    public func makeLayout(parameters: JSONValue?, structure: SceneStructure) throws -> AnyLayout {
        var r = try JSONObjectReader(parameters, path: "parameters")
        let alignmentName = try r.choice("alignment", default: "center", choices: Alignment.named.map(\.name))
        let alignment = Alignment(name: alignmentName)!
        let h = try r.double("horizontalSpacing", default: 8)
        let v = try r.double("verticalSpacing", default: 8)
        let columns = r.contains("columns") ? try r.int("columns", default: 1, range: 1...100_000) : nil
        try r.finish(known: self.parameters.map(\.name))
        switch structure {
        case let .rows(rows):
            if columns != nil {
                throw GridPerfError("\(r.path("columns")): only with items; rows give their own columns")
            }
            return AnyLayout(try GridLayout(rows: rows, alignment: alignment, horizontalSpacing: h, verticalSpacing: v))
        case .items:
            guard let columns else {
                throw GridPerfError("\(r.path("columns")): required with items (cells per row), or give rows")
            }
            return AnyLayout(try GridLayout(columns: columns, alignment: alignment, horizontalSpacing: h, verticalSpacing: v))
        case .sections:
            throw GridPerfError("sections: this layout takes rows (or items with parameters.columns), not sections")
        }
    }

    /// Rows of `count` cells.
    public func parameters(forColumns count: Int) -> [String: JSONValue]? {
        ["columns": .number(Double(count))]
    }
}
