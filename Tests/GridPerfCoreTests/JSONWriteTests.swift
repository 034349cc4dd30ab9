import Foundation
import GridPerfCore
import Testing

/// `compactJSON()`: the text reads back as the same value; keys sorted; escapes.
@Suite struct JSONWriteTests {
    @Test func theTextReadsBackAsTheSameValue() throws {
        let value = JSONValue.object([
            "b": .array([.number(1), .number(-2.5), .number(0.1), .number(1e300), .null, .bool(true)]),
            "a": .string("quote \" backslash \\ newline \n tab \t bell \u{7} é"),
            "c": .object([:]),
        ])
        let text = value.compactJSON()
        #expect(try JSONValue.parse(Data(text.utf8), what: "test") == value)
        #expect(text.hasPrefix(#"{"a":"quote \" backslash \\ newline \n tab \t bell \u0007 é","b":[1,-2.5,0.1,1e+300"#))
    }
}
