import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// A closed set of names an option takes (`--phase size|place|all`): the values `--help` lists.
protocol OptionChoice: CaseIterable, RawRepresentable, Sendable where RawValue == String {
    /// What one value is called in an error: `unknown phase 'x'`.
    static var noun: String { get }
}

extension OptionChoice {
    /// The names in order, for messages: `size, place or all`.
    static var expectedNames: String {
        let names = allCases.map(\.rawValue)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The value named `text`, or a one-line error naming `option` and the known names.
    static func named(_ text: String, option: String) throws -> Self {
        guard let value = Self(rawValue: text) else {
            throw GridPerfError(
                "\(option): unknown \(noun) '\(GridPerfError.quoted(text))' (expected \(expectedNames))")
        }
        return value
    }
}

/// One of ``OptionChoice``'s names on the command line. Like ``Checked``, any text parses and
/// the command reads the value where it starts (``value(_:)``), so that a bad name is one line
/// with exit 1, not an ArgumentParser usage error; `--help` lists the names.
struct Choice<Value: OptionChoice>: ExpressibleByArgument {
    let text: String
    /// Whether the name came from the command line (`false` for the default).
    let given: Bool

    init(argument: String) { (text, given) = (argument, true) }
    /// The default, `value`: not given.
    init(_ value: Value) { (text, given) = (value.rawValue, false) }

    func value(_ option: String) throws -> Value { try Value.named(text, option: option) }

    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
    var defaultValueDescription: String { text }
}

/// A comma-separated list of ``OptionChoice`` names (`--format csv,md,json`): at least one.
struct ChoiceList<Value: OptionChoice>: ExpressibleByArgument {
    let text: String

    init(argument: String) { text = argument }
    init(_ values: [Value]) { text = values.map(\.rawValue).joined(separator: ",") }

    func value(_ option: String) throws -> [Value] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty else {
            throw GridPerfError(
                "\(option): expected a list of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return try names.map { try Value.named($0, option: option) }
    }

    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
    var defaultValueDescription: String { text }
}

extension Scenario: OptionChoice {
    static var noun: String { "scenario" }
}

extension MeasuredPasses.Pass: OptionChoice {
    static var noun: String { "pass" }
}

extension ReportFormat: OptionChoice {
    static var noun: String { "format" }
}
