import Foundation
import GridPerfCore

/// Everything one `gridperf run` measured: the environment, the harness's own overhead, and
/// every case with its raw samples. Its JSON (``formatVersion``) is what comparisons read.
package struct RunReport: Hashable, Sendable, Codable {
    /// Bumped whenever a field changes meaning or disappears.
    /// 2: long sample lists are stored as a value table and indexes (`Metric+Codable`).
    package static let currentFormatVersion = 2
    /// The formats this gridperf reads (1: every sample written out).
    package static let readableFormatVersions = [1, 2]

    package var formatVersion: Int
    package var runID: String
    /// ISO 8601, UTC.
    package var createdAt: String
    package var environment: RunEnvironment
    package var harnessOverhead: HarnessOverhead
    package var cases: [CaseResult]
    /// The suite this run came from (`gridperf suite`); `nil` for `gridperf run`.
    package var suite: String?
    /// Fits of how time and allocated bytes grow with the item count, one per sweep and
    /// metric (``ScalingFit``); `nil` when the run swept no counts.
    package var scaling: [ScalingFit]?
    /// A history's copy (``compacted()``): each metric's samples are its 21 quantiles (or its
    /// one value), its statistics those of every sample. `nil` for a full report.
    package var compact: Bool?

    package init(
        runID: String, createdAt: String, environment: RunEnvironment, harnessOverhead: HarnessOverhead,
        cases: [CaseResult], suite: String? = nil, scaling: [ScalingFit]? = nil
    ) {
        self.formatVersion = Self.currentFormatVersion
        self.runID = runID
        self.createdAt = createdAt
        self.environment = environment
        self.harnessOverhead = harnessOverhead
        self.cases = cases
        self.suite = suite
        self.scaling = scaling
    }

    /// A run id: the UTC time, plus the short commit when in a git checkout
    /// (`20261122T031500Z-1a2b3c4d5e`).
    package static func makeRunID(date: Date = Date(), commit: String?) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: date) + (commit.map { "-\($0)" } ?? "")
    }

    package static func timestamp(_ date: Date = Date()) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }

    /// The JSON text (sorted keys, pretty), non-finite numbers written as strings.
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        var current = self
        current.formatVersion = Self.currentFormatVersion  // a merge of older reports is written in this format
        return try encoder.encode(current)
    }

    /// Reads a report written by ``jsonData()``. Malformed JSON is an error naming the line
    /// and column; a document without `formatVersion`, of another format version, or missing
    /// a field is an error saying which.
    package static func decode(_ data: Data, source: String) throws -> RunReport {
        let json = try JSONValue.parse(data, what: source, format: "results.json")
        guard case let .object(fields) = json, case let .number(v)? = fields["formatVersion"] else {
            throw GridPerfError("\(source): not a gridperf report (no formatVersion)")
        }
        guard readableFormatVersions.contains(where: { Double($0) == v }) else {
            throw GridPerfError(
                "\(source): report format \(GridPerfError.quoted(jsonNumber(v), limit: 24)) is not supported (this gridperf reads formats \(readableFormatVersions.map(String.init).joined(separator: " and ")))"
            )
        }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return try decoder.decode(RunReport.self, from: data)
        } catch let error as DecodingError {
            throw GridPerfError("\(source): incomplete gridperf report: \(GridPerfError(describing: error).message)")
        }
    }
}
