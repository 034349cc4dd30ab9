import Foundation
import GridPerfTestSupport
import Testing

/// One package whatever the environment (issue 72): Package.swift reads no variable, and its one
/// choice is a package trait (`Jemalloc`, on by default).
@Suite struct PackageTraitsTests {
    /// `swift package dump-package` with the variables Package.swift once read, and without.
    @Test func theManifestIsTheSameWhateverTheEnvironment() throws {
        let root = CLI.repositoryRoot.path
        let plain = try Self.dumpPackage(root: root, environment: [:])
        let variables = try Self.dumpPackage(
            root: root,
            environment: [
                "GRIDPERF_SANITIZER": "address", "GRIDPERF_UNOPTIMIZED_CLI": "1", "GRIDPERF_TESTABLE": "1",
                "GRIDPERF_END_TO_END": "1",
            ])
        #expect(try Self.normalized(plain) == Self.normalized(variables))
        let package = try #require(try JSONSerialization.jsonObject(with: plain) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        // The end-to-end tests are a target in every build (make test skips them).
        #expect(targets.contains { $0["name"] as? String == "EndToEndTests" })
        let traits = try #require(package["traits"] as? [[String: Any]])
        let names = Set(traits.compactMap { $0["name"] as? String })
        #expect(names == ["Jemalloc", "default"])
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(!manifest.contains("ProcessInfo"), "Package.swift reads the environment")
    }

    /// No target of a library product carries an unsafe flag, not even behind a trait: SwiftPM
    /// refuses them in a dependency by version whatever its traits (a plugin package depends on
    /// product `GridPerf` so: Tests/Consumer/consumer.sh). The executables' link flags and the
    /// tests' own are in no library product.
    @Test func noLibraryTargetHasAnUnsafeFlag() throws {
        let data = try Self.dumpPackage(root: CLI.repositoryRoot.path, environment: [:])
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
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

    /// The dumped manifest with its keys sorted, and its traits (a `Set`, listed in an order that
    /// changes from one SwiftPM process to the next) by name.
    static func normalized(_ data: Data) throws -> Data {
        var package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let traits = package["traits"] as? [[String: Any]] ?? []
        package["traits"] = traits.sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
        return try JSONSerialization.data(withJSONObject: package, options: [.sortedKeys])
    }

    static func dumpPackage(root: String, environment: [String: String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the running test holds the package's build folder's lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-traits-\(getpid())-\(environment.count)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"]
        var variables = ProcessInfo.processInfo.environment
        for key in variables.keys where key.hasPrefix("GRIDPERF_") { variables[key] = nil }
        variables.merge(environment) { $1 }
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }
}
