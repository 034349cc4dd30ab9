import GridPerfCore

// MARK: ViewModifier

/// A reusable modifier, as SwiftUI's `ViewModifier`: `content.modifier(M())` lays out as
/// `M().body(content:)` with `content` standing for the modified view — laid out for real.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let make: (ViewSceneBuilder) -> [SceneItem]
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { make(builder) }
}

/// A view with a ``ViewModifier`` applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
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
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A property a view's body reads that SwiftUI updates, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

// MARK: Button styles

/// SwiftUI's `ButtonStyle`: compiles; a style's `makeBody` is not applied (the button is laid out
/// as its label, docs/SWIFTUI.md, "Controls").
public protocol ButtonStyle: PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ButtonStyleConfiguration {
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    public let label = Label()
    public let isPressed = false
    public let role: ButtonRole? = nil
}

public typealias PlainButtonStyle = _ButtonStyle
public typealias BorderlessButtonStyle = _ButtonStyle
public typealias BorderedButtonStyle = _ButtonStyle
public typealias BorderedProminentButtonStyle = _ButtonStyle
public typealias DefaultButtonStyle = _ButtonStyle

// MARK: Preferences

/// SwiftUI's `PreferenceKey`: compiles; preferences flow up after layout, which gridperf does not
/// feed back (the `onPreferenceChange` action never runs).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> Self where K.Value: Equatable
    { self }
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> Self { self }
}

// MARK: Property wrappers

/// SwiftUI's `@AppStorage`: holds its default as a view's `@State` holds its value (no user
/// defaults are read).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: nil) }
}

/// SwiftUI's `@SceneStorage`: holds its default.
public typealias SceneStorage = AppStorage

/// SwiftUI's `@FocusState`: nothing is focused.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        let box: Box<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
    private let box: Box<Value>
    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self { self }
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
}

/// SwiftUI's focused values (`extension FocusedValues { var field: … }`, `@FocusedValue(\.field)`,
/// `.focusedValue(\.field, value)`): nothing is focused, so a `@FocusedValue` reads `nil`.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: FocusedValueKey>(key: K.Type) -> K.Value? {
        get { values[ObjectIdentifier(key)] as? K.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

public protocol FocusedValueKey {
    associatedtype Value
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject {}
    public var wrappedValue: Value? { nil }
}

@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
}

extension View {
    /// A value for views that read the focus: not laid out (nothing is focused).
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> Self { self }
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V?) -> Self { self }
    public func focusedSceneValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> Self { self }
    public func focusedValue<T: AnyObject>(_ object: T?) -> Self { self }
}

/// SwiftUI's `@Namespace` (for `matchedGeometryEffect`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}

/// SwiftUI's `@Bindable`: bindings to an `@Observable` object's properties.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// SwiftUI's `@ScaledMetric`: at the default Dynamic Type size (the one gridperf lays out) a scaled
/// metric is its base value (Apple's documentation: "a dynamic property that scales a numeric
/// value", relative to the `large` size).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

/// SwiftUI's `@GestureState`: holds its initial value (no gesture runs).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: GestureState<Value> { self }
}

// MARK: Gestures

/// SwiftUI's `Gesture`: gestures compile and never fire.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<T> { _MappedGesture() }
}

public struct _MappedGesture<Value>: Gesture {}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint = .zero, startLocation: CGPoint = .zero
        public var translation: CGSize = .zero, predictedEndTranslation: CGSize = .zero
        public var velocity: CGSize = .zero, predictedEndLocation: CGPoint = .zero
        public var time = Date(timeIntervalSince1970: 0)
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public init<C: CoordinateSpaceProtocol>(minimumDistance: CGFloat = 10, coordinateSpace: C) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Sendable { public var magnification: CGFloat = 1 }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public typealias MagnificationGesture = MagnifyGesture

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2), all: GestureMask = [.gesture, .subviews]
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> Self { self }
}

// MARK: Animation and effects

/// SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { .init() }
    public static func numericText(value: Double) -> ContentTransition { .init() }
    public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default)
        -> ContentTransition
    { .init() }
    /// A symbol's change shown with the default symbol effect (iOS 17).
    public static var symbolEffect: ContentTransition { .init() }
}

/// Whether a held button repeats its action (iOS 17's `buttonRepeatBehavior(_:)`): compiled, no
/// layout of its own.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    public static let automatic = ButtonRepeatBehavior(), enabled = ButtonRepeatBehavior()
    public static let disabled = ButtonRepeatBehavior()
}

extension View {
    /// A held button's repetition: not laid out (an interaction).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }
}

/// SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

/// SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
    public static let rectangle = SymbolVariants(), fill = SymbolVariants(), slash = SymbolVariants()
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    public func compositingGroup() -> Self { self }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
    /// The colours inverted: compiles, not drawn.
    public func colorInvert() -> Self { self }
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func accentColor(_ accentColor: Color?) -> Self { self }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func colorMultiply(_ color: Color) -> Self { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, value: some Equatable
    ) -> Self { self }
    public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }
    /// Hidden, the view keeps its place: Apple's documentation of `hidden()`, "Hidden views are
    /// invisible and can't receive or respond to interactions. However, they do remain in the view
    /// hierarchy and affect layout." Laid out as the view.
    public func hidden() -> Self { self }
}

/// An SF Symbol's effect (`.symbolEffect(.bounce, value: count)`): compiles, not drawn.
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
    public static var bounce: _SymbolEffect { _SymbolEffect() }
    public static var pulse: _SymbolEffect { _SymbolEffect() }
    public static var variableColor: _SymbolEffect { _SymbolEffect() }
    public static var scale: _SymbolEffect { _SymbolEffect() }
    public static var appear: _SymbolEffect { _SymbolEffect() }
    public static var disappear: _SymbolEffect { _SymbolEffect() }
    public static var wiggle: _SymbolEffect { _SymbolEffect() }
    public static var rotate: _SymbolEffect { _SymbolEffect() }
    public static var breathe: _SymbolEffect { _SymbolEffect() }
    /// A symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`).
    public static var replace: _SymbolEffect { _SymbolEffect() }
}

/// The platform's selection colour as a style (`.background(.selection, in: …)`): a style.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// What a `visualEffect` closure returns (iOS 17): effects drawn after layout, which change no
/// frame (Apple's documentation of `visualEffect(_:)`: effects "that don't affect layout").
public protocol VisualEffect: Sendable {}

/// The effects a `visualEffect` closure starts from: each call compiles; the closure is never
/// called (gridperf draws nothing, and the effects move no frame).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func offset(_ offset: CGSize) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func colorMultiply(_ color: Color) -> Self { self }
}

extension View {
    /// Effects drawn from the view's geometry (iOS 17): they change no layout, so the view is laid
    /// out as it is and `effect` is never called.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E)
        -> Self
    { self }
}

/// The style of the view's background (`.background` as a style, `.fill(.background)`).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A type-erased shape, as SwiftUI's `AnyShape` (iOS 16): laid out as any shape (what it is proposed).
public struct AnyShape: Shape, @unchecked Sendable {
    let wrapped: any Shape
    public init<S: Shape>(_ shape: S) { wrapped = shape }
    public func path(in rect: CGRect) -> Path { wrapped.path(in: rect) }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = Self(rawValue: 1), size = Self(rawValue: 2)
    public static let frame: Self = [.position, .size]
}

public struct SensoryFeedback: Sendable {
    public static let success = Self(), warning = Self(), error = Self(), selection = Self()
    public static let increase = Self(), decrease = Self(), impact = Self()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self { Self() }
    public struct Weight: Sendable {
        public static let light = Weight(), medium = Weight(), heavy = Weight()
    }
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
}

// MARK: Text input and keyboard

/// SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
    public static let done = Self(), go = Self(), send = Self(), join = Self(), route = Self()
    public static let search = Self(), `return` = Self(), next = Self(), `continue` = Self()
}

public struct TextInputAutocapitalization: Sendable {
    public static let never = Self(), words = Self(), sentences = Self(), characters = Self()
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

/// SwiftUI's `KeyEquivalent` and `EventModifiers`.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral value: Character) {}
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}"), space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
}

public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = Self(rawValue: 1), shift = Self(rawValue: 2), option = Self(rawValue: 4)
    public static let control = Self(rawValue: 8)
}

public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability(), disabled = TextSelectability()
}

public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = Self(), immediately = Self(), interactively = Self(), never = Self()
}

public struct ScrollBounceBehavior: Sendable {
    public static let automatic = Self(), always = Self(), basedOnSize = Self()
}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    public func scrollTargetLayout() -> Self { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// The iOS 13 spelling of `statusBarHidden(_:)`: compiles, not drawn (gridperf's window has no status bar).
    public func statusBar(hidden: Bool) -> Self { self }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self {
        self
    }
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> Self { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    public func accessibility(label: Text) -> Self { self }
    public func accessibility(hidden: Bool) -> Self { self }
    public func accessibility(identifier: String) -> Self { self }
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    public func help(_ text: LocalizedStringKey) -> Self { self }
    public func help<S: StringProtocol>(_ text: S) -> Self { self }
}

// MARK: Previews

/// SwiftUI's `PreviewLayout` and `PreviewDevice`: previews are not run.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    public func previewDisplayName(_ value: String?) -> Self { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

public struct InterfaceOrientation: Sendable {
    public static let portrait = Self(), landscapeLeft = Self(), landscapeRight = Self()
    public static let portraitUpsideDown = Self()
}

// MARK: Scenes and commands

/// SwiftUI's `Commands` (a macOS app's menus): compile, not run.
public protocol Commands {}

@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock(_ commands: any Commands...) -> _Commands { _Commands() }
}

public struct _Commands: Commands {}

public struct CommandGroup<Content: View>: Commands {
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

public struct CommandMenu<Content: View>: Commands {
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct CommandGroupPlacement: Sendable {
    public static let newItem = Self(), appInfo = Self(), help = Self(), sidebar = Self(), toolbar = Self()
    public static let pasteboard = Self(), undoRedo = Self(), appSettings = Self()
}

// MARK: Styles and shapes

/// Which way VoiceOver adjusts a value (`accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// The view's tint as a style (`.foregroundStyle(.tint)`): a style, it changes no layout.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// How a drawing group renders its colours (`drawingGroup(colorMode:)`): compiles, not drawn.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// An image as a fill (`.border(ImagePaint(image: Image("brick"), scale: 0.2), width: 30)`): a
/// style, so it changes no layout.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    )
        -> ImagePaint
    { ImagePaint(image: image, sourceRect: sourceRect, scale: scale) }
}

/// SwiftUI's `RadialGradient` and `AngularGradient`: laid out as what they fill (a colour).
public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    { RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius) }
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    { RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) -> AngularGradient { AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle) }
}

extension Color {
    /// SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

/// The shape shortcuts (`.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 8))`).
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }
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
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<Self>
    { _ShapeView(shape: self) }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self)
    }
}
