import Foundation
import GridPerfCore
import GridPerfModel

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
        // The suite's own checks, so that a NaN frame is reported as that (which leaf, which value),
        // not as a difference between two passes.
        let finite = Conformance.finiteProblem(first.size, first.frames, count: first.frames.count)
        results.append(.init(check: "finite frames", scene: "as given", passed: finite == nil, detail: finite ?? ""))
        // A fresh tree: a scene's views keep their last measurement and frames.
        let again = try LayoutSpec.load(path: path, registry: registry)
        let second = try LayoutResult.compute(again, registry: registry)
        let difference = Conformance.differenceProblem(first.size, first.frames, second.size, second.frames)
        results.append(
            .init(check: "deterministic", scene: "laid out twice", passed: difference == nil, detail: difference ?? ""))
        var layouts = [spec.layout]
        for c in first.containers where !layouts.contains(c.kind) { layouts.append(c.kind) }
        return (results, layouts)
    }
}
