/// An error with one line that names the problem, for users: bad input, unknown names,
/// unwritable files. The CLI prints `error: <message>` and exits non-zero.
public struct GridPerfError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
