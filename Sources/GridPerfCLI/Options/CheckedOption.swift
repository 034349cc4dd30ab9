import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// A value given on the command line, typed by what it may be (`Checked<Count>`, a whole
/// number of at least 1). ArgumentParser takes any text; the command reads the value where it
/// starts (``value(_:)``), so that a bad one is a single line naming the option, with exit 1,
/// like every other bad input — not a usage error (exit 64) in ArgumentParser's wording.
struct Checked<Rule: OptionRule>: ExpressibleByArgument, ExpressibleByStringLiteral {
    let text: String
    /// Whether the text came from the command line (`false` for the default).
    let given: Bool

    init(argument: String) { (text, given) = (argument, true) }
    /// The default, `text`: not given.
    init(stringLiteral value: String) { (text, given) = (value, false) }
    init(default value: String) { (text, given) = (value, false) }

    /// The text, when the command line gave it.
    var givenText: String? { given ? text : nil }

    /// The value, or a one-line error naming `option` (`--iterations: must be at least 1, got 0`).
    func value(_ option: String) throws -> Rule.Value { try Rule.parse(text, option: option) }

    var defaultValueDescription: String { text }
}

/// What a ``Checked`` option may be, and how its text becomes a value.
protocol OptionRule {
    associatedtype Value
    static func parse(_ text: String, option: String) throws -> Value
}

/// Any text, read as given (a viewport's `WxH`, parsed where it is used).
enum Verbatim: OptionRule {
    static func parse(_ text: String, option: String) -> String { text }
}

/// A whole number of at least 1 (item counts, iterations, rounds, columns).
enum Count: OptionRule {
    static func parse(_ text: String, option: String) throws -> Int { try wholeNumber(text, option, min: 1) }
}

/// A number of columns: 1 to ``LayoutLimits/maximumColumns``, the most any built-in layout takes.
enum ColumnCount: OptionRule {
    static func parse(_ text: String, option: String) throws -> Int {
        let v = try wholeNumber(text, option, min: 1)
        let most = LayoutLimits.maximumColumns
        guard v <= most else { throw GridPerfError("\(option): at most \(most) columns, got \(v)") }
        return v
    }
}

/// A whole number of at least 0 (warm-up passes).
enum CountOrZero: OptionRule {
    static func parse(_ text: String, option: String) throws -> Int { try wholeNumber(text, option, min: 0) }
}

/// A comma-separated list of counts (`1000,10000,50000`): a sweep.
enum CountList: OptionRule {
    static func parse(_ text: String, option: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return try parts.map { try wholeNumber($0, option, min: 1) }
    }
}

/// A finite number of at least 0 (points, seconds, percentages, exponents).
enum NonNegative: OptionRule {
    static func parse(_ text: String, option: String) throws -> Double { try finiteNumber(text, option, min: 0) }
}

/// A finite number of at least 0.001 (a time limit, a scroll step): 0 would never end.
enum Positive: OptionRule {
    static func parse(_ text: String, option: String) throws -> Double { try finiteNumber(text, option, min: 0.001) }
}

/// A TCP port, 0 (any free one) to 65535.
enum Port: OptionRule {
    static func parse(_ text: String, option: String) throws -> Int {
        let v = try wholeNumber(text, option, min: 0)
        guard v <= 65535 else { throw GridPerfError("\(option): must be in 0...65535, got \(v)") }
        return v
    }
}

/// A whole number of at least `min`. O(digits).
func wholeNumber(_ text: String, _ option: String, min: Int) throws -> Int {
    guard let v = Int(text) else {
        throw GridPerfError("\(option): '\(GridPerfError.quoted(text))' is not a whole number")
    }
    guard v >= min else { throw GridPerfError("\(option): must be at least \(min), got \(v)") }
    return v
}

/// A finite number of at least `min`. O(digits).
func finiteNumber(_ text: String, _ option: String, min: Double) throws -> Double {
    guard let v = Double(text), v.isFinite else {
        throw GridPerfError("\(option): '\(GridPerfError.quoted(text))' is not a number")
    }
    guard v >= min else { throw GridPerfError("\(option): must be at least \(formatNumber(min)), got \(text)") }
    return v
}

/// `K/N`: shard K (1-based) of N, 1 ≤ K ≤ N ≤ 1000.
enum ShardSpec: OptionRule {
    static func parse(_ text: String, option: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, k >= 1, k <= n else {
            throw GridPerfError(
                "\(option): expected K/N, K in 1...N and N in 1...1000, got '\(GridPerfError.quoted(text))'")
        }
        return (k, n)
    }
}
