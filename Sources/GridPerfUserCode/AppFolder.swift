import Foundation
import GridPerfCore
import GridPerfModel

/// `--app DIR`: an app target's folder, found as Xcode builds the target: every Swift file
/// compiled together as one module, the asset catalogs' colour and image sets given the symbols
/// Xcode generates for them, the other files the target's resources, seen through `Bundle.main`.
///
/// What is left out: test targets (a folder named `Tests` or ending in `Tests`), a local Swift
/// package (a folder with a `Package.swift`, listed in ``packages``: its modules are compiled on
/// their own, ``LocalPackages``), build
/// products (`.build`, `build`, `DerivedData`, `Pods`), project files (`.xcodeproj`,
/// `.xcworkspace`, `.playground`) and hidden folders. Links are not followed.
package struct AppFolder: Sendable {
    /// The folder as given, standardised.
    package var root: String
    /// The target's Swift files, sorted by path.
    package var swiftFiles: [String] = []
    /// The asset catalogs (`*.xcassets`), sorted.
    package var catalogs: [String] = []
    /// The target's resources by file name (Xcode copies a target's resources to the bundle's
    /// top level): the first path by sorted order when two share a name.
    package var resources: [String: String] = [:]
    /// Local Swift packages found inside (their folders).
    package var packages: [String] = []
    /// Test folders left out.
    package var tests: [String] = []

    /// The most entries walked: far above an app's (a hostile path such as `/` stops with an error).
    package static let maximumEntries = 100_000
    /// The most Swift files compiled together.
    package static let maximumSwiftFiles = 2_000

    /// Folder names that are never part of the target.
    static let buildFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Folder suffixes that are not the target's sources.
    static let projectSuffixes = [".xcodeproj", ".xcworkspace", ".playground", ".swiftpm", ".xcframework", ".bundle"]
    /// Files that configure the build rather than ship in the bundle.
    static let buildFiles: Set<String> = ["Package.swift", "Package.resolved", ".DS_Store"]
    static let buildExtensions: Set<String> = ["swift", "entitlements", "xcconfig", "xctestplan", "md", "h", "m"]

    /// An app folder at `root` with nothing found in it yet (``scan(_:)`` fills it).
    package init(root: String) { self.root = root }

    /// Walks `path`.
    /// - Complexity: O(entries), at most ``maximumEntries``.
    package static func scan(_ path: String) throws -> AppFolder {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GridPerfError("--app \(path): expected an app's folder (its Swift files, Assets.xcassets, resources)")
        }
        var app = AppFolder(root: root)
        var walked = 0
        func walk(_ folder: String, isRoot: Bool) throws {
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            walked += entries.count
            guard walked <= maximumEntries else {
                throw GridPerfError("--app \(path): more than \(maximumEntries) entries: not an app target's folder")
            }
            if !isRoot, entries.contains("Package.swift") {
                app.packages.append(folder)
                return
            }
            for entry in entries where !entry.hasPrefix(".") {
                let child = "\(folder)/\(entry)"
                let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if buildFolders.contains(entry) || projectSuffixes.contains(where: { entry.hasSuffix($0) }) {
                        continue
                    }
                    if entry == "Tests" || entry.hasSuffix("Tests") {
                        app.tests.append(child)
                        continue
                    }
                    if entry.hasSuffix(".xcassets") {
                        app.catalogs.append(child)
                        continue
                    }
                    try walk(child, isRoot: false)
                } else if type == .typeRegular {
                    let ext = URL(fileURLWithPath: entry).pathExtension
                    if ext == "swift" {
                        if entry != "Package.swift" { app.swiftFiles.append(child) }
                    } else if !buildFiles.contains(entry), !buildExtensions.contains(ext), app.resources[entry] == nil {
                        app.resources[entry] = child
                    }
                }
            }
        }
        try walk(root, isRoot: true)
        guard !app.swiftFiles.isEmpty else {
            throw GridPerfError(
                "--app \(path): no Swift files in the target's folder\(app.packages.isEmpty ? "" : " (only local packages: \(app.packages.count); give the app target's folder)")"
            )
        }
        guard app.swiftFiles.count <= maximumSwiftFiles else {
            throw GridPerfError("--app \(path): \(app.swiftFiles.count) Swift files; at most \(maximumSwiftFiles)")
        }
        return app
    }

    /// The modules a user's file may import here: the Linux toolchain's, and gridperf's Apple
    /// names (SwiftUI, Combine, CoreGraphics, UIKit).
    package static let availableModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "CoreFoundation", "Observation", "RegexBuilder",
        "Synchronization", "Distributed", "_Concurrency", "_StringProcessing", "XCTest", "Testing", "SwiftUI",
        "Combine", "CoreGraphics", "UIKit",
    ]

    /// The modules `text` imports that Linux has no counterpart for (PassKit, MapKit, …): those
    /// not in ``availableModules`` and not guarded by a `canImport` of their own, in order;
    /// `imported`, when given, is ``importedModules(_:)`` of `text`, read before.
    /// - Complexity: O(n) in the text's length.
    package static func unavailableImports(_ text: String, imported: [String]? = nil) -> [String] {
        (imported ?? importedModules(text)).filter {
            !availableModules.contains($0) && !text.contains("canImport(\($0))")
        }
    }

    /// The modules `text` imports (`import X`, `@testable import X`, `import struct X.Y`), each once,
    /// in order. O(n) in the text's length.
    package static func importedModules(_ text: String) -> [String] {
        let pattern =
            #/^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/#
        var found: [String] = []
        for line in text.split(separator: "\n") where line.contains("import") {
            guard let m = try? pattern.prefixMatch(in: line), !found.contains(String(m.1)) else { continue }
            found.append(String(m.1))
        }
        return found
    }

    /// Each Swift file's tag in its previews' type names, in ``swiftFiles``' order: its name's
    /// letters and digits, made unique among the target's files by its index when two files
    /// share a name.
    /// - Complexity: O(files).
    package var previewTags: [String] {
        let bases = swiftFiles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        var uses: [String: Int] = [:]
        for base in bases { uses[base, default: 0] += 1 }
        return bases.enumerated().map { index, base in
            let clean = String(base.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            return uses[base]! > 1 ? "\(clean)_\(index)" : clean
        }
    }

    /// The Swift symbol Xcode generates for an asset named `name`: its words (split at anything
    /// but a letter or digit, and at a lower-to-upper case change) joined in lower camel case,
    /// a trailing `Color` (colour sets) or `Image` (image sets) dropped — so `AccentColor` is
    /// `accent`, `brand-blue` is `brandBlue`, `Icons/Star` is `iconsStar` — and `_` before a
    /// leading digit. Nil when nothing is left.
    package static func symbolName(_ name: String, dropping suffix: String) -> String? {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for c in name {
            if !(c.isLetter || c.isNumber) || !c.isASCII {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if c.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(c)
            }
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        if words.count > 1, words.last == suffix { words.removeLast() }
        guard !words.isEmpty else { return nil }
        var symbol = words[0].prefix(1).lowercased() + words[0].dropFirst()
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// The Swift file gridperf adds to the target, as Xcode generates its asset symbols and its
    /// bundle: `ColorResource`/`ImageResource` statics, `Color`/`ShapeStyle`/`Image` members,
    /// and `Bundle.main`'s resources — a `Bundle` of the module's own (Foundation's on Linux is
    /// gridperf's executable folder) answering `url(forResource:withExtension:)` and
    /// `path(forResource:ofType:)` from ``resources``.
    package func generatedSource(colors: [String], images: [String]) -> String {
        var lines = [
            "// Generated by gridperf --app \(root): what Xcode generates for the target (asset symbols, Bundle.main).",
            "import Foundation", "import SwiftUI", "",
        ]
        var seen: Set<String> = []
        for (names, kind, suffix) in [(colors, "ColorResource", "Color"), (images, "ImageResource", "Image")] {
            var members: [(symbol: String, name: String)] = []
            for name in names.sorted() {
                guard let symbol = Self.symbolName(name, dropping: suffix), seen.insert("\(kind).\(symbol)").inserted
                else { continue }
                members.append((symbol, name))
            }
            guard !members.isEmpty else { continue }
            lines.append("extension \(kind) {")
            for m in members {
                lines.append(
                    "    static let \(m.symbol) = \(kind)(name: \(Self.literal(m.name)), bundle: Foundation.Bundle.main)"
                )
            }
            lines.append("}")
            if kind == "ColorResource" {
                for type in ["Color", "ShapeStyle where Self == Color"] {
                    lines.append("extension \(type) {")
                    for m in members {
                        lines.append("    static var \(m.symbol): Color { Color(ColorResource.\(m.symbol)) }")
                    }
                    lines.append("}")
                }
            }
        }
        let table = resources.sorted { $0.key < $1.key }.map {
            "        \(Self.literal($0.key)): \(Self.literal($0.value)),"
        }
        lines +=
            [
                "",
                "/// The target's resources, as `Bundle.main` finds them in the app's bundle.",
                "typealias Bundle = GridPerfAppBundle",
                "",
                "final class GridPerfAppBundle: @unchecked Sendable {",
                "    static let main = GridPerfAppBundle()",
                "    static let files: [String: String] = [",
            ] + (table.isEmpty ? ["        :"] : table) + [
                "    ]",
                "    let bundlePath = \(Self.literal(root))",
                "    var bundleURL: URL { URL(fileURLWithPath: bundlePath) }",
                "    var resourcePath: String? { bundlePath }",
                "    var resourceURL: URL? { bundleURL }",
                "    var bundleIdentifier: String? { \"gridperf.app\" }",
                "    var infoDictionary: [String: Any]? { [:] }",
                "    func object(forInfoDictionaryKey key: String) -> Any? { nil }",
                "    init() {}",
                "    init(for aClass: AnyClass) {}",
                "    /// A bundle at `path` (a localisation folder of the target): `nil` where nothing is, else the target's.",
                "    init?(path: String) { guard FileManager.default.fileExists(atPath: path) else { return nil } }",
                "    /// No string table is read: a key is its own text, as SwiftUI's `Text(\"key\")` here.",
                "    func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {",
                "        (value ?? \"\").isEmpty ? key : value!",
                "    }",
                "    func path(forResource name: String?, ofType ext: String?) -> String? {",
                "        guard let name else { return nil }",
                "        let file = (ext ?? \"\").isEmpty ? name : \"\\(name).\\(ext!.hasPrefix(\".\") ? String(ext!.dropFirst()) : ext!)\"",
                "        return Self.files[file]",
                "    }",
                "    func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?) -> String? {",
                "        path(forResource: name, ofType: ext)",
                "    }",
                "    func url(forResource name: String?, withExtension ext: String?) -> URL? {",
                "        path(forResource: name, ofType: ext).map { URL(fileURLWithPath: $0) }",
                "    }",
                "    func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {",
                "        url(forResource: name, withExtension: ext)",
                "    }",
                "    func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]? {",
                "        Self.files.keys.sorted().filter { ext == nil || $0.hasSuffix(\".\\(ext!)\") }.compactMap { Self.files[$0] }",
                "            .map { URL(fileURLWithPath: $0) }",
                "    }",
                "}",
            ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
