// gridperf's Combine: what SwiftUI code uses of Apple's Combine (which SwiftUI re-exports) —
// `ObservableObject`, `@Published` and `objectWillChange` — so that a view model compiles on
// Linux, and so that a change to it reaches the views that observe it (`gridperf run --scenario
// update`, SwiftUI's update model in the `SwiftUI` module's `ViewGraph`).

import Foundation

/// An object whose changes views observe, as Combine's `ObservableObject`: a `@Published`
/// property's `willSet` sends ``objectWillChange`` (Apple's documentation of
/// `ObservableObject`: "a publisher that emits before the object has changed").
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// The publisher that sends before any `@Published` property of the object changes.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher of an `ObservableObject`'s changes, as Combine's: ``send()`` before a change,
/// to every subscriber (`sink`). An object's publisher is made when first asked for and kept
/// while the object lives; an object nobody subscribed to sends nothing and allocates nothing.
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// By subscription: a cancelled one leaves in O(1) (a thousand rows re-subscribing after a
    /// change would otherwise cost a thousand squared).
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let current = Self.lock.withLock { Array(subscribers.values) }
        for receive in current { receive() }
    }

    /// Calls `receiveValue` before each change until the returned ``AnyCancellable`` is cancelled
    /// or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let id = Self.lock.withLock {
            nextID += 1
            subscribers[nextID] = receiveValue
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            Self.lock.withLock { self.subscribers[id] = nil }
        }
    }

    private static let lock = NSLock()
    /// The publishers of the objects asked for theirs.
    private static let table = PublisherTable()

    /// `object`'s publisher, made on first request.
    static func of(_ object: AnyObject) -> ObservableObjectPublisher { table.publisher(of: object, making: true)! }

    /// `object`'s publisher if anyone asked for it (`nil`: nobody observes the object).
    static func existing(for object: AnyObject) -> ObservableObjectPublisher? {
        table.publisher(of: object, making: false)
    }
}

/// The publishers of the objects asked for theirs, by object, each object held weakly (an entry
/// whose object died is replaced when its identifier is reused). A lock guards it.
final class PublisherTable: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

    func publisher(of object: AnyObject, making: Bool) -> ObservableObjectPublisher? {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object.value === object { return entry.publisher }
            guard making else { return nil }
            let made = ObservableObjectPublisher()
            entries[key] = (WeakObject(object), made)
            return made
        }
    }
}

/// A weak reference, so that the publisher table does not keep objects alive.
final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// A subscription, as Combine's `AnyCancellable`: cancelled when ``cancel()`` is called or it is
/// released.
public final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
    deinit { onCancel?() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property whose changes an `ObservableObject` publishes, as Combine's `@Published`: setting
/// it sends the enclosing object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: Published<Value> {
        get { self }
        set { self = newValue }
    }

    /// The property inside a class: a set (or an in-place change, `items[3].isFavorite.toggle()`)
    /// sends the object's `objectWillChange` before the value changes.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            ObservableObjectPublisher.existing(for: object)?.send()
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}
