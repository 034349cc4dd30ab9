import Foundation

extension JSONValue {
    /// Parses JSON text; a syntax error becomes one line naming `what` and where it failed.
    public static func parse(_ text: String, what: String) throws -> JSONValue {
        try parse(Data(text.utf8), what: what)
    }

    /// Parses JSON data; a syntax error becomes one line naming `what`, the kind of document
    /// expected (`format`, e.g. `results.json`) and where it failed.
    public static func parse(_ data: Data, what: String, format: String = "JSON") throws -> JSONValue {
        do {
            return try JSONParser.parse([UInt8](data))
        } catch let error as GridPerfError {
            throw error.prefixed("\(what): malformed \(format)")
        }
    }

    /// Parses JSON data as ``parse(_:what:format:)`` does, but builds the values of fields named
    /// in `kept` only: any other field's value is checked for syntax and stands as `null`, and its
    /// name is returned (the first 16). For documents whose reader refuses unknown fields: one
    /// that names a field no reader asks for costs a scan of it, not a tree of values.
    /// O(n) in the data's length.
    package static func parse(_ data: Data, what: String, format: String = "JSON", keeping kept: Set<String>)
        throws -> (value: JSONValue, skipped: [String])
    {
        do {
            return try JSONParser.parse([UInt8](data), keeping: kept)
        } catch let error as GridPerfError {
            throw error.prefixed("\(what): malformed \(format)")
        }
    }

    /// Compact JSON text with sorted keys. JSON has no infinities or NaN: such a number is
    /// written as the string `"inf"`, `"-inf"` or `"nan"` (as reports write them), never by
    /// dropping the document.
    public func jsonText(pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
