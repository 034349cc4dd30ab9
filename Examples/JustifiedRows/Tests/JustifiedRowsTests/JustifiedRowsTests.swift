import GridPerfCore
import GridPerfHarness
import JustifiedRows
import Testing

@Suite struct JustifiedRowsTests {
    /// Width 300, spacing 10, target 100, ratios 1.5, 1, 2, 1, 0.5. Row 1: 150, then 260,
    /// then 470 ≥ 300: three items, height (300 − 20) ÷ 4.5 = 62.22…. Row 2 (the last): 1 and
    /// 0.5 at the target height, ragged.
    @Test func rowsByHand() {
        let rows = JustifiedRowsMath.rows(ratios: [1.5, 1, 2, 1, 0.5], width: 300, targetHeight: 100, spacing: 10)
        #expect(rows.map(\.range) == [0..<3, 3..<5])
        #expect(abs(rows[0].height - 280 / 4.5) < 1e-12)
        #expect(rows[1].height == 100)
    }

    @Test func framesFillEachRowExactly() throws {
        let items: [ItemModel] = [1.5, 1, 2, 1, 0.5].map { .aspect(AspectItem(ratio: $0, idealWidth: 100)) }
        let storage = SubviewStorage(items)
        let layout = LayoutInstance(JustifiedRowsLayout(targetHeight: 100, spacing: 10))
        let size = layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
        let h = 280 / 4.5
        #expect(abs(size.height - (h + 10 + 100)) < 1e-9 && size.width == 300)
        let f = storage.frames
        #expect(abs(f[2].maxX - 300) < 1e-9)  // the full row ends at the width
        #expect(abs(f[0].width - 1.5 * h) < 1e-9 && abs(f[1].minX - (1.5 * h + 10)) < 1e-9)
        #expect(f[3] == Rect(x: 0, y: h + 10, width: 100, height: 100))
        #expect(f[4] == Rect(x: 110, y: h + 10, width: 50, height: 100))
    }

    @Test func registeredBesideTheBuiltInsAndConformant() throws {
        var registry = PluginRegistry.builtIn
        try registry.register(JustifiedRowsPlugin())
        #expect(registry.names.last == "justified-rows")
        let failed = try Conformance.run(JustifiedRowsPlugin()).filter { !$0.passed }
        #expect(failed.isEmpty, "\(failed)")
    }

    /// "Copy as SwiftUI" of a justified-rows scene names the plugin's own layout with the scene's
    /// parameters (the defaults where the scene gives none), not a `Group`.
    @Test func copiedAsItsOwnSwiftUICode() throws {
        let plugin = JustifiedRowsPlugin()
        let given = try #require(plugin.swiftUICall(parameters: ["rowHeight": .number(90)]))
        #expect(given.head == "JustifiedRowsLayout(targetHeight: 90, spacing: 4)")
        #expect(given.isLayoutInstance && given.note?.contains("Examples/JustifiedRows") == true)
        let defaults = try #require(plugin.swiftUICall(parameters: [:]))
        #expect(defaults.head == "JustifiedRowsLayout(targetHeight: 120, spacing: 4)")
    }
}

import SwiftUI

/// The package route for SwiftUI layouts: `.swiftUI(layout, name:)` registers any SwiftUI
/// `Layout` beside native plugins. Two boxes 50x20 and 30x40 in an HStack(alignment: .top,
/// spacing: 4): 50 + 4 + 30 = 84 wide, 40 high, both at the top.
@Suite struct SwiftUIPackageRouteTests {
    @Test func aSwiftUILayoutRegistersAndLaysOut() throws {
        let plugin: any LayoutPlugin = .swiftUI(HStackLayout(alignment: .top, spacing: 4), name: "hstack-4")
        var registry = PluginRegistry.builtIn
        try registry.register(plugin)
        let storage = SubviewStorage([ItemModel.size(width: 50, height: 20), .size(width: 30, height: 40)])
        let layout = try registry.makeLayout(named: "hstack-4", parameters: nil)
        let size = layout.layout(proposal: ProposedSize(width: 300, height: nil), subviews: storage.subviews)
        #expect(size == Size(width: 84, height: 40))
        #expect(storage.frames == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 54, y: 0, width: 30, height: 40)])
    }
}
