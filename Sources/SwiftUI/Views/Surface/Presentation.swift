import GridPerfCore

// Presentation, tabs and the environment actions a screen reads: they compile; nothing is ever
// presented (gridperf lays out one state: the presenting view's).

/// SwiftUI's `TabView`: laid out as its first tab (the selected one at launch; the tab bar is
/// chrome, drawn in the safe area).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    /// `TabView`'s `Body` type. Approximated: see `TabView`.
    public typealias Body = Never
    let content: Content
    /// Makes a `TabView`. Approximated: see `TabView`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        guard let first = builder.views(of: content).first else { return [] }
        return [.view(first)]
    }
}

extension TabView where SelectionValue == Int {
    /// Makes a `TabView`. Approximated: see `TabView`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func badge(_ count: Int) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
}

/// SwiftUI's `Alert` (the `alert(isPresented:content:)` form).
///
/// Not drawn: compiles, and changes no layout.
public struct Alert {
    /// SwiftUI's `Alert.Button`. Not drawn: compiles, and changes no layout.
    public struct Button {
        /// `Alert.Button`'s `default(_:action:)`. Not drawn: compiles, and changes no layout.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        /// `Alert.Button`'s `cancel(_:action:)`. Not drawn: compiles, and changes no layout.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        /// `Alert.Button`'s `cancel(_:)`. Not drawn: compiles, and changes no layout.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        /// `Alert.Button`'s `destructive(_:action:)`. Not drawn: compiles, and changes no layout.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
    /// Makes an `Alert`. Not drawn: compiles, and changes no layout.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    /// Makes an `Alert`. Not drawn: compiles, and changes no layout.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// The sheet heights, as SwiftUI's `PresentationDetent`.
///
/// Not drawn: compiles, and changes no layout.
public struct PresentationDetent: Hashable, Sendable {
    let value: Double
    /// `PresentationDetent`'s `medium`. Not drawn: compiles, and changes no layout.
    public static let medium = PresentationDetent(value: 0.5), large = PresentationDetent(value: 1)
    /// `PresentationDetent`'s `fraction(_:)`. Not drawn: compiles, and changes no layout.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .init(value: Double(fraction)) }
    /// `PresentationDetent`'s `height(_:)`. Not drawn: compiles, and changes no layout.
    public static func height(_ height: CGFloat) -> PresentationDetent { .init(value: Double(height)) }
    /// A detent of the app's own (`.custom(MyDetails.self)`): gridperf shows no sheet.
    ///
    /// Not drawn: compiles, and changes no layout.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { .init(value: -1) }

    /// What a custom detent's height is computed from: the sheet's largest height, gridperf's window's.
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct Context {
        /// `PresentationDetent.Context`'s `maxDetentValue`. Not drawn: compiles, and changes no layout.
        public var maxDetentValue: CGFloat { ViewSceneBuilder.currentWindow.height }
        /// `PresentationDetent.Context`'s `subscript(_:)`. Not drawn: compiles, and changes no layout.
        public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { K.defaultValue }
    }
}

/// A sheet height of the app's own (iOS 16): compiled, never asked (gridperf shows no sheet).
///
/// Not drawn: compiles, and changes no layout.
public protocol CustomPresentationDetent {
    /// `CustomPresentationDetent`'s `Context` type. Not drawn: compiles, and changes no layout.
    typealias Context = PresentationDetent.Context
    /// `CustomPresentationDetent`'s `height(in:)`. Not drawn: compiles, and changes no layout.
    static func height(in context: Context) -> CGFloat?
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> Self
    { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> Self
    { self }
    /// `View`'s `alert(_:isPresented:actions:message:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> Self { self }
    /// `View`'s `alert(_:isPresented:actions:message:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
    /// An alert about a value (`presenting:`): compiles, never shown.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> Self { self }
    /// `View`'s `alert(_:isPresented:presenting:actions:message:)`. Not drawn: returns the view unchanged, so it lays
    /// out as without it.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> Self { self }
    /// `View`'s `alert(_:isPresented:presenting:actions:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> Self { self }
    /// `View`'s `alert(_:isPresented:presenting:actions:message:)`. Not drawn: returns the view unchanged, so it lays
    /// out as without it.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }
    /// `View`'s `confirmationDialog(_:isPresented:titleVisibility:actions:)`. Not drawn: returns the view unchanged, so
    /// it lays out as without it.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> Self { self }
    /// `View`'s `confirmationDialog(_:isPresented:titleVisibility:actions:)`. Not drawn: returns the view unchanged, so
    /// it lays out as without it.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> Self { self }
    /// `View`'s `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`. Not drawn: returns the view
    /// unchanged, so it lays out as without it.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Self { self }
    /// `View`'s `sheet(isPresented:onDismiss:content:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    /// `View`'s `fullScreenCover(isPresented:onDismiss:content:)`. Not drawn: returns the view unchanged, so it lays
    /// out as without it.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    /// `View`'s `fullScreenCover(item:onDismiss:content:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Self { self }
    /// `View`'s `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. Not drawn: returns the view unchanged, so
    /// it lays out as without it.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self {
        self
    }
    /// `View`'s `searchable(text:placement:prompt:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
    ) -> Self { self }
    /// `View`'s `searchable(text:placement:prompt:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> Self { self }
    /// `View`'s `searchable(text:placement:prompt:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?) -> Self {
        self
    }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> Self { self }
    /// With suggestions (iOS 15, deprecated in iOS 16 for `searchSuggestions`): compiles, not drawn.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> Self { self }
    /// `View`'s `searchable(text:placement:prompt:suggestions:)`. Not drawn: returns the view unchanged, so it lays out
    /// as without it.
    public func searchable<T: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: T,
        @ViewBuilder suggestions: () -> S
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func searchCompletion(_ completion: String) -> Self { self }
    /// How prominent a section's header is (`.increased`): compiles, not drawn.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}

/// SwiftUI's `Prominence` (`headerProminence(.increased)`).
///
/// Not drawn: compiles, and changes no layout.
public enum Prominence: Hashable, Sendable {
    /// A case of `Prominence`. Not drawn: compiles, and changes no layout.
    case standard, increased
}

/// SwiftUI's `PopoverAttachmentAnchor`. Not drawn: compiles, and changes no layout.
public enum PopoverAttachmentAnchor {
    /// A case of `PopoverAttachmentAnchor`. Not drawn: compiles, and changes no layout.
    case rect(Anchor<CGRect>.Source)
    /// A case of `PopoverAttachmentAnchor`. Not drawn: compiles, and changes no layout.
    case point(UnitPoint)
}

extension Anchor.Source where Value == CGRect {
    /// `Anchor.Source`'s `bounds`. Approximated: see `Anchor.Source`.
    public static var bounds: Anchor<CGRect>.Source { .init() }
}

/// SwiftUI's `SearchFieldPlacement`. Not drawn: compiles, and changes no layout.
public struct SearchFieldPlacement: Sendable {
    /// `SearchFieldPlacement`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement()
    /// `SearchFieldPlacement`'s `sidebar`. Not drawn: compiles, and changes no layout.
    public static let sidebar = SearchFieldPlacement()
    /// `SearchFieldPlacement`'s `navigationBarDrawer(displayMode:)`. Not drawn: compiles, and changes no layout.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .init()
    }
    /// `SearchFieldPlacement`'s `navigationBarDrawer`. Not drawn: compiles, and changes no layout.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`. Not drawn: compiles, and changes no layout.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// A case of `SearchFieldPlacement.NavigationBarDrawerDisplayMode`. Not drawn: compiles, and changes no layout.
        case automatic, always
    }
}

// MARK: Environment actions and values

/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): calling it does nothing.
///
/// Not drawn: compiles, and changes no layout.
public struct DismissAction: Sendable {
    /// `DismissAction`'s `callAsFunction()`. Not drawn: compiles, and changes no layout.
    public func callAsFunction() {}
}

/// SwiftUI's `DismissSearchAction` (`@Environment(\.dismissSearch)`): calling it does nothing.
///
/// Not drawn: compiles, and changes no layout.
public struct DismissSearchAction: Sendable {
    /// `DismissSearchAction`'s `callAsFunction()`. Not drawn: compiles, and changes no layout.
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): calling it opens nothing.
///
/// Not drawn: compiles, and changes no layout.
public struct OpenURLAction: Sendable {
    /// SwiftUI's `OpenURLAction.Result`. Not drawn: compiles, and changes no layout.
    public struct Result: Sendable {
        /// `OpenURLAction.Result`'s `handled`. Not drawn: compiles, and changes no layout.
        public static let handled = Result(), discarded = Result(), systemAction = Result()
        /// `OpenURLAction.Result`'s `systemAction(_:)`. Not drawn: compiles, and changes no layout.
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    /// Makes an `OpenURLAction`. Not drawn: compiles, and changes no layout.
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    /// `OpenURLAction`'s `callAsFunction(_:)`. Not drawn: compiles, and changes no layout.
    public func callAsFunction(_ url: URL) {}
    /// `OpenURLAction`'s `callAsFunction(_:completion:)`. Not drawn: compiles, and changes no layout.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// SwiftUI's `PresentationMode` (`@Environment(\.presentationMode)`, deprecated for `dismiss`).
///
/// Not drawn: compiles, and changes no layout.
public struct PresentationMode: Sendable {
    /// `PresentationMode`'s `isPresented`. Not drawn: compiles, and changes no layout.
    public var isPresented: Bool { false }
    /// `PresentationMode`'s `dismiss()`. Not drawn: compiles, and changes no layout.
    public mutating func dismiss() {}
}

/// SwiftUI's `ScenePhase`: a laid-out screen is `.active`.
///
/// Not drawn: compiles, and changes no layout.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// A case of `ScenePhase`. Not drawn: compiles, and changes no layout.
    case background, inactive, active
}

/// SwiftUI's `ContentSizeCategory` (`\.sizeCategory`, deprecated for `DynamicTypeSize`).
///
/// Not drawn: compiles, and changes no layout.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// A case of `ContentSizeCategory`. Not drawn: compiles, and changes no layout.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// A case of `ContentSizeCategory`. Not drawn: compiles, and changes no layout.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    /// A case of `ContentSizeCategory`. Not drawn: compiles, and changes no layout.
    case accessibilityExtraExtraExtraLarge
    /// `ContentSizeCategory`'s `isAccessibilityCategory`. Not drawn: compiles, and changes no layout.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
    /// `ContentSizeCategory`'s `<(_:_:)`. Not drawn: compiles, and changes no layout.
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
extension ContentSizeCategory: Comparable {}

/// The environment values screens read that change no layout in the one environment gridperf
/// lays out (docs/SWIFTUI.md, "Environment"): each reads the value an iPhone app in the
/// foreground, at the default text size, reads.
extension EnvironmentValues {
    /// `EnvironmentValues`'s `dismiss`. Approximated: see `EnvironmentValues`.
    public var dismiss: DismissAction { DismissAction() }
    /// `EnvironmentValues`'s `dismissSearch`. Approximated: see `EnvironmentValues`.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// `EnvironmentValues`'s `openURL`. Approximated: see `EnvironmentValues`.
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: { _ in .handled }) }
        set {}
    }
    /// `EnvironmentValues`'s `presentationMode`. Approximated: see `EnvironmentValues`.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// `EnvironmentValues`'s `scenePhase`. Approximated: see `EnvironmentValues`.
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
    /// `EnvironmentValues`'s `sizeCategory`. Approximated: see `EnvironmentValues`.
    public var sizeCategory: ContentSizeCategory {
        get { .large }
        set {}
    }
    /// `EnvironmentValues`'s `accessibilityReduceMotion`. Approximated: see `EnvironmentValues`.
    public var accessibilityReduceMotion: Bool { false }
    /// `EnvironmentValues`'s `accessibilityReduceTransparency`. Approximated: see `EnvironmentValues`.
    public var accessibilityReduceTransparency: Bool { false }
    /// `EnvironmentValues`'s `accessibilityDifferentiateWithoutColor`. Approximated: see `EnvironmentValues`.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// `EnvironmentValues`'s `accessibilityVoiceOverEnabled`. Approximated: see `EnvironmentValues`.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// `EnvironmentValues`'s `isSearching`. Approximated: see `EnvironmentValues`.
    public var isSearching: Bool { false }
    /// `EnvironmentValues`'s `editMode`. Approximated: see `EnvironmentValues`.
    public var editMode: Binding<EditMode>? {
        get { nil }
        set {}
    }
    /// `EnvironmentValues`'s `locale`. Approximated: see `EnvironmentValues`.
    public var locale: Locale {
        get { Locale(identifier: "en_US") }
        set {}
    }
    /// `EnvironmentValues`'s `calendar`. Approximated: see `EnvironmentValues`.
    public var calendar: Calendar {
        get { Calendar(identifier: .gregorian) }
        set {}
    }
    /// `EnvironmentValues`'s `timeZone`. Approximated: see `EnvironmentValues`.
    public var timeZone: TimeZone {
        get { TimeZone(identifier: "UTC")! }
        set {}
    }
    /// `EnvironmentValues`'s `isPresented`. Approximated: see `EnvironmentValues`.
    public var isPresented: Bool { false }
    /// `EnvironmentValues`'s `isFocused`. Approximated: see `EnvironmentValues`.
    public var isFocused: Bool { false }
    /// `EnvironmentValues`'s `controlSize`. Approximated: see `EnvironmentValues`.
    public var controlSize: ControlSize {
        get { .regular }
        set {}
    }
}

/// SwiftUI's `EquatableView` and `.equatable()`: laid out as the view (gridperf evaluates a view
/// once; the comparison that skips a body's update is not modelled).
///
/// Laid out as in SwiftUI.
public struct EquatableView<Content: View & Equatable>: View {
    /// `EquatableView`'s `content`. Laid out as in SwiftUI.
    public var content: Content
    /// Makes an `EquatableView`. Laid out as in SwiftUI.
    public init(content: Content) { self.content = content }
    /// `EquatableView`'s `body`. Laid out as in SwiftUI.
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// `View`'s `equatable()`. Laid out as in SwiftUI.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
