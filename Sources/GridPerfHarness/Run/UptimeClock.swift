import Dispatch
import GridPerfModel

/// The harness's timer: `DispatchTime.now().uptimeNanoseconds`, a monotonic nanosecond count
/// (named so as not to shadow the standard library's `Clock` protocol).
public enum UptimeClock {
    /// Nanoseconds since boot, monotonic. O(1), allocation-free.
    @inline(__always)
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
