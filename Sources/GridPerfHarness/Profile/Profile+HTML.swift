import Foundation
import GridPerfCore
import GridPerfModel

extension Profile {
    /// The profile's `results.html`: one self-contained page (inline CSS and SVG, no script)
    /// with the flame graph (each box's `<title>` names the function and its cost), the top
    /// functions, the modules, and with `base` the functions that moved most between the two.
    package func html(top rows: Int, flameGraph svg: String, base: Profile? = nil) -> String {
        var page = HTMLPage(title: "gridperf profile: \(workload)")
        page.heading("gridperf profile", level: 1)
        page.paragraph(
            "\(workload): \(formatNumber(Double(total))) \(event) in \(passes) passes (\(phases)), by \(tool)",
            className: "meta")
        page.heading("Flame graph")
        page.paragraph(
            "Width: \(event); a box's callers below it. Hover a box for the function's name and cost.",
            className: "note")
        page.figures([svg])
        if let base {
            page.heading("Moved from \(base.workload)")
            page.paragraph(
                "\(formatNumber(Double(base.total))) → \(formatNumber(Double(total))) \(event)", className: "meta")
            page.table(Profile.diffRows(base: base, head: self, top: rows))
        }
        page.heading("Top functions")
        page.table(topRows(rows))
        page.heading("By module")
        page.table(moduleRows)
        return page.html
    }
}
