import GridPerfCore
import GridPerfModel

extension LayoutResult {
    /// SPEC-FORMAT.md's output JSON: `layout`, `proposal`, `size`, `frames`, in that order,
    /// then (a backward-compatible addition, only when there are any) `pinned`: the indices
    /// of the frames pinned while scrolling.
    public var json: String {
        func n(_ v: Double?) -> String { v.map(jsonNumber) ?? "null" }
        var out = "{\n  \"layout\": \"\(layout)\",\n"
        out += "  \"proposal\": {\"width\": \(n(proposal.width)), \"height\": \(n(proposal.height))},\n"
        out += "  \"size\": {\"width\": \(n(size.width)), \"height\": \(n(size.height))},\n"
        out += "  \"frames\": ["
        for (i, f) in frames.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out +=
                "    {\"x\": \(n(f.minX)), \"y\": \(n(f.minY)), \"width\": \(n(f.width)), \"height\": \(n(f.height))}"
        }
        out += frames.isEmpty ? "]" : "\n  ]"
        if !pinned.isEmpty {
            out += ",\n  \"pinned\": [\(pinned.map(String.init).joined(separator: ", "))]"
        }
        if !containers.isEmpty {
            out += ",\n  \"containers\": ["
            for (i, c) in containers.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                let frame = c.frame.map {
                    "{\"x\": \(n($0.minX)), \"y\": \(n($0.minY)), \"width\": \(n($0.width)), \"height\": \(n($0.height))}"
                }
                out +=
                    "    {\"path\": \(JSONValue.string(c.path).jsonText()), \"kind\": \(JSONValue.string(c.kind).jsonText()), \"depth\": \(c.depth), \"frame\": \(frame ?? "null")}"
            }
            out += "\n  ]"
        }
        return out + "\n}"
    }

    /// A table of the frames, with the proposal and size above it; lengths rounded to
    /// hundredths for reading (``json`` keeps them whole).
    public var text: String {
        var lines = ["layout   \(layout)", "proposal \(proposal)", "size     \(size)", ""]
        var header = ["item", "x", "y", "width", "height"]
        if !pinned.isEmpty { header.append("pinned") }
        var rows = [header]
        let pinnedSet = Set(pinned)
        for (i, f) in frames.enumerated() {
            var row = [
                String(i), formatLength(f.minX), formatLength(f.minY), formatLength(f.width), formatLength(f.height),
            ]
            if !pinned.isEmpty { row.append(pinnedSet.contains(i) ? "yes" : "") }
            rows.append(row)
        }
        lines.append(contentsOf: TextTable.render(rows, rightAligned: Set(0..<header.count)))
        return lines.joined(separator: "\n")
    }
}
