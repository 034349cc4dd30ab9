import Foundation
import GridPerfCore
import GridPerfModel

/// Whether a text given where gridperf promises "one Swift expression" (`--view`, `--init`,
/// `--animate-to`, `--animation`) is exactly one expression — decided by the Swift compiler's own
/// parser, not by scanning characters (issue 68: a carriage return, or a raw string holding a
/// quote, let a second statement through a character scan).
///
/// The text is parsed as the initial value of one constant, `let __gridperfExpression = (TEXT)`,
/// with `swiftc -frontend -dump-parse` (no type-checking: 45 ms); the file must parse without an
/// error into exactly that declaration — one top-level code block and the constant. Text that
/// closes the parenthesis and starts another statement parses into more top-level declarations,
/// and is refused. A closure argument may hold statements: it is part of the one expression.
package enum SwiftExpression {
    /// How long the parser may take, and its memory.
    static let limits = Shell.Limits(seconds: 30, memoryBytes: 4 << 30)

    /// Throws one line, naming `flag` and with `example`, unless `text` is one Swift expression.
    /// `$items` and `$step` (gridperf's placeholders) stand for names. O(text) plus one compiler run;
    /// with `cache` (gridperf's build cache), a text found to be one expression before is not
    /// parsed again (a file named by the text's hash and the compiler's).
    package static func check(
        _ text: String, flag: String, example: String, swiftc: String, cache: String? = nil
    ) throws {
        let verdict = cache.map { "\($0)/expression-\(FrameHash.hex(of: text + "\u{0}" + swiftc))" }
        if let verdict, FileManager.default.fileExists(atPath: verdict) { return }
        let refused = GridPerfError("\(flag): expected one Swift expression, such as '\(example)'")
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw refused }
        let named = trimmed.replacingOccurrences(of: SourceBuild.itemsPlaceholder, with: "__gridperfItems")
            .replacingOccurrences(of: SourceBuild.stepPlaceholder, with: "__gridperfStep")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-expression-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        Shell.remember(folder)
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            Shell.forget(folder)
        }
        let file = "\(folder)/Expression.swift"
        try Data("let __gridperfExpression = (\n\(named)\n)\n".utf8).write(to: URL(fileURLWithPath: file))
        let finished = try Shell.launch([swiftc, "-frontend", "-dump-parse", file], limits: limits)
        let dump = String(decoding: finished.output + finished.errors, as: UTF8.self)
        guard finished.status == 0, !finished.signaled, isOneDeclaration(dump) else {
            let reason = topLevelCount(dump) > 2 ? " (it parses as more than one statement)" : ""
            throw GridPerfError("\(refused.message)\(reason)")
        }
        if let verdict { _ = FileManager.default.createFile(atPath: verdict, contents: nil) }
    }

    /// Whether a `-dump-parse` of the wrapped text is the one constant: no error, and exactly two
    /// top-level nodes (the code block that binds it and its variable).
    static func isOneDeclaration(_ dump: String) -> Bool {
        !dump.contains("error:") && topLevelCount(dump) == 2
            && dump.contains("(pattern_named \"__gridperfExpression\")")
    }

    /// The nodes directly under the source file in a `-dump-parse`: lines indented by two spaces.
    static func topLevelCount(_ dump: String) -> Int {
        dump.split(separator: "\n").count { $0.hasPrefix("  (") }
    }
}
