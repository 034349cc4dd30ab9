import GridPerfCore
import GridPerfLayouts

/// SwiftUI's own layouts as built-in plugins: `hstack`, `vstack`, `zstack`.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public enum SwiftUIBuiltIns {
    /// `SwiftUIBuiltIns`'s `plugins`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static var plugins: [any LayoutPlugin] { [hstack, vstack, zstack] }

    /// Every built-in layout: GridPerfLayouts' own (`BuiltInPlugins.all`), then SwiftUI's stacks —
    /// what the harness's `PluginRegistry.builtIn` registers, from the one module that sees both.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public static var everyBuiltIn: [any LayoutPlugin] { BuiltInPlugins.all + plugins }

    /// `plugin` written in SwiftUI code as the view `name` (`HStack`, not `HStackLayout()`).
    static func written(_ plugin: SwiftUILayoutPlugin, as name: String) -> SwiftUILayoutPlugin {
        var p = plugin
        p.swiftUIView = name
        return p
    }

    static let spacing = PluginParameter(
        "spacing", .number, default: "null",
        "gap between neighbours; null: each pair's ViewSpacing distance (8 by default)")

    static func readSpacing(_ r: inout JSONObjectReader) throws -> CGFloat? {
        if case .null? = r.value("spacing") { return nil }
        return try r.optionalDouble("spacing").map { CGFloat($0) }
    }

    static let vertical: [(String, VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]
    static let horizontal: [(String, HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    static let both: [(String, Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading),
        ("center", .center), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
        ("bottomTrailing", .bottomTrailing),
    ]

    static func alignment<A>(_ table: [(String, A)]) -> PluginParameter {
        PluginParameter("alignment", .choice(table.map(\.0)), default: "center", "alignment guide the subviews share")
    }

    static func read<A>(_ table: [(String, A)], _ r: inout JSONObjectReader) throws -> A {
        let name = try r.choice("alignment", default: "center", choices: table.map(\.0))
        return table.first { $0.0 == name }!.1
    }

    static let hstack = written(hstackLayout, as: "HStack")
    static let vstack = written(vstackLayout, as: "VStack")
    static let zstack = written(zstackLayout, as: "ZStack")

    static let hstackLayout = SwiftUILayoutPlugin(
        name: "hstack", summary: "SwiftUI's HStackLayout: a row, space offered least flexible first",
        parameters: [alignment(vertical), spacing],
        guarantees: [.noOverlaps, .framesInsideSize, .sizeIsBoundingBox, .finiteForInfiniteProposal]
    ) { r in HStackLayout(alignment: try read(vertical, &r), spacing: try readSpacing(&r)) }

    static let vstackLayout = SwiftUILayoutPlugin(
        name: "vstack", summary: "SwiftUI's VStackLayout: a column, space offered least flexible first",
        parameters: [alignment(horizontal), spacing],
        guarantees: [.noOverlaps, .framesInsideSize, .sizeIsBoundingBox, .finiteForInfiniteProposal]
    ) { r in VStackLayout(alignment: try read(horizontal, &r), spacing: try readSpacing(&r)) }

    static let zstackLayout = SwiftUILayoutPlugin(
        name: "zstack", summary: "SwiftUI's ZStackLayout: subviews overlaid on one alignment",
        parameters: [alignment(both)], guarantees: [.framesInsideSize, .sizeIsBoundingBox, .finiteForInfiniteProposal]
    ) { r in ZStackLayout(alignment: try read(both, &r)) }
}
