import Foundation
import GridPerfCore

extension GridPerfError {
    /// A `DecodingError` as one line for people: the field's path and what was wrong
    /// (`cases[3].metrics: missing field 'kind'`), never Swift's debug description.
    package init(describing error: DecodingError) {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let i = key.intValue {
                    text += "[\(i)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case let .keyNotFound(key, context):
            let at = context.codingPath.isEmpty ? "" : path(context.codingPath) + ": "
            self.init("\(at)missing field '\(GridPerfError.quoted(key.stringValue, limit: 60))'")
        case let .typeMismatch(type, context):
            self.init("\(path(context.codingPath)): expected \(Self.typeName(type))")
        case let .valueNotFound(type, context):
            self.init("\(path(context.codingPath)): expected \(Self.typeName(type)), found null")
        case let .dataCorrupted(context):
            self.init("\(path(context.codingPath)): invalid value")
        @unknown default:
            self.init("unreadable data")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is UInt64.Type, is Int64.Type: "a number"
        case is Bool.Type: "a boolean"
        default: "a value of type \(type)"
        }
    }
}
