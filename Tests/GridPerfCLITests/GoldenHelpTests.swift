import Foundation
import GridPerfTestSupport
import Testing

/// `gridperf --help`, `gridperf run --help` and `gridperf serve --help` (its SwiftUI options, read
/// before ArgumentParser, listed too: issue 70), whole, against `Tests/Golden` (`make golden`
/// rewrites them after a deliberate change).
@Suite struct GoldenHelpTests {
    @Test(arguments: [
        (["--help"], "help.txt"), (["run", "--help"], "run-help.txt"), (["serve", "--help"], "serve-help.txt"),
    ])
    func theHelpIsTheGoldenFile(arguments: [String], name: String) throws {
        let out = try CLI.run(arguments)
        #expect(out.status == 0)
        let difference = try GoldenFile.difference(out.stdout, name)
        #expect(difference == nil, "\(difference ?? "")")
    }
}
