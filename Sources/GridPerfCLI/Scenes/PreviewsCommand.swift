import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// `gridperf previews --app DIR`: what `--app` finds in an app's folder — its Swift files, asset
/// catalogs, resources, left-out folders — and its previews, each with the window it is laid out in
/// and the `--preview` that picks it. Nothing is compiled.
struct PreviewsCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List an app folder's previews (#Preview, PreviewProvider): each is a case of layout, run and check.")

    @Option(name: .customLong("app"), help: ArgumentHelp("The app target's folder.", valueName: "MyApp/"))
    var app: String

    @Option(name: .customLong("format"), help: "text or json.")
    var format: String = "text"

    func run(_ invocation: Invocation) throws {
        guard ["text", "json"].contains(format) else {
            throw GridPerfError("--format: text or json, got '\(GridPerfError.quoted(format))'")
        }
        let loaded = try AppOption.load(app)
        let folder = loaded.folder
        let relative = { (path: String) in
            path.hasPrefix(folder.root + "/") ? String(path.dropFirst(folder.root.count + 1)) : path
        }
        if format == "json" {
            let previews = loaded.previews.map { p -> JSONValue in
                let window = AppOption.window(of: p)
                return .object([
                    "label": .string(p.label), "file": .string(relative(p.file)), "line": .number(Double(p.line)),
                    "name": p.name.map(JSONValue.string) ?? .null, "traits": .string(p.traits.text),
                    "window": .array([.number(window.width), .number(window.height)]),
                ])
            }
            print(
                JSONValue.object([
                    "app": .string(folder.root), "swiftFiles": .number(Double(folder.swiftFiles.count)),
                    "catalogs": .array(folder.catalogs.map { .string(relative($0)) }),
                    "resources": .array(folder.resources.keys.sorted().map(JSONValue.string)),
                    "previews": .array(previews), "leftOut": .array(loaded.blockedLines.map(JSONValue.string)),
                    "localModules": .array(loaded.localModules.map { .string($0.name) }),
                ]).compactJSON())
            return
        }
        print("\(folder.root): \(folder.swiftFiles.count) Swift file(s), compiled as one module")
        if !folder.catalogs.isEmpty {
            print("asset catalogs: \(folder.catalogs.map(relative).joined(separator: ", "))")
        }
        if !folder.resources.isEmpty {
            print("resources (Bundle.main): \(folder.resources.keys.sorted().joined(separator: ", "))")
        }
        for line in loaded.blockedLines { print(line) }
        if !folder.tests.isEmpty { print("left out (tests): \(folder.tests.map(relative).joined(separator: ", "))") }
        if !loaded.packages.packages.isEmpty {
            let names = loaded.localModules.map(\.name)
            print(
                "local packages: \(loaded.packages.packages.map(relative).joined(separator: ", ")); modules compiled on their own: \(names.isEmpty ? "none imported" : names.joined(separator: ", "))"
            )
            for (module, why) in loaded.blockedModules.sorted(by: { $0.key < $1.key }) {
                print("local module \(module) \(why): not compiled")
            }
            if !loaded.packages.remote.isEmpty {
                print("remote packages (not fetched): \(loaded.packages.remote.joined(separator: ", "))")
            }
        }
        print("")
        guard !loaded.previews.isEmpty else {
            print("no previews (#Preview or PreviewProvider): lay out a view with --app \(app) --view EXPR")
            return
        }
        var rows = [["preview", "file:line", "window", "traits"]]
        for p in loaded.previews {
            let window = AppOption.window(of: p)
            rows.append([
                p.name ?? "(unnamed)", "\(relative(p.file)):\(p.line)",
                "\(formatPoints(window.width)) × \(formatPoints(window.height))", p.traits.text,
            ])
        }
        for line in TextTable.render(rows) { print(line) }
        print("")
        print(
            "\(loaded.previews.count) preview(s): `gridperf run --app \(app)` runs them all; --preview NAME picks one")
    }
}
