import GridPerfModel

extension RunReport {
    /// A state change's cause-and-effect graph (`--update`): each cause on the left, each view
    /// type whose bodies ran on the right, an edge for the bodies one ran of the other, as wide as
    /// their share. SVG markup, every text escaped.
    /// - Complexity: O(edges).
    package static func updateGraphFigure(_ edges: [UpdateCause]) -> String {
        guard !edges.isEmpty else { return "<p class=\"note\">no body ran in any change</p>" }
        func ranked(_ key: (UpdateCause) -> String) -> [String] {
            var totals: [String: Int] = [:]
            for e in edges { totals[key(e), default: 0] += e.bodies }
            return totals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        }
        let causes = ranked(\.cause), views = ranked(\.view)
        let row = 40.0, box = (width: 300.0, height: 28.0), gap = 150.0, top = 30.0
        let width = 2 * box.width + gap + 20
        let height = top + Double(Swift.max(causes.count, views.count)) * row + 10
        let most = Double(edges.map(\.bodies).max() ?? 1)
        func y(_ k: Int) -> Double { top + Double(k) * row }
        func label(_ text: String) -> String { text.count > 44 ? String(text.prefix(43)) + "…" : text }
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"update-graph\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"bodies run, by cause and view\">",
            "<text x=\"10\" y=\"18\" font-size=\"12\" font-weight=\"bold\">cause</text>",
            "<text x=\"\(Int(10 + box.width + gap))\" y=\"18\" font-size=\"12\" font-weight=\"bold\">bodies run of</text>",
        ]
        let right = 10 + box.width + gap
        // Each edge's count is written beside its view's box, the edges into one view one above
        // another.
        var into: [String: Int] = [:]
        let fanIn = Dictionary(grouping: edges, by: \.view).mapValues(\.count)
        for e in edges {
            let (a, b) = (
                y(causes.firstIndex(of: e.cause)!) + box.height / 2, y(views.firstIndex(of: e.view)!) + box.height / 2
            )
            let (x0, x1) = (10 + box.width, right)
            let stroke = 1.5 + 10 * Double(e.bodies) / most
            let mid = (x0 + x1) / 2
            svg.append(
                "<path d=\"M\(Int(x0)) \(a) C\(Int(mid)) \(a) \(Int(mid)) \(b) \(Int(x1)) \(b)\" fill=\"none\" stroke=\"#d9822b\" stroke-opacity=\"0.6\" stroke-width=\"\(String(format: "%.1f", stroke))\"><title>\(HTML.escape("\(e.cause) → \(e.view): \(e.bodies) bodies"))</title></path>"
            )
            let k = into[e.view, default: 0]
            into[e.view] = k + 1
            let labelY = b + 4 + 12 * (Double(k) - Double(fanIn[e.view]! - 1) / 2)
            svg.append(
                "<text x=\"\(Int(x1 - 6))\" y=\"\(labelY)\" font-size=\"11\" text-anchor=\"end\">\(e.bodies)</text>")
        }
        for (k, cause) in causes.enumerated() {
            svg.append(
                "<rect x=\"10\" y=\"\(y(k))\" width=\"\(Int(box.width))\" height=\"\(Int(box.height))\" rx=\"4\" fill=\"#f3f0e8\" stroke=\"#b8a98a\"><title>\(HTML.escape(cause))</title></rect>"
            )
            svg.append("<text x=\"18\" y=\"\(y(k) + 18)\" font-size=\"11\">\(HTML.escape(label(cause)))</text>")
        }
        for (k, view) in views.enumerated() {
            svg.append(
                "<rect x=\"\(Int(right))\" y=\"\(y(k))\" width=\"\(Int(box.width))\" height=\"\(Int(box.height))\" rx=\"4\" fill=\"#e8eef3\" stroke=\"#8aa1b8\"><title>\(HTML.escape(view))</title></rect>"
            )
            svg.append(
                "<text x=\"\(Int(right + 8))\" y=\"\(y(k) + 18)\" font-size=\"11\">\(HTML.escape(label(view)))</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }
}
