import GridPerfModel
#if canImport(Glibc)
    import Glibc
#endif

/// The memory a case holds at its peak, from Linux's accounting of this process: the resident
/// set's high-water mark (`VmHWM` in /proc/self/status), reset before the case (writing 5 to
/// /proc/self/clear_refs, Linux ≥ 4.0) so that it is the case's own peak, and the resident set
/// when the case began (`VmRSS`), so that bytes per item count what the case added.
///
/// Resident memory, not address space: pages the case allocated but never touched do not
/// count, and memory freed to the allocator but kept by it does. Where the accounting cannot be
/// read or reset, the metrics say so instead of reporting 0.
///
/// It reads and writes with system calls into one buffer made once, and allocates nothing
/// else: the status file's length varies from run to run, and a string of it made before a case
/// would leave the allocator in a different state each run, moving the case's exact instruction
/// counts (a scroll step's by 86 instructions in 2 of 6 runs).
package struct MemoryProbe {
    /// The resident set when the case began, and why the peak cannot be measured (if so).
    let start: Int?
    let unavailable: String?

    /// Resets the high-water mark and reads the resident set.
    package static func begin() -> MemoryProbe {
        #if canImport(Glibc)
            let fd = open("/proc/self/clear_refs", O_WRONLY)
            guard fd >= 0 else {
                return MemoryProbe(
                    start: nil, unavailable: "/proc/self/clear_refs cannot be written (not Linux ≥ 4.0?)")
            }
            var five: UInt8 = 0x35  // "5"
            let written = write(fd, &five, 1)
            close(fd)
            guard written == 1 else {
                return MemoryProbe(start: nil, unavailable: "the resident-set high-water mark cannot be reset")
            }
            guard let rss = status("VmRSS:") else {
                return MemoryProbe(start: nil, unavailable: "/proc/self/status has no VmRSS")
            }
            return MemoryProbe(start: rss, unavailable: nil)
        #else
            return MemoryProbe(start: nil, unavailable: "no /proc on this system")
        #endif
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

    /// The buffer /proc/self/status is read into (it is about 1.5 KB).
    nonisolated(unsafe) private static let buffer = UnsafeMutableRawBufferPointer.allocate(
        byteCount: 16 * 1024, alignment: 1)

    /// A `kB` field of /proc/self/status (`field` with its colon), in bytes; `nil` when absent.
    static func status(_ field: StaticString) -> Int? {
        #if canImport(Glibc)
            let fd = open("/proc/self/status", O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var length = 0
            while length < buffer.count {
                let n = read(fd, buffer.baseAddress! + length, buffer.count - length)
                if n <= 0 { break }
                length += n
            }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<length])
            let key = UnsafeRawBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
            var lineStart = 0
            while lineStart < length {
                var lineEnd = lineStart
                while lineEnd < length && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if lineEnd - lineStart > key.count && bytes[lineStart..<(lineStart + key.count)].elementsEqual(key) {
                    var i = lineStart + key.count
                    while i < lineEnd && bytes[i] == 0x20 || i < lineEnd && bytes[i] == 0x09 { i += 1 }
                    var kb = 0, digits = 0
                    while i < lineEnd, bytes[i] >= 0x30, bytes[i] <= 0x39, digits < 15 {
                        kb = kb * 10 + Int(bytes[i] - 0x30)
                        digits += 1
                        i += 1
                    }
                    return digits > 0 ? kb * 1024 : nil
                }
                lineStart = lineEnd + 1
            }
            return nil
        #else
            return nil
        #endif
    }
}
