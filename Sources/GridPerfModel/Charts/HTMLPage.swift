import Foundation

/// Escaping for HTML and SVG text and attribute values.
package enum HTML {
    /// `s` with `& < > " '` as character references: safe in text and in quoted attributes.
    /// Control characters other than tab and newline (which XML forbids) become U+FFFD. O(n).
    package static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// A self-contained HTML page: inline CSS, inline SVG, no script, nothing fetched. Built by
/// appending headings, paragraphs, tables and raw SVG; `html` gives the document.
package struct HTMLPage {
    package var title: String
    private var body: [String] = []

    package init(title: String) { self.title = title }

    package mutating func heading(_ text: String, level: Int = 2, id: String? = nil) {
        body.append("<h\(level)\(id.map { " id=\"\(HTML.escape($0))\"" } ?? "")>\(HTML.escape(text))</h\(level)>")
    }

    package mutating func paragraph(_ text: String, className: String? = nil) {
        body.append("<p\(className.map { " class=\"\($0)\"" } ?? "")>\(HTML.escape(text))</p>")
    }

    /// A table: the first row is the header. `cellClass(row, column)` may name a CSS class
    /// for a body cell (rows counted from the header, 0).
    package mutating func table(
        _ rows: [[String]], className: String? = nil, cellClass: (Int, Int) -> String? = { _, _ in nil }
    ) {
        guard let header = rows.first else { return }
        var out = "<table\(className.map { " class=\"\($0)\"" } ?? "")><thead><tr>"
        out += header.map { "<th>\(HTML.escape($0))</th>" }.joined()
        out += "</tr></thead><tbody>"
        for (r, row) in rows.enumerated().dropFirst() {
            out +=
                "<tr>"
                + row.enumerated().map { c, text in
                    "<td\(cellClass(r, c).map { " class=\"\(HTML.escape($0))\"" } ?? "")>\(HTML.escape(text))</td>"
                }.joined() + "</tr>"
        }
        body.append(out + "</tbody></table>")
    }

    /// A list of links to the page's sections: (anchor, text).
    package mutating func contents(_ entries: [(id: String, text: String)]) {
        guard !entries.isEmpty else { return }
        body.append(
            "<nav><ul>"
                + entries.map { "<li><a href=\"#\(HTML.escape($0.id))\">\(HTML.escape($0.text))</a></li>" }.joined()
                + "</ul></nav>")
    }

    /// Pieces of already built markup (charts, thumbnails) side by side, wrapping.
    package mutating func figures(_ pieces: [String]) {
        guard !pieces.isEmpty else { return }
        body.append("<div class=\"figures\">" + pieces.map { "<figure>\($0)</figure>" }.joined() + "</div>")
    }

    /// Markup this page's caller built and escaped itself.
    package mutating func raw(_ markup: String) { body.append(markup) }

    package static let style = """
        body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #222; max-width: 1200px; }
        h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ddd; } h3 { font-size: 15px; margin-top: 22px; }
        .meta { color: #555; font-size: 13px; margin: 2px 0; }
        .note { color: #555; font-size: 13px; }
        table { border-collapse: collapse; font-size: 12px; margin: 8px 0; }
        th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: right; }
        th:first-child, td:first-child { text-align: left; }
        thead { background: #f4f4f4; }
        .figures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        .thumb svg { width: 260px; height: auto; border: 1px solid #ddd; }
        .verdict-regression { color: #b91c1c; font-weight: bold; } .verdict-improvement { color: #15803d; font-weight: bold; }
        nav ul { columns: 2; font-size: 13px; }
        """

    /// The whole document.
    package var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }
}
