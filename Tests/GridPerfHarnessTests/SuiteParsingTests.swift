import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// How a suite's matrix expands into workloads.
@Suite struct SuiteParsingTests {
    /// `"columns": [2, null]`: the second count starts from the entry's parameters (no columns),
    /// not from the first count's mapping, so the two cases differ (it was refused as a duplicate).
    @Test func aColumnsListDoesNotCarryAMappingOver() throws {
        let json = try JSONValue.parse(
            Data(#"{"matrix": [{"layout": "waterfall", "columns": [2, null], "items": 10}]}"#.utf8), what: "s")
        let suite = try Suite.parse(json, registry: .builtIn)
        #expect(suite.workloads.map(\.parameters) == [.object(["columns": .number(2)]), .object([:])])
    }
}
