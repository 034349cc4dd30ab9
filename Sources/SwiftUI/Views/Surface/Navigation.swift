import GridPerfCore

// Navigation: the containers lay out their content, the bars and links are chrome.
//
// Apple's documentation describes `NavigationStack` as "a view that displays a root view and
// enables you to present additional views over the root view": the root view is the content.
// gridperf proposes the scene's size to that content unchanged — the proposal a screen is run
// with stands for the content area, the navigation bar being drawn above it, in the safe area,
// by UIKit — so no bar height is taken off (docs/SWIFTUI.md, "Navigation").

/// SwiftUI's `NavigationStack`: laid out as its root view (the navigation bar is not drawn).
public struct NavigationStack<Root: View>: View, _PrimitiveView {
    public typealias Body = Never
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: root) }
}

/// SwiftUI's `NavigationView` (deprecated for `NavigationStack`): laid out as its content.
public struct NavigationView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}

/// SwiftUI's `NavigationSplitView`: on a compact-width iPhone it collapses to one stack whose
/// root is the sidebar (Apple's documentation, "NavigationSplitView": "in compact size classes
/// … the split view collapses"), laid out as the sidebar.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, _PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public init<Content: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) { self.sidebar = sidebar() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: sidebar) }
}

/// SwiftUI's `NavigationLink`: laid out as its label (a button whose label is one subview);
/// its destination is not built (nothing is pushed).
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// The form iOS 13–15 code uses (deprecated in iOS 16 for `navigationDestination(isPresented:)`).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link pushed when `selection` equals `tag` (deprecated in iOS 16, still compiled by Xcode).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: label) }
}

extension NavigationLink where Destination == EmptyView {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

/// SwiftUI's `NavigationPath`: a list of pushed values (none is pushed here).
public struct NavigationPath: Equatable {
    public private(set) var count = 0
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { count = elements.underestimatedCount }
    public var isEmpty: Bool { count == 0 }
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }

    /// A path saved and restored (`JSONEncoder().encode(path.codable)`): its length, as nothing is pushed here.
    public struct CodableRepresentation: Codable, Equatable {
        var count: Int
    }
    /// The path to save: every path here holds only a length, so it is always codable.
    public var codable: CodableRepresentation? { CodableRepresentation(count: count) }
    public init(_ codable: CodableRepresentation) { count = max(0, codable.count) }
}

// MARK: Toolbars

/// Toolbar content, as SwiftUI's `ToolbarContent`: compiles; toolbars are not drawn.
public protocol ToolbarContent {}

/// SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock(_ content: any ToolbarContent...) -> _ToolbarItems { _ToolbarItems() }
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildIf(_ content: (any ToolbarContent)?) -> _ToolbarItems { _ToolbarItems() }
    public static func buildEither(first: any ToolbarContent) -> _ToolbarItems { _ToolbarItems() }
    public static func buildEither(second: any ToolbarContent) -> _ToolbarItems { _ToolbarItems() }
}

public struct _ToolbarItems: ToolbarContent {}

/// SwiftUI's `ToolbarItem` and `ToolbarItemGroup`: compile, not drawn.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), principal = Self(name: "principal")
    public static let primaryAction = Self(name: "primaryAction"), secondaryAction = Self(name: "secondaryAction")
    public static let confirmationAction = Self(name: "confirmationAction")
    public static let cancellationAction = Self(name: "cancellationAction")
    public static let destructiveAction = Self(name: "destructiveAction"), navigation = Self(name: "navigation")
    public static let topBarLeading = Self(name: "topBarLeading"), topBarTrailing = Self(name: "topBarTrailing")
    public static let navigationBarLeading = Self(name: "navigationBarLeading")
    public static let navigationBarTrailing = Self(name: "navigationBarTrailing")
    public static let bottomBar = Self(name: "bottomBar"), keyboard = Self(name: "keyboard")
    public static let status = Self(name: "status")
}

/// The bars a toolbar modifier names, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable {
    public static let navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement(), automatic = ToolbarPlacement()
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// The navigation view styles (`.stack`, `.automatic`): compile, not drawn.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

/// Navigation chrome: each compiles and returns the view unchanged (no bar is drawn).
extension View {
    public func navigationTitle(_ title: Text) -> Self { self }
    public func navigationBarTitle(_ title: Text) -> Self { self }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Self { self }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> Self { self }
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> Self { self }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> Self
    { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> Self { self }
    public func navigationBarItems<L: View>(leading: L) -> Self { self }
    public func navigationBarItems<T: View>(trailing: T) -> Self { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> Self
    { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> Self {
        self
    }
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> Self { self }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> Self { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
}

public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole(), navigationStack = ToolbarRole(), editor = ToolbarRole()
    public static let browser = ToolbarRole()
}

/// SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
