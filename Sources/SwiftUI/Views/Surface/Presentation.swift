import GridPerfCore

// Presentation, tabs and the environment actions a screen reads: they compile; nothing is ever
// presented (gridperf lays out one state: the presenting view's).

/// SwiftUI's `TabView`: laid out as its first tab (the selected one at launch; the tab bar is
/// chrome, drawn in the safe area).
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        guard let first = builder.views(of: content).first else { return [] }
        return [.view(first)]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
    public func badge(_ count: Int) -> Self { self }
    public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
}

/// SwiftUI's `Alert` (the `alert(isPresented:content:)` form).
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// The sheet heights, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let value: Double
    public static let medium = PresentationDetent(value: 0.5), large = PresentationDetent(value: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .init(value: Double(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { .init(value: Double(height)) }
    /// A detent of the app's own (`.custom(MyDetails.self)`): gridperf shows no sheet.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { .init(value: -1) }

    /// What a custom detent's height is computed from: the sheet's largest height, gridperf's window's.
    public struct Context {
        public var maxDetentValue: CGFloat { ViewSceneBuilder.currentWindow.height }
        public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { K.defaultValue }
    }
}

/// A sheet height of the app's own (iOS 16): compiled, never asked (gridperf shows no sheet).
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    static func height(in context: Context) -> CGFloat?
}

extension View {
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> Self
    { self }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> Self
    { self }
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> Self { self }
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> Self { self }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
    /// An alert about a value (`presenting:`): compiles, never shown.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> Self { self }
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> Self { self }
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> Self { self }
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> Self { self }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> Self { self }
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> Self { self }
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> Self { self }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Self { self }
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Self { self }
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self {
        self
    }
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
    ) -> Self { self }
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> Self { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?) -> Self {
        self
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> Self { self }
    /// With suggestions (iOS 15, deprecated in iOS 16 for `searchSuggestions`): compiles, not drawn.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> Self { self }
    public func searchable<T: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: T,
        @ViewBuilder suggestions: () -> S
    ) -> Self { self }
    public func searchCompletion(_ completion: String) -> Self { self }
    /// How prominent a section's header is (`.increased`): compiles, not drawn.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}

/// SwiftUI's `Prominence` (`headerProminence(.increased)`).
public enum Prominence: Hashable, Sendable { case standard, increased }

public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init() }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .init()
    }
    public static let navigationBarDrawer = SearchFieldPlacement()
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

// MARK: Environment actions and values

/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): calling it does nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// SwiftUI's `DismissSearchAction` (`@Environment(\.dismissSearch)`): calling it does nothing.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): calling it opens nothing.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result(), discarded = Result(), systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// SwiftUI's `PresentationMode` (`@Environment(\.presentationMode)`, deprecated for `dismiss`).
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

/// SwiftUI's `ScenePhase`: a laid-out screen is `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable { case background, inactive, active }

/// SwiftUI's `ContentSizeCategory` (`\.sizeCategory`, deprecated for `DynamicTypeSize`).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
extension ContentSizeCategory: Comparable {}

/// The environment values screens read that change no layout in the one environment gridperf
/// lays out (docs/SWIFTUI.md, "Environment"): each reads the value an iPhone app in the
/// foreground, at the default text size, reads.
extension EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: { _ in .handled }) }
        set {}
    }
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
    public var sizeCategory: ContentSizeCategory {
        get { .large }
        set {}
    }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var isSearching: Bool { false }
    public var editMode: Binding<EditMode>? {
        get { nil }
        set {}
    }
    public var locale: Locale {
        get { Locale(identifier: "en_US") }
        set {}
    }
    public var calendar: Calendar {
        get { Calendar(identifier: .gregorian) }
        set {}
    }
    public var timeZone: TimeZone {
        get { TimeZone(identifier: "UTC")! }
        set {}
    }
    public var isPresented: Bool { false }
    public var isFocused: Bool { false }
    public var controlSize: ControlSize {
        get { .regular }
        set {}
    }
}

/// SwiftUI's `EquatableView` and `.equatable()`: laid out as the view (gridperf evaluates a view
/// once; the comparison that skips a body's update is not modelled).
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
