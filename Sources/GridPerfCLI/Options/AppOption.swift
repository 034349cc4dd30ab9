import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// `--app DIR [--preview NAME | --view EXPR]`, given to `layout`, `run`, `check`, `profile`,
/// `serve`: the app target in DIR compiled as Xcode compiles it (``AppFolder``) and its previews
/// as cases (``Preview``). `run` without `--preview` or `--view` runs every preview, one case
/// each, and `serve` lists every preview among the playground's presets (by label); the other
/// commands take one: the only preview, or the one `--preview` names.
/// `gridperf previews --app DIR` lists them.
enum AppOption {
    /// What `--app` found: the build's inputs and the previews.
    struct App {
        var folder: AppFolder
        var generated: (path: String, text: String)
        /// The asset catalogs' image sizes, encoded for the view library.
        var images: String
        var previews: [Preview]
        /// Image sets whose size could not be read (a PDF, an SVG).
        var unsized: [String]
        /// Files left out because they import a module Linux has no counterpart for: the
        /// modules, the file, and the previews they hold.
        var blocked: [(modules: [String], file: String, previews: [String])] = []

        /// One line for each left-out file: the module, the file, the previews it blocks.
        var blockedLines: [String] {
            blocked.map { b in
                let file =
                    b.file.hasPrefix(folder.root + "/") ? String(b.file.dropFirst(folder.root.count + 1)) : b.file
                let previews =
                    b.previews.isEmpty ? "no previews" : "its previews: \(b.previews.joined(separator: "; "))"
                let local = b.modules.filter { blockedModules[$0] != nil }
                let missing = b.modules.filter { blockedModules[$0] == nil }
                let why =
                    (missing.isEmpty ? [] : ["\(missing.joined(separator: ", ")) has no counterpart on Linux"])
                    + local.map { "local module \($0) \(blockedModules[$0]!)" }
                return "\(why.joined(separator: "; ")): \(file) is left out (\(previews))"
            }
        }

        /// Each of ``folder``'s Swift files' tag in its previews' type names (``AppFolder/previewTags``).
        var previewTags: [String]
        /// The local packages found (``LocalPackages``).
        var packages = LocalPackages()
        /// The local modules the app's files import, in the order they compile.
        var localModules: [LocalPackages.Module] = []
        /// Local modules that cannot compile here, with why.
        var blockedModules: [String: String] = [:]

        /// A build of the app's files evaluating `view` (a preview's type, or any expression).
        func build(view: String, preview: Preview? = nil) throws -> SourceBuild {
            var build = try SourceBuild(paths: folder.swiftFiles, view: view, generated: [generated])
            build.previewTags = previewTags
            build.images = images
            build.previewLabel = preview?.label
            build.localModules = localModules
            return build
        }
    }

    /// Scans `path` and reads its files' previews and its catalogs.
    static func load(_ path: String) throws -> App {
        var folder = try AppFolder.scan(path)
        var sizes: [String: Size] = [:]
        var unsized: [String] = []
        var colors: [String] = []
        for catalog in folder.catalogs {
            let loaded = try AssetCatalog.load(catalog)
            sizes.merge(loaded.sizes) { a, _ in a }
            unsized += loaded.unsized
            colors += loaded.colors
        }
        // The local packages' modules the app's files import, each compiled on its own first; one
        // that imports a module Linux lacks is blocked, as a file of the app's would be.
        let packages = try LocalPackages.find(for: folder)
        var fileTexts: [String: (text: String, imports: [String])] = [:]
        for file in folder.swiftFiles {
            let text = String(decoding: try InputFile.read(file, limit: SourceBuild.maximumBytes), as: UTF8.self)
            fileTexts[file] = (text, AppFolder.importedModules(text))
        }
        let imported = Set(fileTexts.values.flatMap(\.imports).filter { packages.modules[$0] != nil })
        let (localModules, blockedModules) = try packages.buildOrder(for: Array(imported))
        let compiled = Set(localModules.map(\.name))
        // Files that import a module Linux lacks are left out first: the tags, and so the
        // previews' type names, are those of the files compiled.
        var texts: [String: String] = [:]
        var blocked: [(modules: [String], file: String, previews: [String])] = []
        for file in folder.swiftFiles {
            let (text, imports) = fileTexts[file]!
            let missing = AppFolder.unavailableImports(text, imported: imports).filter { !compiled.contains($0) }
            if missing.isEmpty {
                texts[file] = text
            } else {
                // The module would stop the compiler at the import: the file is left out, named.
                let found = Preview.expand(text, file: file, tag: "").previews
                blocked.append((missing, file, found.map(\.label)))
            }
        }
        folder.swiftFiles.removeAll { texts[$0] == nil }
        guard !folder.swiftFiles.isEmpty else {
            // A local package's module is named with why it cannot compile (an Objective-C target, a
            // module Linux lacks): it is the app's own code, not a framework Linux lacks.
            let modules = Set(blocked.flatMap(\.modules)).sorted()
            let local = modules.filter { blockedModules[$0] != nil }
            let named = modules.map { m in blockedModules[m].map { "\(m): a local module that \($0)" } ?? m }
            throw GridPerfError(
                local.isEmpty
                    ? "--app \(path): every Swift file imports a module Linux has no counterpart for (\(modules.joined(separator: ", ")))"
                    : "--app \(path): every Swift file imports a module that cannot be compiled here (\(named.joined(separator: "; ")))"
            )
        }
        let tags = folder.previewTags
        var previews: [Preview] = []
        for (file, tag) in zip(folder.swiftFiles, tags) {
            previews += Preview.expand(texts[file]!, file: file, tag: tag).previews
        }
        let generated = (
            path: "\(folder.root)/GridPerfApp.generated.swift",
            text: folder.generatedSource(colors: colors, images: Array(sizes.keys) + unsized)
        )
        return App(
            folder: folder, generated: generated, images: AssetCatalog.encoded(sizes), previews: previews,
            unsized: unsized, blocked: blocked, previewTags: tags, packages: packages, localModules: localModules,
            blockedModules: blockedModules)
    }

    /// The previews `query` picks (`--preview`): by label, name or `File.swift:line`.
    static func pick(_ query: String, in app: App) throws -> Preview {
        let matches = app.previews.filter { $0.matches(query) }
        guard matches.count == 1 else {
            let names = app.previews.map(\.label).joined(separator: "; ")
            throw GridPerfError(
                matches.isEmpty
                    ? "--preview '\(GridPerfError.quoted(query))': no such preview in \(app.folder.root) (its previews: \(names.isEmpty ? "none" : names))"
                    : "--preview '\(GridPerfError.quoted(query))': \(matches.count) previews match (\(matches.map(\.label).joined(separator: "; "))): name one as File.swift:line"
            )
        }
        return matches[0]
    }

    /// `--app` for a command: builds the chosen previews (or `view`) and gives their scenes as the
    /// command's scene files, through ``ViewOption``.
    static func prepare(
        _ path: String, preview query: String?, view: String?, inputs: SourceInputs, invocation: inout Invocation
    ) throws -> PreparedSource {
        let app = try load(path)
        let (command, quiet) = (inputs.command, inputs.quiet)
        guard ["layout", "run", "profile", "check", "serve"].contains(command) else {
            throw GridPerfError(
                "--app: for layout, run, profile, check and serve, or `gridperf previews --app DIR` (got '\(command)')")
        }
        for line in app.blockedLines { FileHandle.standardError.write(Data("warning: \(line)\n".utf8)) }
        if !quiet {
            for (module, why) in app.blockedModules.sorted(by: { $0.key < $1.key }) {
                FileHandle.standardError.write(Data("warning: local module \(module) \(why): not compiled\n".utf8))
            }
        }
        let source = ["--app", app.folder.root]
        if let view {
            if query != nil { throw GridPerfError("--preview: the case is the preview; leave out --view") }
            let built = try SourceOption.register(try app.build(view: view), invocation: &invocation, quiet: quiet)
            let prepared = try ViewOption.prepare(view, library: built.library, inputs: inputs, invocation: &invocation)
            invocation.sourceArguments = source + ["--view", view]
            return prepared
        }
        let chosen: [Preview]
        if let query {
            chosen = [try pick(query, in: app)]
        } else if app.previews.count == 1 || (["run", "serve"].contains(command) && !app.previews.isEmpty) {
            chosen = app.previews
        } else {
            throw GridPerfError(
                app.previews.isEmpty
                    ? "--app \(path): no #Preview or PreviewProvider in its files: give --view EXPR"
                    : "--app: \(app.previews.count) previews; \(command) takes one: --preview NAME (\(app.previews.map(\.label).joined(separator: "; ")))"
            )
        }
        // `--width`/`--height` override every preview's window.
        let width = try ViewOption.number("--width", inputs.width)
        let height = try ViewOption.number("--height", inputs.height)
        var prepared = PreparedSource()
        prepared.consumedWindow = true
        // Previews already named as failing, one line each.
        var named: Set<String> = []
        for preview in chosen where !named.contains(preview.label) {
            do {
                let built = try SourceOption.register(
                    try app.build(view: preview.expression, preview: preview), invocation: &invocation, quiet: quiet)
                for (label, reason) in built.failedPreviews.sorted(by: { $0.key < $1.key })
                where !named.contains(label) && chosen.contains(where: { $0.label == label }) {
                    printError("preview \(label): does not compile: \(reason)")
                    named.insert(label)
                }
                let window = Self.window(of: preview)
                let scenes = try ViewOption.sceneFiles(
                    preview.expression, library: built.library, counts: [1], width: width ?? window.width,
                    height: height ?? window.height,
                    what: "--preview", eager: command == "serve",
                    timeout: invocation.timeout ?? ViewChild.defaultSeconds, whole: command == "check",
                    name: preview.sceneName,
                    label: "preview \(preview.label)",
                    // One preview that crashes is one line and the others go on: rehearsed first.
                    rehearse: !Worker.isWorker || chosen.count > 1, invocation: &invocation)
                prepared.scenes.append((path: scenes[1]!, name: command == "serve" ? "Preview: \(preview.label)" : nil))
            } catch let error as GridPerfError where chosen.count > 1 {
                // One preview that cannot compile or run is one line; the others go on.
                named.insert(preview.label)
                printError(
                    error.message.hasPrefix("preview ") ? error.message : "preview \(preview.label): \(error.message)")
            }
        }
        guard !prepared.scenes.isEmpty else {
            throw GridPerfError("--app: none of the \(chosen.count) previews could be laid out")
        }
        invocation.sourceArguments = source + (query.map { ["--preview", $0] } ?? [])
        if !named.isEmpty, !quiet {
            FileHandle.standardError.write(
                Data("--app: \(chosen.count - named.count) of \(chosen.count) previews laid out\n".utf8))
        }
        return prepared
    }

    /// The window `preview` is laid out in, on the device `--view` lays out in (390 × 844).
    static func window(of preview: Preview) -> (width: Double, height: Double) {
        preview.traits.window(deviceWidth: ViewOption.defaultWidth, deviceHeight: ViewOption.defaultHeight)
    }

    /// A suite's `{"app": …, "preview": …}` entry: the app built, the preview evaluated into its
    /// scene (by count, the one count 1), as ``prepare(_:preview:view:inputs:invocation:)`` does.
    static func suiteScenes(
        app path: String, preview query: String, width: Double?, height: Double?, what: String,
        invocation: inout Invocation, quiet: Bool
    ) throws -> [Int: String] {
        let app = try load(path)
        let preview = try pick(query, in: app)
        let built = try SourceOption.register(
            try app.build(view: preview.expression, preview: preview), invocation: &invocation, quiet: quiet)
        let window = Self.window(of: preview)
        return try ViewOption.sceneFiles(
            preview.expression, library: built.library, counts: [1], width: width ?? window.width,
            height: height ?? window.height, what: what, name: preview.sceneName, label: "preview \(preview.label)",
            invocation: &invocation)
    }
}
