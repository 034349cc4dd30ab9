import GridPerfCore

// MARK: ViewModifier

/// A reusable modifier, as SwiftUI's `ViewModifier`: `content.modifier(M())` lays out as
/// `M().body(content:)` with `content` standing for the modified view — laid out for real.
///
/// Laid out as in SwiftUI.
public protocol ViewModifier {
    /// `ViewModifier`'s `Body` type. Laid out as in SwiftUI.
    associatedtype Body: View
    /// `ViewModifier`'s `Content` type. Laid out as in SwiftUI.
    typealias Content = _ViewModifier_Content<Self>
    /// `ViewModifier`'s `body(content:)`. Laid out as in SwiftUI.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let make: (ViewSceneBuilder) -> [SceneItem]
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { make(builder) }
}

/// A view with a ``ViewModifier`` applied, as SwiftUI's `ModifiedContent`.
///
/// Laid out as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, _PrimitiveView {
    /// `ModifiedContent`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// `ModifiedContent`'s `content`. Laid out as in SwiftUI.
    public var content: Content
    /// `ModifiedContent`'s `modifier`. Laid out as in SwiftUI.
    public var modifier: Modifier
    /// Makes a `ModifiedContent`. Laid out as in SwiftUI.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let content = self.content
        builder.userCodeRuns += 1
        return builder.items(of: modifier.body(content: _ViewModifier_Content { $0.items(of: content) }))
    }
}

extension View {
    /// `View`'s `modifier(_:)`. Laid out as in SwiftUI.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A property a view's body reads that SwiftUI updates, as SwiftUI's `DynamicProperty`.
///
/// Approximated: the difference from SwiftUI is stated above.
public protocol DynamicProperty {
    /// `DynamicProperty`'s `update()`. Approximated: see `DynamicProperty`.
    mutating func update()
}
extension DynamicProperty {
    /// `DynamicProperty`'s `update()`. Approximated: see `DynamicProperty`.
    public mutating func update() {}
}

// MARK: Button styles

/// SwiftUI's `ButtonStyle`: compiles; a style's `makeBody` is not applied (the button is laid out
/// as its label, docs/SWIFTUI.md, "Controls").
///
/// Not drawn: compiles, and changes no layout.
public protocol ButtonStyle: PrimitiveButtonStyle {
    /// `ButtonStyle`'s `Body` type. Not drawn: compiles, and changes no layout.
    associatedtype Body: View
    /// `ButtonStyle`'s `Configuration` type. Not drawn: compiles, and changes no layout.
    typealias Configuration = ButtonStyleConfiguration
    /// `ButtonStyle`'s `makeBody(configuration:)`. Not drawn: compiles, and changes no layout.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ButtonStyleConfiguration`. Not drawn: compiles, and changes no layout.
public struct ButtonStyleConfiguration {
    /// SwiftUI's `ButtonStyleConfiguration.Label`. Not drawn: compiles, and changes no layout.
    public struct Label: View, _PrimitiveView {
        /// `ButtonStyleConfiguration.Label`'s `Body` type. Not drawn: compiles, and changes no layout.
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    /// `ButtonStyleConfiguration`'s `label`. Not drawn: compiles, and changes no layout.
    public let label = Label()
    /// `ButtonStyleConfiguration`'s `isPressed`. Not drawn: compiles, and changes no layout.
    public let isPressed = false
    /// `ButtonStyleConfiguration`'s `role`. Not drawn: compiles, and changes no layout.
    public let role: ButtonRole? = nil
}

/// SwiftUI's `PlainButtonStyle`. Not drawn: compiles, and changes no layout.
public typealias PlainButtonStyle = _ButtonStyle
/// SwiftUI's `BorderlessButtonStyle`. Not drawn: compiles, and changes no layout.
public typealias BorderlessButtonStyle = _ButtonStyle
/// SwiftUI's `BorderedButtonStyle`. Not drawn: compiles, and changes no layout.
public typealias BorderedButtonStyle = _ButtonStyle
/// SwiftUI's `BorderedProminentButtonStyle`. Not drawn: compiles, and changes no layout.
public typealias BorderedProminentButtonStyle = _ButtonStyle
/// SwiftUI's `DefaultButtonStyle`. Not drawn: compiles, and changes no layout.
public typealias DefaultButtonStyle = _ButtonStyle

// MARK: Preferences

/// SwiftUI's `PreferenceKey`: compiles; preferences flow up after layout, which gridperf does not
/// feed back (the `onPreferenceChange` action never runs).
///
/// Not drawn: compiles, and changes no layout.
public protocol PreferenceKey {
    /// `PreferenceKey`'s `Value` type. Not drawn: compiles, and changes no layout.
    associatedtype Value
    /// `PreferenceKey`'s `defaultValue`. Not drawn: compiles, and changes no layout.
    static var defaultValue: Value { get }
    /// `PreferenceKey`'s `reduce(value:nextValue:)`. Not drawn: compiles, and changes no layout.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> Self where K.Value: Equatable
    { self }
    /// `View`'s `anchorPreference(key:value:transform:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> Self { self }
}

// MARK: Property wrappers

/// SwiftUI's `@AppStorage`: holds its default as a view's `@State` holds its value (no user
/// defaults are read).
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    /// Makes an `AppStorage`. Approximated: see `AppStorage`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }
    /// `AppStorage`'s `wrappedValue`. Approximated: see `AppStorage`.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// `AppStorage`'s `projectedValue`. Approximated: see `AppStorage`.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Makes an `AppStorage`. Approximated: see `AppStorage`.
    public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: nil) }
}

/// SwiftUI's `@SceneStorage`: holds its default.
///
/// Not drawn: compiles, and changes no layout.
public typealias SceneStorage = AppStorage

/// SwiftUI's `@FocusState`: nothing is focused.
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state (`$focused`). Approximated: see `FocusState` (nothing is focused).
    @propertyWrapper
    public struct Binding {
        let box: Box<Value>
        /// `FocusState.Binding`'s `wrappedValue`. Approximated: see `FocusState.Binding`.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// `FocusState.Binding`'s `projectedValue`. Approximated: see `FocusState.Binding`.
        public var projectedValue: Binding { self }
    }
    private let box: Box<Value>
    /// Makes a `FocusState`. Approximated: see `FocusState`.
    public init() where Value == Bool { box = Box(false) }
    /// Makes a `FocusState`. Approximated: see `FocusState`.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    /// `FocusState`'s `wrappedValue`. Approximated: see `FocusState`.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// `FocusState`'s `projectedValue`. Approximated: see `FocusState`.
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
}

/// SwiftUI's focused values (`extension FocusedValues { var field: … }`, `@FocusedValue(\.field)`,
/// `.focusedValue(\.field, value)`): nothing is focused, so a `@FocusedValue` reads `nil`.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Makes a `FocusedValues`. Approximated: see `FocusedValues`.
    public init() {}
    /// `FocusedValues`'s `subscript(_:)`. Approximated: see `FocusedValues`.
    public subscript<K: FocusedValueKey>(key: K.Type) -> K.Value? {
        get { values[ObjectIdentifier(key)] as? K.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of a focused value. Approximated: see `FocusedValues` (nothing is focused).
public protocol FocusedValueKey {
    /// `FocusedValueKey`'s `Value` type. Approximated: see `FocusedValueKey`.
    associatedtype Value
}

/// SwiftUI's `@FocusedValue`. Approximated: nothing is focused, so it reads `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Makes a `FocusedValue`. Approximated: see `FocusedValue`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// Makes a `FocusedValue`. Approximated: see `FocusedValue`.
    public init(_ objectType: Value.Type) where Value: AnyObject {}
    /// `FocusedValue`'s `wrappedValue`. Approximated: see `FocusedValue`.
    public var wrappedValue: Value? { nil }
}

/// SwiftUI's `@FocusedBinding`. Approximated: nothing is focused, so it reads `nil`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Makes a `FocusedBinding`. Approximated: see `FocusedBinding`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// `FocusedBinding`'s `wrappedValue`. Approximated: see `FocusedBinding`.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
}

extension View {
    /// A value for views that read the focus: not laid out (nothing is focused).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focusedSceneValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func focusedValue<T: AnyObject>(_ object: T?) -> Self { self }
}

/// SwiftUI's `@Namespace` (for `matchedGeometryEffect`).
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity (`matchedGeometryEffect(id:in:)`). Approximated: see `Namespace`.
    public struct ID: Hashable, Sendable { let value: Int }
    /// Makes a `Namespace`. Approximated: see `Namespace`.
    public init() {}
    /// `Namespace`'s `wrappedValue`. Approximated: see `Namespace`.
    public var wrappedValue: ID { ID(value: 0) }
}

/// SwiftUI's `@Bindable`: bindings to an `@Observable` object's properties.
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// `Bindable`'s `wrappedValue`. Approximated: see `Bindable`.
    public var wrappedValue: Value
    /// Makes a `Bindable`. Approximated: see `Bindable`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Makes a `Bindable`. Approximated: see `Bindable`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// `Bindable`'s `projectedValue`. Approximated: see `Bindable`.
    public var projectedValue: Bindable<Value> { self }
    /// `Bindable`'s `subscript(dynamicMember:)`. Approximated: see `Bindable`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// SwiftUI's `@ScaledMetric`: at the default Dynamic Type size (the one gridperf lays out) a scaled
/// metric is its base value (Apple's documentation: "a dynamic property that scales a numeric
/// value", relative to the `large` size).
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// `ScaledMetric`'s `wrappedValue`. Approximated: see `ScaledMetric`.
    public let wrappedValue: Value
    /// Makes a `ScaledMetric`. Approximated: see `ScaledMetric`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Makes a `ScaledMetric`. Approximated: see `ScaledMetric`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

/// SwiftUI's `@GestureState`: holds its initial value (no gesture runs).
///
/// Approximated: the difference from SwiftUI is stated above.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// `GestureState`'s `wrappedValue`. Approximated: see `GestureState`.
    public let wrappedValue: Value
    /// Makes a `GestureState`. Approximated: see `GestureState`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Makes a `GestureState`. Approximated: see `GestureState`.
    public init(initialValue: Value) { wrappedValue = initialValue }
    /// `GestureState`'s `projectedValue`. Approximated: see `GestureState`.
    public var projectedValue: GestureState<Value> { self }
}

// MARK: Gestures

/// SwiftUI's `Gesture`: gestures compile and never fire.
///
/// Not drawn: compiles, and changes no layout.
public protocol Gesture {
    /// `Gesture`'s `Value` type. Not drawn: compiles, and changes no layout.
    associatedtype Value
}

extension Gesture {
    /// `Gesture`'s `onChanged(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// `Gesture`'s `onEnded(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// `Gesture`'s `updating(_:body:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
    /// `Gesture`'s `exclusively(before:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
    /// `Gesture`'s `simultaneously(with:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    /// `Gesture`'s `sequenced(before:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    /// `Gesture`'s `map(_:)`. Not drawn: compiles, and changes no layout.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<T> { _MappedGesture() }
}

public struct _MappedGesture<Value>: Gesture {}

/// SwiftUI's `DragGesture`. Not drawn: compiles, and changes no layout.
public struct DragGesture: Gesture {
    /// SwiftUI's `DragGesture.Value`. Not drawn: compiles, and changes no layout.
    public struct Value: Equatable, Sendable {
        /// `DragGesture.Value`'s `location`. Not drawn: compiles, and changes no layout.
        public var location: CGPoint = .zero, startLocation: CGPoint = .zero
        /// `DragGesture.Value`'s `translation`. Not drawn: compiles, and changes no layout.
        public var translation: CGSize = .zero, predictedEndTranslation: CGSize = .zero
        /// `DragGesture.Value`'s `velocity`. Not drawn: compiles, and changes no layout.
        public var velocity: CGSize = .zero, predictedEndLocation: CGPoint = .zero
        /// `DragGesture.Value`'s `time`. Not drawn: compiles, and changes no layout.
        public var time = Date(timeIntervalSince1970: 0)
    }
    /// Makes a `DragGesture`. Not drawn: compiles, and changes no layout.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    /// Makes a `DragGesture`. Not drawn: compiles, and changes no layout.
    public init<C: CoordinateSpaceProtocol>(minimumDistance: CGFloat = 10, coordinateSpace: C) {}
}

/// SwiftUI's `TapGesture`. Not drawn: compiles, and changes no layout.
public struct TapGesture: Gesture {
    /// `TapGesture`'s `Value` type. Not drawn: compiles, and changes no layout.
    public typealias Value = Void
    /// Makes a `TapGesture`. Not drawn: compiles, and changes no layout.
    public init(count: Int = 1) {}
}

/// SwiftUI's `LongPressGesture`. Not drawn: compiles, and changes no layout.
public struct LongPressGesture: Gesture {
    /// `LongPressGesture`'s `Value` type. Not drawn: compiles, and changes no layout.
    public typealias Value = Bool
    /// Makes a `LongPressGesture`. Not drawn: compiles, and changes no layout.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// SwiftUI's `MagnifyGesture`. Not drawn: compiles, and changes no layout.
public struct MagnifyGesture: Gesture {
    /// SwiftUI's `MagnifyGesture.Value`. Not drawn: compiles, and changes no layout.
    public struct Value: Sendable {
        /// `MagnifyGesture.Value`'s `magnification`. Not drawn: compiles, and changes no layout.
        public var magnification: CGFloat = 1
    }
    /// Makes a `MagnifyGesture`. Not drawn: compiles, and changes no layout.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// SwiftUI's `MagnificationGesture`. Not drawn: compiles, and changes no layout.
public typealias MagnificationGesture = MagnifyGesture

/// SwiftUI's `GestureMask`. Not drawn: compiles, and changes no layout.
public struct GestureMask: OptionSet, Sendable {
    /// `GestureMask`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `GestureMask`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `GestureMask`'s `none`. Not drawn: compiles, and changes no layout.
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1)
    /// `GestureMask`'s `subviews`. Not drawn: compiles, and changes no layout.
    public static let subviews = GestureMask(rawValue: 2), all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// `View`'s `simultaneousGesture(_:including:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// `View`'s `highPriorityGesture(_:including:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> Self { self }
}

// MARK: Animation and effects

/// SwiftUI's `ContentTransition`.
///
/// Not drawn: compiles, and changes no layout.
public struct ContentTransition: Sendable {
    /// `ContentTransition`'s `identity`. Not drawn: compiles, and changes no layout.
    public static let identity = ContentTransition(), opacity = ContentTransition()
    /// `ContentTransition`'s `interpolate`. Not drawn: compiles, and changes no layout.
    public static let interpolate = ContentTransition()
    /// `ContentTransition`'s `numericText(countsDown:)`. Not drawn: compiles, and changes no layout.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { .init() }
    /// `ContentTransition`'s `numericText(value:)`. Not drawn: compiles, and changes no layout.
    public static func numericText(value: Double) -> ContentTransition { .init() }
    /// `ContentTransition`'s `symbolEffect(_:options:)`. Not drawn: compiles, and changes no layout.
    public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default)
        -> ContentTransition
    { .init() }
    /// A symbol's change shown with the default symbol effect (iOS 17).
    ///
    /// Not drawn: compiles, and changes no layout.
    public static var symbolEffect: ContentTransition { .init() }
}

/// Whether a held button repeats its action (iOS 17's `buttonRepeatBehavior(_:)`): compiled, no
/// layout of its own.
///
/// Not drawn: compiles, and changes no layout.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    /// `ButtonRepeatBehavior`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = ButtonRepeatBehavior(), enabled = ButtonRepeatBehavior()
    /// `ButtonRepeatBehavior`'s `disabled`. Not drawn: compiles, and changes no layout.
    public static let disabled = ButtonRepeatBehavior()
}

extension View {
    /// A held button's repetition: not laid out (an interaction).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }
}

/// SwiftUI's `BlendMode`.
///
/// Not drawn: compiles, and changes no layout.
public enum BlendMode: Sendable, Hashable {
    /// A case of `BlendMode`. Not drawn: compiles, and changes no layout.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// A case of `BlendMode`. Not drawn: compiles, and changes no layout.
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    /// A case of `BlendMode`. Not drawn: compiles, and changes no layout.
    case destinationOut, plusDarker, plusLighter
}

/// SwiftUI's `SymbolVariants`.
///
/// Not drawn: compiles, and changes no layout.
public struct SymbolVariants: Hashable, Sendable {
    /// `SymbolVariants`'s `none`. Not drawn: compiles, and changes no layout.
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
    /// `SymbolVariants`'s `rectangle`. Not drawn: compiles, and changes no layout.
    public static let rectangle = SymbolVariants(), fill = SymbolVariants(), slash = SymbolVariants()
}

extension View {
    /// `View`'s `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. Not drawn: returns the view unchanged, so
    /// it lays out as without it.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func compositingGroup() -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
    /// The colours inverted: compiles, not drawn.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func colorInvert() -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accentColor(_ accentColor: Color?) -> Self { self }
    /// `View`'s `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`. Not drawn: returns the view unchanged, so it
    /// lays out as without it.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func contrast(_ amount: Double) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func colorMultiply(_ color: Color) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, value: some Equatable
    ) -> Self { self }
    /// `View`'s `symbolEffect(_:options:isActive:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }
    /// Hidden, the view keeps its place: Apple's documentation of `hidden()`, "Hidden views are
    /// invisible and can't receive or respond to interactions. However, they do remain in the view
    /// hierarchy and affect layout." Laid out as the view.
    public func hidden() -> Self { self }
}

/// An SF Symbol's effect (`.symbolEffect(.bounce, value: count)`): compiles, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol SymbolEffect: Sendable {}
public struct _SymbolEffect: SymbolEffect {
    public var up: _SymbolEffect { self }
    public var down: _SymbolEffect { self }
    public var byLayer: _SymbolEffect { self }
    public var wholeSymbol: _SymbolEffect { self }
    public var downUp: _SymbolEffect { self }
    public var upUp: _SymbolEffect { self }
    public var offUp: _SymbolEffect { self }
}
extension SymbolEffect where Self == _SymbolEffect {
    /// `SymbolEffect`'s `bounce`. Not drawn: compiles, and changes no layout.
    public static var bounce: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `pulse`. Not drawn: compiles, and changes no layout.
    public static var pulse: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `variableColor`. Not drawn: compiles, and changes no layout.
    public static var variableColor: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `scale`. Not drawn: compiles, and changes no layout.
    public static var scale: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `appear`. Not drawn: compiles, and changes no layout.
    public static var appear: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `disappear`. Not drawn: compiles, and changes no layout.
    public static var disappear: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `wiggle`. Not drawn: compiles, and changes no layout.
    public static var wiggle: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `rotate`. Not drawn: compiles, and changes no layout.
    public static var rotate: _SymbolEffect { _SymbolEffect() }
    /// `SymbolEffect`'s `breathe`. Not drawn: compiles, and changes no layout.
    public static var breathe: _SymbolEffect { _SymbolEffect() }
    /// A symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`).
    ///
    /// Not drawn: compiles, and changes no layout.
    public static var replace: _SymbolEffect { _SymbolEffect() }
}

/// The platform's selection colour as a style (`.background(.selection, in: …)`): a style.
///
/// Not drawn: compiles, and changes no layout.
public struct SelectionShapeStyle: ShapeStyle {
    /// Makes a `SelectionShapeStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}
extension ShapeStyle where Self == SelectionShapeStyle {
    /// `ShapeStyle`'s `selection`. Not drawn: compiles, and changes no layout.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// What a `visualEffect` closure returns (iOS 17): effects drawn after layout, which change no
/// frame (Apple's documentation of `visualEffect(_:)`: effects "that don't affect layout").
///
/// Not drawn: compiles, and changes no layout.
public protocol VisualEffect: Sendable {}

/// The effects a `visualEffect` closure starts from: each call compiles; the closure is never
/// called (gridperf draws nothing, and the effects move no frame).
///
/// Not drawn: compiles, and changes no layout.
public struct EmptyVisualEffect: VisualEffect {
    /// Makes an `EmptyVisualEffect`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `EmptyVisualEffect`'s `offset(x:y:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// `EmptyVisualEffect`'s `offset(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func offset(_ offset: CGSize) -> Self { self }
    /// `EmptyVisualEffect`'s `scaleEffect(_:anchor:)`. Not drawn: returns it unchanged, so nothing in the layout
    /// changes.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// `EmptyVisualEffect`'s `scaleEffect(x:y:anchor:)`. Not drawn: returns it unchanged, so nothing in the layout
    /// changes.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// `EmptyVisualEffect`'s `scaleEffect(_:anchor:)`. Not drawn: returns it unchanged, so nothing in the layout
    /// changes.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// `EmptyVisualEffect`'s `rotationEffect(_:anchor:)`. Not drawn: returns it unchanged, so nothing in the layout
    /// changes.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// `EmptyVisualEffect`'s `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`. Not drawn: returns it unchanged,
    /// so nothing in the layout changes.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// `EmptyVisualEffect`'s `opacity(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func opacity(_ opacity: Double) -> Self { self }
    /// `EmptyVisualEffect`'s `blur(radius:opaque:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// `EmptyVisualEffect`'s `brightness(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func brightness(_ amount: Double) -> Self { self }
    /// `EmptyVisualEffect`'s `saturation(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func saturation(_ amount: Double) -> Self { self }
    /// `EmptyVisualEffect`'s `grayscale(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func grayscale(_ amount: Double) -> Self { self }
    /// `EmptyVisualEffect`'s `hueRotation(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// `EmptyVisualEffect`'s `contrast(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func contrast(_ amount: Double) -> Self { self }
    /// `EmptyVisualEffect`'s `colorMultiply(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func colorMultiply(_ color: Color) -> Self { self }
}

extension View {
    /// Effects drawn from the view's geometry (iOS 17): they change no layout, so the view is laid
    /// out as it is and `effect` is never called.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E)
        -> Self
    { self }
}

/// The style of the view's background (`.background` as a style, `.fill(.background)`).
///
/// Not drawn: compiles, and changes no layout.
public struct BackgroundStyle: ShapeStyle {
    /// Makes a `BackgroundStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}
extension ShapeStyle where Self == BackgroundStyle {
    /// `ShapeStyle`'s `background`. Not drawn: compiles, and changes no layout.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A type-erased shape, as SwiftUI's `AnyShape` (iOS 16): laid out as any shape (what it is proposed).
///
/// Laid out as in SwiftUI.
public struct AnyShape: Shape, @unchecked Sendable {
    let wrapped: any Shape
    /// Makes an `AnyShape`. Laid out as in SwiftUI.
    public init<S: Shape>(_ shape: S) { wrapped = shape }
    /// `AnyShape`'s `path(in:)`. Laid out as in SwiftUI.
    public func path(in rect: CGRect) -> Path { wrapped.path(in: rect) }
}

/// SwiftUI's `MatchedGeometryProperties`. Not drawn: compiles, and changes no layout.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// `MatchedGeometryProperties`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: UInt32
    /// Makes a `MatchedGeometryProperties`. Not drawn: compiles, and changes no layout.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `MatchedGeometryProperties`'s `position`. Not drawn: compiles, and changes no layout.
    public static let position = Self(rawValue: 1), size = Self(rawValue: 2)
    /// `MatchedGeometryProperties`'s `frame`. Not drawn: compiles, and changes no layout.
    public static let frame: Self = [.position, .size]
}

/// SwiftUI's `SensoryFeedback`. Not drawn: compiles, and changes no layout.
public struct SensoryFeedback: Sendable {
    /// `SensoryFeedback`'s `success`. Not drawn: compiles, and changes no layout.
    public static let success = Self(), warning = Self(), error = Self(), selection = Self()
    /// `SensoryFeedback`'s `increase`. Not drawn: compiles, and changes no layout.
    public static let increase = Self(), decrease = Self(), impact = Self()
    /// `SensoryFeedback`'s `impact(weight:intensity:)`. Not drawn: compiles, and changes no layout.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self { Self() }
    /// SwiftUI's `SensoryFeedback.Weight`. Not drawn: compiles, and changes no layout.
    public struct Weight: Sendable {
        /// `SensoryFeedback.Weight`'s `light`. Not drawn: compiles, and changes no layout.
        public static let light = Weight(), medium = Weight(), heavy = Weight()
    }
}

/// SwiftUI's `SymbolEffectOptions`. Not drawn: compiles, and changes no layout.
public struct SymbolEffectOptions: Sendable {
    /// `SymbolEffectOptions`'s `default`. Not drawn: compiles, and changes no layout.
    public static let `default` = SymbolEffectOptions()
}

// MARK: Text input and keyboard

/// SwiftUI's `SubmitLabel`.
///
/// Not drawn: compiles, and changes no layout.
public struct SubmitLabel: Sendable {
    /// `SubmitLabel`'s `done`. Not drawn: compiles, and changes no layout.
    public static let done = Self(), go = Self(), send = Self(), join = Self(), route = Self()
    /// `SubmitLabel`'s `search`. Not drawn: compiles, and changes no layout.
    public static let search = Self(), `return` = Self(), next = Self(), `continue` = Self()
}

/// SwiftUI's `TextInputAutocapitalization`. Not drawn: compiles, and changes no layout.
public struct TextInputAutocapitalization: Sendable {
    /// `TextInputAutocapitalization`'s `never`. Not drawn: compiles, and changes no layout.
    public static let never = Self(), words = Self(), sentences = Self(), characters = Self()
}

/// SwiftUI's `SubmitTriggers`. Not drawn: compiles, and changes no layout.
public struct SubmitTriggers: OptionSet, Sendable {
    /// `SubmitTriggers`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `SubmitTriggers`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `SubmitTriggers`'s `text`. Not drawn: compiles, and changes no layout.
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

/// SwiftUI's `KeyEquivalent` and `EventModifiers`.
///
/// Not drawn: compiles, and changes no layout.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// Makes a `KeyEquivalent`. Not drawn: compiles, and changes no layout.
    public init(_ character: Character) {}
    /// Makes a `KeyEquivalent`. Not drawn: compiles, and changes no layout.
    public init(extendedGraphemeClusterLiteral value: Character) {}
    /// `KeyEquivalent`'s `return`. Not drawn: compiles, and changes no layout.
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}")
    /// `KeyEquivalent`'s `delete`. Not drawn: compiles, and changes no layout.
    public static let delete = KeyEquivalent("\u{8}"), space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
}

/// SwiftUI's `EventModifiers`. Not drawn: compiles, and changes no layout.
public struct EventModifiers: OptionSet, Sendable {
    /// `EventModifiers`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes an `EventModifiers`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `EventModifiers`'s `command`. Not drawn: compiles, and changes no layout.
    public static let command = Self(rawValue: 1), shift = Self(rawValue: 2), option = Self(rawValue: 4)
    /// `EventModifiers`'s `control`. Not drawn: compiles, and changes no layout.
    public static let control = Self(rawValue: 8)
}

/// SwiftUI's `TextSelectability`. Not drawn: compiles, and changes no layout.
public struct TextSelectability: Sendable {
    /// `TextSelectability`'s `enabled`. Not drawn: compiles, and changes no layout.
    public static let enabled = TextSelectability(), disabled = TextSelectability()
}

/// SwiftUI's `ScrollDismissesKeyboardMode`. Not drawn: compiles, and changes no layout.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// `ScrollDismissesKeyboardMode`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = Self(), immediately = Self(), interactively = Self(), never = Self()
}

/// SwiftUI's `ScrollBounceBehavior`. Not drawn: compiles, and changes no layout.
public struct ScrollBounceBehavior: Sendable {
    /// `ScrollBounceBehavior`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = Self(), always = Self(), basedOnSize = Self()
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollTargetLayout() -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// The iOS 13 spelling of `statusBarHidden(_:)`: compiles, not drawn (gridperf's window has no status bar).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func statusBar(hidden: Bool) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    /// `View`'s `accessibilityAdjustableAction(_:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self {
        self
    }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibility(label: Text) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibility(hidden: Bool) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibility(identifier: String) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func help(_ text: LocalizedStringKey) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func help<S: StringProtocol>(_ text: S) -> Self { self }
}

// MARK: Previews

/// SwiftUI's `PreviewLayout` and `PreviewDevice`: previews are not run.
///
/// Not drawn: compiles, and changes no layout.
public enum PreviewLayout: Sendable {
    /// A case of `PreviewLayout`. Not drawn: compiles, and changes no layout.
    case device, sizeThatFits
    /// A case of `PreviewLayout`. Not drawn: compiles, and changes no layout.
    case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`. Not drawn: compiles, and changes no layout.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// `PreviewDevice`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: String
    /// Makes a `PreviewDevice`. Not drawn: compiles, and changes no layout.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a `PreviewDevice`. Not drawn: compiles, and changes no layout.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func previewDisplayName(_ value: String?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

/// SwiftUI's `InterfaceOrientation`. Not drawn: compiles, and changes no layout.
public struct InterfaceOrientation: Sendable {
    /// `InterfaceOrientation`'s `portrait`. Not drawn: compiles, and changes no layout.
    public static let portrait = Self(), landscapeLeft = Self(), landscapeRight = Self()
    /// `InterfaceOrientation`'s `portraitUpsideDown`. Not drawn: compiles, and changes no layout.
    public static let portraitUpsideDown = Self()
}

// MARK: Scenes and commands

/// SwiftUI's `Commands` (a macOS app's menus): compile, not run.
///
/// Not drawn: compiles, and changes no layout.
public protocol Commands {}

/// SwiftUI's `CommandsBuilder`. Not drawn: compiles, and changes no layout.
@resultBuilder
public enum CommandsBuilder {
    /// `CommandsBuilder`'s `buildBlock(_:)`. Not drawn: compiles, and changes no layout.
    public static func buildBlock(_ commands: any Commands...) -> _Commands { _Commands() }
}

public struct _Commands: Commands {}

/// SwiftUI's `CommandGroup`. Not drawn: compiles, and changes no layout.
public struct CommandGroup<Content: View>: Commands {
    /// Makes a `CommandGroup`. Not drawn: compiles, and changes no layout.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Makes a `CommandGroup`. Not drawn: compiles, and changes no layout.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Makes a `CommandGroup`. Not drawn: compiles, and changes no layout.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// SwiftUI's `CommandMenu`. Not drawn: compiles, and changes no layout.
public struct CommandMenu<Content: View>: Commands {
    /// Makes a `CommandMenu`. Not drawn: compiles, and changes no layout.
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// SwiftUI's `CommandGroupPlacement`. Not drawn: compiles, and changes no layout.
public struct CommandGroupPlacement: Sendable {
    /// `CommandGroupPlacement`'s `newItem`. Not drawn: compiles, and changes no layout.
    public static let newItem = Self(), appInfo = Self(), help = Self(), sidebar = Self(), toolbar = Self()
    /// `CommandGroupPlacement`'s `pasteboard`. Not drawn: compiles, and changes no layout.
    public static let pasteboard = Self(), undoRedo = Self(), appSettings = Self()
}

// MARK: Styles and shapes

/// Which way VoiceOver adjusts a value (`accessibilityAdjustableAction`).
///
/// Not drawn: compiles, and changes no layout.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// A case of `AccessibilityAdjustmentDirection`. Not drawn: compiles, and changes no layout.
    case increment, decrement
}

/// The view's tint as a style (`.foregroundStyle(.tint)`): a style, it changes no layout.
///
/// Not drawn: compiles, and changes no layout.
public struct TintShapeStyle: ShapeStyle {
    /// Makes a `TintShapeStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// `ShapeStyle`'s `tint`. Not drawn: compiles, and changes no layout.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// How a drawing group renders its colours (`drawingGroup(colorMode:)`): compiles, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public enum ColorRenderingMode: Hashable, Sendable {
    /// A case of `ColorRenderingMode`. Not drawn: compiles, and changes no layout.
    case nonLinear, linear, extendedLinear
}

/// An image as a fill (`.border(ImagePaint(image: Image("brick"), scale: 0.2), width: 30)`): a
/// style, so it changes no layout.
///
/// Not drawn: compiles, and changes no layout.
public struct ImagePaint: ShapeStyle {
    /// `ImagePaint`'s `image`. Not drawn: compiles, and changes no layout.
    public var image: Image
    /// `ImagePaint`'s `sourceRect`. Not drawn: compiles, and changes no layout.
    public var sourceRect: CGRect
    /// `ImagePaint`'s `scale`. Not drawn: compiles, and changes no layout.
    public var scale: CGFloat
    /// Makes an `ImagePaint`. Not drawn: compiles, and changes no layout.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `ShapeStyle`'s `image(_:sourceRect:scale:)`. Not drawn: compiles, and changes no layout.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    )
        -> ImagePaint
    { ImagePaint(image: image, sourceRect: sourceRect, scale: scale) }
}

/// SwiftUI's `RadialGradient` and `AngularGradient`: laid out as what they fill (a colour).
///
/// Laid out as in SwiftUI.
public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
    /// `RadialGradient`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// Makes a `RadialGradient`. Laid out as in SwiftUI.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// Makes a `RadialGradient`. Laid out as in SwiftUI.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// Makes a `RadialGradient`. Laid out as in SwiftUI.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

/// SwiftUI's `AngularGradient`, as a view: it takes what it is proposed, as a `Color` does. Laid out as in SwiftUI; its
/// colours are not drawn.
public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
    /// `AngularGradient`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// Makes an `AngularGradient`. Laid out as in SwiftUI.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// Makes an `AngularGradient`. Laid out as in SwiftUI.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

extension ShapeStyle where Self == RadialGradient {
    /// `ShapeStyle`'s `radialGradient(colors:center:startRadius:endRadius:)`. Not drawn: compiles, and changes no
    /// layout.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    { RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius) }
    /// `ShapeStyle`'s `radialGradient(_:center:startRadius:endRadius:)`. Not drawn: compiles, and changes no layout.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    { RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius) }
}

extension ShapeStyle where Self == AngularGradient {
    /// `ShapeStyle`'s `angularGradient(_:center:startAngle:endAngle:)`. Not drawn: compiles, and changes no layout.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `ShapeStyle`'s `angularGradient(colors:center:startAngle:endAngle:)`. Not drawn: compiles, and changes no
    /// layout.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) -> AngularGradient { AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle) }
}

extension Color {
    /// SwiftUI's `Color.RGBColorSpace`.
    ///
    /// Not drawn: compiles, and changes no layout.
    public enum RGBColorSpace: Hashable, Sendable {
        /// A case of `Color.RGBColorSpace`. Not drawn: compiles, and changes no layout.
        case sRGB, sRGBLinear, displayP3
    }
    /// Makes a `Color`. Laid out as in SwiftUI.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// Makes a `Color`. Laid out as in SwiftUI.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

/// The shape shortcuts (`.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 8))`).
extension Shape where Self == Circle {
    /// `Shape`'s `circle`. Laid out as in SwiftUI.
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    /// `Shape`'s `capsule`. Laid out as in SwiftUI.
    public static var capsule: Capsule { Capsule() }
    /// `Shape`'s `capsule(style:)`. Laid out as in SwiftUI.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Rectangle {
    /// `Shape`'s `rect`. Laid out as in SwiftUI.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// `Shape`'s `rect(cornerRadius:style:)`. Laid out as in SwiftUI.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// `Shape`'s `rect(cornerRadii:style:)`. Laid out as in SwiftUI.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }
    /// `Shape`'s `rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`. Laid out
    /// as in SwiftUI.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Ellipse {
    /// `Shape`'s `ellipse`. Laid out as in SwiftUI.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape {
    /// `Shape`'s `trim(from:to:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
    /// `Shape`'s `strokeBorder(_:style:antialiased:)`. Laid out as in SwiftUI.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<Self>
    { _ShapeView(shape: self) }
    /// `Shape`'s `strokeBorder(style:antialiased:)`. Laid out as in SwiftUI.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
}
