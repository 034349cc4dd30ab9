import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// The playground's "copy as SwiftUI" of each tree preset is view code a SwiftUI engineer can
/// paste into a body: compiled with the repository's own `Examples/SwiftUILayouts/FlowLayout.swift`
/// and laid out by `gridperf layout --view`, it gives the scene's leaves, leaf for leaf (up to
/// where the root is placed: the view's root is framed at the proposal, the scene's is not).
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

    @Test(arguments: ["poster-grid", "film-table", "chip-flow"])
    func aTreePresetsCodeLaysOutAsItsScene(preset: String) throws {
        let scenePath = "\(Self.root)/Sources/GridPerfServe/Page/\(preset).json"
        let scene = try JSONValue.parse(
            try Data(contentsOf: URL(fileURLWithPath: scenePath)), what: "scene", format: "JSON")
        let proposal = scene.objectValue?["proposal"]?.objectValue
        let code = SwiftUICode.render(
            scene: scene, width: proposal?["width"]?.doubleValue, height: proposal?["height"]?.doubleValue)
        #expect(!code.contains("//"), "every part of the scene is written as SwiftUI: \(code)")
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
        #expect(fromView == fromScene)
    }
}
