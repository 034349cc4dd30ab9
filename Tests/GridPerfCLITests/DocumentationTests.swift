import Foundation
import GridPerfTestSupport
import Testing

/// The documentation's links resolve: every Markdown link to a file of the repository names one
/// that exists, and an anchor names a heading (GitHub's slug) or an `<a id>` of that file. Every
/// `docs/NAME.md#anchor` a source file, the Makefile or a page mentions in prose resolves too (the
/// decision log's entries are what tuned constants point to). The README stays a front door.
@Suite struct DocumentationTests {
    static let root = CLI.repositoryRoot

    /// The pages a reader follows links through.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped (hyphens and underscores
    /// kept), spaces as hyphens.
    static func slug(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { c -> Character? in
                if c == " " { return "-" }
                return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
            })
    }

    /// The anchors of a Markdown file: its headings' slugs and its `<a id="…">`s.
    static func anchors(_ path: String) throws -> Set<String> {
        var out = Set<String>()
        var fenced = false
        for line in try text(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            if !fenced, line.hasPrefix("#") {
                out.insert(slug(String(line.drop(while: { $0 == "#" }).dropFirst())))
            }
        }
        let ids = try NSRegularExpression(pattern: #"<a id="([^"]+)">"#)
        let t = try text(path)
        for m in ids.matches(in: t, range: NSRange(t.startIndex..., in: t)) {
            if let r = Range(m.range(at: 1), in: t) { out.insert(String(t[r])) }
        }
        return out
    }

    /// Whether `target` (a path relative to the repository, with an optional `#anchor`) resolves.
    static func resolves(_ target: String) throws -> Bool {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        let path = parts[0]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        else { return false }
        guard parts.count == 2 else { return true }
        guard !isDirectory.boolValue, path.hasSuffix(".md") else { return false }
        return try anchors(path).contains(parts[1])
    }

    @Test func everyLinkBetweenThePagesResolves() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var broken: [String] = []
        for page in try Self.pages() {
            let t = try Self.text(page)
            let base = (page as NSString).deletingLastPathComponent
            for m in link.matches(in: t, range: NSRange(t.startIndex..., in: t)) {
                guard let r = Range(m.range(at: 1), in: t) else { continue }
                let target = String(t[r])
                if target.hasPrefix("http") || target.hasPrefix("mailto:") { continue }
                let resolved =
                    target.hasPrefix("#")
                    ? page + target
                    : (URL(fileURLWithPath: base.isEmpty ? "/" : "/" + base).appendingPathComponent(target).standardized
                        .path.dropFirst().description)
                if !(try Self.resolves(resolved)) { broken.append("\(page): \(target)") }
            }
        }
        #expect(broken == [], "links that do not resolve: \(broken)")
    }

    @Test func everyMentionOfADocsPageResolves() throws {
        let mention = try NSRegularExpression(pattern: #"docs/[A-Za-z-]+\.md(?:#[a-z0-9-]+)?"#)
        var files = try Self.pages() + ["Makefile", "Package.swift"]
        let sources = Self.root.appendingPathComponent("Sources").path
        for case let file as String in FileManager.default.enumerator(atPath: sources)!
        where file.hasSuffix(".swift") || file.hasSuffix(".js") {
            files.append("Sources/" + file)
        }
        var broken: [String] = []
        for file in files {
            let t = try Self.text(file)
            for m in mention.matches(in: t, range: NSRange(t.startIndex..., in: t)) {
                guard let r = Range(m.range, in: t) else { continue }
                if !(try Self.resolves(String(t[r]))) { broken.append("\(file): \(t[r])") }
            }
        }
        #expect(files.count > 100)
        #expect(broken == [], "mentions of docs pages that do not resolve: \(broken)")
    }

    /// About 200 lines: what it is, the two commands, three recipes and a contents list.
    @Test func theReadmeIsAFrontDoor() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 220, "README.md has \(lines) lines")
        #expect(try Self.text("README.md").contains("make test"))
    }

    /// The slug of a heading with code and punctuation, by hand: GitHub drops the backquotes,
    /// the colon and the apostrophe and keeps the hyphens.
    @Test func slugsAreGitHubs() {
        #expect(Self.slug("At a feed's size: `make scale`") == "at-a-feeds-size-make-scale")
        #expect(Self.slug("Real screens, file by file") == "real-screens-file-by-file")
    }
}
