import Foundation
import GridPerfCore
import GridPerfHarness

/// `--source File.swift [--init 'Type(…)']`, given to any command (`run`, `check`, `profile`,
/// `layout`, `suite`, `compare`): the file's SwiftUI `Layout` is built into a plugin library
/// (``SourceBuild``, cached), loaded and registered under its type's name, and the command runs
/// as if that were a built-in. `--layout TypeName` picks the type when the file has several;
/// `run`, `check` and `profile` get `--layout TypeName` when they have none.
enum SourceOption {
    static func apply(to arguments: inout [String], registry: inout PluginRegistry) throws {
        var source: String?
        var initializer: String?
        var kept: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" {
                kept += arguments[i...]
                break
            }
            var matched = false
            for (flag, assign) in [("--source", { source = $0 }), ("--init", { initializer = $0 })] as [(String, (String) -> Void)] {
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
        guard let source else {
            if initializer != nil { throw GridPerfError("--init: only with --source File.swift") }
            return
        }
        let layoutArgument = Self.value(of: "--layout", in: kept)
        let probe = try SourceBuild(path: source, typeName: nil as String?, initializer: nil)
        let chosen = layoutArgument.flatMap { probe.layoutTypes.contains($0) ? $0 : nil }
        let build = try SourceBuild(path: source, typeName: chosen, initializer: initializer)
        let executable = try BaseBuild.currentExecutable()
        let quiet = kept.contains("--quiet")
        if !quiet {
            FileHandle.standardError.write(Data("building \(build.typeName) from \(source)…\r".utf8))
        }
        let built = try build.build(executable: executable)
        if !quiet {
            let how = built.cached ? "cached build" : String(format: "built in %.1f s", built.seconds)
            FileHandle.standardError.write(Data("\(build.typeName) from \(source) (\(how))   \n".utf8))
        }
        for plugin in try DynamicPlugins.load(path: built.library) { try registry.register(plugin) }
        GridPerfCommand.pluginPaths.append(built.library)
        if layoutArgument == nil, let command = kept.first, ["run", "check", "profile"].contains(command) {
            kept.insert(contentsOf: ["--layout", build.typeName], at: 1)
        }
        arguments = kept
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
