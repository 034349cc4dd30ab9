import Foundation
import GridPerfCore
import GridPerfModel

/// How swiftc is run on the user's files: the module files and options it is given, the cache
/// a build is kept in and its key, what its messages mean.
extension SourceBuild {
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
        /// The type built: the layout registered, or the view the expression starts with.
        package var typeName: String
        /// Reused from the cache rather than compiled.
        package var cached: Bool
        package var seconds: Double
        /// `--app`: the previews that did not compile (blanked so that the others build), by
        /// label, with the compiler's first message.
        package var failedPreviews: [String: String] = [:]
    }

    /// The language options of both compiler runs. `import CoreFoundation` alone gives CGFloat on
    /// Apple's platforms; on Linux it is Foundation's: every file sees Foundation, as a SwiftUI
    /// file does. Every file sees Combine too: on Apple's platforms a model file that imports
    /// Foundation alone declares an `ObservableObject` with `@Published` properties, or an
    /// `@Observable` class (the app survey: 5 of 105 apps). Every file sees GridPerfFoundation too:
    /// the formatters Linux's Foundation lacks (`DateComponentsFormatter`, `RelativeDateTimeFormatter`:
    /// 3 and 2 of 137 apps, in files that import Foundation alone), shadowing its unavailable ones.
    ///
    /// Since the iOS 18 SDK, `View` is main-actor isolated, so a view's body reads a `@MainActor`
    /// model synchronously and its stored properties call `@MainActor` initialisers; gridperf's
    /// `View` is not (its evaluation runs on any thread), so the user's module is compiled with
    /// `-default-isolation MainActor` (SE-0466; what Xcode 26 sets for a new app target): its
    /// declarations are main-actor isolated, and in the Swift 5 language mode a crossing the
    /// other way is a warning, not an error (docs/SWIFTUI.md#main-actor). `import UIKit` loads
    /// gridperf's `GridPerfUIKit` (a module named UIKit would change `#if canImport(UIKit)` for
    /// every package built beside gridperf); `import Combine` loads `GridPerfCombine` likewise
    /// (OpenCombine, built beside it, reads `#if canImport(Combine)` to decide its own API).
    static func languageOptions(modules: String) -> [String] {
        [
            "-swift-version", "5", "-parse-as-library", "-default-isolation", "MainActor",
            "-module-alias", "UIKit=GridPerfUIKit", "-module-alias", "Combine=GridPerfCombine",
            "-Xfrontend", "-import-module", "-Xfrontend", "Foundation",
            "-Xfrontend", "-import-module", "-Xfrontend", "GridPerfFoundation",
            "-Xfrontend", "-import-module", "-Xfrontend", "GridPerfCombine",
            "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
            "-I", modules,
        ] + Self.cModuleMaps(modules: modules).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
    }

    /// The module maps of the C modules gridperf's Swift modules import in their interfaces
    /// (OpenCombine's `COpenCombineHelpers`, under GridPerfCombine): the build folder beside `modules`.
    static func cModuleMaps(modules: String) -> [String] {
        let build = URL(fileURLWithPath: modules).deletingLastPathComponent().path
        return ["COpenCombineHelpers"].map { "\(build)/\($0).build/module.modulemap" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The files' texts as compiled: `@Entry` expanded, each `#Preview` blanked or (with
    /// ``previewTags``) written as a view, and the lines of each written preview by label and file.
    func compiledTexts() -> (texts: [String], previews: [(file: String, label: String, lines: ClosedRange<Int>)]) {
        var previews: [(file: String, label: String, lines: ClosedRange<Int>)] = []
        let texts = zip(paths, sources).enumerated().map { (k, pair) -> String in
            let text = String(decoding: pair.1, as: UTF8.self)
            guard k < previewTags.count else { return Self.expandingEntries(Self.blankingPreviews(text)) }
            let expansion = Preview.expand(text, file: pair.0, tag: previewTags[k], blanked: blankedPreviews)
            for (preview, lines) in zip(expansion.previews, expansion.lines) {
                previews.append((pair.0, preview.label, lines))
            }
            return Self.expandingEntries(expansion.text)
        }
        return (texts, previews)
    }

    /// The key of the texts as compiled with this executable.
    func compiledKey(executable: String) -> String {
        FrameHash.hex(
            of: (compiledTexts().texts + [executable, Self.stamp(of: executable)] + localFolders.map(\.folder))
                .joined(separator: "\u{0}"))
    }

    /// What tells one build of `executable` from another in the cache's keys: its size and time.
    static func stamp(of executable: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? Int) ?? 0
        let time = ((attributes?[.modificationDate] as? Date) ?? Date.distantPast).timeIntervalSince1970
        return "\(size):\(time)"
    }

    /// Compile errors that all fall inside `#Preview`s: those previews, each with its first message.
    struct PreviewsFailed: Error {
        var messages: [String: String]
    }

    /// Names that live in FoundationNetworking on Linux (in Foundation on Apple's platforms).
    static let networkingNames = ["URLSession", "URLRequest", "HTTPURLResponse", "URLResponse", "URLCache"]

    /// Whether one of `texts` names `URLSession` or its kin (``networkingNames``). O(texts).
    static func usesNetworking(_ texts: some Sequence<String>) -> Bool {
        texts.contains { text in networkingNames.contains { text.contains($0) } }
    }

    /// FoundationNetworking imported into every file, as Foundation brings `URLSession` and its kin
    /// on Apple's platforms: for files that name them only (it loads libcurl).
    static let networkingOptions = ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]

    /// The options that make module `name`, built as `lib<name>.so` with its `.swiftmodule` in
    /// `folder`, importable and linked, found there at run time.
    static func linkOptions(module name: String, folder: String) -> [String] {
        ["-I", folder, "-L", folder, "-l\(name)", "-Xlinker", "-rpath", "-Xlinker", folder]
    }

    /// The compiler: `compiler` when given, else `GRIDPERF_SWIFTC`, else `swiftc` on the path.
    static func compiler(_ compiler: String?) -> String {
        compiler ?? ProcessInfo.processInfo.environment["GRIDPERF_SWIFTC"] ?? "swiftc"
    }

    /// The build cache: `gridperf-sources` beside `executable`.
    static func cacheRoot(executable: String) -> String {
        URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("gridperf-sources").path
    }

    /// ``languageOptions(modules:)`` for these files, with FoundationNetworking where they use it and
    /// the local modules they import.
    func compileOptions(modules: String) -> [String] {
        Self.languageOptions(modules: modules) + (usesNetworking ? Self.networkingOptions : []) + localModuleOptions
    }

    /// Where the compiler gave up type-checking an expression (`File.swift:12`), from its
    /// "unable to type-check this expression in reasonable time" error; nil when it did not.
    package static func typeCheckTimeOut(in messages: String) -> String? {
        let error = #/^(.+?):([0-9]+):[0-9]+: error: .*unable to type-check this expression in reasonable time/#
        for line in messages.split(separator: "\n") {
            if let m = try? error.prefixMatch(in: line) {
                return "\(URL(fileURLWithPath: String(m.1)).lastPathComponent):\(m.2)"
            }
        }
        return nil
    }

    /// The previews whose lines hold every error in the compiler's `messages`, each with its first
    /// message; nil when an error falls outside them (the files themselves do not compile).
    package static func previewFailures(
        _ messages: String, previews: [(file: String, label: String, lines: ClosedRange<Int>)]
    ) -> [String: String]? {
        var failed: [String: String] = [:]
        let error = #/^(.+?):([0-9]+):[0-9]+: error: (.*)$/#
        for line in messages.split(separator: "\n") {
            guard let m = try? error.wholeMatch(in: line), let number = Int(m.2) else { continue }
            guard let preview = previews.first(where: { $0.file == String(m.1) && $0.lines.contains(number) }) else {
                return nil
            }
            if failed[preview.label] == nil { failed[preview.label] = String(m.3) }
        }
        return failed.isEmpty ? nil : failed
    }

    /// Moves the compiled `built` into the cache as `library` in `folder` (emptied first), beside
    /// the registration it was built with; the library appears by one rename, whole or not at all.
    static func install(_ built: String, as library: String, in folder: String, registration: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: built, toPath: library + ".tmp")
        try? Data(registration.utf8).write(to: URL(fileURLWithPath: "\(folder)/GridPerfRegistration.swift"))
        guard rename(library + ".tmp", library) == 0 else {
            throw GridPerfError("--source: cannot write \(library): \(String(cString: strerror(errno)))")
        }
    }

    /// Runs the compiler; on failure prints its messages (naming the user's files, not the
    /// copies) and throws a line that says what to do: an unknown `--view` or `--init` when the
    /// registration is what failed, else the compiler's exit.
    func compile(_ arguments: [String], copies: [String], glue: String, typeName: String?, initializer: String?)
        throws
    {
        let finished = try Shell.launch(arguments, limits: Self.compilerLimits)
        if finished.outputExceeded {
            throw GridPerfError(
                "\(path): the Swift compiler wrote more than \((Self.compilerLimits.outputBytes ?? 0) >> 20) MiB of messages; gridperf stopped it"
            )
        }
        if finished.signaled, finished.status == SIGKILL || finished.status == SIGSEGV || finished.status == SIGABRT {
            throw GridPerfError(
                "\(path): the Swift compiler stopped (signal \(finished.status)) past its \(Self.compilerLimits.memoryBytes >> 30) GiB of memory or time (a file too large for it to type-check?)"
            )
        }
        guard finished.status != 0 else { return }
        var messages = String(decoding: finished.errors + finished.output, as: UTF8.self)
        for (copy, original) in zip(copies, paths) {
            messages = messages.replacingOccurrences(of: copy, with: original)
        }
        if !previewTags.isEmpty, let failed = Self.previewFailures(messages, previews: compiledTexts().previews) {
            throw PreviewsFailed(messages: failed)
        }
        FileHandle.standardError.write(Shell.shortened(Data(messages.utf8)))
        if let place = Self.typeCheckTimeOut(in: messages) {
            throw GridPerfError(
                "\(place): the Swift compiler gave up type-checking this expression in reasonable time; in a large view builder that is most often one member or argument that does not exist (a SwiftUI name gridperf lacks, a typo): its messages are above"
            )
        }
        if messages.contains(glue), let view, update != nil {
            throw GridPerfError(
                "--view `\(view)` with its --setup/--update does not compile against \(paths.joined(separator: ", ")) (see above): the setup's names, the view's arguments and the update's statements must be Swift the files declare"
            )
        }
        if messages.contains(glue), let view {
            throw GridPerfError(
                "--view: `\(view)` does not compile against \(paths.joined(separator: ", ")) (see above): name a view type the files declare, with its arguments"
            )
        }
        if messages.contains(glue), let typeName, let initializer {
            throw GridPerfError(
                "\(path): `\(initializer)` does not compile (see above): give the initialiser with --init '\(typeName)(…)'"
            )
        }
        throw GridPerfError("\(path): the Swift compiler failed (exit \(finished.status)); its messages are above")
    }
}
