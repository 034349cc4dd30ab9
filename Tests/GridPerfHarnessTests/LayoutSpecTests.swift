import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

@Suite struct LayoutSpecTests {
    func spec(_ text: String) throws -> LayoutSpec { try LayoutSpec.parse(Data(text.utf8), source: "s.json") }

    @Test func parsesASpec() throws {
        let s = try spec(
            #"{"layout": "flow", "parameters": {"spacing": 2}, "proposal": {"width": 50, "height": null}, "items": [{"size": [1, 2]}]}"#
        )
        #expect(s.layout == "flow")
        #expect(s.proposal == ProposedSize(width: 50, height: nil))
        #expect(s.items == [.size(width: 1, height: 2)])
        #expect(s.parameters == .object(["spacing": .number(2)]))
    }

    @Test(arguments: [
        (
            #"{"layout": "flow", "items": [], "proposal": {"width": -3}}"#,
            "s.json: proposal.width: must be at least 0, got -3"
        ),
        (
            #"{"layout": "flow", "items": [], "proposal": {"width": 1e400}}"#,
            "s.json: proposal.width: must be a finite number, got inf"
        ),
        (
            #"{"layout": "flow", "items": [], "proposal": {"depth": 3}}"#,
            "s.json: proposal.depth: unknown field 'depth' (known fields: width, height)"
        ),
        (#"{"layout": "flow", "items": [{"size": [1, "2"]}]}"#, "s.json: items[0].size: expected [width, height]"),
        (#"{"layout": "flow", "item": []}"#, "s.json: items: required, an array of items"),
        (#"{"items": []}"#, "s.json: layout: required, the name of a registered plugin"),
        (#"{"layout": "flow", "items": [], "extra": true}"#, "s.json: extra: unknown field 'extra'"),
        (
            #"{"layout": "vstack", "items": [], "modifiers": [{"padding": 8}]}"#,
            "s.json: modifiers: the scene's root takes no modifiers (it is laid out at the proposal); put it in a container"
        ),
        (#"{"layout": "flow", "items": [}"#, "s.json: malformed JSON"),
        (#"[1, 2]"#, "s.json: top level: expected an object, got an array"),
    ])
    func rejects(text: String, message: String) {
        #expect {
            _ = try spec(text)
        } throws: { error in
            guard let e = error as? GridPerfError else { return false }
            if !e.message.hasPrefix(message) { Issue.record("got: \(e.message)") }
            return e.message.hasPrefix(message)
        }
    }

    @Test func outputsSpecFormatJSON() throws {
        let result = LayoutResult(
            layout: "flow", proposal: ProposedSize(width: 20, height: nil),
            size: Size(width: 17.5, height: 5),
            frames: [Rect(x: 0, y: 1, width: 5, height: 1)])
        #expect(
            result.json == """
                {
                  "layout": "flow",
                  "proposal": {"width": 20, "height": null},
                  "size": {"width": 17.5, "height": 5},
                  "frames": [
                    {"x": 0, "y": 1, "width": 5, "height": 1}
                  ]
                }
                """)
        let svg = result.svg()
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("stroke-dasharray"))  // the proposal outline
    }
}
