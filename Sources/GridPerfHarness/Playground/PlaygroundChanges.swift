import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// `POST /api/update` (`gridperf serve --source F --view EXPR --update STMTS`): the view's state
/// changed one step at a time, as `run --scenario update` changes it — each step evaluated by
/// SwiftUI's update model and its screen laid out in the view's window — answering what the step
/// counted and why, and what the window shows after it (``UpdateScreen/Window``): the leaves on
/// screen, the lazy elements they belong to and their views, those the change touched. Never the
/// whole scene: a change at 10⁵ items answers what is on screen, as SwiftUI draws it
/// (docs/PERFORMANCE.md#playground-window).
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
        /// What the window showed after the last change (or the start).
        var window: UpdateScreen.Window
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
    /// view): the next change run; its counts, causes and the window after it.
    /// - Complexity: the step's evaluation and relayout, then the window's leaves placed (the
    ///   elements on screen): nothing grows with the elements off screen.
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
                return answer(session, step: nil, started: true)
            }
            let updates = session.box.updates
            let k = session.step
            let t0 = UptimeClock.now()
            updates.step { session.box.change(k) }
            let shown = try session.screen.show(updates.scene)
            let time = UptimeClock.now() - t0
            // What `run` counts: the step's evaluation and the screen it realised.
            var counted = updates.graph.record
            // Removals are counted when the pass closes.
            counted.removed = updates.finish().removed
            session.step += 1
            let before = (shown: session.shown, window: session.window)
            session.shown = shown
            session.window = session.screen.window(shown)
            sessions[name] = session
            return answer(session, step: (counted, before: before, time: time), started: started)
        }
    }

    private func begin(_ view: View) throws -> Session {
        let box = try view.source.make()
        let screen = UpdateScreen(registry: registry, path: view.path, viewport: view.viewport)
        let shown = try screen.show(box.updates.scene)
        box.updates.finish()
        return Session(box: box, screen: screen, shown: shown, window: screen.window(shown))
    }

    /// The answer after `session`'s last change (`step`: what it counted, the screen and window
    /// before it, its time; `nil` for a fresh start).
    private func answer(
        _ session: Session,
        step: (UpdateRecord, before: (shown: UpdateScreen.Shown, window: UpdateScreen.Window), time: UInt64)?,
        started: Bool
    ) -> Data {
        var out: [String: JSONValue] = [
            "step": .number(Double(session.step)), "rehearsed": .number(Double(rehearsed)),
            "started": .bool(started),
            "window": Self.json(
                session.window, changed: step.map { Self.changedLeaves($0.before.window, session.window) } ?? []),
        ]
        if let (r, before, time) = step {
            let shown = session.shown
            out["counts"] = .object([
                "bodies": .number(Double(r.bodies)), "kept": .number(Double(r.kept)),
                "inserted": .number(Double(r.inserted)), "removed": .number(Double(r.removed)),
                "sameOutput": .number(Double(r.sameOutput)),
                "framesChanged": .number(
                    Double(BenchmarkRunner.changedOnScreen(before.shown, shown, window: session.screen.viewport))),
                "measureCalls": .number(Double(shown.measureCalls)),
                "remeasured": .number(Double(shown.measureMisses)),
                "layoutsInvalidated": .number(Double(shown.layoutsInvalidated)),
                "afresh": .bool(shown.afresh), "timeNs": .number(Double(time)),
            ])
            if let finding = BenchmarkRunner.observesMoreThanShown([r]) { out["finding"] = .string(finding) }
            out["causes"] = .array(
                BenchmarkRunner.causeGraph([r]).map {
                    .object([
                        "cause": .string($0.cause), "view": .string($0.view), "bodies": .number(Double($0.bodies)),
                    ])
                })
        }
        return Data(JSONValue.object(out).jsonText().utf8)
    }

    /// The leaves of `new` a change touched: those of an element it made again or patched, and
    /// those whose frame is not where the same leaf (the same element's k-th, or the k-th of an
    /// eager scene) was in `old`, or that `old` did not show. O(leaves on screen).
    static func changedLeaves(_ old: UpdateScreen.Window, _ new: UpdateScreen.Window) -> [Int] {
        struct Leaf: Hashable {
            let element: Int
            let ordinal: Int
        }
        func keyed(_ w: UpdateScreen.Window, _ body: (Int, Leaf) -> Void) {
            var ordinal = 0
            for k in w.frames.indices {
                ordinal = k > 0 && w.elements[k] == w.elements[k - 1] ? ordinal + 1 : 0
                body(k, Leaf(element: w.elements[k], ordinal: w.elements[k] < 0 ? k : ordinal))
            }
        }
        var was: [Leaf: Rect] = [:]
        keyed(old) { k, leaf in was[leaf] = old.frames[k] }
        let touched = Set(new.touched)
        var changed: [Int] = []
        keyed(new) { k, leaf in
            if touched.contains(leaf.element) || was[leaf] != new.frames[k] { changed.append(k) }
        }
        return changed
    }

    /// `window` as the page draws it: `size` `[w, h]`, `frames` (`[x, y, w, h]` a leaf), `element`
    /// (each leaf's lazy element), `changed` (indices into `frames`), and for a lazy container
    /// `elements` (its count) and `views` (`{"element", "views"}` for each element on screen).
    static func json(_ window: UpdateScreen.Window, changed: [Int]) -> JSONValue {
        func number(_ v: Double) -> JSONValue { .number(v) }
        var out: [String: JSONValue] = [
            "size": .array([number(window.size.width), number(window.size.height)]),
            "frames": .array(
                window.frames.map { .array([number($0.minX), number($0.minY), number($0.width), number($0.height)]) }),
            "element": .array(window.elements.map { number(Double($0)) }),
            "changed": .array(changed.map { number(Double($0)) }),
        ]
        if let count = window.elementCount {
            out["elements"] = number(Double(count))
            out["views"] = .array(
                window.views.map {
                    .object(["element": number(Double($0.element)), "views": .array($0.views.map(JSONValue.object))])
                })
        }
        return .object(out)
    }
}
