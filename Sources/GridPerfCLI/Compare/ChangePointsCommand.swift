import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfReports

/// `gridperf _change-points < histories.json`: gridperf's time change points for simulated
/// histories, so that a script can set them beside another detector's
/// (`Scripts/changepoints-vs-otava.py`). Reads `{"histories": [[t₀, t₁, …], …]}` — one run per
/// commit, times in any unit > 0 — and prints `{"changes": [[i, …], …]}`. Not for people:
/// hidden from the help.
struct ChangePointsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_change-points", abstract: "Internal: time change points of simulated histories.",
        shouldDisplay: false)

    /// The most histories and commits read: far beyond a simulation, small enough to bound the work.
    static let maximumHistories = 100_000
    static let maximumCommits = 2_000

    func run() throws {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        var r = try JSONObjectReader(try JSONValue.parse(data, what: "standard input"), path: "")
        guard case let .array(histories)? = r.value("histories"), histories.count <= Self.maximumHistories else {
            throw GridPerfError("histories: expected an array of at most \(Self.maximumHistories) histories")
        }
        try r.finish(known: ["histories"])
        var out: [JSONValue] = []
        for (h, history) in histories.enumerated() {
            guard case let .array(values) = history, values.count <= Self.maximumCommits else {
                throw GridPerfError("histories[\(h)]: expected an array of at most \(Self.maximumCommits) times")
            }
            let times = try values.enumerated().map { i, v -> Double in
                guard let t = v.doubleValue, t.isFinite, t > 0 else {
                    throw GridPerfError("histories[\(h)][\(i)]: expected a time > 0")
                }
                return t
            }
            out.append(.array(TimeHistory.changes(ofCommits: times).map { .number(Double($0)) }))
        }
        print(JSONValue.object(["changes": .array(out)]).jsonText())
    }
}
