import GridPerfCore
import GridPerfHarness
import Testing

/// Every oracle case of a registered layout, through the code path of `gridperf layout`
/// (spec parsing, the registry, one sizeThatFits + placeSubviews pass).
@Suite struct OracleTests {
    static let layouts: Set<String> = [
        "lazy-vgrid", "lazy-hgrid", "grid", "waterfall", "flow", "hstack", "vstack", "zstack",
    ]

    @Test func theOracleFileHasTheExpectedCases() {
        #expect(OracleCase.cases(for: ["lazy-vgrid", "lazy-hgrid", "grid", "waterfall", "flow"]).count == 16)
        #expect(OracleCase.load("swiftui-stacks.json").count == 6)
        #expect(OracleCase.load("swiftui-views.json").count == 14)
    }

    @Test(arguments: OracleCase.cases(for: layouts))
    func oracle(_ c: OracleCase) throws {
        let spec = try LayoutSpec.parse(c.spec, source: c.id)
        let result = try LayoutResult.compute(spec)
        #expect(
            close(result.size.width, c.size.width, c.tolerance)
                && close(result.size.height, c.size.height, c.tolerance),
            "\(c.id): size \(result.size), expected \(c.size) (\(c.source))")
        try #require(result.frames.count == c.frames.count, "\(c.id): \(result.frames.count) frames")
        for (i, (got, want)) in zip(result.frames, c.frames).enumerated() {
            #expect(close(got, want, c.tolerance), "\(c.id): frame \(i) is \(got), expected \(want)")
        }
    }
}
