import Foundation

extension JSONValue {
    /// Parses JSON text; a syntax error becomes one line naming `what` and where it failed.
    public static func parse(_ text: String, what: String) throws -> JSONValue {
        try parse(Data(text.utf8), what: what)
    }

    /// Parses JSON data; a syntax error becomes one line naming `what` and where it failed.
    public static func parse(_ data: Data, what: String) throws -> JSONValue {
        do {
            return try JSONParser.parse([UInt8](data))
        } catch let error as GridPerfError {
            throw GridPerfError("\(what): malformed JSON: \(error.message)")
        }
    }

    /// Compact JSON text with sorted keys.
    public func jsonText(pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
