import Foundation
import GridPerfCore
import GridPerfModel

/// The types a `--source` build's files declare, as the compiler sees them: read from the symbol
/// graph `swiftc -emit-module -emit-symbol-graph` writes (the toolchain's own symbol information,
/// the format DocC reads), not from the text.
///
/// The compiler resolves what a scan cannot: a conformance through a protocol of the file's own
/// (`protocol Tiled: Layout`, `struct Mosaic: Tiled`), in an extension, through a typealias;
/// nested types (`Gallery.Layout`); a declaration inside a comment, a string or an `#if false`.
/// Function bodies are skipped (`-experimental-skip-non-inlinable-function-bodies`: a body
/// declares no type, and the graph is the same with or without them — compared on the seed
/// views), which halves the cost: 0.47 s instead of 0.86 s for the Pixar views on this
/// machine, paid on a first build only (the result is cached by content). An error in a body
/// is then the library build's to report; one in a declaration is reported here, with the
/// compiler's messages.
package struct SourceDeclarations: Codable, Equatable, Sendable {
    /// A struct, class or enum the files declare.
    package struct Declaration: Codable, Equatable, Sendable {
        /// The qualified name, as code outside the type writes it (`Outer.Inner`).
        package var name: String
        /// The index of the file that declares it, in the build's files.
        package var file: Int
        /// Where, 1-based.
        package var line: Int
        package var column: Int
        /// `private`, `fileprivate`, `internal`, `package`, `public` or `open`.
        package var access: String
        /// Conforms to SwiftUI's `Layout`, directly or not.
        package var isLayout: Bool
        /// Conforms to SwiftUI's `View`, directly or not.
        package var isView: Bool
    }

    /// In the order of the files, then of their lines and columns.
    package var types: [Declaration]

    /// The names of the types that conform to `Layout`, in the files' order.
    package var layoutTypes: [String] { types.filter(\.isLayout).map(\.name) }

    /// The file that declares `name`, if any of them does.
    package func file(declaring name: String) -> Int? {
        types.first { $0.name == name }?.file
    }

    /// SwiftUI's `Layout` and `View` protocols, by their symbol identifiers.
    static let layoutProtocol = "s:7SwiftUI6LayoutP"
    static let viewProtocol = "s:7SwiftUI4ViewP"

    /// The declarations of the symbol graph `data` (`<module>.symbols.json`), whose symbols'
    /// locations are `files` (paths, in the build's order).
    package init(symbolGraph data: Data, files: [String]) throws {
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw GridPerfError("--source: the compiler's symbol graph could not be read (\(error))")
        }
        var conforming: [String: (layout: Bool, view: Bool)] = [:]
        for relation in graph.relationships where relation.kind == "conformsTo" {
            var entry = conforming[relation.source] ?? (false, false)
            if relation.target == Self.layoutProtocol { entry.layout = true }
            if relation.target == Self.viewProtocol { entry.view = true }
            conforming[relation.source] = entry
        }
        let fileIndex = Dictionary(
            files.enumerated().map { (URL(fileURLWithPath: $1).standardizedFileURL.path, $0) },
            uniquingKeysWith: { first, _ in first })
        var types: [Declaration] = []
        for symbol in graph.symbols where Self.typeKinds.contains(symbol.kind.identifier) {
            guard let location = symbol.location, let url = URL(string: location.uri),
                let file = fileIndex[url.standardizedFileURL.path]
            else { continue }
            let conformances = conforming[symbol.identifier.precise] ?? (false, false)
            types.append(
                Declaration(
                    name: symbol.pathComponents.joined(separator: "."), file: file,
                    line: location.position.line + 1, column: location.position.character + 1,
                    access: symbol.accessLevel,
                    isLayout: conformances.layout, isView: conformances.view))
        }
        types.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        self.types = types
    }

    /// The symbol kinds that are types a registration can name.
    static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum"]

    /// The compiler's arguments that write the symbol graph of `files` as module `module` into
    /// `folder`, with `common` (the library build's own language options) first.
    static func arguments(swiftc: String, common: [String], module: String, folder: String, files: [String])
        -> [String]
    {
        [swiftc, "-emit-module"] + common + [
            "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies", "-module-name", module,
            "-emit-module-path", "\(folder)/\(module).swiftmodule",
            "-emit-symbol-graph", "-emit-symbol-graph-dir", folder,
            "-symbol-graph-minimum-access-level", "private", "-symbol-graph-skip-synthesized-members",
        ] + files
    }
}

/// The parts of the symbol graph format (`swift-symbolgraph`, version 0.6) that name types and
/// their conformances; the rest of each record is skipped.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Location: Decodable {
            struct Position: Decodable {
                var line: Int
                var character: Int
            }
            var uri: String
            var position: Position
        }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var accessLevel: String
        var location: Location?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
}
