import Foundation
import GridPerfCore

/// Limits checked before anything is allocated, so that a hostile count (`--items 1000000000`,
/// a suite matrix of a million cases) is refused with one line instead of exhausting memory or
/// running for hours.
package enum ResourceLimits {
    /// At most this many cases in one suite, unless `suite --max-cases` raises it: the CI suite
    /// has 26, a large sweep a few hundred.
    package static let defaultMaximumCases = 10_000

    /// Bytes one item costs a run at most, as measured: the most `make scale` saw above a run's
    /// start is a scroll at 10⁷ items, about 145 B/item (a full pass: 88–112); 160 leaves a margin
    /// (docs/PERFORMANCE.md, "Memory per item": the estimate).
    package static let bytesPerItem = 160

    /// What a copy of an item template holds at its peak, per view of the template: 850 B.
    /// Measured (2026-11-27, `gridperf run --layout flow --item-template T --items 100000`,
    /// `memory.item`): `chip.json` 1,337 B a copy (2 views), `poster-card.json` 3,240 B (4 views).
    package static let bytesPerTemplateView = 850

    /// The memory a case of `count` items needs, in bytes, or `nil` when even that overflows;
    /// `bytesPerItem` each (a template's copies hold more: ``bytesPerTemplateView`` a view).
    package static func estimatedBytes(items count: Int, bytesPerItem: Int = bytesPerItem) -> Int? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: bytesPerItem)
        return overflow ? nil : bytes
    }

    /// What this machine can give a run: `MemAvailable` from `/proc/meminfo`, or the physical
    /// memory where that cannot be read.
    package static func availableMemory() -> Int {
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
                let fields = line.split(separator: " ")
                if fields.count >= 2, let kb = Int(fields[1]), kb < Int.max / 1024 { return kb * 1024 }
            }
        }
        let physical = ProcessInfo.processInfo.physicalMemory
        return physical > UInt64(Int.max) ? Int.max : Int(physical)
    }

    /// Refuses a case of `count` items whose estimated memory exceeds what the machine has,
    /// naming `what` (the option or field) and the estimate. O(1) (reads /proc/meminfo once).
    package static func checkItems(
        _ count: Int, what: String, bytesPerItem: Int = bytesPerItem, available: Int = availableMemory()
    ) throws {
        guard count >= 0 else { throw GridPerfError("\(what): must be at least 0, got \(count)") }
        let needed = estimatedBytes(items: count, bytesPerItem: bytesPerItem)
        guard let needed, needed <= available else {
            let estimate = needed.map { "about \(formatBytes($0))" } ?? "more than \(formatBytes(Int.max))"
            throw GridPerfError(
                "\(what): \(count) items need \(estimate) of memory; this machine has \(formatBytes(available)) available",
                kind: .limit)
        }
    }

    /// `bytes` for people: `1.5 GB`, `820 MB`.
    static func formatBytes(_ bytes: Int) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB"]
        var value = Double(bytes), unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(bytes) bytes" : String(format: value < 10 ? "%.1f" : "%.0f", value) + " " + units[unit]
    }
}
