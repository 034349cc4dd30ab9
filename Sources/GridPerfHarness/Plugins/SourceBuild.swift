import Foundation
import GridPerfCore
import GridPerfModel

/// `--source File.swift`: a file written for SwiftUI (`import SwiftUI`, a type conforming to
/// `Layout`) built into a plugin library against this gridperf's own modules, cached by content.
///
/// The library is compiled by `swiftc` (`-O`, whole module) from the file and a generated
/// registration (`SwiftUILayoutPlugin(<init>, name: "<Type>")`), with gridperf's module files
/// (`Modules/` beside the executable) as its imports and this process as its symbols: the
/// executable exports them (`--export-dynamic`), so the layout runs on the same storage,
/// counters and harness as a built-in. Which types the files declare (which conform to `Layout`,
/// which file holds each) the compiler says first, in its symbol graph (``SourceDeclarations``).
/// A library is reused while the files, the chosen type and initialiser, the compiler and this
/// executable are unchanged.
package struct SourceBuild {
    /// The first Swift file (named in messages).
    package var path: String { paths[0] }
    /// Every Swift file, compiled together into one module (a layout and its helpers).
    package let paths: [String]
    /// The files' contents as read once: hashed for the cache, compiled.
    let sources: [Data]
    /// Whether a file names `URLSession` or its kin (``networkingNames``), read once.
    let usesNetworking: Bool
    /// `--layout` or a suite's `"type"`: the type to build, which must be one of the files'.
    let requestedType: String?
    /// A command's `--layout`: the type to build when it names one of the files' (it may name
    /// another layout).
    let preferredType: String?
    /// `--init`: the expression that makes the layout (`Type()` when not given).
    let requestedInitializer: String?
    /// `--view EXPR`: the root view the library evaluates into a scene (``ViewEvaluation``);
    /// `$items` in it stands for the item count. A view build registers no layout of its own:
    /// the layouts its views use come with each scene.
    package let view: String?
    /// `--assets`: the app's named images' sizes (``AssetCatalog/encoded(_:)``), compiled into a
    /// `--view` library's registration (so that a library, and its cache key, carries them).
    package var images = ""
    /// `--app`: each file's tag for its `#Preview`s' view types (``Preview/expand(_:file:tag:blanked:)``);
    /// empty: every `#Preview` blanked, as for `--source`.
    package var previewTags: [String] = []
    /// `--app`: the local packages' modules the app needs, in the order they compile
    /// (``LocalPackages/buildOrder(for:)``), each built before the app (SourceBuild+LocalModules.swift).
    package var localModules: [LocalPackages.Module] = []
    /// Where ``localModules`` were built: set by ``build(executable:compiler:willCompile:)``.
    var localFolders: [BuiltModule] = []
    /// `--app`: previews blanked because they did not compile (by ``Preview/label``).
    var blankedPreviews: Set<String> = []
    /// `--app` with a preview as the view: its label, so that a preview that does not compile is
    /// named as such rather than as a view expression.
    package var previewLabel: String?
    /// `--update STMT` (with `--view`): the change each step of `run --scenario update` makes,
    /// `$step` the step's index and `$items` the item count (``ViewUpdates``).
    package private(set) var update: String?
    /// `--setup STMT`: statements run before the view is made, whose names the view and the
    /// update use (`let store = Store(count: $items)`).
    package private(set) var setup: String?

    /// `--animate-to EXPR` and `--animation EXPR` (with `--init`): the layout's value after an
    /// animated change, and the animation (`.default` when not given), as Swift expressions; the
    /// plugin carries them (``SwiftUILayoutPlugin/animation``) and `run` plays the change's frames.
    package private(set) var animated: (target: String, animation: String)?

    /// Sets `--animate-to` and `--animation`: one expression each, for a layout (not a view).
    package mutating func setAnimation(to target: String, animation: String?) throws {
        guard view == nil else {
            throw GridPerfError("--animate-to: a layout's value after the change; with --view, leave it out")
        }
        let curve = (animation ?? ".default").trimmingCharacters(in: .whitespaces)
        let after = target.trimmingCharacters(in: .whitespaces)
        // One line each here; one expression each by the compiler's parser when built (``SwiftExpression``).
        for (flag, text) in [("--animate-to", after), ("--animation", curve)] {
            guard !text.isEmpty, !text.contains("\n"), !text.contains("\r") else {
                throw GridPerfError(
                    flag == "--animate-to"
                        ? "--animate-to: expected one Swift expression, the layout after the change, such as 'Radial(rotation: 90)'"
                        : "--animation: expected one Swift expression of type Animation, such as '.spring(duration: 0.5)'"
                )
            }
        }
        animated = (after, curve)
    }

    /// Sets `--update` and `--setup`: one line each, the update a statement (or several, `;`).
    package mutating func setUpdates(update: String, setup: String?) throws {
        guard view != nil else { throw GridPerfError("--update: only with --view (the view whose state it changes)") }
        for (flag, text) in [("--update", update), ("--setup", setup ?? "")] where text.contains("\n") {
            throw GridPerfError("\(flag): one line of Swift (statements separated by ';'), got several lines")
        }
        guard !update.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GridPerfError(
                "--update: expected Swift that changes the state, such as 'store.films[$step % $items].isFavorite.toggle()'"
            )
        }
        self.update = update
        self.setup = setup
    }

    /// `$step` in an update: the name the generated closure gives the step's index.
    package static let stepPlaceholder = "$step"

    /// A compile's bounds: the command's `--timeout` stops it (the watchdog kills it and the
    /// frontends it started); memory, 16 GiB of address space (a chain of 10,000 modifiers grew
    /// past 6.9 GB); its messages, 64 MiB (captured in a file: issue 68).
    static let compilerLimits = Shell.Limits(seconds: 86_400, memoryBytes: 16 << 30, outputBytes: 64 << 20)

    /// The largest source file read.
    package static let maximumBytes = 4 << 20

    /// Reads `path`, to build `typeName` when given (it must be one of the file's `Layout`
    /// types), else the only one. Errors (at ``build(executable:compiler:willCompile:)``, when
    /// the compiler has said what the file declares): no `Layout` in it, several and none chosen.
    package init(path: String, typeName: String? = nil, initializer: String? = nil) throws {
        try self.init(paths: [path], typeName: typeName, initializer: initializer)
    }

    /// ``init(path:typeName:initializer:)`` over several files compiled together: the types of
    /// all of them. `preferring` picks a type when it names one of them and is ignored otherwise
    /// (a command's `--layout`, which may name another layout).
    package init(
        paths: [String], typeName: String? = nil, preferring preferred: String? = nil, initializer: String? = nil,
        view: String? = nil, generated: [(path: String, text: String)] = []
    ) throws {
        guard !paths.isEmpty else { throw GridPerfError("--source: expected a Swift file") }
        let sources =
            try paths.map { try InputFile.read($0, limit: Self.maximumBytes) } + generated.map { Data($0.text.utf8) }
        let paths = paths + generated.map(\.path)
        for (p, data) in zip(paths, sources) where String(data: data, encoding: .utf8) == nil {
            throw GridPerfError("\(p): not UTF-8 text")
        }
        var expression: String?
        if let view {
            // One line that starts with a name here; one expression by the compiler's parser when
            // built (``SwiftExpression``).
            expression = view.trimmingCharacters(in: .whitespaces)
            guard !view.contains("\n"), !view.contains("\r"), Self.rootName(of: expression!) != nil else {
                throw GridPerfError(
                    "--view: expected one Swift expression that makes a view, such as 'PixarFilmGridView(films: .samples(count: $items))'"
                )
            }
            if initializer != nil { throw GridPerfError("--init: a layout's initialiser; with --view, leave it out") }
        }
        if let initializer {
            guard !initializer.contains("\n"), !initializer.contains("\r"),
                !initializer.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw GridPerfError(
                    "--init: expected one Swift expression such as '\(typeName ?? "MyLayout")(spacing: 4)'")
            }
        }
        self.paths = paths
        self.sources = sources
        usesNetworking = Self.usesNetworking(sources.lazy.map { String(decoding: $0, as: UTF8.self) })
        self.requestedType = typeName
        self.preferredType = preferred
        self.requestedInitializer = initializer
        self.view = expression
    }

    /// The type to build among the files' `Layout` types (`layouts`, as the compiler found them).
    func chooseLayout(among layouts: [String]) throws -> String {
        guard !layouts.isEmpty else {
            throw GridPerfError(
                "\(path): no type conforming to Layout found (declare `struct MyLayout: Layout { … }` with `import SwiftUI`)"
            )
        }
        if let preferredType, requestedType == nil, layouts.contains(preferredType) { return preferredType }
        if let requestedType {
            guard layouts.contains(requestedType) else {
                throw GridPerfError(
                    "\(path): no Layout type named \(requestedType) (the file declares \(layouts.joined(separator: ", ")))"
                )
            }
            return requestedType
        }
        guard layouts.count == 1 else {
            throw GridPerfError(
                "\(path): several Layout types (\(layouts.joined(separator: ", "))): pick one with --layout NAME")
        }
        return layouts[0]
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

    /// `print` and `debugPrint` for the user's module, which shadow the standard library's there:
    /// what the user's code prints — in a body, an init, a lazy `ForEach`'s element made while a
    /// run lays it out, a `Layout` — goes to standard error, never into gridperf's output on
    /// standard output (`layout --format json`). The same text as the standard library's.
    /// A view that prints is laid out as any other (real screens print; issue 66).
    static let standardErrorPrints = """
        import Foundation

        /// The user's `print`, on standard error (gridperf's standard output is its result).
        func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            var text = ""
            Swift.print(items.map { "\\($0)" }.joined(separator: separator), terminator: terminator, to: &text)
            FileHandle.standardError.write(Data(text.utf8))
        }

        /// The user's `debugPrint`, on standard error.
        func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            var text = ""
            Swift.print(items.map { String(reflecting: $0) }.joined(separator: separator), terminator: terminator, to: &text)
            FileHandle.standardError.write(Data(text.utf8))
        }
        """

    /// With `--update`, the function that evaluates the view once and hands gridperf its updates:
    /// each step runs the update (``ViewUpdatesBox``); empty without.
    private func updatesFunction(expression: String) -> String {
        guard let update else { return "" }
        let items = { (text: String) in text.replacingOccurrences(of: Self.itemsPlaceholder, with: "__gridperfItems") }
        let change = items(update).replacingOccurrences(of: Self.stepPlaceholder, with: "__gridperfStep")
        return """

            @_cdecl("gridperf_swift_view_updates")
            public func gridperf_swift_view_updates(_ __gridperfItems: Int, _ width: Double, _ height: Double)
                -> UnsafeMutableRawPointer
            {
                \(items(setup ?? ""))
                let view = (\(expression))
                let updates = ViewUpdates(view, width: width, height: height.isNaN ? nil : height, images: "\(images)")
                let change: (Int) -> Void = { __gridperfStep in
                    _ = __gridperfStep
                    \(change)
                }
                return Unmanaged.passRetained(ViewUpdatesBox(updates, change: change)).toOpaque()
            }

            """
    }

    /// The registration compiled beside the files: it registers `typeName` made by
    /// `initializer`, or (for `--view`) evaluates the view into a scene.
    func registration(typeName: String, initializer: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        if let view {
            let expression = view.replacingOccurrences(of: Self.itemsPlaceholder, with: "__gridperfItems")
            let setupCode = (setup ?? "").replacingOccurrences(of: Self.itemsPlaceholder, with: "__gridperfItems")
            return """
                // Generated by gridperf --source --view: evaluates \(typeName) from \(file) into a scene.
                import SwiftUI
                \(Self.standardErrorPrints)

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
                    \(setupCode)
                    let view = (\(expression))
                    let scene = ViewScene(view, width: width, height: height.isNaN ? nil : height, images: "\(images)")
                    return Unmanaged.passRetained(ViewSceneBox(scene)).toOpaque()
                }
                \(updatesFunction(expression: expression))
                """
        }
        return """
            // Generated by gridperf --source: registers \(typeName) from \(file).
            import SwiftUI
            \(Self.standardErrorPrints)

            @_cdecl("gridperf_swift_plugin_abi")
            public func gridperf_swift_plugin_abi() -> UInt32 { \(Self.abiVersion) }

            @_cdecl("gridperf_swift_plugins")
            public func gridperf_swift_plugins() -> UnsafeMutableRawPointer {
                let layout = \(initializer)
                \(pluginDeclaration(typeName: typeName, file: file))
                return _gridperfPluginList([plugin])
            }

            """
    }

    /// The generated `let plugin = …` for the layout `layout`: animated to `--animate-to` when given.
    private func pluginDeclaration(typeName: String, file: String) -> String {
        let summary = "SwiftUI Layout \(typeName) (\(file))"
        guard let animated else {
            return "let plugin = SwiftUILayoutPlugin(layout, name: \"\(typeName)\", summary: \"\(summary)\")"
        }
        return "let animation: SwiftUI.Animation = \(animated.animation)\n"
            + "    let plugin = SwiftUILayoutPlugin(layout, animatingTo: \(animated.target), animation: animation, "
            + "name: \"\(typeName)\", summary: \"\(summary)\")"
    }

    /// `text` with each `#Preview` macro (its arguments and its closure) blanked, lines kept:
    /// gridperf draws no previews for `--source`, and its toolchain has no macro plugin for them.
    static func blankingPreviews(_ text: String) -> String {
        Preview.expand(text, file: "", tag: "", blankingAll: true).text
    }

    /// `text` with each `@Entry var name: Type = value` (SwiftUI's environment-entry macro, which
    /// this toolchain has no plugin for) expanded on its own line, so that line numbers stay: a
    /// computed property reading and writing the environment's entry `name`, its default the
    /// value (`nil` when none is written), kept in a static property of its own
    /// (`EnvironmentValues.subscript(_gridperfEntry:default:)`). An `@Entry` without a type is left
    /// for the compiler to refuse.
    package static func expandingEntries(_ text: String) -> String {
        guard text.contains("@Entry") else { return text }
        let pattern =
            #/^(?<indent>\s*)@Entry\s+(?<access>(?:public|package|internal|fileprivate|private)\s+)?var\s+(?<name>\w+)\s*:\s*(?<type>.+?)(?:\s*=\s*(?<value>.*))?$/#
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let m = try? pattern.wholeMatch(in: line) else { return String(line) }
            let (name, type, access) = (m.name, m.type, m.access ?? "")
            let key = "__gridperfEntry_\(name)"
            return
                "\(m.indent)\(access)var \(name): \(type) { get { self[_gridperfEntry: \"\(name)\", default: Self.\(key)] } "
                + "set { self[_gridperfEntry: \"\(name)\", default: Self.\(key)] = newValue } }; "
                + "static let \(key): \(type) = \(m.value ?? "nil")"
        }.joined(separator: "\n")
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
        /// The type built: the layout registered, or the view the expression starts with.
        package var typeName: String
        /// Reused from the cache rather than compiled.
        package var cached: Bool
        package var seconds: Double
        /// `--app`: the previews that did not compile (blanked so that the others build), by
        /// label, with the compiler's first message.
        package var failedPreviews: [String: String] = [:]
    }

    /// Builds the library, or finds it in the cache (`<executable's folder>/gridperf-sources/`).
    /// The files' types come from the compiler first (``SourceDeclarations``, cached too); then
    /// the library is compiled with the registration of the chosen type. A compile error prints
    /// the compiler's messages on stderr, naming the user's files, and throws. `willCompile` is
    /// called with the type's name before the library is compiled (not when it is cached).
    package func build(executable: String, compiler: String? = nil, willCompile: (String) -> Void = { _ in }) throws
        -> Built
    {
        do {
            try checkExpressions(executable: executable, compiler: compiler)
            var me = self
            me.localFolders = try buildLocalModules(executable: executable, compiler: compiler)
            return try me.buildAfterModules(executable: executable, compiler: compiler, willCompile: willCompile)
        } catch let error as GridPerfError {
            throw error
        } catch {
            // A file system error (a cache folder that cannot be written): one line, naming it.
            throw GridPerfError("--source \(path): \(error.localizedDescription)")
        }
    }

    /// Each text promised to be one Swift expression, checked by the compiler's parser
    /// (``SwiftExpression``) before anything is built: `--view`, `--init`, `--animate-to`, `--animation`.
    func checkExpressions(executable: String, compiler: String?) throws {
        let swiftc = Self.compiler(compiler)
        let cache = Self.cacheRoot(executable: executable)
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        if let view, previewTags.isEmpty || previewLabel == nil {
            try SwiftExpression.check(
                view, flag: "--view", example: "PixarFilmGridView(films: .samples(count: $items))", swiftc: swiftc,
                cache: cache)
        }
        if let requestedInitializer {
            try SwiftExpression.check(
                requestedInitializer, flag: "--init", example: "\(requestedType ?? "MyLayout")(spacing: 4)",
                swiftc: swiftc, cache: cache)
        }
        if let animated {
            try SwiftExpression.check(
                animated.target, flag: "--animate-to", example: "Radial(rotation: 90)", swiftc: swiftc, cache: cache)
            try SwiftExpression.check(
                animated.animation, flag: "--animation", example: ".spring(duration: 0.5)", swiftc: swiftc, cache: cache
            )
        }
    }

    /// ``build(executable:compiler:willCompile:)`` once the local modules are built.
    private func buildAfterModules(executable: String, compiler: String?, willCompile: (String) -> Void) throws
        -> Built
    {
        do {
            guard !previewTags.isEmpty else {
                return try buildOrReuse(executable: executable, compiler: compiler, willCompile: willCompile)
            }
            // An app's previews: one that does not compile is blanked and named, the others build.
            var attempt = self
            var failures: [String: String] = [:]
            let cacheRoot = Self.cacheRoot(executable: executable)
            try FileManager.default.createDirectory(atPath: cacheRoot, withIntermediateDirectories: true)
            for _ in 0..<8 {
                let record = "\(cacheRoot)/previews-failed-\(attempt.compiledKey(executable: executable)).json"
                var found =
                    (try? JSONDecoder().decode(
                        [String: String].self, from: Data(contentsOf: URL(fileURLWithPath: record)))) ?? [:]
                if found.isEmpty {
                    do {
                        var built = try attempt.buildOrReuse(
                            executable: executable, compiler: compiler, willCompile: willCompile)
                        built.failedPreviews = failures
                        return built
                    } catch let failed as PreviewsFailed {
                        found = failed.messages
                        try? AtomicFile.write(try JSONEncoder().encode(found), to: record)
                    }
                }
                failures.merge(found) { a, _ in a }
                attempt.blankedPreviews.formUnion(found.keys)
                if let label = previewLabel, found[label] != nil {
                    throw GridPerfError("preview \(label): does not compile: \(found[label]!)")
                }
            }
            throw GridPerfError("--app: previews kept failing to compile; see the messages with --view on one of them")
        } catch let error as GridPerfError {
            throw error
        } catch {
            // A file system error (a cache folder that cannot be written): one line, naming it.
            throw GridPerfError("--source \(path): \(error.localizedDescription)")
        }
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
