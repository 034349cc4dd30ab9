import Foundation
import Testing

import GridPerfCore
import GridPerfModel
import GridPerfUserCode

/// ``SourceDeclarations`` reads the compiler's symbol graph: a hand-written graph in the format
/// `swiftc -emit-symbol-graph` writes (version 0.6), with what a scan cannot see.
@Suite struct SourceDeclarationsTests {
    static let graph = #"""
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
         "module": {"name": "GridPerfSource"},
         "symbols": [
          {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "s:P5Tiled"},
           "pathComponents": ["Tiled"], "accessLevel": "internal",
           "location": {"uri": "file:///w/0/Types.swift", "position": {"line": 1, "character": 9}}},
          {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:S5Strip"},
           "pathComponents": ["Gallery", "Strip"], "accessLevel": "internal",
           "location": {"uri": "file:///w/1/Views.swift", "position": {"line": 4, "character": 20}}},
          {"kind": {"identifier": "swift.enum"}, "identifier": {"precise": "s:O7Gallery"},
           "pathComponents": ["Gallery"], "accessLevel": "internal",
           "location": {"uri": "file:///w/1/Views.swift", "position": {"line": 4, "character": 5}}},
          {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:S6Hidden"},
           "pathComponents": ["Hidden"], "accessLevel": "private",
           "location": {"uri": "file:///w/0/Types.swift", "position": {"line": 7, "character": 15}}},
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:M"},
           "pathComponents": ["Hidden", "sizeThatFits(proposal:subviews:cache:)"], "accessLevel": "internal",
           "location": {"uri": "file:///w/0/Types.swift", "position": {"line": 8, "character": 4}}},
          {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:S4Card"},
           "pathComponents": ["Card"], "accessLevel": "fileprivate",
           "location": {"uri": "file:///w/0/Types.swift", "position": {"line": 3, "character": 7}}}
         ],
         "relationships": [
          {"kind": "conformsTo", "source": "s:P5Tiled", "target": "s:7SwiftUI6LayoutP"},
          {"kind": "conformsTo", "source": "s:S5Strip", "target": "s:P5Tiled"},
          {"kind": "conformsTo", "source": "s:S5Strip", "target": "s:7SwiftUI6LayoutP"},
          {"kind": "memberOf", "source": "s:S5Strip", "target": "s:O7Gallery"},
          {"kind": "conformsTo", "source": "s:S6Hidden", "target": "s:7SwiftUI6LayoutP", "targetFallback": "SwiftUI.Layout"},
          {"kind": "conformsTo", "source": "s:S4Card", "target": "s:7SwiftUI4ViewP"},
          {"kind": "conformsTo", "source": "s:S4Card", "target": "s:s8SendableP"}
         ]}
        """#

    @Test func typesTheirFilesAndConformances() throws {
        let declarations = try SourceDeclarations(
            symbolGraph: Data(Self.graph.utf8), files: ["/w/0/Types.swift", "/w/1/Views.swift"])
        // Types only (no protocol, no method), by file then line; lines 1-based (the graph's are 0-based).
        #expect(declarations.types.map(\.name) == ["Card", "Hidden", "Gallery", "Gallery.Strip"])
        #expect(declarations.types.map(\.line) == [4, 8, 5, 5])
        #expect(declarations.types.map(\.access) == ["fileprivate", "private", "internal", "internal"])
        #expect(declarations.layoutTypes == ["Hidden", "Gallery.Strip"])
        #expect(declarations.types.filter(\.isView).map(\.name) == ["Card"])
        #expect(declarations.file(declaring: "Gallery.Strip") == 1)
        #expect(declarations.file(declaring: "Hidden") == 0)
        #expect(declarations.file(declaring: "Missing") == nil)
    }

    @Test func aSymbolOutsideTheFilesIsLeftOut() throws {
        let declarations = try SourceDeclarations(symbolGraph: Data(Self.graph.utf8), files: ["/w/1/Views.swift"])
        #expect(declarations.types.map(\.name) == ["Gallery", "Gallery.Strip"])
    }

    @Test func aGraphThatIsNotOneIsAnError() {
        #expect(throws: GridPerfError.self) {
            try SourceDeclarations(symbolGraph: Data("{}".utf8), files: [])
        }
    }
}
