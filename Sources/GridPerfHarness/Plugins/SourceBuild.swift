import Foundation
import GridPerfCore

/// `--source File.swift`: a file written for SwiftUI (`import SwiftUI`, a type conforming to
/// `Layout`) built into a plugin library against this gridperf's own modules, cached by content.
///
/// The library is compiled by `swiftc` (`-O`, whole module) from the file and a generated
/// registration (`SwiftUILayoutPlugin(<init>, name: "<Type>")`), with gridperf's module files
/// (`Modules/` beside the executable) as its imports and this process as its symbols: the
/// executable exports them (`--export-dynamic`), so the layout runs on the same storage,
/// counters and harness as a built-in. A library is reused while the file, the chosen type and
/// initialiser, the compiler and this executable are unchanged.
package struct SourceBuild {
    /// The first Swift file (named in messages).
    package var path: String { paths[0] }
    /// Every Swift file, compiled together into one module (a layout and its helpers).
    package let paths: [String]
    /// The files' contents as read once: scanned for types, hashed for the cache, compiled.
    let sources: [Data]
    /// Every type the file declares as conforming to `Layout`, in order.
    package let layoutTypes: [String]
    /// The chosen type: the plugin's name.
    package let typeName: String
    /// The expression that makes the layout (`FlowLayout()` unless `--init` gives one).
    package let initializer: String
    /// `--view EXPR`: the root view the library evaluates into a scene (``ViewEvaluation``);
    /// `$items` in it stands for the item count. A view build registers no layout of its own:
    /// the layouts its views use come with each scene.
    package let view: String?

    /// The largest source file read.
    package static let maximumBytes = 4 << 20

    /// Reads `path` and picks the layout type: `typeName` when given (it must be one of the
    /// file's), else the only one. Errors: no file, no `Layout` in it, several and none chosen.
    package init(path: String, typeName: String? = nil, initializer: String? = nil) throws {
        try self.init(paths: [path], typeName: typeName, initializer: initializer)
    }

    /// ``init(path:typeName:initializer:)`` over several files compiled together: the types of
    /// all of them. `preferring` picks a type when it names one of them and is ignored otherwise
    /// (a command's `--layout`, which may name another layout).
    package init(
        paths: [String], typeName: String? = nil, preferring preferred: String? = nil, initializer: String? = nil,
        view: String? = nil
    ) throws {
        guard let path = paths.first else { throw GridPerfError("--source: expected a Swift file") }
        let sources = try paths.map { try InputFile.read($0, limit: Self.maximumBytes) }
        var types: [String] = []
        for (p, data) in zip(paths, sources) {
            guard let text = String(data: data, encoding: .utf8) else { throw GridPerfError("\(p): not UTF-8 text") }
            for t in Self.layoutTypes(in: text) where !types.contains(t) { types.append(t) }
        }
        if let view {
            let expression = view.trimmingCharacters(in: .whitespaces)
            guard !view.contains("\n"), let root = Self.rootName(of: expression) else {
                throw GridPerfError(
                    "--view: expected one Swift expression that makes a view, such as 'PixarFilmGridView(films: .samples(count: $items))'"
                )
            }
            if initializer != nil { throw GridPerfError("--init: a layout's initialiser; with --view, leave it out") }
            self.paths = paths
            self.sources = sources
            self.layoutTypes = types
            self.typeName = root
            self.initializer = ""
            self.view = expression
            return
        }
        guard !types.isEmpty else {
            throw GridPerfError(
                "\(path): no type conforming to Layout found (declare `struct MyLayout: Layout { … }` with `import SwiftUI`)"
            )
        }
        let chosen: String
        if let preferred, typeName == nil, types.contains(preferred) {
            chosen = preferred
        } else if let typeName {
            guard types.contains(typeName) else {
                throw GridPerfError(
                    "\(path): no Layout type named \(typeName) (the file declares \(types.joined(separator: ", ")))")
            }
            chosen = typeName
        } else {
            guard types.count == 1 else {
                throw GridPerfError(
                    "\(path): several Layout types (\(types.joined(separator: ", "))): pick one with --layout NAME")
            }
            chosen = types[0]
        }
        if let initializer {
            guard !initializer.contains("\n"), !initializer.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw GridPerfError("--init: expected one Swift expression such as '\(chosen)(spacing: 4)'")
            }
        }
        self.paths = paths
        self.sources = sources
        self.layoutTypes = types
        self.typeName = chosen
        self.initializer = initializer ?? "\(chosen)()"
        self.view = nil
    }

    /// The type a view expression starts with (`PixarFilmGridView` of
    /// `PixarFilmGridView(films: …)`), for the library's name.
    package static func rootName(of expression: String) -> String? {
        let name = expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return String(name)
    }

    /// `$items` in a view expression: the name the generated function gives the item count.
    package static let itemsPlaceholder = "$items"

    /// The names of the types `text` declares as conforming to `Layout` (directly, or in an
    /// extension), comments and strings aside. A scan, not a parse: a conformance through a
    /// protocol of the file's own is not seen; `extension MyLayout: Layout {}` makes it seen.
    static func layoutTypes(in text: String) -> [String] {
        let code = stripCommentsAndStrings(text)
        let pattern =
            #"\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]*)\{"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var names: [String] = []
        let range = NSRange(code.startIndex..., in: code)
        for match in regex.matches(in: code, range: range) {
            guard let name = Range(match.range(at: 1), in: code), let list = Range(match.range(at: 2), in: code) else {
                continue
            }
            let conformances = code[list].split(whereSeparator: { $0 == "," || $0 == "&" || $0.isWhitespace })
            let conformsToLayout = conformances.contains { $0 == "Layout" || $0 == "SwiftUI.Layout" }
            let typeName = String(code[name])
            if conformsToLayout, !names.contains(typeName) { names.append(typeName) }
        }
        return names
    }

    /// `text` with comments and string literals blanked (their lines kept).
    static func stripCommentsAndStrings(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        while let c = chars.first {
            if c == "/", chars.dropFirst().first == "/" {
                while let d = chars.first, d != "\n" { chars.removeFirst() }
            } else if c == "/", chars.dropFirst().first == "*" {
                chars.removeFirst(2)
                while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") {
                    if chars.first == "\n" { out.append("\n") }
                    chars.removeFirst()
                }
                chars = chars.dropFirst(2)
            } else if c == "\"" {
                chars.removeFirst()
                while let d = chars.first, d != "\"" {
                    if d == "\\" { chars.removeFirst() }
                    if !chars.isEmpty { chars.removeFirst() }
                }
                chars = chars.dropFirst()
                out.append("\"\"")
            } else {
                out.append(c)
                chars.removeFirst()
            }
        }
        return out
    }

    /// The registration compiled beside the file.
    var registration: String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        if let view {
            let expression = view.replacingOccurrences(of: Self.itemsPlaceholder, with: "__gridperfItems")
            return """
                // Generated by gridperf --source --view: evaluates \(typeName) from \(file) into a scene.
                import SwiftUI

                @_cdecl("gridperf_swift_plugin_abi")
                public func gridperf_swift_plugin_abi() -> UInt32 { \(Self.abiVersion) }

                @_cdecl("gridperf_swift_plugins")
                public func gridperf_swift_plugins() -> UnsafeMutableRawPointer {
                    _gridperfPluginList([])
                }

                @_cdecl("gridperf_swift_view_scene")
                public func gridperf_swift_view_scene(_ __gridperfItems: Int, _ width: Double, _ height: Double)
                    -> UnsafeMutableRawPointer
                {
                    let view = \(expression)
                    let scene = ViewScene(view, width: width, height: height.isNaN ? nil : height)
                    return Unmanaged.passRetained(ViewSceneBox(scene)).toOpaque()
                }

                """
        }
        return """
            // Generated by gridperf --source: registers \(typeName) from \(file).
            import SwiftUI

            @_cdecl("gridperf_swift_plugin_abi")
            public func gridperf_swift_plugin_abi() -> UInt32 { \(Self.abiVersion) }

            @_cdecl("gridperf_swift_plugins")
            public func gridperf_swift_plugins() -> UnsafeMutableRawPointer {
                let layout = \(initializer)
                let plugin = SwiftUILayoutPlugin(layout, name: "\(typeName)", summary: "SwiftUI Layout \(typeName) (\(file))")
                return _gridperfPluginList([plugin])
            }

            """
    }

    /// The file that declares the chosen type (the layout, or the view the expression starts
    /// with), where the registration is compiled; the first file when none is found.
    var hostIndex: Int {
        let pattern =
            #"\b(?:struct|class|enum|actor|typealias)\s+"# + NSRegularExpression.escapedPattern(for: typeName)
            + #"\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return 0 }
        for (k, data) in sources.enumerated() {
            let code = Self.stripCommentsAndStrings(String(decoding: data, as: UTF8.self))
            if regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil { return k }
        }
        return 0
    }

    /// `text` with each `#Preview` macro (its arguments and its closure) blanked, lines kept:
    /// gridperf draws no previews, and its toolchain has no macro plugin for them.
    static func blankingPreviews(_ text: String) -> String {
        guard text.contains("#Preview") else { return text }
        var chars = Array(text)
        var i = 0
        while i < chars.count {
            // Skip comments and strings, so that a "#Preview" inside them stays.
            if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if chars[i] == "\"" {
                i += 1
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
                i += 1
                continue
            }
            guard chars[i] == "#", String(chars[i..<min(chars.count, i + 8)]) == "#Preview" else {
                i += 1
                continue
            }
            // The macro runs to the brace that closes its first `{`.
            var j = i + 8
            var depth = 0
            var opened = false
            while j < chars.count {
                let c = chars[j]
                if c == "\"" {
                    j += 1
                    while j < chars.count, chars[j] != "\"" {
                        if chars[j] == "\\" { j += 1 }
                        j += 1
                    }
                } else if c == "{" {
                    depth += 1
                    opened = true
                } else if c == "}" {
                    depth -= 1
                    if opened, depth == 0 { break }
                }
                j += 1
            }
            let end = min(j, chars.count - 1)
            for k in i...end where chars[k] != "\n" { chars[k] = " " }
            i = end + 1
        }
        return String(chars)
    }

    /// The version of the Swift plugin interface (`gridperf_swift_plugins`).
    package static let abiVersion: UInt32 = 1

    /// The gridperf module files beside `executable` (`.build/release/Modules`).
    static func modulesDirectory(executable: String) throws -> String {
        let directory = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("Modules")
            .path
        for module in ["SwiftUI", "GridPerfCore"] {
            guard FileManager.default.fileExists(atPath: "\(directory)/\(module).swiftmodule") else {
                throw GridPerfError(
                    "--source: this gridperf has no module files beside it (\(directory)/\(module).swiftmodule): run it from its build folder (swift build -c release)"
                )
            }
        }
        return directory
    }

    /// How the library is built, and where it went.
    package struct Built: Sendable {
        package var library: String
        /// Reused from the cache rather than compiled.
        package var cached: Bool
        package var seconds: Double
    }

    /// Builds the library, or finds it in the cache (`<executable's folder>/gridperf-sources/`).
    /// A compile error prints the compiler's messages on stderr, as it gave them, and throws.
    package func build(executable: String, compiler: String? = nil, willCompile: () -> Void = {}) throws -> Built {
        do {
            return try buildOrReuse(executable: executable, compiler: compiler, willCompile: willCompile)
        } catch let error as GridPerfError {
            throw error
        } catch {
            // A file system error (a cache folder that cannot be written): one line, naming it.
            throw GridPerfError("--source \(path): \(error.localizedDescription)")
        }
    }

    private func buildOrReuse(executable: String, compiler: String?, willCompile: () -> Void) throws -> Built {
        let start = Date()
        let modules = try Self.modulesDirectory(executable: executable)
        let swiftc = compiler ?? ProcessInfo.processInfo.environment["GRIDPERF_SWIFTC"] ?? "swiftc"
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let stamp =
            "\((attributes?[.size] as? Int) ?? 0):\(((attributes?[.modificationDate] as? Date) ?? Date.distantPast).timeIntervalSince1970)"
        let key = FrameHash.hex(
            of: (sources.map { String(decoding: $0, as: UTF8.self) } + [registration, swiftc, executable, stamp])
                .joined(separator: "\u{0}"))
        let cacheRoot = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "gridperf-sources"
        ).path
        let folder = "\(cacheRoot)/\(typeName)-\(key)"
        let library = "\(folder)/lib\(typeName).so"
        if FileManager.default.fileExists(atPath: library) {
            return Built(library: library, cached: true, seconds: Date().timeIntervalSince(start))
        }
        willCompile()
        try FileManager.default.createDirectory(atPath: cacheRoot, withIntermediateDirectories: true)
        let work = "\(cacheRoot)/.building-\(typeName)-\(key)-\(getpid())"
        try? FileManager.default.removeItem(atPath: work)
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The files as they were read (the key's content), each in a folder of its own: two
        // files may share a name.
        // The registration is compiled inside the file that declares the type, so that a
        // `private` or `fileprivate` type is seen; `#sourceLocation` names it apart in messages.
        let glue = "\(work)/GridPerfRegistration.swift"
        try Data(registration.utf8).write(to: URL(fileURLWithPath: glue))
        let host = hostIndex
        var copies: [String] = []
        for (k, (original, source)) in zip(paths, sources).enumerated() {
            try FileManager.default.createDirectory(atPath: "\(work)/\(k)", withIntermediateDirectories: true)
            let copy = "\(work)/\(k)/\(URL(fileURLWithPath: original).lastPathComponent)"
            var text = Self.blankingPreviews(String(decoding: source, as: UTF8.self))
            if k == host {
                text += "\n#sourceLocation(file: \"\(glue)\", line: 1)\n\(registration)\n#sourceLocation()\n"
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: copy))
            copies.append(copy)
        }
        let finished = try Shell.launch(
            [
                // `import CoreFoundation` alone gives CGFloat on Apple's platforms; on Linux it is
                // Foundation's: every file sees Foundation, as a SwiftUI file does.
                swiftc, "-emit-library", "-O", "-wmo", "-swift-version", "5", "-parse-as-library",
                "-Xfrontend", "-import-module", "-Xfrontend", "Foundation",
                "-module-name", "GridPerfSource_\(typeName)", "-I", modules,
                "-o", "\(work)/lib\(typeName).so",
            ] + copies)
        guard finished.status == 0 else {
            var messages = String(decoding: finished.errors + finished.output, as: UTF8.self)
            // The compiler names our copies; name the user's files instead.
            for (copy, original) in zip(copies, paths) {
                messages = messages.replacingOccurrences(of: copy, with: original)
            }
            FileHandle.standardError.write(Data(messages.utf8))
            if messages.contains(glue), let view {
                throw GridPerfError(
                    "--view: `\(view)` does not compile against \(paths.joined(separator: ", ")) (see above): name a view type the files declare, with its arguments"
                )
            }
            if messages.contains(glue) {
                throw GridPerfError(
                    "\(path): `\(initializer)` does not compile (see above): give the initialiser with --init '\(typeName)(…)'"
                )
            }
            throw GridPerfError("\(path): the Swift compiler failed (exit \(finished.status)); its messages are above")
        }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: "\(work)/lib\(typeName).so", toPath: library + ".tmp")
        try? Data(registration.utf8).write(to: URL(fileURLWithPath: "\(folder)/GridPerfRegistration.swift"))
        guard rename(library + ".tmp", library) == 0 else {
            throw GridPerfError("--source: cannot write \(library): \(String(cString: strerror(errno)))")
        }
        return Built(library: library, cached: false, seconds: Date().timeIntervalSince(start))
    }
}
