// swift-tools-version: 6.1
// One layout written twice, natively (GridPerfCore's Layout) and as SwiftUI's Layout, registered in
// one gridperf: `make proxy-overhead` counts both with callgrind, so the SwiftUI proxies' cost per
// sizeThatFits/place call is an exact difference. Not part of `make test`.
import PackageDescription

let package = Package(
    name: "ProxyOverhead",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "gridperf", path: "../..")],
    targets: [
        .executableTarget(name: "proxy-overhead", dependencies: [.product(name: "GridPerf", package: "gridperf")])
    ]
)
