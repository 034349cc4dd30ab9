import GridPerfHarness
import Testing

/// A lazy layout's first step does not grow with the item count (issue 33): the same measure
/// calls at 10⁴ and 10⁶ items (the viewport holds the same items), and at most twice the
/// allocated bytes (a lazy grid allocates one block of line offsets, 80 KB, and a table of
/// 16 bytes a block of 4,096 lines; a waterfall one chunk of frames, 128 KB). Before, the
/// first step allocated 20 bytes a line (lazy grids) or 32 bytes an item (the waterfall).
extension ReleaseBenchmarkTests {
    @Test(arguments: [
        ["--layout", "lazy-vgrid", "--columns", "3"], ["--layout", "lazy-hgrid", "--columns", "3"],
        ["--layout", "waterfall", "--columns", "3"], ["--layout", "flow", "--items-model", "text:3-20"],
    ])
    func theFirstScrollStepDoesNotGrowWithN(arguments: [String]) throws {
        var calls: [Double] = [], bytes: [Double] = []
        for n in [10_000, 1_000_000] {
            // One round, no warm-up time: the counts are the point, not the time.
            let report = try report(
                arguments + [
                    "--items", "\(n)", "--scenario", "scroll", "--max-time", "0.05", "--rounds", "1", "--warmup-time",
                    "0",
                ])
            let c = try #require(report.cases.first)
            calls.append(try #require(c.median(MetricKind.stepFirstMeasureCalls)))
            bytes.append(try #require(c.median(MetricKind.stepFirstAllocBytes)))
        }
        print("\(arguments[1]) first step: measure calls \(calls), allocated bytes \(bytes) at 10⁴ and 10⁶")
        #expect(calls[0] == calls[1])
        #expect(calls[0] > 0)
        #expect(bytes[1] <= 2 * bytes[0])
        #expect(bytes[1] < 256 * 1024)
    }
}
