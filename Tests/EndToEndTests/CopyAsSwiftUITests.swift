import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfTestSupport
import Testing

/// The playground's "copy as SwiftUI" of each preset is view code a SwiftUI engineer can paste
/// into a body: compiled with the repository's own custom layouts (`Examples/SwiftUILayouts/
/// FlowLayout.swift`, the seed's `WaterfallLayout`) and laid out by `gridperf layout --view`, it
/// gives the scene's leaves, leaf for leaf (up to where the root is placed: the view's root is
/// framed at the proposal, the scene's is not).
@Suite(.serialized) struct CopyAsSwiftUITests {
    static let root = CLI.repositoryRoot.path
    static let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridperf-copy-\(UUID().uuidString)"
    ).path

    /// The leaves of `gridperf layout … --format json`, each moved so that the first starts at
    /// (0, 0), and the size.
    static func leaves(_ arguments: [String]) throws -> [[Double]] {
        let out = try CLI.run(["layout"] + arguments + ["--format", "json"])
        #expect(out.status == 0, "\(arguments.joined(separator: " ")): \(out.stderr.suffix(400))")
        let json = try JSONValue.parse(Data(out.stdout.utf8), what: "layout output", format: "JSON")
        let frames = (json.objectValue?["frames"]?.arrayValue ?? []).map { f in
            ["x", "y", "width", "height"].map { f.objectValue?[$0]?.doubleValue ?? .nan }
        }
        guard let first = frames.first else { return [] }
        return frames.map { [$0[0] - first[0], $0[1] - first[1], $0[2], $0[3]] }
    }

    /// Every generated preset's copy, compiled in one file (one build, cached by its content):
    /// each lays out as the playground laid out the scene — where the copy lists every item; a
    /// copy cut at ``SwiftUICode``'s 60 runs compiles and lays out the items it lists.
    @Test func everyGeneratedPresetsCodeCompilesAndLaysOut() throws {
        let playground = Playground(registry: .builtIn, probe: .unavailable("tests"))
        var copies: [(name: String, code: String, frames: [[Double]])] = []
        let presets = try JSONValue.parse(
            try Data(contentsOf: URL(fileURLWithPath: "\(Self.root)/Sources/GridPerfServe/Page/presets.json")),
            what: "presets")
        for entry in presets.arrayValue ?? [] {
            let preset = (name: entry.objectValue?["name"]?.stringValue ?? "?", request: entry.objectValue?["request"])
            var request = try #require(preset.request?.objectValue)
            request["measure"] = .bool(false)
            let answer = try #require(
                try JSONValue.parse(
                    try playground.layout(Data(JSONValue.object(request).jsonText().utf8)), what: "answer"
                )
                .objectValue)
            let code = try #require(answer["copy"]?.objectValue?["swiftUI"]?.stringValue)
            let frames = (answer["frames"]?.arrayValue ?? []).map { ($0.arrayValue ?? []).compactMap(\.doubleValue) }
            let first = frames.first ?? [0, 0]
            copies.append((preset.name, code, frames.map { [$0[0] - first[0], $0[1] - first[1], $0[2], $0[3]] }))
        }
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        let file = "\(Self.dir)/CopiedPresets.swift"
        var text = "import SwiftUI\n"
        for (k, c) in copies.enumerated() {
            let body = c.code.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
            text += "\n/// \(c.name)\nstruct Copied\(k): View {\n    var body: some View {\n\(body)\n    }\n}\n"
        }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let seeds = "\(Self.root)/Examples/SeedViews"
        let sources = [
            "--source", "\(Self.root)/Examples/SwiftUILayouts/FlowLayout.swift", "--source",
            "\(seeds)/PixarViews.swift",
            "--source", "\(seeds)/PixarData.swift", "--source", file,
        ]
        for (k, c) in copies.enumerated() {
            let fromView = try Self.leaves(sources + ["--view", "Copied\(k)()"])
            if c.code.contains("// …") {
                #expect(fromView.count >= 60 && fromView.count < c.frames.count, "\(c.name): \(fromView.count) leaves")
            } else {
                #expect(fromView == c.frames, "\(c.name)")
            }
        }
    }

    @Test(arguments: ["poster-grid", "film-table", "chip-flow"])
    func aTreePresetsCodeLaysOutAsItsScene(preset: String) throws {
        try Self.copyLaysOutAsItsScene("\(Self.root)/Sources/GridPerfServe/Page/\(preset).json")
    }

    /// A 10,000-card poster grid (the preset's six films, cycled) is copied whole, as a `ForEach`
    /// over its titles and years (issue 70: it was 60 cards and a comment), which compiles and lays
    /// out as the scene, leaf for leaf.
    @Test func aTenThousandCardTreeIsCopiedAsAForEachOverItsData() throws {
        let preset = "\(Self.root)/Sources/GridPerfServe/Page/poster-grid.json"
        var scene = try #require(
            try JSONValue.parse(try Data(contentsOf: URL(fileURLWithPath: preset)), what: "scene").objectValue)
        var root = try #require(scene["items"]?.arrayValue?.first?.objectValue)
        var scroll = try #require(root["scrollView"]?.objectValue)
        var grid = try #require(scroll["content"]?.objectValue)
        let films = try #require(grid["items"]?.arrayValue)
        grid["items"] = .array((0..<10_000).map { films[$0 % films.count] })
        scroll["content"] = .object(grid)
        root["scrollView"] = .object(scroll)
        scene["items"] = .array([.object(root)])
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        let path = "\(Self.dir)/poster-10000.json"
        try JSONValue.object(scene).jsonText().write(toFile: path, atomically: true, encoding: .utf8)
        let code = try Self.copyLaysOutAsItsScene(path, leaves: 30_000)
        #expect(code.contains("ForEach(Array(try! JSONDecoder().decode([[String]].self"))
        #expect(code.contains(#"["Monsters, Inc.","2001"]"#))
    }

    /// The copy of the scene file at `scenePath`, compiled and laid out: its leaves equal the
    /// scene's (`leaves` of them, when given). Returns the code.
    @discardableResult
    static func copyLaysOutAsItsScene(_ scenePath: String, leaves expected: Int? = nil) throws -> String {
        let scene = try JSONValue.parse(
            try Data(contentsOf: URL(fileURLWithPath: scenePath)), what: "scene", format: "JSON")
        let proposal = scene.objectValue?["proposal"]?.objectValue
        let code = SwiftUICode(registry: .builtIn).render(
            scene: scene, width: proposal?["width"]?.doubleValue, height: proposal?["height"]?.doubleValue)
        #expect(!code.contains("// …") && !code.contains("no SwiftUI code"), "the whole scene is written: \(code)")
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        let file = "\(Self.dir)/Copied.swift"
        let body = code.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        try "import SwiftUI\n\nstruct Copied: View {\n    var body: some View {\n\(body)\n    }\n}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let fromView = try Self.leaves([
            "--source", "\(Self.root)/Examples/SwiftUILayouts/FlowLayout.swift", "--source", file, "--view", "Copied()",
        ])
        let fromScene = try Self.leaves(["--spec", scenePath])
        #expect(fromScene.count > 10)
        if let expected { #expect(fromScene.count == expected) }
        #expect(fromView == fromScene)
        return code
    }
}
