import Foundation
import GridPerfCore
import GridPerfHarness

/// `--source File.swift [--init 'Type(…)']`, given to any command (`run`, `check`, `profile`,
/// `layout`, `suite`, `compare`): the file's SwiftUI `Layout` is built into a plugin library
/// (``SourceBuild``, cached), loaded and registered under its type's name, and the command runs
/// as if that were a built-in. `--layout TypeName` picks the type when the file has several;
/// `run`, `check` and `profile` get `--layout TypeName` when they have none.
enum SourceOption {
    static func apply(to arguments: inout [String], invocation: inout Invocation) throws {
        var sources: [String] = []
        var initializer: String?
        var view: String?
        var assets: String?
        var update: String?
        var setup: String?
        var app: String?
        var preview: String?
        var animateTo: String?
        var animation: String?
        var kept: [String] = []
        // `gridperf previews --app DIR` reads its own options.
        if arguments.first == "previews" { return }
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" {
                kept += arguments[i...]
                break
            }
            var matched = false
            for (flag, assign) in [
                ("--source", { sources.append($0) }), ("--init", { initializer = $0 }), ("--view", { view = $0 }),
                ("--assets", { assets = $0 }), ("--update", { update = $0 }), ("--setup", { setup = $0 }),
                ("--app", { app = $0 }), ("--preview", { preview = $0 }),
                ("--animate-to", { animateTo = $0 }), ("--animation", { animation = $0 }),
            ] as [(String, (String) -> Void)] {
                if argument == flag {
                    guard i + 1 < arguments.count else { throw GridPerfError("\(flag): expected a value") }
                    assign(arguments[i + 1])
                    i += 2
                    matched = true
                } else if argument.hasPrefix(flag + "=") {
                    assign(String(argument.dropFirst(flag.count + 1)))
                    i += 1
                    matched = true
                }
                if matched { break }
            }
            if !matched {
                kept.append(argument)
                i += 1
            }
        }
        let quiet = kept.contains("--quiet")
        if kept.first == "suite", let suite = kept.dropFirst().first(where: { !$0.hasPrefix("-") }) {
            for build in try suiteSources(suite) { try register(build, invocation: &invocation, quiet: quiet) }
            try ViewOption.evaluateSuiteViews(suite, invocation: &invocation, quiet: quiet)
        } else if kept.first == "compare", let suite = Self.value(of: "--suite", in: kept) {
            // `compare --base-ref REF --suite S` reads the suite before its sides run it.
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
            try AppOption.apply(app, preview: preview, view: view, to: &kept, invocation: &invocation, quiet: quiet)
            arguments = kept
            return
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
            arguments = kept
            return
        }
        if assets != nil, view == nil {
            throw GridPerfError("--assets: only with --view (the asset catalog sizes the view's named images)")
        }
        let layoutArgument = Self.value(of: "--layout", in: kept)
        var build = try SourceBuild(paths: sources, preferring: layoutArgument, initializer: initializer, view: view)
        if let animateTo { try build.setAnimation(to: animateTo, animation: animation) }
        if let update {
            // Before anything is built: the command and scenario that take an update.
            guard let command = kept.first, ["run", "profile", "check", "serve"].contains(command) else {
                throw GridPerfError(
                    "--update: for run (the update scenario), profile, check and serve, or a suite entry's \"update\" (got \(kept.first.map { "'\($0)'" } ?? "no command"))"
                )
            }
            if command == "check", let text = Self.value(of: "--iterations", in: kept) {
                guard let changes = Int(text) else {
                    throw GridPerfError(
                        "--iterations: the changes check runs, 1 to 1000; got '\(GridPerfError.quoted(text))'")
                }
                try ViewOption.checkChanges(changes)
            }
            if let scenario = Self.value(of: "--scenario", in: kept), scenario != Scenario.update.rawValue {
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
            try ViewOption.apply(
                view, library: invocation.pluginPaths.last!, update: update, setup: setup, to: &kept,
                invocation: &invocation)
            invocation.sourceArguments =
                sources.flatMap { ["--source", URL(fileURLWithPath: $0).standardizedFileURL.path] } + ["--view", view]
                + assetArguments + (update.map { ["--update", $0] } ?? []) + (setup.map { ["--setup", $0] } ?? [])
            arguments = kept
            return
        }
        // A child gridperf (compare --base-ref's sides) builds the same files against its own modules.
        invocation.sourceArguments =
            sources.flatMap { ["--source", URL(fileURLWithPath: $0).standardizedFileURL.path] }
            + (initializer.map { ["--init", $0] } ?? [])
            + (animateTo.map { ["--animate-to", $0] } ?? []) + (animation.map { ["--animation", $0] } ?? [])
        if kept.first == "layout", let layoutArgument {
            // `layout` takes its layout from the scene: `--layout` only picked the file's type.
            kept = Self.removing("--layout", value: layoutArgument, from: kept)
        }
        // A scene file names its own layouts: `run --source F --spec S` takes the file's types as
        // plugins for the scene, with no `--layout`.
        if layoutArgument == nil, Self.value(of: "--spec", in: kept) == nil, let command = kept.first,
            ["run", "check", "profile"].contains(command)
        {
            kept.insert(contentsOf: ["--layout", built.typeName], at: 1)
        }
        arguments = kept
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
                    throw GridPerfError("\(suite): \(e.message)")
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

    /// `arguments` without `flag value` / `flag=value`.
    static func removing(_ flag: String, value: String, from arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            if arguments[i] == flag, i + 1 < arguments.count, arguments[i + 1] == value {
                i += 2
            } else if arguments[i] == "\(flag)=\(value)" {
                i += 1
            } else {
                out.append(arguments[i])
                i += 1
            }
        }
        return out
    }

    /// The value of `flag` in `arguments` (`--flag value` or `--flag=value`).
    static func value(of flag: String, in arguments: [String]) -> String? {
        for (i, argument) in arguments.enumerated() {
            if argument == flag, i + 1 < arguments.count { return arguments[i + 1] }
            if argument.hasPrefix(flag + "=") { return String(argument.dropFirst(flag.count + 1)) }
        }
        return nil
    }
}
