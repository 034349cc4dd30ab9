import Foundation

/// A whole output held against its file in the repository (`Tests/Golden`, or a generated page
/// under `docs/`): any line that changes shows in the failure and in the diff of the commit that
/// updates it. After a deliberate change, `make golden` rewrites the files
/// (`GRIDPERF_UPDATE_GOLDEN=1`) for review. Shared by the test targets that hold whole outputs.
public enum GoldenFile {
    /// The repository's root (this file is `Tests/GridPerfTestSupport/GoldenFile.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `text` against the file at `path` (relative to the repository's root; `Tests/Golden/NAME`
    /// when `path` is a bare name): `nil` when they are equal (or the file was rewritten), else
    /// the first line that differs, for the test to record.
    public static func difference(_ text: String, _ path: String) throws -> String? {
        let relative = path.contains("/") ? path : "Tests/Golden/" + path
        let url = repositoryRoot.appendingPathComponent(relative)
        if ProcessInfo.processInfo.environment["GRIDPERF_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        guard text != golden else { return nil }
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let b = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<Swift.min(a.count, b.count)).first { a[$0] != b[$0] } ?? Swift.min(a.count, b.count)
        return "\(relative) differs at line \(line + 1): got \(line < a.count ? "'\(a[line])'" : "the end"), "
            + "the file has \(line < b.count ? "'\(b[line])'" : "the end") (`make golden` rewrites it after a deliberate change)"
    }
}
