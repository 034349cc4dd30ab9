import Foundation

/// Foundation's `DateComponentsFormatter`, which swift-corelibs-foundation declares unavailable
/// ("Not supported in swift-corelibs-foundation"): a duration written as Apple's formatter writes it
/// in `en_US` (`1:02:03`, `1h 2m 3s`, `1 hr, 2 min, 3 sec`, `1 hour, 2 minutes, 3 seconds`), so a
/// view that shows one lays out the characters an iPhone shows (Apple's documentation of
/// `DateComponentsFormatter.UnitsStyle` gives each style's example: "9:41:30", "9h 41m 30s",
/// "9 hr, 41 min, 30 sec", "9 hours, 41 minutes, 30 seconds", "nine hours, forty-one minutes,
/// thirty seconds", "9hr 41min 30sec"). It shadows Foundation's
/// declaration in user code (this module imports Foundation; the source build imports it into
/// every file, as Xcode's Foundation has it).
///
/// Months and years are 30 and 365 days (Apple's formatter counts them on a calendar from a
/// reference date; a duration here has none).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written (Apple's `DateComponentsFormatter.UnitsStyle`).
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are written (Apple's `ZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 4)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
        public static let `default` = ZeroFormattingBehavior(rawValue: 0x80000)
    }

    open var unitsStyle = UnitsStyle.positional
    /// Apple's default: years to seconds.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// At most this many units written (0: no limit), the smaller ones dropped.
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// A unit: its calendar unit, its length in seconds and its names in each style.
    typealias Unit = (unit: NSCalendar.Unit, seconds: Int, full: String, short: String, brief: String, letter: String)

    /// The units from the largest.
    static let units: [Unit] = [
        (.year, 31_536_000, "year", "yr", "yr", "y"), (.month, 2_592_000, "month", "mth", "mth", "mo"),
        (.weekOfMonth, 604_800, "week", "wk", "wk", "w"), (.day, 86_400, "day", "day", "day", "d"),
        (.hour, 3_600, "hour", "hr", "hr", "h"), (.minute, 60, "minute", "min", "min", "m"),
        (.second, 1, "second", "sec", "sec", "s"),
    ]

    /// `interval` written in the formatter's style; `nil` for an interval that is not finite.
    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite, abs(interval) < 1e15 else { return nil }
        let negative = interval < 0
        var rest = Int(abs(interval).rounded(.down))
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        var values: [(unit: Unit, value: Int)] = []
        for u in allowed {
            values.append((u, rest / u.seconds))
            rest %= u.seconds
        }
        return write(values, negative: negative)
    }

    /// `components` written in the formatter's style (their seconds summed, as a duration).
    open func string(from components: DateComponents) -> String? { string(from: components.durationInSeconds) }

    /// The duration from `start` to `end`.
    open func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    /// `n` in words ("forty-one"), by Foundation's spell-out number style in `en_US`.
    static func spelt(_ n: Int) -> String {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .spellOut
        return f.string(from: NSNumber(value: n)) ?? String(n)
    }

    private func write(_ values: [(unit: Unit, value: Int)], negative: Bool) -> String? {
        var shown = values
        let positional = unitsStyle == .positional
        if zeroFormattingBehavior == .default {
            // Apple's documentation of `.default`: "When using positional units, this behavior drops
            // leading zeroes but pads middle and trailing values with zeros as needed. For units
            // displayed with labels, this behavior drops all units whose values are 0."
            if positional {
                while shown.count > 1, shown[0].value == 0 { shown.removeFirst() }
            } else {
                shown = shown.filter { $0.value != 0 }
            }
        } else {
            if zeroFormattingBehavior.contains(.dropLeading) {
                while shown.count > 1, shown[0].value == 0 { shown.removeFirst() }
            }
            if zeroFormattingBehavior.contains(.dropTrailing) {
                while shown.count > 1, shown[shown.count - 1].value == 0 { shown.removeLast() }
            }
            if zeroFormattingBehavior.contains(.dropMiddle), shown.count > 2 {
                let middle = shown[1..<(shown.count - 1)].filter { $0.value != 0 }
                shown = [shown[0]] + middle + [shown[shown.count - 1]]
            }
        }
        if shown.isEmpty { shown = [values[values.count - 1]] }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let sign = negative ? "-" : ""
        if positional {
            // The first unit as it is, the others two digits (Apple's example: "9:41:30"); `.pad`
            // keeps the leading zero units ("0:00:45"), which `.default` drops.
            let parts = shown.enumerated().map { (i, v) -> String in
                i == 0 ? String(v.value) : (v.value < 10 ? "0\(v.value)" : String(v.value))
            }
            return sign + parts.joined(separator: ":")
        }
        let words = shown.map { (u, value) -> String in
            switch unitsStyle {
            case .abbreviated: return "\(value)\(u.letter)"
            case .brief: return "\(value)\(u.brief)"
            case .short: return "\(value) \(u.short)"
            case .spellOut: return "\(Self.spelt(value)) \(u.full)\(value == 1 ? "" : "s")"
            default: return "\(value) \(u.full)\(value == 1 ? "" : "s")"
            }
        }
        switch unitsStyle {
        case .abbreviated, .brief: return sign + words.joined(separator: " ")
        default: return sign + words.joined(separator: ", ")
        }
    }
}
