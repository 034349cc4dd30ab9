import Foundation

extension DateComponents {
    /// The components' seconds summed, as the formatters here count a duration: a year 365 days, a
    /// month 30 (Apple's formatters count them on a calendar from a reference date; a duration here has
    /// none). In floating point, so that no component's size overflows. O(1).
    var durationInSeconds: TimeInterval {
        let parts: [(Int?, Double)] = [
            (year, 31_536_000), (month, 2_592_000), (weekOfMonth ?? weekOfYear, 604_800), (day, 86_400),
            (hour, 3_600), (minute, 60), (second, 1),
        ]
        return parts.reduce(0) { $0 + Double($1.0 ?? 0) * $1.1 }
    }
}
