/// The modifiers SwiftUI code commonly uses that do not change a layout: they compile and are
/// not drawn (docs/SWIFTUI.md lists them). Each returns the view unchanged.
extension View {
    // Colours and styles.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func tint(_ tint: Color?) -> Self { self }
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    public func bold(_ isActive: Bool = true) -> Self { self }
    public func italic(_ isActive: Bool = true) -> Self { self }
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    public func clipped(antialiased: Bool = false) -> Self { self }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> Self { self }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> Self { self }
    public func mask<M: View>(_ mask: M) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    public func redacted(reason: RedactionReasons) -> Self { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }

    // Interaction and lifecycle.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self {
        self
    }
    /// With the pressing state reported (`onPressingChanged:`): compiles, nothing is pressed.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> Self { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Compiles; the publisher is not subscribed (a scene is laid out, not run).
    public func onReceive<P: OpenCombine.Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> Self where P.Failure == Never
    { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self {
        self
    }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
        self
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
        self
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    public func disabled(_ disabled: Bool) -> Self { self }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    public func animation(_ animation: Animation?) -> Self { self }
    public func transition(_ t: AnyTransition) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// A shape for some kinds of interaction only (`.contentShape(.interaction, Rectangle())`).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    public func navigationTitle(_ title: LocalizedStringKey) -> Self { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
    /// An editable title (`navigationTitle($name)`): compiles, not drawn.
    public func navigationTitle(_ title: Binding<String>) -> Self { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self
    {
        self
    }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    // Accessibility.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }

    // Scrolling.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> Self { self }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> Self
    { self }
}

extension Text {
    public enum TruncationMode: Sendable { case head, tail, middle }

    /// A text scale (iOS 17): `.secondary` draws the text smaller, by a factor Apple does not
    /// publish, so gridperf lays the text out at its font's size.
    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale(), secondary = Scale()
    }

    /// ``View/textScale(_:isEnabled:)`` keeping the text a `Text` (for `+`).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// A text scale for the texts inside (iOS 17): compiled; the texts keep their font's size
    /// (``Text/Scale``).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Self { self }
}

public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode(), palette = SymbolRenderingMode()
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
}
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isImage = AccessibilityTraits(rawValue: 4), isSelected = AccessibilityTraits(rawValue: 8)
}
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility(), visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility(), never = ScrollIndicatorVisibility()
}
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// The scroll behaviours (`.viewAligned`, `.paging`): compile, not simulated.
public protocol ScrollTargetBehavior {}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

/// The button styles (`.plain`, `.bordered`…): compile, not drawn.
public protocol PrimitiveButtonStyle {}
public struct _ButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
extension PrimitiveButtonStyle where Self == _ButtonStyle {
    public static var plain: _ButtonStyle { _ButtonStyle() }
    public static var borderless: _ButtonStyle { _ButtonStyle() }
    public static var bordered: _ButtonStyle { _ButtonStyle() }
    public static var borderedProminent: _ButtonStyle { _ButtonStyle() }
    public static var automatic: _ButtonStyle { _ButtonStyle() }
}

/// SwiftUI's transitions: compile; gridperf lays out end states only.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// iOS 16's push from an edge: compiles, not animated.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// A transition made of a view modifier's two states: compiles, not animated.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}

extension View {
    /// The view at an explicit identity, as SwiftUI's `.id(_:)`: a new id is a new view (the old
    /// one removed, its state dropped), whatever its place ("Demystify SwiftUI", WWDC21). Drawn
    /// as the view.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> { _IdentifiedView(content: self, id: id) }
}

extension View {
    /// Animates the changes below when `value` changes, as SwiftUI's `animation(_:value:)`: a
    /// `run --update` change after which `value` differs from the last evaluation's is played
    /// frame by frame under `animation` (``ViewGraph/noteAnimation(_:value:at:in:)``), unless the
    /// change was made under an animation of its own.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _ValueAnimationView<Self, V> {
        _ValueAnimationView(content: self, animation: animation, value: value)
    }
}

/// A view whose changes animate when a value changes (`.animation(_:value:)`).
public struct _ValueAnimationView<Content: View, Value: Equatable>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        builder.graph?.noteAnimation(animation, value: value, at: builder.position.path, in: builder)
        return builder.items(of: content)
    }
}

/// A view at an explicit identity (`.id(_:)`).
public struct _IdentifiedView<Content: View, ID: Hashable>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let id: ID

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content, id: AnyHashable(id)) }
}

/// The kinds of interaction a content shape is for (`.contentShape(.interaction, Rectangle())`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16), accessibility = ContentShapeKinds(rawValue: 32)
}
