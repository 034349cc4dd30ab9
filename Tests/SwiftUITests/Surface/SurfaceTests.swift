import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode
import SwiftUI
import Testing

/// The SwiftUI surface public code uses (docs/swiftui-surface.json) compiles, and what of it
/// changes a layout lays out by its sources (docs/SWIFTUI.md).
@Suite struct SurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every SwiftUI entry of the table appears in SurfaceCatalogue.swift (which compiles only
    /// while each is declared with the signature used there) — the macros in Examples/Screens,
    /// which `make swiftui-views` builds through `--source`. A name the table gains or the
    /// catalogue loses fails here.
    @Test func everySwiftUIEntryOfTheSurfaceTableIsUsedInTheCatalogue() throws {
        let table =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.root.appendingPathComponent("docs/swiftui-surface.json"))) as! [String: Any]
        let entries = (table["entries"] as! [[String: Any]]).filter { $0["framework"] as? String == "SwiftUI" }
        #expect(entries.count >= 300)
        #expect((table["files"] as! Int) >= 300 && (table["repositories"] as! Int) >= 100)
        #expect(table["swiftui_missing"] as? [String] == [])
        let catalogue = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/SwiftUITests/Surface/SurfaceCatalogue.swift"),
            encoding: .utf8)
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Examples/Screens").path
        ).filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: Self.root.appendingPathComponent("Examples/Screens/\($0)"), encoding: .utf8)
        }.joined()
        var unused: [String] = []
        for entry in entries {
            let (kind, name) = (entry["kind"] as! String, entry["name"] as! String)
            let pattern: String
            switch kind {
            case "macro": pattern = "#\(name)\\b"
            case "wrapper": pattern = "@\(name)\\b"
            case "envkey": pattern = "\\\\\\.\(name)\\b"
            case "modifier", "member": pattern = "\\.\(name)\\b"
            default: pattern = "\\b\(name)\\b"
            }
            let inMacros = kind == "macro" || ["Entry", "Previewable"].contains(name)
            let text = inMacros ? screens : catalogue
            if text.range(of: pattern, options: .regularExpression) == nil { unused.append("\(kind) \(name)") }
        }
        #expect(unused == [])
    }

    /// A `List` row: inset 16 points leading and trailing (UIKit's system minimum layout margins
    /// on a compact-width iPhone) and at least 44 tall (the HIG's minimum hit target). A 100 × 20
    /// view in the first row of a list at 390 × 844: the row is 390 wide (the one column of the
    /// list's lazy stack), max(20, 44) = 44 tall; the view at x = 16, y = (44 − 20) / 2 = 12.
    @Test func aListRowIsInsetAndAtLeastARowTall() throws {
        let view = List {
            Color.clear.frame(width: 100, height: 20)
            Color.clear.frame(width: 100, height: 60)
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames[0] == Rect(x: 16, y: 12, width: 100, height: 20))
        // The second row is 60 tall (over the minimum), right under the first: y = 44.
        #expect(result.frames[1] == Rect(x: 16, y: 44, width: 100, height: 60))
    }

    /// A `NavigationStack` proposes the screen's size to its root unchanged (the bar is chrome in
    /// the safe area): a two-column grid inside one lays out as it does alone. Columns of
    /// (390 − 10) / 2 = 190 with 10 between them: cells at x 0 and 200, rows 50 tall.
    @Test func aNavigationStackAroundAGridLeavesTheGridAsItIs() throws {
        func grid() -> some View {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 10), GridItem(.flexible())], spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in Color.clear.frame(height: 50) }
            }
        }
        let inside = try ViewSceneTests.layOut(
            NavigationStack { grid() }.navigationTitle("Grid"), width: 390, height: nil)
        let alone = try ViewSceneTests.layOut(grid(), width: 390, height: nil)
        #expect(inside.frames == alone.frames)
        #expect(inside.frames[0] == Rect(x: 0, y: 0, width: 190, height: 50))
        #expect(inside.frames[1] == Rect(x: 200, y: 0, width: 190, height: 50))
        #expect(inside.frames[2] == Rect(x: 0, y: 50, width: 190, height: 50))
    }

    /// A `GeometryReader` takes the whole proposal (390 × 844) and places its content at its top
    /// leading corner; its proxy reports that size: half its width is 195.
    @Test func aGeometryReaderFillsItsProposalAndPlacesItsContentTopLeading() throws {
        let view = GeometryReader { proxy in Color.clear.frame(width: proxy.size.width / 2, height: 30) }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 195, height: 30))
    }

    /// `safeAreaInset(edge: .bottom)`: the bar (50 tall) at the bottom edge, the modified view
    /// inset by its height: 844 − 50 = 794 tall, the bar at y 794.
    @Test func aBottomSafeAreaInsetSitsAtTheEdgeAndInsetsTheView() throws {
        let view = Color.clear.safeAreaInset(edge: .bottom) { Color.clear.frame(height: 50) }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 390, height: 794))
        #expect(result.frames[1] == Rect(x: 0, y: 794, width: 390, height: 50))
    }

    /// A `Button`'s label is one subview, whatever its content: an image (20 × 20) and a title
    /// (40 × 10) 4 apart, 64 × 20 in all (the root `ZStack` is as big as it, frames from its
    /// origin): the image at 0, the title at 20 + 4 = 24, centred on the row at (20 − 10) / 2 = 5.
    @Test func aButtonWithAnImageAndATitleIsItsLabel() throws {
        let view = Button(action: {}) {
            HStack(spacing: 4) {
                Color.clear.frame(width: 20, height: 20)
                Color.clear.frame(width: 40, height: 10)
            }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(
            result.frames == [
                Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 24, y: 5, width: 40, height: 10),
            ])
    }

    /// `.background(Color.white)` compiles (the shape-style form is chosen) and draws the colour
    /// under the view, proposed its size: 30 × 20 at the view's place (the origin of the root
    /// `ZStack`, as big as the view).
    @Test func aColorBackgroundCompilesAndTakesTheViewsSize() throws {
        let view = Color.clear.frame(width: 30, height: 20).background(Color.white)
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(
            result.frames == [Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 0, y: 0, width: 30, height: 20)])
    }

    /// `@Entry` expands to an environment entry: the default until an ancestor sets it.
    @Test func anEntryExpandsToAnEnvironmentEntryOnItsOwnLine() {
        let text =
            "extension EnvironmentValues {\n    @Entry var cardWidth: CGFloat = 300\n    @Entry public var tint: Color?\n}"
        let expanded = SourceBuild.expandingEntries(text)
        #expect(expanded.split(separator: "\n").count == 4)
        #expect(expanded.contains("var cardWidth: CGFloat { get { self[_gridperfEntry: \"cardWidth\""))
        #expect(expanded.contains("static let __gridperfEntry_cardWidth: CGFloat = 300"))
        #expect(expanded.contains("public var tint: Color? {"))
        #expect(expanded.contains("static let __gridperfEntry_tint: Color? = nil"))
    }

    /// A named image takes its size from the app's asset catalog (`--assets`): pixels ÷ scale,
    /// the 3× file where the set has one (Apple's "Asset Catalog Format Reference"; gridperf lays
    /// out a 3× iPhone). "poster": a 3× PNG of 600 × 900 pixels and a 1× of 200 × 300 → 200 × 300
    /// points; "icons/star" in a namespace folder: a 2× JPEG of 48 × 44 → 24 × 22; "logo": a PDF,
    /// not read, keeps 20 × 20 and is named as such. `Image("poster")` lays out 200 × 300;
    /// resizable and fitted into a 100-point-wide frame, 100 × 100 × 900 / 600 = 150 tall.
    @Test func aNamedImageTakesItsSizeFromTheAssetCatalog() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalog) }
        func write(_ path: String, _ bytes: [UInt8]) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        // A PNG's signature and IHDR chunk (length, type, width, height): all the reader needs.
        func png(_ w: Int, _ h: Int) -> [UInt8] {
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(w) + be32(h)
                + [8, 2, 0, 0, 0]
        }
        // A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 (length 17, precision 8, height, width).
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 44, 0x00, 48] + [UInt8](repeating: 0, count: 10)
        func contents(_ images: String) -> [UInt8] { Array(#"{"images": [\#(images)]}"#.utf8) }
        try write(
            "poster.imageset/Contents.json",
            contents(#"{"filename": "p1.png", "scale": "1x"}, {"filename": "p3.png", "scale": "3x"}"#))
        try write("poster.imageset/p1.png", png(200, 300))
        try write("poster.imageset/p3.png", png(600, 900))
        try write("icons/Contents.json", Array(#"{"properties": {"provides-namespace": true}}"#.utf8))
        try write("icons/star.imageset/Contents.json", contents(#"{"filename": "s.jpg", "scale": "2x"}"#))
        try write("icons/star.imageset/s.jpg", jpeg)
        try write("logo.imageset/Contents.json", contents(#"{"filename": "logo.pdf"}"#))
        try write("logo.imageset/logo.pdf", Array("%PDF-1.7".utf8))
        // A camera's JPEG: two 65,000-byte APP1 segments (EXIF, XMP) before its SOF0 (height 30,
        // width 40 at 1x), past the first 64 KiB; and a JPEG cut before any SOF (unsized).
        let app1: [UInt8] = [0xFF, 0xE1, 0xFD, 0xE8] + [UInt8](repeating: 0, count: 64_998)
        try write("photo.imageset/Contents.json", contents(#"{"filename": "photo.jpg", "scale": "1x"}"#))
        try write(
            "photo.imageset/photo.jpg",
            [0xFF, 0xD8] + app1 + app1 + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 40]
                + [UInt8](repeating: 0, count: 10))
        try write("cut.imageset/Contents.json", contents(#"{"filename": "cut.jpg"}"#))
        try write("cut.imageset/cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14))

        let loaded = try AssetCatalog.load(catalog.path)
        #expect(
            loaded.sizes == [
                "poster": Size(width: 200, height: 300), "icons/star": Size(width: 24, height: 22),
                "photo": Size(width: 40, height: 30),
            ])
        #expect(loaded.unsized.sorted() == ["cut", "logo"])

        let images = AssetCatalog.encoded(loaded.sizes)
        func layOut<V: View>(_ view: V) throws -> [Rect] {
            let scene = ViewScene(view, width: 390, height: 844, images: images)
            return try LayoutResult.compute(try LayoutSpec.parse(scene.json, source: "assets")).frames
        }
        #expect(try layOut(Image("poster")) == [Rect(x: 0, y: 0, width: 200, height: 300)])
        #expect(try layOut(Image("icons/star")) == [Rect(x: 0, y: 0, width: 24, height: 22)])
        #expect(try layOut(Image("logo")) == [Rect(x: 0, y: 0, width: 20, height: 20)])
        #expect(
            try layOut(Image("poster").resizable().scaledToFit().frame(width: 100))
                == [Rect(x: 0, y: 0, width: 100, height: 150)])
    }

    /// `--assets` that is not a folder is one clear error; so is an image set whose file is a FIFO
    /// (which would block a read for ever): refused before it is opened.
    @Test func anAssetCatalogThatIsNotAFolderOrHasAFIFOIsRefused() throws {
        #expect {
            _ = try AssetCatalog.load("/dev/null")
        } throws: { error in
            (error as? GridPerfError)?.message.contains("expected an asset catalog folder") == true
        }
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("pipe.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "p.png", "scale": "3x"}]}"#.utf8).write(
            to: set.appendingPathComponent("Contents.json"))
        #expect(mkfifo(set.appendingPathComponent("p.png").path, 0o600) == 0)
        #expect {
            _ = try AssetCatalog.load(catalog.path)
        } throws: { error in
            (error as? GridPerfError)?.message.contains("p.png: not a regular file") == true
        }
    }
}
