import Foundation

/// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation lacks: a date written
/// relative to another as Apple's formatter writes it in `en_US` ("2 hours ago", "in 3 days",
/// "2 hr. ago", "2h ago"; with `.named`, "yesterday", "tomorrow", "now"), so a view that shows one
/// lays out the characters an iPhone shows (Apple's documentation of its `UnitsStyle` gives each
/// style's example: "2 months ago", "two months ago", "2 mo. ago", "2mo ago"). The unit is the largest whose count is at least one;
/// months and years are 30 and 365 days (Apple's counts them on a calendar).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum Context: Int, Sendable {
        case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence
    }

    open var unitsStyle = UnitsStyle.full
    open var dateTimeStyle = DateTimeStyle.numeric
    open var formattingContext = Context.unknown
    open var locale: Locale! = Locale(identifier: "en_US")
    open var calendar: Calendar! = Calendar(identifier: .gregorian)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    static let units: [(seconds: Double, full: String, short: String, letter: String)] = [
        (31_536_000, "year", "yr.", "y"), (2_592_000, "month", "mo.", "mo"), (604_800, "week", "wk.", "w"),
        (86_400, "day", "day", "d"), (3_600, "hour", "hr.", "h"), (60, "minute", "min.", "m"),
        (1, "second", "sec.", "s"),
    ]

    /// `date` relative to `reference`.
    open func localizedString(for date: Date, relativeTo reference: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(reference))
    }

    /// A date `interval` seconds from now (negative: in the past).
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        // Bounded as `DateComponentsFormatter` bounds a duration, so that the count is a whole number.
        let seconds = interval.isFinite ? Swift.max(-1e15, Swift.min(1e15, interval)) : 0
        let magnitude = abs(seconds)
        let unit = Self.units.first { magnitude >= $0.seconds } ?? Self.units[Self.units.count - 1]
        let count = Int((magnitude / unit.seconds).rounded(.down))
        let future = seconds >= 0
        if dateTimeStyle == .named, let named = Self.named(unit.full, count: count, future: future) { return named }
        let amount: String
        switch unitsStyle {
        case .abbreviated: amount = "\(count)\(unit.letter)"
        case .short: amount = "\(count) \(unit.short)"
        case .full: amount = "\(count) \(unit.full)\(count == 1 ? "" : "s")"
        case .spellOut: amount = "\(DateComponentsFormatter.spelt(count)) \(unit.full)\(count == 1 ? "" : "s")"
        }
        return future ? "in \(amount)" : "\(amount) ago"
    }

    /// What `.named` writes instead of a count (Apple's: "now", "yesterday", "tomorrow", "last
    /// week", "next month"…), for a count of one day, week, month or year, and for no seconds; `nil` for any other.
    static func named(_ unit: String, count: Int, future: Bool) -> String? {
        if unit == "second" { return count == 0 ? "now" : nil }
        guard count == 1 else { return nil }
        if unit == "day" { return future ? "tomorrow" : "yesterday" }
        if unit == "hour" || unit == "minute" { return nil }
        return (future ? "next " : "last ") + unit
    }

    /// The date `components` away from now.
    open func localizedString(from components: DateComponents) -> String {
        localizedString(fromTimeInterval: components.durationInSeconds)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
