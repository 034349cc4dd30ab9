import Foundation
import GridPerfTestSupport
import Testing

/// `gate` and `bisect` refuse what they cannot do with one line, before building anything.
@Suite struct GateBisectCommandTests {
    @Test func gateRefusesARefThatIsNoCommit() throws {
        let out = try CLI.run(["gate", "--base", "no-such-branch-xyz"])
        #expect(out.isOneLineError)
        #expect(out.stderr.contains("--base no-such-branch-xyz: not a commit in this repository"))
    }

    @Test func bisectRefusesTheSameCommitAndAnUnknownRef() throws {
        let same = try CLI.run(["bisect", "--good", "HEAD", "--bad", "HEAD"])
        #expect(same.isOneLineError && same.stderr.contains("the same commit"))
        let unknown = try CLI.run(["bisect", "--good", "no-such-ref-xyz", "--bad", "HEAD"])
        #expect(unknown.isOneLineError && unknown.stderr.contains("--good no-such-ref-xyz: not a commit"))
    }

    @Test func bisectRefusesGoodAndBadReversed() throws {
        // Needs a parent commit (a shallow clone of one commit has none).
        let parent = try CLI.run(["bisect", "--good", "HEAD~1", "--bad", "HEAD~1"])
        guard parent.stderr.contains("the same commit") else { return }
        let out = try CLI.run(["bisect", "--good", "HEAD", "--bad", "HEAD~1"])
        #expect(out.isOneLineError)
        #expect(out.stderr.contains("reversed"))
    }

    @Test func bisectListsItsMetrics() throws {
        let out = try CLI.run(["bisect", "--good", "HEAD", "--bad", "HEAD", "--metric", "speed"])
        #expect(out.status == 1)
        #expect(
            out.stderr
                == "error: --metric: unknown metric 'speed' (expected cpu.instructions, alloc.count, measure.calls, frame or time.total)\n"
        )
        let help = try CLI.run(["bisect", "--help"])
        for metric in ["cpu.instructions", "alloc.count", "measure.calls", "frame", "time.total"] {
            #expect(help.stdout.contains(metric))
        }
    }
}
