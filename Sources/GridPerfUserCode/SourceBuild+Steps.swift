import Foundation
import GridPerfCore
import GridPerfModel

/// A build by its steps (``buildOrReuse(executable:compiler:willCompile:)``): the key the cache is
/// read by, the workspace the files are copied into, a view's registration over its files'
/// module when both are built (SourceBuild+ViewModule.swift), what the files declare, and the
/// library of the chosen type. Each step reuses what the cache holds.
extension SourceBuild {
    /// What a build is cached by: the compiler, the folder of gridperf's module files, the cache's
    /// folder, and the files' key (their compiled texts, the compiler, the executable and its
    /// stamp, the local packages' folders).
    struct BuildKey {
        let swiftc: String
        let modules: String
        let cacheRoot: String
        let files: String
    }

    /// One build's folder, removed when the build ends however it ends (``Shell`` removes it if
    /// the command is stopped), and the files copied into it as they were read, each in a folder
    /// of its own (two files may share a name).
    final class Workspace {
        let folder: String
        /// Where the registration's messages point (`#sourceLocation`).
        let glue: String
        private(set) var copies: [String] = []

        init(folder: String) {
            self.folder = folder
            glue = "\(folder)/GridPerfRegistration.swift"
            try? FileManager.default.removeItem(atPath: folder)
            Shell.remember(folder)
        }

        /// Removes the folder; the build is over.
        func remove() {
            try? FileManager.default.removeItem(atPath: folder)
            Shell.forget(folder)
        }

        /// Writes `texts` (each file's path and the text compiled), `registration`, when given,
        /// appended to file `host`.
        func writeCopies(_ texts: [(path: String, text: String)], registration: (text: String, host: Int)?) throws {
            copies = []
            for (k, (original, text)) in texts.enumerated() {
                try FileManager.default.createDirectory(atPath: "\(folder)/\(k)", withIntermediateDirectories: true)
                let copy = "\(folder)/\(k)/\(URL(fileURLWithPath: original).lastPathComponent)"
                var text = text
                if let registration, k == registration.host {
                    text += "\n#sourceLocation(file: \"\(glue)\", line: 1)\n\(registration.text)\n#sourceLocation()\n"
                }
                try Data(text.utf8).write(to: URL(fileURLWithPath: copy))
                copies.append(copy)
            }
        }
    }

    /// The library built from the files, or the one a build with the same key left in the cache.
    func buildOrReuse(executable: String, compiler: String?, willCompile: (String) -> Void) throws -> Built {
        let start = Date()
        let compiled = compiledTexts().texts
        let key = try buildKey(executable: executable, compiler: compiler, compiled: compiled)
        let texts = zip(paths, compiled).map { (path: $0, text: $1) }
        let workspace = Workspace(folder: "\(key.cacheRoot)/.building-\(key.files)-\(getpid())")
        defer { workspace.remove() }
        var announced = false
        if let view {
            let step = try buildView(view, key: key, texts: texts, workspace: workspace, willCompile: willCompile)
            if let built = step.built { return built.timed(since: start) }
            announced = step.announced
        }
        let declarations = try declarations(key: key, texts: texts, workspace: workspace)
        return try buildLibrary(
            declarations, key: key, texts: texts, workspace: workspace, announced: announced, willCompile: willCompile
        ).timed(since: start)
    }

    /// The key of this build (``BuildKey``) over the `compiled` texts, its cache's folder made.
    /// Without previews written as views, the compiled texts key as the files' texts did.
    func buildKey(executable: String, compiler: String?, compiled: [String]) throws -> BuildKey {
        let modules = try Self.modulesDirectory(executable: executable)
        let swiftc = Self.compiler(compiler)
        let texts = previewTags.isEmpty ? sources.map { String(decoding: $0, as: UTF8.self) } : compiled
        let cacheRoot = Self.cacheRoot(executable: executable)
        try FileManager.default.createDirectory(atPath: cacheRoot, withIntermediateDirectories: true)
        let files = FrameHash.hex(
            of: (texts + [swiftc, executable, Self.stamp(of: executable)] + localFolders.map(\.folder))
                .joined(separator: "\u{0}"))
        return BuildKey(swiftc: swiftc, modules: modules, cacheRoot: cacheRoot, files: files)
    }

    /// A view over files built before: only its registration is compiled (SourceBuild+ViewModule.swift).
    /// `built` is nil when the view needs the one-module path (``buildLibrary``), with `announced`
    /// saying whether `willCompile` was told already.
    func buildView(
        _ view: String, key: BuildKey, texts: [(path: String, text: String)], workspace: Workspace,
        willCompile: (String) -> Void
    ) throws -> (built: Built?, announced: Bool) {
        let typeName = Self.rootName(of: view)!
        let registration = registration(typeName: typeName, initializer: "")
        let folder = "\(key.cacheRoot)/\(typeName)-\(FrameHash.hex(of: key.files + "\u{0}split\u{0}" + registration))"
        let library = "\(folder)/lib\(typeName).so"
        let files = FilesModule(cacheRoot: key.cacheRoot, filesKey: key.files)
        if FileManager.default.fileExists(atPath: library), FileManager.default.fileExists(atPath: files.library) {
            return (Built(library: library, typeName: typeName, cached: true, seconds: 0), false)
        }
        // Built the one-module way before (``buildLibrary``): reuse it.
        let single =
            "\(key.cacheRoot)/\(typeName)-\(FrameHash.hex(of: key.files + "\u{0}" + registration))/lib\(typeName).so"
        if FileManager.default.fileExists(atPath: single) {
            return (Built(library: single, typeName: typeName, cached: true, seconds: 0), false)
        }
        willCompile(typeName)
        try workspace.writeCopies(texts, registration: nil)
        let module = try filesModule(
            cacheRoot: key.cacheRoot, filesKey: key.files, swiftc: key.swiftc, modules: key.modules,
            work: workspace.folder, copies: workspace.copies, glue: workspace.glue)
        let output = "\(workspace.folder)/lib\(typeName).so"
        guard
            try compileRegistration(
                registration, over: module, swiftc: key.swiftc, modules: key.modules, work: workspace.folder,
                moduleName: "GridPerfSource_" + typeName, output: output)
        else { return (nil, true) }
        try Self.install(output, as: library, in: folder, registration: registration)
        return (Built(library: library, typeName: typeName, cached: false, seconds: 0), true)
    }

    /// What the files declare: from the compiler's symbol graph, cached by the files' key.
    func declarations(key: BuildKey, texts: [(path: String, text: String)], workspace: Workspace) throws
        -> SourceDeclarations
    {
        let file = "\(key.cacheRoot)/types-\(key.files).json"
        if let data = FileManager.default.contents(atPath: file),
            let cached = try? JSONDecoder().decode(SourceDeclarations.self, from: data)
        {
            return cached
        }
        try workspace.writeCopies(texts, registration: nil)
        let graphFolder = "\(workspace.folder)/symbols"
        try FileManager.default.createDirectory(atPath: graphFolder, withIntermediateDirectories: true)
        let module = "GridPerfSource"
        try compile(
            SourceDeclarations.arguments(
                swiftc: key.swiftc, common: compileOptions(modules: key.modules), module: module,
                folder: graphFolder, files: workspace.copies),
            copies: workspace.copies, glue: workspace.glue, typeName: nil, initializer: nil)
        guard let graph = FileManager.default.contents(atPath: "\(graphFolder)/\(module).symbols.json") else {
            throw GridPerfError("--source: \(key.swiftc) wrote no symbol graph (-emit-symbol-graph) for \(path)")
        }
        let declarations = try SourceDeclarations(symbolGraph: graph, files: workspace.copies)
        try AtomicFile.write(try JSONEncoder().encode(declarations), to: file)
        return declarations
    }

    /// The library: the files and the registration of the chosen type (the view's root, or the
    /// layout `--layout` names), in one module, cached by the files' key and the registration.
    func buildLibrary(
        _ declarations: SourceDeclarations, key: BuildKey, texts: [(path: String, text: String)],
        workspace: Workspace, announced: Bool, willCompile: (String) -> Void
    ) throws -> Built {
        let typeName: String
        let initializer: String
        if let view {
            typeName = Self.rootName(of: view)!
            initializer = ""
        } else {
            typeName = try chooseLayout(among: declarations.layoutTypes)
            initializer = requestedInitializer ?? "\(typeName)()"
        }
        let registration = registration(typeName: typeName, initializer: initializer)
        let folder = "\(key.cacheRoot)/\(typeName)-\(FrameHash.hex(of: key.files + "\u{0}" + registration))"
        let library = "\(folder)/lib\(typeName).so"
        if FileManager.default.fileExists(atPath: library) {
            return Built(library: library, typeName: typeName, cached: true, seconds: 0)
        }
        if !announced { willCompile(typeName) }
        // The registration is compiled inside the file that declares the type, so that a
        // `private` or `fileprivate` type is seen; `#sourceLocation` names it apart in messages.
        try workspace.writeCopies(texts, registration: (registration, declarations.file(declaring: typeName) ?? 0))
        let moduleName = "GridPerfSource_" + typeName.replacingOccurrences(of: ".", with: "_")
        let output = "\(workspace.folder)/lib\(typeName).so"
        try compile(
            [key.swiftc, "-emit-library", "-O", "-wmo"] + compileOptions(modules: key.modules) + [
                "-module-name", moduleName, "-o", output,
            ] + workspace.copies, copies: workspace.copies, glue: workspace.glue, typeName: typeName,
            initializer: initializer)
        try Self.install(output, as: library, in: folder, registration: registration)
        return Built(library: library, typeName: typeName, cached: false, seconds: 0)
    }
}

extension SourceBuild.Built {
    /// This result, its time the build's since `start`.
    func timed(since start: Date) -> Self {
        var built = self
        built.seconds = Date().timeIntervalSince(start)
        return built
    }
}
