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
    /// each is the whole scene (the 1,000 mixed items a `ForEach` over their kinds and numbers,
    /// issue 70) and lays out as the playground laid out the scene, leaf for leaf.
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
        try Self.expectFormatted(file)
        let seeds = "\(Self.root)/Examples/SeedViews"
        let sources = [
            "--source", "\(Self.root)/Examples/SwiftUILayouts/FlowLayout.swift", "--source",
            "\(seeds)/PixarViews.swift",
            "--source", "\(seeds)/PixarData.swift", "--source", file,
        ]
        for (k, c) in copies.enumerated() {
            #expect(!c.code.contains("// …"), "\(c.name): every item written")
            let fromView = try Self.leaves(sources + ["--view", "Copied\(k)()"])
            #expect(Self.sameFrames(fromView, c.frames), "\(c.name)")
        }
    }

    /// The file at `path` (copies in bodies) is as `swift format` (the repository's configuration)
    /// formats it: the copy is laid out as an engineer's formatter would leave it (issue 70).
    static func expectFormatted(_ path: String) throws {
        let out = try CLI.run(
            ["swift", "format", "--configuration", "\(root)/.swift-format", path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(out.status == 0, "swift format: \(out.stderr.suffix(400))")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        if out.stdout != text {
            let a = text.split(separator: "\n", omittingEmptySubsequences: false)
            let b = out.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let k = (0..<Swift.min(a.count, b.count)).first { a[$0] != b[$0] } ?? Swift.min(a.count, b.count)
            Issue.record(
                "\(path): line \(k + 1) is formatted otherwise: \(k < a.count ? a[k] : "") → \(k < b.count ? b[k] : "")"
            )
        }
    }

    /// Leaf for leaf the same frames, each number within 10⁻⁹ points. Not bit for bit: the copy of
    /// a waterfall is the seed's `WaterfallLayout`, which proposes each subview its measured height
    /// again when it places it (the built-in proposes no height), so an aspect-ratio photo 191
    /// points wide is fitted again into (191, 191 / r) and comes out 191 / r · r = 190.99999999999997
    /// (8 of the preset's 200 photos).
    static func sameFrames(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 * Swift.max(1, abs($1)) }
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
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        let path = "\(Self.dir)/poster-10000.json"
        try PosterGrid.scene(cards: 10_000).write(toFile: path, atomically: true, encoding: .utf8)
        let code = try Self.copyLaysOutAsItsScene(path, leaves: 30_000)
        #expect(code.contains("try! JSONDecoder().decode(\n") && code.contains("[[String]].self,\n"))
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
        try expectFormatted(file)
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
