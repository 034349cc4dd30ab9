import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// ``SceneFields``: a scene's unknown field is scanned, not built, and the answer is always the
/// whole parse's.
@Suite struct SceneFieldsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let names = SceneFields.names(registry: .builtIn)

    /// The scenes the repository ships and the oracle cases' specs: no field of theirs is skipped,
    /// so none of them is parsed twice.
    static var scenes: [(String, Data)] {
        var out: [(String, Data)] = []
        let folder = repository.appendingPathComponent("Examples/scenes")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        where name.hasSuffix(".json") {
            out.append((name, try! Data(contentsOf: folder.appendingPathComponent(name))))
        }
        for file in ["cases.json", "swiftui-stacks.json", "swiftui-views.json"] {
            let data = try! Data(contentsOf: repository.appendingPathComponent("Tests/Oracles/\(file)"))
            for c in try! JSONValue.parse(data, what: file).objectValue!["cases"]!.arrayValue! {
                let o = c.objectValue!
                out.append(("\(file) \(o["id"]!.stringValue!)", Data(o["spec"]!.jsonText().utf8)))
            }
        }
        return out
    }

    @Test func everyShippedSceneAndOracleCaseKeepsAllItsFields() throws {
        let scenes = Self.scenes
        #expect(scenes.count > 30)
        for (name, data) in scenes {
            let (_, skipped) = try JSONValue.parse(data, what: name, keeping: Self.names)
            #expect(skipped.isEmpty, "\(name): \(skipped)")
        }
    }

    @Test func anUnknownFieldIsNotBuiltAndItsErrorIsTheWholeParses() throws {
        let text =
            #"{"layout": "flow", "junk": [1, [2, {"a": 3}], "x"], "items": [{"size": [1, 2], "more": {"b": 1}}]}"#
        let (value, skipped) = try JSONValue.parse(Data(text.utf8), what: "s.json", keeping: Self.names)
        #expect(skipped == ["junk", "more"])
        #expect(value.objectValue?["junk"] == .null)
        #expect(value.objectValue?["items"]?.arrayValue?.first?.objectValue?["more"] == .null)
        // Items are read before the scene's own fields are checked: the whole parse names `more`.
        let message = "s.json: items[0].more: unknown field 'more' (known fields: size, flexible, text, "
        #expect(throws: Error.self) { try LayoutSpec.parse(Data(text.utf8), source: "s.json") }
        do {
            _ = try LayoutSpec.parse(Data(text.utf8), source: "s.json")
        } catch let error as GridPerfError {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func aSyntaxErrorInsideASkippedValueIsStillFound() {
        // Column 31 is the second `,` of `[1,,2]`, inside the unknown field.
        let text = #"{"layout": "flow", "junk": [1,,2], "items": []}"#
        #expect(throws: GridPerfError.self) { try LayoutSpec.parse(Data(text.utf8), source: "s.json") }
        do {
            _ = try LayoutSpec.parse(Data(text.utf8), source: "s.json")
        } catch let error as GridPerfError {
            #expect(error.message == "s.json: malformed JSON: line 1, column 31: unexpected ',', expected a value")
        } catch {}
    }

    /// A field the list does not know, which a reader asks for after all (here a GridItem field
    /// left out on purpose through a scene that a whole parse accepts): the scene is read again
    /// whole and the answer does not change.
    @Test func aFieldMissingFromTheListCostsASecondParseNotADifferentAnswer() throws {
        let text = #"{"layout": "flow", "parameters": {"spacing": 2}, "items": [{"size": [1, 2]}]}"#
        var reads = 0
        let spec = try SceneFields.read(Data(text.utf8), what: "s.json", registry: .builtIn) { json -> JSONValue in
            reads += 1
            return json
        }
        #expect(reads == 1)
        #expect(spec.objectValue?["parameters"] == .object(["spacing": .number(2)]))
        // "spacingX" is no scene field: the first read sees null, the second the whole value.
        let odd = #"{"layout": "flow", "spacingX": 7, "items": []}"#
        var seen: [JSONValue?] = []
        let last = try SceneFields.read(Data(odd.utf8), what: "s.json", registry: .builtIn) { json -> JSONValue? in
            seen.append(json.objectValue?["spacingX"])
            return json.objectValue?["spacingX"]
        }
        #expect(seen == [.null, .number(7)])
        #expect(last == .number(7))
    }
}
