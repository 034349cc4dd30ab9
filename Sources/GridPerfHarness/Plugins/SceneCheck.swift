import Foundation
import GridPerfCore

/// `check --spec FILE` (and a `--view`'s scene): what a scene owes whatever its layouts — it is
/// laid out, its frames are finite, and a second layout of it gives the same frames.
package enum SceneCheck {
    /// The results, and the layouts the scene's containers use (the root's first).
    package static func run(path: String, registry: PluginRegistry) throws -> (
        results: [Conformance.Result], layouts: [String]
    ) {
        let spec = try LayoutSpec.load(path: path, registry: registry)
        var results: [Conformance.Result] = []
        let first: LayoutResult
        do {
            first = try LayoutResult.compute(spec, registry: registry)
            results.append(.init(check: "lays out", scene: "as given", passed: true, detail: ""))
        } catch let error as GridPerfError {
            results.append(.init(check: "lays out", scene: "as given", passed: false, detail: error.message))
            return (results, [spec.layout])
        }
        let bad = first.frames.firstIndex {
            !($0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite)
        }
        results.append(
            .init(
                check: "finite frames", scene: "as given",
                passed: bad == nil && first.size.width.isFinite
                    && first.size.height.isFinite,
                detail: bad.map { "leaf \($0): \(first.frames[$0])" } ?? ""))
        let again = try LayoutSpec.load(path: path, registry: registry)
        let second = try LayoutResult.compute(again, registry: registry)
        let same = second.frames == first.frames && second.size == first.size
        let differing = zip(first.frames, second.frames).enumerated().first { $0.element.0 != $0.element.1 }
        results.append(
            .init(
                check: "deterministic", scene: "laid out twice", passed: same,
                detail: same
                    ? "" : differing.map { "leaf \($0.offset): \($0.element.0) then \($0.element.1)" } ?? "sizes differ"
            ))
        var layouts = [spec.layout]
        for c in first.containers where !layouts.contains(c.kind) { layouts.append(c.kind) }
        return (results, layouts)
    }
}
