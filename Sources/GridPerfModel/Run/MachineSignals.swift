/// Whether the machine was busy while a case ran, from what the machine did — never from the
/// code's own times (docs/PERFORMANCE.md#busy-machine).
///
/// A case measures on one thread, which on a quiet machine runs whenever it wants the CPU: its
/// CPU time is its wall time. When other work competes for the cores, the scheduler takes the
/// CPU away (involuntary context switches) and the thread's share of the wall time drops; on a
/// virtual machine, the hypervisor's steal time says the same of the host.
public enum MachineSignals {
    /// Below this share of its wall time on a CPU, the case ran on a busy machine: two busy
    /// loops beside a case on this 2-core machine leave it about two thirds.
    public static let minimumCPUShare = 0.9
    /// Above this share of steal time, the host was busy.
    public static let maximumSteal = 0.05

    /// Whether a case with these signals ran on a busy machine (`nil`: not measured, never busy).
    public static func busy(cpuShare: Double?, steal: Double?) -> Bool {
        if let cpuShare, cpuShare < minimumCPUShare { return true }
        if let steal, steal > maximumSteal { return true }
        return false
    }
}
