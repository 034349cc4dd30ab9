import Foundation
import Testing

/// ARCHITECTURE.md's module block names exactly the package's targets (tests aside), as
/// `swift package dump-package` lists them.
@Suite struct ArchitectureTests {
    @Test func theModuleBlockNamesEveryTargetAndNoOther() throws {
        let root = CLI.repositoryRoot.path
        let text = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let start = try #require(text.range(of: "```\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let block = text[start.upperBound..<end.lowerBound]
        let named = Set(
            block.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the running test holds the package's build folder's lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gridperf-dump-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        let modules = Set(targets.filter { ($0["type"] as? String) != "test" }.compactMap { $0["name"] as? String })
        #expect(modules.count > 15)
        #expect(
            modules.subtracting(named).isEmpty, "targets ARCHITECTURE.md does not name: \(modules.subtracting(named))")
        // Every word of the block that looks like a module name (a capital, or gridperf's
        // executables) is a target.
        let moduleLike = named.filter {
            ($0.first?.isUppercase == true && $0.count > 2
                && !["Apple", "Examples", "Model", "Harness", "Reports"].contains($0))
                || $0.hasPrefix("gridperf")
        }
        let unknown = moduleLike.subtracting(modules).subtracting(["GridPerf", "GridPerfServer"])
        #expect(unknown.isEmpty, "names in ARCHITECTURE.md's block that are no target: \(unknown)")
    }
}
