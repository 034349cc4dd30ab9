import GridPerfCore

/// One `grid` row: a SwiftUI `GridRow` of cells, or a bare view that spans every column.
public struct GridRow: Sendable, Equatable {
    /// The subview indices of the row's cells (a bare view: exactly one).
    public var cells: Range<Int>
    /// A bare view (SPEC-FORMAT `{"item": …}`), not a `GridRow`.
    public var isBare: Bool
    /// `GridRow(alignment:)`; `nil` means the grid's.
    public var alignment: VerticalAlignment?
    /// The cell modifiers, one per cell (empty means all defaults).
    public var modifiers: [GridCellModifiers]

    public init(
        cells: Range<Int>, isBare: Bool = false, alignment: VerticalAlignment? = nil,
        modifiers: [GridCellModifiers] = []
    ) {
        precondition(modifiers.isEmpty || modifiers.count == cells.count, "one modifier set per cell")
        precondition(!isBare || cells.count == 1, "a bare row is one view")
        self.cells = cells
        self.isBare = isBare
        self.alignment = alignment
        self.modifiers = modifiers
    }

    /// The modifiers of the `k`-th cell of the row.
    public func modifiers(ofCell k: Int) -> GridCellModifiers {
        modifiers.isEmpty ? GridCellModifiers() : modifiers[k]
    }
}

/// A `grid` scene's rows (SPEC-FORMAT `rows`), as ``GridPlugin`` reads them.
public struct GridRows: SceneGrouping {
    public var rows: [GridRow]
    public init(_ rows: [GridRow]) { self.rows = rows }

    /// `[{"cells": [ITEM…], "alignment": "top"?} | {"item": ITEM}]`, cells with their grid
    /// modifiers, appended row by row.
    static func read(_ value: JSONValue?, into items: inout [ItemModel]) throws -> GridRows {
        func cell(_ raw: JSONValue, _ path: String) throws -> GridCellModifiers {
            var c = try JSONObjectReader(raw, path: path)
            items.append(try ItemModel.parse(&c))
            let modifiers = try GridCellModifiers(reading: &c)
            try c.finish(known: ItemModel.itemKeys + GridCellModifiers.jsonKeys)
            return modifiers
        }
        var rows: [GridRow] = []
        for (k, raw) in try JSONValue.array(value, at: "rows").enumerated() {
            var r = try JSONObjectReader(raw, path: "rows[\(k)]")
            let first = items.count
            if r.contains("item") {
                guard !r.contains("cells") else {
                    throw GridPerfError("\(r.path): a row has either cells or item, not both")
                }
                let modifiers = try cell(r.value("item")!, r.path("item"))
                try r.finish(known: ["item"])
                rows.append(GridRow(cells: first..<first + 1, isBare: true, modifiers: [modifiers]))
                continue
            }
            guard r.contains("cells") else {
                throw GridPerfError("\(r.path): a row needs cells (a GridRow) or item (a bare view)")
            }
            var alignment: VerticalAlignment?
            if r.contains("alignment") {
                let name = try r.choice(
                    "alignment", default: "center", choices: VerticalAlignment.allCases.map(\.rawValue))
                alignment = VerticalAlignment(rawValue: name)
            }
            var modifiers: [GridCellModifiers] = []
            for (i, raw) in try JSONValue.array(r.value("cells"), at: r.path("cells")).enumerated() {
                modifiers.append(try cell(raw, "\(r.path("cells"))[\(i)]"))
            }
            try r.finish(known: ["cells", "alignment"])
            rows.append(
                GridRow(
                    cells: first..<items.count, alignment: alignment,
                    modifiers: modifiers.allSatisfy { $0 == GridCellModifiers() } ? [] : modifiers))
        }
        return GridRows(rows)
    }

}
