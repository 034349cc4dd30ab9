import Foundation
import GridPerfModel

/// A data point of a chart.
package struct ChartPoint: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// One axis of a ``Chart``: its title, scale kind and how tick values read.
package struct ChartAxis: Sendable {
    package var label: String
    package var kind: ChartScale.Kind
    package var format: @Sendable (Double) -> String
    /// A linear axis starts at 0 (counts, items).
    package var fromZero: Bool
    /// Values the axis must show even without data there (a frame budget).
    package var including: [Double]
    /// Tick labels for these values instead of numbers (a categorical axis: rounds).
    package var categories: [(value: Double, label: String)]?

    package init(
        _ label: String, kind: ChartScale.Kind = .linear, fromZero: Bool = false, including: [Double] = [],
        categories: [(value: Double, label: String)]? = nil,
        format: @escaping @Sendable (Double) -> String = formatNumber
    ) {
        self.label = label
        self.kind = kind
        self.fromZero = fromZero
        self.including = including
        self.categories = categories
        self.format = format
    }
}

/// What a chart draws, in data coordinates.
package enum ChartMark: Sendable {
    /// Dots; `tooltips` (one per point) become each dot's SVG `<title>`.
    case points([ChartPoint], color: String, radius: Double = 2.5, legend: String? = nil, tooltips: [String]? = nil)
    case line([ChartPoint], color: String, width: Double = 1.5, dashed: Bool = false, legend: String? = nil)
    /// The area between two lines sampled at the same x values.
    case band(lower: [ChartPoint], upper: [ChartPoint], color: String, legend: String? = nil)
    /// A horizontal line across the plot at `y`, labelled at its right end (above the line,
    /// or below it when `labelBelow`).
    case rule(y: Double, color: String, label: String, labelBelow: Bool = false)
    /// A box plot at `x`: the box from p25 to p75, a line at the median, whiskers to min and max.
    case box(x: Double, halfWidth: Double, statistics: Statistics, color: String, tooltip: String? = nil)

    var values: (x: [Double], y: [Double]) {
        switch self {
        case let .points(p, _, _, _, _), let .line(p, _, _, _, _):
            return (p.map(\.x), p.map(\.y))
        case let .band(lower, upper, _, _):
            return ((lower + upper).map(\.x), (lower + upper).map(\.y))
        case let .rule(y, _, _, _):
            return ([], [y])
        case let .box(x, half, s, _, _):
            return ([x - half, x + half], [s.min, s.max])
        }
    }

    var legend: (String, String, dashed: Bool)? {
        switch self {
        case let .points(_, color, _, legend?, _), let .band(_, _, color, legend?): return (legend, color, false)
        case let .line(_, color, _, dashed, legend?): return (legend, color, dashed)
        default: return nil
        }
    }
}

/// A chart drawn as one self-contained SVG: title, legend, axes with ticks and grid lines,
/// then the marks in order (later ones on top). Every text is escaped; no script, no fonts
/// or anything else fetched.
package struct Chart: Sendable {
    package var title: String
    package var x: ChartAxis
    package var y: ChartAxis
    package var marks: [ChartMark]
    package var width: Double
    package var height: Double

    package init(
        title: String, x: ChartAxis, y: ChartAxis, marks: [ChartMark], width: Double = 520, height: Double = 300
    ) {
        self.title = title
        self.x = x
        self.y = y
        self.marks = marks
        self.width = width
        self.height = height
    }

    /// The plot area's edges in pixels (below the title and the legend's rows).
    package var plot: (left: Double, right: Double, top: Double, bottom: Double) {
        let rows = legendLayout.last.map { $0.row + 1 } ?? 0
        return (66, width - 18, 30 + Double(rows) * 15, height - 42)
    }

    /// Where each legend entry goes: its row and x, wrapping at the chart's right edge.
    package var legendLayout: [(row: Int, x: Double, label: String, color: String, dashed: Bool)] {
        var out: [(row: Int, x: Double, label: String, color: String, dashed: Bool)] = []
        var row = 0, x = 66.0
        for (label, color, dashed) in marks.compactMap(\.legend) {
            let w = 30 + Double(label.count) * 6
            if x > 66, x + w > width - 18 { row += 1; x = 66 }
            out.append((row, x, label, color, dashed))
            x += w
        }
        return out
    }

    /// The scales, covering every mark and the axes' `including` values.
    package var scales: (x: ChartScale, y: ChartScale) {
        let p = plot
        let values = marks.map(\.values)
        return (
            ChartScale.covering(
                values.flatMap(\.x) + x.including + (x.categories?.map(\.value) ?? []), kind: x.kind,
                fromZero: x.fromZero, pixels: (p.left, p.right)),
            ChartScale.covering(
                values.flatMap(\.y) + y.including, kind: y.kind, fromZero: y.fromZero,
                pixels: (p.bottom, p.top))
        )
    }

    /// The chart as an `<svg>` element (class `chart`), sized `width` × `height`. O(points).
    package func svg() -> String {
        let (sx, sy) = scales
        let p = plot
        func n(_ v: Double) -> String { svgNumber(v) }
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" aria-label=\"\(HTML.escape(title))\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">"
        )
        out.append("<title>\(HTML.escape(title))</title>")
        out.append("<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"white\"/>")
        out.append(
            "<text x=\"\(n(p.left))\" y=\"17\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">\(HTML.escape(title))</text>"
        )
        out += legendSVG()
        out += axesSVG(sx, sy)
        for mark in marks { out += svg(of: mark, sx, sy) }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The legend, in rows under the title.
    private func legendSVG() -> [String] {
        func n(_ v: Double) -> String { svgNumber(v) }
        var out: [String] = []
        for entry in legendLayout {
            let y = 31 + Double(entry.row) * 15
            out.append(
                "<line x1=\"\(n(entry.x))\" y1=\"\(n(y))\" x2=\"\(n(entry.x + 16))\" y2=\"\(n(y))\" stroke=\"\(entry.color)\" stroke-width=\"3\"\(entry.dashed ? " stroke-dasharray=\"4 3\"" : "")/>"
            )
            out.append(
                "<text x=\"\(n(entry.x + 20))\" y=\"\(n(y + 4))\" fill=\"#333\">\(HTML.escape(entry.label))</text>")
        }
        return out
    }

    /// The grid, the ticks and their labels, the frame and the axis titles.
    private func axesSVG(_ sx: ChartScale, _ sy: ChartScale) -> [String] {
        func n(_ v: Double) -> String { svgNumber(v) }
        let p = plot
        var out: [String] = []
        let xTicks = x.categories ?? sx.ticks(target: 6).map { ($0, x.format($0)) }
        for (v, label) in xTicks {
            let px = n(sx.position(v))
            out.append("<line x1=\"\(px)\" y1=\"\(n(p.top))\" x2=\"\(px)\" y2=\"\(n(p.bottom))\" stroke=\"#eee\"/>")
            out.append(
                "<text x=\"\(px)\" y=\"\(n(p.bottom + 15))\" text-anchor=\"middle\" fill=\"#444\">\(HTML.escape(label))</text>"
            )
        }
        for v in sy.ticks(target: 5) {
            let py = n(sy.position(v))
            out.append("<line x1=\"\(n(p.left))\" y1=\"\(py)\" x2=\"\(n(p.right))\" y2=\"\(py)\" stroke=\"#eee\"/>")
            out.append(
                "<text x=\"\(n(p.left - 5))\" y=\"\(n(sy.position(v) + 4))\" text-anchor=\"end\" fill=\"#444\">\(HTML.escape(y.format(v)))</text>"
            )
        }
        out.append(
            "<rect x=\"\(n(p.left))\" y=\"\(n(p.top))\" width=\"\(n(p.right - p.left))\" height=\"\(n(p.bottom - p.top))\" fill=\"none\" stroke=\"#999\"/>"
        )
        out.append(
            "<text x=\"\(n((p.left + p.right) / 2))\" y=\"\(n(height - 8))\" text-anchor=\"middle\" fill=\"#222\">\(HTML.escape(x.label + (x.kind == .log ? " (log scale)" : "")))</text>"
        )
        out.append(
            "<text transform=\"translate(14 \(n((p.top + p.bottom) / 2))) rotate(-90)\" text-anchor=\"middle\" fill=\"#222\">\(HTML.escape(y.label + (y.kind == .log ? " (log scale)" : "")))</text>"
        )

        return out
    }

    /// One mark's elements.
    private func svg(of mark: ChartMark, _ sx: ChartScale, _ sy: ChartScale) -> [String] {
        func n(_ v: Double) -> String { svgNumber(v) }
        func path(_ points: [ChartPoint]) -> String {
            points.enumerated().map {
                "\($0.offset == 0 ? "M" : "L")\(n(sx.position($0.element.x))) \(n(sy.position($0.element.y)))"
            }
            .joined(separator: " ")
        }
        let p = plot
        var out: [String] = []
        switch mark {
        case let .points(points, color, radius, _, tooltips):
            for (i, pt) in points.enumerated() where pt.x.isFinite && pt.y.isFinite {
                let dot =
                    "<circle cx=\"\(n(sx.position(pt.x)))\" cy=\"\(n(sy.position(pt.y)))\" r=\"\(n(radius))\" fill=\"\(color)\" fill-opacity=\"0.7\""
                if let tip = tooltips?[i] {
                    out.append(dot + "><title>\(HTML.escape(tip))</title></circle>")
                } else {
                    out.append(dot + "/>")
                }
            }
        case let .line(points, color, width, dashed, _):
            let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
            guard finite.count >= 2 else { return out }
            out.append(
                "<path d=\"\(path(finite))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"\(dashed ? " stroke-dasharray=\"5 4\"" : "")/>"
            )
        case let .band(lower, upper, color, _):
            let outline = lower + upper.reversed()
            guard outline.count >= 3, outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return out }
            out.append("<path d=\"\(path(outline)) Z\" fill=\"\(color)\" fill-opacity=\"0.18\" stroke=\"none\"/>")
        case let .rule(yValue, color, label, below):
            let py = sy.position(yValue)
            out.append(
                "<line x1=\"\(n(p.left))\" y1=\"\(n(py))\" x2=\"\(n(p.right))\" y2=\"\(n(py))\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>"
            )
            out.append(
                "<text x=\"\(n(p.right - 4))\" y=\"\(n(below ? py + 12 : py - 4))\" text-anchor=\"end\" fill=\"\(color)\">\(HTML.escape(label))</text>"
            )
        case let .box(xValue, half, s, color, tooltip):
            let x0 = sx.position(xValue - half), x1 = sx.position(xValue + half), xm = sx.position(xValue)
            let q1 = sy.position(s.p25), q3 = sy.position(s.p75)
            var group = "<g>" + (tooltip.map { "<title>\(HTML.escape($0))</title>" } ?? "")
            group +=
                "<line x1=\"\(n(xm))\" y1=\"\(n(sy.position(s.min)))\" x2=\"\(n(xm))\" y2=\"\(n(sy.position(s.max)))\" stroke=\"\(color)\"/>"
            group +=
                "<rect x=\"\(n(x0))\" y=\"\(n(Swift.min(q1, q3)))\" width=\"\(n(x1 - x0))\" height=\"\(n(Swift.max(Swift.abs(q1 - q3), 1)))\" fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\"/>"
            group +=
                "<line x1=\"\(n(x0))\" y1=\"\(n(sy.position(s.median)))\" x2=\"\(n(x1))\" y2=\"\(n(sy.position(s.median)))\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
            out.append(group + "</g>")
        }
        return out
    }
}
