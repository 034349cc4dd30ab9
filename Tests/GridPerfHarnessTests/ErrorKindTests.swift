import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// What a plugin author's test or a package that runs gridperf can match on (issue 72): an error's
/// kind, kept however many places say where it happened.
@Suite struct ErrorKindTests {
    /// A layout no plugin has, three levels into a scene file: the message names the file, the
    /// path and the layout; the kind says only which layout, as the registry found it.
    @Test func anUnknownLayoutDeepInASceneKeepsItsKind() throws {
        let scene =
            #"{"layout": "vstack", "items": [{"layout": "hstack", "items": [{"layout": "nope", "items": [{"size": [1, 1]}]}]}]}"#
        do {
            _ = try LayoutSpec.parse(Data(scene.utf8), source: "deep.json")
            Issue.record("a scene with an unknown layout parsed")
        } catch let error as GridPerfError {
            #expect(error.kind == .unknownLayout("nope"))
            #expect(error.message.hasPrefix("deep.json: "), "\(error.message)")
            #expect(error.message.contains("unknown layout 'nope'"))
        }
    }

    /// A name taken twice, and one with a space: `pluginName`, naming the plugin.
    @Test func aPluginNameThatCannotBeRegisteredSaysWhichName() throws {
        var registry = PluginRegistry.builtIn
        let taken = try registry.plugin(named: "waterfall")
        #expect(
            throws: GridPerfError(
                "a plugin named 'waterfall' is already registered", kind: .pluginName("waterfall"))
        ) {
            try registry.register(taken)
        }
        #expect(throws: GridPerfError.self) { try registry.plugin(named: "no such") }
        do {
            _ = try registry.plugin(named: "no such")
        } catch let error as GridPerfError {
            #expect(error.kind == .unknownLayout("no such"))
        }
    }

    /// A count whose estimated memory is over what the machine has: `limit`, kept when a suite
    /// entry prefixes it with where it is.
    @Test func aCountOverTheMemoryIsALimit() throws {
        do {
            try ResourceLimits.checkItems(5_000_000, what: "items", bytesPerItem: 1_700, available: 1 << 30)
            Issue.record("5,000,000 items of 1,700 bytes fitted in 1 GiB")
        } catch let error as GridPerfError {
            #expect(error.kind == .limit)
            #expect(error.prefixed("suite.json: matrix[0]").kind == .limit)
            #expect(error.prefixed("suite.json: matrix[0]").message == "suite.json: matrix[0]: " + error.message)
        }
    }

    /// A layout parameter out of its range, named by its path in the object read: the kind a
    /// plugin's test matches (`parameters.columns`), kept under the layout's name and the file's.
    @Test func aBadParameterSaysWhichField() throws {
        let scene = #"{"layout": "waterfall", "parameters": {"columns": 0}, "items": [{"size": [1, 1]}]}"#
        do {
            let spec = try LayoutSpec.parse(Data(scene.utf8), source: "bad.json")
            _ = try PluginRegistry.builtIn.makeLayout(named: spec.layout, parameters: spec.parameters)
            Issue.record("0 columns made a waterfall")
        } catch let error as GridPerfError {
            #expect(error.kind == .invalidValue(path: "parameters.columns"), "\(error.message)")
            #expect(error.message.contains("waterfall"), "\(error.message)")
        }
    }

    /// A misspelt field of a scene's item: `unknownField`, by its path.
    @Test func aMisspeltFieldSaysWhere() throws {
        let scene = #"{"layout": "flow", "items": [{"size": [1, 1]}, {"size": [2, 2], "colour": "red"}]}"#
        do {
            _ = try LayoutSpec.parse(Data(scene.utf8), source: "typo.json")
            Issue.record("a scene with a misspelt field parsed")
        } catch let error as GridPerfError {
            #expect(error.kind == .unknownField(path: "items[1].colour"), "\(error.message)")
            #expect(error.message.hasPrefix("typo.json: "), "\(error.message)")
        }
    }

    /// Text that is not JSON: where the parser stopped, line and column counted by hand (the
    /// second line, `  "items": [1,}`, has the stray `}` fifteenth).
    @Test func malformedJSONSaysWhereItStopped() throws {
        let text = "{\n  \"items\": [1,}\n"
        do {
            _ = try LayoutSpec.parse(Data(text.utf8), source: "broken.json")
            Issue.record("broken JSON parsed")
        } catch let error as GridPerfError {
            #expect(error.kind == .malformedJSON(line: 2, column: 15), "\(error.message)")
            #expect(error.message.hasPrefix("broken.json: malformed"), "\(error.message)")
        }
    }

    /// A scene file that is not there, and a directory given as one: `unreadableFile`, by path.
    @Test func aFileThatCannotBeReadSaysWhich() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).json").path
        for path in [missing, FileManager.default.temporaryDirectory.path] {
            do {
                _ = try LayoutSpec.load(path: path)
                Issue.record("\(path) read as a scene")
            } catch let error as GridPerfError {
                #expect(error.kind == .unreadableFile(path: path), "\(error.message)")
            }
        }
    }

    /// Two errors are equal when their messages and their kinds are: a test that matches a message
    /// alone does not match a kinded error.
    @Test func theKindIsPartOfTheError() {
        #expect(GridPerfError("x") == GridPerfError("x", kind: .unspecified))
        #expect(GridPerfError("x") != GridPerfError("x", kind: .limit))
        #expect(
            GridPerfError("y", kind: .limit).prefixed("--base", separator: " ")
                == GridPerfError("--base y", kind: .limit))
    }
}
