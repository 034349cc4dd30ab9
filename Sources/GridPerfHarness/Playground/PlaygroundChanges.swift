import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// `POST /api/update` (`gridperf serve --source F --view EXPR --update STMTS`): the view's state
/// changed one step at a time, as `run --scenario update` changes it — each step evaluated by
/// SwiftUI's update model and its screen laid out in the view's window — answering what the step
/// counted and why, and the scene of the new state for the page to draw.
///
/// The view's code runs in the server's process only for the changes the bounded child rehearsed
/// (``rehearsed``); after the last of them the view starts again from a fresh one. One change at
/// a time (the user's code is not assumed to be thread-safe).
package final class PlaygroundChanges: @unchecked Sendable {
    /// A view the page may change: its preset's name, its scene file and how to make it afresh.
    package struct View {
        package let name: String
        package let path: String
        package let source: ViewUpdatesSource
        package let viewport: Size
        package init(name: String, path: String, source: ViewUpdatesSource, viewport: Size) {
            self.name = name
            self.path = path
            self.source = source
            self.viewport = viewport
        }
    }

    /// A view being changed: its state, its screen and the next step.
    private struct Session {
        let box: ViewUpdatesBox
        let screen: UpdateScreen
        var step = 0
        var shown: UpdateScreen.Shown
        /// The scene of the view's first evaluation, every lazy element evaluated.
        let first: JSONValue
    }

    private let views: [View]
    private let registry: PluginRegistry
    /// The changes the bounded child ran before the server did (``ViewChild``).
    package let rehearsed: Int
    private let lock = NSLock()
    private var sessions: [String: Session] = [:]

    package init(views: [View], registry: PluginRegistry, rehearsed: Int) {
        self.views = views
        self.registry = registry
        self.rehearsed = rehearsed
    }

    /// The update of the preset named `name`, if the page may change it.
    package func update(ofPreset name: String) -> String? { views.first { $0.name == name }?.source.update }

    /// `POST /api/update` with `{"preset": NAME}` (and `"reset": true` to start from a fresh
    /// view): the next change run; its counts, causes and the new scene.
    /// - Complexity: the step's evaluation and relayout, then every lazy element evaluated for the
    ///   scene sent (kept bodies unless they changed).
    package func step(_ body: Data) throws -> Data {
        let request = try PlaygroundError.about("body") { try JSONValue.parse(body, what: "request") }
        guard let name = request.objectValue?["preset"]?.stringValue else {
            throw PlaygroundError("update: give \"preset\", the name of a view served with --update", field: "preset")
        }
        guard let view = views.first(where: { $0.name == name }) else {
            throw PlaygroundError(
                "update: no view named \(GridPerfError.quoted(name, limit: 80)) takes a change (serve --source F --view EXPR --update STMTS)",
                field: "preset")
        }
        let reset = request.objectValue?["reset"]?.boolValue ?? false
        lock.lock()
        defer { lock.unlock() }
        return try PlaygroundError.about("update") {
            var session: Session
            var started = false
            if !reset, let kept = sessions[name], kept.step < rehearsed {
                session = kept
            } else {
                session = try begin(view)
                started = true
            }
            if reset {
                sessions[name] = session
                return answer(session, step: nil, started: true, scene: session.first)
            }
            let updates = session.box.updates
            let k = session.step
            let t0 = UptimeClock.now()
            updates.step { session.box.change(k) }
            let shown = try session.screen.show(updates.scene)
            let time = UptimeClock.now() - t0
            // What `run` counts: the step's evaluation and the screen it realised. The lazy
            // elements evaluated after, for the page's scene, are not counted.
            var counted = updates.graph.record
            let eager = updates.scene.eagerJSON
            // Removals are counted when the pass closes.
            counted.removed = updates.finish().removed
            session.step += 1
            let before = session.shown
            session.shown = shown
            sessions[name] = session
            return answer(
                session, step: (counted, shown: shown, before: before, time: time), started: started, scene: eager)
        }
    }

    private func begin(_ view: View) throws -> Session {
        let box = try view.source.make()
        let screen = UpdateScreen(registry: registry, path: view.path, viewport: view.viewport)
        let shown = try screen.show(box.updates.scene)
        // Every element evaluated in the first pass, as every step's scene evaluates them.
        let first = box.updates.scene.eagerJSON
        box.updates.finish()
        return Session(box: box, screen: screen, shown: shown, first: first)
    }

    /// The answer after `session`'s last change (`step`: what it counted, the screen before and
    /// after it, its time; `nil` for a fresh start).
    private func answer(
        _ session: Session, step: (UpdateRecord, shown: UpdateScreen.Shown, before: UpdateScreen.Shown, time: UInt64)?,
        started: Bool, scene: JSONValue
    ) -> Data {
        var out: [String: JSONValue] = [
            "step": .number(Double(session.step)), "rehearsed": .number(Double(rehearsed)),
            "started": .bool(started), "scene": scene,
        ]
        if let (r, shown, before, time) = step {
            out["counts"] = .object([
                "bodies": .number(Double(r.bodies)), "kept": .number(Double(r.kept)),
                "inserted": .number(Double(r.inserted)), "removed": .number(Double(r.removed)),
                "sameOutput": .number(Double(r.sameOutput)),
                "framesChanged": .number(
                    Double(BenchmarkRunner.changedOnScreen(before, shown, window: session.screen.viewport))),
                "measureCalls": .number(Double(shown.measureCalls)),
                "remeasured": .number(Double(shown.measureMisses)),
                "layoutsInvalidated": .number(Double(shown.layoutsInvalidated)),
                "afresh": .bool(shown.afresh), "timeNs": .number(Double(time)),
            ])
            out["causes"] = .array(
                BenchmarkRunner.causeGraph([r]).map {
                    .object([
                        "cause": .string($0.cause), "view": .string($0.view), "bodies": .number(Double($0.bodies)),
                    ])
                })
        }
        return Data(JSONValue.object(out).jsonText().utf8)
    }
}
