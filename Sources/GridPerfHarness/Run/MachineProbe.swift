import GridPerfModel

#if canImport(Glibc)
    import Glibc
#endif

/// What the machine did while a case ran (``MachineSignals``): the case's thread's CPU time
/// (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`: the scheduler's exact runtime, not getrusage's
/// times, which are sampled at the timer tick — a 20 ms case read 0.5 or 1.0 at random and was
/// flagged busy on a quiet machine) and its involuntary context switches (`getrusage`), against
/// the wall time, and the steal time of all CPUs (/proc/stat). System calls into a stack buffer
/// only: nothing is allocated, so the case's exact counts do not move (see ``MemoryProbe``).
package struct MachineProbe {
    let wall: UInt64
    let cpu: Double?
    let switches: Int?
    let stat: (steal: Double, total: Double)?

    package static func begin() -> MachineProbe {
        let usage = Self.usage()
        return MachineProbe(wall: UptimeClock.now(), cpu: usage?.cpu, switches: usage?.switches, stat: Self.cpuTimes())
    }

    /// `machine.cpu.share`, `machine.switches` and `machine.steal` since ``begin()``; each says
    /// why where it could not be measured.
    package func metrics() -> [Metric] {
        let seconds = Double(UptimeClock.now() - wall) / 1e9
        var out: [Metric] = []
        if let cpu, let switches, let now = Self.usage(), seconds > 0 {
            out.append(Metric(.machineCPUShare, samples: [Swift.min(1, (now.cpu - cpu) / seconds)]))
            out.append(Metric(.machineSwitches, samples: [Double(now.switches - switches) / seconds]))
        } else {
            out.append(
                Metric(
                    .machineCPUShare, unavailable: "the thread's CPU clock or getrusage(RUSAGE_THREAD) is not available"
                ))
            out.append(
                Metric(
                    .machineSwitches, unavailable: "the thread's CPU clock or getrusage(RUSAGE_THREAD) is not available"
                ))
        }
        if let stat, let now = Self.cpuTimes(), now.total > stat.total {
            out.append(Metric(.machineSteal, samples: [(now.steal - stat.steal) / (now.total - stat.total)]))
        } else {
            out.append(Metric(.machineSteal, unavailable: "/proc/stat cannot be read"))
        }
        return out
    }

    /// This thread's CPU seconds and involuntary context switches.
    static func usage() -> (cpu: Double, switches: Int)? {
        #if canImport(Glibc)
            var u = rusage()
            // RUSAGE_THREAD (Linux ≥ 2.6.26; a GNU macro Swift does not import): this thread only.
            let thread: __rusage_who_t = 1
            guard getrusage(thread, &u) == 0 else { return nil }
            var t = timespec()
            guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return nil }
            return (Double(t.tv_sec) + Double(t.tv_nsec) / 1e9, Int(u.ru_nivcsw))
        #else
            return nil
        #endif
    }

    /// All CPUs' steal and total times in clock ticks, from /proc/stat's first line
    /// (`cpu user nice system idle iowait irq softirq steal …`).
    static func cpuTimes() -> (steal: Double, total: Double)? {
        #if canImport(Glibc)
            let fd = open("/proc/stat", O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer -> (Double, Double)? in
                let n = read(fd, buffer.baseAddress, buffer.count)
                guard n > 4, buffer[0] == UInt8(ascii: "c"), buffer[1] == UInt8(ascii: "p"),
                    buffer[2] == UInt8(ascii: "u"), buffer[3] == UInt8(ascii: " ")
                else { return nil }
                var fields = (0.0, 0.0, 0)  // (steal, total, fields read)
                var value = 0.0, inNumber = false
                for i in 3..<n {
                    let c = buffer[i]
                    if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                        value = value * 10 + Double(c - UInt8(ascii: "0"))
                        inNumber = true
                    } else if inNumber {
                        // user nice system idle iowait irq softirq steal: the first 8 fields.
                        if fields.2 < 8 { fields.1 += value }
                        if fields.2 == 7 { fields.0 = value }
                        fields.2 += 1
                        value = 0
                        inNumber = false
                    }
                    if c == UInt8(ascii: "\n") { break }
                }
                return fields.2 >= 8 ? (fields.0, fields.1) : nil
            }
        #else
            return nil
        #endif
    }
}
