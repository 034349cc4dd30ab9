import GridPerfCore
import GridPerfHarness
import GridPerfLayouts
import Testing

@Suite struct RegistryTests {
    @Test func builtInsAreRegisteredInOrder() throws {
        let registry = PluginRegistry.builtIn
        #expect(
            registry.names == ["lazy-vgrid", "lazy-hgrid", "grid", "waterfall", "flow", "hstack", "vstack", "zstack"])
        #expect(try registry.plugin(named: "flow").name == "flow")
    }

    @Test func anUnknownNameListsTheKnownOnes() {
        #expect(
            throws: GridPerfError(
                "unknown layout 'masonry' (known layouts: lazy-vgrid, lazy-hgrid, grid, waterfall, flow, hstack, vstack, zstack)",
                kind: .unknownLayout("masonry"))
        ) {
            try PluginRegistry.builtIn.plugin(named: "masonry")
        }
    }

    @Test func duplicatesAndBadNamesAreRefused() throws {
        var registry = PluginRegistry.builtIn
        #expect(
            throws: GridPerfError("a plugin named 'waterfall' is already registered", kind: .pluginName("waterfall"))
        ) {
            try registry.register(WaterfallPlugin())
        }
        struct Renamed: LayoutPlugin {
            var name: String
            var summary: String { "test" }
            var parameters: [PluginParameter] { [] }
            func makeLayout(parameters: JSONValue?) throws -> LayoutInstance { LayoutInstance(FlowLayout()) }
        }
        #expect(throws: GridPerfError.self) { try registry.register(Renamed(name: "two words")) }
        try registry.register(Renamed(name: "my-flow"))
        #expect(registry.names.last == "my-flow")
        // A nested Swift type's name: dots join parts, never lead, trail or repeat.
        try registry.register(Renamed(name: "Gallery.Strip"))
        for bad in [".x", "x.", "a..b", ".."] {
            #expect(throws: GridPerfError.self) { try registry.register(Renamed(name: bad)) }
        }
    }

    @Test func commandLineOptionsAreTypedByTheDeclaredParameters() throws {
        let plugin = WaterfallPlugin()
        let storage = SubviewStorage((0..<4).map { _ in ItemModel.flexible(.height(10)) })
        let layout = try plugin.makeLayout(options: ["spacing": "0"], columns: 4)
        layout.layout(proposal: ProposedSize(width: 100, height: nil), subviews: storage.subviews)
        #expect(storage.frames.map(\.minX) == [0, 25, 50, 75])  // 4 columns of 25, no spacing
        #expect(
            throws: GridPerfError(
                "--param gap: layout 'waterfall' has no such parameter (known: columns, spacing, strategy)")
        ) {
            try plugin.makeLayout(options: ["gap": "3"])
        }
        #expect(throws: GridPerfError("--param spacing: expected a number, got 'wide'")) {
            try plugin.makeLayout(options: ["spacing": "wide"])
        }
        #expect(throws: GridPerfError("--columns does not apply to layout 'flow'")) {
            try FlowPlugin().makeLayout(options: [:], columns: 3)
        }
    }

    @Test func parametersAreValidated() {
        #expect(
            throws: GridPerfError(
                "parameters.columns: must be in 1...100000, got 0", kind: .invalidValue(path: "parameters.columns"))
        ) {
            try WaterfallPlugin().makeLayout(parameters: .object(["columns": .number(0)]))
        }
        #expect(
            throws: GridPerfError(
                "parameters.spacing: must be at least 0, got -1", kind: .invalidValue(path: "parameters.spacing"))
        ) {
            try FlowPlugin().makeLayout(parameters: .object(["spacing": .number(-1)]))
        }
        #expect(
            throws: GridPerfError(
                "parameters.alignment: unknown value 'middle' (expected one of: leading, center, trailing)",
                kind: .invalidValue(path: "parameters.alignment"))
        ) {
            try FlowPlugin().makeLayout(parameters: .object(["alignment": .string("middle")]))
        }
        #expect(
            throws: GridPerfError(
                "parameters.rows: unknown field 'rows' (known fields: columns, spacing, strategy)",
                kind: .unknownField(path: "parameters.rows"))
        ) {
            try WaterfallPlugin().makeLayout(parameters: .object(["rows": .number(1)]))
        }
    }
}
