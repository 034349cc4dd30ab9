import Foundation
import GridPerfTestSupport
import Testing

/// `--app`: an app's folder compiled as Xcode compiles its target (Examples/Apps/FilmShelf: an
/// asset catalog used through generated symbols, films.json read through `Bundle.main`, a test
/// target beside it), its previews listed and laid out, each a case. Frames derived by hand.
@Suite struct AppCommandTests {
    static let app = CLI.repositoryRoot.path + "/Examples/Apps/FilmShelf"

    func frames(_ preview: String, app: String = Self.app) throws -> (size: [Double], frames: [[Double]]) {
        let r = try CLI.run(["layout", "--app", app, "--preview", preview, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let size = json?["size"] as? [String: Double]
        let frames = (json?["frames"] as? [[String: Double]]) ?? []
        return (
            [size?["width"] ?? -1, size?["height"] ?? -1],
            frames.map { [$0["x"] ?? -1, $0["y"] ?? -1, $0["width"] ?? -1, $0["height"] ?? -1] }
        )
    }

    /// The list: eight previews (six `#Preview`s, a provider's two views), the windows their
    /// traits give, the test target left out, the resource found.
    @Test func thePreviewsAreListed() throws {
        let r = try CLI.run(["previews", "--app", Self.app, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr.suffix(300))")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let previews = (json?["previews"] as? [[String: Any]]) ?? []
        #expect(
            previews.map { $0["label"] as? String ?? "" } == [
                "FilmCard.swift: Card", "ShelfView.swift: Shelf", "ShelfView.swift: Shelf, landscape",
                "Swatches.swift: Swatch", "Swatches.swift: Banner", "Swatches.swift:19",
                "Swatches.swift: Swatches_Previews[0]", "Swatches.swift: Swatches_Previews[1]",
            ])
        #expect(
            previews.map { $0["window"] as? [Double] ?? [] }[1...4] == [
                [390, 844], [844, 390], [390, 844], [200, 100],
            ])
        #expect(json?["swiftFiles"] as? Double == 8)
        #expect(json?["resources"] as? [String] == ["films.json"])
        let text = try CLI.run(["previews", "--app", Self.app])
        #expect(text.stdout.contains("left out (tests): FilmShelfTests"))
    }

    /// `Color.brand` (the generated symbol of BrandColor.colorset) 80 × 40 in `padding(8)`, a
    /// size-that-fits preview: 96 × 56, the colour at (8, 8).
    @Test func aGeneratedAssetColoursViewInASizeThatFitsPreview() throws {
        let (size, frames) = try frames("Swatch")
        #expect(size == [96, 56] && frames == [[8, 8, 80, 40]])
    }

    /// `Image(.poster)`: Poster.imageset's 3× file is 120 × 180 pixels, 40 × 60 points; a
    /// provider's second view pads it by 4; `.fixedLayout(width: 200, height: 100)` gives
    /// `Color(.brand)` its container.
    @Test func generatedImageSymbolsAndFixedLayouts() throws {
        #expect(try frames("Swatches.swift:19") == ([40, 60], [[0, 0, 40, 60]]))
        #expect(try frames("Swatches_Previews[1]") == ([48, 68], [[4, 4, 40, 60]]))
        #expect(try frames("Banner") == ([200, 100], [[0, 0, 200, 100]]))
    }

    /// The shelf's films come from films.json through `Bundle.main` (12 films): 12 cards of an
    /// image, two texts and the overlay's slot (a 20 × 20 heart on the two favourites, ids 1 and 4;
    /// the empty `if` a 0 × 0 slot on the others), and the background colour — 12 × 4 + 1 = 49.
    /// The grid: 390 − 2 × 16 = 358 wide, adaptive columns of at least 100 with 12 between:
    /// ⌊370 / 112⌋ = 3 columns of (358 − 24) / 3 = 111.33; a poster at 2 : 3 is 167 high; the
    /// heart at the card's top trailing corner, x = 16 + 111.33 − 20.
    @Test func theShelfReadsItsFilmsFromTheBundle() throws {
        let (_, frames) = try frames("Shelf")
        #expect(frames.count == 49)
        let first = try #require(frames.first)
        #expect(first[0] == 16 && abs(first[2] - 334.0 / 3) < 1e-9 && abs(first[3] - 167) < 1e-9)
        let slots = stride(from: 3, to: 48, by: 4).map { frames[$0] }
        #expect(slots.map { $0[2] } == [20, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(abs(frames[3][0] - (16 + 334.0 / 3 - 20)) < 1e-9)
    }

    /// `UIScreen.main.bounds` is the window: turned to landscape (844 wide) the shelf pads by 32,
    /// not 16; 844 − 64 = 780 holds ⌊792 / 112⌋ = 7 columns of (780 − 72) / 7 = 101.14.
    @Test func theScreensBoundsAreTheWindow() throws {
        let (size, frames) = try frames("Shelf, landscape")
        #expect(size == [844, 390])
        let first = try #require(frames.first)
        #expect(first[0] == 32 && abs(first[2] - 708.0 / 7) < 1e-9)
    }

    /// `run --app` runs every preview, one case each; one that does not compile is one line
    /// naming it and why, a file that imports a module Linux lacks (MapKit) is left out with one
    /// line naming its previews, and the others go on.
    @Test func aPreviewThatDoesNotCompileIsOneLineTheOthersRun() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(atPath: Self.app, toPath: copy.path)
        let swatches = copy.appendingPathComponent("FilmShelf/Views/Swatches.swift")
        try (String(contentsOf: swatches, encoding: .utf8) + "\n#Preview(\"Broken\") {\n    NoSuchView()\n}\n")
            .write(to: swatches, atomically: true, encoding: .utf8)
        try
            "import MapKit\nimport SwiftUI\n\nstruct StoreMap: View {\n    var body: some View { Map() }\n}\n\n#Preview(\"Stores\") {\n    StoreMap()\n}\n"
            .write(to: copy.appendingPathComponent("FilmShelf/Views/StoreMap.swift"), atomically: true, encoding: .utf8)
        let output = copy.appendingPathComponent("reports").path
        let r = try CLI.run(["run", "--app", copy.path, "--rounds", "1", "--output", output, "--no-history", "--quiet"])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(
            errors == ["error: preview Swatches.swift: Broken: does not compile: cannot find 'NoSuchView' in scope"],
            "\(r.stderr.suffix(400))")
        #expect(
            r.stderr.contains(
                "warning: MapKit has no counterpart on Linux: FilmShelf/Views/StoreMap.swift is left out (its previews: StoreMap.swift: Stores)"
            ), "\(r.stderr.suffix(400))")
        #expect(r.stdout.components(separatedBy: "spec=Swatches-Banner-n1-200x100.json").count == 3)
        let single = try CLI.run(["layout", "--app", copy.path, "--preview", "Broken"])
        #expect(single.status == 1 && single.stderr.contains("does not compile: cannot find 'NoSuchView'"))
    }
}
