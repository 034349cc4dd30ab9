/// An error with one line that names the problem, for users: bad input, unknown names,
/// unwritable files. The CLI prints `error: <message>` and exits non-zero.
///
/// The message is kept to one line of bounded length whatever it echoes: control characters
/// (a newline in a name, say) are written as escapes, and a message over
/// ``maximumMessageLength`` characters keeps its start and end around an elision. Code that
/// echoes input should quote it with ``quoted(_:limit:)``, which keeps at most 200 characters
/// of it.
public struct GridPerfError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    /// What went wrong, for code that matches on it (a plugin's tests, a package that runs
    /// gridperf); the message says it to people. Kept when the error is ``prefixed(_:separator:)``
    /// with the file, the entry or the layout it happened in.
    public var kind: Kind

    /// What went wrong, where code can tell it apart.
    public enum Kind: Hashable, Sendable {
        /// Nothing more than the message says.
        case unspecified
        /// A layout name no registered plugin has (a scene's `layout`, `--layout`).
        case unknownLayout(String)
        /// A plugin name that is malformed or already registered.
        case pluginName(String)
        /// An input that would need more memory than the machine has, refused before allocating
        /// (docs/LIMITS.md).
        case limit
        /// A field of a scene or of a layout's parameters with a value of the wrong type or out of
        /// its range, by its path in the object read (`parameters.columns`, `items[3].width`).
        case invalidValue(path: String)
        /// A field nobody reads (a misspelt name), by its path.
        case unknownField(path: String)
        /// Text that is not JSON, where the parser stopped (1-based).
        case malformedJSON(line: Int, column: Int)
        /// An input file that cannot be read as one (missing, a directory, a device, too large,
        /// unreadable), by its path as given.
        case unreadableFile(path: String)
    }

    /// The longest message kept whole (a safety net; echoed input is quoted shorter).
    public static let maximumMessageLength = 600

    public init(_ message: String, kind: Kind = .unspecified) {
        self.message = Self.oneLine(Self.shortPaths(message), limit: Self.maximumMessageLength)
        self.kind = kind
    }

    /// This error said where it happened: `prefix` and `separator` before its message (`s.json: `,
    /// `--base `), its kind kept.
    public func prefixed(_ prefix: String, separator: String = ": ") -> GridPerfError {
        GridPerfError(prefix + separator + message, kind: kind)
    }

    /// The most components a dotted path (`items[0].items[3].size`) keeps in a message; a deeper
    /// one keeps its first two and last three around the levels left out (`shortPaths(_:)`).
    public static let maximumPathComponents = 8

    /// `text` with each dotted path of more than ``maximumPathComponents`` components written as
    /// `first.second › … 26 levels … › last.three.components`, so that an error deep in a tree
    /// stays one short line naming where it starts and where it ends. O(n) in the text's length.
    static func shortPaths(_ text: String) -> String {
        guard text.utf8.count > 80, text.contains("].") else { return text }
        let path = #/[A-Za-z_][A-Za-z0-9_]*(?:\[[0-9]+\])*(?:\.[A-Za-z_][A-Za-z0-9_]*(?:\[[0-9]+\])*){8,}/#
        return text.replacing(path) { match in
            let parts = match.output.split(separator: ".")
            guard parts.count > maximumPathComponents else { return String(match.output) }
            let left = parts.count - 5
            return parts.prefix(2).joined(separator: ".") + " › … \(left) levels … › "
                + parts.suffix(3).joined(separator: ".")
        }
    }

    public var description: String { message }

    /// `input` as it should be echoed in a message: control characters escaped (`\n`, `\t`,
    /// `\u{1B}`…) and at most `limit` characters, the middle elided with a count of what was
    /// left out.
    public static func quoted<S: StringProtocol>(_ input: S, limit: Int = 200) -> String {
        oneLine(String(input), limit: limit)
    }

    /// `text` with control characters escaped, elided in the middle past `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        var escaped = ""
        var needsEscape = false
        for scalar in text.unicodeScalars where isControl(scalar) { needsEscape = true; break }
        if needsEscape {
            escaped.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                guard isControl(scalar) else { escaped.unicodeScalars.append(scalar); continue }
                switch scalar {
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                default: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            }
        } else {
            escaped = text
        }
        let count = escaped.count
        guard count > limit else { return escaped }
        let keep = Swift.max(limit - 40, 20)
        let head = escaped.prefix(keep / 2)
        let tail = escaped.suffix(keep - keep / 2)
        return "\(head)…(\(count - head.count - tail.count) characters)…\(tail)"
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) || s.value == 0x2028 || s.value == 0x2029
    }
}
