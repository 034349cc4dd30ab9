import GridPerfCore

extension WaterfallPlugin {
    /// `WaterfallLayout(columns: 2, spacing: 8)`: SwiftUI ships no waterfall; the seed's
    /// `WaterfallLayout` (Examples/SeedViews/PixarViews.swift) is one, taking `columns` then
    /// `spacing`. Both are written, the defaults too (the seed's spacing default is 12, this
    /// layout's is not); `strategy` is gridperf's own and has no SwiftUI argument.
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        var p = parameters
        let defaults = WaterfallLayout()
        let columns = Self.columns.declaration.name, spacing = Self.spacing.declaration.name
        if p[columns] == nil { p[columns] = .number(Double(defaults.columns)) }
        if p[spacing] == nil { p[spacing] = .number(defaults.spacing) }
        return SwiftUICall(
            "WaterfallLayout", arguments: SwiftUICall.arguments(p, order: [columns, spacing], only: true),
            note:
                "SwiftUI ships no waterfall layout: a custom Layout (the seed's, Examples/SeedViews/PixarViews.swift)",
            isLayoutInstance: true)
    }
}
