import Foundation
import GridPerfCore
import Testing

/// The strict JSON parser that reads scenes, suites and reports: where an error is, and what
/// it does with the awkward corners of RFC 8259.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(text, what: "t.json") }
    func parse(bytes: [UInt8]) throws -> JSONValue { try JSONValue.parse(Data(bytes), what: "t.json") }

    /// The error parsing `bytes` gives, `nil` when they parse.
    func message(bytes: [UInt8]) -> String? {
        do { _ = try parse(bytes: bytes); return nil } catch let e as GridPerfError { return e.message } catch {
            return "\(error)"
        }
    }

    func message(_ text: String) -> String? { message(bytes: Array(text.utf8)) }

    @Test func errorsNameLineAndColumn() {
        // Line 3, column 14 is the '}' where a ',' or a value was due: `  "b": [1, 2 }` counted by hand.
        #expect(
            message("{\n  \"a\": 1,\n  \"b\": [1, 2 }\n}")
                == "t.json: malformed JSON: line 3, column 14: expected ',' or ']'")
        #expect(message("") == "t.json: malformed JSON: line 1, column 1: unexpected end of input, expected a value")
        #expect(message("[1] x") == "t.json: malformed JSON: line 1, column 5: unexpected text after the JSON value")
        // Columns count characters, not bytes: "é" is two bytes but one column.
        #expect(message("[\"é\", @]") == "t.json: malformed JSON: line 1, column 7: unexpected '@', expected a value")
    }

    @Test func depthIsLimited() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parse(ok) }
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(message(deep) == "t.json: malformed JSON: line 1, column 513: nested too deeply")
        // A hostile depth is an error, not a stack overflow.
        #expect(message(String(repeating: "[", count: 1_000_000))?.hasSuffix("nested too deeply") == true)
    }

    @Test func duplicateKeysAreErrors() {
        #expect(message("{\"a\": 1, \"a\": 2}") == "t.json: malformed JSON: line 1, column 10: duplicate field 'a'")
    }

    @Test func outOfRangeNumbersBecomeInfinities() throws {
        // Kept, so that validation can name the field: 1e400 is beyond Double's 1.8e308.
        #expect(try parse("1e400") == .number(.infinity))
        #expect(try parse("-1e400") == .number(-.infinity))
        #expect(try parse("1e-400") == .number(0))
        #expect(message("01")?.contains("unexpected text after the JSON value") == true)
        #expect(message("1.") == "t.json: malformed JSON: line 1, column 3: invalid number: expected digits after '.'")
    }

    @Test func surrogatePairs() throws {
        // U+1F600 as the UTF-16 pair D83D DE00.
        #expect(try parse("\"\\uD83D\\uDE00\"") == .string("😀"))
        #expect(message("\"\\uD83D\"") == "t.json: malformed JSON: line 1, column 8: unpaired surrogate in \\u escape")
        #expect(message("\"\\uDE00\"")?.contains("invalid \\u escape") == true)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": true}".utf8)) == .object(["a": .bool(true)]))
        // Only at the start.
        #expect(throws: GridPerfError.self) {
            try parse(bytes: Array("[1,".utf8) + [0xEF, 0xBB, 0xBF] + Array("2]".utf8))
        }
    }

    @Test func invalidUTF8IsAnError() {
        // 0xFF never occurs in UTF-8; 0xC3 0x28 is a lead byte without its continuation.
        for bad: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x28, 0x22]] {
            // The error is at the closing quote's end: column 4 after `"`, 0xFF, `"`; 5 after `"`, 0xC3, `(`, `"`.
            #expect(
                message(bytes: bad)
                    == "t.json: malformed JSON: line 1, column \(bad.count + 1): invalid UTF-8 in a string")
        }
        #expect(
            message("[\u{01}]") == "t.json: malformed JSON: line 1, column 2: unexpected byte 0x01, expected a value")
    }

    @Test func errorsAreOneLine() {
        // A newline after a backslash is named as a byte, not echoed.
        #expect(
            message("\"a\\\nb\"")
                == "t.json: malformed JSON: line 1, column 4: invalid escape: backslash followed by byte 0x0A")
        // Found by `make fuzz` (its first minute): these 7 bytes made a two-line error.
        #expect(
            message(bytes: [0x7B, 0x22, 0x79, 0x5C, 0x0A, 0x20, 0x20])
                == "t.json: malformed JSON: line 1, column 5: invalid escape: backslash followed by byte 0x0A")
        let e = GridPerfError("unknown layout 'a\nb'")
        #expect(e.message == "unknown layout 'a\\nb'")
        // Echoed input keeps 200 characters at most, elided in the middle.
        let quoted = GridPerfError.quoted(String(repeating: "x", count: 10_000_000))
        #expect(quoted.count < 220 && quoted.contains("characters)…"))
    }

    @Test func jsonTextWritesNonFiniteNumbersAsStrings() {
        let value = JSONValue.object([
            "a": .number(.infinity), "b": .array([.number(1), .number(-.infinity), .number(.nan)]),
        ])
        #expect(value.jsonText() == #"{"a":"inf","b":[1,"-inf","nan"]}"#)
    }

    /// An error 32 levels deep in a tree names where its path starts and ends, within 200
    /// characters: 31 `items[0]` and `size` are 32 components; the first two and the last three
    /// are kept, 27 levels left out. A path of 8 components stays whole.
    @Test func deepPathsAreShortened() {
        let deep = Array(repeating: "items[0]", count: 31).joined(separator: ".") + ".size"
        let e = GridPerfError("/tmp/deep.json: \(deep): expected [width, height]")
        #expect(
            e.message
                == "/tmp/deep.json: items[0].items[0] › … 27 levels … › items[0].items[0].size: expected [width, height]"
        )
        #expect(e.message.count <= 200)
        let eight = Array(repeating: "items[1]", count: 7).joined(separator: ".") + ".width"
        #expect(GridPerfError("scene.json: \(eight): must be a finite number, got nan").message.contains(eight))
    }
}
