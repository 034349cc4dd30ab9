import Foundation
import Testing

/// Every public declaration of the `SwiftUI` module has a doc comment, and the comment says what
/// gridperf does with it — one of the four statuses the DocC catalogue's <doc:Statuses> article
/// defines: "Laid out", "Approximated", "Not drawn", or "gridperf's own" for the harness's side of
/// the module.
@Suite struct DocCommentTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUI")

    @Test func everyPublicDeclarationSaysWhatGridperfDoesWithIt() throws {
        var found = 0
        var undocumented: [String] = []
        var withoutStatus: [String] = []
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
        for case let relative as String in files where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(relative), encoding: .utf8)
            for declaration in PublicDeclarations.scan(text) {
                found += 1
                let place = "\(relative):\(declaration.line) \(declaration.text)"
                if declaration.comment.isEmpty {
                    undocumented.append(place)
                } else if !PublicDeclarations.statesStatus(declaration.comment) {
                    withoutStatus.append(place)
                }
            }
        }
        // 2,956 declarations in the compiler's symbol graph (`swift package dump-symbol-graph`,
        // each case of `case a, b` counted apart) when this test was written: the scan must see
        // the module, not a part of it.
        #expect(found > 2_400, "public declarations found: \(found)")
        #expect(
            undocumented.isEmpty,
            "\(undocumented.count) without a doc comment:\n\(undocumented.joined(separator: "\n"))")
        #expect(
            withoutStatus.isEmpty, "\(withoutStatus.count) without a status:\n\(withoutStatus.joined(separator: "\n"))")
    }

    /// The scan itself, on a file written here: what it counts and what it leaves out.
    @Test func theScanFindsCasesRequirementsAndAttributedDeclarations() {
        let text = """
            /// A kind. Laid out as in SwiftUI.
            public enum Kind {
                /// Not drawn: a case.
                case a, b
                case c
                var hidden: Int {
                    switch self {
                    case .a: 1
                    default: 2
                    }
                }
            }
            public protocol P {
                func f()
                /// Approximated: a requirement.
                var v: Int { get }
            }
            struct Internal {
                public var x = 0
            }
            extension Kind {
                /// Documented, with no status.
                @inlinable
                public static func g() {}
                public func _hidden() {}
                public init(_entry name: String) {}
                /// Not drawn: documented.
                @inlinable public init() {}
                @inlinable public init(x: Int) {}
            }
            extension Kind: Equatable { public static func h() {} }
            public struct _Hidden: P,
                Equatable
            {
                public init() {}
            }
            """
        let found = PublicDeclarations.scan(text).map { ($0.line, $0.comment.count) }
        // Lines: the enum (2), its two case lines (4, 5), P (13), its two requirements (14, 16),
        // `x` (19: its own keyword says public, though its type is internal), g (24), two
        // initialisers with `@inlinable` on their line (28, 29: the comment above 28 is not 29's), h declared on its extension's line (31).
        #expect(found.map(\.0) == [2, 4, 5, 13, 14, 16, 19, 24, 28, 29, 31])
        #expect(found.map(\.1) == [1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0])
        let statuses = PublicDeclarations.scan(text).map { PublicDeclarations.statesStatus($0.comment) }
        #expect(statuses == [true, true, false, false, false, true, false, false, true, false, false])
    }
}

/// The public declarations of a Swift file, found line by line in a file `swift format` laid out
/// (one declaration a line, bodies indented): a line declared `public` or `open`, a `case` of a
/// public enum, a requirement of a public protocol. Names starting with `_` are left out, as the
/// symbol graph leaves them out.
enum PublicDeclarations {
    struct Declaration {
        let line: Int
        let text: String
        let comment: [String]
    }

    static let statuses = ["Laid out", "Approximated", "Not drawn", "gridperf's own"]

    /// Whether a comment names a status: the words, capitalised as a sentence starts them.
    static func statesStatus(_ comment: [String]) -> Bool {
        let text = comment.joined(separator: " ")
        return statuses.contains { text.contains($0) }
    }

    private enum Scope { case publicEnum, publicProtocol, other }

    private static let modifiers =
        #"(?:(?:nonisolated|final|static|class|mutating|override|required|convenience|indirect|prefix|postfix|infix|lazy|dynamic|(?:private|fileprivate|internal)\(set\))\s+)*"#
    private static let publicLine = try! NSRegularExpression(
        pattern: #"^(?:@[\w.]+(?:\(.*?\))?\s+)*"# + modifiers + #"(?:public|open)\s+"# + modifiers
            + #"(struct|enum|class|protocol|actor|func|var|let|init|subscript|typealias|associatedtype|case)\b\s*([^\s(<:{=]*)"#
    )
    private static let requirement = try! NSRegularExpression(
        pattern:
            #"^(?:@[\w.]+\s+)*(?:(?:static|mutating|nonisolated)\s+)*(func|var|init|subscript|associatedtype|typealias)\b\s*([^\s(<:{=]*)"#
    )
    private static let caseLine = try! NSRegularExpression(pattern: #"^(case)\s+([^\s(,:=]*)"#)
    private static let typeLine = try! NSRegularExpression(
        pattern: #"^(?:@[\w.]+(?:\(.*?\))?\s+)*"# + modifiers
            + #"(?:(public|open|private|fileprivate|internal|package)\s+)?"#
            + modifiers + #"(enum|protocol|struct|class|actor|extension)\s+([\w.]+)"#)

    static func scan(_ text: String) -> [Declaration] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var scopes: [(indent: Int, scope: Scope, hidden: Bool)] = []
        var found: [Declaration] = []
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            // A declaration's `{` on a line of its own continues the declaration: no scope of its own.
            if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("#") || line == "{" { continue }
            let indent = raw.prefix { $0 == " " }.count
            while let last = scopes.last, last.indent >= indent { scopes.removeLast() }
            let hidden = scopes.last?.hidden ?? false
            let top = scopes.last?.scope
            var declared: String?
            if let match = capture(publicLine, line) {
                declared = match.name
            } else if top == .publicEnum, let match = capture(caseLine, line) {
                declared = match.name
            } else if top == .publicProtocol, let match = capture(requirement, line) {
                declared = match.name
            }
            if let name = declared, !hidden, !name.hasPrefix("_"), !line.hasPrefix("public extension"),
                !hasUnderscoredFirstLabel(line)
            {
                found.append(Declaration(line: index + 1, text: line, comment: comment(above: index, in: lines)))
            } else if !hidden, line.contains("{ public ") || line.contains("{ open ") {
                // A member declared on its type's line (`extension X { public func f() … }`) has no
                // line of its own for a comment: found, and undocumented.
                found.append(Declaration(line: index + 1, text: line, comment: []))
            }
            if let type = typeMatch(line) {
                let isPublic = type.access == "public" || type.access == "open"
                let scope: Scope =
                    isPublic && type.kind == "enum"
                    ? .publicEnum : isPublic && type.kind == "protocol" ? .publicProtocol : .other
                scopes.append((indent, scope, hidden || type.name.hasPrefix("_")))
            } else if line.hasSuffix("{") {
                scopes.append((indent, .other, hidden))
            }
        }
        return found
    }

    private static let attributes = try! NSRegularExpression(pattern: #"^(?:@[\w.]+(?:\(.*\))?\s*)+$"#)

    /// A line of attributes alone (`@inlinable`, `@available(*, deprecated)`), not a declaration.
    private static func isAttributes(_ line: String) -> Bool {
        attributes.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// `init(_colorLiteralRed:…)`, `subscript(_entry:…)`: the symbol graph leaves these out too.
    private static func hasUnderscoredFirstLabel(_ line: String) -> Bool {
        guard let open = line.firstIndex(of: "(") else { return false }
        let rest = line[line.index(after: open)...]
        return rest.hasPrefix("_") && rest.dropFirst().first?.isLetter == true
    }

    /// The `///` lines right above line `index`, attributes on lines of their own skipped; their
    /// text without the slashes.
    private static func comment(above index: Int, in lines: [String]) -> [String] {
        var i = index - 1
        while i >= 0, isAttributes(lines[i].trimmingCharacters(in: .whitespaces)) { i -= 1 }
        var comment: [String] = []
        while i >= 0 {
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("///") else { break }
            comment.insert(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), at: 0)
            i -= 1
        }
        return comment
    }

    private static func capture(_ pattern: NSRegularExpression, _ line: String) -> (keyword: String, name: String)? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.firstMatch(in: line, range: range), match.numberOfRanges >= 3,
            let keyword = Range(match.range(at: match.numberOfRanges - 2), in: line),
            let name = Range(match.range(at: match.numberOfRanges - 1), in: line)
        else { return nil }
        return (String(line[keyword]), String(line[name]))
    }

    private static func typeMatch(_ line: String) -> (access: String, kind: String, name: String)? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = typeLine.firstMatch(in: line, range: range) else { return nil }
        func group(_ n: Int) -> String { Range(match.range(at: n), in: line).map { String(line[$0]) } ?? "" }
        return (group(1), group(2), group(3))
    }
}
