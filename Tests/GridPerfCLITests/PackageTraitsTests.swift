import Foundation
import GridPerfTestSupport
import Testing

/// One package whatever the environment (issue 72): Package.swift reads no variable, and its one
/// choice is a package trait (`Jemalloc`, on by default).
@Suite struct PackageTraitsTests {
    /// `swift package dump-package` with the variables Package.swift once read, and without.
    @Test func theManifestIsTheSameWhateverTheEnvironment() throws {
        let plain = try #require(try PackageDump.json())
        let variables = try #require(
            try PackageDump.json(environment: [
                "GRIDPERF_SANITIZER": "address", "GRIDPERF_UNOPTIMIZED_CLI": "1", "GRIDPERF_TESTABLE": "1",
                "GRIDPERF_END_TO_END": "1",
            ]))
        #expect(try Self.normalized(plain) == Self.normalized(variables))
        let targets = try #require(plain["targets"] as? [[String: Any]])
        // The end-to-end tests are a target in every build (make test skips them).
        #expect(targets.contains { $0["name"] as? String == "EndToEndTests" })
        let traits = try #require(plain["traits"] as? [[String: Any]])
        #expect(Set(traits.compactMap { $0["name"] as? String }) == ["Jemalloc", "default"])
        let manifest = try String(
            contentsOfFile: CLI.repositoryRoot.path + "/Package.swift", encoding: .utf8)
        #expect(!manifest.contains("ProcessInfo"), "Package.swift reads the environment")
    }

    /// No target of a library product carries an unsafe flag, not even behind a trait: SwiftPM
    /// refuses them in a dependency by version whatever its traits (a plugin package depends on
    /// product `GridPerf` so: Tests/Consumer/consumer.sh). The executables' link flags and the
    /// tests' own are in no library product.
    @Test func noLibraryTargetHasAnUnsafeFlag() throws {
        let package = try #require(try PackageDump.json())
        let products = try #require(package["products"] as? [[String: Any]])
        let libraries = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
        let inLibraries = Set(libraries.flatMap { $0["targets"] as? [String] ?? [] })
        #expect(inLibraries.contains("GridPerfCLI") && inLibraries.contains("GridPerfModel"))
        let targets = try #require(package["targets"] as? [[String: Any]])
        let unsafe = targets.filter { target in
            guard let name = target["name"] as? String, inLibraries.contains(name) else { return false }
            let settings = target["settings"] as? [[String: Any]] ?? []
            return settings.contains { setting in
                ((setting["kind"] as? [String: Any])?["unsafeFlags"]) != nil
            }
        }.compactMap { $0["name"] as? String }
        #expect(unsafe == [], "library targets with unsafe flags: \(unsafe)")
    }

    /// The dump with its keys sorted, and its traits (a `Set`, listed in an order that changes from
    /// one SwiftPM process to the next) by name.
    static func normalized(_ dump: [String: Any]) throws -> Data {
        var package = dump
        let traits = package["traits"] as? [[String: Any]] ?? []
        package["traits"] = traits.sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
        return try JSONSerialization.data(withJSONObject: package, options: [.sortedKeys])
    }
}
