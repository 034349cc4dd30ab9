/// Renders rows of cells as aligned columns for the terminal.
public enum TextTable {
    /// The rows padded to column widths, two spaces apart; the first row is underlined.
    public static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        guard let first = rows.first else { return [] }
        var widths = [Int](repeating: 0, count: first.count)
        for row in rows {
            for (c, cell) in row.enumerated() where c < widths.count {
                widths[c] = max(widths[c], cell.count)
            }
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: max(0, widths[c] - cell.count))
                return rightAligned.contains(c) ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingTrailingSpaces()
        }
        var out = [line(first)]
        out.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        out.append(contentsOf: rows.dropFirst().map(line))
        return out
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
