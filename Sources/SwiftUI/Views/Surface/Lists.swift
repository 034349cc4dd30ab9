import GridPerfCore

/// SwiftUI's `List`: a scrolling lazy column of rows, laid out as a `ScrollView` over a
/// `LazyVStack` of spacing 0 whose every row is inset and given a minimum height:
///
/// - the row's content is inset 16 points on the leading and trailing edges — UIKit's system
///   minimum layout margins on a compact-width iPhone (`UIViewController.systemMinimumLayoutMargins`,
///   Apple's documentation), which a list's rows follow;
/// - a row is at least 44 points tall — the Human Interface Guidelines' minimum hit target ("a hit
///   target … at least 44x44 pt", HIG, "Layout"), `UITableView`'s standard row height.
///
/// The grouped styles' section insets, separators and backgrounds are not modelled (docs/SWIFTUI.md, "Lists").
///
/// Approximated: the difference from SwiftUI is stated above.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    /// `List`'s `Body` type. Approximated: see `List`.
    public typealias Body = Never
    let content: Content

    /// The leading and trailing inset of a row's content (see the type's documentation).
    static var rowInset: CGFloat { 16 }
    /// The minimum height of a row (see the type's documentation).
    static var rowMinimumHeight: CGFloat { 44 }

    /// The rows: a modifier on the content applies to each of its views (a `ForEach`'s elements
    /// as they are realised), as on any group of views.
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                content.padding(.horizontal, Self.rowInset)
                    .frame(maxWidth: .infinity, minHeight: Self.rowMinimumHeight, alignment: .leading)
            }
        }._items(in: builder)
    }
}

extension List where SelectionValue == Never {
    /// Makes a `List`. Approximated: see `List`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    /// Makes a `List`. Approximated: see `List`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `List`. Approximated: see `List`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `List`. Approximated: see `List`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// Makes a `List`. Approximated: see `List`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    /// Rows over a range (`List(0..<100) { i in … }`), identified by their number.
    ///
    /// Approximated: see `List`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    /// Makes a `List`. Approximated: see `List`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// SwiftUI's `Form`: laid out as a ``List`` (on iOS a form is a grouped list: Apple's
/// documentation, "Form": "SwiftUI … renders forms in a platform-appropriate way", on iOS the
/// grouped list style).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Form<Content: View>: View, _PrimitiveView {
    /// `Form`'s `Body` type. Approximated: see `Form`.
    public typealias Body = Never
    let content: Content
    /// Makes a `Form`. Approximated: see `Form`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        List<Never, Content>(content: content)._items(in: builder)
    }
}

/// The list styles: compile; every style is laid out as the plain rows above.
///
/// Not drawn: compiles, and changes no layout.
public protocol ListStyle {}
public struct _ListStyle: ListStyle, Sendable {
    public init() {}
}
/// SwiftUI's `PlainListStyle`. Not drawn: compiles, and changes no layout.
public typealias PlainListStyle = _ListStyle
/// SwiftUI's `GroupedListStyle`. Not drawn: compiles, and changes no layout.
public typealias GroupedListStyle = _ListStyle
/// SwiftUI's `InsetGroupedListStyle`. Not drawn: compiles, and changes no layout.
public typealias InsetGroupedListStyle = _ListStyle
/// SwiftUI's `InsetListStyle`. Not drawn: compiles, and changes no layout.
public typealias InsetListStyle = _ListStyle
/// SwiftUI's `SidebarListStyle`. Not drawn: compiles, and changes no layout.
public typealias SidebarListStyle = _ListStyle
/// SwiftUI's `DefaultListStyle`. Not drawn: compiles, and changes no layout.
public typealias DefaultListStyle = _ListStyle
extension ListStyle where Self == _ListStyle {
    /// `ListStyle`'s `plain`. Not drawn: compiles, and changes no layout.
    public static var plain: _ListStyle { .init() }
    /// `ListStyle`'s `grouped`. Not drawn: compiles, and changes no layout.
    public static var grouped: _ListStyle { .init() }
    /// `ListStyle`'s `insetGrouped`. Not drawn: compiles, and changes no layout.
    public static var insetGrouped: _ListStyle { .init() }
    /// `ListStyle`'s `inset`. Not drawn: compiles, and changes no layout.
    public static var inset: _ListStyle { .init() }
    /// `ListStyle`'s `sidebar`. Not drawn: compiles, and changes no layout.
    public static var sidebar: _ListStyle { .init() }
    /// `ListStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ListStyle { .init() }
}

/// SwiftUI's `FormStyle`. Not drawn: compiles, and changes no layout.
public protocol FormStyle {}
public struct _FormStyle: FormStyle, Sendable {}
extension FormStyle where Self == _FormStyle {
    /// `FormStyle`'s `grouped`. Not drawn: compiles, and changes no layout.
    public static var grouped: _FormStyle { .init() }
    /// `FormStyle`'s `columns`. Not drawn: compiles, and changes no layout.
    public static var columns: _FormStyle { .init() }
    /// `FormStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _FormStyle { .init() }
}

/// The tint of a list's items (`.listItemTint(.fixed(.red))`): compiles, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public struct ListItemTint: Sendable {
    /// `ListItemTint`'s `monochrome`. Not drawn: compiles, and changes no layout.
    public static let monochrome = ListItemTint()
    /// `ListItemTint`'s `fixed(_:)`. Not drawn: compiles, and changes no layout.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint() }
    /// `ListItemTint`'s `preferred(_:)`. Not drawn: compiles, and changes no layout.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint() }
}

/// SwiftUI's `EditMode`.
///
/// Not drawn: compiles, and changes no layout.
public enum EditMode: Hashable, Sendable {
    /// A case of `EditMode`. Not drawn: compiles, and changes no layout.
    case inactive, transient, active
}

/// List decorations and editing: compile, not drawn (the rows keep the insets above).
extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listItemTint(_ tint: ListItemTint?) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func listItemTint(_ tint: Color?) -> Self { self }
    /// `View`'s `swipeActions(edge:allowsFullSwipe:content:)`. Not drawn: returns the view unchanged, so it lays out as
    /// without it.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> Self { self }
}

extension ForEach {
    /// `ForEach`'s `onDelete(perform:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// `ForEach`'s `onMove(perform:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

/// SwiftUI's `VerticalEdge` and `HorizontalEdge`.
///
/// Laid out as in SwiftUI.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// A case of `VerticalEdge`. Laid out as in SwiftUI.
    case top, bottom
    /// A set of vertical edges. Laid out as in SwiftUI.
    public struct Set: OptionSet, Sendable {
        /// `VerticalEdge.Set`'s `rawValue`. Laid out as in SwiftUI.
        public let rawValue: Int8
        /// Makes a `VerticalEdge.Set`. Laid out as in SwiftUI.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// `VerticalEdge.Set`'s `top`. Laid out as in SwiftUI.
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        /// `VerticalEdge.Set`'s `all`. Laid out as in SwiftUI.
        public static let all: Set = [.top, .bottom]
    }
}

/// SwiftUI's `HorizontalEdge`: `.leading` or `.trailing`. Laid out as in SwiftUI.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// A case of `HorizontalEdge`. Laid out as in SwiftUI.
    case leading, trailing
    /// A set of horizontal edges. Laid out as in SwiftUI.
    public struct Set: OptionSet, Sendable {
        /// `HorizontalEdge.Set`'s `rawValue`. Laid out as in SwiftUI.
        public let rawValue: Int8
        /// Makes a `HorizontalEdge.Set`. Laid out as in SwiftUI.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// `HorizontalEdge.Set`'s `leading`. Laid out as in SwiftUI.
        public static let leading = Set(rawValue: 1), trailing = Set(rawValue: 2)
        /// `HorizontalEdge.Set`'s `all`. Laid out as in SwiftUI.
        public static let all: Set = [.leading, .trailing]
    }
}

/// SwiftUI's collection helpers for `onDelete` and `onMove`.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`).
    /// - Complexity: O(n).
    ///
    /// Not drawn: compiles, and changes no layout.
    public mutating func remove(atOffsets offsets: IndexSet) {
        self = Self(enumerated().filter { !offsets.contains($0.offset) }.map(\.element))
    }

    /// Moves the elements at `source` to before `destination` (SwiftUI's `move(fromOffsets:toOffset:)`).
    /// - Complexity: O(n).
    ///
    /// Not drawn: compiles, and changes no layout.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.map { elements[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (i, e) in elements.enumerated() where !source.contains(i) {
            if i < destination { insertAt += 1 }
            rest.append(e)
        }
        rest.insert(contentsOf: moved, at: insertAt)
        self = Self(rest)
    }
}
