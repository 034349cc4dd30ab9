/// A layout's cache kept in place for the type-erased boxes (`LayoutBox`, `LazyBox`): one
/// value in memory allocated once, made on first use and mutated in place by the layout.
///
/// Not `var cache: L.Cache?`: from the boxes' unspecialised generic code that optional costs a
/// metadata lookup on every call, whose count moves with the binary (docs/PERFORMANCE.md#cache-slot).
/// The slot's own layout (a pointer and a flag) does not depend on `Value`: no metadata.
struct CacheSlot<Value>: ~Copyable {
    private let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    /// Whether a value is there.
    private(set) var isFilled = false

    deinit {
        if isFilled { pointer.deinitialize(count: 1) }
        pointer.deallocate()
    }

    /// Calls `body` with the value, made by `make` first if the slot is empty; `body` mutates
    /// it in place (the only reference, so mutating it never copies).
    @inline(__always)
    mutating func withValue<R>(orMake make: () -> Value, _ body: (inout Value) -> R) -> R {
        if !isFilled {
            pointer.initialize(to: make())
            isFilled = true
        }
        return body(&pointer.pointee)
    }

    /// Drops the value, if any.
    mutating func empty() {
        if isFilled {
            pointer.deinitialize(count: 1)
            isFilled = false
        }
    }
}
