// swift-tools-version: 6.1
import PackageDescription

// Nothing here reads the environment: `swift build`, `swift test`, an editor and `make` build this one
// package with the same settings (make adds `-c release`). The one choice is the package trait
// `Jemalloc`, on by default: `make sanitize` and the fuzzer build without it (under AddressSanitizer two
// allocators in one process free each other's memory: the sanitizer's malloc, jemalloc's operator
// new), and allocation counts then read "n/a", as on any machine without jemalloc. No target of a
// library product carries an unsafe flag, not even behind a trait: SwiftPM refuses them in a dependency
// by version whatever its traits (Tests/Consumer/consumer.sh; docs/PERFORMANCE.md#traits).
let traits: Set<Trait> = [
    .trait(name: "Jemalloc", description: "Count allocations through jemalloc (libjemalloc-dev)."),
    .default(enabledTraits: ["Jemalloc"]),
]
// The tests themselves are compiled unoptimised (`make test` builds them in the release
// configuration, beside the release modules): nothing in them is measured, so the optimiser's time
// on them would be spent for nothing. Their interface is written by the compile itself instead of a
// second compiler job that type-checks every declaration again (-no-emit-module-separately-wmo:
// CLI tests 14.3–16.3 → 11.4–11.9 s of CPU; docs/PERFORMANCE.md#end-to-end-apart). No product
// holds a test target.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"])]
/// How the executables link: their symbols exported (a user's library, `--source`, uses them), and
/// without DWARF, which callgrind (valgrind 3.19) cannot read from OpenCombine's C++ helper (DWARF 5:
/// "Possibly corrupted debuginfo file"); function names come from the symbol table, which stays
/// (docs/PERFORMANCE.md#no-dwarf).
let executableLinking: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic", "-Xlinker", "--strip-debug"])]

let package = Package(
    name: "gridperf",
    products: [
        .library(name: "GridPerfCore", targets: ["GridPerfCore"]),
        .library(name: "GridPerfLayouts", targets: ["GridPerfLayouts"]),
        .library(name: "GridPerfHarness", targets: ["GridPerfModel", "GridPerfHarness"]),
        // SwiftUI's Layout API on Linux: `import SwiftUI` in a file that defines a `Layout`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // What a plugin package depends on: the protocol, the harness and the command line.
        .library(
            name: "GridPerf",
            targets: [
                "GridPerfCore", "GridPerfLayouts", "SwiftUI", "GridPerfModel", "GridPerfHarness", "GridPerfUserCode",
                "GridPerfReports", "GridPerfCLI", "GridPerfServe",
            ]),
        .executable(name: "gridperf", targets: ["gridperf"]),
        .executable(name: "gridperf-serve", targets: ["gridperf-serve"]),
        // The example plugin package's own gridperf, with the playground's server: built here by
        // `make playground-check` (its page copies a justified-rows scene as the plugin's SwiftUI code).
        .executable(name: "justified-gridperf", targets: ["justified-gridperf"]),
    ],
    traits: traits,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        // Combine for the user's code (GridPerfCombine: its publishers, schedulers and operators).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // `gridperf serve`: a small HTTP server on BSD sockets and Swift concurrency, no SwiftNIO
        // (FlyingFox alone, clean, in release: 21 s on 2 cores; Hummingbird and SwiftNIO take minutes).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // `make docs`: the DocC archives of SwiftUI, GridPerfCore and GridPerfLayouts (a command
        // plugin: nothing of it is linked into a product).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        // The history of runs (GridPerfHarness/History): the system SQLite, through SQLite.swift.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "GridPerfCore"),
        .target(name: "CGridPerfPlugin"),
        // callgrind's client request to start instrumenting, so that the child counting a case's
        // instructions runs its start-up and item generation uninstrumented (docs/PERFORMANCE.md#instr-atstart).
        .target(name: "CCallgrind"),
        .target(
            name: "GridPerfLayouts",
            dependencies: [
                "GridPerfCore",
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        // Apple's SwiftUI Layout API (ProposedViewSize, LayoutSubviews, stacks, GridLayout,
        // AnyLayout…) over GridPerfCore's subview storage; `Bridge/` registers such layouts as plugins.
        // The views (`Views/`) evaluate into scene trees; Combine and CoreGraphics are the little
        // of Apple's modules of those names that SwiftUI code imports.
        .target(
            name: "SwiftUI",
            dependencies: ["GridPerfCore", "GridPerfLayouts", "GridPerfCombine", "GridPerfFoundation", "CoreGraphics"]),
        // What Apple's Foundation has and Linux's lacks, for the user's code (imported into every
        // file by SourceBuild; its declarations shadow Foundation's unavailable ones).
        .target(name: "GridPerfFoundation"),
        // Combine for the user's code (`-module-alias Combine=GridPerfCombine`, SourceBuild): OpenCombine's
        // publishers, with gridperf's `ObservableObject` and `@Published`, which SwiftUI's update model observes.
        .target(
            name: "GridPerfCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]),
        .target(name: "CoreGraphics"),
        // UIKit for the user's code (`-module-alias UIKit=GridPerfUIKit`, SourceBuild).
        .target(name: "GridPerfUIKit", dependencies: ["SwiftUI", "CoreGraphics"]),
        // The harness is three modules so that the release build's two cores share it
        // (docs/PERFORMANCE.md#first-build-split): GridPerfModel (what a run is and what it measured:
        // workloads, metrics, case results, the report's shape, statistics, files), then
        // beside each other GridPerfHarness (running: the runner, scenarios, instruction counts,
        // scenes, plugins, suites, profiles, the playground) and GridPerfReports (reading and
        // writing reports: CSV, HTML, charts and summaries, history, compare, bisect).
        .target(
            name: "GridPerfModel",
            dependencies: [
                "GridPerfCore", .target(name: "CJemalloc", condition: .when(traits: ["Jemalloc"])),
            ],
        ),
        .target(
            name: "GridPerfHarness",
            // No GridPerfLayouts: the harness runs layouts through their plugins (the registry, whose
            // built-ins the SwiftUI module lists) and names none (Tests/GridPerfCLITests/LayoutKnowledgeTests).
            dependencies: ["GridPerfModel", "GridPerfCore", "SwiftUI", "CCallgrind"]
        ),
        // Users' code: `--source` files compiled with swiftc against the SwiftUI module, `--plugin`
        // libraries checked and loaded, `--view` expressions evaluated, an app's folder, previews,
        // asset catalogs and local packages read. What the worker, the child process that runs a
        // user's code, does before the harness lays anything out; the harness knows none of it.
        .target(
            name: "GridPerfUserCode",
            dependencies: ["GridPerfModel", "GridPerfCore", "SwiftUI", "CGridPerfPlugin"]
        ),
        .target(
            name: "GridPerfReports", dependencies: ["GridPerfModel", "GridPerfCore", "CSQLite"]),
        .target(
            name: "GridPerfCLI",
            dependencies: [
                // GridPerfUIKit: linked into the executable, whose symbols a user's library uses.
                "GridPerfHarness", "GridPerfUserCode", "GridPerfReports", "GridPerfUIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The playground's HTTP server (`gridperf serve`), apart from the command line so that
        // `gridperf` is built without a web server: FlyingFox is 32 s of a first release build
        // (docs/PERFORMANCE.md#serve-apart). Linked into `gridperf-serve`, to which `gridperf serve`
        // hands itself.
        .target(
            name: "GridPerfServe",
            dependencies: [
                "GridPerfCLI", "GridPerfHarness", "GridPerfCore",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            // The playground's page: HTML, CSS and JavaScript as files, embedded in the binary.
            resources: [
                .embedInCode("Page/playground.html"), .embedInCode("Page/playground.css"),
                .embedInCode("Page/playground.js"),
                // The playground's tree presets: links to Examples/scenes, one file for both.
                .embedInCode("Page/poster-grid.json"), .embedInCode("Page/film-table.json"),
                .embedInCode("Page/chip-flow.json"),
                // The generated presets (the reference texts' quizzes and examples), as data.
                .embedInCode("Page/presets.json"),
            ]
        ),
        // The executable exports its symbols: a `--source` layout's library, built against the
        // module files beside it, finds GridPerfCore and SwiftUI in the process when loaded. The
        // flag is on the executable only: SwiftPM refuses unsafe flags in the targets of a
        // dependency by version, and a plugin package's own executable adds it itself (see
        // Examples/JustifiedRows/Package.swift).
        .executableTarget(
            name: "gridperf", dependencies: ["GridPerfCLI"], linkerSettings: executableLinking
        ),
        .executableTarget(
            name: "gridperf-serve", dependencies: ["GridPerfServe"], linkerSettings: executableLinking
        ),
        // What more than one test target uses: the golden-file check and the binary run from a test (`CLI`).
        .target(name: "GridPerfTestSupport", path: "Tests/GridPerfTestSupport", swiftSettings: testSettings),
        .testTarget(
            name: "GridPerfCoreTests",
            dependencies: [
                "GridPerfCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfLayoutsTests",
            dependencies: [
                "GridPerfLayouts", "GridPerfHarness",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: testSettings
        ),
        // The reference texts' views (Examples/SeedViews), compiled unchanged in Swift 5 mode, as
        // `--source` compiles a file; SwiftUITests lay them out.
        .target(
            name: "SeedViews", dependencies: ["SwiftUI"], path: "Examples/SeedViews",
            exclude: ["IncorrectProductCatalog.swift", "suite.json"],
            // Testable in every configuration: the views are internal, as an app's are, and the
            // tests run against the release build (`make test`); no product holds this target.
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-testing"])]
        ),
        // The state-change examples (Examples/Updates), as `--source` compiles them; SwiftUITests
        // run their updates.
        .target(
            name: "UpdateExamples", dependencies: ["SwiftUI"], path: "Examples/Updates",
            // PixarFavourites.swift is compiled with the seed's files (`--source`), which this target lacks.
            exclude: ["suite.json", "PixarFavourites.swift"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-testing"])]
        ),
        // The example plugin package's layout and tests (Examples/JustifiedRows), built here too so that
        // `make test` runs its tests without building gridperf a second time in the example's folder.
        .target(
            name: "JustifiedRows", dependencies: ["GridPerfCore", "SwiftUI"],
            path: "Examples/JustifiedRows/Sources/JustifiedRows"
        ),
        .executableTarget(
            name: "justified-gridperf", dependencies: ["JustifiedRows", "GridPerfServe", "SwiftUI"],
            path: "Examples/JustifiedRows/Sources/justified-gridperf", linkerSettings: executableLinking
        ),
        .testTarget(
            name: "JustifiedRowsTests", dependencies: ["JustifiedRows", "GridPerfCore", "GridPerfHarness"],
            path: "Examples/JustifiedRows/Tests/JustifiedRowsTests",
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "SwiftUITests",
            dependencies: [
                "SwiftUI", "GridPerfCore", "GridPerfHarness", "GridPerfUserCode", "SeedViews", "UpdateExamples",
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfModelTests",
            dependencies: ["GridPerfModel", "GridPerfCore"],
            swiftSettings: testSettings
        ),
        // The server's request handling, answered without a socket: FlyingFox is built for it.
        .testTarget(
            name: "GridPerfServeTests",
            dependencies: [
                "GridPerfServe", "GridPerfHarness", "GridPerfCore", .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfUserCodeTests",
            dependencies: ["GridPerfUserCode", "GridPerfModel", "GridPerfCore"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfHarnessTests",
            dependencies: ["GridPerfHarness", "GridPerfTestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfReportsTests",
            dependencies: ["GridPerfReports", "GridPerfHarness", "GridPerfTestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "GridPerfCLITests",
            dependencies: ["GridPerfHarness", "GridPerfCLI", "gridperf", "GridPerfTestSupport"],
            swiftSettings: testSettings
        ),
        // The tests that take seconds each (the release binary compiling users' SwiftUI code with swiftc,
        // counting instructions under valgrind): `make end-to-end` runs them, `make test` skips them
        // (docs/PERFORMANCE.md#end-to-end-apart).
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["GridPerfHarness", "GridPerfUserCode", "GridPerfCore", "gridperf", "GridPerfTestSupport"],
            swiftSettings: testSettings
        ),
    ]
)
