// gridperf's Combine: Apple's Combine for SwiftUI code on Linux. Its publishers, subjects,
// operators and schedulers are OpenCombine's (Exports.swift); `ObservableObject`, `@Published` and
// `objectWillChange` are gridperf's own, shadowing OpenCombine's, so that a change to a view model
// reaches the views that observe it exactly as SwiftUI's update model says (`gridperf run
// --scenario update`, the `SwiftUI` module's `ViewGraph`) — and they are Combine publishers too.

import Foundation
import OpenCombine

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
public final class ObservableObjectPublisher: OpenCombine.Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    /// By subscription: a cancelled one leaves in O(1) (a thousand rows re-subscribing after a
    /// change would otherwise cost a thousand squared).
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0
    /// Combine subscribers (`objectWillChange.receive(on:).sink`), made for the first of them:
    /// the views' own subscriptions (``sink(receiveValue:)``) allocate no subject.
    private var subject: PassthroughSubject<Void, Never>?

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let (current, subject) = Self.lock.withLock { (Array(subscribers.values), self.subject) }
        for receive in current { receive() }
        subject?.send()
    }

    /// A Combine subscriber: it receives a value before each change, as its demand allows.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let subject = Self.lock.withLock {
            if let subject = self.subject { return subject }
            let made = PassthroughSubject<Void, Never>()
            self.subject = made
            return made
        }
        subject.receive(subscriber: subscriber)
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

/// A property whose changes an `ObservableObject` publishes, as Combine's `@Published`: setting
/// it sends the enclosing object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    /// The publisher `$property` hands out, made when first asked for (a view model's `$query`
    /// debounced): it sends each new value before the property takes it, as Combine's does.
    var subject: CurrentValueSubject<Value, Never>?

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }

    /// Outside a class (where Combine's `@Published` is unavailable): a publisher of the value
    /// as it is now.
    public var projectedValue: Publisher { Publisher(subject ?? CurrentValueSubject(wrappedValue)) }

    /// `$property`: the values the property takes, each sent before it is set, as Combine's
    /// `Published.Publisher`.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        init(_ subject: CurrentValueSubject<Value, Never>) { self.subject = subject }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    /// The property inside a class: a set (or an in-place change, `items[3].isFavorite.toggle()`)
    /// sends the object's `objectWillChange` before the value changes, then `$property`'s value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            ObservableObjectPublisher.existing(for: object)?.send()
            object[keyPath: storageKeyPath].subject?.send(newValue)
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }

    /// `$property` inside a class: its publisher, made on first request and kept.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        if let subject = object[keyPath: storageKeyPath].subject { return Publisher(subject) }
        let made = CurrentValueSubject<Value, Never>(object[keyPath: storageKeyPath].wrappedValue)
        object[keyPath: storageKeyPath].subject = made
        return Publisher(made)
    }
}
