import Foundation
import GridPerfCore
import GridPerfModel

/// `--app`'s local Swift packages: each library target an app's files import (directly or through
/// another target) compiled as a module of its own, before the app, as Xcode builds a target's
/// local package dependencies.
///
/// Where packages are found, as Xcode finds them: folders with a `Package.swift` inside the app's
/// folder (``AppFolder/packages``), the `XCLocalSwiftPackageReference`s of an Xcode project beside
/// or above the folder (`relativePath`), and every `.package(path:)` of a package found.
///
/// The manifest is read, not run (running it would run a user's code in gridperf's own process,
/// and needs SwiftPM): its `.target(name:…, path:…)` calls give the targets, and a target's
/// sources are its `path:` or SwiftPM's default `Sources/<name>` (also `Source`, `src`, `srcs`).
/// Which target needs which is read from the files' imports, as the compiler needs it: a module
/// is compiled after the modules it imports. Test, macro, plugin and executable targets are not
/// libraries an app imports: left out.
package struct LocalPackages: Sendable {
    /// One library target: a module.
    package struct Module: Sendable, Equatable {
        package var name: String
        /// The package's folder.
        package var package: String
        /// Its Swift files, sorted by path.
        package var files: [String]
        /// The local modules its files import, sorted.
        package var imports: [String]
        /// Modules its files import that Linux has no counterpart for (``AppFolder/unavailableImports(_:)``).
        package var unavailable: [String]

        package init(name: String, package: String, files: [String], imports: [String], unavailable: [String]) {
            self.name = name
            self.package = package
            self.files = files
            self.imports = imports
            self.unavailable = unavailable
        }
    }

    /// The packages found, by folder (sorted).
    package var packages: [String] = []
    /// Every library target found, by module name.
    package var modules: [String: Module] = [:]
    /// Remote dependencies (`.package(url:)`) the packages name: not fetched here.
    package var remote: [String] = []

    /// The most packages followed: far above an app's.
    package static let maximumPackages = 64

    /// No packages.
    package init() {}

    /// The packages of `app`: those inside it, an Xcode project's local references beside or
    /// above it, and their `.package(path:)` dependencies, transitively.
    /// - Complexity: O(the packages' manifests and Swift files).
    package static func find(for app: AppFolder) throws -> LocalPackages {
        var found = LocalPackages()
        var queue = app.packages + projectReferences(near: app.root)
        var seen: Set<String> = []
        var fileCount = app.swiftFiles.count
        while !queue.isEmpty {
            let folder = URL(fileURLWithPath: queue.removeFirst()).standardizedFileURL.path
            guard seen.insert(folder).inserted else { continue }
            guard seen.count <= maximumPackages else {
                throw GridPerfError("--app \(app.root): more than \(maximumPackages) local packages")
            }
            let manifestPath = "\(folder)/Package.swift"
            guard FileManager.default.fileExists(atPath: manifestPath) else {
                throw GridPerfError(
                    "--app \(app.root): local package \(folder): no Package.swift (named by the project or a .package(path:))"
                )
            }
            let manifest = Manifest(
                String(decoding: try InputFile.read(manifestPath, limit: SourceBuild.maximumBytes), as: UTF8.self))
            found.packages.append(folder)
            found.remote += manifest.remote.filter { !found.remote.contains($0) }
            queue += manifest.localDependencies.map {
                URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: folder + "/")).path
            }
            for target in manifest.targets {
                let sources = try target.path.map { "\(folder)/\($0)" } ?? defaultSources(of: target.name, in: folder)
                guard let sources else { continue }
                let files = try swiftFiles(under: sources, limit: AppFolder.maximumEntries)
                fileCount += files.count
                guard fileCount <= AppFolder.maximumSwiftFiles else {
                    throw GridPerfError(
                        "--app \(app.root): more than \(AppFolder.maximumSwiftFiles) Swift files with its local packages"
                    )
                }
                guard found.modules[target.name] == nil else {
                    throw GridPerfError(
                        "--app \(app.root): two local packages declare a target \(target.name) (\(found.modules[target.name]!.package), \(folder))"
                    )
                }
                var imports: Set<String> = []
                var unavailable: [String] = []
                for file in files {
                    let text = String(
                        decoding: try InputFile.read(file, limit: SourceBuild.maximumBytes), as: UTF8.self)
                    let imported = AppFolder.importedModules(text)
                    imports.formUnion(imported)
                    for module in AppFolder.unavailableImports(text, imported: imported)
                    where !unavailable.contains(module) {
                        unavailable.append(module)
                    }
                }
                found.modules[target.name] = Module(
                    name: target.name, package: folder, files: files, imports: imports.sorted(),
                    unavailable: unavailable)
            }
        }
        // Imports of local modules are local, not unavailable; the rest stay unavailable.
        for (name, module) in found.modules {
            found.modules[name]!.imports = module.imports.filter { found.modules[$0] != nil && $0 != name }
            found.modules[name]!.unavailable = module.unavailable.filter { found.modules[$0] == nil }
        }
        found.packages.sort()
        return found
    }

    /// The modules a file importing `roots` needs, in the order they compile (each after those it
    /// imports), and those that cannot compile here: a module that imports a module Linux lacks,
    /// or one that cannot, by name with the reason.
    /// - Complexity: O(modules + imports).
    package func buildOrder(for roots: [String]) throws -> (order: [Module], blocked: [String: String]) {
        var order: [Module] = []
        var blocked: [String: String] = [:]
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ name: String, from path: [String]) throws {
            guard let module = modules[name] else { return }
            if state[name] == 2 { return }
            if state[name] == 1 {
                throw GridPerfError(
                    "local packages: the modules import each other in a cycle (\((path + [name]).joined(separator: " → ")))"
                )
            }
            state[name] = 1
            for dependency in module.imports { try visit(dependency, from: path + [name]) }
            state[name] = 2
            if !module.unavailable.isEmpty {
                blocked[name] =
                    "imports \(module.unavailable.joined(separator: ", ")), which Linux has no counterpart for"
            } else if let dependency = module.imports.first(where: { blocked[$0] != nil }) {
                blocked[name] = "imports \(dependency), which cannot be compiled here"
            } else {
                order.append(module)
            }
        }
        for root in roots.sorted() { try visit(root, from: []) }
        return (order, blocked)
    }

    /// SwiftPM's default folders for a target's sources.
    static func defaultSources(of name: String, in folder: String) throws -> String? {
        for parent in ["Sources", "Source", "src", "srcs"] {
            var isDirectory: ObjCBool = false
            let path = "\(folder)/\(parent)/\(name)"
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    /// The Swift files under `folder`, sorted; hidden entries and links left out.
    static func swiftFiles(under folder: String, limit: Int) throws -> [String] {
        var files: [String] = []
        var walked = 0
        func walk(_ path: String) throws {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            walked += entries.count
            guard walked <= limit else { throw GridPerfError("\(folder): more than \(limit) entries") }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let child = "\(path)/\(entry)"
                let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    try walk(child)
                } else if type == .typeRegular, entry.hasSuffix(".swift") {
                    files.append(child)
                }
            }
        }
        try walk(folder)
        return files
    }

    /// The `relativePath`s of the `XCLocalSwiftPackageReference`s in the Xcode projects in `root`
    /// or its parent (where a target's folder sits beside its `.xcodeproj`), as absolute folders.
    static func projectReferences(near root: String) -> [String] {
        var found: [String] = []
        let parent = URL(fileURLWithPath: root).deletingLastPathComponent().path
        for folder in [root, parent] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = "\(folder)/\(entry)/project.pbxproj"
                guard let data = try? InputFile.read(file, limit: 16 << 20) else { continue }
                for path in Self.localReferences(inProject: String(decoding: data, as: UTF8.self)) {
                    found.append(URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).path)
                }
            }
        }
        return found
    }

    /// The `relativePath` of each `XCLocalSwiftPackageReference` object in a `project.pbxproj`'s text.
    package static func localReferences(inProject text: String) -> [String] {
        var paths: [String] = []
        var inside = false
        for line in text.split(separator: "\n") {
            if line.contains("isa = XCLocalSwiftPackageReference") { inside = true }
            if inside, let r = line.range(of: #"relativePath = "?([^";]+)"?;"#, options: .regularExpression) {
                let value = line[r].dropFirst("relativePath = ".count).dropLast()
                paths.append(value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                inside = false
            }
            if line.trimmingCharacters(in: .whitespaces) == "};" { inside = false }
        }
        return paths
    }
}

extension LocalPackages {
    /// What a `Package.swift` says, read as text: its targets and its dependencies.
    package struct Manifest: Sendable, Equatable {
        package struct Target: Sendable, Equatable {
            package var name: String
            package var path: String?

            package init(name: String, path: String?) {
                self.name = name
                self.path = path
            }
        }

        /// The library targets (`.target`), in the manifest's order.
        package var targets: [Target] = []
        /// `.package(path:)`, as written.
        package var localDependencies: [String] = []
        /// `.package(url:)`, as written.
        package var remote: [String] = []

        /// Reads `text`; a call it cannot read is skipped (the compiler then names what is missing).
        /// - Complexity: O(n) in the text's length.
        package init(_ text: String) {
            let scalars = Array(Self.withoutComments(text).unicodeScalars)
            var k = 0
            while k < scalars.count {
                guard scalars[k] == ".", let (word, open) = Self.call(at: k, in: scalars) else {
                    k += 1
                    continue
                }
                let close = Self.closingParenthesis(from: open, in: scalars)
                let arguments = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
                switch word {
                case "target":
                    if let name = Self.string(after: "name", in: arguments) {
                        targets.append(Target(name: name, path: Self.string(after: "path", in: arguments)))
                    }
                case "package":
                    if let path = Self.string(after: "path", in: arguments) {
                        localDependencies.append(path)
                    } else if let url = Self.string(after: "url", in: arguments) {
                        remote.append(url)
                    }
                default: break
                }
                // A declaration's arguments hold no other declaration (`.target(name:)` in a
                // dependency list is a reference): go past them.
                k = Self.declarations.contains(word) ? close : open + 1
            }
        }

        /// The calls that declare a target.
        static let declarations: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
        ]

        /// `.word(` at `k`: the word and the index of `(`.
        static func call(at k: Int, in s: [Unicode.Scalar]) -> (String, Int)? {
            var end = k + 1
            while end < s.count, s[end].properties.isAlphabetic || ("0"..."9").contains(s[end]) { end += 1 }
            guard end > k + 1 else { return nil }
            var open = end
            while open < s.count, s[open] == " " || s[open] == "\n" || s[open] == "\t" { open += 1 }
            guard open < s.count, s[open] == "(" else { return nil }
            return (String(String.UnicodeScalarView(s[(k + 1)..<end])), open)
        }

        /// The index of the `)` that closes the `(` at `open` (strings skipped), or the end.
        static func closingParenthesis(from open: Int, in s: [Unicode.Scalar]) -> Int {
            var depth = 0
            var inString = false
            var k = open
            while k < s.count {
                let c = s[k]
                if inString {
                    if c == "\\" { k += 1 } else if c == "\"" { inString = false }
                } else if c == "\"" {
                    inString = true
                } else if c == "(" {
                    depth += 1
                } else if c == ")" {
                    depth -= 1
                    if depth == 0 { return k }
                }
                k += 1
            }
            return s.count
        }

        /// The string literal after `label:` at the top level of `arguments`.
        static func string(after label: String, in arguments: String) -> String? {
            guard
                let r = arguments.range(
                    of: #"(^|[\s,(])\#(label)\s*:\s*"([^"\\]*)""#, options: .regularExpression)
            else { return nil }
            let match = arguments[r]
            let open = match.firstIndex(of: "\"")!
            return String(match[match.index(after: open)..<match.index(before: match.endIndex)])
        }

        /// `text` with `//` and `/* */` comments blanked (strings kept).
        static func withoutComments(_ text: String) -> String {
            var out = String.UnicodeScalarView()
            let s = Array(text.unicodeScalars)
            var k = 0
            var inString = false
            while k < s.count {
                let c = s[k]
                if inString {
                    out.append(c)
                    if c == "\\", k + 1 < s.count {
                        out.append(s[k + 1])
                        k += 1
                    } else if c == "\"" {
                        inString = false
                    }
                } else if c == "\"" {
                    inString = true
                    out.append(c)
                } else if c == "/", k + 1 < s.count, s[k + 1] == "/" {
                    while k < s.count, s[k] != "\n" { k += 1 }
                    continue
                } else if c == "/", k + 1 < s.count, s[k + 1] == "*" {
                    k += 2
                    while k + 1 < s.count, !(s[k] == "*" && s[k + 1] == "/") { k += 1 }
                    k += 2
                    out.append(" ")
                    continue
                } else {
                    out.append(c)
                }
                k += 1
            }
            return String(out)
        }
    }
}
