import Foundation
import GridPerfCore
import GridPerfModel

extension RunReport {
    /// The report as a history keeps it (`history export`, the `gridperf-history` branch): per
    /// metric its statistics and 21 quantiles instead of every sample (one value when all are
    /// equal), no per-round split and no function list. What `HistoryStore` records from it is
    /// what it records from the full report. Marked `compact`, so nothing mistakes the
    /// quantiles for samples. O(cases × metrics × samples log samples).
    package func compacted() -> RunReport {
        var out = self
        out.compact = true
        out.cases = cases.map { c in
            var c = c
            c.rounds = nil
            c.functions = nil
            c.metrics = c.metrics.map { m in
                var m = m
                if let samples = m.samples, !samples.isEmpty {
                    m.samples =
                        samples.allSatisfy({ $0 == samples[0] }) ? [samples[0]] : HistoryStore.quantiles(of: samples)
                }
                return m
            }
            return c
        }
        return out
    }

    /// The compact report's JSON text: the report's fields on the first lines, then one case
    /// per line, so a history of them diffs and merges as text line by line.
    package func compactJSONData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        var shell = compacted()
        shell.formatVersion = Self.currentFormatVersion
        let cases = shell.cases
        shell.cases = []
        var text = String(decoding: try encoder.encode(shell), as: UTF8.self)
        guard let marker = text.range(of: "\"cases\":[]") else { return Data(text.utf8) }
        let lines = try cases.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        text.replaceSubrange(marker, with: "\"cases\":[\n" + lines.joined(separator: ",\n") + "\n]")
        return Data((text + "\n").utf8)
    }

    /// The file name of the compact report in a history folder: time, commit and run id, so
    /// that every run has its own file (two pushes never write the same one) and a listing
    /// sorts by time.
    package var historyFileName: String {
        let safe = runID.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe) + ".json"
    }
}
