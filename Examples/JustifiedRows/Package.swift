// swift-tools-version: 6.1
// A layout plugin from outside gridperf: justified rows (photo-gallery rows). It depends on
// gridperf by path and builds its own `justified-gridperf` with the plugin registered.
import PackageDescription

let package = Package(
    name: "JustifiedRows",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "JustifiedRows", targets: ["JustifiedRows"]),
        .executable(name: "justified-gridperf", targets: ["justified-gridperf"]),
    ],
    dependencies: [
        .package(name: "gridperf", path: "../..")
    ],
    targets: [
        .target(name: "JustifiedRows", dependencies: [.product(name: "GridPerf", package: "gridperf")]),
        // Exporting its symbols lets `--source` libraries find gridperf's modules in the process.
        .executableTarget(
            name: "justified-gridperf",
            dependencies: ["JustifiedRows", .product(name: "GridPerf", package: "gridperf")],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .testTarget(
            name: "JustifiedRowsTests",
            dependencies: ["JustifiedRows", .product(name: "GridPerf", package: "gridperf")]
        ),
    ]
)
