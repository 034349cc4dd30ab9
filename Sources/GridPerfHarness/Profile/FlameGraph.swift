import Foundation
import GridPerfModel

/// A flame graph as one self-contained SVG: folded stacks (`a;b;c 120`) drawn as nested boxes,
/// callers below callees, each box as wide as its cost, with a `<title>` (tooltip) naming the
/// function, its cost and its share.
package enum FlameGraph {
    final class Node {
        let name: String
        var value = 0.0
        var children: [String: Node] = [:]
        init(_ name: String) { self.name = name }
    }

    /// Reads folded stacks into a tree; malformed lines are skipped. O(lines × depth).
    static func tree(_ folded: [String]) -> Node {
        let root = Node("all")
        for line in folded {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]), value > 0
            else { continue }
            root.value += value
            var node = root
            for frame in line[..<space].split(separator: ";") {
                let name = String(frame)
                let child = node.children[name] ?? Node(name)
                node.children[name] = child
                child.value += value
                node = child
            }
        }
        return root
    }

    /// The SVG of `folded`, `width` pixels wide, titled `title`; boxes narrower than half a
    /// pixel are left out. O(nodes).
    package static func svg(_ folded: [String], title: String, unit: String, width: Double = 1200) -> String {
        let root = tree(folded)
        let row = 17.0, top = 36.0
        let scale = root.value > 0 ? (width - 20) / root.value : 0
        // As deep as the frames that are drawn (at least half a pixel wide).
        var depth = 0
        func measure(_ n: Node, _ d: Int) {
            guard n.value * scale >= 0.5 else { return }
            depth = Swift.max(depth, d)
            for c in n.children.values { measure(c, d + 1) }
        }
        measure(root, 0)
        let height = top + Double(depth + 1) * row + 10
        var out = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(Int(height))" viewBox="0 0 \#(Int(width)) \#(Int(height))" font-family="Menlo, monospace" font-size="11">"#,
            ##"<rect width="100%" height="100%" fill="#fdfaf3"/>"##,
            #"<text x="\#(Int(width / 2))" y="20" text-anchor="middle" font-size="15">\#(escape(title))</text>"#,
        ]
        func draw(_ n: Node, x: Double, d: Int) {
            let w = n.value * scale
            guard w >= 0.5 else { return }
            let y = height - 10 - Double(d + 1) * row
            let share = root.value > 0 ? n.value * 100 / root.value : 0
            let label = "\(n.name) (\(formatCount(n.value)) \(unit), \(String(format: "%.1f", share))%)"
            out.append(
                #"<g><title>\#(escape(label))</title><rect x="\#(fmt(x))" y="\#(fmt(y))" width="\#(fmt(w))" height="\#(fmt(row - 1))" rx="2" fill="\#(color(n.name))"/>"#
            )
            let chars = Int((w - 6) / 6.6)
            if chars >= 3 {
                let text = n.name.count > chars ? String(n.name.prefix(chars - 1)) + "…" : n.name
                out.append(#"<text x="\#(fmt(x + 3))" y="\#(fmt(y + row - 5))">\#(escape(text))</text>"#)
            }
            out.append("</g>")
            var cx = x
            for c in n.children.values.sorted(by: { $0.name < $1.name }) {
                draw(c, x: cx, d: d + 1)
                cx += c.value * scale
            }
        }
        draw(root, x: 10, d: 0)
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// A warm colour chosen by the name (the same function, the same colour in every graph).
    static func color(_ name: String) -> String {
        let h = FrameHash.hash(of: name)
        let r = 205 + Int(h % 50), g = 80 + Int((h >> 8) % 120), b = 40 + Int((h >> 16) % 50)
        return "rgb(\(r),\(g),\(b))"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func fmt(_ v: Double) -> String { String(format: "%.1f", v) }

    static func formatCount(_ v: Double) -> String {
        let n = Int(v.rounded())
        var s = String(n), out = ""
        while s.count > 3 { out = "," + s.suffix(3) + out; s = String(s.dropLast(3)) }
        return s + out
    }
}
