import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// `alloc.storage.bytes` is exact and compared across checkouts (`compare --base-ref` measures the
/// base in a worktree of its own): it must not depend on the folder a scene file is in.
@Suite struct StorageBytesPathTests {
    @Test func aScenesStorageBytesDoNotDependOnItsFolder() throws {
        let probe = AllocationProbe.probe()
        guard probe.isActive else { return }  // Without jemalloc there is nothing to compare.
        let scene = ViewTreeTests.examples.appendingPathComponent("chip-flow.json")
        let data = try Data(contentsOf: scene)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("storage-bytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // A 13-character path and one of over 100: reading the file allocated 64 B more for the
        // longer one inside the storage window.
        let folders = [
            root.appendingPathComponent("a"), root.appendingPathComponent(String(repeating: "deep/", count: 20)),
        ]
        var paths: [String] = []
        for folder in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("s.json")
            try data.write(to: file)
            paths.append(file.path)
        }
        let runner = BenchmarkRunner(registry: .builtIn, probe: probe)
        func storageBytes(_ path: String) throws -> Double? {
            var w = Workload(layout: "flow", count: 1)
            w.spec = path
            w.specDigest = Workload.digest(ofScene: data)
            let r = try runner.run(w, options: RunOptions(iterations: 1, warmup: 0, warmupTime: 0, maxTime: 60))
            return r.metric(MetricKind.allocStorageBytes)?.samples?.first
        }
        // Once each first: a first read makes what a process makes once.
        _ = try paths.map(storageBytes)
        let bytes = try paths.map(storageBytes)
        #expect(bytes[0] != nil && bytes[0] == bytes[1], "\(bytes)")
    }
}
