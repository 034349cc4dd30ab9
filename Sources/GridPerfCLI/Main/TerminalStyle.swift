import Foundation

/// Colour for people at a terminal, never in files or pipes: only when the stream is a
/// terminal, `NO_COLOR` is unset (no-color.org) and `TERM` is not `dumb`.
enum TerminalStyle {
    enum Colour: String {
        case red = "31", green = "32", yellow = "33", bold = "1"
    }

    /// Whether standard output takes colour.
    static let standardOutput = wantsColour(fileDescriptor: 1)
    /// Whether standard error takes colour.
    static let standardError = wantsColour(fileDescriptor: 2)

    static func wantsColour(fileDescriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(fileDescriptor) == 1 || (fileDescriptor == 2 && Worker.standardErrorIsTerminal)
        return terminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// `text` in `colour` when `enabled`, else unchanged.
    static func paint(_ text: String, _ colour: Colour, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
