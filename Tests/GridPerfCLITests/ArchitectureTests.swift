import Foundation
import GridPerfTestSupport
import Testing

/// ARCHITECTURE.md's module block names exactly the package's targets (tests aside), as
/// `swift package dump-package` lists them.
@Suite struct ArchitectureTests {
    @Test func theModuleBlockNamesEveryTargetAndNoOther() throws {
        let root = CLI.repositoryRoot.path
        let text = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let start = try #require(text.range(of: "```\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let block = text[start.upperBound..<end.lowerBound]
        let named = Set(
            block.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init))

        let package = try #require(try PackageDump.json())
        let targets = try #require(package["targets"] as? [[String: Any]])
        let modules = Set(targets.filter { ($0["type"] as? String) != "test" }.compactMap { $0["name"] as? String })
        #expect(modules.count > 15)
        #expect(
            modules.subtracting(named).isEmpty, "targets ARCHITECTURE.md does not name: \(modules.subtracting(named))")
        // Every word of the block that looks like a module name (a capital, or gridperf's
        // executables) is a target.
        let moduleLike = named.filter {
            ($0.first?.isUppercase == true && $0.count > 2
                && !["Apple", "Examples", "Model", "Harness", "Reports"].contains($0))
                || $0.hasPrefix("gridperf")
        }
        let unknown = moduleLike.subtracting(modules).subtracting(["GridPerf", "GridPerfServer"])
        #expect(unknown.isEmpty, "names in ARCHITECTURE.md's block that are no target: \(unknown)")
    }

    /// GridPerfModel — what a run is and what it measured — knows no layout and no SwiftUI:
    /// neither its manifest entry nor any of its files names GridPerfLayouts or SwiftUI (the
    /// registry of plugins, and the `--view` state it carries, are the harness's).
    @Test func theModelKnowsNoLayoutAndNoSwiftUI() throws {
        let package = try #require(try PackageDump.json())
        let targets = try #require(package["targets"] as? [[String: Any]])
        let model = try #require(targets.first { $0["name"] as? String == "GridPerfModel" })
        let dependencies = try #require(model["dependencies"] as? [[String: Any]])
        let names = dependencies.flatMap { $0.values.compactMap { ($0 as? [Any])?.first as? String } }
        #expect(names.contains("GridPerfCore"))
        #expect(!names.contains("GridPerfLayouts") && !names.contains("SwiftUI"), "GridPerfModel depends on \(names)")
        let dir = CLI.repositoryRoot.path + "/Sources/GridPerfModel"
        var imports: [String] = []
        for case let file as String in FileManager.default.enumerator(atPath: dir)! where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("import SwiftUI") || line.hasPrefix("import GridPerfLayouts") {
                imports.append("\(file): \(line)")
            }
        }
        #expect(imports.isEmpty, "\(imports)")
    }

    /// Every public type name declared in two modules is in ARCHITECTURE.md's table of the two
    /// vocabularies, and every name the table lists is still declared twice.
    @Test func everyNameDeclaredTwiceIsInTheTable() throws {
        let root = CLI.repositoryRoot.path
        let declaration = try NSRegularExpression(
            pattern: #"^(?:@\w+ )*public (?:final class|class|struct|enum|protocol|typealias|actor) ([A-Z]\w*)"#,
            options: .anchorsMatchLines)
        var modules: [String: Set<String>] = [:]
        for (module, name) in try Self.declarations(declaration) { modules[name, default: []].insert(module) }
        let twice = Set(modules.filter { $0.value.count > 1 }.keys)
        #expect(twice.count >= 13)
        let text = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let start = try #require(text.range(of: "## Two vocabularies"))
        let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        let table = text[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }
        let listed = Set(
            table.flatMap { row in
                row.split(separator: "|")[0].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
                }
            })
        #expect(
            twice.subtracting(listed).isEmpty, "declared twice, not in the table: \(twice.subtracting(listed).sorted())"
        )
        #expect(
            listed.subtracting(twice).isEmpty, "in the table, not declared twice: \(listed.subtracting(twice).sorted())"
        )
    }

    /// Every type declared `@unchecked Sendable` in Sources is named in ARCHITECTURE.md's list of
    /// them, with why it is safe (issue 72), and the list names no type that is not one.
    @Test func everyUncheckedSendableIsVouchedFor() throws {
        let root = CLI.repositoryRoot.path
        // `class Name…: …, @unchecked Sendable`, `struct Name…`, `extension Name: @unchecked Sendable`.
        let declaration = try NSRegularExpression(
            pattern:
                #"^\s*(?:[a-z]+ )*(?:class|struct|enum|extension) ([A-Za-z_][A-Za-z0-9_]*)[^{\n]*@unchecked Sendable"#,
            options: [.anchorsMatchLines])
        let declared = Set(try Self.declarations(declaration).map(\.name))
        #expect(declared.count >= 40)
        let text = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let start = try #require(text.range(of: "### `@unchecked Sendable`"))
        let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        let section = String(text[start.upperBound..<end.lowerBound])
        let bullets = section.components(separatedBy: "\n- ").dropFirst().joined(separator: " ")
        let named = try NSRegularExpression(pattern: #"`([A-Z][A-Za-z0-9_]*)`"#)
        var listed: Set<String> = []
        for m in named.matches(in: bullets, range: NSRange(bullets.startIndex..., in: bullets)) {
            if let r = Range(m.range(at: 1), in: bullets) { listed.insert(String(bullets[r])) }
        }
        #expect(declared.subtracting(listed).isEmpty, "not vouched for: \(declared.subtracting(listed).sorted())")
        // Names the bullets give for context (a module, a lock, a protocol, a file's type) are not declarations.
        let context: Set<String> = [
            "Formatter", "AlignmentID", "Sendable", "PluginRegistry", "GridPerfCore", "RoundRobinRun", "GridPerfServer",
        ]
        #expect(
            listed.subtracting(declared).subtracting(context).isEmpty,
            "listed, not declared @unchecked Sendable: \(listed.subtracting(declared).subtracting(context).sorted())")
    }

    /// The names `declaration`'s first group captures in every Swift file under Sources, with
    /// the module of each.
    static func declarations(_ declaration: NSRegularExpression) throws -> [(module: String, name: String)] {
        let sources = CLI.repositoryRoot.path + "/Sources"
        var found: [(module: String, name: String)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources) {
            let files =
                FileManager.default.enumerator(atPath: "\(sources)/\(module)")?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: "\(sources)/\(module)/\(file)", encoding: .utf8)
                for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let r = Range(m.range(at: 1), in: text) { found.append((module, String(text[r]))) }
                }
            }
        }
        return found
    }

    /// No type's own declaration in `Sources/` is over 300 lines unless ARCHITECTURE.md names it
    /// under "Types over 300 lines" (issue 72). A declaration is counted from its line at the
    /// file's top level to its closing brace at the start of a line.
    @Test func noTypeIsOver300LinesUnlessNamed() throws {
        let root = CLI.repositoryRoot.path
        let architecture = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let section =
            try #require(architecture.components(separatedBy: "### Types over 300 lines").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let named = Set(
            section.split(separator: "\n").filter { $0.hasPrefix("- `") }.compactMap {
                $0.dropFirst(3).split(separator: "`").first.map(String.init)
            })
        #expect(named == ["ViewNode", "StackEngine", "ViewGraph"])
        let declaration =
            #/^(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*(?:struct|class|enum|actor)\s+(\w+)/#
        var long: [String: Int] = [:]
        let files = FileManager.default.enumerator(atPath: root + "/Sources")!.compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: root + "/Sources/" + file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var k = 0
            while k < lines.count {
                if let m = try declaration.prefixMatch(in: lines[k]), lines[k].hasSuffix("{") {
                    let end = lines[(k + 1)...].firstIndex { $0 == "}" } ?? lines.count - 1
                    if end - k + 1 > 300 { long[String(m.1)] = end - k + 1 }
                    k = end
                }
                k += 1
            }
        }
        // Equal: a type named here that shrank below 300 lines leaves the list too.
        #expect(Set(long.keys) == named, "types over 300 lines: \(long)")
    }
}
