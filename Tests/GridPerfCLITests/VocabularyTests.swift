import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfTestSupport
import Testing

/// The command line's closed sets of names (`--phase`, `--by`, `--times`, `--format`,
/// `--scenario`): listed in `--help`, and a name outside the set is one line with exit 1.
@Suite struct VocabularyTests {
    @Test(arguments: [
        (
            ["profile", "--layout", "flow", "--phase", "sizes"],
            "error: --phase: unknown phase 'sizes' (expected cache, size, place or all)\n"
        ),
        (
            ["profile", "--layout", "flow", "--by", "cycles"],
            "error: --by: unknown cost 'cycles' (expected instructions or time)\n"
        ),
        (
            ["compare", "a.json", "b.json", "--times", "never"],
            "error: --times: unknown choice 'never' (expected auto, gate or report)\n"
        ),
        (
            ["compare", "a.json", "b.json", "--format", "pdf"],
            "error: --format: unknown format 'pdf' (expected text, md, json or html)\n"
        ),
        (["history", "--format", "svg"], "error: --format: unknown format 'svg' (expected text, md, csv or html)\n"),
        (
            ["run", "--layout", "flow", "--items", "10", "--allow-debug", "--scenario", "fling"],
            "error: --scenario: unknown scenario 'fling' (expected full, scroll, jump, resize or update)\n"
        ),
        (
            ["run", "--layout", "flow", "--items", "10", "--allow-debug", "--format", "csv,xlsx"],
            "error: --format: unknown format 'xlsx' (expected csv, md, json or html)\n"
        ),
    ])
    func anUnknownNameIsOneLineNamingTheKnownOnes(arguments: [String], message: String) throws {
        let out = try CLI.run(arguments)
        #expect(out.status == 1)
        #expect(out.stderr == message)
    }

    /// `layout --format` was an ArgumentParser enum: a bad value was a usage error (exit 64)
    /// in ArgumentParser's words, unlike every other bad value.
    @Test func layoutsFormatIsRefusedLikeEveryOtherOption() throws {
        let scene = try CLI.temporaryFile(#"{"layout": "flow", "items": [{"size": [10, 10]}]}"#, name: "scene.json")
        let out = try CLI.run(["layout", "--spec", scene, "--format", "pdf"])
        #expect(out.status == 1)
        #expect(out.stderr == "error: --format: unknown format 'pdf' (expected json, text or svg)\n")
    }

    @Test(arguments: [
        (["profile"], "--phase <phase>", "(values: cache, size, place, all; default: all)"),
        (["profile"], "--by <by>", "(values: instructions, time; default: instructions)"),
        (["compare"], "--times <times>", "(values: auto, gate, report; default: auto)"),
        (["run"], "--scenario <scenario>", "(values: full, scroll, jump, resize, update; default: full)"),
    ])
    func helpListsTheNames(command: [String], option: String, values: String) throws {
        let out = try CLI.run(command + ["--help"])
        #expect(out.status == 0)
        // ArgumentParser wraps help at 80 columns: compare the option's text with spaces collapsed.
        let words = out.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(words.range(of: option))
        #expect(words[start.upperBound...].prefix(400).contains(values), "\(words[start.upperBound...].prefix(400))")
    }
}
