import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// `gridperf layout --spec FILE`: lays out one scene (docs/SPEC-FORMAT.md) and prints the frames.
struct LayoutCommand: InvokedCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out one scene described by a spec file and print what the layout decided.")

    @OptionGroup(title: "SwiftUI files") var sourceHelp: SourceHelpOptions

    /// What `gridperf layout` writes.
    enum Format: String, OptionChoice {
        case json, text, svg
        static var noun: String { "format" }
    }

    @Option(name: .long, help: "The scene, as docs/SPEC-FORMAT.md in the gridperf repository describes.")
    var spec: String

    @Option(name: .long, help: "The output's form.")
    var format = Choice(Format.json)

    @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    func run(_ invocation: Invocation) throws {
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
