// swift-tools-version: 6.1
// Hand-written loops doing each built-in layout's work on plain arrays: the floor gridperf's
// layouts are measured against (`make reference`). Not part of `make test`.
import PackageDescription

let package = Package(
    name: "ReferenceLoops",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "gridperf", path: "../..")],
    targets: [
        .executableTarget(name: "reference-loops", dependencies: [.product(name: "GridPerf", package: "gridperf")])
    ]
)
