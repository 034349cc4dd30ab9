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

    /// The version of the Swift plugin interface (`gridperf_swift_plugins`).
    package static let abiVersion: UInt32 = 1

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
}
