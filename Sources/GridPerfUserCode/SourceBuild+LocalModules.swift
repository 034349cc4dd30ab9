import Foundation
import GridPerfCore
import GridPerfModel

/// `--app`'s local packages: each module an app needs (``LocalPackages``) compiled on its own,
/// before the app, into the cache by its content, and the app compiled against them.
extension SourceBuild {
    /// A local module as built: its name and the cache folder that holds `lib<name>.so` and
    /// `<name>.swiftmodule`.
    package struct BuiltModule: Sendable, Equatable {
        package var name: String
        package var folder: String
    }

    /// The compiler options that make the local modules visible and linked.
    var localModuleOptions: [String] {
        localFolders.flatMap { Self.linkOptions(module: $0.name, folder: $0.folder) }
    }

    /// Builds (or finds in the cache) every module of ``localModules``, in order, and returns
    /// where each is. A module's key is its files' texts, its name, the compiler, this
    /// executable and the keys of the modules built before it.
    /// - Complexity: one compile a module not yet cached.
    func buildLocalModules(executable: String, compiler: String?) throws -> [BuiltModule] {
        guard !localModules.isEmpty else { return [] }
        let modules = try Self.modulesDirectory(executable: executable)
        let swiftc = Self.compiler(compiler)
        let cacheRoot = Self.cacheRoot(executable: executable)
        try FileManager.default.createDirectory(atPath: cacheRoot, withIntermediateDirectories: true)
        var built: [BuiltModule] = []
        for module in localModules {
            let texts = try module.files.map {
                String(decoding: try InputFile.read($0, limit: Self.maximumBytes), as: UTF8.self)
            }
            let bundle = Self.moduleBundle(of: module, texts: texts)
            let key = FrameHash.hex(
                of: ([module.name, swiftc, executable, Self.stamp(of: executable), bundle ?? ""] + built.map(\.folder)
                    + texts).joined(separator: "\u{0}"))
            let folder = "\(cacheRoot)/module-\(module.name)-\(key.prefix(24))"
            let here = BuiltModule(name: module.name, folder: folder)
            if FileManager.default.fileExists(atPath: "\(folder)/lib\(module.name).so") {
                built.append(here)
                continue
            }
            let work = "\(folder).building-\(getpid())"
            try? FileManager.default.removeItem(atPath: work)
            Shell.remember(work)
            defer {
                try? FileManager.default.removeItem(atPath: work)
                Shell.forget(work)
            }
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            var files = module.files
            if let bundle {
                try Data(bundle.utf8).write(to: URL(fileURLWithPath: "\(work)/GridPerfModuleBundle.swift"))
                files.append("\(work)/GridPerfModuleBundle.swift")
            }
            let networking = Self.usesNetworking(texts) ? Self.networkingOptions : []
            let dependencies = built.flatMap { Self.linkOptions(module: $0.name, folder: $0.folder) }
            let finished = try Shell.launch(
                [swiftc, "-emit-library", "-emit-module", "-O", "-wmo"] + Self.languageOptions(modules: modules)
                    + networking + dependencies + [
                        "-module-name", module.name, "-emit-module-path", "\(work)/\(module.name).swiftmodule",
                        "-o", "\(work)/lib\(module.name).so",
                    ] + files, limits: Self.compilerLimits)
            let package = URL(fileURLWithPath: module.package).lastPathComponent
            if finished.signaled {
                throw GridPerfError(
                    "local package \(package): the Swift compiler stopped (signal \(finished.status)) compiling module \(module.name)"
                )
            }
            guard finished.status == 0 else {
                FileHandle.standardError.write(Shell.shortened(finished.errors + finished.output))
                throw GridPerfError(
                    "local package \(package): module \(module.name) does not compile (its messages are above)")
            }
            // Whole or not at all: the folder appears by one rename.
            if rename(work, folder) != 0, !FileManager.default.fileExists(atPath: "\(folder)/lib\(module.name).so") {
                throw GridPerfError("--app: cannot write \(folder): \(String(cString: strerror(errno)))")
            }
            built.append(here)
        }
        return built
    }

    /// The `Bundle.module` SwiftPM generates for a target with resources, when the module's files
    /// use it: the target's folder as a bundle (its resources found there by name).
    static func moduleBundle(of module: LocalPackages.Module, texts: [String]) -> String? {
        guard texts.contains(where: { $0.contains(".module") }),
            let first = module.files.first
        else { return nil }
        // The target's folder: the common parent of its files.
        var folder = URL(fileURLWithPath: first).deletingLastPathComponent().path
        for file in module.files.dropFirst() {
            while !file.hasPrefix(folder + "/"), folder.count > 1 {
                folder = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            }
        }
        return """
            // Generated by gridperf --app: SwiftPM's resource accessor for module \(module.name).
            import Foundation
            extension Foundation.Bundle {
                static let module: Foundation.Bundle = Foundation.Bundle(path: \(AppFolder.literal(folder))) ?? .main
            }

            """
    }
}
