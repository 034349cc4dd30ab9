import Foundation
import Testing

/// `gridperf --help` and `gridperf run --help`, whole, against `Tests/Golden` (`make golden`
/// rewrites them after a deliberate change).
@Suite struct GoldenHelpTests {
    static let directory = CLI.repositoryRoot.appendingPathComponent("Tests/Golden")

    @Test(arguments: [(["--help"], "help.txt"), (["run", "--help"], "run-help.txt")])
    func theHelpIsTheGoldenFile(arguments: [String], name: String) throws {
        let out = try CLI.run(arguments)
        #expect(out.status == 0)
        let url = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["GRIDPERF_UPDATE_GOLDEN"] == "1" {
            try out.stdout.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            out.stdout == golden, "Tests/Golden/\(name) differs (`make golden` rewrites it after a deliberate change)")
    }
}
