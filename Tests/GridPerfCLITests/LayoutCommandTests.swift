import Foundation
import GridPerfTestSupport
import Testing

@Suite struct LayoutCommandTests {
    @Test func printsTheFramesOfASpec() throws {
        // waterfall-2col's oracle numbers (Tests/Oracles/cases.json).
        let spec = try CLI.temporaryFile(
            #"""
            {"layout": "waterfall", "parameters": {"columns": 2, "spacing": 8}, "proposal": {"width": 88, "height": null},
             "items": [{"flexible": {"height": 100}}, {"flexible": {"height": 80}}, {"flexible": {"height": 60}}]}
            """#)
        let out = try CLI.run(["layout", "--spec", spec])
        #expect(out.status == 0)
        #expect(out.stdout.contains(#""size": {"width": 88, "height": 148}"#))
        #expect(out.stdout.contains(#"{"x": 48, "y": 88, "width": 40, "height": 60}"#))
        let text = try CLI.run(["layout", "--spec", spec, "--format", "text"])
        #expect(text.stdout.contains("size     88 × 148"))
        let svgPath = spec + ".svg"
        let svg = try CLI.run(["layout", "--spec", spec, "--format", "svg", "--output", svgPath])
        #expect(svg.status == 0)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func listsThePlugins() throws {
        let out = try CLI.run(["list"])
        #expect(out.status == 0)
        #expect(out.stdout.contains("waterfall"))
        #expect(out.stdout.contains("itemAlignment"))
    }

    @Test(arguments: [
        (#"{"layout": "masonry", "items": []}"#, "error: unknown layout 'masonry' (known layouts: "),
        (#"{"layout": "flow", "items": [{"size": [1, -1]}]}"#, "items[0].size[1]: a size cannot be negative, got -1"),
        (
            #"{"layout": "flow", "items": [{"flexible": {"height": 1e999}}]}"#,
            "items[0].flexible.height: must be a finite number, got inf"
        ),
        (#"{"layout": "flow", "items": [], "colour": "red"}"#, "colour: unknown field 'colour'"),
        (#"{"layout": "flow", "items": [,]}"#, "malformed JSON"),
        (
            #"{"layout": "waterfall", "parameters": {"columns": -2}, "items": []}"#,
            "waterfall: parameters.columns: must be in 1...100000, got -2"
        ),
    ])
    func badInputIsOneLineAndNonZero(spec: String, message: String) throws {
        let path = try CLI.temporaryFile(spec)
        let out = try CLI.run(["layout", "--spec", path])
        #expect(out.status == 1)
        #expect(out.stderr.contains(message), "stderr: \(out.stderr)")
        #expect(out.stderr.split(separator: "\n").count == 1)
        #expect(out.stdout.isEmpty)
    }

    @Test func aMissingFileIsAnError() throws {
        let out = try CLI.run(["layout", "--spec", "/nonexistent/scene.json"])
        #expect(out.status == 1)
        #expect(out.stderr == "error: /nonexistent/scene.json: no such file\n")
    }
}
