import GridPerfCombine

/// SwiftUI's environment as a view reads it. gridperf lays out one environment: an iPhone in
/// portrait at the default Dynamic Type size, light, left to right; state changes through `ViewGraph` (`--update`).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct EnvironmentValues {
    /// `EnvironmentValues`'s `horizontalSizeClass`. Approximated: see `EnvironmentValues`.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// `EnvironmentValues`'s `verticalSizeClass`. Approximated: see `EnvironmentValues`.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// `EnvironmentValues`'s `dynamicTypeSize`. Approximated: see `EnvironmentValues`.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `EnvironmentValues`'s `colorScheme`. Approximated: see `EnvironmentValues`.
    public var colorScheme: ColorScheme = .light
    /// `EnvironmentValues`'s `layoutDirection`. Approximated: see `EnvironmentValues`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `EnvironmentValues`'s `isEnabled`. Approximated: see `EnvironmentValues`.
    public var isEnabled = true
    /// `EnvironmentValues`'s `displayScale`. Approximated: see `EnvironmentValues`.
    public var displayScale: CGFloat = 3
    /// The font texts below are given (`.font(_:)` and `.environment(\.font, …)` set the same
    /// value, which the texts read: ``ViewSceneBuilder``'s font).
    ///
    /// Approximated: see `EnvironmentValues`.
    public var font: Font?
    private var values: [ObjectIdentifier: Any] = [:]

    /// Makes an `EnvironmentValues`. Approximated: see `EnvironmentValues`.
    public init() {}

    /// `EnvironmentValues`'s `subscript(_:)`. Approximated: see `EnvironmentValues`.
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

/// A key of a value in the environment, as SwiftUI's `EnvironmentKey`. Approximated: a view reads the key's
/// `defaultValue` unless an ancestor set it with `environment(_:_:)` (gridperf lays out one environment).
public protocol EnvironmentKey {
    /// `EnvironmentKey`'s `Value` type. Approximated: see `EnvironmentKey`.
    associatedtype Value
    /// `EnvironmentKey`'s `defaultValue`. Approximated: see `EnvironmentKey`.
    static var defaultValue: Value { get }
}

/// SwiftUI's size classes. Approximated: gridperf's environment is an iPhone's in portrait, compact width and regular
/// height.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A case of `UserInterfaceSizeClass`. Approximated: see `UserInterfaceSizeClass`.
    case compact, regular
}

/// SwiftUI's Dynamic Type sizes. Approximated: gridperf lays out at `.large`, the default, unless `dynamicTypeSize(_:)`
/// sets another; the text model's font sizes are the Large ones.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// A case of `DynamicTypeSize`. Approximated: see `DynamicTypeSize`.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// A case of `DynamicTypeSize`. Approximated: see `DynamicTypeSize`.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// `DynamicTypeSize`'s `isAccessibilitySize`. Approximated: see `DynamicTypeSize`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A value a view reads from its environment (`@Environment(\.horizontalSizeClass)`).
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct Environment<Value> {
    let read: () -> Value
    /// A value of the environment (`@Environment(\.horizontalSizeClass)`), as the closest ancestor set it, else the one
    /// environment gridperf lays out (compact width, regular height, Dynamic Type large, light, left to right).
    /// Approximated: see `Environment`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { (ViewSceneBuilder.current?.environment ?? EnvironmentValues())[keyPath: keyPath] }
    }
    /// The value the environment holds for the key path, read when the body runs. Approximated: see `Environment`.
    public var wrappedValue: Value { read() }
}

extension Environment where Value: AnyObject {
    /// `@Environment(Model.self)`: the object an ancestor gave with `.environment(_:)`. Reading one
    /// that no ancestor gave stops with a message naming it, exit status 1 (SwiftUI stops too).
    ///
    /// Approximated: see `Environment`.
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
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct State<Value>: _GraphProperty {
    let cell: StateCell<Value>
    /// A view's own value, kept with the view's identity across its body's runs. Approximated: read as SwiftUI reads
    /// it, changed only by `gridperf run --update` (docs/UPDATES.md).
    public init(wrappedValue value: Value) { cell = StateCell(value) }
    /// The older spelling of ``init(wrappedValue:)``. Approximated: see `State`.
    public init(initialValue value: Value) { cell = StateCell(value) }
    /// The current value; setting it marks the views that read it, for `--update`. Approximated: see `State`.
    public var wrappedValue: Value {
        get { cell.target.value }
        nonmutating set { cell.target.set(newValue) }
    }
    /// A binding to the value (`$value`), for a child view to read and change. Approximated: see `State`.
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
    /// Makes a `State`. Approximated: see `State`.
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
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// The binding whose changes animate (`$value.animation()`): the same binding here, nothing animates.
    ///
    /// Not drawn: returns the binding unchanged.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    /// Makes a `Binding`. Approximated: see `Binding`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// Makes a `Binding`. Approximated: see `Binding`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// `Binding`'s `constant(_:)`. Approximated: see `Binding`.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    /// `Binding`'s `wrappedValue`. Approximated: see `Binding`.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    /// `Binding`'s `projectedValue`. Approximated: see `Binding`.
    public var projectedValue: Binding<Value> { self }
    /// The binding to a property (`$model.name`): it reads and writes through this binding.
    ///
    /// Approximated: see `Binding`.
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
    /// `Binding`'s `Element` type. Approximated: see `Binding`.
    public typealias Element = Binding<Value.Element>
    /// `Binding`'s `Iterator` type. Approximated: see `Binding`.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// `Binding`'s `SubSequence` type. Approximated: see `Binding`.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// `Binding`'s `Index` type. Approximated: see `Binding`.
    public typealias Index = Value.Index
    /// `Binding`'s `Indices` type. Approximated: see `Binding`.
    public typealias Indices = Value.Indices
    /// `Binding`'s `startIndex`. Approximated: see `Binding`.
    public var startIndex: Index { self.get().startIndex }
    /// `Binding`'s `endIndex`. Approximated: see `Binding`.
    public var endIndex: Index { self.get().endIndex }
    /// `Binding`'s `indices`. Approximated: see `Binding`.
    public var indices: Indices { self.get().indices }
    /// `Binding`'s `index(after:)`. Approximated: see `Binding`.
    public func index(after i: Index) -> Index { self.get().index(after: i) }
    /// `Binding`'s `subscript(_:)`. Approximated: see `Binding`.
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
    /// `Binding`'s `index(before:)`. Approximated: see `Binding`.
    public func index(before i: Index) -> Index { self.get().index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified by the value's `id`, as SwiftUI's (so that
/// `ForEach($items)` identifies each row by its item).
extension Binding: Identifiable where Value: Identifiable {
    /// `Binding`'s `id`. Approximated: see `Binding`.
    public var id: Value.ID { self.get().id }
}

/// An observable object a view creates, as SwiftUI's `@StateObject`: made once for the view's
/// identity, when first read (Apple's documentation: "SwiftUI creates a new instance of the model
/// object only once during the lifetime of the container that declares the state object"); its
/// `objectWillChange` runs the view's body.
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _GraphProperty {
    let cell: ObjectCell<ObjectType>
    /// Makes a `StateObject`. Approximated: see `StateObject`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { cell = ObjectCell(thunk) }
    /// `StateObject`'s `wrappedValue`. Approximated: see `StateObject`.
    public var wrappedValue: ObjectType { cell.target.object }
    /// `StateObject`'s `projectedValue`. Approximated: see `StateObject`.
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
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _GraphProperty {
    /// The bindings an `@ObservedObject` projects (`$model.name`). Approximated: see `ObservedObject`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// `ObservedObject.Wrapper`'s `subscript(dynamicMember:)`. Approximated: see `ObservedObject.Wrapper`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    /// The object (settable, as SwiftUI's: an initialiser may assign `self.model = model`).
    ///
    /// Approximated: see `ObservedObject`.
    public var wrappedValue: ObjectType
    /// Makes an `ObservedObject`. Approximated: see `ObservedObject`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Makes an `ObservedObject`. Approximated: see `ObservedObject`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// `ObservedObject`'s `projectedValue`. Approximated: see `ObservedObject`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
    public var _dependency: _GraphDependency { .object(wrappedValue, "@ObservedObject") }
}

/// An object from an ancestor, as SwiftUI's `@EnvironmentObject`: the one an ancestor gave with
/// `.environmentObject(_:)`. Reading one that no ancestor gave stops with a message naming it,
/// exit status 1 (SwiftUI stops too). Its `objectWillChange` runs the view's body.
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: _GraphProperty {
    /// Makes an `EnvironmentObject`. Approximated: see `EnvironmentObject`.
    public init() {}
    /// `EnvironmentObject`'s `wrappedValue`. Approximated: see `EnvironmentObject`.
    public var wrappedValue: ObjectType {
        guard let object = ViewSceneBuilder.object(ObjectType.self) else {
            ViewSceneBuilder.stop(
                "@EnvironmentObject \(ObjectType.self): no ancestor of the view gives one (.environmentObject(_:) on an ancestor, or on the --view expression)"
            )
        }
        return object
    }
    /// Bindings to the object's properties (`$model.name`), as `@ObservedObject`'s.
    ///
    /// Approximated: see `EnvironmentObject`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
    public var _dependency: _GraphDependency {
        ViewSceneBuilder.object(ObjectType.self).map { .object($0, "@EnvironmentObject") } ?? .none
    }
}

/// SwiftUI's previews: declared so that a file with previews compiles; gridperf ignores them.
///
/// Not drawn: compiles, and changes no layout.
public protocol PreviewProvider {
    /// `PreviewProvider`'s `Previews` type. Not drawn: compiles, and changes no layout.
    associatedtype Previews: View
    /// `PreviewProvider`'s `previews`. Not drawn: compiles, and changes no layout.
    @ViewBuilder static var previews: Previews { get }
}
