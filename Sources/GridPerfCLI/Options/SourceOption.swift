import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// `--source File.swift [--init 'Type(…)']`, given to any command (`run`, `check`, `profile`,
/// `layout`, `suite`, `compare`): the file's SwiftUI `Layout` is built into a plugin library
/// (``SourceBuild``, cached), loaded and registered under its type's name, and the command runs
/// as if that were a built-in. `--layout TypeName` picks the type when the file has several;
/// `run`, `check` and `profile` get `--layout TypeName` when they have none. `--view` and `--app`
/// go on to ``ViewOption`` and ``AppOption``.
enum SourceOption {
    /// Builds and registers what `options` name, evaluates a view or an app's previews into scene
    /// files, and says what the command (whose own options are `inputs`) takes from them.
    static func prepare(_ options: SourceOptions, inputs: SourceInputs, invocation: inout Invocation) throws
        -> PreparedSource
    {
        let sources = options.source
        let (initializer, view, assets, update, setup) = (
            options.initializer, options.view, options.assets, options.update, options.setup
        )
        let (app, preview, animateTo, animation) = (options.app, options.preview, options.animateTo, options.animation)
        let quiet = inputs.quiet
        if let suite = inputs.suite {
            // `suite FILE`, and `compare --base-ref REF --suite S`, whose sides run the suite.
            for build in try suiteSources(suite) { try register(build, invocation: &invocation, quiet: quiet) }
            try ViewOption.evaluateSuiteViews(suite, invocation: &invocation, quiet: quiet)
        }
        if let app {
            for (flag, given) in [
                ("--source", !sources.isEmpty), ("--init", initializer != nil), ("--assets", assets != nil),
                ("--update", update != nil), ("--setup", setup != nil), ("--animate-to", animateTo != nil),
                ("--animation", animation != nil),
            ] where given {
                throw GridPerfError(
                    flag == "--source" || flag == "--assets"
                        ? "\(flag): --app finds the app's Swift files and asset catalogs itself; leave out \(flag)"
                        : "\(flag): not with --app yet (a preview's state changes are not run)")
            }
            return try AppOption.prepare(app, preview: preview, view: view, inputs: inputs, invocation: &invocation)
        }
        if preview != nil { throw GridPerfError("--preview: only with --app DIR (the app whose previews are cases)") }
        if animation != nil, animateTo == nil {
            throw GridPerfError("--animation: only with --animate-to (the layout's value after the animated change)")
        }
        guard !sources.isEmpty else {
            if initializer != nil { throw GridPerfError("--init: only with --source File.swift") }
            if animateTo != nil {
                throw GridPerfError("--animate-to: only with --source File.swift (the file that declares the Layout)")
            }
            if view != nil {
                throw GridPerfError("--view: only with --source File.swift (the files that declare the view)")
            }
            if update != nil || setup != nil {
                throw GridPerfError(
                    "\(update != nil ? "--update" : "--setup"): only with --source File.swift --view EXPR (the view whose state changes)"
                )
            }
            return PreparedSource()
        }
        if assets != nil, view == nil {
            throw GridPerfError("--assets: only with --view (the asset catalog sizes the view's named images)")
        }
        let command = inputs.command
        var build = try SourceBuild(paths: sources, preferring: inputs.layout, initializer: initializer, view: view)
        if let animateTo { try build.setAnimation(to: animateTo, animation: animation) }
        if let update {
            // Before anything is built: the command and scenario that take an update.
            guard ["run", "profile", "check", "serve"].contains(command) else {
                throw GridPerfError(
                    "--update: for run (the update scenario), profile, check and serve, or a suite entry's \"update\" (got '\(command)')"
                )
            }
            if command == "check" { _ = try ViewOption.checkChanges(inputs.iterations) }
            if let scenario = inputs.scenario, scenario != Scenario.update.rawValue {
                throw GridPerfError("--update: the update scenario; leave out --scenario \(scenario)")
            }
            try build.setUpdates(update: update, setup: setup)
        } else if setup != nil {
            throw GridPerfError("--setup: only with --update (the setup makes what the update changes)")
        }
        var assetArguments: [String] = []
        if let assets {
            let catalog = try AssetCatalog.load(assets)
            if !catalog.unsized.isEmpty, !quiet {
                FileHandle.standardError.write(
                    Data(
                        "--assets: no PNG or JPEG in \(catalog.unsized.count) image set(s) (\(catalog.unsized.prefix(5).joined(separator: ", "))\(catalog.unsized.count > 5 ? ", …" : "")): they keep the default 20 × 20\n"
                            .utf8))
            }
            build.images = AssetCatalog.encoded(catalog.sizes)
            assetArguments = ["--assets", URL(fileURLWithPath: assets).standardizedFileURL.path]
        }
        let built = try register(build, invocation: &invocation, quiet: quiet)
        if let view {
            let prepared = try ViewOption.prepare(
                view, library: invocation.pluginPaths.last!, update: update, setup: setup, inputs: inputs,
                invocation: &invocation)
            invocation.sourceArguments =
                sources.flatMap { ["--source", URL(fileURLWithPath: $0).standardizedFileURL.path] } + ["--view", view]
                + assetArguments + (update.map { ["--update", $0] } ?? []) + (setup.map { ["--setup", $0] } ?? [])
            return prepared
        }
        // A child gridperf (compare --base-ref's sides) builds the same files against its own modules.
        invocation.sourceArguments =
            sources.flatMap { ["--source", URL(fileURLWithPath: $0).standardizedFileURL.path] }
            + (initializer.map { ["--init", $0] } ?? [])
            + (animateTo.map { ["--animate-to", $0] } ?? []) + (animation.map { ["--animation", $0] } ?? [])
        var prepared = PreparedSource()
        // `layout` takes its layout from the scene: `--layout` only picked the file's type.
        prepared.layoutPicked = command == "layout" && inputs.layout != nil
        // A scene file names its own layouts: `run --source F --spec S` takes the file's types as
        // plugins for the scene, with no `--layout`.
        if inputs.layout == nil, !inputs.spec, ["run", "check", "profile"].contains(command) {
            prepared.layout = built.typeName
        }
        return prepared
    }

    /// Builds `build` (or finds it cached), loads it and registers its layout.
    @discardableResult
    static func register(_ build: SourceBuild, invocation: inout Invocation, quiet: Bool) throws -> SourceBuild.Built {
        let executable = try BaseBuild.currentExecutable()
        // Progress on stderr while the compiler runs; nothing when the library is cached.
        let preview = build.previewLabel.map { "preview \($0)" }
        let from =
            build.previewTags.isEmpty
            ? build.paths.joined(separator: ", ") : "the app's \(build.paths.count - 1) Swift files"
        let built = try build.build(executable: executable) { typeName in
            if !quiet {
                FileHandle.standardError.write(
                    Data("building \(preview ?? typeName) from \(from) (swiftc -O)…\n".utf8))
            }
        }
        if !quiet, !built.cached {
            FileHandle.standardError.write(
                Data(String(format: "built \(preview ?? built.typeName) in %.1f s\n", built.seconds).utf8))
        }
        for plugin in try DynamicPlugins.load(path: built.library) { try invocation.registry.register(plugin) }
        invocation.pluginPaths.append(built.library)
        return built
    }

    /// The sources a suite file names in `"source"`: a path, an object `{"file", "type", "init"}`,
    /// or a list of them; paths relative to the suite's folder. A suite that cannot be read is
    /// left to `suite` itself to report.
    static func suiteSources(_ suite: String) throws -> [SourceBuild] {
        guard let data = try? InputFile.read(suite), let json = try? JSONValue.parse(data, what: suite),
            case let .object(fields) = json, let source = fields["source"]
        else { return [] }
        let folder = URL(fileURLWithPath: suite).deletingLastPathComponent()
        let entries: [JSONValue]
        if case let .array(list) = source { entries = list } else { entries = [source] }
        return try entries.enumerated().map { i, entry in
            let path = "\(suite): source[\(i)]"
            var file: String?, type: String?, initializer: String?, animateTo: String?, animation: String?
            switch entry {
            case let .string(f): file = f
            case .object:
                var r = try JSONObjectReader(entry, path: "source[\(i)]")
                file = r.value("file")?.stringValue
                type = r.value("type")?.stringValue
                initializer = r.value("init")?.stringValue
                animateTo = r.value("animateTo")?.stringValue
                animation = r.value("animation")?.stringValue
                do { try r.finish(known: ["file", "type", "init", "animateTo", "animation"]) } catch let e
                    as GridPerfError
                {
                    throw e.prefixed(suite)
                }
            default: break
            }
            guard let file, !file.isEmpty else {
                throw GridPerfError("\(path): expected a Swift file's path, or {\"file\": …, \"type\": …, \"init\": …}")
            }
            let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
            var build = try SourceBuild(path: resolved, typeName: type, initializer: initializer)
            if let animateTo {
                try build.setAnimation(to: animateTo, animation: animation)
            } else if animation != nil {
                throw GridPerfError("\(path): \"animation\" only with \"animateTo\" (the layout after the change)")
            }
            return build
        }
    }
}
