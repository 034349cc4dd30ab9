import Foundation
import GridPerfCore
import GridPerfModel

extension LayoutResult {
    /// A picture of the frames: each frame filled and numbered, the reported size outlined in
    /// solid blue and the proposal in dashed red (an unspecified dimension draws as open
    /// edges), so content that overflows the proposal is plain to see. Pinned frames (section
    /// headers and footers) have a heavy outline and a pin mark.
    /// Without `titled`, the picture has no title and legend lines (a thumbnail, captioned by
    /// its page).
    public func svg(maxPixels: Double = 800, titled: Bool = true) -> String {
        // The extent to draw: everything that is finite among frames, size and proposal.
        var minX = 0.0, minY = 0.0
        var maxX = size.width.isFinite ? size.width : 0
        var maxY = size.height.isFinite ? size.height : 0
        if let w = proposal.width, w.isFinite { maxX = max(maxX, w) }
        if let h = proposal.height, h.isFinite { maxY = max(maxY, h) }
        for f in frames where f.isFinite {
            minX = min(minX, f.minX); minY = min(minY, f.minY)
            maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
        }
        let extentW = max(maxX - minX, 1), extentH = max(maxY - minY, 1)
        let scale = min(maxPixels / max(extentW, extentH), 40)
        let margin = titled ? 24.0 : 8.0, top = titled ? 44.0 : 8.0
        let width = extentW * scale + 2 * margin
        let height = extentH * scale + margin + top
        func px(_ x: Double) -> String { svgNumber(margin + (x - minX) * scale) }
        func py(_ y: Double) -> String { svgNumber(top + (y - minY) * scale) }
        func len(_ v: Double) -> String { svgNumber(max(v, 0) * scale) }

        let palette = ["#8ecae6", "#ffb703", "#90be6d", "#f4a261", "#cdb4db", "#e9c46a", "#a8dadc", "#f28482"]
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" font-family=\"Helvetica, Arial, sans-serif\">"
        )
        out.append(
            "<rect x=\"0\" y=\"0\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" fill=\"white\"/>")
        let title = "\(xmlEscape(layout))  proposal \(proposal)  size \(size)  \(frames.count) frames"
        if titled {
            out.append("<text x=\"\(svgNumber(margin))\" y=\"18\" font-size=\"13\" fill=\"#222\">\(title)</text>")
            out.append(
                "<text x=\"\(svgNumber(margin))\" y=\"34\" font-size=\"11\" fill=\"#555\"><tspan fill=\"#1d4ed8\">— reported size</tspan>   <tspan fill=\"#dc2626\">- - proposal</tspan></text>"
            )
        } else {
            out.append("<title>\(title)</title>")
        }
        let pinnedSet = Set(pinned)
        for (i, f) in frames.enumerated() where f.isFinite {
            let color = palette[i % palette.count]
            let isPinned = pinnedSet.contains(i)
            out.append(
                "<rect x=\"\(px(f.minX))\" y=\"\(py(f.minY))\" width=\"\(len(f.width))\" height=\"\(len(f.height))\" fill=\"\(color)\" fill-opacity=\"0.85\" stroke=\"#333\" stroke-width=\"\(isPinned ? 3 : 1)\"/>"
            )
            if isPinned {
                out.append(
                    "<text x=\"\(svgNumber(margin + (f.minX - minX) * scale + 3))\" y=\"\(svgNumber(top + (f.minY - minY) * scale + 11))\" font-size=\"10\" fill=\"#111\">pinned</text>"
                )
            }
            let fontSize = min(12, f.height * scale * 0.6, f.width * scale * 0.45)
            if fontSize >= 5 {
                out.append(
                    "<text x=\"\(svgNumber(margin + (f.minX + f.width / 2 - minX) * scale))\" y=\"\(svgNumber(top + (f.minY + f.height / 2 - minY) * scale + fontSize * 0.35))\" font-size=\"\(svgNumber(fontSize))\" text-anchor=\"middle\" fill=\"#111\">\(i)</text>"
                )
            }
        }
        // A tree's placed containers, outlined over their leaves (dashed, darker when deeper).
        for c in containers {
            guard let f = c.frame, f.isFinite else { continue }
            let stroke = ["#7c3aed", "#6d28d9", "#5b21b6", "#4c1d95"][Swift.min(c.depth, 4) - 1]
            out.append(
                "<rect x=\"\(px(f.minX))\" y=\"\(py(f.minY))\" width=\"\(len(f.width))\" height=\"\(len(f.height))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"><title>\(xmlEscape(c.path)) (\(xmlEscape(c.kind)), depth \(c.depth))</title></rect>"
            )
        }
        if size.width.isFinite, size.height.isFinite {
            out.append(
                "<rect x=\"\(px(0))\" y=\"\(py(0))\" width=\"\(len(size.width))\" height=\"\(len(size.height))\" fill=\"none\" stroke=\"#1d4ed8\" stroke-width=\"2\"/>"
            )
        }
        let dash = "stroke=\"#dc2626\" stroke-width=\"2\" stroke-dasharray=\"6 4\" fill=\"none\""
        switch (proposal.width.flatMap { $0.isFinite ? $0 : nil }, proposal.height.flatMap { $0.isFinite ? $0 : nil }) {
        case let (w?, h?):
            out.append("<rect x=\"\(px(0))\" y=\"\(py(0))\" width=\"\(len(w))\" height=\"\(len(h))\" \(dash)/>")
        case let (w?, nil):
            for x in [0, w] {
                out.append("<line x1=\"\(px(x))\" y1=\"\(py(minY))\" x2=\"\(px(x))\" y2=\"\(py(maxY))\" \(dash)/>")
            }
        case let (nil, h?):
            for y in [0, h] {
                out.append("<line x1=\"\(px(minX))\" y1=\"\(py(y))\" x2=\"\(px(maxX))\" y2=\"\(py(y))\" \(dash)/>")
            }
        case (nil, nil):
            break
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }
}

func xmlEscape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
        of: ">", with: "&gt;")
}
