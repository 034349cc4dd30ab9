import GridPerfCore
import GridPerfModel
import SwiftUI

/// `check --source F --view EXPR --update STMTS`: what a view's state changes owe, change after
/// change — the screen after each change is what a fresh layout of the same views gives (the
/// incremental relayout forgot nothing), no view's kept body is out of date (a second pass
/// running every body makes the same views), the frames are finite, and a second play on a
/// fresh view gives the same bodies and frames.
package enum UpdateCheck {
    /// The results of `changes` changes of `source`'s view, laid out in `viewport` as the scene
    /// file `path` names it.
    /// - Complexity: per change, the views evaluated twice (the second time every body runs) and
    ///   the scene laid out twice (incrementally and afresh).
    package static func run(
        _ source: ViewUpdatesSource, path: String, viewport: Size, changes: Int, registry: PluginRegistry
    ) throws -> [Conformance.Result] {
        let scene = "\(changes) change\(changes == 1 ? "" : "s")"
        let first = try play(source, path: path, viewport: viewport, changes: changes, registry: registry)
        let second = try play(source, path: path, viewport: viewport, changes: changes, registry: registry)
        var results: [Conformance.Result] = []
        func add(_ check: String, _ problem: String?) {
            results.append(.init(check: check, scene: scene, passed: problem == nil, detail: problem ?? ""))
        }
        add("update: relayout = fresh layout", first.relayoutProblem)
        add("update: no stale views", first.staleProblem)
        add("update: finite frames", first.finiteProblem)
        add(
            "update: deterministic",
            first.records == second.records && first.frames == second.frames
                ? nil
                : "a second play of the changes on a fresh view ran other bodies or gave other frames "
                    + (first.records == second.records ? "(frames differ)" : "(bodies differ)"))
        return results
    }

    /// What one play of the changes found: the first problem of each kind.
    private struct Play {
        var records: [UpdateRecord] = []
        var frames: [[Rect]] = []
        var relayoutProblem: String?
        var staleProblem: String?
        var finiteProblem: String?
        /// Changes after which some view was stale, and those views by type.
        var staleChanges = 0
        var stale: [String: Int] = [:]
    }

    private static func play(
        _ source: ViewUpdatesSource, path: String, viewport: Size, changes: Int, registry: PluginRegistry
    ) throws -> Play {
        let box = try source.make()
        let updates = box.updates
        let screen = UpdateScreen(registry: registry, path: path, viewport: viewport)
        _ = try screen.show(updates.scene)
        updates.finish()
        var play = Play()
        for k in 0..<changes {
            updates.step { box.change(k) }
            let shown = try screen.show(updates.scene)
            // A fresh screen lays the same views out from nothing (a lazy container's elements
            // evaluated again, kept by the graph: the same views).
            let fresh = try UpdateScreen(registry: registry, path: path, viewport: viewport).show(updates.scene)
            play.records.append(updates.finish())
            play.frames.append(shown.frames)
            if play.relayoutProblem == nil,
                let problem = Conformance.differenceProblem(shown.size, shown.frames, fresh.size, fresh.frames)
            {
                play.relayoutProblem =
                    "after change \(k): the screen laid out again after the change and a fresh layout of it differ ("
                    + problem.replacingOccurrences(of: "two passes over the same items differ: ", with: "")
                    + "): does a custom Layout's updateCache keep what makeCache would make anew?"
            }
            if play.finiteProblem == nil,
                let problem = Conformance.finiteProblem(shown.size, shown.frames, count: shown.frames.count)
            {
                play.finiteProblem = "after change \(k): \(problem)"
            }
            // The same state evaluated again running every body: a view whose kept body was out
            // of date makes other views now.
            updates.graph.runsEveryBody = true
            updates.step {}
            _ = try screen.show(updates.scene)
            let checked = updates.finish()
            updates.graph.runsEveryBody = false
            if checked.staleViews > 0 {
                play.staleChanges += 1
                for (type, n) in checked.stale { play.stale[type, default: 0] += n }
                if play.staleProblem == nil { play.staleProblem = "after change \(k)" }
            }
        }
        if let first = play.staleProblem {
            let views = play.stale.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            play.staleProblem =
                "\(first) (and after \(play.staleChanges - 1) more of \(changes)): \(views) showed stale views — run again with nothing it depends on changed, the body made other views: it reads state SwiftUI does not watch (a plain class's property, an ObservableObject's property that is not @Published, a global) or is not deterministic"
        }
        return play
    }
}
