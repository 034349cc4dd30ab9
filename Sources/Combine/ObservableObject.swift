// gridperf's Combine: what SwiftUI code uses of Apple's Combine (which SwiftUI re-exports) —
// `ObservableObject` and `@Published` — so that a view model compiles on Linux. Nothing is
// published: gridperf lays out one state, read and never changed.

/// An object whose changes views would observe, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {}

/// A property whose changes an `ObservableObject` would publish, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: Published<Value> {
        get { self }
        set { self = newValue }
    }
}
