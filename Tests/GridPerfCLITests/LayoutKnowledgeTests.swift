import Foundation
import GridPerfHarness
import GridPerfLayouts
import GridPerfTestSupport
import Testing

/// The rooms above the layouts know no layout: what the playground and "copy as SwiftUI" need
/// of one comes from its plugin (`swiftUICall`, `exampleParameters`, `tracks`), so that an
/// outside plugin takes part as a built-in does. No code line of the harness, model, reports,
/// CLI or server, nor of the playground's page, names a built-in layout of GridPerfLayouts, or a parameter of one that the
/// scene format does not share, as a string literal. (SwiftUI's stacks, `hstack`, `vstack` and
/// `zstack`, are the views the scene format's trees are made of, and are not counted.)
@Suite struct LayoutKnowledgeTests {
    @Test func noRoomAboveTheLayoutsNamesOne() throws {
        let root = CLI.repositoryRoot.path
        var words: Set<String> = []
        for plugin in BuiltInPlugins.all {
            words.insert(plugin.name)
            words.formUnion(plugin.parameters.map(\.name).filter { !SceneFields.format.contains($0) })
        }
        #expect(words.isSuperset(of: ["lazy-vgrid", "waterfall", "flow", "grid", "lineSpacing", "strategy"]))
        var found: [String] = []
        for module in ["GridPerfHarness", "GridPerfModel", "GridPerfReports", "GridPerfCLI", "GridPerfServe"] {
            let dir = "\(root)/Sources/\(module)"
            let files = FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: "\(dir)/\(file)", encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("//") { continue }
                    for w in words where code.contains("\"\(w)\"") {
                        found.append("\(module)/\(file):\(n + 1): \"\(w)\"")
                    }
                }
            }
        }
        // The playground's page too: it gets the layouts, their parameters and how to start a
        // scene of each from /api/layouts (issue 72).
        let page = "\(root)/Sources/GridPerfServe/Page"
        let pageFiles = try FileManager.default.contentsOfDirectory(atPath: page).filter {
            $0.hasSuffix(".js") || $0.hasSuffix(".html")
        }
        #expect(pageFiles.count >= 2)
        for file in pageFiles {
            let text = try String(contentsOfFile: "\(page)/\(file)", encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for w in words where code.contains("\"\(w)\"") || code.contains("'\(w)'") {
                    found.append("Page/\(file):\(n + 1): \"\(w)\"")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
