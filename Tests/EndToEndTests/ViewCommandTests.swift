import Foundation
import GridPerfHarness
import GridPerfUserCode
import GridPerfTestSupport
import Testing

/// `--source Files.swift --view EXPR`: SwiftUI view code, compiled unchanged, laid out, run and
/// checked; the ways it fails.
@Suite(.serialized) struct ViewCommandTests {
    static let seeds = CLI.repositoryRoot.path + "/Examples/SeedViews"
    static let files = CLI.repositoryRoot.path + "/Examples/ViewFiles"
    static let pixar = ["--source", "\(seeds)/PixarViews.swift", "--source", "\(seeds)/PixarData.swift"]
    static let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridperf-view-\(UUID().uuidString)"
    ).path

    /// The first case of the one run written under `output`, read as gridperf reads a report.
    static func firstCase(in output: String) throws -> CaseResult? {
        let run = try FileManager.default.contentsOfDirectory(atPath: output)[0]
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(run)/results.json"))
        return try RunReport.decode(data, source: run).cases.first
    }

    /// `gridperf run` of a Pixar view with `--instructions` into `output`: exit 0, and its first
    /// case holds a count of instructions, not a blank or 0.
    static func expectInstructionsCounted(
        view: String, items: Int, output: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try CLI.run(
            ["run"] + pixar + [
                "--view", view, "--items", "\(items)", "--iterations", "2", "--rounds", "1", "--allow-debug", "--quiet",
                "--no-history", "--instructions", "--output", output,
            ])
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        let counted = try firstCase(in: output)
        #expect(
            (counted?.median("cpu.instructions") ?? 0) > 1000, "\(counted?.metrics.map(\.name) ?? [])",
            sourceLocation: sourceLocation)
    }

    /// The seed's poster grid, from its view code: the first card's poster is 173 × 259.5 at
    /// (16, 0) at 390 points (derived by hand in ViewTreeTests), and `$items` sets the film count.
    @Test func thePosterGridViewLaysOut() throws {
        let out = try CLI.run(
            ["layout"] + Self.pixar + ["--view", "PixarFilmGridView(films: .samples(count: $items))", "--items", "6"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(#"{"x": 16, "y": 0, "width": 173, "height": 259.5}"#), "\(out.stdout)")
    }

    /// `run` sweeps item counts, one scene each; `check` checks the scene and the custom layout
    /// the view uses (the seed's WaterfallLayout).
    @Test func aViewRunsAndPassesCheck() throws {
        let run = try CLI.run(
            ["run"] + Self.pixar + [
                "--view", "PixarFanArtGallery(artworks: .samples(count: $items))", "--items", "20,40",
                "--iterations", "3", "--rounds", "1", "--allow-debug", "--quiet", "--no-history",
                "--output", Self.dir + "/reports",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("PixarFanArtGallery-n20-390x844.json"), "\(run.stdout)")
        #expect(run.stdout.contains("PixarFanArtGallery-n40-390x844.json"), "\(run.stdout)")
        let check = try CLI.run(
            ["check"] + Self.pixar + ["--view", "PixarFanArtGallery(artworks: .samples(count: 12))"])
        #expect(check.status == 0 && check.stdout.contains("checks passed"), "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("WaterfallLayout") && check.stdout.contains("deterministic"))
    }

    /// `--instructions` counts in a child gridperf, which must know the layouts the view uses
    /// (the seed's WaterfallLayout, registered from the scene, not from the library's plugin
    /// list): the parent hands it `--view-scene`, and the child evaluates the view again.
    /// Before, the child stopped on "unknown layout 'WaterfallLayout'".
    @Test(
        .enabled(if: InstructionCounter.valgrindVersion() != nil, "valgrind is not installed (make setup installs it)"))
    func aViewsOwnLayoutsAreKnownToTheInstructionCounter() throws {
        try Self.expectInstructionsCounted(
            view: "PixarFanArtGallery(artworks: .samples(count: $items))", items: 20, output: Self.dir + "/instructions"
        )
        // What a parent hands its child is input too: malformed or too large, one line, exit 1.
        func entry(_ library: String = "/x.so", items: String = "3", width: String = "390", height: String = "844")
            -> String
        {
            #"{"library": "\#(library)", "items": \#(items), "width": \#(width), "height": \#(height), "scene": "/s.json", "updates": false}"#
        }
        for bad in [
            "{", entry(items: "-1"), entry(width: "1e999"), entry(width: "0"), entry("/nonexistent.so", height: "null"),
            #"{"library": "/x.so", "items": 3, "width": 390, "height": 844}"#, entry(items: "100000000000"),
        ] {
            let out = try CLI.run(["--view-scene", bad, "list"])
            #expect(out.isOneLineError, "\(bad): \(out.stderr)")
        }
    }

    /// A lazy `ForEach`'s elements are made by the process that evaluated the view: a child
    /// gridperf counting instructions evaluates the view again for the scene's file (the last
    /// value of `--view-scene`), or it could not read the scene's `forEach` entry.
    @Test(
        .enabled(if: InstructionCounter.valgrindVersion() != nil, "valgrind is not installed (make setup installs it)"))
    func aLazyForEachIsMadeInTheInstructionCounterToo() throws {
        try Self.expectInstructionsCounted(
            view: "PixarFilmGridView(films: .samples(count: $items))", items: 30,
            output: Self.dir + "/lazy-instructions")
    }

    /// A scroll through a view scrolls its scroll view's lazy grid through the view's window: at
    /// `--width 1024 --height 768` the viewport is 1024 × 768, not the scenario's 390 × 844
    /// default (before, a view's scroll looked through an iPhone's screen whatever its window).
    /// The grid is proposed 1024 − 2 · 16 = 992: five columns of (992 − 4 · 12) / 5 = 188.8, cards
    /// 188.8 · 3/2 + 6 + 20 + 6 + 16 = 331.2 tall, rows 347.2 apart. A row meets the window when
    /// it starts within (y − 331.2, y + 768), 1,099.2 = 3 · 347.2 + 57.6 long: 4 rows at 16.6% of
    /// the offsets, 3 at the rest, so a step realises 15 cards at the median.
    @Test func aViewScrollsThroughItsWindow() throws {
        let output = Self.dir + "/scroll"
        let run = try CLI.run(
            ["run"] + Self.pixar + [
                "--view", "PixarFilmGridView(films: .samples(count: $items))", "--items", "200", "--width", "1024",
                "--height", "768", "--scenario", "scroll", "--rounds", "1", "--allow-debug", "--quiet",
                "--no-history", "--output", output,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try Self.firstCase(in: output)
        #expect(first?.identity.contains("viewport=1024x768") == true, "\(first?.identity ?? "")")
        #expect(first?.median("step.realized") == 15)
    }

    /// A scene file's `forEach` entry read without the view that wrote it (another process, a
    /// copied file) is an error naming it and what to do; a malformed one names its field.
    @Test func aForEachEntryWithoutItsViewIsRefused() throws {
        try FileManager.default.createDirectory(atPath: Self.dir, withIntermediateDirectories: true)
        let cases = [
            (#"{"forEach": {"count": 10, "views": 0}}"#, "run the view (--source FILE --view EXPR)"),
            (#"{"forEach": {"count": 0, "views": 0}}"#, "items[0].forEach.count: must be in 1...2000000, got 0"),
            (#"{"forEach": {"count": 3}}"#, "items[0].forEach.views: required"),
            (#"{"forEach": {"count": 3, "views": 0, "extra": 1}}"#, "extra"),
        ]
        for (k, (entry, message)) in cases.enumerated() {
            let path = Self.dir + "/for-each-\(k).json"
            let scene =
                #"{"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"flexible": {}}}]}, "proposal": {"width": 390}, "items": [\#(entry)]}"#
            try scene.write(toFile: path, atomically: true, encoding: .utf8)
            let out = try CLI.run(["layout", "--spec", path])
            #expect(out.isOneLineError && out.stderr.contains(message), "\(entry): \(out.stderr)")
        }
    }

    /// Combine, CoreGraphics, Observation, @StateObject, @Environment, a fileprivate layout in a
    /// wrapper view, PreviewProvider, #Preview, an @main app and a file with `import
    /// CoreFoundation` alone compile unchanged; the chips are as wide as their text: "swift" is
    /// 5 × 7 + 2 × 6 = 47 wide, 17 + 2 × 3 = 23 tall, at the padding's 16.
    @Test func aScreensFilesCompileUnchanged() throws {
        let out = try CLI.run([
            "layout", "--source", "\(Self.files)/TagScreen.swift", "--source", "\(Self.files)/Geometry.swift",
            "--source", "\(Self.files)/TagApp.swift", "--view", "TagScreen()",
        ])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(#"{"x": 16, "y": 50, "width": 47, "height": 23}"#), "\(out.stdout)")
    }

    /// A `--view` build compiles the files once, as a module of their own, and each view's
    /// registration over it; a `private` root view, which only its own file sees, takes the
    /// one-module path. Frames by hand (texts 7 points a character, 17 tall, stacks spaced 8):
    /// the HStack's "yy" at x = 7 + 8 = 15; the VStack's "a" centred on "bb", x = (14 − 7) / 2 =
    /// 3.5, and "bb" at y = 17 + 8 = 25.
    @Test func viewsShareTheirFilesModuleAndAPrivateViewStillBuilds() throws {
        // Type names of their own, so that this run's libraries are found by name.
        let tag = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12)
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            struct Open\(tag): View {
                var body: some View { HStack { Text("x"); Text("yy") } }
            }
            private struct Secret\(tag): View {
                var body: some View { VStack { Text("a"); Text("bb") } }
            }
            """, name: "Views\(tag).swift")
        let open = try CLI.run(["layout", "--source", file, "--view", "Open\(tag)()", "--format", "json"])
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.contains(#"{"x": 15, "y": 0, "width": 14, "height": 17}"#), "\(open.stdout)")
        let secret = try CLI.run(["layout", "--source", file, "--view", "Secret\(tag)()", "--format", "json"])
        #expect(secret.status == 0, "\(secret.stderr)")
        #expect(secret.stdout.contains(#"{"x": 3.5, "y": 0, "width": 7, "height": 17}"#), "\(secret.stdout)")
        #expect(secret.stdout.contains(#"{"x": 0, "y": 25, "width": 14, "height": 17}"#), "\(secret.stdout)")
        // The open view's library loads the files' module; the private one's holds the files.
        func library(_ type: String) throws -> Data {
            let cache = CLI.executable.deletingLastPathComponent().appendingPathComponent("gridperf-sources")
            let folder = try #require(
                try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("\(type)-") })
            return try Data(contentsOf: cache.appendingPathComponent("\(folder)/lib\(type).so"))
        }
        let needed = Data("libGridPerfSourceFiles_".utf8)
        #expect(try library("Open\(tag)").range(of: needed) != nil)
        #expect(try library("Secret\(tag)").range(of: needed) == nil)
    }

    /// Bad input: a compile error names the user's file (exit 1); a view expression that does not
    /// compile says so; `$items` without `--items` and `--items` without `$items` are refused.
    @Test func badViewsAreClearErrors() throws {
        let broken = try CLI.temporaryFile(
            """
            import SwiftUI
            struct Broken: View {
                var body: some View { Txet("x") }
            }
            """, name: "Broken.swift")
        let compile = try CLI.run(["layout", "--source", broken, "--view", "Broken()"])
        #expect(compile.status == 1 && compile.stderr.contains("\(broken):3:"), "\(compile.stderr)")
        let expression = try CLI.run(["layout"] + Self.pixar + ["--view", "NoSuchView()"])
        #expect(expression.status == 1 && expression.stderr.contains("--view: `NoSuchView()` does not compile"))
        let missing = try CLI.run(
            ["layout"] + Self.pixar + ["--view", "PixarFilmGridView(films: .samples(count: $items))"])
        #expect(missing.status == 1 && missing.stderr.contains("give --items"), "\(missing.stderr)")
        let extra = try CLI.run(["layout"] + Self.pixar + ["--view", "AdaptiveFilmGallery()", "--items", "5"])
        #expect(extra.status == 1 && extra.stderr.contains("takes no item count"), "\(extra.stderr)")
        let noSource = try CLI.run(["layout", "--view", "X()"])
        #expect(noSource.status == 1 && noSource.stderr.contains("only with --source"), "\(noSource.stderr)")
        // One expression, by the compiler's parser: a second statement after a `;` is refused before
        // anything is built, and so are the two ways past the old character scan (issue 68): a
        // carriage return, and a raw string holding a quote; a `;` inside a string or a closure is
        // the expression's own. `--assets` needs a view.
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-x-\(UUID())").path
        for bad in [
            #"AdaptiveFilmGallery(); let _ = try? "x".write(toFile: "\#(written)", atomically: true, encoding: .utf8)"#,
            "AdaptiveFilmGallery()\rlet _ = try? \"x\".write(toFile: \"\(written)\", atomically: true, encoding: .utf8)",
            ##"AdaptiveFilmGallery().padding(CGFloat(#"\"#.count)); let _ = try? "x".write(toFile: "\##(written)", atomically: true, encoding: .utf8); _ = ("")"##,
        ] {
            let statement = try CLI.run(["layout"] + Self.pixar + ["--view", bad])
            #expect(statement.isOneLineError, "\(statement.stderr)")
            #expect(statement.stderr.contains("--view: expected one Swift expression"), "\(statement.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(throws: Never.self) {
            try SwiftExpression.check(
                #"Text("a; b").padding({ let x = 1; return x }())"#, flag: "--view", example: "", swiftc: "swiftc")
        }
        let assets = try CLI.run(["layout"] + Self.pixar + ["--assets", "/nope", "--spec", "x.json"])
        #expect(assets.status == 1 && assets.stderr.contains("--assets: only with --view"), "\(assets.stderr)")
    }

    /// A view that reads an object no ancestor gives: one line naming it, exit status 1 (SwiftUI
    /// stops there too); given on the `--view` expression, the view lays out with it (two bars of
    /// 10 × 4 from the object's count and height).
    @Test func environmentObjectsAreGivenOrNamed() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            final class Shelf: ObservableObject {
                let count: Int
                init(count: Int) { self.count = count }
            }
            struct Bars: View {
                @EnvironmentObject var shelf: Shelf
                var body: some View {
                    VStack(spacing: 0) { ForEach(0..<shelf.count, id: \\.self) { _ in Color.red.frame(width: 10, height: 4) } }
                }
            }
            """, name: "Bars.swift")
        let missing = try CLI.run(["layout", "--source", file, "--view", "Bars()"])
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(
            missing.stderr.contains("@EnvironmentObject Shelf: no ancestor of the view gives one"), "\(missing.stderr)")
        let given = try CLI.run(
            ["layout", "--source", file, "--view", "Bars().environmentObject(Shelf(count: 2))"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout.contains(#"{"x": 0, "y": 4, "width": 10, "height": 4}"#), "\(given.stdout)")
    }

    /// A suite's view entries: the files compiled with the view, one case per count; the same
    /// frames as `run --view` gives (the frame hash of the seed's poster grid at 1,000 films).
    @Test func aSuiteMeasuresViews() throws {
        let suite = try CLI.temporaryFile(
            """
            {"options": {"iterations": 2, "warmup": 0, "maxTime": 1},
             "matrix": [{"view": "PixarFilmGridView(films: .samples(count: $items))",
                         "source": ["\(Self.seeds)/PixarViews.swift", "\(Self.seeds)/PixarData.swift"], "items": [100, 200]}]}
            """, name: "views.json")
        let out = try CLI.run([
            "suite", suite, "--allow-debug", "--quiet", "--no-history", "--output", Self.dir + "/suite",
        ])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("spec=PixarFilmGridView-n100-390x844.json n=100"), "\(out.stdout)")
        #expect(out.stdout.contains("spec=PixarFilmGridView-n200-390x844.json n=200"), "\(out.stdout)")
        let bad = try CLI.temporaryFile(
            #"{"matrix": [{"view": "PixarFilmGridView(films: [])", "items": [3]}]}"#, name: "bad.json")
        let refused = try CLI.run(["suite", bad, "--allow-debug", "--quiet", "--no-history"])
        #expect(refused.status == 1 && refused.stderr.contains("matrix[0].source: required"), "\(refused.stderr)")
    }
}
