import Foundation

/// The memory a case holds at its peak, from Linux's accounting of this process: the resident
/// set's high-water mark (`VmHWM` in /proc/self/status), reset before the case (writing 5 to
/// /proc/self/clear_refs, Linux ≥ 4.0) so that it is the case's own peak, and the resident set
/// when the case began (`VmRSS`), so that bytes per item count what the case added.
///
/// Resident memory, not address space: pages the case allocated but never touched do not
/// count, and memory freed to the allocator but kept by it does. Where the accounting cannot be
/// read or reset, the metrics say so instead of reporting 0.
package struct MemoryProbe {
    /// The resident set when the case began, and why the peak cannot be measured (if so).
    let start: Int?
    let unavailable: String?

    /// Resets the high-water mark and reads the resident set.
    package static func begin() -> MemoryProbe {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else {
            return MemoryProbe(start: nil, unavailable: "/proc/self/clear_refs cannot be written (not Linux ≥ 4.0?)")
        }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch {
            return MemoryProbe(start: nil, unavailable: "the resident-set high-water mark cannot be reset")
        }
        guard let rss = status("VmRSS:") else {
            return MemoryProbe(start: nil, unavailable: "/proc/self/status has no VmRSS")
        }
        return MemoryProbe(start: rss, unavailable: nil)
    }

    /// `memory.peak` (bytes) and `memory.item` (bytes per item above the start) for a case of
    /// `items` items.
    package func metrics(items: Int) -> [Metric] {
        guard let start, let peak = Self.status("VmHWM:") else {
            let why = unavailable ?? "/proc/self/status has no VmHWM"
            return [Metric(.memoryPeak, unavailable: why), Metric(.memoryPerItem, unavailable: why)]
        }
        var out = [Metric(.memoryPeak, samples: [Double(peak)])]
        out.append(
            items > 0
                ? Metric(.memoryPerItem, samples: [Double(Swift.max(0, peak - start)) / Double(items)])
                : Metric(.memoryPerItem, unavailable: "no items"))
        return out
    }

    /// A `kB` field of /proc/self/status, in bytes.
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 2, let kb = Int(parts[1]), kb < Int.max / 1024 { return kb * 1024 }
        }
        return nil
    }
}
