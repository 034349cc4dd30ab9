import GridPerfCore
import GridPerfLayouts

/// SwiftUI's `GridLayout`: the eager `Grid` as a `Layout` (usable in ``AnyLayout``), computed by
/// gridperf's own grid (`GridPerfLayouts.GridLayout`, the `grid` plugin: every rule is there).
///
/// Rows: SwiftUI groups a grid's subviews with `GridRow`, a view; a flat list of subviews has no
/// such views, so here consecutive subviews with the same ``GridLayoutRow`` value form a row, and
/// a subview without one is a row of its own spanning every column, as a view outside a
/// `GridRow` is in SwiftUI (so with no values at all, one column of rows).
public struct GridLayout: Layout {
    /// `GridLayout`'s `alignment`. Laid out as in SwiftUI.
    public var alignment: Alignment
    /// `GridLayout`'s `horizontalSpacing`. Laid out as in SwiftUI.
    public var horizontalSpacing: CGFloat?
    /// `GridLayout`'s `verticalSpacing`. Laid out as in SwiftUI.
    public var verticalSpacing: CGFloat?

    /// Makes a `GridLayout`. Laid out as in SwiftUI.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid for the current rows and its own cache.
    ///
    /// Laid out as in SwiftUI.
    public struct Cache {
        var rowKeys: [Int?]
        var grid: GridPerfLayouts.GridLayout
        var native: GridPerfLayouts.GridLayout.Cache
    }

    /// `GridLayout`'s `makeCache(subviews:)`. Laid out as in SwiftUI.
    public func makeCache(subviews: Subviews) -> Cache {
        let keys = subviews.map { $0[GridLayoutRow.self] }
        let grid = nativeGrid(rowKeys: keys)
        return Cache(rowKeys: keys, grid: grid, native: grid.makeCache(subviews: subviews.base))
    }

    /// Keeps the grid's cell tables while the rows are the same; remakes them when they changed.
    ///
    /// Laid out as in SwiftUI.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        let keys = subviews.map { $0[GridLayoutRow.self] }
        if keys != cache.rowKeys {
            cache = makeCache(subviews: subviews)
        } else {
            cache.grid.updateCache(&cache.native, subviews: subviews.base)
        }
    }

    /// `GridLayout`'s `sizeThatFits(proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(cache.grid.sizeThatFits(proposal: proposal.native, subviews: subviews.base, cache: &cache.native))
    }

    /// `GridLayout`'s `placeSubviews(in:proposal:subviews:cache:)`. Laid out as in SwiftUI.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rect = Rect(
            x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        cache.grid.placeSubviews(in: rect, proposal: proposal.native, subviews: subviews.base, cache: &cache.native)
    }

    func nativeGrid(rowKeys: [Int?]) -> GridPerfLayouts.GridLayout {
        var rows: [GridPerfLayouts.GridRow] = []
        var start = 0
        while start < rowKeys.count {
            var end = start + 1
            if let key = rowKeys[start] {
                while end < rowKeys.count, rowKeys[end] == key { end += 1 }
                rows.append(GridPerfLayouts.GridRow(cells: start..<end))
            } else {
                rows.append(GridPerfLayouts.GridRow(cells: start..<end, isBare: true))
            }
            start = end
        }
        let spacing = GridPerfLayouts.GridLayout.defaultSpacing
        let h = horizontalSpacing.map { Double($0) } ?? spacing, v = verticalSpacing.map { Double($0) } ?? spacing
        if let grid = try? GridPerfLayouts.GridLayout(
            rows: rows, alignment: alignment.native, horizontalSpacing: h, verticalSpacing: v)
        {
            return grid
        }
        // A row of more cells than a grid takes: every subview a row of its own instead.
        let bare = rowKeys.indices.map { GridPerfLayouts.GridRow(cells: $0..<($0 + 1), isBare: true) }
        return try! GridPerfLayouts.GridLayout(
            rows: bare, alignment: alignment.native, horizontalSpacing: h, verticalSpacing: v)
    }
}

/// The row of a subview of a ``GridLayout`` (gridperf's stand-in for wrapping views in a
/// `GridRow`): consecutive subviews with the same value share a row; `nil` (the default) makes
/// the subview a row of its own, spanning every column. In a scene: `"values": {"GridLayoutRow": 0}`.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct GridLayoutRow: LayoutValueKey {
    /// `GridLayoutRow`'s `defaultValue`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static let defaultValue: Int? = nil
}

extension Alignment {
    /// gridperf's alignment: the built-in guides by name; baselines as the bottom edge (gridperf's
    /// grid aligns cells by fractions of their area), another guide as the centre.
    var native: GridPerfCore.Alignment {
        let h: GridPerfCore.HorizontalAlignment
        switch horizontal {
        case .leading, .listRowSeparatorLeading: h = .leading
        case .trailing, .listRowSeparatorTrailing: h = .trailing
        default: h = .center
        }
        let v: GridPerfCore.VerticalAlignment
        switch vertical {
        case .top: v = .top
        case .bottom, .firstTextBaseline, .lastTextBaseline: v = .bottom
        default: v = .center
        }
        return GridPerfCore.Alignment(horizontal: h, vertical: v)
    }
}
