import Foundation
import Testing

/// A whole output held against its file in `Tests/Golden`: any line that changes shows in the
/// failure and in the diff of the commit that updates it. After a deliberate change, `make
/// golden` rewrites the files (`GRIDPERF_UPDATE_GOLDEN=1`) for review.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["GRIDPERF_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        guard text != golden else { return }
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let b = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<Swift.min(a.count, b.count)).first { a[$0] != b[$0] } ?? Swift.min(a.count, b.count)
        Issue.record(
            "Tests/Golden/\(name) differs at line \(line + 1): got \(line < a.count ? "'\(a[line])'" : "the end"), the file has \(line < b.count ? "'\(b[line])'" : "the end") (`make golden` rewrites it after a deliberate change)",
            sourceLocation: sourceLocation)
    }
}
