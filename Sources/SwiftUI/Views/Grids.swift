import GridPerfCore

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
///
/// Laid out as in SwiftUI.
public struct GridItem: Sendable {
    /// How a lazy grid's column is sized: `.fixed`, `.flexible` or `.adaptive`. Laid out as in SwiftUI (the reference
    /// texts' numbers, docs/SPEC-FORMAT.md).
    public enum Size: Sendable {
        /// A case of `GridItem.Size`. Laid out as in SwiftUI.
        case fixed(CGFloat)
        /// A case of `GridItem.Size`. Laid out as in SwiftUI.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A case of `GridItem.Size`. Laid out as in SwiftUI.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// `GridItem`'s `size`. Laid out as in SwiftUI.
    public var size: Size
    /// `GridItem`'s `spacing`. Laid out as in SwiftUI.
    public var spacing: CGFloat?
    /// `GridItem`'s `alignment`. Laid out as in SwiftUI.
    public var alignment: Alignment?

    /// Makes a `GridItem`. Laid out as in SwiftUI.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The scene format's GridItem (docs/SPEC-FORMAT.md).
    var json: JSONValue {
        func bound(_ v: CGFloat) -> JSONValue { v.isFinite ? .number(Double(v)) : .null }
        let size: JSONValue
        switch self.size {
        case let .fixed(v): size = .object(["fixed": .number(Double(v))])
        case let .flexible(minimum, maximum):
            size = .object(["flexible": .object(["minimum": bound(minimum), "maximum": bound(maximum)])])
        case let .adaptive(minimum, maximum):
            size = .object(["adaptive": .object(["minimum": bound(minimum), "maximum": bound(maximum)])])
        }
        var o: [String: JSONValue] = ["size": size]
        if let spacing { o["spacing"] = .number(Double(spacing)) }
        if let alignment { o["alignment"] = .string(ViewSceneBuilder.name(alignment)) }
        return .object(o)
    }
}

/// The views a lazy grid pins while scrolling, as SwiftUI's `PinnedScrollableViews`.
///
/// Laid out as in SwiftUI.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// `PinnedScrollableViews`'s `rawValue`. Laid out as in SwiftUI.
    public let rawValue: UInt32
    /// Makes a `PinnedScrollableViews`. Laid out as in SwiftUI.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `PinnedScrollableViews`'s `sectionHeaders`. Laid out as in SwiftUI.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// `PinnedScrollableViews`'s `sectionFooters`. Laid out as in SwiftUI.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)

    var json: JSONValue {
        var list: [JSONValue] = []
        if contains(.sectionHeaders) { list.append(.string("sectionHeaders")) }
        if contains(.sectionFooters) { list.append(.string("sectionFooters")) }
        return .array(list)
    }
}

/// The lazy grids' container item: `items`, or `sections` when the content has `Section`s
/// (views outside any section become sections without header). A `ForEach` left unevaluated
/// (``SceneItem/lazyForEach(_:)``) is the entry `{"forEach": {"count": N, "views": k}}`.
func lazyGridItem(
    _ layout: String, _ parameters: [String: JSONValue], _ content: [SceneItem], _ builder: ViewSceneBuilder
) -> [String: JSONValue] {
    func entries(_ items: [SceneItem]) -> [JSONValue] {
        items.flatMap { item -> [JSONValue] in
            guard case let .lazyForEach(lazy) = item else { return item.flattened.map(JSONValue.object) }
            let entry: JSONValue = .object([
                "count": .number(Double(lazy.count)), "views": .number(Double(builder.place(of: lazy))),
            ])
            return [.object(["forEach": entry])]
        }
    }
    var o: [String: JSONValue] = ["layout": .string(layout), "parameters": .object(parameters)]
    let hasSections = content.contains { if case .section = $0 { true } else { false } }
    guard hasSections else {
        o["items"] = .array(entries(content))
        return o
    }
    var sections: [JSONValue] = []
    var loose: [SceneItem] = []
    func flushLoose() {
        if !loose.isEmpty { sections.append(.object(["items": .array(entries(loose))])) }
        loose = []
    }
    for item in content {
        if case let .section(header, items, footer) = item {
            flushLoose()
            var s: [String: JSONValue] = ["items": .array(entries(items))]
            if let header { s["header"] = .object(header) }
            if let footer { s["footer"] = .object(footer) }
            sections.append(.object(s))
        } else {
            loose.append(item)
        }
    }
    flushLoose()
    o["sections"] = .array(sections)
    return o
}

/// SwiftUI's `LazyVGrid`: the built-in `lazy-vgrid`.
///
/// Laid out as in SwiftUI.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    /// `LazyVGrid`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let parameters: [String: JSONValue]
    let content: Content

    /// Makes a `LazyVGrid`. Laid out as in SwiftUI.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        var p: [String: JSONValue] = [
            "columns": .array(columns.map(\.json)), "alignment": .string(ViewSceneBuilder.name(alignment)),
            "pinnedViews": pinnedViews.json,
        ]
        if let spacing { p["spacing"] = .number(Double(spacing)) }
        parameters = p
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(lazyGridItem("lazy-vgrid", parameters, builder.lazyItems(of: content), builder))]
    }
}

/// SwiftUI's `LazyHGrid`: the built-in `lazy-hgrid`.
///
/// Laid out as in SwiftUI.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    /// `LazyHGrid`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let parameters: [String: JSONValue]
    let content: Content

    /// Makes a `LazyHGrid`. Laid out as in SwiftUI.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        var p: [String: JSONValue] = [
            "rows": .array(rows.map(\.json)), "alignment": .string(ViewSceneBuilder.name(alignment)),
            "pinnedViews": pinnedViews.json,
        ]
        if let spacing { p["spacing"] = .number(Double(spacing)) }
        parameters = p
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(lazyGridItem("lazy-hgrid", parameters, builder.lazyItems(of: content), builder))]
    }
}

/// SwiftUI's `LazyVStack`, laid out as a `lazy-vgrid` of one flexible column (each view as
/// wide as the stack, aligned in it): an approximation, the lazy stack's own algorithm is not
/// published.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct LazyVStack<Content: View>: View, _PrimitiveView {
    /// `LazyVStack`'s `Body` type. Approximated: see `LazyVStack`.
    public typealias Body = Never
    let grid: LazyVGrid<Content>

    /// Makes a `LazyVStack`. Approximated: see `LazyVStack`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        // Apple's documentation: `alignment` is "the guide for aligning the subviews in this
        // stack": each view's alignment in the one column.
        grid = LazyVGrid(
            columns: [GridItem(.flexible(minimum: 0), alignment: Alignment(horizontal: alignment, vertical: .center))],
            alignment: alignment, spacing: spacing,
            pinnedViews: pinnedViews,
            content: content)
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { grid._items(in: builder) }
}

/// SwiftUI's `LazyHStack`, as a `lazy-hgrid` of one flexible row (see ``LazyVStack``).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct LazyHStack<Content: View>: View, _PrimitiveView {
    /// `LazyHStack`'s `Body` type. Approximated: see `LazyHStack`.
    public typealias Body = Never
    let grid: LazyHGrid<Content>

    /// Makes a `LazyHStack`. Approximated: see `LazyHStack`.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = LazyHGrid(
            rows: [GridItem(.flexible(minimum: 0), alignment: Alignment(horizontal: .center, vertical: alignment))],
            alignment: alignment, spacing: spacing, pinnedViews: pinnedViews,
            content: content)
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { grid._items(in: builder) }
}

/// SwiftUI's `Grid`: the built-in `grid`; each `GridRow` is a row, any other view a row of its
/// own spanning every column.
///
/// Laid out as in SwiftUI.
public struct Grid<Content: View>: View, _PrimitiveView {
    /// `Grid`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let parameters: [String: JSONValue]
    let content: Content

    /// Makes a `Grid`. Laid out as in SwiftUI.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        var p: [String: JSONValue] = ["alignment": .string(ViewSceneBuilder.name(alignment))]
        if let horizontalSpacing { p["horizontalSpacing"] = .number(Double(horizontalSpacing)) }
        if let verticalSpacing { p["verticalSpacing"] = .number(Double(verticalSpacing)) }
        parameters = p
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        var rows: [JSONValue] = []
        func add(_ item: SceneItem) {
            switch item {
            case let .gridRow(cells, alignment):
                var row: [String: JSONValue] = ["cells": .array(cells.flatMap(\.flattened).map(JSONValue.object))]
                if let alignment { row["alignment"] = .string(alignment) }
                rows.append(.object(row))
            case let .section(header, items, footer):
                if let header { rows.append(.object(["item": .object(header)])) }
                items.forEach(add)
                if let footer { rows.append(.object(["item": .object(footer)])) }
            case let .view(view):
                rows.append(.object(["item": .object(view)]))
            case .lazyForEach:
                item.flattened.forEach { rows.append(.object(["item": .object($0)])) }
            }
        }
        builder.items(of: content).forEach(add)
        return [.view(["layout": .string("grid"), "parameters": .object(parameters), "rows": .array(rows)])]
    }
}

/// SwiftUI's `GridRow`: one row of a ``Grid``; anywhere else, its views are its parent's.
///
/// Laid out as in SwiftUI.
public struct GridRow<Content: View>: View, _PrimitiveView {
    /// `GridRow`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Makes a `GridRow`. Laid out as in SwiftUI.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.gridRow(cells: builder.items(of: content), alignment: alignment.map(ViewSceneBuilder.name))]
    }
}
