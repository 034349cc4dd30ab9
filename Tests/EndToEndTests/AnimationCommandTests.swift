import Foundation
import GridPerfHarness
import GridPerfTestSupport
import Testing

/// `run --source F --init A --animate-to B --animation X`: a custom Layout's animated change played
/// frame by frame through the command line (the frame maths is derived by hand in SwiftUITests'
/// AnimationFramesTests), and the ways the options fail.
@Suite(.serialized) struct AnimationCommandTests {
    static let wheel = [
        "--source", CLI.repositoryRoot.path + "/Examples/Animations/Radial.swift", "--layout", "Radial",
        "--init", "Radial(rotation: 0)", "--animate-to", "Radial(rotation: 90)",
    ]

    /// The case's report: run with `arguments`, its one case decoded.
    static func play(_ arguments: [String]) throws -> CaseResult {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("animate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try CLI.run(
            ["run"] + wheel + arguments + [
                "--items", "8", "--rounds", "1", "--allow-debug", "--quiet", "--no-history", "--output", output,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("animated changes (per frame; --animate-to, or --update under withAnimation):"),
            "\(run.stdout)")
        // The frames' findings: what was played; the wheel neither re-measures nor allocates.
        #expect(
            run.stdout.contains("frame(s) of Radial(rotation: 0.0) → Radial(rotation: 90.0) under "), "\(run.stdout)")
        #expect(!run.stdout.contains("finding: a frame"), "\(run.stdout)")
        let report = try FileManager.default.contentsOfDirectory(atPath: output)[0]
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(report)/results.json"))
        return try #require(try RunReport.decode(data, source: report).cases.first)
    }

    /// A 0.35 s linear rotation of 8 subviews: 21 frames at 60 fps (0.35 × 60), 42 at 120; each
    /// frame places each subview once — `place` sizes it for its proposal: 8 measure calls — and
    /// re-measures none (they were measured when the wheel was shown before the change); the
    /// wheel allocates nothing a frame. The frames are the same when played again.
    @Test func aRotationIsPlayedFrameByFrame() throws {
        let at60 = try Self.play(["--animation", ".linear(duration: 0.35)"])
        #expect(at60.metric("animation.frames")?.samples == [21])
        #expect(at60.metric("animation.measure.calls")?.samples == Array(repeating: 8, count: 21))
        #expect(at60.metric("animation.measure.misses")?.samples == Array(repeating: 0, count: 21))
        #expect(at60.metric("animation.place.calls")?.samples == Array(repeating: 8, count: 21))
        #expect(at60.metric("animation.alloc.bytes")?.samples?.allSatisfy { $0 == 0 } ?? true)
        #expect(at60.deterministic)
        let at120 = try Self.play(["--animation", ".linear(duration: 0.35)", "--fps", "120"])
        #expect(at120.metric("animation.frames")?.samples == [42])
        #expect(at120.workload.fps == 120)
    }

    /// Options that cannot be honoured stop with one line naming the option, before anything runs.
    @Test(arguments: [
        (["--animation", ".linear"], "--animation: only with --animate-to"),
        (["--fps", "60"], "--fps: only for an animated change"),
        (["--animate-to", "Radial(rotation: 90)", "--animation", ".linear.repeatForever()"], "never ends"),
    ])
    func badAnimationOptionsAreOneLine(arguments: [String], message: String) throws {
        let base = [
            "--source", CLI.repositoryRoot.path + "/Examples/Animations/Radial.swift", "--layout", "Radial",
            "--init", "Radial(rotation: 0)",
        ]
        let run = try CLI.run(
            ["run"] + base + arguments + ["--items", "8", "--allow-debug", "--quiet", "--no-history"])
        #expect(run.status != 0)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    /// `--animate-to` of another type than `--init`'s is the compiler's error, named: a layout
    /// animates between two values of itself.
    @Test func anotherTypeIsRefusedByTheCompiler() throws {
        let run = try CLI.run(
            [
                "run", "--source", CLI.repositoryRoot.path + "/Examples/Animations/Radial.swift", "--layout", "Radial",
                "--init", "Radial(rotation: 0)", "--animate-to", "SortedRadial(rotation: 90)", "--items", "8",
                "--allow-debug", "--quiet", "--no-history",
            ])
        #expect(run.status != 0)
        #expect(run.stderr.contains("SortedRadial"), "\(run.stderr)")
    }
}
