import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// `POST /api/profile`: exact instructions and the flame graph, from `gridperf profile`.
extension Playground {
    /// `POST /api/profile`: exact instructions and the flame graph, from `gridperf profile` run
    /// as a child (`executable`, with `leading` arguments such as `--plugin PATH`) on the scene's
    /// generated items: `{"instructions": per pass, "passes", "top": [[name, self, inclusive]…],
    /// "flameGraph": <svg>}`. A pasted scene file is not profiled (profile takes generated items).
    package func profile(_ body: Data, executable: String, leading: [String]) throws -> Data {
        let scene = try PlaygroundScene.parse(body, registry: registry, cache: scenes)
        guard scene.given == nil else {
            throw PlaygroundError(
                "profile: takes generated items (layout, parameters, items), not a scene file", field: "scene")
        }
        let w = scene.workload
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridperf-serve-profile-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var arguments =
            [executable] + leading + [
                "profile", "--layout", w.layout, "--items", String(Swift.max(1, w.count)),
                "--items-model", w.itemsModel.description, "--seed", String(w.seed), "--width", jsonNumber(w.width),
                "--passes", "3", "--output", dir,
            ]
        for (key, value) in (w.parameters.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            arguments += ["--param", "\(key)=\(value.stringValue ?? value.jsonText())"]
        }
        let finished = try Shell.launch(arguments)
        guard finished.status == 0, !finished.signaled else {
            let last =
                String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").last.map(String.init)
                ?? "exit \(finished.status)"
            throw PlaygroundError(
                "profile: \(last.hasPrefix("error: ") ? String(last.dropFirst(7)) : last)", field: "profile")
        }
        guard
            let folder = try ReportWriter.reportFolders(in: dir).first
                ?? (try? FileManager.default.contentsOfDirectory(atPath: dir))?.first
        else {
            throw PlaygroundError("profile: wrote nothing", field: "profile")
        }
        let profile = try JSONDecoder().decode(Profile.self, from: try InputFile.read("\(dir)/\(folder)/profile.json"))
        let svg = String(decoding: try InputFile.read("\(dir)/\(folder)/flamegraph.svg"), as: UTF8.self)
        let top: [JSONValue] = profile.functions.sorted { $0.selfCost > $1.selfCost }.prefix(10).map {
            .array([
                .string($0.name), .number(Double($0.selfCost) / Double(Swift.max(1, profile.passes))),
                .number(Double($0.inclusive) / Double(Swift.max(1, profile.passes))),
            ])
        }
        return Data(
            JSONValue.object([
                "instructions": .number(Double(profile.total) / Double(Swift.max(1, profile.passes))),
                "passes": .number(Double(profile.passes)),
                "event": .string(profile.event), "top": .array(top), "flameGraph": .string(svg),
            ]).jsonText().utf8)
    }
}
