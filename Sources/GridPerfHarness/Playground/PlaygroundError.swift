/// A bad playground request: the one-line message the command line gives for the same input,
/// and the field of the request it is about (`width`, `parameters`, `items`, `scene`…), so
/// that the page shows it next to the control that caused it.
package struct PlaygroundError: Error, Sendable {
    package var message: String
    package var field: String

    package init(_ message: String, field: String) {
        self.message = message
        self.field = field
    }

    /// Runs `body`, an error from it becoming a ``PlaygroundError`` about `field`.
    static func about<T>(_ field: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PlaygroundError {
            throw error
        } catch let error as GridPerfError {
            throw PlaygroundError(error.message, field: field)
        }
    }
}

import GridPerfCore
import GridPerfModel
