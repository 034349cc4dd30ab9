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

    /// `{"app": …, "preview": …}`: an app's preview as a suite's case, its folder from the suite's;
    /// an app entry without its preview is one line naming the entry.
    @Test func anAppEntryNamesItsFolderAndPreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("s.json").path
        try Data(
            #"{"matrix": [{"layout": "flow", "items": 10}, {"app": "Shelf", "preview": "Grid", "width": 320}]}"#.utf8
        )
        .write(to: URL(fileURLWithPath: suite))
        let entries = try Suite.viewEntries(path: suite)
        #expect(entries.count == 1)
        #expect(entries.first?.index == 1 && entries.first?.app == folder.path + "/Shelf")
        #expect(entries.first?.preview == "Grid" && entries.first?.width == 320 && entries.first?.counts == [1])
        try Data(#"{"matrix": [{"app": "Shelf"}]}"#.utf8).write(to: URL(fileURLWithPath: suite))
        #expect(throws: GridPerfError.self) { try Suite.viewEntries(path: suite) }
    }
}
