import Dispatch

/// The harness's clock: `DispatchTime.now().uptimeNanoseconds`, a monotonic nanosecond count.
public enum Clock {
    @inline(__always)
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
