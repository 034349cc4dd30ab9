import Foundation
import GridPerfTestSupport
import Testing

/// `gridperf --help` and the help of `run`, `serve`, `layout` and `check` (every option each takes,
/// declared for ArgumentParser: issue 72), whole, against `Tests/Golden` (`make golden` rewrites
/// them after a deliberate change).
@Suite struct GoldenHelpTests {
    @Test(arguments: [
        (["--help"], "help.txt"), (["run", "--help"], "run-help.txt"), (["serve", "--help"], "serve-help.txt"),
        (["layout", "--help"], "layout-help.txt"), (["check", "--help"], "check-help.txt"),
    ])
    func theHelpIsTheGoldenFile(arguments: [String], name: String) throws {
        let out = try CLI.run(arguments)
        #expect(out.status == 0)
        let difference = try GoldenFile.difference(out.stdout, name)
        #expect(difference == nil, "\(difference ?? "")")
    }
}
