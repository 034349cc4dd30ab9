import Foundation
import GridPerfCore
import GridPerfModel

extension Profile {
    /// The files of a profile's report folder, beside ``RunReport``'s: `profile.json`,
    /// `profile.md`, `profile.folded`, `flamegraph.svg`, `results.html`, and with a `base`,
    /// `base-profile.json`.
    package static let reportFileNames = [
        "profile.json", "profile.md", "profile.folded", "flamegraph.svg", "results.html",
    ]

    /// One line: what was profiled, the total, the passes, the phases and the tool.
    package var header: String {
        "\(workload): \(formatNumber(Double(total))) \(event) in \(passes) passes (\(phases)), by \(tool)"
    }

    /// The report's Markdown: the header, the `top` functions, the modules, and with a `base`
    /// the functions that moved most from it.
    package func markdown(top: Int, base: Profile?) -> String {
        var lines: [String] = ["# gridperf profile", "", header, ""]
        lines += markdownTable(topRows(top))
        lines += ["", "## By module", ""]
        lines += markdownTable(moduleRows)
        lines += ["", "The flame graph: flamegraph.svg; folded stacks: profile.folded."]
        if let base {
            lines +=
                ["", "## Moved from \(base.workload)", ""]
                + markdownTable(Profile.diffRows(base: base, head: self, top: top))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the report folder `<root>/<run id>-profile/` whole or not at all
    /// (``ReportWriter/writeDirectory(_:root:name:)``) and returns its path.
    package func writeReport(root: String, top: Int, base: Profile?, commit: String?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let svg = FlameGraph.svg(folded, title: "\(workload) — \(phases), \(event)", unit: event)
        var files: [(String, Data)] = [
            ("profile.json", try encoder.encode(self)), ("profile.md", Data(markdown(top: top, base: base).utf8)),
            ("profile.folded", Data((folded.joined(separator: "\n") + "\n").utf8)), ("flamegraph.svg", Data(svg.utf8)),
            ("results.html", Data(html(top: top, flameGraph: svg, base: base).utf8)),
        ]
        if let base { files.append(("base-profile.json", try encoder.encode(base))) }
        return try ReportWriter.writeDirectory(
            files, root: root, name: RunReport.makeRunID(commit: commit) + "-profile")
    }

    /// A profile written by ``writeReport(root:top:base:commit:)``: its `profile.json`, or the
    /// folder that holds it.
    package static func load(_ path: String) throws -> Profile {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let file = exists && isDirectory.boolValue ? path + "/profile.json" : path
        let data = try InputFile.read(file)
        do {
            return try JSONDecoder().decode(Profile.self, from: data)
        } catch {
            throw GridPerfError("\(file): not a gridperf profile")
        }
    }
}
