import Foundation
import GridPerfHarness
import GridPerfTestSupport
import Testing

/// `--source File.swift`: the SwiftUI example layouts (Examples/SwiftUILayouts), written as for
/// iOS, built against gridperf's SwiftUI module and run through the commands; the ways it fails.
@Suite(.serialized) struct SourceCommandTests {
    static let examples = CLI.repositoryRoot.path + "/Examples/SwiftUILayouts"
    static let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridperf-source-\(UUID().uuidString)"
    ).path

    @Test(arguments: ["FlowLayout", "EqualWidthHStack", "RadialLayout"])
    func anExampleRunsAndPassesCheck(_ name: String) throws {
        let file = "\(Self.examples)/\(name).swift"
        let run = try CLI.run([
            "run", "--source", file, "--items", "200", "--iterations", "3", "--rounds", "1",
            "--allow-debug", "--quiet", "--no-history", "--output", Self.dir + "/reports",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(name) n=200"))
        let check = try CLI.run(["check", "--source", file])
        #expect(check.status == 0 && check.stdout.contains("checks passed"), "\(check.stdout)\(check.stderr)")
    }

    /// The flow example through `layout`: 40 + 8 + 40 = 88 fits in 100, the third item wraps to
    /// a line 30 + 8 = 38 down (the first line is as tall as its tallest item).
    @Test func aSceneNamesTheSourceType() throws {
        let spec = try CLI.temporaryFile(
            #"""
            {"layout": "FlowLayout", "proposal": {"width": 100, "height": null},
             "items": [{"size": [40, 20]}, {"size": [40, 30]}, {"size": [40, 10]}]}
            """#)
        let out = try CLI.run(["layout", "--source", "\(Self.examples)/FlowLayout.swift", "--spec", spec])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(#""size": {"width": 88, "height": 48}"#), "\(out.stdout)")
        #expect(out.stdout.contains(#"{"x": 0, "y": 38, "width": 40, "height": 10}"#))
    }

    /// `--init` configures the layout: spacing 2 fits 40 + 2 + 40 + 2 = 84 ... all three in 130.
    @Test func anInitialiserConfiguresTheLayout() throws {
        let spec = try CLI.temporaryFile(
            #"""
            {"layout": "FlowLayout", "proposal": {"width": 130, "height": null},
             "items": [{"size": [40, 20]}, {"size": [40, 30]}, {"size": [40, 10]}]}
            """#)
        let out = try CLI.run([
            "layout", "--source", "\(Self.examples)/FlowLayout.swift", "--init", "FlowLayout(spacing: 2)",
            "--spec", spec,
        ])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(#""size": {"width": 124, "height": 30}"#), "\(out.stdout)")
        let bad = try CLI.run([
            "layout", "--source", "\(Self.examples)/FlowLayout.swift", "--init", "FlowLayout(gap: 2)",
            "--spec", spec,
        ])
        #expect(bad.status == 1 && bad.stderr.contains("error: ") && bad.stderr.contains("--init"), "\(bad.stderr)")
    }

    @Test func aCompileErrorIsTheCompilersMessageAndExitOne() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { undefinedName }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """, name: "Broken.swift")
        let out = try CLI.run(["run", "--source", file, "--items", "10", "--allow-debug", "--quiet"])
        #expect(out.status == 1 && !out.signaled)
        #expect(
            out.stderr.contains("\(file):3:") && out.stderr.contains("cannot find 'undefinedName' in scope"),
            "\(out.stderr)")
        #expect(out.stderr.contains("error: \(file): the Swift compiler failed"))
    }

    @Test func aFileWithoutALayoutOrWithSeveralSaysSo() throws {
        let none = try CLI.temporaryFile(
            "import SwiftUI\n// struct Fake: Layout {}\nstruct Plain {}\n", name: "Plain.swift")
        let out = try CLI.run(["run", "--source", none, "--items", "10", "--allow-debug"])
        #expect(out.isOneLineError && out.stderr.contains("no type conforming to Layout"), "\(out.stderr)")
        let missing = try CLI.run(["run", "--source", Self.dir + "/nothing.swift", "--items", "10"])
        #expect(missing.isOneLineError, "\(missing.stderr)")
        let two = try CLI.temporaryFile(
            """
            import SwiftUI
            struct A: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct B: Animatable, SwiftUI.Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 1, height: 2) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """, name: "Two.swift")
        let ambiguous = try CLI.run(["run", "--source", two, "--items", "10", "--allow-debug"])
        #expect(
            ambiguous.isOneLineError && ambiguous.stderr.contains("several Layout types (A, B)"), "\(ambiguous.stderr)")
        let spec = try CLI.temporaryFile(#"{"layout": "B", "proposal": {"width": 10, "height": null}, "items": []}"#)
        let picked = try CLI.run(["layout", "--source", two, "--layout", "B", "--spec", spec])
        #expect(
            picked.status == 0 && picked.stdout.contains(#""size": {"width": 1, "height": 2}"#),
            "\(picked.stdout)\(picked.stderr)")
        let initWithoutSource = try CLI.run(["run", "--init", "X()", "--layout", "flow", "--items", "10"])
        #expect(initWithoutSource.isOneLineError, "\(initWithoutSource.stderr)")
    }

    /// The types come from the compiler (its symbol graph), not from the text: a conformance
    /// through the file's own protocol, in an extension, a nested type (named as outside code
    /// names it) and a `private` one are found; a declaration in a comment, a string or an
    /// `#if false` is not. Each can be picked and runs: the protocol's extension answers 3 × 4,
    /// the private type 5 × 6.
    @Test func typesAreFoundByTheCompilerNotAScan() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            // struct InAComment: Layout {}
            protocol Tiled: Layout {}
            extension Tiled {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 3, height: 4) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Mosaic: Tiled { let note = "struct InAString: Layout {" }
            enum Gallery { struct Strip: Tiled {} }
            private struct Hidden: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 5, height: 6) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Later {}
            extension Later: Tiled {}
            #if false
            struct NotCompiled: Layout {}
            #endif
            """, name: "Types.swift")
        let several = try CLI.run(["run", "--source", file, "--items", "10", "--allow-debug"])
        #expect(
            several.isOneLineError
                && several.stderr.contains("several Layout types (Mosaic, Gallery.Strip, Hidden, Later)"),
            "\(several.stderr)")
        for (type, size) in [
            ("Gallery.Strip", #"{"width": 3, "height": 4}"#), ("Hidden", #"{"width": 5, "height": 6}"#),
        ] {
            let spec = try CLI.temporaryFile(
                #"{"layout": "\#(type)", "proposal": {"width": 10, "height": null}, "items": [{"size": [1, 1]}]}"#)
            let out = try CLI.run(["layout", "--source", file, "--layout", type, "--spec", spec])
            #expect(out.status == 0 && out.stdout.contains(#""size": \#(size)"#), "\(type): \(out.stdout)\(out.stderr)")
        }
    }

    /// A layout deep in a tree that answers a non-finite size is named where the value appears
    /// (every container above inherits it, every view inside is placed from it), with what it
    /// was proposed (the vstack offers the hstack 390 wide, the hstack its one child all of it):
    /// not as the root's item overflowing. `run --source F --spec S` takes the
    /// file's layout for the scene (no `--layout` added).
    @Test func aNonFiniteSizeInATreeIsNamedWhereItAppears() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            struct NaNWide: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: CGFloat.nan, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            """, name: "NaNWide.swift")
        let spec = try CLI.temporaryFile(
            #"""
            {"layout": "vstack", "proposal": {"width": 390, "height": null},
             "items": [{"size": [10, 10]}, {"layout": "hstack", "items": [{"layout": "NaNWide", "items": [{"size": [5, 5]}]}]}]}
            """#)
        for command in ["layout", "run"] {
            let out = try CLI.run(
                [command, "--source", file, "--spec", spec, "--quiet", "--no-history"].filter {
                    command == "run" || !["--quiet", "--no-history"].contains($0)
                })
            #expect(out.status == 1 && !out.signaled, "\(command): \(out.stderr)")
            #expect(
                out.stderr.contains(
                    "vstack › hstack[1] › NaNWide[0] (items[1].items[0]): its frame is not finite (x nan, y 18.0, nan × 10.0), proposed (390, nil); its layout NaNWide answered that size"
                ), "\(command): \(out.stderr)")
            #expect(!out.stderr.contains("overflow") && !out.stderr.contains("leave out --layout"), "\(out.stderr)")
        }
        // As the root: nan is the layout's arithmetic, not an overflow.
        let flat = try CLI.temporaryFile(
            #"{"layout": "NaNWide", "proposal": {"width": 390, "height": null}, "items": [{"size": [5, 5]}]}"#)
        let out = try CLI.run(["layout", "--source", file, "--spec", flat])
        #expect(
            out.isOneLineError
                && out.stderr.contains(
                    "NaNWide: the layout's size is not finite (nan × 10.0); the layout's arithmetic made nan (0 ÷ 0 or ∞ − ∞"
                ), "\(out.stderr)")
    }

    /// What `check` tells a SwiftUI author, in SwiftUI's terms: a layout that skips a subview
    /// (SwiftUI would put it at the centre); its infinite answer to `.infinity` (a stack's
    /// maximum-size probe, which a filling view rightly answers so) is shown, not a finding.
    @Test func checkFindingsAreInSwiftUITerms() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            struct SkipsOne: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for index in subviews.indices.dropFirst() {
                        subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            """, name: "SkipsOne.swift")
        let out = try CLI.run(["check", "--source", file])
        #expect(out.status == 2, "\(out.stdout)\(out.stderr)")
        #expect(
            out.stdout.contains(
                "1 of 40 subviews never placed (first: item 0): SwiftUI places a subview its layout does not place at the centre"
            ))
        #expect(!out.stdout.contains("is not finite for .infinity"))
        #expect(out.stdout.contains("infinity proposal (shown)"))
    }

    /// A layout that answers infinity where a scroll view proposes `nil` (its content would be
    /// endless) still gets a finding, named for the scroll view.
    @Test func aNonFiniteAnswerToAScrollViewsProposalIsAFinding() throws {
        let file = try CLI.temporaryFile(
            """
            import SwiftUI
            struct Endless: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for s in subviews { s.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified) }
                }
            }
            """, name: "Endless.swift")
        let out = try CLI.run(["check", "--source", file])
        #expect(out.status == 2, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("what a vertical scroll view proposes (nil along its axis)"), "\(out.stdout)")
        #expect(out.stdout.contains("what a horizontal scroll view proposes (nil along its axis)"))
    }

    /// A suite names its Swift files in "source" (paths relative to the suite): they are built and
    /// registered before the suite runs, beside the built-ins.
    @Test func aSuiteBuildsItsSources() throws {
        let suite = try CLI.temporaryFile(
            """
            {"name": "mine", "source": ["\(Self.examples)/FlowLayout.swift", {"file": "\(Self.examples)/RadialLayout.swift", "init": "RadialLayout(startAngle: .zero)"}],
             "options": {"iterations": 2, "warmup": 0, "maxTime": 1},
             "matrix": [{"layouts": ["FlowLayout", "RadialLayout", "vstack"], "items": 50}]}
            """, name: "suite.json")
        let out = try CLI.run([
            "suite", suite, "--allow-debug", "--quiet", "--no-history", "--output", Self.dir + "/suite",
        ])
        #expect(out.status == 0, "\(out.stderr)")
        for name in ["FlowLayout n=50", "RadialLayout n=50", "vstack n=50"] {
            #expect(out.stdout.contains(name), "\(out.stdout)")
        }
        let bad = try CLI.temporaryFile(
            #"{"source": [3], "matrix": [{"layout": "flow", "items": 5}]}"#, name: "bad.json")
        let refused = try CLI.run(["suite", bad, "--allow-debug", "--quiet"])
        #expect(refused.isOneLineError && refused.stderr.contains("source[0]"), "\(refused.stderr)")
    }

    /// `profile --source`: the layout's functions under callgrind, in a child that loads the library.
    @Test(
        .enabled(if: InstructionCounter.valgrindVersion() != nil, "valgrind is not installed (make setup installs it)"))
    func profileWorksOnASource() throws {
        let out = try CLI.run([
            "profile", "--source", "\(Self.examples)/EqualWidthHStack.swift", "--items", "200",
            "--output", Self.dir + "/profile",
        ])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("GridPerfSource_EqualWidthHStack"), "\(out.stdout)")
    }

    /// A layout and its key in two files, given as two --source: compiled together. Weights 1 and
    /// 2 share 300 points: 100 and 200.
    @Test func severalFilesCompileTogether() throws {
        let keys = try CLI.temporaryFile(
            "import SwiftUI\nstruct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }\n",
            name: "Keys.swift")
        let layout = try CLI.temporaryFile(
            """
            import SwiftUI
            struct WeightedRow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let total = subviews.reduce(0) { $0 + $1[Weight.self] }
                    var x = bounds.minX
                    for subview in subviews {
                        let width = bounds.width * subview[Weight.self] / total
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
                        x += width
                    }
                }
            }
            """, name: "WeightedRow.swift")
        let spec = try CLI.temporaryFile(
            #"""
            {"layout": "WeightedRow", "proposal": {"width": 300, "height": null},
             "items": [{"flexible": {"height": 10}}, {"flexible": {"height": 10}, "values": {"Weight": 2}}]}
            """#)
        let out = try CLI.run(["layout", "--source", layout, "--source", keys, "--spec", spec])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(#"{"x": 100, "y": 0, "width": 200, "height": 10}"#), "\(out.stdout)")
        let alone = try CLI.run(["layout", "--source", layout, "--spec", spec])
        #expect(
            alone.status == 1 && alone.stderr.contains("\(layout):")
                && alone.stderr.contains("cannot find 'Weight' in scope"))
    }
}
