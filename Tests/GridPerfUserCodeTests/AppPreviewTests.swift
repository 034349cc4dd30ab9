import Foundation
import Testing

import GridPerfCore
import GridPerfModel
import GridPerfUserCode

/// `--app`: an app's `#Preview`s written as the views Apple's documentation says the macro
/// generates, its providers' views counted, Xcode's asset symbols named, the target's folder
/// read as Xcode reads it. Expected texts are written by hand from those rules.
@Suite struct AppPreviewTests {
    /// "The `#Preview` macro will generate an embedded SwiftUI view; tagged declarations become
    /// properties on the view, and all remaining statements form the view's body" (Apple,
    /// `Previewable()`): the `@Previewable` line is a property, the rest the body, lines kept.
    @Test func aPreviewIsAViewItsPreviewablesItsProperties() {
        let text = """
            import SwiftUI
            // #Preview in a comment stays
            #Preview("Toggle", traits: .sizeThatFitsLayout) {
                @Previewable @State var on = true
                Toggle("Loud", isOn: $on)
            }
            let s = "#Preview"
            """
        let expansion = Preview.expand(text, file: "/app/Loud.swift", tag: "Loud")
        #expect(
            expansion.text == """
                import SwiftUI
                // #Preview in a comment stays
                struct GridPerfPreview_Loud_1: SwiftUI.View {
                     @State var on = true;var body: some SwiftUI.View {
                    Toggle("Loud", isOn: $on)
                }}
                let s = "#Preview"
                """)
        #expect(expansion.text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(expansion.previews.count == 1)
        let preview = expansion.previews[0]
        #expect(preview.name == "Toggle" && preview.line == 3 && preview.label == "Loud.swift: Toggle")
        #expect(preview.expression == "GridPerfPreview_Loud_1()")
        #expect(preview.traits.sizeThatFits && preview.traits.fixed == nil && !preview.traits.landscape)
        #expect(expansion.lines == [3...6])
        #expect(preview.matches("Toggle") && preview.matches("Loud.swift:3") && !preview.matches("Loud"))
    }

    /// A one-line preview, a fixed layout and a landscape one: the window each is laid out in
    /// (Apple's `PreviewTrait`: `fixedLayout` a container of that size, landscape the device turned).
    @Test func traitsGiveTheWindow() {
        let text = """
            #Preview { Color.red }
            #Preview("Banner", traits: .fixedLayout(width: 200, height: 100)) { Color.blue }
            #Preview("Wide", traits: .landscapeLeft) { Color.green }
            """
        let expansion = Preview.expand(text, file: "Colours.swift", tag: "Colours")
        #expect(
            expansion.text.split(separator: "\n").first
                == "struct GridPerfPreview_Colours_1: SwiftUI.View {var body: some SwiftUI.View { Color.red }}")
        let windows = expansion.previews.map { $0.traits.window(deviceWidth: 390, deviceHeight: 844) }
        #expect(windows.map(\.width) == [390, 200, 844] && windows.map(\.height) == [844, 100, 390])
        #expect(expansion.previews.map(\.label) == ["Colours.swift:1", "Colours.swift: Banner", "Colours.swift: Wide"])
    }

    /// A preview that did not compile is blanked (lines kept), the others still written.
    @Test func aBlankedPreviewIsGoneItsLinesKept() {
        let text = "#Preview(\"A\") {\n    Missing()\n}\n#Preview(\"B\") { Color.red }"
        let expansion = Preview.expand(text, file: "F.swift", tag: "F", blanked: ["F.swift: A"])
        #expect(expansion.previews.map(\.label) == ["F.swift: B"])
        #expect(expansion.text.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(!expansion.text.contains("Missing") && expansion.text.contains("GridPerfPreview_F_2"))
    }

    /// A provider's `previews` lists two views inside a `Group` (one with a modifier on its own
    /// line, one a `ForEach`): two cases, each the view at its index.
    @Test func aProvidersViewsAreCasesEach() {
        let text = """
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card()
                            .padding(4)
                        ForEach(0..<3) { i in
                            Card(index: i)
                        }
                    }
                }
            }
            """
        let previews = Preview.expand(text, file: "Card.swift", tag: "Card").previews
        #expect(previews.map(\.name) == ["Card_Previews[0]", "Card_Previews[1]"])
        #expect(
            previews.map(\.expression) == [
                "_PreviewPick(Card_Previews.previews, index: 0)", "_PreviewPick(Card_Previews.previews, index: 1)",
            ])
    }

    /// Xcode's generated asset symbols: lower camel case, a trailing `Color`/`Image` dropped, a
    /// leading digit behind `_`.
    @Test(
        arguments: [
            ("AccentColor", "Color", "accent"), ("brand-blue", "Color", "brandBlue"), ("Poster", "Image", "poster"),
            ("Icons/Star", "Image", "iconsStar"), ("2up", "Image", "_2up"), ("Color", "Color", "color"),
            ("heroImage", "Image", "hero"), ("--", "Color", nil),
        ] as [(String, String, String?)])
    func assetSymbols(name: String, suffix: String, symbol: String?) {
        #expect(AppFolder.symbolName(name, dropping: suffix) == symbol)
    }

    /// The target's folder: sources and resources in, tests, build folders, hidden folders and a
    /// local package out.
    @Test func theFolderIsReadAsTheTarget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/App.swift", "App/Views/Grid.swift", "App/Data/films.json", "App/Assets.xcassets/Contents.json",
            "AppTests/AppTests.swift", ".build/x.swift", "App/.hidden/y.swift", "Kit/Package.swift",
            "Kit/Sources/Kit/Kit.swift", "App/App.entitlements",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        let app = try AppFolder.scan(root.path)
        let base = app.root + "/"
        #expect(app.swiftFiles == [base + "App/App.swift", base + "App/Views/Grid.swift"])
        #expect(app.resources == ["films.json": base + "App/Data/films.json"])
        #expect(app.catalogs == [base + "App/Assets.xcassets"])
        #expect(app.tests == [base + "AppTests"] && app.packages == [base + "Kit"])
        #expect(throws: GridPerfError.self) { try AppFolder.scan(root.path + "/App/Data/films.json") }
    }

    /// Compile errors inside previews name those previews; one outside them is the files' own.
    @Test func compileErrorsInsidePreviewsNameThem() {
        let previews = [("/a/F.swift", "F.swift: A", 10...12), ("/a/F.swift", "F.swift: B", 14...15)]
        let inside = "/a/F.swift:11:5: error: cannot find 'Missing' in scope\n/a/F.swift:11:9: error: second\n"
        #expect(
            SourceBuild.previewFailures(inside, previews: previews) == ["F.swift: A": "cannot find 'Missing' in scope"])
        #expect(SourceBuild.previewFailures(inside + "/a/F.swift:3:1: error: outside\n", previews: previews) == nil)
    }

    /// A module Linux has no counterpart for stops the compiler at its import: found, unless a
    /// `canImport` of its own guards it; the toolchain's and gridperf's Apple names are not.
    @Test func importsWithoutACounterpartAreFound() {
        let text = """
            import SwiftUI
            import UIKit
            @preconcurrency import PassKit
            import struct CoreLocation.CLLocationCoordinate2D
            #if canImport(MapKit)
            import MapKit
            #endif
            import FoundationNetworking
            // import StoreKit
            """
        #expect(AppFolder.unavailableImports(text) == ["PassKit", "CoreLocation"])
    }

    /// A type-check time-out is named where the compiler says it stopped.
    @Test func aTypeCheckTimeOutNamesItsPlace() {
        let messages = """
            /app/Views/Grid.swift:40:9: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions
            /app/Views/Grid.swift:41:1: note: something
            """
        #expect(SourceBuild.typeCheckTimeOut(in: messages) == "Grid.swift:40")
        #expect(SourceBuild.typeCheckTimeOut(in: "/a/B.swift:1:1: error: cannot find 'X' in scope") == nil)
    }

    /// `--source` blanks every preview, lines kept: a trailing closure through its brace, a
    /// closure passed as an argument with the macro's arguments; a `"#Preview"` in a string stays.
    @Test func blankingEveryPreviewKeepsTheLines() {
        let text =
            "let a = 1\n#Preview(\"A\") {\n    Text(\"x\")\n}\n#Preview(\"B\", body: { Text(\"y\") })\nlet s = \"#Preview\""
        let expansion = Preview.expand(text, file: "F.swift", tag: "F", blankingAll: true)
        #expect(expansion.previews.isEmpty)
        #expect(
            expansion.text == "let a = 1\n" + String(repeating: " ", count: 15) + "\n"
                + String(repeating: " ", count: 13)
                + "\n \n" + String(repeating: " ", count: 34) + "\nlet s = \"#Preview\"")
    }

    /// Two files of one name are told apart by their index; a name used once is its own tag.
    @Test func previewTagsTellFilesOfOneNameApart() {
        var app = AppFolder(root: "/app")
        app.swiftFiles = ["/app/A/Grid.swift", "/app/B/Grid.swift", "/app/My List.swift"]
        #expect(app.previewTags == ["Grid_0", "Grid_1", "My_List"])
    }
}
