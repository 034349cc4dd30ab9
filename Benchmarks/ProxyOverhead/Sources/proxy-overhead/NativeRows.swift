import GridPerfCore

/// Rows of items at their ideal size, wrapping at the proposed width, 8 points apart: written
/// against gridperf's own `Layout`.
struct NativeRows: Layout {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        let maxWidth = proposal.width ?? .infinity
        var x = 0.0, y = 0.0, line = 0.0, width = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + 8 + size.width > maxWidth {
                y += line + 8
                x = 0
                line = 0
            } else if x > 0 {
                x += 8
            }
            x += size.width
            line = max(line, size.height)
            width = max(width, x)
        }
        return Size(width: width, height: y + line)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        let minX = bounds.minX, maxX = bounds.maxX
        var x = minX, y = bounds.minY, line = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > minX && x + 8 + size.width > maxX {
                y += line + 8
                x = minX
                line = 0
            } else if x > minX {
                x += 8
            }
            subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            x += size.width
            line = max(line, size.height)
        }
    }
}

struct NativeRowsPlugin: LayoutPlugin {
    let name = "rows-native"
    let summary = "Wrapping rows, written against GridPerfCore's Layout"
    var parameters: [PluginParameter] { [] }
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(NativeRows()) }
}
