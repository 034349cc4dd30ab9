import Foundation
import GridPerfTestSupport
import Testing

/// `--app` with local Swift packages: each library target the app imports compiled as a module
/// of its own, as Xcode builds a target's local package dependencies — a package inside the app's
/// folder, one it names by `.package(path:)` outside it (with a target `path:`), one the Xcode
/// project beside the folder references; a module that imports what Linux lacks is left out with
/// the files that import it, named. Frames derived by hand.
@Suite struct LocalPackageTests {
    /// The project: `Garden/` is the app target's folder, beside `Garden.xcodeproj`.
    static func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-garden-\(UUID().uuidString)")
        let files: [String: String] = [
            "Garden.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
            	objects = {
            /* Begin XCLocalSwiftPackageReference section */
            		AA0000000000000000000001 /* XCLocalSwiftPackageReference "Palette" */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = Palette;
            		};
            /* End XCLocalSwiftPackageReference section */
            	};
            }
            """,
            "Palette/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Palette",
                products: [.library(name: "Palette", targets: ["Palette"])],
                targets: [.target(name: "Palette")]
            )
            """,
            "Palette/Sources/Palette/Palette.swift": """
            public enum Palette {
                public static let gap: Double = 10
            }
            """,
            "Shared/Measures/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Measures",
                products: [.library(name: "Measures", targets: ["Measures"])],
                targets: [
                    // Not SwiftPM's default folder.
                    .target(name: "Measures", path: "Code"),
                ]
            )
            """,
            "Shared/Measures/Code/Sizes.swift": """
            public enum Sizes {
                public static let bedHeight: Double = 20
            }
            """,
            "Garden/GardenApp.swift": """
            import SwiftUI

            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup { PlotView() }
                }
            }
            """,
            "Garden/PlotView.swift": """
            import GardenKit
            import Palette
            import SwiftUI

            struct PlotView: View {
                var body: some View {
                    HStack(spacing: Palette.gap) {
                        Bed(width: 30)
                        Bed(width: 50)
                    }
                }
            }

            #Preview("Plot", traits: .sizeThatFitsLayout) {
                PlotView()
            }
            """,
            "Garden/Secrets.swift": """
            import SwiftUI
            import Vault

            struct SecretView: View {
                var body: some View { Text(Vault.name) }
            }

            #Preview("Secret") {
                SecretView()
            }
            """,
            "Garden/Packages/GardenKit/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "GardenKit",
                platforms: [.iOS(.v17)],
                products: [.library(name: "GardenKit", targets: ["GardenKit"])],
                dependencies: [.package(path: "../../../Shared/Measures")],
                targets: [
                    .target(name: "GardenKit", dependencies: [.product(name: "Measures", package: "Measures")]),
                    .testTarget(name: "GardenKitTests", dependencies: [.target(name: "GardenKit")]),
                ]
            )
            """,
            "Garden/Packages/GardenKit/Sources/GardenKit/Bed.swift": """
            import Measures
            import SwiftUI

            public struct Bed: View {
                let width: Double
                public init(width: Double) { self.width = width }
                public var body: some View {
                    Color.green.frame(width: width, height: Sizes.bedHeight)
                }
            }
            """,
            // A test target: never compiled (it would not compile).
            "Garden/Packages/GardenKit/Tests/GardenKitTests/BedTests.swift": "import XCTest\nlet broken: Int = \"\"\n",
            "Garden/Packages/Vault/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Vault", targets: [.target(name: "Vault")])
            """,
            "Garden/Packages/Vault/Sources/Vault/Vault.swift": """
            import Security
            public enum Vault {
                public static let name = "vault"
            }
            """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The list names the packages found three ways and the modules compiled, in the order they
    /// compile (Measures before GardenKit, which imports it); Vault, which imports Security, is not
    /// compiled, and the app's file that imports it is left out, named with its preview.
    @Test func thePackagesAreFoundAndListed() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try CLI.run(["previews", "--app", root.appendingPathComponent("Garden").path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(json?["localModules"] as? [String] == ["Measures", "GardenKit", "Palette"])
        #expect(
            json?["leftOut"] as? [String] == [
                "local module Vault imports Security, which Linux has no counterpart for: Secrets.swift is left out (its previews: Secrets.swift: Secret)"
            ])
        #expect((json?["previews"] as? [[String: Any]])?.map { $0["label"] as? String } == ["PlotView.swift: Plot"])
    }

    /// The preview laid out over the three modules: two beds of Measures' height 20, 30 and 50
    /// wide, Palette's gap of 10 between them: 30 + 10 + 50 = 90 × 20, the second bed at x = 40.
    @Test func thePreviewLaysOutOverTheModules() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Garden").path
        let r = try CLI.run(["layout", "--app", app, "--preview", "Plot", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr.suffix(600))")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(json?["size"] as? [String: Double] == ["width": 90, "height": 20])
        let frames = (json?["frames"] as? [[String: Double]]) ?? []
        #expect(
            frames.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == [[0, 0, 30, 20], [40, 0, 50, 20]])
        #expect(r.stderr.contains("warning: local module Vault imports Security"), "\(r.stderr.suffix(400))")
    }

    /// A module that does not compile stops the build with one line naming its package and module,
    /// after the compiler's messages.
    @Test func aModuleThatDoesNotCompileIsNamed() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try "public enum Sizes { public static let bedHeight: Double = \"twenty\" }\n".write(
            to: root.appendingPathComponent("Shared/Measures/Code/Sizes.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "--app", root.appendingPathComponent("Garden").path, "--preview", "Plot"])
        #expect(r.status == 1)
        #expect(
            r.stderr.split(separator: "\n").last
                == "error: local package Measures: module Measures does not compile (its messages are above)",
            "\(r.stderr.suffix(400))")
        #expect(r.stderr.contains("Sizes.swift:1"))
    }
}
