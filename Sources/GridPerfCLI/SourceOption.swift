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
        let types = try SourceBuild.layoutTypes(atPath: source)
        let chosen = layoutArgument.flatMap { types.contains($0) ? $0 : nil }
        let build = try SourceBuild(path: source, typeName: chosen, initializer: initializer)
        let executable = try BaseBuild.currentExecutable()
        // Progress on stderr while the compiler runs; nothing when the library is cached.
        let quiet = kept.contains("--quiet")
        let built = try build.build(executable: executable) {
            if !quiet { FileHandle.standardError.write(Data("building \(build.typeName) from \(source) (swiftc -O)…\n".utf8)) }
        }
        if !quiet, !built.cached {
            FileHandle.standardError.write(Data(String(format: "built \(build.typeName) in %.1f s\n", built.seconds).utf8))
        }
        for plugin in try DynamicPlugins.load(path: built.library) { try registry.register(plugin) }
        GridPerfCommand.pluginPaths.append(built.library)
        if kept.first == "layout", let layoutArgument {
            // `layout` takes its layout from the scene: `--layout` only picked the file's type.
            kept = Self.removing("--layout", value: layoutArgument, from: kept)
        }
        if layoutArgument == nil, let command = kept.first, ["run", "check", "profile"].contains(command) {
            kept.insert(contentsOf: ["--layout", build.typeName], at: 1)
        }
        arguments = kept
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
