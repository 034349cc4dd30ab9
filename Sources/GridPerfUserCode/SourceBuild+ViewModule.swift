import Foundation
import GridPerfCore
import GridPerfModel

/// `--view`: the files compiled once as a module of their own, and each view expression's
/// registration as a small library over it.
///
/// A view's registration (``SourceBuild/registration(typeName:initializer:)``) used to be compiled
/// inside the file declaring the view, so every new `--view` expression over the same files
/// compiled all of them again (3 s for the Pixar example's files, 8 times in one test). Here the
/// files are a library built with `-enable-testing`, cached by the files' key, and the
/// registration `@testable import`s it: its internal types are visible, a new expression costs a
/// compile of the registration alone. A `private` or `fileprivate` root view, or setup names,
/// that only its own file sees, do not compile that way: the build then takes the one-module path.
extension SourceBuild {
    /// The files' module: where it is and what it is called.
    struct FilesModule {
        var folder: String
        var name: String
        var library: String { "\(folder)/lib\(name).so" }

        /// The module of the files whose key is `filesKey`, in the cache at `cacheRoot`.
        init(cacheRoot: String, filesKey: String) {
            folder = "\(cacheRoot)/files-\(filesKey)"
            name = "GridPerfSourceFiles_\(filesKey.prefix(16))"
        }
    }

    /// Builds (or finds) the files' module for `filesKey` in `cacheRoot`, compiling `copies` (the
    /// files as read, Previews blanked) with the user's `print` on standard error. Throws the
    /// compiler's messages, naming the user's files, when the files do not compile.
    func filesModule(
        cacheRoot: String, filesKey: String, swiftc: String, modules: String, work: String, copies: [String],
        glue: String
    ) throws -> FilesModule {
        let module = FilesModule(cacheRoot: cacheRoot, filesKey: filesKey)
        let name = module.name
        if FileManager.default.fileExists(atPath: module.library) { return module }
        let out = "\(work)/files"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let prints = "\(work)/GridPerfPrints.swift"
        try Data(Self.standardErrorPrints.utf8).write(to: URL(fileURLWithPath: prints))
        try compile(
            [swiftc, "-emit-library", "-emit-module", "-O", "-wmo", "-enable-testing"]
                + compileOptions(modules: modules) + [
                    "-module-name", name, "-emit-module-path", "\(out)/\(name).swiftmodule",
                    "-o", "\(out)/lib\(name).so",
                ] + copies + [prints], copies: copies, glue: glue, typeName: nil, initializer: nil)
        // Whole or not at all: the folder appears by one rename.
        let staged = "\(module.folder).\(getpid()).tmp"
        try? FileManager.default.removeItem(atPath: staged)
        try FileManager.default.moveItem(atPath: out, toPath: staged)
        if rename(staged, module.folder) != 0 {
            // Another gridperf built it meanwhile (the folder exists): use theirs.
            try? FileManager.default.removeItem(atPath: staged)
            guard FileManager.default.fileExists(atPath: module.library) else {
                throw GridPerfError("--source: cannot write \(module.folder): \(String(cString: strerror(errno)))")
            }
        }
        return module
    }

    /// Compiles `registration` into `output` over the files' `module`; false (nothing printed)
    /// when it does not compile that way, for the one-module path to try.
    func compileRegistration(
        _ registration: String, over module: FilesModule, swiftc: String, modules: String, work: String,
        moduleName: String, output: String
    ) throws -> Bool {
        let file = "\(work)/GridPerfRegistration.swift"
        try Data("@testable import \(module.name)\n\(registration)".utf8).write(to: URL(fileURLWithPath: file))
        let finished = try Shell.launch(
            [swiftc, "-emit-library", "-O", "-wmo"] + compileOptions(modules: modules)
                + Self.linkOptions(module: module.name, folder: module.folder) + [
                    "-module-name", moduleName, "-o", output, file,
                ], limits: Self.compilerLimits)
        return finished.status == 0
    }
}
