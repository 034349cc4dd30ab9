/// How a scene's leaf views are grouped beyond a flat list — a lazy grid's sections, a
/// grid's rows: the part of a SwiftUI view tree a `Layout` cannot see through its subviews
/// alone (`Section`, `GridRow`, cell modifiers). A layout's plugin reads it from its own spec
/// field (``LayoutPlugin/readViews(field:value:into:)``) and gets it back when the layout is
/// made (``LayoutPlugin/makeLayout(parameters:grouping:)``); the harness never looks inside.
public protocol SceneGrouping: Sendable {}

/// One SwiftUI `Section`: an optional header, its items and an optional footer, as indices
/// into the subviews (which hold them in that order: header, items, footer). A layout that has
/// sections turns a list of these into its grouping (``LayoutPlugin/grouping(sections:)``),
/// which is how `run --section-size` works for any layout that has sections.
public struct SceneSection: Sendable, Equatable {
    public var header: Int?
    public var items: Range<Int>
    public var footer: Int?

    public init(header: Int? = nil, items: Range<Int>, footer: Int? = nil) {
        self.header = header
        self.items = items
        self.footer = footer
    }
}
