/// How a scene's leaf views are grouped beyond a flat list.
///
/// The views themselves are always one flat list (the subviews), in output order; the
/// structure says which indices of it form a lazy-grid section or a `grid` row. This is the
/// part of a SwiftUI view tree a `Layout` cannot see through its subviews alone (`Section`,
/// `GridRow`, and the grid cell modifiers), given to the plugin that builds the layout.
public enum SceneStructure: Sendable, Equatable {
    /// A flat list of items (SPEC-FORMAT `items`).
    case items
    /// Lazy-grid sections (SPEC-FORMAT `sections`), in order.
    case sections([SceneSection])
    /// `grid` rows (SPEC-FORMAT `rows`), in order.
    case rows([SceneRow])

    /// The spec field this structure comes from: `items`, `sections` or `rows`.
    public var fieldName: String {
        switch self {
        case .items: "items"
        case .sections: "sections"
        case .rows: "rows"
        }
    }

    /// `rows` of `columns` plain cells over `count` views (the last row may be shorter): what
    /// a benchmark workload gives a `grid` for `--columns`. O(count ÷ columns).
    public static func rows(count: Int, columns: Int) -> SceneStructure {
        precondition(columns > 0, "columns must be positive")
        var rows: [SceneRow] = []
        rows.reserveCapacity((count + columns - 1) / columns)
        var start = 0
        while start < count {
            let end = Swift.min(count, start + columns)
            rows.append(SceneRow(cells: start..<end))
            start = end
        }
        return .rows(rows)
    }
}

/// One lazy-grid `Section`: an optional header, its items and an optional footer, as indices
/// into the subviews (which hold them in that order: header, items, footer).
public struct SceneSection: Sendable, Equatable {
    public var header: Int?
    public var items: Range<Int>
    public var footer: Int?

    public init(header: Int? = nil, items: Range<Int>, footer: Int? = nil) {
        self.header = header
        self.items = items
        self.footer = footer
    }
}

/// One `grid` row: a `GridRow` of cells, or a bare view that spans every column.
public struct SceneRow: Sendable, Equatable {
    /// The subview indices of the row's cells (a bare view: exactly one).
    public var cells: Range<Int>
    /// A bare view (SPEC-FORMAT `{"item": …}`), not a `GridRow`.
    public var isBare: Bool
    /// `GridRow(alignment:)`; `nil` means the grid's.
    public var alignment: VerticalAlignment?
    /// The cell modifiers, one per cell (empty means all defaults).
    public var modifiers: [GridCellModifiers]

    public init(cells: Range<Int>, isBare: Bool = false, alignment: VerticalAlignment? = nil, modifiers: [GridCellModifiers] = []) {
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

/// The `grid` cell modifiers of SPEC-FORMAT: `gridCellColumns`, `gridCellUnsizedAxes`,
/// `gridCellAnchor` and `gridColumnAlignment`.
public struct GridCellModifiers: Sendable, Equatable {
    /// How many columns the cell spans (≥ 1).
    public var columns: Int
    /// The cell does not size its column (it takes the width the others decided).
    public var unsizedHorizontal: Bool
    /// The cell does not size its row (it takes the height the others decided).
    public var unsizedVertical: Bool
    /// Where the cell sits in its area; `nil` means the row's and column's alignment.
    public var anchor: UnitPoint?
    /// `gridColumnAlignment`: the alignment of the cell's whole column.
    public var columnAlignment: HorizontalAlignment?

    public init(columns: Int = 1, unsizedHorizontal: Bool = false, unsizedVertical: Bool = false,
                anchor: UnitPoint? = nil, columnAlignment: HorizontalAlignment? = nil) {
        self.columns = columns
        self.unsizedHorizontal = unsizedHorizontal
        self.unsizedVertical = unsizedVertical
        self.anchor = anchor
        self.columnAlignment = columnAlignment
    }

    /// The SPEC-FORMAT cell keys these come from.
    public static let jsonKeys = ["columns", "unsizedAxes", "anchor", "columnAlignment"]

    /// Reads the cell keys left in `reader` after the item model. Errors name the field.
    public init(reading reader: inout JSONObjectReader) throws {
        self.init()
        columns = try reader.int("columns", default: 1, range: 1...100_000)
        if let raw = reader.value("unsizedAxes"), !raw.isNull {
            guard let list = raw.arrayValue?.map({ $0.stringValue }), list.allSatisfy({ $0 == "horizontal" || $0 == "vertical" }) else {
                throw GridPerfError("\(reader.path("unsizedAxes")): expected an array of \"horizontal\" / \"vertical\"")
            }
            unsizedHorizontal = list.contains("horizontal")
            unsizedVertical = list.contains("vertical")
        }
        if let raw = reader.value("anchor"), !raw.isNull {
            var a = try JSONObjectReader(raw, path: reader.path("anchor"))
            guard let x = try a.optionalDouble("x", minimum: -.greatestFiniteMagnitude),
                  let y = try a.optionalDouble("y", minimum: -.greatestFiniteMagnitude) else {
                throw GridPerfError("\(reader.path("anchor")): expected {\"x\": ux, \"y\": uy}")
            }
            try a.finish(known: ["x", "y"])
            anchor = UnitPoint(x: x, y: y)
        }
        if reader.contains("columnAlignment") {
            let name = try reader.choice("columnAlignment", default: "center", choices: HorizontalAlignment.allCases.map(\.rawValue))
            columnAlignment = HorizontalAlignment(rawValue: name)
        }
    }
}
