import GridPerfCore
import Testing

/// Lengths as people read them (text tables, SVG titles, messages): hundredths at most.
@Suite struct FormatLengthTests {
    @Test(arguments: [
        (390.00000000000006, "390"),  // 390 plus one ulp-sized error: what an SVG title used to print
        (57.333333333333336, "57.33"),  // 172 / 3
        (0.125, "0.13"),  // 12.5 hundredths rounds away from zero
        (1.5, "1.5"),
        (-0.001, "0"),  // never "-0"
        (-12.375, "-12.38"),  // exact in binary: -1237.5 hundredths, away from zero
        (1e20, "1e+20"),  // beyond whole-number range: Swift's own form
    ])
    func rounded(value: Double, text: String) {
        #expect(formatLength(value) == text)
    }

    @Test func descriptionsUseIt() {
        #expect(Size(width: 390.00000000000006, height: 579).description == "390 × 579")
        #expect(ProposedSize(width: 57.333333333333336, height: nil).description == "(57.33, nil)")
        #expect(Rect(x: 0.1 + 0.2, y: 0, width: 10, height: 2.0 / 3.0).description == "(0.3, 0, 10, 0.67)")
    }
}
