import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// `gridperf layout --spec FILE`: lays out one scene (docs/SPEC-FORMAT.md) and prints the frames.
struct LayoutCommand: SourceCommand, BoundedCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out one scene described by a spec file and print what the layout decided.")

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @Option(
        name: .long,
        help:
            "With --source: which of the file's Layout types to build, when it declares several (the scene names the layout)."
    )
    var layout: String?

    @OptionGroup(title: "SwiftUI files") var window: ViewWindowOptions

    @OptionGroup(title: "Bounds") var bound: BoundOptions

    /// What `gridperf layout` writes.
    enum Format: String, OptionChoice {
        case json, text, svg
        static var noun: String { "format" }
    }

    @Option(
        name: .long,
        help:
            "The scene, as docs/SPEC-FORMAT.md in the gridperf repository describes (or a view: --source F --view EXPR)."
    )
    var spec: String?

    @Option(name: .long, help: "The output's form.")
    var format = Choice(Format.json)

    @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    var sourceInputs: SourceInputs {
        SourceInputs(
            command: "layout", layout: layout, spec: spec != nil, items: window.items, width: window.width,
            height: window.height)
    }

    mutating func adopt(_ prepared: PreparedSource) throws {
        if prepared.layoutPicked { layout = nil }
        if let scene = prepared.specs.first { spec = scene }
        window.adopt(prepared)
    }

    func run(_ invocation: Invocation) throws {
        try window.checkNoneLeft()
        if layout != nil {
            throw GridPerfError("--layout: the scene names its layout (with --source, --layout picks the file's type)")
        }
        guard let spec else { throw ValidationError("Missing expected argument '--spec <spec>'") }
        let format = try self.format.value("--format")
        Watchdog.doing("laying out \(spec)")
        let scene = try LayoutSpec.load(path: spec, registry: invocation.registry)
        let result = try LayoutResult.compute(scene, registry: invocation.registry)
        let text: String
        switch format {
        case .json: text = result.json + "\n"
        case .text: text = result.text + "\n"
        case .svg: text = result.svg()
        }
        if let output {
            try AtomicFile.write(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }
}
