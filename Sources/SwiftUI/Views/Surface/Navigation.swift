import GridPerfCore

// Navigation: the containers lay out their content, the bars and links are chrome.
//
// Apple's documentation describes `NavigationStack` as "a view that displays a root view and
// enables you to present additional views over the root view": the root view is the content.
// gridperf proposes the scene's size to that content unchanged — the proposal a screen is run
// with stands for the content area, the navigation bar being drawn above it, in the safe area,
// by UIKit — so no bar height is taken off (docs/SWIFTUI.md, "Navigation").

/// SwiftUI's `NavigationStack`: laid out as its root view (the navigation bar is not drawn).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct NavigationStack<Root: View>: View, _PrimitiveView {
    /// `NavigationStack`'s `Body` type. Approximated: see `NavigationStack`.
    public typealias Body = Never
    let root: Root
    /// Makes a `NavigationStack`. Approximated: see `NavigationStack`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// Makes a `NavigationStack`. Approximated: see `NavigationStack`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
    /// Makes a `NavigationStack`. Approximated: see `NavigationStack`.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: root) }
}

/// SwiftUI's `NavigationView` (deprecated for `NavigationStack`): laid out as its content.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct NavigationView<Content: View>: View, _PrimitiveView {
    /// `NavigationView`'s `Body` type. Approximated: see `NavigationView`.
    public typealias Body = Never
    let content: Content
    /// Makes a `NavigationView`. Approximated: see `NavigationView`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}

/// SwiftUI's `NavigationSplitView`: on a compact-width iPhone it collapses to one stack whose
/// root is the sidebar (Apple's documentation, "NavigationSplitView": "in compact size classes
/// … the split view collapses"), laid out as the sidebar.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, _PrimitiveView {
    /// `NavigationSplitView`'s `Body` type. Approximated: see `NavigationSplitView`.
    public typealias Body = Never
    let sidebar: Sidebar
    /// Makes a `NavigationSplitView`. Approximated: see `NavigationSplitView`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    /// Makes a `NavigationSplitView`. Approximated: see `NavigationSplitView`.
    public init<Content: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) { self.sidebar = sidebar() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: sidebar) }
}

/// SwiftUI's `NavigationLink`: laid out as its label (a button whose label is one subview);
/// its destination is not built (nothing is pushed).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
    /// `NavigationLink`'s `Body` type. Approximated: see `NavigationLink`.
    public typealias Body = Never
    let label: Label
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// The form iOS 13–15 code uses (deprecated in iOS 16 for `navigationDestination(isPresented:)`).
    ///
    /// Approximated: see `NavigationLink`.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link pushed when `selection` equals `tag` (deprecated in iOS 16, still compiled by Xcode).
    ///
    /// Approximated: see `NavigationLink`.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: label) }
}

extension NavigationLink where Destination == EmptyView {
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
    /// Makes a `NavigationLink`. Approximated: see `NavigationLink`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

/// SwiftUI's `NavigationPath`: a list of pushed values (none is pushed here).
///
/// Not drawn: compiles, and changes no layout.
public struct NavigationPath: Equatable {
    /// `NavigationPath`'s `count`. Not drawn: compiles, and changes no layout.
    public private(set) var count = 0
    /// Makes a `NavigationPath`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// Makes a `NavigationPath`. Not drawn: compiles, and changes no layout.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { count = elements.underestimatedCount }
    /// `NavigationPath`'s `isEmpty`. Not drawn: compiles, and changes no layout.
    public var isEmpty: Bool { count == 0 }
    /// `NavigationPath`'s `append(_:)`. Not drawn: compiles, and changes no layout.
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    /// `NavigationPath`'s `removeLast(_:)`. Not drawn: compiles, and changes no layout.
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }

    /// A path saved and restored (`JSONEncoder().encode(path.codable)`): its length, as nothing is pushed here.
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct CodableRepresentation: Codable, Equatable {
        var count: Int
    }
    /// The path to save: every path here holds only a length, so it is always codable.
    ///
    /// Not drawn: compiles, and changes no layout.
    public var codable: CodableRepresentation? { CodableRepresentation(count: count) }
    /// Makes a `NavigationPath`. Not drawn: compiles, and changes no layout.
    public init(_ codable: CodableRepresentation) { count = max(0, codable.count) }
}

// MARK: Toolbars

/// Toolbar content, as SwiftUI's `ToolbarContent`: compiles; toolbars are not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol ToolbarContent {}

/// SwiftUI's `@ToolbarContentBuilder`.
///
/// Not drawn: compiles, and changes no layout.
@resultBuilder
public enum ToolbarContentBuilder {
    /// `ToolbarContentBuilder`'s `buildBlock(_:)`. Not drawn: compiles, and changes no layout.
    public static func buildBlock(_ content: any ToolbarContent...) -> _ToolbarItems { _ToolbarItems() }
    /// `ToolbarContentBuilder`'s `buildExpression(_:)`. Not drawn: compiles, and changes no layout.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// `ToolbarContentBuilder`'s `buildIf(_:)`. Not drawn: compiles, and changes no layout.
    public static func buildIf(_ content: (any ToolbarContent)?) -> _ToolbarItems { _ToolbarItems() }
    /// `ToolbarContentBuilder`'s `buildEither(first:)`. Not drawn: compiles, and changes no layout.
    public static func buildEither(first: any ToolbarContent) -> _ToolbarItems { _ToolbarItems() }
    /// `ToolbarContentBuilder`'s `buildEither(second:)`. Not drawn: compiles, and changes no layout.
    public static func buildEither(second: any ToolbarContent) -> _ToolbarItems { _ToolbarItems() }
}

public struct _ToolbarItems: ToolbarContent {}

/// SwiftUI's `ToolbarItem` and `ToolbarItemGroup`: compile, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Makes a `ToolbarItem`. Not drawn: compiles, and changes no layout.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
    /// Makes a `ToolbarItem`. Not drawn: compiles, and changes no layout.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {}
}

/// SwiftUI's `ToolbarItemGroup`. Not drawn: compiles, and changes no layout.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Makes a `ToolbarItemGroup`. Not drawn: compiles, and changes no layout.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// Not drawn: compiles, and changes no layout.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    /// `ToolbarItemPlacement`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = Self(name: "automatic"), principal = Self(name: "principal")
    /// `ToolbarItemPlacement`'s `primaryAction`. Not drawn: compiles, and changes no layout.
    public static let primaryAction = Self(name: "primaryAction"), secondaryAction = Self(name: "secondaryAction")
    /// `ToolbarItemPlacement`'s `confirmationAction`. Not drawn: compiles, and changes no layout.
    public static let confirmationAction = Self(name: "confirmationAction")
    /// `ToolbarItemPlacement`'s `cancellationAction`. Not drawn: compiles, and changes no layout.
    public static let cancellationAction = Self(name: "cancellationAction")
    /// `ToolbarItemPlacement`'s `destructiveAction`. Not drawn: compiles, and changes no layout.
    public static let destructiveAction = Self(name: "destructiveAction"), navigation = Self(name: "navigation")
    /// `ToolbarItemPlacement`'s `topBarLeading`. Not drawn: compiles, and changes no layout.
    public static let topBarLeading = Self(name: "topBarLeading"), topBarTrailing = Self(name: "topBarTrailing")
    /// `ToolbarItemPlacement`'s `navigationBarLeading`. Not drawn: compiles, and changes no layout.
    public static let navigationBarLeading = Self(name: "navigationBarLeading")
    /// `ToolbarItemPlacement`'s `navigationBarTrailing`. Not drawn: compiles, and changes no layout.
    public static let navigationBarTrailing = Self(name: "navigationBarTrailing")
    /// `ToolbarItemPlacement`'s `bottomBar`. Not drawn: compiles, and changes no layout.
    public static let bottomBar = Self(name: "bottomBar"), keyboard = Self(name: "keyboard")
    /// `ToolbarItemPlacement`'s `status`. Not drawn: compiles, and changes no layout.
    public static let status = Self(name: "status")
}

/// The bars a toolbar modifier names, as SwiftUI's `ToolbarPlacement`.
///
/// Not drawn: compiles, and changes no layout.
public struct ToolbarPlacement: Sendable {
    /// `ToolbarPlacement`'s `navigationBar`. Not drawn: compiles, and changes no layout.
    public static let navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement()
    /// `ToolbarPlacement`'s `bottomBar`. Not drawn: compiles, and changes no layout.
    public static let bottomBar = ToolbarPlacement(), automatic = ToolbarPlacement()
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
///
/// Not drawn: compiles, and changes no layout.
public enum NavigationBarItem {
    /// SwiftUI's `NavigationBarItem.TitleDisplayMode`. Not drawn: compiles, and changes no layout.
    public enum TitleDisplayMode: Sendable {
        /// A case of `NavigationBarItem.TitleDisplayMode`. Not drawn: compiles, and changes no layout.
        case automatic, inline, large
    }
}

/// The navigation view styles (`.stack`, `.automatic`): compile, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol NavigationViewStyle {}
/// SwiftUI's `StackNavigationViewStyle`. Not drawn: compiles, and changes no layout.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// Makes a `StackNavigationViewStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}
/// SwiftUI's `DefaultNavigationViewStyle`. Not drawn: compiles, and changes no layout.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    /// Makes a `DefaultNavigationViewStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// `NavigationViewStyle`'s `stack`. Not drawn: compiles, and changes no layout.
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// `NavigationViewStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

/// Navigation chrome: each compiles and returns the view unchanged (no bar is drawn).
extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationTitle(_ title: Text) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarTitle(_ title: Text) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> Self { self }
    /// `View`'s `navigationBarTitle(_:displayMode:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> Self { self }
    /// `View`'s `navigationBarTitle(_:displayMode:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    /// `View`'s `navigationBarTitle(_:displayMode:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> Self
    { self }
    /// `View`'s `navigationBarTitleDisplayMode(_:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
    /// `View`'s `navigationBarBackButtonHidden(_:)`. Not drawn: returns the view unchanged, so it lays out as without
    /// it.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    /// `View`'s `navigationBarItems(leading:trailing:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarItems<L: View>(leading: L) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationBarItems<T: View>(trailing: T) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
    /// `View`'s `navigationDestination(for:destination:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> Self
    { self }
    /// `View`'s `navigationDestination(isPresented:destination:)`. Not drawn: returns the view unchanged, so it lays
    /// out as without it.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> Self {
        self
    }
    /// `View`'s `navigationDestination(item:destination:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
}

/// SwiftUI's `ToolbarRole`. Not drawn: compiles, and changes no layout.
public struct ToolbarRole: Sendable {
    /// `ToolbarRole`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = ToolbarRole(), navigationStack = ToolbarRole(), editor = ToolbarRole()
    /// `ToolbarRole`'s `browser`. Not drawn: compiles, and changes no layout.
    public static let browser = ToolbarRole()
}

/// SwiftUI's `Visibility`.
///
/// Not drawn: compiles, and changes no layout.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// A case of `Visibility`. Not drawn: compiles, and changes no layout.
    case automatic, visible, hidden
}
