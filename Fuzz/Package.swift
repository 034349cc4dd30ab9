// swift-tools-version: 6.1
// A coverage-guided libFuzzer target over the scene parser, every built-in layout and every
// output format (`make fuzz`). Built only with `-sanitize=fuzzer,address`; not part of
// `make test`. A crash it finds becomes a regression test in Tests/GridPerfHarnessTests.
import PackageDescription

let package = Package(
    name: "GridPerfFuzz",
    platforms: [.macOS(.v13)],
    // Without jemalloc (the package trait Jemalloc, on by default): two allocators in one process
    // would free each other's memory under AddressSanitizer.
    dependencies: [.package(name: "gridperf", path: "..", traits: [])],
    targets: [
        .executableTarget(
            name: "scene-fuzzer",
            dependencies: [.product(name: "GridPerf", package: "gridperf")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ]
)
