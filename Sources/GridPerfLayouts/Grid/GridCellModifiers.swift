import GridPerfCore

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

    public init(
        columns: Int = 1, unsizedHorizontal: Bool = false, unsizedVertical: Bool = false,
        anchor: UnitPoint? = nil, columnAlignment: HorizontalAlignment? = nil
    ) {
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
        columns = try reader.int("columns", default: 1, range: 1...LayoutLimits.maximumColumns)
        if let raw = reader.value("unsizedAxes"), !raw.isNull {
            guard let list = raw.arrayValue?.map({ $0.stringValue }),
                list.allSatisfy({ $0 == "horizontal" || $0 == "vertical" })
            else {
                throw GridPerfError("\(reader.path("unsizedAxes")): expected an array of \"horizontal\" / \"vertical\"")
            }
            unsizedHorizontal = list.contains("horizontal")
            unsizedVertical = list.contains("vertical")
        }
        if let raw = reader.value("anchor"), !raw.isNull {
            var a = try JSONObjectReader(raw, path: reader.path("anchor"))
            guard let x = try a.optionalDouble("x", minimum: -.greatestFiniteMagnitude),
                let y = try a.optionalDouble("y", minimum: -.greatestFiniteMagnitude)
            else {
                throw GridPerfError("\(reader.path("anchor")): expected {\"x\": ux, \"y\": uy}")
            }
            try a.finish(known: ["x", "y"])
            anchor = UnitPoint(x: x, y: y)
        }
        if reader.contains("columnAlignment") {
            let name = try reader.choice(
                "columnAlignment", default: "center", choices: HorizontalAlignment.allCases.map(\.rawValue))
            columnAlignment = HorizontalAlignment(rawValue: name)
        }
    }
}
