/// The modifiers SwiftUI code commonly uses that do not change a layout: they compile and are
/// not drawn (docs/SWIFTUI.md lists them). Each returns the view unchanged.
extension View {
    // Colours and styles.
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func foregroundColor(_ color: Color?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func tint(_ tint: Color?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func bold(_ isActive: Bool = true) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func italic(_ isActive: Bool = true) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func opacity(_ opacity: Double) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func clipped(antialiased: Bool = false) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func mask<M: View>(_ mask: M) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func brightness(_ amount: Double) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func saturation(_ amount: Double) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func grayscale(_ amount: Double) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func zIndex(_ value: Double) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func redacted(reason: RedactionReasons) -> Self { self }
    /// Not drawn (colours and styles): returns the view unchanged, so it lays out as without it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }

    // Interaction and lifecycle.
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    /// `View`'s `onLongPressGesture(minimumDuration:perform:)`. Not drawn: returns the view unchanged, so it lays out
    /// as without it.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self {
        self
    }
    /// With the pressing state reported (`onPressingChanged:`): compiles, nothing is pressed.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Compiles; the publisher is not subscribed (a scene is laid out, not run).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func onReceive<P: OpenCombine.Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> Self where P.Failure == Never
    { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self {
        self
    }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
        self
    }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
        self
    }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func disabled(_ disabled: Bool) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func animation(_ animation: Animation?) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func transition(_ t: AnyTransition) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// A shape for some kinds of interaction only (`.contentShape(.interaction, Rectangle())`).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func navigationTitle(_ title: LocalizedStringKey) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
    /// An editable title (`navigationTitle($name)`): compiles, not drawn.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationTitle(_ title: Binding<String>) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self
    {
        self
    }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// Not drawn (interaction and lifecycle): returns the view unchanged, so it lays out as without it.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    // Accessibility.
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Not drawn (accessibility): returns the view unchanged, so it lays out as without it.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }

    // Scrolling.
    /// Not drawn (scrolling): returns the view unchanged, so it lays out as without it.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// Not drawn (scrolling): returns the view unchanged, so it lays out as without it.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    /// Not drawn (scrolling): returns the view unchanged, so it lays out as without it.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }
    /// Not drawn (scrolling): returns the view unchanged, so it lays out as without it.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> Self { self }
    /// Not drawn (scrolling): returns the view unchanged, so it lays out as without it.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> Self
    { self }
}

extension Text {
    /// SwiftUI's `Text.TruncationMode`. Not drawn: compiles, and changes no layout.
    public enum TruncationMode: Sendable {
        /// A case of `Text.TruncationMode`. Not drawn: compiles, and changes no layout.
        case head, tail, middle
    }

    /// A text scale (iOS 17): `.secondary` draws the text smaller, by a factor Apple does not
    /// publish, so gridperf lays the text out at its font's size.
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct Scale: Hashable, Sendable {
        /// `Text.Scale`'s `default`. Not drawn: compiles, and changes no layout.
        public static let `default` = Scale(), secondary = Scale()
    }

    /// ``View/textScale(_:isEnabled:)`` keeping the text a `Text` (for `+`).
    ///
    /// Not drawn: returns the text unchanged, so it lays out at its font's size.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// A text scale for the texts inside (iOS 17): compiled; the texts keep their font's size
    /// (``Text/Scale``).
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Self { self }
}

/// SwiftUI's `TextAlignment`. Not drawn: compiles, and changes no layout.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// A case of `TextAlignment`. Not drawn: compiles, and changes no layout.
    case leading, center, trailing
}
/// SwiftUI's `ColorScheme`. Not drawn: compiles, and changes no layout.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// A case of `ColorScheme`. Not drawn: compiles, and changes no layout.
    case light, dark
}
/// SwiftUI's `SymbolRenderingMode`. Not drawn: compiles, and changes no layout.
public struct SymbolRenderingMode: Sendable {
    /// `SymbolRenderingMode`'s `monochrome`. Not drawn: compiles, and changes no layout.
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode()
    /// `SymbolRenderingMode`'s `multicolor`. Not drawn: compiles, and changes no layout.
    public static let multicolor = SymbolRenderingMode(), palette = SymbolRenderingMode()
}
/// SwiftUI's `RedactionReasons`. Not drawn: compiles, and changes no layout.
public struct RedactionReasons: OptionSet, Sendable {
    /// `RedactionReasons`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `RedactionReasons`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `RedactionReasons`'s `placeholder`. Not drawn: compiles, and changes no layout.
    public static let placeholder = RedactionReasons(rawValue: 1)
}
/// SwiftUI's `SafeAreaRegions`. Not drawn: compiles, and changes no layout.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// `SafeAreaRegions`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `SafeAreaRegions`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `SafeAreaRegions`'s `container`. Not drawn: compiles, and changes no layout.
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    /// `SafeAreaRegions`'s `all`. Not drawn: compiles, and changes no layout.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
/// SwiftUI's `AccessibilityChildBehavior`. Not drawn: compiles, and changes no layout.
public struct AccessibilityChildBehavior: Sendable {
    /// `AccessibilityChildBehavior`'s `ignore`. Not drawn: compiles, and changes no layout.
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
    /// `AccessibilityChildBehavior`'s `combine`. Not drawn: compiles, and changes no layout.
    public static let combine = AccessibilityChildBehavior()
}
/// SwiftUI's `AccessibilityTraits`. Not drawn: compiles, and changes no layout.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// `AccessibilityTraits`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes an `AccessibilityTraits`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `AccessibilityTraits`'s `isButton`. Not drawn: compiles, and changes no layout.
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    /// `AccessibilityTraits`'s `isImage`. Not drawn: compiles, and changes no layout.
    public static let isImage = AccessibilityTraits(rawValue: 4), isSelected = AccessibilityTraits(rawValue: 8)
}
/// SwiftUI's `ScrollIndicatorVisibility`. Not drawn: compiles, and changes no layout.
public struct ScrollIndicatorVisibility: Sendable {
    /// `ScrollIndicatorVisibility`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = ScrollIndicatorVisibility(), visible = ScrollIndicatorVisibility()
    /// `ScrollIndicatorVisibility`'s `hidden`. Not drawn: compiles, and changes no layout.
    public static let hidden = ScrollIndicatorVisibility(), never = ScrollIndicatorVisibility()
}
/// SwiftUI's `ContentMarginPlacement`. Not drawn: compiles, and changes no layout.
public struct ContentMarginPlacement: Sendable {
    /// `ContentMarginPlacement`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    /// `ContentMarginPlacement`'s `scrollIndicators`. Not drawn: compiles, and changes no layout.
    public static let scrollIndicators = ContentMarginPlacement()
}

/// The scroll behaviours (`.viewAligned`, `.paging`): compile, not simulated.
///
/// Not drawn: compiles, and changes no layout.
public protocol ScrollTargetBehavior {}
/// SwiftUI's `ViewAlignedScrollTargetBehavior`. Not drawn: compiles, and changes no layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Makes a `ViewAlignedScrollTargetBehavior`. Not drawn: compiles, and changes no layout.
    public init() {}
}
/// SwiftUI's `PagingScrollTargetBehavior`. Not drawn: compiles, and changes no layout.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Makes a `PagingScrollTargetBehavior`. Not drawn: compiles, and changes no layout.
    public init() {}
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// `ScrollTargetBehavior`'s `viewAligned`. Not drawn: compiles, and changes no layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// `ScrollTargetBehavior`'s `paging`. Not drawn: compiles, and changes no layout.
    public static var paging: PagingScrollTargetBehavior { .init() }
}

/// The button styles (`.plain`, `.bordered`…): compile, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol PrimitiveButtonStyle {}
public struct _ButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}
extension PrimitiveButtonStyle where Self == _ButtonStyle {
    /// `PrimitiveButtonStyle`'s `plain`. Not drawn: compiles, and changes no layout.
    public static var plain: _ButtonStyle { _ButtonStyle() }
    /// `PrimitiveButtonStyle`'s `borderless`. Not drawn: compiles, and changes no layout.
    public static var borderless: _ButtonStyle { _ButtonStyle() }
    /// `PrimitiveButtonStyle`'s `bordered`. Not drawn: compiles, and changes no layout.
    public static var bordered: _ButtonStyle { _ButtonStyle() }
    /// `PrimitiveButtonStyle`'s `borderedProminent`. Not drawn: compiles, and changes no layout.
    public static var borderedProminent: _ButtonStyle { _ButtonStyle() }
    /// `PrimitiveButtonStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ButtonStyle { _ButtonStyle() }
}

/// SwiftUI's transitions: compile; gridperf lays out end states only.
///
/// Not drawn: compiles, and changes no layout.
public struct AnyTransition: Sendable {
    /// `AnyTransition`'s `opacity`. Not drawn: compiles, and changes no layout.
    public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
    /// `AnyTransition`'s `identity`. Not drawn: compiles, and changes no layout.
    public static let identity = AnyTransition()
    /// `AnyTransition`'s `move(edge:)`. Not drawn: compiles, and changes no layout.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// iOS 16's push from an edge: compiles, not animated.
    ///
    /// Not drawn: compiles, and changes no layout.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// `AnyTransition`'s `offset(x:y:)`. Not drawn: compiles, and changes no layout.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// `AnyTransition`'s `scale(scale:anchor:)`. Not drawn: compiles, and changes no layout.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// `AnyTransition`'s `combined(with:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// `AnyTransition`'s `asymmetric(insertion:removal:)`. Not drawn: compiles, and changes no layout.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// A transition made of a view modifier's two states: compiles, not animated.
    ///
    /// Not drawn: compiles, and changes no layout.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}

extension View {
    /// The view at an explicit identity, as SwiftUI's `.id(_:)`: a new id is a new view (the old
    /// one removed, its state dropped), whatever its place ("Demystify SwiftUI", WWDC21). Drawn
    /// as the view.
    ///
    /// Laid out as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> { _IdentifiedView(content: self, id: id) }
}

extension View {
    /// Animates the changes below when `value` changes, as SwiftUI's `animation(_:value:)`: a
    /// `run --update` change after which `value` differs from the last evaluation's is played
    /// frame by frame under `animation` (`ViewGraph.noteAnimation(_:value:at:in:)`), unless the
    /// change was made under an animation of its own.
    ///
    /// Approximated: see `View`.
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
///
/// Not drawn: compiles, and changes no layout.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// `ContentShapeKinds`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `ContentShapeKinds`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `ContentShapeKinds`'s `interaction`. Not drawn: compiles, and changes no layout.
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    /// `ContentShapeKinds`'s `contextMenuPreview`. Not drawn: compiles, and changes no layout.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
    /// `ContentShapeKinds`'s `focusEffect`. Not drawn: compiles, and changes no layout.
    public static let focusEffect = ContentShapeKinds(rawValue: 16), accessibility = ContentShapeKinds(rawValue: 32)
}
