import Foundation
import GridPerfCore
import GridPerfModel
import GridPerfUserCode
import Testing

/// A `Package.swift` read as text, an Xcode project's local references, and the order local
/// modules compile in (``LocalPackages``).
@Suite struct LocalPackagesTests {
    /// Library targets with and without `path:`; a test target, a `.target(name:)` reference in a
    /// dependency list and a commented-out target are not targets; local and remote packages apart.
    @Test func theManifestIsReadAsText() {
        let manifest = LocalPackages.Manifest(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Kit",
                dependencies: [
                    .package(path: "../Utils"),
                    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                    .package(name: "Old", path: "Vendor/Old"),
                ],
                targets: [
                    .target(name: "Kit", dependencies: [.target(name: "KitCore"), "Utils"]),
                    .target(
                        name: "KitCore",
                        path: "Sources/Core" // not the default folder
                    ),
                    // .target(name: "Gone"),
                    /* .target(name: "AlsoGone"), */
                    .testTarget(name: "KitTests", dependencies: [.target(name: "Kit")]),
                    .executableTarget(name: "Tool", dependencies: ["Kit"]),
                ]
            )
            """)
        #expect(
            manifest.targets == [
                .init(name: "Kit", path: nil), .init(name: "KitCore", path: "Sources/Core"),
            ])
        #expect(manifest.localDependencies == ["../Utils", "Vendor/Old"])
        #expect(manifest.remote == ["https://github.com/apple/swift-collections"])
    }

    /// A quoted and an unquoted `relativePath` of `XCLocalSwiftPackageReference`s; a remote
    /// reference's fields are not read.
    @Test func theProjectsLocalReferences() {
        let project = """
            /* Begin XCLocalSwiftPackageReference section */
            		A1 /* XCLocalSwiftPackageReference "Kit" */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = Packages/Kit;
            		};
            		A2 /* XCLocalSwiftPackageReference "Design System" */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = "Design System";
            		};
            /* End XCLocalSwiftPackageReference section */
            		B1 /* XCRemoteSwiftPackageReference "x" */ = {
            			isa = XCRemoteSwiftPackageReference;
            			repositoryURL = "https://example.com/x";
            		};
            """
        #expect(LocalPackages.localReferences(inProject: project) == ["Packages/Kit", "Design System"])
    }

    func module(_ name: String, imports: [String], unavailable: [String] = []) -> LocalPackages.Module {
        .init(name: name, package: "/p", files: [], imports: imports, unavailable: unavailable)
    }

    /// Each module after those it imports; one that imports what Linux lacks, and one that imports
    /// it, blocked with why; a module no root reaches is not built.
    @Test func modulesCompileAfterTheirImports() throws {
        var packages = LocalPackages()
        for m in [
            module("A", imports: ["B", "C"]), module("B", imports: ["C"]), module("C", imports: []),
            module("Keys", imports: [], unavailable: ["Security"]), module("Login", imports: ["Keys"]),
            module("Unused", imports: []),
        ] {
            packages.modules[m.name] = m
        }
        let (order, blocked) = try packages.buildOrder(for: ["Login", "A"])
        #expect(order.map(\.name) == ["C", "B", "A"])
        #expect(
            blocked == [
                "Keys": "imports Security, which Linux has no counterpart for",
                "Login": "imports Keys, which cannot be compiled here",
            ])
    }

    /// Modules that import each other are one line naming the cycle.
    @Test func aCycleIsNamed() {
        var packages = LocalPackages()
        packages.modules["A"] = module("A", imports: ["B"])
        packages.modules["B"] = module("B", imports: ["A"])
        #expect(throws: GridPerfError("local packages: the modules import each other in a cycle (A → B → A)")) {
            _ = try packages.buildOrder(for: ["A"])
        }
    }
}
