import GridPerfCombine

/// SwiftUI's environment as a view reads it. gridperf lays out one environment: an iPhone in
/// portrait at the default Dynamic Type size, light, left to right; state changes through `ViewGraph` (`--update`).
public struct EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var colorScheme: ColorScheme = .light
    public var layoutDirection: LayoutDirection = .leftToRight
    public var isEnabled = true
    public var displayScale: CGFloat = 3
    /// The font texts below are given (`.font(_:)` and `.environment(\.font, …)` set the same
    /// value, which the texts read: ``ViewSceneBuilder``'s font).
    public var font: Font?
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The entry an `@Entry var name` declares (the source build expands the macro into this):
    /// `value` until an ancestor sets it. Public for generated code; not for users.
    public subscript<V>(_gridperfEntry name: String, default value: @autoclosure () -> V) -> V {
        get { entries[name] as? V ?? value() }
        set { entries[name] = newValue }
    }
    private var entries: [String: Any] = [:]
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A value a view reads from its environment (`@Environment(\.horizontalSizeClass)`).
@propertyWrapper
public struct Environment<Value> {
    let read: () -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { (ViewSceneBuilder.current?.environment ?? EnvironmentValues())[keyPath: keyPath] }
    }
    public var wrappedValue: Value { read() }
}

extension Environment where Value: AnyObject {
    /// `@Environment(Model.self)`: the object an ancestor gave with `.environment(_:)`. Reading one
    /// that no ancestor gave stops with a message naming it, exit status 1 (SwiftUI stops too).
    public init(_ objectType: Value.Type) {
        read = {
            guard let object = ViewSceneBuilder.object(Value.self) else {
                ViewSceneBuilder.stop(
                    "@Environment(\(Value.self).self): no ancestor of the view gives one (.environment(_:) on an ancestor, or on the --view expression)"
                )
            }
            return object
        }
    }
}

/// A view's own state, as SwiftUI's `@State`: stored with the view's identity, so that a new
/// value of the view made by its parent's body keeps the state its identity already has
/// (``ViewGraph``); setting it runs the view's body again ("Demystify SwiftUI", WWDC21).
@propertyWrapper
public struct State<Value>: _GraphProperty {
    let cell: StateCell<Value>
    public init(wrappedValue value: Value) { cell = StateCell(value) }
    public init(initialValue value: Value) { cell = StateCell(value) }
    public var wrappedValue: Value {
        get { cell.target.value }
        nonmutating set { cell.target.set(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let cell = self.cell
        return Binding(get: { cell.target.value }, set: { cell.target.set($0) })
    }

    public func _adopt(_ kept: any _GraphProperty) {
        if let kept = kept as? State<Value>, kept.cell.target !== cell { cell.forward = kept.cell.target }
    }
    public func _observe(_ changed: @escaping () -> Void) { cell.target.onSet = changed }
    public var _dependency: _GraphDependency { .state }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of a `@State`: its value, or the storage its view's identity kept (``forward``).
final class StateCell<Value> {
    var value: Value
    /// The cell this one stands for: the state of the view's identity, made by an earlier value.
    var forward: StateCell<Value>?
    /// Told before the value changes (the view graph marks the view).
    var onSet: (() -> Void)?
    init(_ value: Value) { self.value = value }
    var target: StateCell<Value> { forward ?? self }
    func set(_ newValue: Value) {
        onSet?()
        value = newValue
    }
}

final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// The binding whose changes animate (`$value.animation()`): the same binding here, nothing animates.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    /// The binding to a property (`$model.name`): it reads and writes through this binding.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.get()[keyPath: keyPath] },
            set: { newValue in
                var value = self.get()
                value[keyPath: keyPath] = newValue
                self.set(value)
            })
    }
}

/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's (iOS 15:
/// `ForEach($items) { $item in … }`, `$values.first`): each element's binding reads and writes
/// the element at its index through the collection's binding.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { self.get().startIndex }
    public var endIndex: Index { self.get().endIndex }
    public var indices: Indices { self.get().indices }
    public func index(after i: Index) -> Index { self.get().index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.get()[position] },
            set: { newValue in
                var value = self.get()
                value[position] = newValue
                self.set(value)
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { self.get().index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified by the value's `id`, as SwiftUI's (so that
/// `ForEach($items)` identifies each row by its item).
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { self.get().id }
}

/// An observable object a view creates, as SwiftUI's `@StateObject`: made once for the view's
/// identity, when first read (Apple's documentation: "SwiftUI creates a new instance of the model
/// object only once during the lifetime of the container that declares the state object"); its
/// `objectWillChange` runs the view's body.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _GraphProperty {
    let cell: ObjectCell<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { cell = ObjectCell(thunk) }
    public var wrappedValue: ObjectType { cell.target.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    public func _adopt(_ kept: any _GraphProperty) {
        if let kept = kept as? StateObject<ObjectType>, kept.cell.target !== cell { cell.forward = kept.cell.target }
    }
    public var _dependency: _GraphDependency { .object(wrappedValue, "@StateObject") }
}

/// The object of a `@StateObject`, made on first read, or the cell its view's identity kept.
final class ObjectCell<ObjectType: AnyObject> {
    private var made: ObjectType?
    private let make: () -> ObjectType
    var forward: ObjectCell<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var target: ObjectCell<ObjectType> { forward ?? self }
    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`: its `objectWillChange`
/// runs the view's body, whichever property changed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _GraphProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    /// The object (settable, as SwiftUI's: an initialiser may assign `self.model = model`).
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
    public var _dependency: _GraphDependency { .object(wrappedValue, "@ObservedObject") }
}

/// An object from an ancestor, as SwiftUI's `@EnvironmentObject`: the one an ancestor gave with
/// `.environmentObject(_:)`. Reading one that no ancestor gave stops with a message naming it,
/// exit status 1 (SwiftUI stops too). Its `objectWillChange` runs the view's body.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: _GraphProperty {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let object = ViewSceneBuilder.object(ObjectType.self) else {
            ViewSceneBuilder.stop(
                "@EnvironmentObject \(ObjectType.self): no ancestor of the view gives one (.environmentObject(_:) on an ancestor, or on the --view expression)"
            )
        }
        return object
    }
    /// Bindings to the object's properties (`$model.name`), as `@ObservedObject`'s.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
    public var _dependency: _GraphDependency {
        ViewSceneBuilder.object(ObjectType.self).map { .object($0, "@EnvironmentObject") } ?? .none
    }
}

/// SwiftUI's previews: declared so that a file with previews compiles; gridperf ignores them.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
