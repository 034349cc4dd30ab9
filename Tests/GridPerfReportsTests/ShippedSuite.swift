import Foundation
import GridPerfCore
import GridPerfHarness

/// A shipped suite read without building its view entries' Swift files: each view entry's scene
/// stands in as an empty `zstack` (what `gridperf suite` makes by compiling and evaluating the
/// view), so that the built-in entries load and expand as the command reads them.
enum ShippedSuite {
    static func load(_ path: String) throws -> Suite {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var scenes: [Int: [Int: String]] = [:]
        for entry in try Suite.viewEntries(path: path) {
            for count in entry.counts {
                let file = folder.appendingPathComponent("view-\(entry.index)-\(count).json").path
                try Data("{\"layout\": \"zstack\", \"count\": \(count), \"items\": []}".utf8).write(
                    to: URL(fileURLWithPath: file))
                scenes[entry.index, default: [:]][count] = file
            }
        }
        return try Suite.load(path: path, registry: .builtIn, viewScenes: scenes)
    }
}
